#pragma once
// Stored Tetris games as a data set to learn from: one row per placement. This sits above the
// records store and the Tetris AI, since the rows carry the AI's features (tetris_ai::FEATURES,
// in their order) and the store itself depends on the rules alone.
//
// Each row holds the position the player faced and what it chose: the board before the
// placement as bit rows (row 0 = the floor first, bit x = column x, `height` numbers), the
// piece, the preview (nearest first) and the hold, the chosen rotation (0 = spawn, 1 = R, 2, 3
// = L) and position (x = leftmost column, y = lowest row of the piece's cells), the features of
// the result as libs/tetris_ai computes them for its evaluators, the lines cleared and the
// score after. Rows come from replaying each game (tetris_replay.hpp), so the board is the
// rules library's, not a copy that could drift; a game that does not replay exactly stops at
// the step where it diverges and is counted in the summary.
//
// CSV has a header line and the board as one field of space-separated numbers; JSON Lines has
// one object per line with the board as an array.

#include <cstdint>
#include <ostream>
#include <span>
#include <string>

#include "game_files/game_record.hpp"
#include "records/store.hpp"

namespace gameai::dataset {

enum class ExportFormat { Csv, Jsonl };

struct ExportSummary {
  std::int64_t games = 0;
  std::int64_t rows = 0;
  std::int64_t diverged_games = 0;  // games whose rows stop early because replay diverged
};

// The CSV header line (without newline), listing the columns in order.
const std::string& tetris_csv_header();

// Writes the rows of `games` (Tetris games; others are skipped) to `out`.
ExportSummary export_tetris(records::Store& store, std::span<const game_files::GameSummary> games,
                            ExportFormat format, std::ostream& out);

}  // namespace gameai::dataset

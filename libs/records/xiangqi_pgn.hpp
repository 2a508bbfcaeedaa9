#pragma once
// Xiangqi games as PGN, the way XBoard writes and reads them.
//
// XBoard keeps chess's PGN for its variants: the seven-tag roster (White = Red, Black =
// Black), [Variant "xiangqi"], [SetUp "1"] + [FEN "..."] for a game that does not start from the
// initial position, and moves as coordinates with files a-i and ranks 1-10 counted from Red's
// side ("h3e3" is ICCS h2e2), which is also what Fairy-Stockfish's UCI speaks. Engine moves carry
// XBoard's comment "{score/depth seconds}" with the score in pawns; the game ends with
// "{reason} result". Reading accepts the same, plus long algebraic moves with a piece letter
// and "-" or "x" ("Ch3-e3", "Rxa10"), check marks and annotations, comments, NAGs and
// variations (skipped).

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "records/game_record.hpp"
#include "records/store.hpp"

namespace gameai::records {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  std::vector<XiangqiMove> moves;                         // ICCS text, ranks 0-9
  std::string result = "*";                               // "1-0", "0-1", "1/2-1/2", "*"
  std::string termination;  // the comment just before the result, if any
  int first_line = 0;       // where the game starts in the file, for messages

  // The tag's value, or "" when absent.
  std::string tag(std::string_view name) const;
};

// ICCS "h2e2" <-> XBoard "h3e3". Both return "" for text that is not a coordinate move.
std::string iccs_to_xboard(std::string_view iccs);
std::string xboard_to_iccs(std::string_view xboard);

// One stored game as PGN text (tags, moves, termination), ending with a blank line.
std::string write_pgn(const GameSummary& game, const std::vector<XiangqiMove>& moves);

// Every game of a PGN file. Throws RecordsError (invalid) naming `source`, the line and the
// token when the text is malformed. Legality is checked when a game is imported.
std::vector<PgnGame> read_pgn(std::string_view text, const std::string& source);

// Checks that every move is legal from the game's start position, then stores the game
// (finished when it has a result other than "*") and returns its id. Throws RecordsError
// (invalid) naming `source` and the game's first line when a move is illegal; nothing is stored
// then.
std::int64_t import_pgn_game(Store& store, const PgnGame& game, const std::string& source);

}  // namespace gameai::records

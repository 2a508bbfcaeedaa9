#pragma once
// Tetris runs played in a mode (a 40-line sprint, a two-minute ultra, a dig, a marathon), kept
// beside their stored games, and the personal best of each mode, rules and board size.
//
// The store knows modes by name only: the play session (libs/tetris_play/mode.hpp) says what a
// mode is and which of its runs count; the front end stores the run and asks for the best by the
// mode's order (sprint and dig: the least time; ultra and marathon: the most score).

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game_files/tetris_replay_file.hpp"
#include "records/store.hpp"

namespace gameai::records {

struct TetrisRun {
  std::int64_t game_id = 0;  // the stored game the run is
  std::string mode;          // "sprint", "ultra", "dig", "marathon", ...
  std::string rules;         // "guideline", "standard", "classic"
  int width = 10;
  int height = 20;
  std::string ended = "finished";  // "finished" (the mode's goal reached) or "topped_out"
  bool counts = false;             // may stand as a personal best
  std::int64_t time_ms = 0;
  std::int64_t pieces = 0;
  std::int64_t keys = 0;
  std::int64_t lines = 0;
  std::int64_t score = 0;
  int level = 1;
  friend bool operator==(const TetrisRun&, const TetrisRun&) = default;
};

enum class RunOrder { LeastTime, MostScore };

// Stores `run` with its game, replacing what was stored for that game. Throws RecordsError
// (not_found) when there is no game `run.game_id`, (invalid) when it is not a Tetris game or
// `run.ended` is neither word, (read_only) on a store opened for reading.
void store_tetris_run(Store& store, const TetrisRun& run);

// The run of game `game_id`, if one is stored.
std::optional<TetrisRun> tetris_run(Store& store, std::int64_t game_id);

// The personal best among the runs that count of `mode` under `rules` on a board of `width` x
// `height`: the least time or the most score; of equal ones, the first stored.
std::optional<TetrisRun> best_tetris_run(Store& store, const std::string& mode,
                                         const std::string& rules, int width, int height,
                                         RunOrder order);

// --- Run files (tetris_replay_file.hpp) ------------------------------------------------------

// The tag that identifies an imported run file (a digest of its game and steps).
inline constexpr const char* RUN_DIGEST_TAG = "RunDigest";
// The source of a game imported from a run file.
inline constexpr const char* RUN_FILE_SOURCE = "gameai-tetris-run";

struct TetrisRunImport {
  std::int64_t id = 0;     // the stored game
  bool duplicate = false;  // the same run was stored before as game `id`; nothing was added
};

// Stores the run of a file: its game (with its steps, player and garbage: a dig's cheese before
// the first step, a versus board's after the steps it followed) and,
// with a result, its run in its mode, so a run that counts may become the personal best. The
// file is replayed first; throws RecordsError (invalid) naming the first step that does not
// reproduce, (read_only) on a store opened for reading.
TetrisRunImport import_tetris_run(Store& store, const game_files::TetrisRunFile& run);

struct TetrisVersusImport {
  std::array<std::int64_t, 2> ids{};  // the stored games of the left and the right board
  bool duplicate = false;             // stored before; nothing was added
};

// Stores both boards of a versus file as the desktop stores a versus game it records: each a
// Tetris game with its steps and the garbage that rose under it, tagged Versus (left or right)
// and Opponent (the other board's game id), the winner's "won", the other's "game_over"
// ("stopped" both when the game has no winner). Both boards are replayed first, and nothing is
// stored unless both reproduce: throws RecordsError (invalid) naming the board and step that do
// not, (read_only) on a store opened for reading.
TetrisVersusImport import_tetris_versus(Store& store, const game_files::TetrisVersusFile& versus);

// Stored Tetris game `id` as a run file: its game, steps and player, its mode and result when a
// run is stored with it (else mode "endless" and no result). Throws RecordsError (not_found)
// when there is no game `id`, (invalid) when it is not a Tetris game.
game_files::TetrisRunFile tetris_run_file(Store& store, std::int64_t id);

}  // namespace gameai::records

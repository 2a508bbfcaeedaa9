#pragma once
// Tetris games between the records store and libs/tetris: building a recorder's setup and steps
// from the rules library's game, and exact replay of a stored game.
//
// A stored game is its GameConfig (rules, size, randomizer, seed, scoring) and, per locked
// piece, a tetris::StepRecord: the placement, its spin, whether hold was pressed first, and
// the rows of soft and hard drop. Replay constructs the same Game and plays every step with
// Game::replay, checking per step that the placement is reachable for the piece the randomizer
// deals, that it clears the stored number of lines, that the board fingerprint after it
// (Board::hash, low 32 bits) equals the stored one, and that the score equals the stored
// score: a stored game replays exactly, board and score, or the first step that differs is
// reported. The garbage a versus board (or a dig) got is stored too (Store::tetris_garbage) and
// rises in the replay where it rose in the game.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>

#include "game_files/game_record.hpp"
#include "records/sqlite.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "tetris/game.hpp"

namespace gameai::records {

// The recorder setup for a game about to be played with `config`.
TetrisSetup tetris_setup(const tetris::GameConfig& config, const game_files::PlayerInfo& player);

// The stored form of a locked piece, with the score after it. `keys` is the input path that
// reached the placement, if the front end has one (paths longer than 255 keys are not stored;
// movegen can rebuild them).
game_files::TetrisStep tetris_step(const tetris::StepRecord& step, std::int64_t score_after,
                                   std::span<const std::uint8_t> keys = {});

// The step for the piece that just locked in `game`, from its history (history must be on, the
// default).
game_files::TetrisStep tetris_step(const tetris::Game& game,
                                   std::span<const std::uint8_t> keys = {});

// The rules library's form of a stored step (what Game::replay plays).
tetris::StepRecord step_record(const game_files::TetrisStep& step) noexcept;

// The setup for game `index` of `gameai tetris play --seed seed`: it deals pieces from
// tetris::game_piece_seed(seed, index), uniformly under classic and standard and by 7-bag under
// guideline, and scores by seed 000's table except under guideline. The stored seed is `seed`
// as typed and the game's index in the run, so `gameai tetris play --seed seed` plays the same
// game again as its game `index`.
TetrisSetup tetris_play_setup(tetris::RuleSet rules, int width, int height, std::uint64_t seed,
                              std::uint64_t index, const game_files::PlayerInfo& player);

// The seed of a stored game's pieces: tetris::game_piece_seed(seed, game_index) for a game of a
// numbered run, else the stored seed itself.
std::uint64_t tetris_piece_seed(const game_files::GameSummary& game) noexcept;

// The GameConfig of a stored game. Throws RecordsError (invalid) naming an unknown rule set,
// randomizer or scoring, or a board size out of range.
tetris::GameConfig tetris_config(const game_files::GameSummary& game);

// What a visitor sees of each step: the stored step, the position before it (board, piece,
// preview, hold) and the game after it.
struct TetrisFrame {
  std::int64_t index = 0;
  const game_files::TetrisStep* step = nullptr;
  const tetris::Board* board_before = nullptr;
  tetris::Piece piece = tetris::Piece::I;
  std::array<tetris::Piece, tetris::Game::MAX_PREVIEW> preview{};
  int preview_count = 0;
  std::optional<tetris::Piece> hold_before;
  const tetris::Game* game_after = nullptr;
};

struct TetrisReplayResult {
  std::int64_t steps = 0;         // steps replayed and checked
  std::int64_t diverged_at = -1;  // first step that did not reproduce, -1 = none
  std::string problem;            // what differed there
  std::int64_t score = 0;
  std::int64_t lines = 0;
  bool game_over = false;  // the replayed game ended after its last step
  bool exact() const noexcept { return diverged_at < 0; }
};

// Replays stored game `game`; `visit` (optional) returns false to stop early.
TetrisReplayResult replay_tetris(Store& store, const game_files::GameSummary& game,
                                 const std::function<bool(const TetrisFrame&)>& visit = {});

}  // namespace gameai::records

namespace gameai::records {

// Brings the steps of Tetris games stored before schema version 4 forward: they lacked the spin
// of headless AI games and the drop rows of games steered key by key. Each such game is
// replayed; a step whose stored spin the moves do not offer takes the best one they do (what
// the player that recorded it played), and the drop points a step's stored score shows beyond
// the lock's own points become its drop rows (hard-drop rows of 2 points, a soft-drop row for
// an odd point). A game that still does not replay is left as it was from that step on.
// Returns the number of games rewritten. Runs inside the migration's transaction.
std::int64_t upgrade_tetris_steps(Database& db);

}  // namespace gameai::records

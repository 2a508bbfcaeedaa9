#pragma once
// Tetris games between the records store and libs/tetris: building a recorder's setup and steps
// from a tetris::Game (what front ends call), and exact replay of a stored game.
//
// A stored game is its GameConfig (rules, size, randomizer, seed, scoring) and its placements.
// Replay constructs the same Game, plays every stored placement and checks, per step, that the
// placement is legal for the piece the randomizer deals, that it clears the stored number of
// lines, and that the board fingerprint after it equals the stored one (low 32 bits).
//
// The fingerprint is taken over the column form of the board (tetris_ai::ColumnBoard, one word
// per column), because that is the form the AI players keep: `gameai tetris play` records at
// hundreds of thousands of pieces per second and can fingerprint its own board in a few
// nanoseconds, where converting to rows first would cost more than the recording itself. The
// score is compared too, but a mismatch there is reported separately and not as a divergence:
// a game steered key by key under guideline books soft/hard-drop points that placements alone
// do not replay.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>

#include "records/game_record.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "tetris/game.hpp"
#include "tetris_ai/column_board.hpp"

namespace gameai::records {

// The board fingerprint stored with every step: a 64-bit mix of the size and the columns.
inline std::uint64_t board_fingerprint(const tetris_ai::ColumnBoard& board) noexcept {
  std::uint64_t h =
      0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(board.width() << 8 | board.height());
  for (int x = 0; x < board.width(); ++x) h = (h ^ board.column(x)) * 0x100000001b3ull;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}
std::uint64_t board_fingerprint(const tetris::Board& board) noexcept;

// The recorder setup for a game about to be played with `config`.
TetrisSetup tetris_setup(const tetris::GameConfig& config, const PlayerInfo& player);

// The step to record right after `game.play(placement)` returned `result`. `keys` is the input
// path that reached the placement, if the front end has one (paths longer than 255 keys are
// not stored; movegen can rebuild them).
TetrisStep tetris_step(const tetris::Game& game, const tetris::Placement& placement,
                       const tetris::PlayResult& result, bool held = false,
                       std::span<const std::uint8_t> keys = {});

// The step for the piece that just locked in `game`, from its history (history must be on, the
// default): what a front end calls when the piece was steered key by key and locked by a drop
// or gravity.
TetrisStep tetris_step(const tetris::Game& game, std::span<const std::uint8_t> keys = {});

// The same for players that keep their own column board (tetris_ai::AutoGame): the board after
// the placement and its clears, the lines it cleared and the score after it.
inline TetrisStep tetris_step(const tetris_ai::ColumnBoard& board_after,
                              const tetris::Placement& placement, int lines_cleared,
                              std::int64_t score_after) noexcept {
  TetrisStep step;
  step.piece = static_cast<std::uint8_t>(tetris::to_int(placement.piece));
  step.rotation = static_cast<std::uint8_t>(tetris::to_int(placement.rotation));
  step.x = placement.column;
  step.y = placement.row;
  step.lines_cleared = static_cast<std::uint8_t>(lines_cleared);
  step.score_after = score_after;
  step.board_hash = board_fingerprint(board_after);
  return step;
}

// The setup for game `index` of `gameai tetris play --seed seed` (tetris_ai::AutoGame): it deals
// pieces from AutoGame::piece_seed(seed, index), uniformly under classic and standard and by
// 7-bag under guideline, and scores by seed 000's table except under guideline. The stored seed
// is that piece stream's seed, so tetris::Game replays the game.
TetrisSetup tetris_play_setup(tetris::RuleSet rules, int width, int height, std::uint64_t seed,
                              std::uint64_t index, const PlayerInfo& player);

// The GameConfig of a stored game. Throws RecordsError (invalid) naming an unknown rule set,
// randomizer or scoring, or a board size out of range.
tetris::GameConfig tetris_config(const GameSummary& game);

// What a visitor sees of each step: the stored step, the position before it (board, piece,
// preview, hold) and the game after it.
struct TetrisFrame {
  std::int64_t index = 0;
  const TetrisStep* step = nullptr;
  const tetris::Board* board_before = nullptr;
  tetris::Piece piece = tetris::Piece::I;
  std::array<tetris::Piece, tetris::Game::MAX_PREVIEW> preview{};
  int preview_count = 0;
  std::optional<tetris::Piece> hold_before;
  const tetris::Game* game_after = nullptr;
};

struct TetrisReplayResult {
  std::int64_t steps = 0;              // steps replayed and checked
  std::int64_t diverged_at = -1;       // first step that did not reproduce, -1 = none
  std::string problem;                 // what differed there
  std::int64_t score_differs_at = -1;  // first step whose score differs, -1 = none
  std::int64_t score = 0;
  std::int64_t lines = 0;
  bool game_over = false;  // the replayed game ended after its last step
  bool exact() const noexcept { return diverged_at < 0; }
};

// Replays stored game `game`; `visit` (optional) returns false to stop early.
TetrisReplayResult replay_tetris(Store& store, const GameSummary& game,
                                 const std::function<bool(const TetrisFrame&)>& visit = {});

}  // namespace gameai::records

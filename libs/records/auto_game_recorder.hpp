#pragma once
// Records the headless AI games of `gameai tetris play --record`.
//
// tetris_ai::AutoGame keeps its own column board and deals pieces from (seed, index); this
// recorder stores the game's setup so that tetris::Game replays it (tetris_play_setup), and each
// placement with the fingerprint of AutoGame's own board, which costs a few nanoseconds. One
// recorder per game; games on different threads may share one Store.
//
//   records::AutoGameRecorder recorder(store, config, seed, index, player);
//   while (const auto d = game.step()) recorder.placed(game, *d);
//   recorder.ended(game);

#include <cstdint>

#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "tetris_ai/auto_game.hpp"

namespace gameai::records {

class AutoGameRecorder {
 public:
  AutoGameRecorder(Store& store, const tetris_ai::GameConfig& config, std::uint64_t seed,
                   std::uint64_t index, const PlayerInfo& player,
                   RecorderOptions options = RecorderOptions{});

  // After each AutoGame::step() that returned decision `d`.
  void placed(const tetris_ai::AutoGame& game, const tetris_ai::Decision& d) {
    recorder_.add_step(tetris_step(game.board(), d.placement, game.last_clear(), game.score()));
  }
  // When step() returned nullopt: marks the game finished ("piece_limit" or "game_over").
  void ended(const tetris_ai::AutoGame& game);

  std::int64_t game_id() const noexcept { return recorder_.game_id(); }

 private:
  TetrisRecorder recorder_;
};

}  // namespace gameai::records

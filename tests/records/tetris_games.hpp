#pragma once
// Real Tetris games for the records tests: played through libs/tetris with a simple policy and
// recorded the way a front end records them.

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/rng.hpp"
#include "records/tetris_replay.hpp"

namespace gameai::records::testing {

// The index of the lowest placement in `moves`, ties broken at random: a simple policy that
// clears lines and keeps games going for hundreds of pieces.
inline std::size_t lowest_move(const tetris::MoveGenerator& moves, common::Rng& rng) {
  std::size_t best = rng.below(static_cast<std::uint32_t>(moves.size()));
  for (std::size_t m = 0; m < moves.size(); ++m)
    if (moves[m].placement.row < moves[best].placement.row) best = m;
  return best;
}

// Plays up to `max_pieces` placements choosing the lowest legal placement (ties at random; spins
// and holds included under guideline) and records each one. Returns the game id; `hashes`, if
// given, receives the full board hash after every step.
inline std::int64_t play_and_record(Store& store, tetris::RuleSet rules, std::uint64_t seed,
                                    int max_pieces, std::vector<std::uint64_t>* hashes = nullptr) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules, seed);
  tetris::Game game(config);
  TetrisRecorder recorder(store, tetris_setup(config, {PlayerInfo::Kind::Ai, "lowest"}),
                          {.batch_size = 16, .max_interval_ms = 60'000});
  common::Rng rng(seed);
  for (int i = 0; i < max_pieces && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    if (moves.empty()) break;
    const tetris::Move& move = moves[lowest_move(moves, rng)];
    const tetris::PlayResult result = game.play(move.placement, move.spin);
    EXPECT_TRUE(result.ok);
    recorder.add_step(tetris_step(game));
    if (hashes) hashes->push_back(game.board().hash());
  }
  recorder.finish(game.game_over() ? "game_over" : "piece_limit");
  return recorder.game_id();
}

}  // namespace gameai::records::testing

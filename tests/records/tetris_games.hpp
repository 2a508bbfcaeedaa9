#pragma once
// Real Tetris games for the records tests: played through libs/tetris with a simple policy and
// recorded the way a front end records them.

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/rng.hpp"
#include "records/tetris_replay.hpp"
#include "run_file_games.hpp"

namespace gameai::records::testing {

// Plays up to `max_pieces` placements choosing the lowest legal placement (ties at random; spins
// and holds included under guideline) and records each one. Returns the game id; `hashes`, if
// given, receives the full board hash after every step.
inline std::int64_t play_and_record(Store& store, tetris::RuleSet rules, std::uint64_t seed,
                                    int max_pieces, std::vector<std::uint64_t>* hashes = nullptr) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules, seed);
  tetris::Game game(config);
  TetrisRecorder recorder(store, tetris_setup(config, {game_files::PlayerInfo::Kind::Ai, "lowest"}),
                          {.batch_size = 16, .max_interval_ms = 60'000});
  common::Rng rng(seed);
  for (int i = 0; i < max_pieces && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    if (moves.empty()) break;
    const tetris::Move& move = moves[game_files::testing::lowest_move(moves, rng)];
    const tetris::PlayResult result = game.play(move.placement, move.spin);
    EXPECT_TRUE(result.ok);
    recorder.add_step(tetris_step(game));
    if (hashes) hashes->push_back(game.board().hash());
  }
  recorder.finish(game.game_over() ? "game_over" : "piece_limit");
  return recorder.game_id();
}

}  // namespace gameai::records::testing

#pragma once
// Tetris runs for the game-file tests and the store's: played through libs/tetris with a simple
// policy (the lowest placement) and kept as a run file keeps them.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/rng.hpp"
#include "game_files/tetris_replay_file.hpp"
#include "tetris/attack.hpp"
#include "tetris/game.hpp"

namespace gameai::game_files::testing {

// The index of the lowest placement in `moves`, ties broken at random: a simple policy that
// clears lines and keeps games going for hundreds of pieces.
inline std::size_t lowest_move(const tetris::MoveGenerator& moves, common::Rng& rng) {
  std::size_t best = rng.below(static_cast<std::uint32_t>(moves.size()));
  for (std::size_t m = 0; m < moves.size(); ++m)
    if (moves[m].placement.row < moves[best].placement.row) best = m;
  return best;
}

// A run played by the lowest-placement policy on `rules`, with `cheese_rows` rows of cheese
// under the field, its steps as the rules record them (a game that keeps its history).
// With `garbage_every`, two garbage rows rise after every so many pieces (a versus board).
inline TetrisRunFile recorded_run(tetris::RuleSet rules, std::uint64_t seed, int pieces,
                                  int cheese_rows = 0, int garbage_every = 0) {
  TetrisRunFile run;
  run.config = tetris::GameConfig::for_rules(rules, seed);
  run.mode = cheese_rows > 0 ? "dig" : "sprint";
  tetris::GarbageHoles holes = tetris::cheese_holes(run.config.width, seed);
  for (int i = 0; i < cheese_rows; ++i) run.cheese.push_back(holes.next());
  tetris::GameConfig config = run.config;
  config.record_history = true;
  tetris::Game game(config);
  for (const int hole : run.cheese) game.add_garbage(1, hole);
  common::Rng rng(seed);
  for (int i = 0; i < pieces && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    if (moves.empty()) break;
    const tetris::Move& move = moves[lowest_move(moves, rng)];
    EXPECT_TRUE(game.play(move.placement, move.spin).ok);
    tetris::StepRecord record = game.history().back();
    record.board_hash &= 0xffffffffu;
    run.steps.push_back({record, game.score()});
    if (garbage_every > 0 && (i + 1) % garbage_every == 0 && !game.game_over()) {
      TetrisRunGarbage rows{static_cast<std::int64_t>(run.steps.size()), {}};
      for (int r = 0; r < 2; ++r) {
        rows.holes.push_back(holes.next());
        game.add_garbage(1, rows.holes.back());
      }
      run.garbage.push_back(rows);
    }
  }
  run.result = TetrisRunFigures{game.game_over() ? "topped_out" : "finished",
                                !game.game_over(),
                                61234,
                                static_cast<std::int64_t>(run.steps.size()),
                                250,
                                game.lines(),
                                game.score(),
                                game.level()};
  return run;
}

inline bool same_steps(const TetrisRunFile& a, const TetrisRunFile& b) {
  if (a.steps.size() != b.steps.size()) return false;
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    const tetris::StepRecord& x = a.steps[i].record;
    const tetris::StepRecord& y = b.steps[i].record;
    if (!(x.placement == y.placement) || x.spin != y.spin || x.held != y.held ||
        x.soft_rows != y.soft_rows || x.hard_rows != y.hard_rows || x.lines != y.lines ||
        (x.board_hash & 0xffffffffu) != (y.board_hash & 0xffffffffu) ||
        a.steps[i].score_after != b.steps[i].score_after)
      return false;
  }
  return true;
}

// A versus game: two boards on the same pieces, each with the garbage that rose under it.
inline TetrisVersusFile versus_game() {
  TetrisVersusFile v;
  v.boards[0] = recorded_run(tetris::RuleSet::Guideline, 12, 45, 0, 6);
  v.boards[1] = recorded_run(tetris::RuleSet::Guideline, 12, 50, 0, 4);
  for (TetrisRunFile& b : v.boards) {
    b.mode = "versus";
    b.result.reset();
  }
  v.boards[0].player_name = "human";
  v.boards[1].player_kind = "ai";
  v.boards[1].player_name = "bot";
  v.game = 2;
  v.first_to = 3;
  v.winner = 1;
  v.played_at_ms = 1700000000000;
  v.program = "gameai web page";
  return v;
}

}  // namespace gameai::game_files::testing

#include "xiangqi_ai/bench.hpp"

#include <gtest/gtest.h>

#include "xiangqi_ai/levels.hpp"

namespace gameai::xiangqi_ai {
namespace {

TEST(Bench, EveryPositionIsValidAndTheSignatureRepeats) {
  int seen = 0;
  const BenchResult a = run_bench(4, [&seen](const BenchPosition& p) {
    EXPECT_EQ(p.index, seen++);
    EXPECT_FALSE(p.best_move.empty());
  });
  EXPECT_EQ(a.positions, 8);
  EXPECT_EQ(seen, 8);
  EXPECT_GT(a.nodes, 0u);
  EXPECT_EQ(run_bench(4).nodes, a.nodes);
}

TEST(Levels, StrengthGrowsWithLevel) {
  EXPECT_EQ(level_settings(1).algorithm, Algorithm::Minimax);
  EXPECT_EQ(level_settings(10).algorithm, Algorithm::Alphabeta);
  EXPECT_EQ(level_settings(10).max_depth, 0);
  EXPECT_EQ(level_settings(10).eval_noise_cp, 0);
  for (int level = 2; level <= 9; ++level) {
    const LevelSettings lo = level_settings(level - 1), hi = level_settings(level);
    EXPECT_GE(hi.max_depth, lo.max_depth) << level;
    EXPECT_LE(hi.eval_noise_cp, lo.eval_noise_cp) << level;
  }
  // Out-of-range levels clamp.
  EXPECT_EQ(level_settings(0).max_depth, level_settings(1).max_depth);
  EXPECT_EQ(level_settings(99).max_depth, 0);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

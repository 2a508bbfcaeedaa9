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

TEST(Levels, EloPicksTheStrongestLevelNotAboveIt) {
  for (int level = 2; level <= MAX_LEVEL; ++level)
    EXPECT_GT(LEVEL_ELO[static_cast<std::size_t>(level - 1)],
              LEVEL_ELO[static_cast<std::size_t>(level - 2)]);
  EXPECT_EQ(level_for_elo(0), 1);
  EXPECT_EQ(level_for_elo(1000), 1);
  EXPECT_EQ(level_for_elo(1299), 1);
  EXPECT_EQ(level_for_elo(1300), 2);
  EXPECT_EQ(level_for_elo(2500), 7);
  EXPECT_EQ(level_for_elo(3230), 10);
  EXPECT_EQ(level_for_elo(99999), 10);
}

// MultiPV lines are more search than one line, but the first line still gives a move, and the
// one-line bench is the signature's search.
TEST(Bench, SeveralLinesSearchMore) {
  const BenchResult one = run_bench(4);
  const BenchResult three = run_bench(4, {}, 3);
  EXPECT_GT(three.nodes, one.nodes);
  EXPECT_EQ(run_bench(4, {}, 1).nodes, one.nodes);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

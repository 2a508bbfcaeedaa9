#include "common/elo.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace gameai::common {
namespace {

TEST(Elo, EvenScoreIsZero) {
  const EloEstimate e = estimate_elo(10, 20, 10);
  EXPECT_DOUBLE_EQ(e.score, 0.5);
  EXPECT_NEAR(e.difference, 0.0, 1e-9);
  EXPECT_GT(e.error_95, 0.0);
  EXPECT_NEAR(e.lower, -e.upper, 1e-9);
}

// Worked by hand: 30 wins, 10 losses. s = 0.75, d = -400 log10(1/3) = 190.85. Per-game variance
// 0.75 * 0.25^2 + 0.25 * 0.75^2 = 0.1875, sigma = sqrt(0.1875 / 40) = 0.068465, so the interval
// is 0.75 +- 0.134189 = [0.615811, 0.884189] -> [81.97, 353.13] Elo, half-width 135.58.
TEST(Elo, HandWorkedExample) {
  const EloEstimate e = estimate_elo(30, 0, 10);
  EXPECT_NEAR(e.score, 0.75, 1e-12);
  EXPECT_NEAR(e.difference, 190.85, 0.01);
  EXPECT_NEAR(e.lower, 81.97, 0.05);
  EXPECT_NEAR(e.upper, 353.13, 0.05);
  EXPECT_NEAR(e.error_95, 135.58, 0.05);
}

TEST(Elo, SymmetricInColours) {
  const EloEstimate a = estimate_elo(12, 5, 3);
  const EloEstimate b = estimate_elo(3, 5, 12);
  EXPECT_NEAR(a.difference, -b.difference, 1e-9);
  EXPECT_NEAR(a.error_95, b.error_95, 1e-9);
}

TEST(Elo, PerfectScoresAreInfinite) {
  EXPECT_TRUE(std::isinf(estimate_elo(5, 0, 0).difference));
  EXPECT_GT(estimate_elo(5, 0, 0).difference, 0);
  EXPECT_LT(estimate_elo(0, 0, 5).difference, 0);
  EXPECT_TRUE(std::isinf(estimate_elo(0, 0, 0).error_95));
  // All draws: an even score, but no interval from games that all ended alike; never -0.
  const EloEstimate drawn = estimate_elo(0, 2, 0);
  EXPECT_EQ(drawn.difference, 0);
  EXPECT_FALSE(std::signbit(drawn.difference));
  EXPECT_TRUE(std::isinf(drawn.error_95));
  EXPECT_FALSE(std::signbit(estimate_elo(1, 0, 1).difference));
}

// A clean sweep still bounds the Elo on one side: 5 wins in 5 games happen with chance under
// 5 % when a game is won with chance below 0.05^(1/5) = 0.5493, which is +34.4 Elo; 2 pairs
// both won, 0.05^(1/2) = 0.2236, -216.2 Elo. All lost mirrors it; all drawn bounds nothing.
TEST(Elo, ACleanSweepBoundsOneSide) {
  const EloEstimate won = estimate_elo(5, 0, 0);
  EXPECT_NEAR(won.lower, 34.4, 0.05);
  EXPECT_TRUE(std::isinf(won.upper));
  const EloEstimate lost = estimate_elo(0, 0, 5);
  EXPECT_NEAR(lost.upper, -34.4, 0.05);
  EXPECT_TRUE(std::isinf(lost.lower));
  EXPECT_NEAR(estimate_elo_pairs({0, 0, 0, 0, 2}).lower, -216.2, 0.05);
  EXPECT_TRUE(std::isinf(estimate_elo(0, 3, 0).lower));
  EXPECT_TRUE(std::isinf(estimate_elo(0, 3, 0).upper));
}

// Worked by hand: 10 pairs scoring 0, 1/2, 1, 3/2 and 2 points 1, 2, 3, 2 and 2 times. Per game
// the pairs score 0, 0.25, 0.5, 0.75, 1: s = 5.5 / 10 = 0.55, d = -400 log10(0.45 / 0.55) =
// 34.86. Variance of a pair's score (0.55^2 + 2 * 0.3^2 + 3 * 0.05^2 + 2 * 0.2^2 + 2 * 0.45^2) /
// 10 = 0.0975, sigma = sqrt(0.0975 / 10) = 0.098742, so the interval is 0.55 +- 0.193531 =
// [0.356469, 0.743531] -> [-102.62, 184.91] Elo, half-width 143.76.
TEST(Elo, PairsHandWorkedExample) {
  const EloEstimate e = estimate_elo_pairs({1, 2, 3, 2, 2});
  EXPECT_NEAR(e.score, 0.55, 1e-12);
  EXPECT_NEAR(e.difference, 34.86, 0.01);
  EXPECT_NEAR(e.lower, -102.62, 0.05);
  EXPECT_NEAR(e.upper, 184.91, 0.05);
  EXPECT_NEAR(e.error_95, 143.76, 0.05);
}

// Ten pairs with an even score, each even pair a win and a loss: 10 wins and 10 losses, 163.3 Elo
// either side as 20 games alone. Where the two games of a pair go the same way (three pairs lost,
// three won) the pairs vary more than the games do and the interval is wider; where the pairs
// split (one lost, one won, eight even) it is narrower.
TEST(Elo, PairsThatSweepAreLessSureThanPairsThatSplit) {
  const EloEstimate sweeps = estimate_elo_pairs({3, 0, 4, 0, 3});
  const EloEstimate splits = estimate_elo_pairs({1, 0, 8, 0, 1});
  const EloEstimate games = estimate_elo(10, 0, 10);
  EXPECT_NEAR(sweeps.difference, 0, 1e-9);
  EXPECT_NEAR(splits.difference, 0, 1e-9);
  EXPECT_NEAR(sweeps.error_95, 181.74, 0.05);
  EXPECT_NEAR(splits.error_95, 98.89, 0.05);
  EXPECT_NEAR(games.error_95, 163.32, 0.05);
  EXPECT_GT(sweeps.error_95, games.error_95);
  EXPECT_LT(splits.error_95, games.error_95);
  // Every pair alike: no interval; no pairs: no estimate.
  EXPECT_TRUE(std::isinf(estimate_elo_pairs({0, 0, 7, 0, 0}).error_95));
  EXPECT_EQ(estimate_elo_pairs({0, 0, 7, 0, 0}).difference, 0);
  EXPECT_TRUE(std::isinf(estimate_elo_pairs({0, 0, 0, 0, 0}).error_95));
  EXPECT_GT(estimate_elo_pairs({0, 0, 0, 0, 3}).difference, 1e300);
}

// The words a match report prints. 20 games at 19 wins and a draw: s = 0.975, sigma =
// sqrt((19/20 * 0.025^2 + 1/20 * 0.475^2) / 20) = 0.024367, so s + 1.96 sigma passes 1 and the
// interval has no upper end; its lower end is 0.975 - 0.047758 = 0.927242, +442.1 Elo; the score
// itself is +636.4. Four games all won: q = 0.05^(1/4) = 0.4729, -18.9 Elo; three all lost: +93.6.
TEST(Elo, DescribedWithOneSidedBoundsWhereTheIntervalHasNoEnd) {
  EXPECT_EQ(describe_elo(estimate_elo(15, 0, 5)), "+191 +- 218");
  EXPECT_EQ(describe_elo(estimate_elo(19, 1, 0)), "+636, at least +442 (95 %)");
  EXPECT_EQ(describe_elo(estimate_elo(0, 1, 19)), "-636, at most -442 (95 %)");
  EXPECT_EQ(describe_elo(estimate_elo(4, 0, 0)),
            "at least -19 (95 %; every game won, too few games to show it is the stronger)");
  EXPECT_EQ(describe_elo(estimate_elo(0, 0, 3)),
            "at most +94 (95 %; every game lost, too few games to show it is the weaker)");
  EXPECT_EQ(describe_elo(estimate_elo(0, 6, 0)),
            "+0 (no interval: every game, or every pair of games, scored the same)");
  EXPECT_EQ(describe_elo(estimate_elo_pairs({0, 0, 0, 0, 2})),
            "at least -216 (95 %; every game won, too few games to show it is the stronger)");
  // Twelve pairs all won: q = 0.05^(1/12) = 0.7791, +218.9 Elo, a bound above 0.
  EXPECT_EQ(describe_elo(estimate_elo_pairs({0, 0, 0, 0, 12})),
            "at least +219 (95 %; every game won)");
}

}  // namespace
}  // namespace gameai::common

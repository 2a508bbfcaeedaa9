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

}  // namespace
}  // namespace gameai::common

#include "common/sprt.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <stdexcept>

namespace gameai::common {
namespace {

TEST(Sprt, WaldBoundsForFivePercentErrors) {
  // log(0.05 / 0.95) = -log 19 = -2.944439, log(0.95 / 0.05) = log 19.
  const SprtBounds b = sprt_bounds(0.05, 0.05);
  EXPECT_NEAR(b.lower, -2.944439, 1e-6);
  EXPECT_NEAR(b.upper, 2.944439, 1e-6);
  // alpha 0.05, beta 0.1: lower log(0.1 / 0.95) = -2.251292, upper log(0.9 / 0.05) = 2.890372.
  const SprtBounds c = sprt_bounds(0.05, 0.1);
  EXPECT_NEAR(c.lower, -2.251292, 1e-6);
  EXPECT_NEAR(c.upper, 2.890372, 1e-6);
  EXPECT_THROW(sprt_bounds(0.6, 0.5), std::invalid_argument);
  EXPECT_THROW(sprt_bounds(0, 0.05), std::invalid_argument);
}

TEST(Sprt, LogisticScore) {
  EXPECT_DOUBLE_EQ(score_of_elo(0), 0.5);
  EXPECT_NEAR(score_of_elo(100), 0.640065, 1e-6);  // 1 / (1 + 10^-0.25)
  EXPECT_NEAR(score_of_elo(-100), 1 - 0.640065, 1e-6);
}

TEST(Sprt, WinsAndLossesOnlyIsTheBernoulliRatio) {
  // Without draws the constrained model is a coin with P(win) = s, so
  // LLR = W log(s1 / s0) + L log((1 - s1) / (1 - s0)); elo 0 vs 100: s0 = 0.5, s1 = 0.640065,
  // 7 log 1.280130 + 3 log 0.719870 = 1.728728 - 0.986051 = 0.742677.
  EXPECT_NEAR(trinomial_llr(3, 0, 7, 0, 100), 0.742677, 1e-5);
  // The mirror image: the same results for the other player flip the sign.
  EXPECT_NEAR(trinomial_llr(7, 0, 3, -100, 0), -0.742677, 1e-5);
}

TEST(Sprt, PentanomialWithTwoKindsOfPair) {
  // Pairs scoring 1/4 (4 of them) and 3/4 (6): with mean s, P(3/4) = (s - 1/4) / (1/2).
  // elo 0 vs 20: s0 = 0.5 gives 0.5; s1 = 0.528774 gives 0.557548;
  // LLR = 6 log(0.557548 / 0.5) + 4 log(0.442452 / 0.5) = 0.653514 - 0.489056 = 0.164458.
  EXPECT_NEAR(pentanomial_llr({0, 4, 0, 6, 0}, 0, 20), 0.164458, 1e-5);
}

TEST(Sprt, TrinomialMatchesABruteForceMaximumLikelihood) {
  // For three outcomes the distributions with mean s form one line, p = (1 - s - D/2, D, s -
  // D/2): the maximum of the log-likelihood along it, found by a fine scan, must agree.
  const int losses = 5, draws = 11, wins = 9;
  const auto best = [&](double s) {
    double top = -1e300;
    for (int k = 1; k < 2000000; ++k) {
      const double d = k / 2000000.0;
      const double pl = 1 - s - d / 2, pw = s - d / 2;
      if (pl <= 0 || pw <= 0) continue;
      top = std::max(top, losses * std::log(pl) + draws * std::log(d) + wins * std::log(pw));
    }
    return top;
  };
  const double expected = best(score_of_elo(35)) - best(score_of_elo(-5));
  EXPECT_NEAR(trinomial_llr(losses, draws, wins, -5, 35), expected, 1e-6);
}

TEST(Sprt, EvenResultsFavourNeitherSymmetricHypothesis) {
  EXPECT_NEAR(trinomial_llr(8, 4, 8, -10, 10), 0, 1e-9);
  EXPECT_NEAR(pentanomial_llr({1, 3, 5, 3, 1}, -10, 10), 0, 1e-9);
  EXPECT_EQ(trinomial_llr(0, 0, 0, 0, 10), 0);
}

TEST(Sprt, OnlyDrawsIsEvidenceAgainstAStrongerPlayer) {
  // Ten draws: H1 (+100) must put at least 28 % on wins to keep its mean, so the draws count
  // against it; the result stays finite although the other outcomes were never seen.
  const double llr = trinomial_llr(0, 10, 0, 0, 100);
  EXPECT_TRUE(std::isfinite(llr));
  EXPECT_LT(llr, -2.0);
}

TEST(Sprt, Verdicts) {
  const SprtBounds b = sprt_bounds(0.05, 0.05);
  EXPECT_EQ(sprt_verdict(3.0, b), SprtVerdict::H1);
  EXPECT_EQ(sprt_verdict(-3.0, b), SprtVerdict::H0);
  EXPECT_EQ(sprt_verdict(0.5, b), SprtVerdict::None);
}

// The running test over pairs: its LLR is the pentanomial LLR of the pairs so far, it stops at
// the first pair that crosses a bound, and takes no pair after that.
TEST(Sprt, PairSprtFollowsThePairsUntilAVerdict) {
  PairSprt test(0, 20, 0.05, 0.05);
  const int points[] = {4, 2, 3, 2, 1, 3, 4, 2};
  std::array<int, 5> pairs{};
  for (const int p : points) {
    test.add_pair(p);
    ++pairs[static_cast<std::size_t>(p)];
    EXPECT_DOUBLE_EQ(test.llr(), pentanomial_llr(pairs, 0, 20));
    EXPECT_EQ(test.verdict(), sprt_verdict(test.llr(), sprt_bounds(0.05, 0.05)));
  }
  EXPECT_EQ(test.pair_count(), 8);
  EXPECT_EQ(test.pairs(), pairs);
  int more = 0;
  while (test.verdict() == SprtVerdict::None && more < 1000) {
    test.add_pair(4);
    ++more;
  }
  EXPECT_EQ(test.verdict(), SprtVerdict::H1);
  EXPECT_GE(test.llr(), test.bounds().upper);
  EXPECT_THROW(test.add_pair(0), std::logic_error);
  EXPECT_THROW(PairSprt(0, 20, 0.05, 0.05).add_pair(5), std::invalid_argument);
  EXPECT_THROW(PairSprt(10, 0, 0.05, 0.05), std::invalid_argument);
}

}  // namespace
}  // namespace gameai::common

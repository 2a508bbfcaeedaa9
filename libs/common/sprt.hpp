#pragma once
// The sequential probability ratio test of a match: play until the results say, with chosen
// error rates, whether the first player is elo0 or elo1 Elo stronger than the second.
//
// H0: the Elo difference is elo0; H1: it is elo1 (elo0 < elo1). After each result the
// log-likelihood ratio LLR = log L(H1) / L(H0) is compared with the bounds
// lower = log(beta / (1 - alpha)) and upper = log((1 - beta) / alpha) (Wald): at or below lower H0
// is accepted, at or above upper H1; between them the match goes on. alpha is the chance of
// accepting H1 when H0 holds, beta that of accepting H0 when H1 holds.
//
// The likelihoods are those of the generalised SPRT (M. Van den Bergh's formulation, the one
// fishtest uses): each hypothesis fixes only the expected score s = 1 / (1 + 10^(-elo / 400))
// (logistic Elo), and the outcome probabilities are the maximum-likelihood ones with that mean.
// For observed frequencies f_i of outcomes scoring a_i, they are p_i = f_i / (1 + t (a_i - s))
// with t the root of sum f_i (a_i - s) / (1 + t (a_i - s)) = 0, and
// LLR = N sum f_i log(p_i(s1) / p_i(s0)).
// Outcomes are single games (trinomial: 0, 1/2, 1) or pairs of games with the same opening and
// colours swapped (pentanomial: a pair's points 0 .. 2 in halves, scored 0, 1/4, .., 1), which
// removes the opening's bias from the variance. While the outcomes seen cannot have either mean
// (say, only draws so far), every outcome kind not seen counts 0.001 of a result, so that the LLR
// is defined from the first result on.

#include <array>
#include <span>

namespace gameai::common {

struct SprtBounds {
  double lower = 0;  // accept H0 at or below
  double upper = 0;  // accept H1 at or above
};

// Wald's bounds for error rates alpha and beta, both in (0, 1) with alpha + beta < 1.
SprtBounds sprt_bounds(double alpha, double beta);

// The expected score per game of a player `elo` Elo stronger (logistic model).
double score_of_elo(double elo);

// LLR of H1 (elo1) against H0 (elo0) for `counts[i]` outcomes scoring `scores[i]` (0..1 each).
double sprt_llr(std::span<const double> scores, std::span<const double> counts, double elo0,
                double elo1);

// Trinomial: losses, draws and wins of the first player.
double trinomial_llr(int losses, int draws, int wins, double elo0, double elo1);

// Pentanomial: pairs[k] = the number of pairs in which the first player scored k / 2 points.
double pentanomial_llr(const std::array<int, 5>& pairs, double elo0, double elo1);

enum class SprtVerdict { None, H0, H1 };

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds);

// A running SPRT over pairs of games (pentanomial): each pair's points of the first player, in
// halves (0 .. 4), moves the LLR; the verdict is final once reached (later pairs are refused).
class PairSprt {
 public:
  // elo0 < elo1; alpha and beta in (0, 1) with alpha + beta < 1.
  PairSprt(double elo0, double elo1, double alpha, double beta);

  // Counts a pair in which the first player scored half_points / 2 points.
  void add_pair(int half_points);

  double elo0() const noexcept { return elo0_; }
  double elo1() const noexcept { return elo1_; }
  const SprtBounds& bounds() const noexcept { return bounds_; }
  const std::array<int, 5>& pairs() const noexcept { return pairs_; }
  int pair_count() const noexcept;
  double llr() const noexcept { return llr_; }
  SprtVerdict verdict() const noexcept { return verdict_; }

 private:
  double elo0_;
  double elo1_;
  SprtBounds bounds_;
  std::array<int, 5> pairs_{};
  double llr_ = 0;
  SprtVerdict verdict_ = SprtVerdict::None;
};

}  // namespace gameai::common

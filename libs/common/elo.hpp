#pragma once
// Elo difference from a match's wins, draws and losses, with a 95 % confidence interval.
//
// The score s = (W + D/2) / N maps to an Elo difference by the logistic model
// d = -400 log10(1/s - 1). The interval comes from the per-game score variance (trinomial:
// each game scores 1, 1/2 or 0), giving s +- 1.96 sigma/sqrt(N), mapped through the same curve.
// A score of exactly 0 or 1 has no finite Elo; it is reported as infinite. When every game
// ended alike (all wins, all draws or all losses) the interval is unknown: infinite.

namespace gameai::common {

struct EloEstimate {
  double score = 0.5;     // points per game, 0..1
  double difference = 0;  // Elo of the first player over the second
  double error_95 = 0;    // half-width of the 95 % interval (may be infinite)
  double lower = 0;       // interval bounds in Elo
  double upper = 0;
};

// Elo estimate for the first player from its wins, draws and losses. With no games the
// difference is 0 and the error infinite.
EloEstimate estimate_elo(int wins, int draws, int losses);

// The Elo difference of a score in (0, 1); +-infinity at the ends.
double elo_from_score(double score);

}  // namespace gameai::common

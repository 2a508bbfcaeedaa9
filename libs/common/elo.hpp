#pragma once
// Elo difference from a match's wins, draws and losses, with a 95 % confidence interval.
//
// The score s = (W + D/2) / N maps to an Elo difference by the logistic model
// d = -400 log10(1/s - 1). The interval comes from the variance of the scores of the match's
// units, giving s +- 1.96 sigma/sqrt(N) over N units, mapped through the same curve. A unit is a
// game (trinomial: each scores 1, 1/2 or 0) or, when the games come in pairs that share an
// opening or a piece sequence with the sides swapped, a pair (pentanomial: 0, 1/2, .., 2 points,
// a score of 0, 1/4, .., 1 a game); the pairs' variance counts whatever the two games of a pair
// have in common, which the games' variance would take as independent. A score of exactly 0 or
// 1 has no finite Elo; it is reported as infinite. When every unit ended alike (all wins, all
// draws or all losses; all pairs with the same points) the interval is unknown: infinite, except
// that a clean sweep of n units bounds the Elo on one side at 95 % (lower for all won, upper for
// all lost; the bound a unit's chance of the full score q with q^n = 0.05 gives).

#include <array>
#include <string>

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

// Elo estimate for the first player from pairs of games: pairs[k] = the number of pairs in which
// it scored k / 2 points. With no pairs the difference is 0 and the error infinite.
EloEstimate estimate_elo_pairs(const std::array<int, 5>& pairs);

// The estimate in words, as match reports print it after "Elo ": "+120 +- 40", or a one-sided
// bound where the interval has no finite end on one side: "at least +219 (95 %; every game won)"
// for a clean sweep (one too short to put the bound above 0 says so), "+636, at least +442
// (95 %)" for a score so near 1 that the interval reaches it, and "no interval" when every unit
// scored the same.
std::string describe_elo(const EloEstimate& elo);

// The Elo difference of a score in (0, 1); +-infinity at the ends.
double elo_from_score(double score);

}  // namespace gameai::common

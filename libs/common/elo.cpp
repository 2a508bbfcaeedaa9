#include "common/elo.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gameai::common {

double elo_from_score(double score) {
  constexpr double INF = std::numeric_limits<double>::infinity();
  if (score <= 0) return -INF;
  if (score >= 1) return INF;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimate_elo(int wins, int draws, int losses) {
  constexpr double Z_95 = 1.959963984540054;
  constexpr double INF = std::numeric_limits<double>::infinity();
  EloEstimate e;
  const int games = wins + draws + losses;
  if (games <= 0) {
    e.error_95 = INF;
    e.lower = -INF;
    e.upper = INF;
    return e;
  }
  const double n = games;
  const double s = (wins + 0.5 * draws) / n;
  const double w = wins / n, d = draws / n, l = losses / n;
  const double variance = w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s;
  const double sigma = std::sqrt(variance / n);
  e.score = s;
  e.difference = elo_from_score(s) + 0.0;  // + 0.0: an even score is 0, not -0
  if (wins == games || draws == games || losses == games) {
    // Every game ended alike: the games themselves cannot say how far off the score may be.
    e.error_95 = INF;
    e.lower = -INF;
    e.upper = INF;
    return e;
  }
  e.lower = elo_from_score(std::max(0.0, s - Z_95 * sigma));
  e.upper = elo_from_score(std::min(1.0, s + Z_95 * sigma));
  e.error_95 = std::isfinite(e.lower) && std::isfinite(e.upper) ? (e.upper - e.lower) / 2 : INF;
  return e;
}

}  // namespace gameai::common

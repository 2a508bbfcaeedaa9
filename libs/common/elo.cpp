#include "common/elo.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gameai::common {

double elo_from_score(double score) {
  constexpr double INF = std::numeric_limits<double>::infinity();
  if (score <= 0) return -INF;
  if (score >= 1) return INF;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

namespace {

// The estimate from counts[i] units each scoring scores[i] (0..1 a game).
template <std::size_t N>
EloEstimate estimate(const std::array<double, N>& scores, const std::array<int, N>& counts) {
  constexpr double Z_95 = 1.959963984540054;
  constexpr double INF = std::numeric_limits<double>::infinity();
  EloEstimate e;
  int units = 0;
  int kinds = 0;  // outcomes seen
  double points = 0;
  for (std::size_t i = 0; i < N; ++i) {
    units += counts[i];
    kinds += counts[i] > 0;
    points += counts[i] * scores[i];
  }
  if (units <= 0) {
    e.error_95 = INF;
    e.lower = -INF;
    e.upper = INF;
    return e;
  }
  const double n = units;
  const double s = points / n;
  double variance = 0;
  for (std::size_t i = 0; i < N; ++i) variance += counts[i] / n * (scores[i] - s) * (scores[i] - s);
  const double sigma = std::sqrt(variance / n);
  e.score = s;
  e.difference = elo_from_score(s) + 0.0;  // + 0.0: an even score is 0, not -0
  if (kinds == 1) {
    // Every unit ended alike: the games themselves cannot say how far off the score may be. A
    // clean sweep still bounds it on one side: were a unit's chance of the full score q, n of
    // them in a row would happen with chance q^n, under 5 % for q below 0.05^(1/n).
    e.error_95 = INF;
    e.lower = -INF;
    e.upper = INF;
    const double q = std::pow(0.05, 1.0 / n);
    if (s >= 1) e.lower = elo_from_score(q);
    if (s <= 0) e.upper = elo_from_score(1 - q);
    return e;
  }
  e.lower = elo_from_score(std::max(0.0, s - Z_95 * sigma));
  e.upper = elo_from_score(std::min(1.0, s + Z_95 * sigma));
  e.error_95 = std::isfinite(e.lower) && std::isfinite(e.upper) ? (e.upper - e.lower) / 2 : INF;
  return e;
}

}  // namespace

EloEstimate estimate_elo(int wins, int draws, int losses) {
  return estimate<3>({0.0, 0.5, 1.0}, {losses, draws, wins});
}

EloEstimate estimate_elo_pairs(const std::array<int, 5>& pairs) {
  return estimate<5>({0.0, 0.25, 0.5, 0.75, 1.0}, pairs);
}

std::string describe_elo(const EloEstimate& elo) {
  char text[160];
  if (std::isfinite(elo.error_95)) {
    std::snprintf(text, sizeof text, "%+.0f +- %.0f", elo.difference, elo.error_95);
  } else if (std::isfinite(elo.lower) && !std::isfinite(elo.difference)) {
    // Few games won in a row are a weak proof: the bound may still be below 0.
    std::snprintf(text, sizeof text, "at least %+.0f (95 %%; every game won%s)", elo.lower,
                  elo.lower > 0 ? "" : ", too few games to show it is the stronger");
  } else if (std::isfinite(elo.upper) && !std::isfinite(elo.difference)) {
    std::snprintf(text, sizeof text, "at most %+.0f (95 %%; every game lost%s)", elo.upper,
                  elo.upper < 0 ? "" : ", too few games to show it is the weaker");
  } else if (std::isfinite(elo.lower) && std::isfinite(elo.difference)) {
    std::snprintf(text, sizeof text, "%+.0f, at least %+.0f (95 %%)", elo.difference, elo.lower);
  } else if (std::isfinite(elo.upper) && std::isfinite(elo.difference)) {
    std::snprintf(text, sizeof text, "%+.0f, at most %+.0f (95 %%)", elo.difference, elo.upper);
  } else if (std::isfinite(elo.difference)) {
    std::snprintf(text, sizeof text,
                  "%+.0f (no interval: every game, or every pair of games, scored the same)",
                  elo.difference);
  } else {
    std::snprintf(text, sizeof text, "%s (no interval: every game %s, too few to bound it)",
                  elo.difference > 0 ? "+inf" : "-inf", elo.difference > 0 ? "won" : "lost");
  }
  return text;
}

}  // namespace gameai::common

#include "common/sprt.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace gameai::common {
namespace {

// What an empty outcome kind counts for when the outcomes seen cannot have the tested mean.
constexpr double EMPTY_COUNT = 1e-3;

// The outcome probabilities with mean s closest (in likelihood) to the frequencies f, as the
// multipliers 1 + t (a_i - s) that divide f_i. Needs min a < s < max a over outcomes with f > 0.
std::vector<double> divisors(std::span<const double> a, const std::vector<double>& f, double s) {
  double low_a = 1, high_a = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (f[i] > 0) {
      low_a = std::min(low_a, a[i]);
      high_a = std::max(high_a, a[i]);
    }
  }
  // t keeps every 1 + t (a_i - s) positive: t in (-1 / (high_a - s), 1 / (s - low_a)).
  double lo = -1 / (high_a - s);
  double hi = 1 / (s - low_a);
  // g(t) = sum f_i (a_i - s) / (1 + t (a_i - s)) falls from +inf to -inf on that interval.
  const auto g = [&](double t) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i) sum += f[i] * (a[i] - s) / (1 + t * (a[i] - s));
    return sum;
  };
  for (int step = 0; step < 200; ++step) {
    const double mid = (lo + hi) / 2;
    if (mid == lo || mid == hi) break;
    (g(mid) > 0 ? lo : hi) = mid;
  }
  const double t = (lo + hi) / 2;
  std::vector<double> d(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) d[i] = 1 + t * (a[i] - s);
  return d;
}

}  // namespace

SprtBounds sprt_bounds(double alpha, double beta) {
  if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1))
    throw std::invalid_argument("SPRT error rates must be in (0, 1) with alpha + beta < 1");
  return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

double score_of_elo(double elo) {
  return 1 / (1 + std::pow(10.0, -elo / 400));
}

double sprt_llr(std::span<const double> scores, std::span<const double> counts, double elo0,
                double elo1) {
  if (scores.size() != counts.size()) throw std::invalid_argument("one count per outcome score");
  double n = 0;
  for (double c : counts) n += c;
  if (n <= 0) return 0;
  const double s0 = score_of_elo(elo0);
  const double s1 = score_of_elo(elo1);
  std::vector<double> c(counts.begin(), counts.end());
  const auto brackets = [&] {
    double low_a = 1, high_a = 0;
    for (std::size_t i = 0; i < c.size(); ++i) {
      if (c[i] > 0) {
        low_a = std::min(low_a, scores[i]);
        high_a = std::max(high_a, scores[i]);
      }
    }
    return low_a < std::min(s0, s1) && std::max(s0, s1) < high_a;
  };
  if (!brackets()) {
    for (double& x : c) {
      if (x == 0) x = EMPTY_COUNT;
    }
    n = 0;
    for (double x : c) n += x;
    if (!brackets()) return 0;  // the outcome scores themselves cannot have these means
  }
  std::vector<double> f(c.size());
  for (std::size_t i = 0; i < c.size(); ++i) f[i] = c[i] / n;
  const std::vector<double> d0 = divisors(scores, f, s0);
  const std::vector<double> d1 = divisors(scores, f, s1);
  // log(p_i(s1) / p_i(s0)) = log(d0_i / d1_i).
  double llr = 0;
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (c[i] > 0) llr += c[i] * std::log(d0[i] / d1[i]);
  }
  return llr;
}

double trinomial_llr(int losses, int draws, int wins, double elo0, double elo1) {
  const std::array<double, 3> scores{0, 0.5, 1};
  const std::array<double, 3> counts{double(losses), double(draws), double(wins)};
  return sprt_llr(scores, counts, elo0, elo1);
}

double pentanomial_llr(const std::array<int, 5>& pairs, double elo0, double elo1) {
  const std::array<double, 5> scores{0, 0.25, 0.5, 0.75, 1};
  std::array<double, 5> counts{};
  for (std::size_t k = 0; k < 5; ++k) counts[k] = pairs[k];
  return sprt_llr(scores, counts, elo0, elo1);
}

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds) {
  if (llr >= bounds.upper) return SprtVerdict::H1;
  if (llr <= bounds.lower) return SprtVerdict::H0;
  return SprtVerdict::None;
}

PairSprt::PairSprt(double elo0, double elo1, double alpha, double beta)
    : elo0_(elo0), elo1_(elo1), bounds_(sprt_bounds(alpha, beta)) {
  if (!(elo0 < elo1)) throw std::invalid_argument("PairSprt: elo0 must be below elo1");
}

void PairSprt::add_pair(int half_points) {
  if (half_points < 0 || half_points > 4)
    throw std::invalid_argument("PairSprt: a pair scores 0 to 4 half points");
  if (verdict_ != SprtVerdict::None) throw std::logic_error("PairSprt: the test has ended");
  ++pairs_[static_cast<std::size_t>(half_points)];
  llr_ = pentanomial_llr(pairs_, elo0_, elo1_);
  verdict_ = sprt_verdict(llr_, bounds_);
}

int PairSprt::pair_count() const noexcept {
  int n = 0;
  for (const int c : pairs_) n += c;
  return n;
}

}  // namespace gameai::common

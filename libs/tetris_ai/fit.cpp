#include "tetris_ai/fit.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "tetris_ai/column_board.hpp"
#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::tetris_ai {

namespace {

constexpr std::size_t N = FEATURE_COUNT;
using Vector = std::array<double, N>;
using Matrix = std::array<std::array<double, N>, N>;

Controller stock_controller(std::string_view name) {
  return Controller(Evaluator(*find_preset(name)), SearchOptions{});
}

bool same_cells(const tetris::Placement& a, const tetris::Placement& b) noexcept {
  return tetris::canonical(a) == tetris::canonical(b);
}

// Solves a x = b for the symmetric positive definite a (Cholesky); false when a is not.
bool solve(Matrix a, Vector b, Vector& x) noexcept {
  for (std::size_t j = 0; j < N; ++j) {
    double d = a[j][j];
    for (std::size_t k = 0; k < j; ++k) d -= a[j][k] * a[j][k];
    if (!(d > 0)) return false;
    a[j][j] = std::sqrt(d);
    for (std::size_t i = j + 1; i < N; ++i) {
      double s = a[i][j];
      for (std::size_t k = 0; k < j; ++k) s -= a[i][k] * a[j][k];
      a[i][j] = s / a[j][j];
    }
  }
  for (std::size_t i = 0; i < N; ++i) {
    double s = b[i];
    for (std::size_t k = 0; k < i; ++k) s -= a[i][k] * b[k];
    b[i] = s / a[i][i];
  }
  for (std::size_t i = N; i-- > 0;) {
    double s = b[i];
    for (std::size_t k = i + 1; k < N; ++k) s -= a[k][i] * b[k];
    b[i] = s / a[i][i];
  }
  x = b;
  return true;
}

// The mean log-likelihood of `decisions` under the weights w on features scaled by `scale`, each
// decision counted `weight[i]` times when weights are given (weight[i] for decisions[i]), and
// when asked its gradient and Hessian (both per decision, penalty excluded). `chosen_p` (when
// given) receives each decision's probability of the recorded choice.
double log_likelihood(const ChoiceData& data, std::span<const std::size_t> decisions,
                      const Vector& w, const Vector& scale, Vector* gradient, Matrix* hessian,
                      std::span<const double> weight = {},
                      std::vector<double>* chosen_p = nullptr) {
  Vector ws;
  for (std::size_t k = 0; k < N; ++k) ws[k] = w[k] * scale[k];
  double total = 0;
  Vector g{};
  Matrix h{};
  std::vector<double> scores;
  double counted = 0;
  if (chosen_p != nullptr) chosen_p->clear();
  for (std::size_t n = 0; n < decisions.size(); ++n) {
    const ChoiceData::Decision& d = data.decision(decisions[n]);
    const double weight_n = weight.empty() ? 1.0 : weight[n];
    counted += weight_n;
    scores.resize(d.count);
    double top = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < d.count; ++j) {
      const std::span<const float> f = data.candidate(d.first + j);
      double s = 0;
      for (std::size_t k = 0; k < N; ++k) s += ws[k] * f[k];
      scores[j] = s;
      top = std::max(top, s);
    }
    double sum = 0;
    for (double& s : scores) {
      s = std::exp(s - top);
      sum += s;
    }
    total += weight_n * std::log(scores[d.chosen] / sum);
    if (chosen_p != nullptr) chosen_p->push_back(scores[d.chosen] / sum);
    if (gradient == nullptr || weight_n == 0) continue;
    // The expected features under the model, then their covariance.
    Vector mean{};
    for (std::size_t j = 0; j < d.count; ++j) {
      const std::span<const float> f = data.candidate(d.first + j);
      const double p = scores[j] / sum;
      for (std::size_t k = 0; k < N; ++k) mean[k] += p * f[k] * scale[k];
    }
    const std::span<const float> chosen = data.candidate(d.first + d.chosen);
    for (std::size_t k = 0; k < N; ++k) g[k] += weight_n * (chosen[k] * scale[k] - mean[k]);
    for (std::size_t j = 0; j < d.count; ++j) {
      const std::span<const float> f = data.candidate(d.first + j);
      const double p = weight_n * scores[j] / sum;
      if (p < 1e-300) continue;
      Vector c;
      for (std::size_t k = 0; k < N; ++k) c[k] = f[k] * scale[k] - mean[k];
      for (std::size_t a = 0; a < N; ++a) {
        const double pa = p * c[a];
        for (std::size_t b = 0; b <= a; ++b) h[a][b] += pa * c[b];
      }
    }
  }
  const double n = counted > 0 ? counted : 1;
  if (gradient != nullptr) {
    for (std::size_t a = 0; a < N; ++a) {
      (*gradient)[a] = g[a] / n;
      for (std::size_t b = 0; b <= a; ++b) {
        (*hessian)[a][b] = h[a][b] / n;
        (*hessian)[b][a] = h[a][b] / n;
      }
    }
  }
  return total / n;
}

double penalty(const Vector& w, double ridge) noexcept {
  double s = 0;
  for (const double v : w) s += v * v;
  return ridge / 2 * s;
}

}  // namespace

ChoiceData::ChoiceData(FeatureVariant variant)
    : variant_(variant),
      eltetris_(stock_controller("eltetris")),
      dellacherie_(stock_controller("dellacherie")) {}
ChoiceData::ChoiceData(ChoiceData&&) noexcept = default;
ChoiceData& ChoiceData::operator=(ChoiceData&&) noexcept = default;
ChoiceData::~ChoiceData() = default;

AddOutcome ChoiceData::add(const tetris::Board& board, tetris::Piece piece, tetris::RuleSet rules,
                           const tetris::Placement& chosen, std::uint32_t group) {
  const ColumnBoard columns(board);
  candidates_.clear();
  if (rules == tetris::RuleSet::Guideline) {
    if (!moves_) moves_ = std::make_unique<tetris::MoveGenerator>();
    moves_->generate(rules, board, piece);
    for (const tetris::Move& m : *moves_) {
      // The same cells reached as another spin or rotation are one choice.
      const bool seen = std::any_of(candidates_.begin(), candidates_.end(),
                                    [&](const auto& c) { return same_cells(c, m.placement); });
      if (!seen) candidates_.push_back(m.placement);
    }
  } else {
    tetris::DropList drops;
    legal_placements(columns, piece, rules, drops);
    candidates_.assign(drops.begin(), drops.end());
  }
  if (candidates_.empty()) return AddOutcome::NoPlacement;
  const auto it = std::find_if(candidates_.begin(), candidates_.end(),
                               [&](const auto& c) { return same_cells(c, chosen); });
  if (it == candidates_.end()) return AddOutcome::NotLegal;
  // Candidates beyond what a decision can index would be a board far beyond MAX_COLUMNS.
  const std::size_t count = std::min<std::size_t>(candidates_.size(), UINT16_MAX);

  Decision d;
  d.first = static_cast<std::uint32_t>(candidate_count());
  d.count = static_cast<std::uint16_t>(count);
  d.chosen = static_cast<std::uint16_t>(it - candidates_.begin());
  d.group = group;
  FeatureCalculator calc;
  calc.reset(columns, ALL_FEATURES, variant_);
  for (std::size_t j = 0; j < count; ++j) {
    const tetris::Placement& p = candidates_[j];
    const PlacementFeatures f = calc.evaluate(column_shape(p.piece, p.rotation), p.column, p.row);
    for (std::size_t k = 0; k < N; ++k) features_.push_back(static_cast<float>(f[k]));
  }
  const std::span<const tetris::Placement> all(candidates_.data(), count);
  const auto agrees = [&](Controller& stock) {
    const std::optional<tetris_ai::Decision> c = stock.choose(columns, all);
    return c && same_cells(c->placement, chosen);
  };
  d.eltetris_agrees = agrees(eltetris_);
  d.dellacherie_agrees = agrees(dellacherie_);
  decisions_.push_back(d);
  return AddOutcome::Added;
}

void ChoiceData::truncate(std::size_t count) noexcept {
  if (count >= decisions_.size()) return;
  features_.resize(std::size_t{decisions_[count].first} * FEATURE_COUNT);
  decisions_.resize(count);
}

std::size_t ChoiceData::choice(std::size_t i, const LinearWeights& weights) const noexcept {
  const Decision& d = decisions_[i];
  std::size_t best = 0;
  double best_score = -std::numeric_limits<double>::infinity();
  for (std::size_t j = 0; j < d.count; ++j) {
    const std::span<const float> f = candidate(d.first + j);
    PlacementFeatures pf;
    for (std::size_t k = 0; k < N; ++k) pf[k] = f[k];
    // The sum a linear player computes, so that equal scores tie as they do in play.
    const double s = weights.score(pf);
    if (s > best_score) {
      best_score = s;
      best = j;
    }
  }
  return best;
}

namespace {

struct NewtonResult {
  int iterations = 0;
  bool converged = false;
};

// Maximises the penalised, weighted log-likelihood over w (in the scaled coordinates) from
// where w stands, by Newton's method with step halving.
NewtonResult newton(const ChoiceData& data, std::span<const std::size_t> decisions,
                    const Vector& scale, std::span<const double> weight, const FitOptions& options,
                    int& iteration_count, Vector& w) {
  NewtonResult r;
  const auto objective_at = [&](const Vector& at) {
    return log_likelihood(data, decisions, at, scale, nullptr, nullptr, weight) -
           penalty(at, options.ridge);
  };
  double objective = objective_at(w);
  for (int iteration = 1; iteration <= options.max_iterations; ++iteration) {
    Vector g;
    Matrix h;
    log_likelihood(data, decisions, w, scale, &g, &h, weight);
    // Ascend the penalised log-likelihood: the Newton step solves (H + ridge) step = gradient.
    for (std::size_t k = 0; k < N; ++k) {
      g[k] -= options.ridge * w[k];
      h[k][k] += options.ridge;
      if (scale[k] == 0) {  // a constant feature: its row and column say nothing
        for (std::size_t j = 0; j < N; ++j) h[k][j] = h[j][k] = 0;
        h[k][k] = 1;
        g[k] = 0;
      }
    }
    Vector step;
    if (!solve(h, g, step)) step = g;
    // Halve the step until it improves the objective (the first full step nearly always does).
    double t = 1;
    double next_objective = objective;
    Vector next = w;
    for (int tries = 0; tries < 40; ++tries, t /= 2) {
      for (std::size_t k = 0; k < N; ++k) next[k] = w[k] + t * step[k];
      next_objective = objective_at(next);
      if (next_objective >= objective) break;
    }
    const double gain = next_objective - objective;
    r.iterations = iteration;
    ++iteration_count;
    if (gain < 0) {  // no step improves: at the optimum up to rounding
      r.converged = true;
      break;
    }
    w = next;
    objective = next_objective;
    if (options.progress) options.progress(iteration_count, objective + penalty(w, options.ridge));
    if (gain < options.tolerance) {
      r.converged = true;
      break;
    }
  }
  return r;
}

}  // namespace

FitResult fit_weights(const ChoiceData& data, std::span<const std::size_t> decisions,
                      const FitOptions& options) {
  FitResult result;
  if (decisions.empty()) return result;
  // Each feature's spread over the candidates: the solve works on features of unit spread. A
  // feature that never varies keeps the weight 0.
  Vector sum{};
  Vector sum_sq{};
  double rows = 0;
  for (const std::size_t i : decisions) {
    const ChoiceData::Decision& d = data.decision(i);
    for (std::size_t j = 0; j < d.count; ++j) {
      const std::span<const float> f = data.candidate(d.first + j);
      for (std::size_t k = 0; k < N; ++k) {
        sum[k] += f[k];
        sum_sq[k] += static_cast<double>(f[k]) * f[k];
      }
    }
    rows += d.count;
  }
  Vector scale{};
  for (std::size_t k = 0; k < N; ++k) {
    const double mean = sum[k] / rows;
    const double var = sum_sq[k] / rows - mean * mean;
    scale[k] = var > 1e-12 ? 1 / std::sqrt(var) : 0;
  }

  Vector w{};
  NewtonResult last = newton(data, decisions, scale, {}, options, result.iterations, w);
  if (options.slips) {
    // Expectation-maximisation over which placements were slips: each decision counts in the
    // logit by the chance that it was not one, given the weights and the slip share so far.
    std::vector<double> weight(decisions.size(), 1.0);
    std::vector<double> chosen_p;
    double share = 0.05;  // a start away from 0, where the share would stay
    for (int round = 0; round < options.max_slip_rounds; ++round) {
      log_likelihood(data, decisions, w, scale, nullptr, nullptr, {}, &chosen_p);
      double kept = 0;
      for (std::size_t n = 0; n < decisions.size(); ++n) {
        const double uniform = share / data.decision(decisions[n]).count;
        const double logit = (1 - share) * chosen_p[n];
        weight[n] = logit + uniform > 0 ? logit / (logit + uniform) : 1.0;
        kept += weight[n];
      }
      const double next_share = 1 - kept / static_cast<double>(decisions.size());
      last = newton(data, decisions, scale, weight, options, result.iterations, w);
      const bool settled = std::abs(next_share - share) < 1e-5;
      share = next_share;
      if (settled) break;
    }
    result.slip_share = share;
  }
  result.converged = last.converged;
  for (std::size_t k = 0; k < N; ++k) result.weights[k] = w[k] * scale[k];
  std::vector<double> chosen_p;
  result.logit_log_likelihood =
      log_likelihood(data, decisions, w, scale, nullptr, nullptr, {}, &chosen_p);
  // The model's own likelihood: with slips, each choice is a slip or the logit's.
  double mixture = 0;
  for (std::size_t n = 0; n < decisions.size(); ++n) {
    const double uniform = result.slip_share / data.decision(decisions[n]).count;
    mixture += std::log((1 - result.slip_share) * chosen_p[n] + uniform);
  }
  result.log_likelihood = mixture / static_cast<double>(decisions.size());
  return result;
}

double mean_log_likelihood(const ChoiceData& data, std::span<const std::size_t> decisions,
                           const LinearWeights& weights) {
  if (decisions.empty()) return 0;
  Vector one;
  one.fill(1);
  return log_likelihood(data, decisions, weights.values, one, nullptr, nullptr);
}

Agreement agreement(const ChoiceData& data, std::span<const std::size_t> decisions,
                    const LinearWeights& weights) {
  Agreement a;
  for (const std::size_t i : decisions) {
    const ChoiceData::Decision& d = data.decision(i);
    const bool agreed = data.choice(i, weights) == d.chosen;
    const bool contested = !d.eltetris_agrees || !d.dellacherie_agrees;
    ++a.positions;
    a.agreed += agreed ? 1 : 0;
    a.contested += contested ? 1 : 0;
    a.contested_agreed += contested && agreed ? 1 : 0;
    a.eltetris_agreed += d.eltetris_agrees ? 1 : 0;
    a.dellacherie_agreed += d.dellacherie_agrees ? 1 : 0;
  }
  return a;
}

Split split_by_group(const ChoiceData& data, std::uint32_t holdout_every) {
  Split s;
  for (std::size_t i = 0; i < data.size(); ++i) {
    const std::uint32_t g = data.decision(i).group;
    const bool out = holdout_every > 0 && g % holdout_every == holdout_every - 1;
    (out ? s.held_out : s.fit).push_back(i);
  }
  return s;
}

}  // namespace gameai::tetris_ai

#include "xiangqi_ai/tuner.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <stdexcept>

#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/evaluate.hpp"
#include "xiangqi_ai/see.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// How far a weight is raised to measure its gradient: large enough that the evaluation's integer
// divisions (phase blend, palace terms) round away nothing that matters.
constexpr int PROBE_STEP = 64;

// One tuned parameter: the weight slots it sets together (two for a mirrored table pair).
struct Param {
  std::vector<std::function<int&(EvalWeights&)>> slots;
};

int get(EvalWeights w, const Param& p) {
  return p.slots[0](w);
}

void set(EvalWeights& w, const Param& p, int v) {
  for (const auto& slot : p.slots) slot(w) = v;
}

std::vector<Param> tunable_params() {
  std::vector<Param> params;
  for (const ScalarWeight& f : SCALAR_WEIGHTS)
    if (f.linear)
      params.push_back({{[member = f.member](EvalWeights& w) -> int& { return w.*member; }}});
  // The king has no value to tune: there is always exactly one of each.
  for (auto values : {&EvalWeights::value_mg, &EvalWeights::value_eg})
    for (std::size_t k = 1; k < PIECE_KINDS; ++k)
      params.push_back({{[values, k](EvalWeights& w) -> int& { return (w.*values)[k]; }}});
  for (auto tables : {&EvalWeights::pst, &EvalWeights::pst_eg})
    for (std::size_t k = 0; k < PIECE_KINDS; ++k)
      for (std::size_t rank = 0; rank < 10; ++rank)
        for (std::size_t file = 0; file <= 4; ++file) {
          Param p;
          for (std::size_t f : {file, 8 - file}) {
            p.slots.emplace_back([tables, k, s = rank * 9 + f](EvalWeights& w) -> int& {
              return (w.*tables)[k][s];
            });
            if (file == 4) break;
          }
          params.push_back(std::move(p));
        }
  return params;
}

struct Entry {
  StateInfo st;
  Position pos;
};

double sigmoid(double x) {
  return 1.0 / (1.0 + std::exp(-x));
}

// A position of the training set: its target as an expected result, the evaluation at the
// starting weights and the sparse gradient of the evaluation by parameter.
struct Row {
  double target = 0;
  double base_eval = 0;
  std::vector<std::pair<int, float>> features;
};

// The evaluation at the weights start + delta, from the row's gradient.
double predicted_eval(const Row& r, const std::vector<double>& delta) {
  double e = r.base_eval;
  for (const auto& [i, f] : r.features) e += f * delta[static_cast<std::size_t>(i)];
  return e;
}

bool tactical(const Position& pos) {
  for (const ExtMove& m : MoveList<LEGAL>(pos))
    if (pos.capture(m.move) && see_ge(pos, m.move, 1)) return true;
  return false;
}

double mean_error(const std::vector<Row>& rows, const std::vector<double>& delta,
                  double eval_scale) {
  if (rows.empty()) return 0;
  double sum = 0;
  for (const Row& r : rows) {
    const double d = sigmoid(predicted_eval(r, delta) / eval_scale) - r.target;
    sum += d * d;
  }
  return sum / static_cast<double>(rows.size());
}

// The targets' scale that best matches the starting evaluation, by golden-section search on the
// logistic error.
double fit_target_scale(const std::vector<Row>& rows, const std::vector<double>& targets_cp,
                        double eval_scale) {
  const auto error = [&](double scale) {
    double sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const double d = sigmoid(rows[i].base_eval / eval_scale) - sigmoid(targets_cp[i] / scale);
      sum += d * d;
    }
    return sum;
  };
  double lo = 20, hi = 5000;
  const double g = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 80; ++i) {
    const double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    if (error(a) < error(b))
      hi = b;
    else
      lo = a;
  }
  return (lo + hi) / 2;
}

}  // namespace

std::vector<TuneSample> load_tune_samples(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error("'" + path + "' is a directory, not a file of positions");
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open '" + path + "'");
  std::vector<TuneSample> samples;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto where = [&] { return path + ":" + std::to_string(number) + ": "; };
    const auto semi = line.rfind(';');
    if (semi == std::string::npos)
      throw std::runtime_error(where() + "expected 'FEN;SCORE', found no ';'");
    TuneSample s;
    s.fen = line.substr(0, semi);
    const std::string score = line.substr(semi + 1);
    std::size_t used = 0;
    try {
      s.target = std::stod(score, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != score.size() || !std::isfinite(s.target))
      throw std::runtime_error(where() + "score '" + score + "' is not a number");
    StateInfo st;
    Position pos;
    std::string error;
    if (!pos.set(s.fen, &st, &error)) throw std::runtime_error(where() + error);
    samples.push_back(std::move(s));
  }
  return samples;
}

TuneReport tune_weights(const std::vector<TuneSample>& samples, const EvalWeights& start,
                        const TuneOptions& options,
                        const std::function<void(const TuneProgress&)>& on_progress) {
  TuneReport report;
  report.weights = start;

  // The usable positions: legal, not in check, and (if asked) with no capture that wins at once,
  // since a static evaluation cannot see such a capture and a search score already includes it.
  std::vector<std::unique_ptr<Entry>> entries;
  std::vector<double> targets_cp;
  for (const TuneSample& s : samples) {
    auto e = std::make_unique<Entry>();
    if (!e->pos.set(s.fen, &e->st) || e->pos.in_check() || MoveList<LEGAL>(e->pos).size() == 0 ||
        (options.skip_tactical && tactical(e->pos))) {
      ++report.positions_skipped;
      continue;
    }
    entries.push_back(std::move(e));
    targets_cp.push_back(s.target);
  }
  report.positions_used = entries.size();
  if (entries.empty()) throw std::runtime_error("no usable positions to tune on");

  // Each position's evaluation at the starting weights, and its target as an expected result.
  const Evaluator base(start);
  std::vector<Row> rows(entries.size());
  for (std::size_t i = 0; i < entries.size(); ++i)
    rows[i].base_eval = base.evaluate(entries[i]->pos);
  report.target_scale = options.target_scale > 0
                            ? options.target_scale
                            : fit_target_scale(rows, targets_cp, options.eval_scale);
  for (std::size_t i = 0; i < rows.size(); ++i)
    rows[i].target = sigmoid(targets_cp[i] / report.target_scale);

  // Gradients: one evaluator per parameter, raised by PROBE_STEP.
  const std::vector<Param> params = tunable_params();
  report.parameters = static_cast<int>(params.size());
  for (std::size_t p = 0; p < params.size(); ++p) {
    EvalWeights raised = start;
    set(raised, params[p], get(start, params[p]) + PROBE_STEP);
    const Evaluator probe(raised);
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const int diff = probe.evaluate(entries[i]->pos) - static_cast<int>(rows[i].base_eval);
      if (diff != 0)
        rows[i].features.emplace_back(static_cast<int>(p),
                                      static_cast<float>(diff) / static_cast<float>(PROBE_STEP));
    }
  }
  const std::size_t hold_every =
      options.validation_share > 0
          ? std::max<std::size_t>(2, static_cast<std::size_t>(1.0 / options.validation_share))
          : 0;
  std::vector<Row> train, validation;
  for (std::size_t i = 0; i < rows.size(); ++i)
    (hold_every && i % hold_every == hold_every - 1 ? validation : train)
        .push_back(std::move(rows[i]));

  // Adam on the mean squared error of the expected results.
  const std::size_t n = params.size();
  std::vector<double> delta(n, 0.0), m(n, 0.0), v(n, 0.0), grad(n, 0.0);
  const double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
  report.train_error_before = mean_error(train, delta, options.eval_scale);
  report.validation_error_before = mean_error(validation, delta, options.eval_scale);
  for (int epoch = 1; epoch <= options.epochs; ++epoch) {
    std::fill(grad.begin(), grad.end(), 0.0);
    for (const Row& r : train) {
      const double s = sigmoid(predicted_eval(r, delta) / options.eval_scale);
      const double g = 2 * (s - r.target) * s * (1 - s) / options.eval_scale;
      for (const auto& [i, f] : r.features) grad[static_cast<std::size_t>(i)] += g * f;
    }
    const double bc1 = 1 - std::pow(beta1, epoch), bc2 = 1 - std::pow(beta2, epoch);
    for (std::size_t i = 0; i < n; ++i) {
      const double gi = grad[i] / static_cast<double>(train.size()) +
                        2 * options.regularisation * delta[i] / (100.0 * 100.0);
      m[i] = beta1 * m[i] + (1 - beta1) * gi;
      v[i] = beta2 * v[i] + (1 - beta2) * gi * gi;
      delta[i] -= options.learning_rate * (m[i] / bc1) / (std::sqrt(v[i] / bc2) + eps);
    }
    if (on_progress && (epoch % 100 == 0 || epoch == options.epochs)) {
      TuneProgress progress;
      progress.epoch = epoch;
      progress.train_error = mean_error(train, delta, options.eval_scale);
      progress.validation_error = mean_error(validation, delta, options.eval_scale);
      on_progress(progress);
    }
  }

  // Round to whole centipawns; the reported errors are those of the rounded weights.
  for (std::size_t p = 0; p < n; ++p) {
    const int tuned = get(start, params[p]) + static_cast<int>(std::lround(delta[p]));
    set(report.weights, params[p], tuned);
    delta[p] = tuned - get(start, params[p]);
  }
  report.train_error_after = mean_error(train, delta, options.eval_scale);
  report.validation_error_after = mean_error(validation, delta, options.eval_scale);
  return report;
}

}  // namespace gameai::xiangqi_ai

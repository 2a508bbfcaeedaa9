#include "xiangqi_ai/tuner.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>

#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/evaluate.hpp"

namespace gameai::xiangqi_ai {
namespace {

using namespace xiangqi;

constexpr const char* START =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

std::string write_file(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

TEST(Tuner, ReadsScoredPositions) {
  const auto path = write_file(
      "tune_ok.txt", std::string("# comment\n\n") + START + ";35\n" + START + ";-12.5\r\n");
  const auto samples = load_tune_samples(path);
  ASSERT_EQ(samples.size(), 2u);
  EXPECT_EQ(samples[0].fen, START);
  EXPECT_DOUBLE_EQ(samples[0].target, 35);
  EXPECT_DOUBLE_EQ(samples[1].target, -12.5);
}

// Each malformed line is reported with its file and line number.
TEST(Tuner, RejectsMalformedLinesByNumber) {
  const struct {
    const char* line;
    const char* expected;
  } cases[] = {
      {"no separator here", "no ';'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;12x", "12x"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;", "not a number"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P w - - 0 1;10", ":2:"},
  };
  for (const auto& c : cases) {
    const auto path = write_file("tune_bad.txt", std::string(START) + ";0\n" + c.line + "\n");
    try {
      load_tune_samples(path);
      ADD_FAILURE() << "accepted: " << c.line;
    } catch (const std::runtime_error& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find(":2:"), std::string::npos) << what;
      EXPECT_NE(what.find(c.expected), std::string::npos) << what;
    }
  }
  EXPECT_THROW(load_tune_samples(testing::TempDir() + "no_such_file.txt"), std::runtime_error);
}

// Positions from random games, as FEN.
std::vector<std::string> random_positions(unsigned seed, int games) {
  std::mt19937 rng(seed);
  std::vector<std::string> fens;
  for (int game = 0; game < games; ++game) {
    StateInfo states[160];
    Position pos;
    pos.set(START, &states[0]);
    for (int ply = 1; ply < 160; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      const auto pick =
          moves.begin() + std::uniform_int_distribution<int>(0, int(moves.size()) - 1)(rng);
      pos.do_move(pick->move, states[ply]);
      if (ply % 3 == 0) fens.push_back(pos.fen());
    }
  }
  return fens;
}

double mean_gap(const Evaluator& a, const Evaluator& b, const std::vector<std::string>& fens) {
  double sum = 0;
  for (const auto& fen : fens) {
    StateInfo st;
    Position pos;
    pos.set(fen, &st);
    sum += std::abs(a.evaluate(pos) - b.evaluate(pos));
  }
  return sum / static_cast<double>(fens.size());
}

// The positions with a hidden evaluation's scores as targets.
std::vector<TuneSample> scored_by(const Evaluator& hidden, const std::vector<std::string>& fens) {
  std::vector<TuneSample> samples;
  for (const auto& fen : fens) {
    StateInfo st;
    Position pos;
    pos.set(fen, &st);
    samples.push_back({fen, static_cast<double>(hidden.evaluate(pos))});
  }
  return samples;
}

// Options for targets that are an evaluation themselves: same scale, every position used.
TuneOptions exact_targets() {
  TuneOptions options;
  options.learning_rate = 2;
  options.target_scale = options.eval_scale;
  options.skip_tactical = false;
  return options;
}

// Targets made by a known evaluation that differs from the defaults: tuning from the defaults
// must come close to it on positions it never saw.
TEST(Tuner, LearnsAHiddenEvaluation) {
  EvalWeights truth = EvalWeights::defaults();
  truth.value_mg[kind_index(xiangqi::CHARIOT)] += 150;
  truth.value_eg[kind_index(xiangqi::SOLDIER)] += 40;
  truth.mobility_horse += 6;
  truth.palace_chariot = 15;
  truth.pst[kind_index(xiangqi::CANNON)][4 + 9 * 2] += 60;  // e2, the central cannon
  truth.pst[kind_index(xiangqi::CANNON)][4 + 9 * 7] += 60;  // e7
  const Evaluator hidden(truth);
  const auto samples = scored_by(hidden, random_positions(7, 60));
  TuneOptions options = exact_targets();
  options.epochs = 1500;
  const TuneReport report = tune_weights(samples, EvalWeights::defaults(), options);

  EXPECT_GT(report.positions_used, 1000u);
  EXPECT_LT(report.validation_error_after, report.validation_error_before / 5);
  const auto unseen = random_positions(99, 20);
  const double before = mean_gap(Evaluator(EvalWeights::defaults()), hidden, unseen);
  const double after = mean_gap(Evaluator(report.weights), hidden, unseen);
  EXPECT_GT(before, 30);
  EXPECT_LT(after, before / 3) << "before " << before << " after " << after;
  // Phase weights are not tuned: they are not linear in the evaluation.
  EXPECT_EQ(report.weights.phase_chariot, truth.phase_chariot);
  EXPECT_EQ(report.weights.phase_minor, truth.phase_minor);
}

// A heavy penalty on change holds every weight near its start; without it the same data moves
// the chariot a long way.
TEST(Tuner, RegularisationHoldsWeightsNearTheStart) {
  EvalWeights truth = EvalWeights::defaults();
  truth.value_mg[kind_index(xiangqi::CHARIOT)] += 200;
  const auto samples = scored_by(Evaluator(truth), random_positions(5, 15));
  TuneOptions options = exact_targets();
  options.epochs = 300;
  const auto chariot_change = [&](double l2) {
    options.regularisation = l2;
    const TuneReport report = tune_weights(samples, EvalWeights::defaults(), options);
    const auto k = kind_index(xiangqi::CHARIOT);
    return report.weights.value_mg[k] - EvalWeights::defaults().value_mg[k];
  };
  EXPECT_GT(chariot_change(0), 60);
  EXPECT_LT(std::abs(chariot_change(1.0)), 5);
}

TEST(Tuner, NoUsablePositionIsAnError) {
  // Red is in check in the only position.
  const std::vector<TuneSample> samples = {{"4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1", 10}};
  EXPECT_THROW(tune_weights(samples, EvalWeights::defaults(), TuneOptions{}), std::runtime_error);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

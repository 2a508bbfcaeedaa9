// Seed 000's compact score worked by hand, Dellacherie's tie-break rank, and weights as JSON.

#include "tetris_ai/evaluator.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "tetris/board_io.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::Piece;
using tetris::Rotation;

double compact_at(const char* text, Piece piece, Rotation rotation, int x,
                  const CompactWeights& w = {}) {
  const ColumnBoard board(tetris::parse_board(text));
  FeatureCalculator calc;
  calc.reset(board);
  const ColumnShape& shape = column_shape(piece, rotation);
  const int y = calc.drop_row(shape, x);
  const PlacementFeatures f = calc.evaluate(shape, x, y);
  return compact_score(board, shape, x, y, f.rows_cleared, w);
}

// O in the bottom-left corner of an empty 4 x 4 board: depth 2 (its top cell is grid row 2
// counting from the top), neighbours 4 + 3 + 3 + 2 = 12, no gaps.
TEST(Compact, OInCorner) {
  EXPECT_DOUBLE_EQ(compact_at("....\n....\n....\n....\n", Piece::O, Rotation::Spawn, 0), 14);
}

// Flat S on a one-cell step: depth 1, neighbours 3 + 2 + 2 + 1 = 8, and its second and third
// columns each leave an empty cell right below: 1 + 8 - 4 - 4 = 1.
TEST(Compact, SOverStepLeavesTwoGaps) {
  EXPECT_DOUBLE_EQ(compact_at("....\n....\n....\n#...\n", Piece::S, Rotation::Spawn, 0), 1);
}

// O resting on two filled cells with a hole under the right one. The seed looks for that deeper
// gap in the piece's leftmost column (which is solid), so no penalty: depth 2 + neighbours 12.
// Looking in the cell's own column finds the hole and takes 1 off.
TEST(Compact, DeeperGapColumnFollowsTheSeed) {
  const char* board = "....\n....\n....\n....\n##..\n#...\n";
  EXPECT_DOUBLE_EQ(compact_at(board, Piece::O, Rotation::Spawn, 0), 14);
  CompactWeights own;
  own.deeper_gap_own_column = true;
  EXPECT_DOUBLE_EQ(compact_at(board, Piece::O, Rotation::Spawn, 0, own), 13);
}

// Two lines at once earn 10 for the line beyond the first.
TEST(Compact, ExtraLineBonus) {
  const char* board = "....\n....\n##.#\n##.#\n";
  // Vertical I in column 2: top cell at grid row 0 (depth 0); neighbours: rows 0 and 1 have
  // both sides filled (left, right) = 4, plus floor 1, plus piece above/below 6 = 11; bonus 10.
  EXPECT_DOUBLE_EQ(compact_at(board, Piece::I, Rotation::Right, 2), 0 + 10 + 4 + 1 + 6);
}

TEST(Dellacherie, PriorityPrefersEdgesThenLeftThenFewerTurns) {
  // Fahey's standard game spawns the T with its cells in columns 4-6 of 10 (origin at W/2 = 5).
  // His priority: 100 x the origin's distance from the spawn origin, +10 when left of it, minus
  // the rotation count.
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Spawn, 4), 0);
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Spawn, 3), 110);
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Spawn, 0), 410);
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Spawn, 7), 300);
  // In rotation R the T's cells start one column into its box: cells from column 5 keep the box
  // (and the origin) where it spawned.
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Right, 5), -1);
  EXPECT_EQ(dellacherie_priority(10, Piece::T, Rotation::Right, 4), 109);
  // The I spawns two cells left of the origin: cells 3-6.
  EXPECT_EQ(dellacherie_priority(10, Piece::I, Rotation::Spawn, 3), 0);
}

TEST(Evaluator, NamesRoundTrip) {
  for (auto name : EVALUATOR_NAMES) {
    const auto kind = evaluator_from_name(name);
    ASSERT_TRUE(kind.has_value()) << name;
    EXPECT_EQ(evaluator_name(*kind), name);
  }
  EXPECT_FALSE(evaluator_from_name("eltetrs").has_value());
}

TEST(Evaluator, DefaultWeightsAreThePublishedOnes) {
  const LinearWeights e = Evaluator(EvaluatorKind::Eltetris).linear();
  EXPECT_DOUBLE_EQ(e.landing_height, -4.500158825082766);
  EXPECT_DOUBLE_EQ(e.rows_cleared, 3.4181268101392694);
  EXPECT_DOUBLE_EQ(e.well_sums, -3.3855972247263626);
  EXPECT_DOUBLE_EQ(e.eroded_cells, 0);
  const LinearWeights d = Evaluator(EvaluatorKind::Dellacherie).linear();
  EXPECT_DOUBLE_EQ(d.holes, -4);
  EXPECT_DOUBLE_EQ(d.eroded_cells, 1);
  const LinearWeights b = Evaluator(EvaluatorKind::Bcts).linear();
  EXPECT_DOUBLE_EQ(b.rows_with_holes, -24.04);
  EXPECT_DOUBLE_EQ(b.hole_depth, -1.61);
}

TEST(Weights, JsonRoundTripAndPartialFiles) {
  for (auto name : EVALUATOR_NAMES) {
    Evaluator e(*evaluator_from_name(name));
    const nlohmann::json saved = e.weights_json();
    Evaluator loaded(*evaluator_from_name(name));
    loaded.set_weights(saved);
    EXPECT_EQ(loaded.weights_json(), saved) << name;
  }
  Evaluator e(EvaluatorKind::Bcts);
  e.set_weights(nlohmann::json::parse(R"({"holes": -2.5})"));
  EXPECT_DOUBLE_EQ(e.linear().holes, -2.5);
  EXPECT_DOUBLE_EQ(e.linear().well_sums, -10.49);
}

TEST(Weights, BadFilesNameTheProblem) {
  Evaluator e(EvaluatorKind::Eltetris);
  try {
    e.set_weights(nlohmann::json::parse(R"({"hoels": -2})"));
    FAIL() << "unknown key accepted";
  } catch (const std::invalid_argument& err) {
    EXPECT_NE(std::string(err.what()).find("hoels"), std::string::npos);
  }
  EXPECT_THROW(e.set_weights(nlohmann::json::parse(R"({"holes": "x"})")), std::invalid_argument);
  EXPECT_THROW(e.set_weights(nlohmann::json::parse("[1, 2]")), std::invalid_argument);
  // A failed load leaves the weights as they were.
  EXPECT_DOUBLE_EQ(e.linear().holes, -7.899265427351652);
}

}  // namespace
}  // namespace gameai::tetris_ai

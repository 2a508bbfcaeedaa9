// Seed 000's compact score worked by hand, Dellacherie's tie-break rank, and weights as JSON.

#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/features.hpp"

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
  return compact_score(board, shape, x, y, static_cast<int>(f[ROWS_CLEARED]), w);
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

Evaluator preset(std::string_view name) {
  return Evaluator(*find_preset(name));
}

TEST(Evaluator, PresetsAreFoundByName) {
  for (const Preset& p : PRESETS) {
    ASSERT_NE(find_preset(p.name), nullptr) << p.name;
    EXPECT_EQ(find_preset(p.name)->name, p.name);
    EXPECT_EQ(Evaluator(p).name(), p.name);
  }
  EXPECT_EQ(find_preset("eltetrs"), nullptr);
  EXPECT_TRUE(preset("compact").is_compact());
  EXPECT_EQ(preset("compact").tie_break(), TieBreak::Coin);
  EXPECT_EQ(preset("dellacherie").tie_break(), TieBreak::DellacherieRank);
  EXPECT_EQ(preset("bcts").tie_break(), TieBreak::First);
  EXPECT_EQ(preset("learned").tie_break(), TieBreak::First);
  // `linear` starts from El-Tetris's weights.
  EXPECT_EQ(preset("linear").linear(), preset("eltetris").linear());
}

TEST(Evaluator, DefaultWeightsAreThePublishedOnes) {
  const LinearWeights e = preset("eltetris").linear();
  EXPECT_DOUBLE_EQ(e[LANDING_HEIGHT], -4.500158825082766);
  EXPECT_DOUBLE_EQ(e[ROWS_CLEARED], 3.4181268101392694);
  EXPECT_DOUBLE_EQ(e[ROW_TRANSITIONS], -3.2178882868487753);
  EXPECT_DOUBLE_EQ(e[COLUMN_TRANSITIONS], -9.348695305445199);
  EXPECT_DOUBLE_EQ(e[HOLES], -7.899265427351652);
  EXPECT_DOUBLE_EQ(e[WELL_SUMS], -3.3855972247263626);
  EXPECT_DOUBLE_EQ(e[ERODED_CELLS], 0);
  const LinearWeights d = preset("dellacherie").linear();
  EXPECT_EQ(d, (weights_of({{"landing_height", -1},
                            {"eroded_cells", 1},
                            {"row_transitions", -1},
                            {"column_transitions", -1},
                            {"holes", -4},
                            {"well_sums", -1}})));
  const LinearWeights b = preset("bcts").linear();
  EXPECT_DOUBLE_EQ(b[LANDING_HEIGHT], -12.63);
  EXPECT_DOUBLE_EQ(b[ERODED_CELLS], 6.60);
  EXPECT_DOUBLE_EQ(b[ROW_TRANSITIONS], -9.22);
  EXPECT_DOUBLE_EQ(b[COLUMN_TRANSITIONS], -19.77);
  EXPECT_DOUBLE_EQ(b[HOLES], -13.08);
  EXPECT_DOUBLE_EQ(b[WELL_SUMS], -10.49);
  EXPECT_DOUBLE_EQ(b[ROWS_WITH_HOLES], -24.04);
  // BCTS's hole depth is its authors' code's: each cell over holes counted once.
  EXPECT_DOUBLE_EQ(b[HOLE_COVER], -1.61);
  EXPECT_DOUBLE_EQ(b[HOLE_DEPTH], 0);
  // Our own weights, measured in docs/measurements/tetris.md: a change here must be measured again.
  // The classic game's, learned on a 10 x 14 board from BCTS's:
  EXPECT_EQ(preset("learned").linear(), (weights_of({{"landing_height", -15.393366656822737},
                                                     {"rows_cleared", -3.389286052330641},
                                                     {"eroded_cells", 6.412756627726629},
                                                     {"row_transitions", -12.265152324252165},
                                                     {"column_transitions", -25.87147221937128},
                                                     {"holes", -11.110237067255639},
                                                     {"well_sums", -14.01195992152842},
                                                     {"hole_depth", 0.5325489682485575},
                                                     {"rows_with_holes", -28.020362366013256},
                                                     {"hole_cover", -5.377586561525657},
                                                     {"pattern_diversity", 6.106434556219486}})));
  // Fahey's standard game's:
  EXPECT_EQ(Evaluator(LEARNED_STANDARD).linear(), (weights_of({{"landing_height", -15.92},
                                                               {"rows_cleared", 4.61},
                                                               {"eroded_cells", 7.18},
                                                               {"row_transitions", -13.38},
                                                               {"column_transitions", -23.97},
                                                               {"holes", -19.05},
                                                               {"well_sums", -13.50},
                                                               {"hole_depth", -1.39},
                                                               {"rows_with_holes", -23.42}})));
}

// `learned` plays each game with the weights learned in it: the classic game's under classic,
// the standard game's under standard and guideline; every other preset is one set everywhere.
TEST(Evaluator, LearnedHasWeightsForEachGame) {
  const Preset& learned = *find_preset("learned");
  EXPECT_EQ(&preset_for_rules(learned, tetris::RuleSet::Classic), &learned);
  EXPECT_EQ(&preset_for_rules(learned, tetris::RuleSet::Standard), &LEARNED_STANDARD);
  EXPECT_EQ(&preset_for_rules(learned, tetris::RuleSet::Guideline), &LEARNED_STANDARD);
  EXPECT_EQ(LEARNED_STANDARD.name, learned.name);
  EXPECT_NE(LEARNED_STANDARD.weights, learned.weights);
  for (const Preset& p : PRESETS) {
    if (p.name == learned.name) continue;
    for (const auto rules :
         {tetris::RuleSet::Classic, tetris::RuleSet::Standard, tetris::RuleSet::Guideline}) {
      EXPECT_EQ(&preset_for_rules(p, rules), &p) << p.name;
    }
  }
}

// Each preset measures the features as the program its weights come from: El-Tetris's code
// counts no column transition above the top row; MDPTetris (BCTS, and Dellacherie's weights as
// Thiery and Scherrer and Fahey measured them) does. A weights file may name the variant.
TEST(Evaluator, EachPresetMeasuresAsItsWeightsProgram) {
  EXPECT_EQ(preset("eltetris").variant(), FeatureVariant::ElTetris);
  EXPECT_EQ(preset("linear").variant(), FeatureVariant::ElTetris);
  EXPECT_EQ(preset("bcts").variant(), FeatureVariant::MdpTetris);
  EXPECT_EQ(preset("dellacherie").variant(), FeatureVariant::MdpTetris);
  EXPECT_EQ(preset("learned").variant(), FeatureVariant::MdpTetris);  // learned in that game
  EXPECT_EQ(Evaluator(LEARNED_STANDARD).variant(), FeatureVariant::ElTetris);
  Evaluator e = preset("linear");
  EXPECT_EQ(e.weights_json().at("feature_variant"), "eltetris");
  e.set_weights(nlohmann::json::parse(R"({"feature_variant": "mdptetris", "holes": -3})"));
  EXPECT_EQ(e.variant(), FeatureVariant::MdpTetris);
  EXPECT_DOUBLE_EQ(e.linear()[HOLES], -3);
  for (const char* bad : {R"({"feature_variant": "fahey"})", R"({"feature_variant": 1})",
                          R"({"feature_variant": "eltetris", "hoels": 1})"}) {
    EXPECT_THROW(e.set_weights(nlohmann::json::parse(bad)), std::invalid_argument) << bad;
    EXPECT_EQ(e.variant(), FeatureVariant::MdpTetris) << bad;  // unchanged
    EXPECT_DOUBLE_EQ(e.linear()[HOLES], -3) << bad;
  }
}

TEST(Weights, JsonRoundTripAndPartialFiles) {
  for (const Preset& p : PRESETS) {
    Evaluator e(p);
    const nlohmann::json saved = e.weights_json();
    Evaluator loaded(p);
    loaded.set_weights(saved);
    EXPECT_EQ(loaded.weights_json(), saved) << p.name;
  }
  Evaluator e = preset("bcts");
  e.set_weights(nlohmann::json::parse(R"({"holes": -2.5})"));
  EXPECT_DOUBLE_EQ(e.linear()[HOLES], -2.5);
  EXPECT_DOUBLE_EQ(e.linear()[WELL_SUMS], -10.49);
}

// The feature table is the one list: every weight has its place in it, and its JSON key is the
// table's name.
TEST(Weights, FeatureTableCoversEveryWeightOnce) {
  LinearWeights w;
  for (std::size_t i = 0; i < FEATURE_COUNT; ++i) w[i] = double(i + 1);
  const auto values = to_array(w);
  for (std::size_t i = 0; i < FEATURE_COUNT; ++i) EXPECT_EQ(values[i], double(i + 1));
  EXPECT_EQ(from_array(to_array(w)), w);
  nlohmann::json j;
  to_json(j, w);
  ASSERT_EQ(j.size(), FEATURE_COUNT);
  for (std::size_t i = 0; i < FEATURE_COUNT; ++i) {
    EXPECT_EQ(j.at(std::string(FEATURES[i].name)).get<double>(), double(i + 1));
  }
  EXPECT_DOUBLE_EQ(w[LANDING_HEIGHT], 1);
  EXPECT_DOUBLE_EQ(w[ROWS_WITH_HOLES], 9);
  EXPECT_DOUBLE_EQ(w[HOLE_COVER], 10);
  EXPECT_DOUBLE_EQ(w[PATTERN_DIVERSITY], 11);
  // Each row knows its place; the placement's own features come first; each row declares the
  // one measurement its Measure calls for.
  for (std::size_t i = 0; i < FEATURE_COUNT; ++i) {
    const Feature& f = FEATURES[i];
    EXPECT_EQ(f.index, i) << f.name;
    EXPECT_EQ(f.whole, i != LANDING_HEIGHT) << f.name;
    EXPECT_EQ(f.of_board(), i > ERODED_CELLS) << f.name;
    const int set = (f.placement != nullptr) + (f.column != nullptr) + (f.pair != nullptr) +
                    (f.rows_of != nullptr) + (f.surface != nullptr);
    EXPECT_EQ(set, 1) << f.name;
    const bool right = (f.measure == Measure::Placement && f.placement != nullptr) ||
                       (f.measure == Measure::Column && f.column != nullptr) ||
                       (f.measure == Measure::Pair && f.pair != nullptr) ||
                       (f.measure == Measure::RowUnion && f.rows_of != nullptr) ||
                       (f.measure == Measure::Surface && f.surface != nullptr);
    EXPECT_TRUE(right) << f.name;
    EXPECT_TRUE(!f.neighbours || f.measure == Measure::Column) << f.name;
  }
  // The weights of the published presets, by name.
  EXPECT_EQ(weights_of({{"holes", -2}, {"pattern_diversity", 3}})[HOLES], -2);
  EXPECT_EQ(weights_of({{"holes", -2}, {"pattern_diversity", 3}})[PATTERN_DIVERSITY], 3);
  // What a calculator measures for some weights: the basic features and the weighed details.
  EXPECT_EQ(LinearWeights{}.measured(), BASIC_FEATURES);
  EXPECT_EQ(weights_of({{"hole_cover", -1}}).measured(), BASIC_FEATURES.with(HOLE_COVER));
  EXPECT_TRUE(drop_paths_cover(BASIC_FEATURES));
  EXPECT_TRUE(drop_paths_cover(BASIC_FEATURES.with(HOLE_COVER)));
  EXPECT_FALSE(drop_paths_cover(BASIC_FEATURES.with(PATTERN_DIVERSITY)));
}

TEST(Weights, BadFilesNameTheProblem) {
  Evaluator e = preset("eltetris");
  try {
    e.set_weights(nlohmann::json::parse(R"({"hoels": -2})"));
    FAIL() << "unknown key accepted";
  } catch (const std::invalid_argument& err) {
    EXPECT_NE(std::string(err.what()).find("hoels"), std::string::npos);
  }
  EXPECT_THROW(e.set_weights(nlohmann::json::parse(R"({"holes": "x"})")), std::invalid_argument);
  EXPECT_THROW(e.set_weights(nlohmann::json::parse("[1, 2]")), std::invalid_argument);
  // A weight so large that a score could overflow to infinity or NaN is refused, naming it.
  try {
    e.set_weights(nlohmann::json::parse(R"({"holes": -1e300, "pattern_diversity": 1e308})"));
    FAIL() << "a weight of 1e308 accepted";
  } catch (const std::invalid_argument& err) {
    EXPECT_NE(std::string(err.what()).find("between -1e9 and 1e9"), std::string::npos)
        << err.what();
  }
  e.set_weights(nlohmann::json::parse(R"({"pattern_diversity": -1e9})"));
  EXPECT_DOUBLE_EQ(e.linear()[PATTERN_DIVERSITY], -1e9);
  e.set_weights(nlohmann::json::parse(R"({"pattern_diversity": 0})"));
  // A failed load leaves the weights as they were.
  EXPECT_DOUBLE_EQ(e.linear()[HOLES], -7.899265427351652);
}

}  // namespace
}  // namespace gameai::tetris_ai

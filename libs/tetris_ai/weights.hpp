#pragma once
// The tunable numbers of the evaluators, and the one list of the Tetris features.
//
// FEATURES names every feature once, with its coefficient in LinearWeights and how to read it
// from a placement's (and, for the features a board has by itself, a board's) measurements.
// Weights JSON, the tuner's vectors, the records data-set columns and the command line's
// feature output are all derived from it: a new feature is one row here plus its measurement in
// features.cpp.
//
// A weights file is a JSON object whose keys are field names, for example
// {"holes": -7.9, "well_sums": -3.4}; keys left out keep their values and an unknown key is an
// error (a misspelt weight must not silently keep its default).

#include <array>
#include <cstddef>
#include <nlohmann/json_fwd.hpp>
#include <string_view>

#include "tetris_ai/features.hpp"

namespace gameai::tetris_ai {

// One coefficient per feature: what the linear evaluators (the eltetris, dellacherie, bcts and
// linear presets, and tuned variants) compute with. score = sum of coefficient x feature.
struct LinearWeights {
  double landing_height = 0;
  double rows_cleared = 0;
  double eroded_cells = 0;
  double row_transitions = 0;
  double column_transitions = 0;
  double holes = 0;
  double well_sums = 0;
  double hole_depth = 0;
  double rows_with_holes = 0;
  double hole_cover = 0;
  double pattern_diversity = 0;

  // Summed as a balanced tree: a plain left-to-right sum is a chain of eleven dependent adds,
  // and this sits in the innermost loop of every controller.
  double score(const PlacementFeatures& f) const noexcept {
    const double a = landing_height * f.landing_height + rows_cleared * f.rows_cleared;
    const double b = eroded_cells * f.eroded_cells + row_transitions * f.row_transitions;
    const double c = column_transitions * f.column_transitions + holes * f.holes;
    const double d = well_sums * f.well_sums + hole_depth * f.hole_depth;
    const double e = rows_with_holes * f.rows_with_holes + hole_cover * f.hole_cover;
    const double g = pattern_diversity * f.pattern_diversity;
    return ((a + b) + (c + d)) + (e + g);
  }
  friend bool operator==(const LinearWeights&, const LinearWeights&) = default;
};

// One feature: its name (the JSON key, the CSV column), whether its values are whole numbers
// (all but landing_height), its coefficient, its value for a placement, and its value for a
// board alone (nullptr for the three features that describe the placement itself:
// landing_height, rows_cleared, eroded_cells).
struct Feature {
  std::string_view name;
  bool whole;
  double LinearWeights::*weight;
  double (*of_placement)(const PlacementFeatures&) noexcept;
  int (*of_board)(const BoardFeatures&) noexcept;
  bool by_variant = false;  // whether FeatureVariant changes how it is measured
};

inline constexpr std::size_t FEATURE_COUNT = 11;

// In LinearWeights order, which is also the order of tuner vectors and export columns.
inline constexpr std::array<Feature, FEATURE_COUNT> FEATURES{{
    {"landing_height", false, &LinearWeights::landing_height,
     [](const PlacementFeatures& f) noexcept { return f.landing_height; }, nullptr},
    {"rows_cleared", true, &LinearWeights::rows_cleared,
     [](const PlacementFeatures& f) noexcept { return double(f.rows_cleared); }, nullptr},
    {"eroded_cells", true, &LinearWeights::eroded_cells,
     [](const PlacementFeatures& f) noexcept { return double(f.eroded_cells); }, nullptr},
    {"row_transitions", true, &LinearWeights::row_transitions,
     [](const PlacementFeatures& f) noexcept { return double(f.row_transitions); },
     [](const BoardFeatures& f) noexcept { return f.row_transitions; }},
    {"column_transitions", true, &LinearWeights::column_transitions,
     [](const PlacementFeatures& f) noexcept { return double(f.column_transitions); },
     [](const BoardFeatures& f) noexcept { return f.column_transitions; }, true},
    {"holes", true, &LinearWeights::holes,
     [](const PlacementFeatures& f) noexcept { return double(f.holes); },
     [](const BoardFeatures& f) noexcept { return f.holes; }},
    {"well_sums", true, &LinearWeights::well_sums,
     [](const PlacementFeatures& f) noexcept { return double(f.well_sums); },
     [](const BoardFeatures& f) noexcept { return f.well_sums; }},
    {"hole_depth", true, &LinearWeights::hole_depth,
     [](const PlacementFeatures& f) noexcept { return double(f.hole_depth); },
     [](const BoardFeatures& f) noexcept { return f.hole_depth; }},
    {"rows_with_holes", true, &LinearWeights::rows_with_holes,
     [](const PlacementFeatures& f) noexcept { return double(f.rows_with_holes); },
     [](const BoardFeatures& f) noexcept { return f.rows_with_holes; }},
    {"hole_cover", true, &LinearWeights::hole_cover,
     [](const PlacementFeatures& f) noexcept { return double(f.hole_cover); },
     [](const BoardFeatures& f) noexcept { return f.hole_cover; }},
    {"pattern_diversity", true, &LinearWeights::pattern_diversity,
     [](const PlacementFeatures& f) noexcept { return double(f.pattern_diversity); },
     [](const BoardFeatures& f) noexcept { return f.pattern_diversity; }},
}};

// The coefficients of `w` in FEATURES order, and back (the tuner's vectors).
std::array<double, FEATURE_COUNT> to_array(const LinearWeights& w) noexcept;
LinearWeights from_array(const std::array<double, FEATURE_COUNT>& a) noexcept;

// Seed 000's compactness score: the depth of the piece, a bonus per line beyond the first when
// two or more clear, a point per occupied neighbour of each piece cell, penalties for an empty
// cell right below a piece cell and for a deeper gap further down.
struct CompactWeights {
  double depth = 1;
  double extra_line = 10;
  double neighbour = 1;
  double gap_below = -4;
  double deeper_gap = -1;
  // The seed looks for the deeper gap in the piece's leftmost column whatever column the cell
  // is in; true looks in the cell's own column instead.
  bool deeper_gap_own_column = false;
  friend bool operator==(const CompactWeights&, const CompactWeights&) = default;
};

// The key of a linear weights file that names its FeatureVariant ("eltetris" or "mdptetris"):
// the evaluator reads it; reading LinearWeights skips it.
inline constexpr std::string_view VARIANT_KEY = "feature_variant";

// JSON: every field is written; reading throws std::invalid_argument naming an unknown key or
// a value of the wrong type, and leaves `w` unchanged then.
void to_json(nlohmann::json& j, const LinearWeights& w);
void from_json(const nlohmann::json& j, LinearWeights& w);
void to_json(nlohmann::json& j, const CompactWeights& w);
void from_json(const nlohmann::json& j, CompactWeights& w);

}  // namespace gameai::tetris_ai

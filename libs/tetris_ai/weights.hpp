#pragma once
// The tunable numbers of every evaluator: one plain struct each, with the published values as
// defaults, readable from and writable to JSON so tuned sets can be saved and compared.
//
// A weights file is a JSON object whose keys are the field names below, for example
// {"holes": -7.9, "well_sums": -3.4}; keys left out keep their defaults and an unknown key is
// an error (a misspelt weight must not silently keep its default).

#include <nlohmann/json_fwd.hpp>
#include <string_view>

#include "tetris_ai/features.hpp"

namespace gameai::tetris_ai {

// One coefficient per feature: what the linear evaluators (eltetris, dellacherie, bcts and
// tuned variants) actually compute with. score = sum of coefficient x feature.
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

  // Summed as a balanced tree: a plain left-to-right sum is a chain of nine dependent adds,
  // and this sits in the innermost loop of every controller.
  double score(const PlacementFeatures& f) const noexcept {
    const double a = landing_height * f.landing_height + rows_cleared * f.rows_cleared;
    const double b = eroded_cells * f.eroded_cells + row_transitions * f.row_transitions;
    const double c = column_transitions * f.column_transitions + holes * f.holes;
    const double d = well_sums * f.well_sums + hole_depth * f.hole_depth;
    return ((a + b) + (c + d)) + rows_with_holes * f.rows_with_holes;
  }
  friend bool operator==(const LinearWeights&, const LinearWeights&) = default;
};

// El-Tetris (Yiyuan Lee), the weights of seeds 002 and 004.
struct EltetrisWeights {
  double landing_height = -4.500158825082766;
  double rows_cleared = 3.4181268101392694;
  double row_transitions = -3.2178882868487753;
  double column_transitions = -9.348695305445199;
  double holes = -7.899265427351652;
  double well_sums = -3.3855972247263626;
  LinearWeights linear() const noexcept;
  friend bool operator==(const EltetrisWeights&, const EltetrisWeights&) = default;
};

// Pierre Dellacherie's hand-set one-piece weights (2003, as published by Colin Fahey).
struct DellacherieWeights {
  double landing_height = -1;
  double eroded_cells = 1;
  double row_transitions = -1;
  double column_transitions = -1;
  double holes = -4;
  double well_sums = -1;
  LinearWeights linear() const noexcept;
  friend bool operator==(const DellacherieWeights&, const DellacherieWeights&) = default;
};

// BCTS: Thiery & Scherrer's weights ("Building Controllers for Tetris", 2009).
struct BctsWeights {
  double landing_height = -12.63;
  double eroded_cells = 6.60;
  double row_transitions = -9.22;
  double column_transitions = -19.77;
  double holes = -13.08;
  double well_sums = -10.49;
  double hole_depth = -1.61;
  double rows_with_holes = -24.04;
  LinearWeights linear() const noexcept;
  friend bool operator==(const BctsWeights&, const BctsWeights&) = default;
};

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

void to_json(nlohmann::json& j, const LinearWeights& w);
void from_json(const nlohmann::json& j, LinearWeights& w);
void to_json(nlohmann::json& j, const EltetrisWeights& w);
void from_json(const nlohmann::json& j, EltetrisWeights& w);
void to_json(nlohmann::json& j, const DellacherieWeights& w);
void from_json(const nlohmann::json& j, DellacherieWeights& w);
void to_json(nlohmann::json& j, const BctsWeights& w);
void from_json(const nlohmann::json& j, BctsWeights& w);
void to_json(nlohmann::json& j, const CompactWeights& w);
void from_json(const nlohmann::json& j, CompactWeights& w);

}  // namespace gameai::tetris_ai

#pragma once
// The tunable numbers of the evaluators.
//
// LinearWeights holds one coefficient per row of FEATURES (feature_table.hpp), in its order:
// weights files, the tuner's vectors and the presets all name the coefficients by the features'
// names.
//
// A weights file is a JSON object whose keys are field names, for example
// {"holes": -7.9, "well_sums": -3.4}; keys left out keep their values and an unknown key is an
// error (a misspelt weight must not silently keep its default).

#include <array>
#include <cstddef>
#include <initializer_list>
#include <nlohmann/json_fwd.hpp>
#include <string_view>
#include <utility>

#include "common/simd.hpp"
#include "tetris_ai/feature_table.hpp"

namespace gameai::tetris_ai {

namespace detail {

// The sum of `t` as a balanced tree: neighbours in pairs, then the pairs' sums in pairs, and so
// on (a left-to-right sum would be a chain of dependent adds, and a score sits in the innermost
// loop of every controller). The order is fixed, so a score is the same on every machine; the
// tree is spelt out at compile time, so it compiles to straight-line code.
template <std::size_t I, std::size_t N>
constexpr double pair_sum(const std::array<double, N>& t) noexcept {
  if constexpr (2 * I + 1 < N) {
    return t[2 * I] + t[2 * I + 1];
  } else {
    return t[2 * I];
  }
}

template <std::size_t N>
constexpr double pairwise_sum(const std::array<double, N>& t) noexcept {
  if constexpr (N == 1) {
    return t[0];
  } else {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return pairwise_sum(std::array<double, sizeof...(I)>{pair_sum<I>(t)...});
    }
    (std::make_index_sequence<(N + 1) / 2>{});
  }
}

}  // namespace detail

// One coefficient per feature: what the linear evaluators (the eltetris, dellacherie, bcts,
// learned and linear presets, and tuned variants) compute with. score = sum of coefficient x
// feature.
struct LinearWeights {
  std::array<double, FEATURE_COUNT> values{};

  constexpr double operator[](std::size_t i) const noexcept { return values[i]; }
  constexpr double& operator[](std::size_t i) noexcept { return values[i]; }

  // Inlined into each caller: it sits in the innermost loop, where a call costs about as much
  // as the sum.
  GAMEAI_ALWAYS_INLINE double score(const PlacementFeatures& f) const noexcept {
    return weighted_sum(f, std::make_index_sequence<FEATURE_COUNT>{});
  }
  // The features a calculator measures for these weights: every basic feature, and the details
  // they weigh.
  constexpr FeatureSet measured() const noexcept {
    FeatureSet s = BASIC_FEATURES;
    for (std::size_t i = 0; i < FEATURE_COUNT; ++i) {
      if (values[i] != 0) s = s.with(i);
    }
    return s;
  }
  friend bool operator==(const LinearWeights&, const LinearWeights&) = default;

 private:
  template <std::size_t... I>
  GAMEAI_ALWAYS_INLINE double weighted_sum(const PlacementFeatures& f,
                                           std::index_sequence<I...>) const noexcept {
    return detail::pairwise_sum(std::array<double, FEATURE_COUNT>{(values[I] * f[I])...});
  }
};

// Weights from (feature name, coefficient) pairs, the others 0; a name that is no feature's does
// not compile.
consteval LinearWeights weights_of(std::initializer_list<std::pair<std::string_view, double>> w) {
  LinearWeights weights;
  for (const auto& [name, value] : w) weights[feature_index(name)] = value;
  return weights;
}

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

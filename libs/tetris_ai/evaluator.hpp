#pragma once
// An evaluator: which scoring rule a controller uses, with its weights, started from a preset.
//
// Two scoring rules exist: seed 000's compactness score (`compact`, ties broken by a coin flip as
// the seed does) and the linear sum of FEATURES. The linear presets are published weight sets:
// `eltetris`, `dellacherie` (which keeps Pierre Dellacherie's own tie-break, see
// dellacherie_priority), `bcts` (whose hole depth is its authors' code's, hole_cover: the
// weights were learned with it), and `linear` (El-Tetris's weights as the starting point for any
// weights file, e.g. the tuner's output). Every other tie goes to the first placement in
// generation order (rotation, then column).

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string_view>

#include "tetris/piece.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/column_board.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::tetris_ai {

// How ties between equal scores are broken.
enum class TieBreak : std::uint8_t { First, Coin, DellacherieRank };

struct Preset {
  std::string_view name;
  bool compact = false;  // seed 000's score instead of the linear sum
  LinearWeights weights;
  TieBreak tie_break = TieBreak::First;
  // How the features are measured: as in the program the weights come from.
  FeatureVariant variant = FeatureVariant::ElTetris;
  std::string_view summary;  // one line for --help and the docs
  // The preset played under the standard and guideline rules instead, where the weights were
  // learned in the classic game alone (nullptr: this one everywhere).
  const Preset* other_games = nullptr;
};

inline constexpr LinearWeights ELTETRIS_WEIGHTS =
    weights_of({{"landing_height", -4.500158825082766},
                {"rows_cleared", 3.4181268101392694},
                {"row_transitions", -3.2178882868487753},
                {"column_transitions", -9.348695305445199},
                {"holes", -7.899265427351652},
                {"well_sums", -3.3855972247263626}});

// `learned` under Fahey's standard game (and the guideline rules): weights learned in that game,
// by the same method from BCTS's (docs/tetris.md).
inline constexpr Preset LEARNED_STANDARD{
    "learned",
    false,
    weights_of({{"landing_height", -15.92},
                {"rows_cleared", 4.61},
                {"eroded_cells", 7.18},
                {"row_transitions", -13.38},
                {"column_transitions", -23.97},
                {"holes", -19.05},
                {"well_sums", -13.50},
                {"hole_depth", -1.39},
                {"rows_with_holes", -23.42}}),
    TieBreak::First,
    FeatureVariant::ElTetris,
    "our own: noisy cross-entropy from BCTS on Fahey's standard game (docs/tetris.md)"};

inline constexpr std::array<Preset, 6> PRESETS{{
    {"compact",
     true,
     {},
     TieBreak::Coin,
     FeatureVariant::ElTetris,
     "seed 000's compactness score, coin-flip ties"},
    {"eltetris", false, ELTETRIS_WEIGHTS, TieBreak::First, FeatureVariant::ElTetris,
     "El-Tetris (Islam El-Ashi)"},
    {"dellacherie", false,
     weights_of({{"landing_height", -1},
                 {"eroded_cells", 1},
                 {"row_transitions", -1},
                 {"column_transitions", -1},
                 {"holes", -4},
                 {"well_sums", -1}}),
     TieBreak::DellacherieRank, FeatureVariant::MdpTetris,
     "Pierre Dellacherie's one-piece weights and tie-break (2003)"},
    {"bcts", false,
     weights_of({{"landing_height", -12.63},
                 {"eroded_cells", 6.60},
                 {"row_transitions", -9.22},
                 {"column_transitions", -19.77},
                 {"holes", -13.08},
                 {"well_sums", -10.49},
                 {"rows_with_holes", -24.04},
                 {"hole_cover", -1.61}}),
     TieBreak::First, FeatureVariant::MdpTetris, "BCTS (Thiery & Scherrer 2009)"},
    {"learned", false,
     weights_of({{"landing_height", -15.393366656822737},
                 {"rows_cleared", -3.389286052330641},
                 {"eroded_cells", 6.412756627726629},
                 {"row_transitions", -12.265152324252165},
                 {"column_transitions", -25.87147221937128},
                 {"holes", -11.110237067255639},
                 {"well_sums", -14.01195992152842},
                 {"hole_depth", 0.5325489682485575},
                 {"rows_with_holes", -28.020362366013256},
                 {"hole_cover", -5.377586561525657},
                 {"pattern_diversity", 6.106434556219486}}),
     TieBreak::First, FeatureVariant::MdpTetris,
     "our own: noisy cross-entropy from BCTS, classic game; LEARNED_STANDARD under standard and "
     "guideline (docs/tetris.md)",
     &LEARNED_STANDARD},
    {"linear", false, ELTETRIS_WEIGHTS, TieBreak::First, FeatureVariant::ElTetris,
     "any weights file over the features (El-Tetris's until set)"},
}};

// The preset a player named `preset.name` plays with under `rules`: its other_games under the
// standard and guideline rules where it has one (`learned`), else itself.
const Preset& preset_for_rules(const Preset& preset, tetris::RuleSet rules) noexcept;

// The preset called `name`, or nullptr.
const Preset* find_preset(std::string_view name) noexcept;

class Evaluator {
 public:
  explicit Evaluator(const Preset& preset = PRESETS[1]) noexcept;  // eltetris
  // The `linear` preset with these weights.
  explicit Evaluator(const LinearWeights& weights) noexcept;

  std::string_view name() const noexcept { return name_; }
  TieBreak tie_break() const noexcept { return tie_break_; }
  FeatureVariant variant() const noexcept { return variant_; }
  bool is_compact() const noexcept { return compact_score_; }

  // The coefficients of the linear sum (all zero for compact).
  const LinearWeights& linear() const noexcept { return linear_; }
  const CompactWeights& compact() const noexcept { return compact_; }

  // Replaces weights by those named in `json` (FEATURES names, or CompactWeights' for compact;
  // missing keys keep their current values); for a linear evaluator `"feature_variant":
  // "eltetris"` or `"mdptetris"` sets the variant. Throws std::invalid_argument naming a bad
  // key or value, and changes nothing then.
  void set_weights(const nlohmann::json& json);
  nlohmann::json weights_json() const;

 private:
  std::string_view name_;
  bool compact_score_;
  TieBreak tie_break_;
  FeatureVariant variant_;
  LinearWeights linear_;
  CompactWeights compact_;
};

// Seed 000's score of placing `shape` at (x, y) on `board` (before the piece is added), where
// the placement clears `rows_cleared` rows.
double compact_score(const ColumnBoard& board, const ColumnShape& shape, int x, int y,
                     int rows_cleared, const CompactWeights& weights) noexcept;

// Dellacherie's tie-break rank, higher preferred (Colin Fahey's publication of his code):
// 100 per column away from the spawn column, 10 more left of it, minus the rotation count.
int dellacherie_priority(int board_width, tetris::Piece piece, tetris::Rotation rotation,
                         int column) noexcept;

}  // namespace gameai::tetris_ai

#pragma once
// An evaluator: which scoring rule a controller uses, with its weights.
//
//  - compact: seed 000's compactness score; ties are broken by a coin flip, as the seed does;
//  - eltetris, dellacherie, bcts: linear sums of the shared features with published weights;
//    dellacherie breaks ties with Pierre Dellacherie's priority (see dellacherie_priority);
//  - linear: any coefficients over all nine features, e.g. the output of `gameai tetris tune`
//    (defaults to the El-Tetris weights).
// Every other tie goes to the first placement in generation order (rotation, then column).

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string_view>

#include "tetris/piece.hpp"
#include "tetris_ai/column_board.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::tetris_ai {

enum class EvaluatorKind : std::uint8_t { Compact, Eltetris, Dellacherie, Bcts, Linear };

inline constexpr std::array<std::string_view, 5> EVALUATOR_NAMES{"compact", "eltetris",
                                                                 "dellacherie", "bcts", "linear"};

std::string_view evaluator_name(EvaluatorKind kind) noexcept;
std::optional<EvaluatorKind> evaluator_from_name(std::string_view name) noexcept;

// How ties between equal scores are broken.
enum class TieBreak : std::uint8_t { First, Coin, DellacherieRank };

class Evaluator {
 public:
  explicit Evaluator(EvaluatorKind kind = EvaluatorKind::Eltetris) noexcept;
  explicit Evaluator(const LinearWeights& weights) noexcept;

  EvaluatorKind kind() const noexcept { return kind_; }
  std::string_view name() const noexcept { return evaluator_name(kind_); }
  TieBreak tie_break() const noexcept;
  bool is_compact() const noexcept { return kind_ == EvaluatorKind::Compact; }

  // The coefficients of the linear evaluators (all zero for compact).
  const LinearWeights& linear() const noexcept { return linear_; }
  const CompactWeights& compact() const noexcept { return compact_; }

  // Replaces weights by those named in `json` (the keys of this kind's weights struct; missing
  // keys keep their current values). Throws std::invalid_argument naming a bad key or value.
  void set_weights(const nlohmann::json& json);
  nlohmann::json weights_json() const;

 private:
  void refresh_linear() noexcept;

  EvaluatorKind kind_;
  EltetrisWeights eltetris_;
  DellacherieWeights dellacherie_;
  BctsWeights bcts_;
  CompactWeights compact_;
  LinearWeights linear_;
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

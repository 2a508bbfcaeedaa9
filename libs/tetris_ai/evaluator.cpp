#include "tetris_ai/evaluator.hpp"

#include "tetris/rules.hpp"

#include <bit>
#include <nlohmann/json.hpp>

namespace gameai::tetris_ai {

std::string_view evaluator_name(EvaluatorKind kind) noexcept {
  return EVALUATOR_NAMES[static_cast<std::size_t>(kind)];
}

std::optional<EvaluatorKind> evaluator_from_name(std::string_view name) noexcept {
  for (std::size_t i = 0; i < EVALUATOR_NAMES.size(); ++i) {
    if (EVALUATOR_NAMES[i] == name) return static_cast<EvaluatorKind>(i);
  }
  return std::nullopt;
}

Evaluator::Evaluator(EvaluatorKind kind) noexcept : kind_(kind) {
  refresh_linear();
}

Evaluator::Evaluator(const LinearWeights& weights) noexcept : kind_(EvaluatorKind::Linear) {
  linear_ = weights;
}

TieBreak Evaluator::tie_break() const noexcept {
  switch (kind_) {
    case EvaluatorKind::Compact:
      return TieBreak::Coin;
    case EvaluatorKind::Dellacherie:
      return TieBreak::DellacherieRank;
    default:
      return TieBreak::First;
  }
}

void Evaluator::refresh_linear() noexcept {
  switch (kind_) {
    case EvaluatorKind::Compact:
      linear_ = LinearWeights{};
      break;
    case EvaluatorKind::Eltetris:
      linear_ = eltetris_.linear();
      break;
    case EvaluatorKind::Dellacherie:
      linear_ = dellacherie_.linear();
      break;
    case EvaluatorKind::Bcts:
      linear_ = bcts_.linear();
      break;
    case EvaluatorKind::Linear:
      linear_ = EltetrisWeights{}.linear();
      break;
  }
}

void Evaluator::set_weights(const nlohmann::json& json) {
  switch (kind_) {
    case EvaluatorKind::Compact: {
      CompactWeights w = compact_;
      from_json(json, w);
      compact_ = w;
      break;
    }
    case EvaluatorKind::Eltetris: {
      EltetrisWeights w = eltetris_;
      from_json(json, w);
      eltetris_ = w;
      break;
    }
    case EvaluatorKind::Dellacherie: {
      DellacherieWeights w = dellacherie_;
      from_json(json, w);
      dellacherie_ = w;
      break;
    }
    case EvaluatorKind::Bcts: {
      BctsWeights w = bcts_;
      from_json(json, w);
      bcts_ = w;
      break;
    }
    case EvaluatorKind::Linear: {
      LinearWeights w = linear_;
      from_json(json, w);
      linear_ = w;
      return;
    }
  }
  refresh_linear();
}

nlohmann::json Evaluator::weights_json() const {
  nlohmann::json j;
  switch (kind_) {
    case EvaluatorKind::Compact:
      to_json(j, compact_);
      break;
    case EvaluatorKind::Eltetris:
      to_json(j, eltetris_);
      break;
    case EvaluatorKind::Dellacherie:
      to_json(j, dellacherie_);
      break;
    case EvaluatorKind::Bcts:
      to_json(j, bcts_);
      break;
    case EvaluatorKind::Linear:
      to_json(j, linear_);
      break;
  }
  return j;
}

// Seed 000 works on a y-down grid with the piece already on the board and before any row is
// removed. Its score starts at the piece's depth (the grid row of its top cell, 0 at the top),
// then for every piece cell adds a point per filled neighbour (walls, floor and the piece's own
// cells count; nothing above the top does), and for the lowest cell of each piece column
// subtracts 4 when the cell right below is empty, or else 1 when any cell further down is empty.
// The seed scans that further column at the piece box's left edge rather than the cell's own
// column; we keep that (deeper_gap_own_column = false) so the player is the seed's.
double compact_score(const ColumnBoard& board, const ColumnShape& shape, int x, int y,
                     int rows_cleared, const CompactWeights& weights) noexcept {
  const int w = board.width();
  const std::uint64_t all = ~std::uint64_t{0};
  auto with_piece = [&](int cx) -> std::uint64_t {
    if (cx < 0 || cx >= w) return all;
    std::uint64_t c = board.column(cx);
    const int i = cx - x;
    if (i >= 0 && i < shape.width) c |= shape.columns[static_cast<std::size_t>(i)] << y;
    return c;
  };
  const int top_row = y + shape.height - 1;
  double score = weights.depth * (board.height() - 1 - top_row);
  if (rows_cleared > 1) score += weights.extra_line * (rows_cleared - 1);

  int neighbours = 0;
  for (int i = 0; i < shape.width; ++i) {
    const int cx = x + i;
    const std::uint64_t cells = shape.columns[static_cast<std::size_t>(i)] << y;
    const std::uint64_t col = with_piece(cx);
    neighbours += std::popcount(cells & with_piece(cx - 1));
    neighbours += std::popcount(cells & with_piece(cx + 1));
    neighbours += std::popcount(cells & ((col << 1) | 1));  // below; the floor is filled
    neighbours += std::popcount(cells & (col >> 1));        // above

    // Tetromino columns are unbroken, so each has one lowest cell.
    const int low = y + shape.bottom[static_cast<std::size_t>(i)];
    if (low > 0 && !((col >> (low - 1)) & 1u)) {
      score += weights.gap_below;
    } else if (low >= 2) {
      const std::uint64_t scan = with_piece(weights.deeper_gap_own_column ? cx : x);
      const std::uint64_t further = ~scan & ((std::uint64_t{1} << (low - 1)) - 1);
      if (further != 0) score += weights.deeper_gap;
    }
  }
  return score + weights.neighbour * neighbours;
}

int dellacherie_priority(int board_width, tetris::Piece piece, tetris::Rotation rotation,
                         int column) noexcept {
  // Fahey's code compares the piece's origin with the spawn origin; the rotation box moves with
  // the origin, so compare where the box of this placement and the spawn's box stand.
  const tetris::Shape& s = tetris::shape(piece, rotation);
  const tetris::Shape& spawn = tetris::shape(piece, tetris::Rotation::Spawn);
  const int spawn_box =
      tetris::spawn_column(tetris::RuleSet::Standard, piece, board_width) - spawn.box_x;
  const int offset = (column - s.box_x) - spawn_box;
  int priority = 100 * (offset < 0 ? -offset : offset);
  if (offset < 0) priority += 10;
  return priority - tetris::to_int(rotation);
}

}  // namespace gameai::tetris_ai

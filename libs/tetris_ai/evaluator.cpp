#include "tetris_ai/evaluator.hpp"

#include "tetris/rules.hpp"

#include <bit>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

namespace gameai::tetris_ai {

const Preset* find_preset(std::string_view name) noexcept {
  for (const Preset& p : PRESETS) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

const Preset& preset_for_rules(const Preset& preset, tetris::RuleSet rules) noexcept {
  return rules != tetris::RuleSet::Classic && preset.other_games != nullptr ? *preset.other_games
                                                                            : preset;
}

Evaluator::Evaluator(const Preset& preset) noexcept
    : name_(preset.name),
      compact_score_(preset.compact),
      tie_break_(preset.tie_break),
      variant_(preset.variant),
      linear_(preset.weights) {}

namespace {

// The "linear" preset, found while compiling: a constant reference, never a null pointer.
constexpr std::size_t preset_index(std::string_view name) {
  for (std::size_t i = 0; i < PRESETS.size(); ++i)
    if (PRESETS[i].name == name) return i;
  throw "no such preset";  // a compile error where it is used in a constant expression
}

}  // namespace

Evaluator::Evaluator(const LinearWeights& weights) noexcept
    : Evaluator(PRESETS[std::integral_constant<std::size_t, preset_index("linear")>::value]) {
  linear_ = weights;
}

void Evaluator::set_weights(const nlohmann::json& json) {
  if (compact_score_) {
    from_json(json, compact_);
    return;
  }
  FeatureVariant variant = variant_;
  const std::string key(VARIANT_KEY);
  if (json.is_object() && json.contains(key)) {
    const nlohmann::json& v = json.at(key);
    const auto named = v.is_string() ? variant_from_string(v.get<std::string>()) : std::nullopt;
    if (!named) {
      throw std::invalid_argument("\"" + key + "\" must be \"eltetris\" or \"mdptetris\"");
    }
    variant = *named;
  }
  from_json(json, linear_);  // skips the variant's key
  variant_ = variant;
}

nlohmann::json Evaluator::weights_json() const {
  nlohmann::json j;
  if (compact_score_) {
    to_json(j, compact_);
  } else {
    to_json(j, linear_);
    j[std::string(VARIANT_KEY)] = std::string(variant_name(variant_));
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

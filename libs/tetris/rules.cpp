#include "tetris/rules.hpp"

namespace gameai::tetris {

namespace {
constexpr std::string_view RULE_NAMES[] = {"classic", "standard", "guideline"};
}  // namespace

std::string_view rule_set_name(RuleSet rules) noexcept {
  return RULE_NAMES[static_cast<std::size_t>(rules)];
}

std::optional<RuleSet> rule_set_from_string(std::string_view name) noexcept {
  for (int i = 0; i < 3; ++i) {
    if (RULE_NAMES[i] == name) return static_cast<RuleSet>(i);
  }
  return std::nullopt;
}

Placement spawn_placement(RuleSet rules, Piece piece, const Board& board) noexcept {
  const Shape& s = shape(piece, Rotation::Spawn);
  const int w = board.width();
  Placement p{piece, Rotation::Spawn, 0, 0};
  if (rules == RuleSet::Guideline) {
    // The rotation box is centred, rounding left; the lowest cells sit in the first row
    // above the visible board.
    const int box_x = (w - s.box_size) / 2;
    p.column = static_cast<std::int8_t>(box_x + s.box_x);
    p.row = static_cast<std::int8_t>(board.height());
  } else {
    // Fahey: origin at column W/2; the I reaches two cells left of it, the others one.
    p.column = static_cast<std::int8_t>(w / 2 - (piece == Piece::I ? 2 : 1));
    p.row = static_cast<std::int8_t>(board.height() - s.height);
  }
  return p;
}

std::optional<Placement> entry_placement(RuleSet rules, Piece piece, const Board& board) noexcept {
  Placement p = spawn_placement(rules, piece, board);
  if (!board.fits(p)) return std::nullopt;
  Placement below = p;
  below.row = static_cast<std::int8_t>(p.row - 1);
  if (rules != RuleSet::Classic && board.fits(below)) return below;
  return p;
}

}  // namespace gameai::tetris

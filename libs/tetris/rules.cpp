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

int spawn_column(RuleSet rules, Piece piece, int width) noexcept {
  const Shape& s = shape(piece, Rotation::Spawn);
  // Guideline: the rotation box is centred, rounding left. Fahey: origin at column W/2; the I
  // reaches two cells left of it, the others one.
  if (rules == RuleSet::Guideline) return (width - s.box_size) / 2 + s.box_x;
  return width / 2 - (piece == Piece::I ? 2 : 1);
}

Placement spawn_placement(RuleSet rules, Piece piece, const Board& board) noexcept {
  const Shape& s = shape(piece, Rotation::Spawn);
  Placement p{piece, Rotation::Spawn, 0, 0};
  p.column = static_cast<std::int8_t>(spawn_column(rules, piece, board.width()));
  // Guideline pieces appear with their lowest cells in the first row above the visible board;
  // standard ones with their top row in the board's top row.
  p.row = static_cast<std::int8_t>(rules == RuleSet::Guideline ? board.height()
                                                               : board.height() - s.height);
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

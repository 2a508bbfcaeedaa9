#pragma once
// Rotating the falling piece: SRS wall kicks under the guideline, plain in-place rotation
// under standard.
//
// SRS rotates the contents of the piece's box a quarter turn and then tries up to five
// offsets in order (the first is no offset); the first one where the piece fits wins. The
// tables are the Tetris Guideline's (tetris.wiki "SRS"), with x to the right and y up: one
// table shared by J, L, S, T and Z, one for I; O never moves.

#include <array>
#include <optional>

#include "tetris/board.hpp"
#include "tetris/placement.hpp"
#include "tetris/rules.hpp"

namespace gameai::tetris {

struct Kick {
  std::int8_t dx;
  std::int8_t dy;
  friend bool operator==(const Kick&, const Kick&) = default;
};

constexpr int KICK_TESTS = 5;
using KickTests = std::array<Kick, KICK_TESTS>;

// The five tests for turning `piece` from `from` to `to`, which must be adjacent states.
// O gets five zero offsets.
const KickTests& srs_kicks(Piece piece, Rotation from, Rotation to) noexcept;

// The same piece a quarter turn on inside its rotation box, before any kick.
Placement rotated_in_box(const Placement& p, bool clockwise) noexcept;

struct RotationResult {
  Placement placement;
  // Which test succeeded, 0..4 (always 0 without kicks). Test 4 matters for T-spins.
  int kick;
};

// Turns the falling piece under `rules`: guideline tries the SRS kicks; standard only turns in
// place and keeps the piece inside the visible board. nullopt when the turn is blocked (and
// always under classic, which has no falling piece).
std::optional<RotationResult> rotate(RuleSet rules, const Board& board, const Placement& p,
                                     bool clockwise) noexcept;

// Whether the falling piece may occupy `p` under `rules`: it fits, and under standard it also
// stays below the visible top (under guideline it may use the hidden rows above).
inline bool piece_fits(RuleSet rules, const Board& board, const Placement& p) noexcept {
  if (!board.fits(p)) return false;
  return rules == RuleSet::Guideline || p.row + p.cells_shape().height <= board.height();
}

}  // namespace gameai::tetris

#pragma once
// Rotating the falling piece: SRS wall kicks under the guideline, plain in-place rotation
// under standard.
//
// SRS rotates the contents of the piece's box a quarter turn and then tries up to five
// offsets in order (the first is no offset); the first one where the piece fits wins. The
// tables are the Tetris Guideline's (tetris.wiki "SRS"), with x to the right and y up: one
// table shared by J, L, S, T and Z, one for I; O never moves.
//
// A half turn (180 degrees) is not in the guideline's SRS; it uses the SRS+ tables that modern
// guideline games with a 180 key use (TETR.IO): the contents of the box turned twice, then up
// to six tests for J, L, S, T and Z and two for I (O again never moves).

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

// The half-turn tests from `from` to the opposite state, first test (0, 0); O gets one zero test.
constexpr int KICK_180_TESTS = 6;
struct Kick180Tests {
  std::array<Kick, KICK_180_TESTS> tests;
  int count;
};
const Kick180Tests& srs_plus_180_kicks(Piece piece, Rotation from) noexcept;
// The same piece half a turn on inside its rotation box, before any kick.
Placement rotated_180_in_box(const Placement& p) noexcept;

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
// Turns the falling piece half a turn: guideline only (nullopt under the other rules), with the
// SRS+ 180-degree tests; `kick` is the index of the test that fitted.
std::optional<RotationResult> rotate_180(RuleSet rules, const Board& board,
                                         const Placement& p) noexcept;

// Whether the falling piece may occupy `p` under `rules`: it fits, and under standard it also
// stays below the visible top (under guideline it may use the hidden rows above).
inline bool piece_fits(RuleSet rules, const Board& board, const Placement& p) noexcept {
  if (!board.fits(p)) return false;
  return rules == RuleSet::Guideline || p.row + p.cells_shape().height <= board.height();
}

}  // namespace gameai::tetris

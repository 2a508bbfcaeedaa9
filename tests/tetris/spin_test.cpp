// The three-corner T-spin rule on hand-drawn corners.

#include "tetris/spin.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace gameai::tetris {
namespace {

struct SpinCase {
  std::vector<Cell> filled;  // cells filled around the T
  Placement t;
  bool rotated;
  int kick;
  Spin expected;
};

// A T pointing up with its flat side on the floor at columns 3..5: centre (4, 0), corners
// (3, 1) (5, 1) above and the floor below. A T pointing down with its stem at (4, 0): centre
// (4, 1), corners (3, 2) (5, 2) (3, 0) (5, 0). A T pointing right with its spine in column 5:
// centre (5, 1), corners (4, 2) (6, 2) (4, 0) (6, 0).
const std::vector<SpinCase> CASES = {
    // Floor corners only: two corners, no spin.
    {{}, {Piece::T, Rotation::Spawn, 3, 0}, true, 0, Spin::None},
    // One front corner added: three corners, but not both front ones: mini.
    {{{3, 1}}, {Piece::T, Rotation::Spawn, 3, 0}, true, 0, Spin::Mini},
    // Both front corners: full T-spin.
    {{{3, 1}, {5, 1}}, {Piece::T, Rotation::Spawn, 3, 0}, true, 0, Spin::Full},
    // Same corners without a rotation last: nothing.
    {{{3, 1}, {5, 1}}, {Piece::T, Rotation::Spawn, 3, 0}, false, 0, Spin::None},
    // Pointing down, both back (top) corners and one front (bottom) corner: mini...
    {{{3, 2}, {5, 2}, {3, 0}}, {Piece::T, Rotation::Reverse, 3, 0}, true, 0, Spin::Mini},
    // ...unless the rotation used the fifth kick test.
    {{{3, 2}, {5, 2}, {3, 0}}, {Piece::T, Rotation::Reverse, 3, 0}, true, 4, Spin::Full},
    // Both front corners of a down-pointing T: full.
    {{{3, 2}, {3, 0}, {5, 0}}, {Piece::T, Rotation::Reverse, 3, 0}, true, 0, Spin::Full},
    // Pointing right: the right-hand corners are the front.
    {{{6, 2}, {6, 0}, {4, 0}}, {Piece::T, Rotation::Right, 5, 0}, true, 0, Spin::Full},
    {{{4, 2}, {4, 0}, {6, 0}}, {Piece::T, Rotation::Right, 5, 0}, true, 0, Spin::Mini},
    // Spine against the left wall, pointing right: the wall fills both back corners, so one
    // front corner makes three: a mini; both front corners: full.
    {{{1, 2}}, {Piece::T, Rotation::Right, 0, 0}, true, 0, Spin::Mini},
    {{{1, 2}, {1, 0}}, {Piece::T, Rotation::Right, 0, 0}, true, 0, Spin::Full},
    {{}, {Piece::T, Rotation::Right, 0, 0}, true, 0, Spin::None},
    // Other pieces never spin.
    {{{4, 1}, {5, 1}}, {Piece::J, Rotation::Spawn, 3, 0}, true, 0, Spin::None},
};

TEST(Spin, ThreeCornerRule) {
  for (std::size_t i = 0; i < CASES.size(); ++i) {
    const auto& c = CASES[i];
    Board b;
    for (const Cell& cell : c.filled) b.set(cell.x, cell.y);
    ASSERT_TRUE(b.fits(c.t)) << "case " << i;
    EXPECT_EQ(detect_spin(b, c.t, c.rotated, c.kick), c.expected) << "case " << i;
  }
}

TEST(Spin, Names) {
  EXPECT_EQ(spin_name(Spin::None), "none");
  EXPECT_EQ(spin_name(Spin::Mini), "mini");
  EXPECT_EQ(spin_name(Spin::Full), "full");
}

}  // namespace
}  // namespace gameai::tetris

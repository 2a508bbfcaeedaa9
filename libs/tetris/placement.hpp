#pragma once
// Where a piece comes to rest: the unit every move generator produces, every controller
// chooses among and every game applies.

#include <cstdint>

#include "tetris/fixed_list.hpp"
#include "tetris/piece.hpp"

namespace gameai::tetris {

// A piece at rest. `column` is the leftmost column of its cells and `row` the row of its lowest
// cell (rows count from 0 at the floor), so the cells are shape(piece, rotation).cells shifted
// by (column, row). Two placements of a symmetric piece (S, Z, I) in rotations r and r + 2 may
// cover the same cells; generators return only one of them, with the lower rotation.
struct Placement {
  Piece piece = Piece::I;
  Rotation rotation = Rotation::Spawn;
  std::int8_t column = 0;
  std::int8_t row = 0;

  const Shape& cells_shape() const noexcept { return shape(piece, rotation); }
  friend bool operator==(const Placement&, const Placement&) = default;
};

// The representative of the placements covering the same cells: O in rotation 0, I, S and Z
// in rotation 0 or R (rotation 2 and L cover the same cells as 0 and R at the same corner).
constexpr Placement canonical(Placement p) noexcept {
  const int r = to_int(p.rotation);
  p.rotation = rotation_from_int(r % distinct_rotations(p.piece));
  return p;
}

// Every (rotation, column) of one piece on the widest board: 4 rotations x 16 columns.
constexpr std::size_t MAX_DROPS = 64;
using DropList = FixedList<Placement, MAX_DROPS>;

}  // namespace gameai::tetris

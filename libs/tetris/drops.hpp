#pragma once
// Move generation for the classic rules (the research game of El-Tetris and the learning
// papers): a placement is a (rotation, column) pair; the piece falls straight down from above
// the board until it rests on the stack or the floor, and it is legal when all four cells end
// inside the visible board, before full rows are removed. Rotations that give the same cells
// are generated once (O one orientation; I, S, Z two), so no two placements cover the same
// cells. The game is over when the list is empty.

#include <optional>

#include "tetris/board.hpp"
#include "tetris/piece.hpp"
#include "tetris/placement.hpp"

namespace gameai::tetris {

// Fills `out` (cleared first) in rotation order, then column order from the left.
void generate_drops(const Board& board, Piece piece, DropList& out) noexcept;

inline DropList drops(const Board& board, Piece piece) noexcept {
  DropList list;
  generate_drops(board, piece, list);
  return list;
}

// The classic placement of `piece` turned to `rotation` with its leftmost cell in `column`:
// where it lands when dropped straight down; nullopt when it would stick out of the board.
std::optional<Placement> drop_placement(const Board& board, Piece piece, Rotation rotation,
                                        int column) noexcept;

// Whether `p` is a placement the classic rules allow on `board`: the cells fit inside the
// visible board, and every cell of the board above the piece's lowest cell in each of its
// columns is empty (so it could fall there straight from above), and it rests on something.
bool is_legal_drop(const Board& board, const Placement& p) noexcept;

}  // namespace gameai::tetris

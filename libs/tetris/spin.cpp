#include "tetris/spin.hpp"

namespace gameai::tetris {

std::string_view spin_name(Spin spin) noexcept {
  switch (spin) {
    case Spin::Mini:
      return "mini";
    case Spin::Full:
      return "full";
    default:
      return "none";
  }
}

Spin detect_spin(const Board& board, const Placement& p, bool last_move_rotation,
                 int kick) noexcept {
  if (p.piece != Piece::T || !last_move_rotation) return Spin::None;
  const Shape& s = p.cells_shape();
  // The T's centre is the middle of its 3x3 box.
  const int cx = p.column - s.box_x + 1;
  const int cy = p.row - s.box_y + 1;
  // Corners in the order: top-left, top-right, bottom-right, bottom-left.
  const bool corner[4] = {board.filled(cx - 1, cy + 1), board.filled(cx + 1, cy + 1),
                          board.filled(cx + 1, cy - 1), board.filled(cx - 1, cy - 1)};
  const int filled = corner[0] + corner[1] + corner[2] + corner[3];
  if (filled < 3) return Spin::None;
  // The two corners on the pointing side: up (0) TL+TR, right (R) TR+BR, down (2) BR+BL,
  // left (L) BL+TL.
  const int r = to_int(p.rotation);
  const bool front = corner[r] && corner[(r + 1) % 4];
  if (front || kick == 4) return Spin::Full;
  return Spin::Mini;
}

}  // namespace gameai::tetris

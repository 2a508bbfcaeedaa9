#include "tetris/drops.hpp"

namespace gameai::tetris {

void generate_drops(const Board& board, Piece piece, DropList& out) noexcept {
  out.clear();
  const int rotations = distinct_rotations(piece);
  const int width = board.width();
  const int height = board.height();
  for (int r = 0; r < rotations; ++r) {
    const Rotation rotation = rotation_from_int(r);
    const Shape& s = shape(piece, rotation);
    for (int column = 0; column + s.width <= width; ++column) {
      const int row = board.drop_row(s, column);
      if (row + s.height <= height) {
        out.push_back(Placement{piece, rotation, static_cast<std::int8_t>(column),
                                static_cast<std::int8_t>(row)});
      }
    }
  }
}

std::optional<Placement> drop_placement(const Board& board, Piece piece, Rotation rotation,
                                        int column) noexcept {
  const Shape& s = shape(piece, rotation);
  if (column < 0 || column + s.width > board.width()) return std::nullopt;
  const int row = board.drop_row(s, column);
  if (row + s.height > board.height()) return std::nullopt;
  return Placement{piece, rotation, static_cast<std::int8_t>(column),
                   static_cast<std::int8_t>(row)};
}

// Checked cell by cell, independently of drop_row() and the column heights, so tests can use
// it as an oracle for generate_drops().
bool is_legal_drop(const Board& board, const Placement& p) noexcept {
  const Shape& s = p.cells_shape();
  if (p.column < 0 || p.row < 0 || p.column + s.width > board.width() ||
      p.row + s.height > board.height()) {
    return false;
  }
  bool resting = false;
  for (int i = 0; i < s.width; ++i) {
    const int x = p.column + i;
    const int bottom = p.row + s.bottom[static_cast<std::size_t>(i)];
    for (int y = bottom; y < Board::STORED_ROWS; ++y) {
      if (board.filled(x, y)) return false;
    }
    if (board.filled(x, bottom - 1)) resting = true;
  }
  for (const Cell& c : s.cells) {
    if (board.filled(p.column + c.x, p.row + c.y)) return false;
  }
  return resting;
}

}  // namespace gameai::tetris

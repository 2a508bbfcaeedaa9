#pragma once

#include <cstdint>
#include <vector>

#include "tetris/board.hpp"
#include "tetris/placement.hpp"

namespace gameai::gui {

// Which piece filled each settled cell, for painting: the rules board only knows filled or empty.
// After every lock the locked piece's cells are coloured, the rows the rules cleared are removed,
// and then the picture is made to agree with the rules' board cell by cell (a cell the picture
// got wrong would show as grey garbage rather than lie), so it can never contradict the rules.
class TetrisCellColors {
 public:
  explicit TetrisCellColors(int width = 10);

  void lock(const tetris::Placement& placement, int linesCleared, const tetris::Board& after);
  // Versus garbage: the picture moves up by `rows`, the new rows are garbage as `after` has them.
  void raise(int rows, const tetris::Board& after);
  // 0 empty, 1..7 the pieces I O T S Z J L, 8 a filled cell of unknown origin. Row 0 is the floor.
  std::uint8_t at(int x, int y) const { return m_cells[size_t(y) * size_t(m_width) + size_t(x)]; }
  int width() const { return m_width; }

 private:
  // Makes the picture agree with the rules' board cell by cell.
  void agree(const tetris::Board& after);
  int m_width;
  std::vector<std::uint8_t> m_cells;  // width x Board::STORED_ROWS
};

}  // namespace gameai::gui

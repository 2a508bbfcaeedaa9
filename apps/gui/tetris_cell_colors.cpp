#include "tetris_cell_colors.hpp"

#include <algorithm>

namespace gameai::gui {

using tetris::Board;

TetrisCellColors::TetrisCellColors(int width)
    : m_width(width), m_cells(size_t(width) * Board::STORED_ROWS, 0) {}

void TetrisCellColors::lock(const tetris::Placement& placement, int linesCleared,
                            const Board& after) {
  const int w = m_width;
  const auto kind = std::uint8_t(tetris::to_int(placement.piece) + 1);
  const tetris::Shape& shape = placement.cells_shape();
  for (const tetris::Cell& c : shape.cells) {
    const int x = c.x + placement.column, y = c.y + placement.row;
    if (x >= 0 && x < w && y >= 0 && y < Board::STORED_ROWS) m_cells[size_t(y * w + x)] = kind;
  }
  if (linesCleared > 0) {
    std::vector<std::uint8_t> kept;
    kept.reserve(m_cells.size());
    for (int y = 0; y < Board::STORED_ROWS; ++y) {
      const auto row = m_cells.begin() + y * w;
      if (std::all_of(row, row + w, [](std::uint8_t k) { return k != 0; })) continue;
      kept.insert(kept.end(), row, row + w);
    }
    kept.resize(m_cells.size(), 0);
    m_cells.swap(kept);
  }
  agree(after);
}

void TetrisCellColors::raise(int rows, const Board& after) {
  rows = std::clamp(rows, 0, Board::STORED_ROWS);
  const auto shift = std::ptrdiff_t(rows) * m_width;
  std::copy_backward(m_cells.begin(), m_cells.end() - shift, m_cells.end());
  std::fill(m_cells.begin(), m_cells.begin() + shift, std::uint8_t(8));
  agree(after);
}

void TetrisCellColors::agree(const Board& after) {
  const int w = m_width;
  for (int y = 0; y < Board::STORED_ROWS; ++y)
    for (int x = 0; x < w; ++x) {
      auto& k = m_cells[size_t(y * w + x)];
      if (after.filled(x, y) != (k != 0)) k = after.filled(x, y) ? 8 : 0;
    }
}

}  // namespace gameai::gui

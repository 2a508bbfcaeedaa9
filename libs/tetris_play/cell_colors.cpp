#include "tetris_play/cell_colors.hpp"

#include <algorithm>

namespace gameai::tetris_play {

using tetris::Board;

CellColors::CellColors(int width)
    : width_(width), cells_(static_cast<std::size_t>(width) * Board::STORED_ROWS, 0) {}

void CellColors::lock(const tetris::Placement& placement, int lines_cleared, const Board& after) {
  const int w = width_;
  const std::uint8_t kind = kind_of(placement.piece);
  for (const tetris::Cell& c : placement.cells_shape().cells) {
    const int x = c.x + placement.column, y = c.y + placement.row;
    if (x >= 0 && x < w && y >= 0 && y < Board::STORED_ROWS)
      cells_[static_cast<std::size_t>(y * w + x)] = kind;
  }
  if (lines_cleared > 0) {
    std::vector<std::uint8_t> kept;
    kept.reserve(cells_.size());
    for (int y = 0; y < Board::STORED_ROWS; ++y) {
      const auto row = cells_.begin() + y * w;
      if (std::all_of(row, row + w, [](std::uint8_t k) { return k != 0; })) continue;
      kept.insert(kept.end(), row, row + w);
    }
    kept.resize(cells_.size(), 0);
    cells_.swap(kept);
  }
  agree(after);
}

void CellColors::raise(int rows, const Board& after) {
  rows = std::clamp(rows, 0, Board::STORED_ROWS);
  const auto shift = static_cast<std::ptrdiff_t>(rows) * width_;
  std::copy_backward(cells_.begin(), cells_.end() - shift, cells_.end());
  std::fill(cells_.begin(), cells_.begin() + shift, GARBAGE_KIND);
  agree(after);
}

void CellColors::agree(const Board& after) {
  const int w = width_;
  for (int y = 0; y < Board::STORED_ROWS; ++y)
    for (int x = 0; x < w; ++x) {
      auto& k = cells_[static_cast<std::size_t>(y * w + x)];
      if (after.filled(x, y) != (k != 0)) k = after.filled(x, y) ? GARBAGE_KIND : 0;
    }
}

}  // namespace gameai::tetris_play

#pragma once
// Which piece filled each settled cell, for painting: the rules board only knows filled or empty.
// After every lock the locked piece's cells are coloured, the rows the rules cleared are removed,
// and then the picture is made to agree with the rules' board cell by cell (a cell the picture
// got wrong shows as grey garbage rather than lie), so it can never contradict the rules.

#include <cstdint>
#include <vector>

#include "tetris/board.hpp"
#include "tetris/placement.hpp"

namespace gameai::tetris_play {

// Cell kinds: 0 empty, 1..7 the pieces I O T S Z J L, 8 a filled cell of no piece (garbage).
inline constexpr std::uint8_t GARBAGE_KIND = 8;
constexpr std::uint8_t kind_of(tetris::Piece p) noexcept {
  return static_cast<std::uint8_t>(tetris::to_int(p) + 1);
}

class CellColors {
 public:
  explicit CellColors(int width = tetris::Board::DEFAULT_WIDTH);

  void lock(const tetris::Placement& placement, int lines_cleared, const tetris::Board& after);
  // Versus garbage: the picture moves up by `rows`, the new rows are garbage as `after` has them.
  void raise(int rows, const tetris::Board& after);
  // Row 0 is the floor; rows up to Board::STORED_ROWS - 1.
  std::uint8_t at(int x, int y) const noexcept {
    return cells_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                  static_cast<std::size_t>(x)];
  }
  int width() const noexcept { return width_; }

 private:
  void agree(const tetris::Board& after);
  int width_;
  std::vector<std::uint8_t> cells_;  // width x Board::STORED_ROWS
};

}  // namespace gameai::tetris_play

#pragma once
// The Tetris playfield as a bitboard: one 16-bit word per row (bit x = column x) plus the
// height of every column, all in a fixed array, so copying a board is a memcpy of 116 bytes,
// placing a piece ORs at most four words and clearing rows touches only rows that move.
//
// Rows count from 0 at the floor up to height() - 1 at the visible top. Above the visible top
// there are BUFFER_ROWS hidden rows where a piece may be while it moves (the guideline spawns
// pieces there); a piece locked partly above the top keeps its cells there. Outside the walls
// and below the floor count as filled; everything above the stored rows counts as empty.

#include <array>
#include <cstdint>
#include <stdexcept>

#include "tetris/piece.hpp"
#include "tetris/placement.hpp"

namespace gameai::tetris {

// The rows a placement filled completely, before they were removed: `rows` has bit y set for
// each cleared row y (numbered as on the board before the clear).
struct LineClear {
  int count = 0;
  std::uint64_t rows = 0;
  friend bool operator==(const LineClear&, const LineClear&) = default;
};

// The board fingerprint over its columns (bit y of columns[x] = cell (x, y), rows counted from
// the floor), `width` columns of a board `height` rows high. Board::hash() and the AI's column
// board both call it, so the two forms of one board hash alike.
constexpr std::uint64_t fingerprint_columns(int width, int height,
                                            const std::uint64_t* columns) noexcept {
  std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(width << 8 | height);
  for (int x = 0; x < width; ++x) h = (h ^ columns[x]) * 0x100000001b3ull;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

class Board {
 public:
  using Row = std::uint16_t;
  static constexpr int MIN_WIDTH = 4;
  static constexpr int MAX_WIDTH = 16;
  static constexpr int MIN_HEIGHT = 4;
  static constexpr int MAX_HEIGHT = 40;
  static constexpr int DEFAULT_WIDTH = 10;
  static constexpr int DEFAULT_HEIGHT = 20;
  static constexpr int BUFFER_ROWS = 8;
  static constexpr int STORED_ROWS = MAX_HEIGHT + BUFFER_ROWS;

  static constexpr bool valid_size(int width, int height) noexcept {
    return width >= MIN_WIDTH && width <= MAX_WIDTH && height >= MIN_HEIGHT && height <= MAX_HEIGHT;
  }

  // An empty 10 x 20 board.
  Board() noexcept : Board(DEFAULT_WIDTH, DEFAULT_HEIGHT, Unchecked{}) {}
  // An empty board; throws std::invalid_argument when the size is outside 4..16 x 4..40.
  Board(int width, int height) : Board(width, height, Unchecked{}) {
    if (!valid_size(width, height)) {
      throw std::invalid_argument("board size out of range: width must be 4..16, height 4..40");
    }
  }

  int width() const noexcept { return width_; }
  int height() const noexcept { return height_; }
  // The row value of a completely filled row: the low width() bits set.
  Row full_row() const noexcept { return full_; }

  // Row y's bits; 0 for y outside the stored rows.
  Row row(int y) const noexcept {
    return (y >= 0 && y < STORED_ROWS) ? rows_[static_cast<std::size_t>(y)] : Row{0};
  }
  // True for a filled cell, for cells outside the walls and below the floor.
  bool filled(int x, int y) const noexcept {
    if (x < 0 || x >= width_ || y < 0) return true;
    if (y >= STORED_ROWS) return false;
    return (rows_[static_cast<std::size_t>(y)] >> x) & 1u;
  }
  // 1 + the row of column x's highest filled cell; 0 for an empty column.
  int column_height(int x) const noexcept { return heights_[static_cast<std::size_t>(x)]; }
  const std::array<std::uint8_t, MAX_WIDTH>& column_heights() const noexcept { return heights_; }
  // The highest column height (0 for an empty board).
  int max_height() const noexcept;
  int cell_count() const noexcept;
  bool empty() const noexcept { return max_height() == 0; }

  // Sets or clears one cell inside the stored rows (a no-op outside them).
  void set(int x, int y, bool value = true) noexcept;

  // Whether the shape with its lowest-leftmost corner at (column, row) lies inside the walls,
  // on or above the floor, within the stored rows, and over empty cells only.
  bool fits(const Shape& s, int column, int row) const noexcept {
    if (column < 0 || row < 0 || column + s.width > width_ || row + s.height > STORED_ROWS) {
      return false;
    }
    for (int i = 0; i < s.height; ++i) {
      if (rows_[static_cast<std::size_t>(row + i)] &
          Row(s.rows[static_cast<std::size_t>(i)] << column)) {
        return false;
      }
    }
    return true;
  }
  bool fits(const Placement& p) const noexcept { return fits(p.cells_shape(), p.column, p.row); }

  // The row where the shape comes to rest when dropped straight down from above the stack in
  // columns column .. column + width - 1 (which must be inside the walls).
  int drop_row(const Shape& s, int column) const noexcept {
    int row = 0;
    for (int i = 0; i < s.width; ++i) {
      const int r =
          heights_[static_cast<std::size_t>(column + i)] - s.bottom[static_cast<std::size_t>(i)];
      row = r > row ? r : row;
    }
    return row;
  }

  // Fills the placement's cells (which must fit) without removing full rows.
  void place(const Placement& p) noexcept {
    const Shape& s = p.cells_shape();
    for (int i = 0; i < s.height; ++i) {
      rows_[static_cast<std::size_t>(p.row + i)] |=
          Row(s.rows[static_cast<std::size_t>(i)] << p.column);
    }
    for (int i = 0; i < s.width; ++i) {
      auto& h = heights_[static_cast<std::size_t>(p.column + i)];
      const int top = p.row + s.top[static_cast<std::size_t>(i)] + 1;
      if (top > h) h = static_cast<std::uint8_t>(top);
    }
  }

  // Places the piece and removes the full rows among the rows it occupies. A board that had no
  // full rows before has none after; use clear_full_rows() on boards read from elsewhere.
  LineClear apply(const Placement& p) noexcept {
    place(p);
    std::uint64_t full = 0;
    const Shape& s = p.cells_shape();
    for (int i = 0; i < s.height; ++i) {
      if (rows_[static_cast<std::size_t>(p.row + i)] == full_)
        full |= std::uint64_t{1} << (p.row + i);
    }
    if (full == 0) return {};
    return remove_rows(full);
  }

  // Removes every full row, the rows above falling down.
  LineClear clear_full_rows() noexcept;

  // Removes the given rows (bit y = row y), the rows above falling down.
  LineClear remove_rows(std::uint64_t rows) noexcept;

  // Pushes the stack up by `rows` and fills the new bottom rows except column `hole` (versus
  // garbage). Returns false when filled cells were pushed past the stored rows (a top out);
  // they are lost then.
  bool add_garbage(int rows, int hole) noexcept;

  // The board by columns: bit y of columns()[x] is cell (x, y). The form the AI's features and
  // the bitboard move search work on.
  std::array<std::uint64_t, MAX_WIDTH> columns() const noexcept;

  // A 64-bit hash of size and cells, equal for equal boards, stable across platforms: the
  // fingerprint a stored game keeps per step (fingerprint_columns above).
  std::uint64_t hash() const noexcept;

  friend bool operator==(const Board&, const Board&) = default;

 private:
  struct Unchecked {};
  Board(int width, int height, Unchecked) noexcept
      : width_(static_cast<std::uint8_t>(width)),
        height_(static_cast<std::uint8_t>(height)),
        full_(static_cast<Row>(width >= MAX_WIDTH ? 0xFFFFu
                               : width <= 0       ? 0u
                                                  : (1u << width) - 1u)) {}

  void recompute_heights() noexcept;

  std::array<Row, STORED_ROWS> rows_{};
  std::array<std::uint8_t, MAX_WIDTH> heights_{};
  std::uint8_t width_;
  std::uint8_t height_;
  Row full_;
};

}  // namespace gameai::tetris

#pragma once
// The board as the evaluators read it: one 64-bit word per column, bit y = row y.
//
// The rules library stores rows, which suits placing pieces and clearing lines. Almost every
// evaluation feature is a question about columns (heights, holes, column transitions, wells),
// and row transitions are the xor of neighbouring columns, so storing columns turns each feature
// into a few shifts, ands and popcounts per column. The search works on this form only and
// converts back to a tetris::Placement for the game.

#include <array>
#include <bit>
#include <cstdint>

#include "tetris/board.hpp"
#include "tetris/piece.hpp"

namespace gameai::tetris_ai {

inline constexpr int MAX_COLUMNS = tetris::Board::MAX_WIDTH;

// One rotation of a piece as column masks: bit y of columns[i] is the cell in row y of column i,
// both relative to the shape's lowest row and leftmost column.
struct ColumnShape {
  int width = 0;
  int height = 0;
  std::array<std::uint64_t, 4> columns{};
  std::array<int, 4> bottom{};  // lowest cell of each column, as in tetris::Shape
  std::array<int, 4> top{};     // highest cell of each column
  // The leftmost and rightmost cell of each row (rows 0 .. height - 1).
  std::array<int, 4> row_left{};
  std::array<int, 4> row_right{};
};

// The column form of tetris::shape(piece, rotation).
const ColumnShape& column_shape(tetris::Piece piece, tetris::Rotation rotation) noexcept;

// The height of a column given as its bits: 1 + the row of its highest filled cell, 0 if empty.
constexpr int height_of(std::uint64_t column) noexcept {
  return 64 - std::countl_zero(column);
}

class ColumnBoard {
 public:
  ColumnBoard() noexcept = default;
  ColumnBoard(int width, int height) noexcept : width_(width), height_(height) {}
  explicit ColumnBoard(const tetris::Board& board) noexcept;

  int width() const noexcept { return width_; }
  int height() const noexcept { return height_; }
  // The low height() bits: the visible rows.
  std::uint64_t row_mask() const noexcept { return (std::uint64_t{1} << height_) - 1; }
  std::uint64_t column(int x) const noexcept { return columns_[static_cast<std::size_t>(x)]; }
  void set_column(int x, std::uint64_t bits) noexcept {
    columns_[static_cast<std::size_t>(x)] = bits;
  }
  // 1 + the row of the column's highest filled cell, 0 for an empty column.
  int column_height(int x) const noexcept { return height_of(column(x)); }
  bool filled(int x, int y) const noexcept { return (column(x) >> y) & 1u; }

  // Fills the cells of `shape` with its lowest-leftmost corner at (x, y).
  void add(const ColumnShape& shape, int x, int y) noexcept {
    for (int i = 0; i < shape.width; ++i) {
      columns_[static_cast<std::size_t>(x + i)] |= shape.columns[static_cast<std::size_t>(i)] << y;
    }
  }

  // Bit y set when row y is completely filled.
  std::uint64_t full_rows() const noexcept {
    std::uint64_t all = ~std::uint64_t{0};
    for (int x = 0; x < width_; ++x) all &= columns_[static_cast<std::size_t>(x)];
    return all;
  }

  // Removes the given rows (bit y = row y); the rows above fall down.
  void remove_rows(std::uint64_t rows) noexcept;

  // tetris::Board::hash() of the same board, computed on the columns as they are.
  std::uint64_t hash() const noexcept {
    return tetris::fingerprint_columns(width_, height_, columns_.data());
  }

  // The rules library's row form of this board.
  tetris::Board to_board() const;

  friend bool operator==(const ColumnBoard&, const ColumnBoard&) = default;

 private:
  std::array<std::uint64_t, MAX_COLUMNS> columns_{};
  int width_ = tetris::Board::DEFAULT_WIDTH;
  int height_ = tetris::Board::DEFAULT_HEIGHT;
};

}  // namespace gameai::tetris_ai

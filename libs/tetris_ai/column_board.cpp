#include "tetris_ai/column_board.hpp"

#include <bit>

namespace gameai::tetris_ai {
namespace {

constexpr ColumnShape make_column_shape(const tetris::Shape& s) {
  ColumnShape c{};
  c.width = s.width;
  c.height = s.height;
  for (const auto& cell : s.cells) {
    c.columns[static_cast<std::size_t>(cell.x)] |= std::uint64_t{1} << cell.y;
  }
  for (std::size_t i = 0; i < 4; ++i) {
    c.bottom[i] = s.bottom[i];
    c.top[i] = s.top[i];
  }
  for (std::size_t j = 0; j < static_cast<std::size_t>(s.height); ++j) {
    c.row_left[j] = std::countr_zero(static_cast<unsigned>(s.rows[j]));
    c.row_right[j] = std::bit_width(static_cast<unsigned>(s.rows[j])) - 1;
  }
  return c;
}

constexpr auto make_all() {
  std::array<std::array<ColumnShape, tetris::ROTATION_COUNT>, tetris::PIECE_COUNT> all{};
  for (auto piece : tetris::ALL_PIECES) {
    for (int r = 0; r < tetris::ROTATION_COUNT; ++r) {
      all[static_cast<std::size_t>(tetris::to_int(piece))][static_cast<std::size_t>(r)] =
          make_column_shape(tetris::shape(piece, tetris::rotation_from_int(r)));
    }
  }
  return all;
}

constexpr auto COLUMN_SHAPES = make_all();

// FeatureCalculator's drop measures count a drop's new holes and transitions from each
// column's lowest and highest cell and each row's ends, which needs every column and every row
// of every shape to be one unbroken run.
constexpr bool runs_unbroken() {
  for (const auto& rotations : COLUMN_SHAPES) {
    for (const ColumnShape& c : rotations) {
      for (std::size_t i = 0; i < static_cast<std::size_t>(c.width); ++i) {
        const std::uint64_t run =
            ((std::uint64_t{1} << (c.top[i] + 1)) - 1) & ~((std::uint64_t{1} << c.bottom[i]) - 1);
        if (c.columns[i] != run) return false;
      }
      for (std::size_t j = 0; j < static_cast<std::size_t>(c.height); ++j) {
        for (int i = 0; i < c.width; ++i) {
          const bool in_run = i >= c.row_left[j] && i <= c.row_right[j];
          const bool filled = ((c.columns[static_cast<std::size_t>(i)] >> j) & 1u) != 0;
          if (in_run != filled) return false;
        }
      }
    }
  }
  return true;
}
static_assert(runs_unbroken());

}  // namespace

const ColumnShape& column_shape(tetris::Piece piece, tetris::Rotation rotation) noexcept {
  return COLUMN_SHAPES[static_cast<std::size_t>(tetris::to_int(piece))]
                      [static_cast<std::size_t>(tetris::to_int(rotation))];
}

ColumnBoard::ColumnBoard(const tetris::Board& board) noexcept
    : columns_(board.columns()), width_(board.width()), height_(board.height()) {}

// Removing row r from a column keeps the bits below r and shifts the bits above it down by
// one; working from the highest removed row down keeps the lower indices valid.
void ColumnBoard::remove_rows(std::uint64_t rows) noexcept {
  while (rows != 0) {
    const int r = 63 - std::countl_zero(rows);
    rows &= ~(std::uint64_t{1} << r);
    const std::uint64_t below = (std::uint64_t{1} << r) - 1;
    for (int x = 0; x < width_; ++x) {
      auto& c = columns_[static_cast<std::size_t>(x)];
      c = (c & below) | ((c >> 1) & ~below);
    }
  }
}

tetris::Board ColumnBoard::to_board() const {
  tetris::Board board(width_, height_);
  for (int x = 0; x < width_; ++x) {
    std::uint64_t bits = column(x);
    while (bits != 0) {
      const int y = std::countr_zero(bits);
      bits &= bits - 1;
      board.set(x, y);
    }
  }
  return board;
}

}  // namespace gameai::tetris_ai

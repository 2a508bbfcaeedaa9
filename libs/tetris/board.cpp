#include "tetris/board.hpp"

#include <bit>

namespace gameai::tetris {

int Board::max_height() const noexcept {
  int best = 0;
  for (auto h : heights_) best = h > best ? h : best;
  return best;
}

int Board::cell_count() const noexcept {
  int count = 0;
  const int top = max_height();
  for (int y = 0; y < top; ++y) count += std::popcount(rows_[static_cast<std::size_t>(y)]);
  return count;
}

void Board::set(int x, int y, bool value) noexcept {
  if (x < 0 || x >= width_ || y < 0 || y >= STORED_ROWS) return;
  const Row bit = Row(1u << x);
  auto& r = rows_[static_cast<std::size_t>(y)];
  r = value ? Row(r | bit) : Row(r & ~bit);
  auto& h = heights_[static_cast<std::size_t>(x)];
  if (value) {
    if (y + 1 > h) h = static_cast<std::uint8_t>(y + 1);
  } else if (y + 1 == h) {
    int top = y;
    while (top > 0 && !((rows_[static_cast<std::size_t>(top - 1)] >> x) & 1u)) --top;
    h = static_cast<std::uint8_t>(top);
  }
}

LineClear Board::clear_full_rows() noexcept {
  std::uint64_t full = 0;
  const int top = max_height();
  for (int y = 0; y < top; ++y) {
    if (rows_[static_cast<std::size_t>(y)] == full_) full |= std::uint64_t{1} << y;
  }
  if (full == 0) return {};
  return remove_rows(full);
}

LineClear Board::remove_rows(std::uint64_t rows) noexcept {
  const int top = max_height();
  rows &= (std::uint64_t{1} << top) - 1;
  if (rows == 0) return {};
  int write = std::countr_zero(rows);
  for (int read = write; read < top; ++read) {
    if (!((rows >> read) & 1u))
      rows_[static_cast<std::size_t>(write++)] = rows_[static_cast<std::size_t>(read)];
  }
  for (int y = write; y < top; ++y) rows_[static_cast<std::size_t>(y)] = 0;
  recompute_heights();
  return LineClear{std::popcount(rows), rows};
}

bool Board::add_garbage(int rows, int hole) noexcept {
  if (rows <= 0) return true;
  const int top = max_height();
  bool kept = top + rows <= STORED_ROWS;
  for (int y = STORED_ROWS - 1; y >= 0; --y) {
    const int from = y - rows;
    rows_[static_cast<std::size_t>(y)] =
        from >= 0 ? rows_[static_cast<std::size_t>(from)]
                  : static_cast<Row>(full_ & ~(hole >= 0 && hole < width_ ? 1u << hole : 0u));
  }
  // The stack grew: heights are the rows' new tops.
  heights_.fill(0);
  for (int y = 0; y < STORED_ROWS; ++y) {
    unsigned row = rows_[static_cast<std::size_t>(y)];
    while (row != 0) {
      const int x = std::countr_zero(row);
      row &= row - 1;
      heights_[static_cast<std::size_t>(x)] = static_cast<std::uint8_t>(y + 1);
    }
  }
  return kept;
}

// Scans down from the old top: each column's height is fixed by the first filled cell met.
void Board::recompute_heights() noexcept {
  const int top = max_height();
  heights_.fill(0);
  Row seen = 0;
  for (int y = top - 1; y >= 0 && seen != full_; --y) {
    Row fresh = Row(rows_[static_cast<std::size_t>(y)] & ~seen);
    seen = Row(seen | fresh);
    while (fresh) {
      const int x = std::countr_zero(fresh);
      fresh = Row(fresh & (fresh - 1));
      heights_[static_cast<std::size_t>(x)] = static_cast<std::uint8_t>(y + 1);
    }
  }
}

// The fingerprint works on the board's columns (bit y of column x = cell (x, y)), the form the
// AI keeps (tetris_ai::ColumnBoard::hash computes the same value without converting): each
// column is folded in with an FNV-style multiply, then the result is finalised with
// MurmurHash3's mixer. Stored game records keep its low 32 bits per step, so it must never
// change.
std::array<std::uint64_t, Board::MAX_WIDTH> Board::columns() const noexcept {
  std::array<std::uint64_t, MAX_WIDTH> columns{};
  const int top = max_height();
  for (int y = 0; y < top; ++y) {
    unsigned row = rows_[static_cast<std::size_t>(y)];
    while (row != 0) {
      const int x = std::countr_zero(row);
      row &= row - 1;
      columns[static_cast<std::size_t>(x)] |= std::uint64_t{1} << y;
    }
  }
  return columns;
}

std::uint64_t Board::hash() const noexcept {
  return fingerprint_columns(width_, height_, columns().data());
}

}  // namespace gameai::tetris

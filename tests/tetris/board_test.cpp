// Board cells, column heights, placing, line clears and hashing, on hand-drawn boards.

#include "tetris/board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tetris/board_io.hpp"

namespace gameai::tetris {
namespace {

Board from_rows(const std::vector<std::string>& rows) {
  std::string text;
  for (const auto& r : rows) text += r + "\n";
  return parse_board(text);
}

TEST(Board, DefaultIsEmptyTenByTwenty) {
  Board b;
  EXPECT_EQ(b.width(), 10);
  EXPECT_EQ(b.height(), 20);
  EXPECT_TRUE(b.empty());
  EXPECT_EQ(b.full_row(), 0x3FF);
  EXPECT_EQ(b.cell_count(), 0);
  for (int x = 0; x < 10; ++x) EXPECT_EQ(b.column_height(x), 0);
}

TEST(Board, SizesOutsideRangeAreRejected) {
  EXPECT_THROW(Board(3, 20), std::invalid_argument);
  EXPECT_THROW(Board(17, 20), std::invalid_argument);
  EXPECT_THROW(Board(10, 3), std::invalid_argument);
  EXPECT_THROW(Board(10, 41), std::invalid_argument);
  EXPECT_NO_THROW(Board(4, 4));
  EXPECT_EQ(Board(16, 40).full_row(), 0xFFFF);
}

TEST(Board, WallsAndFloorCountAsFilledSkyAsEmpty) {
  Board b(6, 8);
  EXPECT_TRUE(b.filled(-1, 0));
  EXPECT_TRUE(b.filled(6, 3));
  EXPECT_TRUE(b.filled(2, -1));
  EXPECT_FALSE(b.filled(2, 0));
  EXPECT_FALSE(b.filled(2, 8));
  EXPECT_FALSE(b.filled(2, 1000));
}

TEST(Board, SetKeepsColumnHeights) {
  Board b(6, 8);
  b.set(1, 0);
  b.set(1, 4);
  EXPECT_EQ(b.column_height(1), 5);
  b.set(1, 4, false);
  EXPECT_EQ(b.column_height(1), 1);
  b.set(1, 0, false);
  EXPECT_EQ(b.column_height(1), 0);
  b.set(7, 0);  // outside: ignored
  EXPECT_TRUE(b.empty());
}

TEST(Board, PlaceFillsCellsAndRaisesHeights) {
  Board b(6, 8);
  // T pointing down (rotation 2) with its corner at column 2, row 0: cells (2..4, 1) and (3, 0).
  b.place(Placement{Piece::T, Rotation::Reverse, 2, 0});
  EXPECT_EQ(b.row(0), 0b001000);
  EXPECT_EQ(b.row(1), 0b011100);
  EXPECT_EQ(b.column_height(1), 0);
  EXPECT_EQ(b.column_height(2), 2);
  EXPECT_EQ(b.column_height(3), 2);
  EXPECT_EQ(b.column_height(4), 2);
  EXPECT_EQ(b.cell_count(), 4);
  EXPECT_EQ(b.max_height(), 2);
}

struct ClearCase {
  std::vector<std::string> before;
  Placement placement;
  int lines;
  std::uint64_t rows;
  std::vector<std::string> after;
};

// Hand-worked clears: single, non-adjacent double (rows between fall), tetris, none, and a
// clear that leaves overhanging cells to fall as whole rows (no cascade).
const std::vector<ClearCase> CLEARS = {
    {{"......", "......", "......", "......", "###.##"},
     {Piece::I, Rotation::Right, 3, 0},
     1,
     0b1,
     {"......", "......", "...#..", "...#..", "...#.."}},
    {{"......", "......", "......", "##..##", "#...#.", "##.###"},
     {Piece::J, Rotation::Right, 2, 0},
     2,
     0b101,
     {"......", "......", "......", "......", "......", "#.#.#."}},
    {{"........", "........", "#######.", "#######.", "#######.", "#######."},
     {Piece::I, Rotation::Left, 7, 0},
     4,
     0b1111,
     {"........", "........", "........", "........", "........", "........"}},
    {{"......", "......", "......", "#...##"},
     {Piece::O, Rotation::Spawn, 2, 0},
     0,
     0,
     {"......", "......", "..##..", "#.####"}},
    {{"......", "......", ".#....", ".#....", "###.##", "###.##"},
     {Piece::I, Rotation::Right, 3, 0},
     2,
     0b11,
     {"......", "......", "......", "......", ".#.#..", ".#.#.."}},
};

TEST(Board, LineClearTable) {
  for (std::size_t i = 0; i < CLEARS.size(); ++i) {
    const auto& c = CLEARS[i];
    Board b = from_rows(c.before);
    const LineClear clear = b.apply(c.placement);
    EXPECT_EQ(clear.count, c.lines) << "case " << i;
    EXPECT_EQ(clear.rows, c.rows) << "case " << i;
    EXPECT_EQ(board_rows(b), c.after) << "case " << i;
    EXPECT_EQ(b, from_rows(c.after)) << "case " << i << ": heights must be recomputed";
  }
}

TEST(Board, ClearFullRowsRemovesRowsFromAnywhere) {
  Board b = from_rows({"....", "####", "#...", "####", "..#.", "####"});
  const LineClear clear = b.clear_full_rows();
  EXPECT_EQ(clear.count, 3);
  EXPECT_EQ(clear.rows, 0b10101u);
  EXPECT_EQ(board_rows(b),
            (std::vector<std::string>{"....", "....", "....", "....", "#...", "..#."}));
  EXPECT_EQ(b.column_height(0), 2);
  EXPECT_EQ(b.column_height(1), 0);
  EXPECT_EQ(b.column_height(2), 1);
  EXPECT_EQ(b.clear_full_rows(), LineClear{});
}

TEST(Board, HashFollowsEquality) {
  Board a = from_rows({"......", "......", "..#...", "#.##.#"});
  Board b = a;
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.hash(), b.hash());
  b.set(5, 3);
  EXPECT_NE(a, b);
  EXPECT_NE(a.hash(), b.hash());
  b.set(5, 3, false);
  EXPECT_EQ(a.hash(), b.hash());
  // Same cells, different size: different boards.
  EXPECT_NE(Board(6, 4).hash(), Board(6, 5).hash());
  EXPECT_NE(Board(6, 4).hash(), Board(7, 4).hash());
  // Every single-cell board of a 10 x 20 board hashes differently.
  std::vector<std::uint64_t> hashes;
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 10; ++x) {
      Board one;
      one.set(x, y);
      hashes.push_back(one.hash());
    }
  }
  hashes.push_back(Board().hash());
  std::sort(hashes.begin(), hashes.end());
  EXPECT_EQ(std::adjacent_find(hashes.begin(), hashes.end()), hashes.end());
}

TEST(Board, FitsChecksWallsFloorAndCells) {
  Board b = from_rows({"......", "......", "......", "#....."});
  const Shape& vertical_i = shape(Piece::I, Rotation::Right);
  EXPECT_TRUE(b.fits(vertical_i, 1, 0));
  EXPECT_FALSE(b.fits(vertical_i, 0, 0));
  EXPECT_TRUE(b.fits(vertical_i, 0, 1));
  EXPECT_FALSE(b.fits(vertical_i, -1, 1));
  EXPECT_FALSE(b.fits(vertical_i, 6, 1));
  EXPECT_FALSE(b.fits(vertical_i, 1, -1));
  EXPECT_TRUE(b.fits(vertical_i, 1, 4));  // above the visible top, in the hidden rows
  EXPECT_FALSE(b.fits(vertical_i, 1, Board::STORED_ROWS - 3));
}

}  // namespace
}  // namespace gameai::tetris

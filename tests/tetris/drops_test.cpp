// Classic-rules move generation: counts on empty boards, legality near the top, and property
// checks on random stacks against a cell-by-cell oracle.

#include "tetris/drops.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/rng.hpp"
#include "tetris/board_io.hpp"

namespace gameai::tetris {
namespace {

// On an empty W-wide board a piece of width w has W - w + 1 columns per distinct rotation.
TEST(Drops, EmptyBoardCounts) {
  struct Case {
    Piece piece;
    int count10;
    int count4;
  };
  // 10 wide: I 7 + 10, O 9, T/J/L 8 + 9 + 8 + 9, S/Z 8 + 9. 4 wide: I 1 + 4, O 3, T 2+3+2+3.
  const Case cases[] = {{Piece::I, 17, 5}, {Piece::O, 9, 3},  {Piece::T, 34, 10},
                        {Piece::S, 17, 5}, {Piece::Z, 17, 5}, {Piece::J, 34, 10},
                        {Piece::L, 34, 10}};
  for (const auto& c : cases) {
    EXPECT_EQ(static_cast<int>(drops(Board(), c.piece).size()), c.count10) << piece_name(c.piece);
    EXPECT_EQ(static_cast<int>(drops(Board(4, 20), c.piece).size()), c.count4)
        << piece_name(c.piece);
  }
  for (const Placement& p : drops(Board(), Piece::T)) EXPECT_EQ(p.row, 0);
}

TEST(Drops, LandsOnTheHighestCellBelowAndHangsOverHoles) {
  const Board b = parse_board(
      "......\n"
      "......\n"
      "..#...\n"
      "......\n"
      "#.....\n");
  // The spawn T over columns 1..3 rests its flat side on the cell at (2, 2), at row 3.
  const DropList list = drops(b, Piece::T);
  const auto it = std::find_if(list.begin(), list.end(), [](const Placement& p) {
    return p.rotation == Rotation::Spawn && p.column == 1;
  });
  ASSERT_NE(it, list.end());
  EXPECT_EQ(it->row, 3);
  // The vertical I in column 0 rests on (0, 0) at row 1 and fits the five rows exactly.
  const auto i_list = drops(b, Piece::I);
  const auto vi = std::find_if(i_list.begin(), i_list.end(), [](const Placement& p) {
    return p.rotation == Rotation::Right && p.column == 0;
  });
  ASSERT_NE(vi, i_list.end());
  EXPECT_EQ(vi->row, 1);
}

TEST(Drops, PlacementsReachingAboveTheTopAreIllegal) {
  const Board b = parse_board(
      "......\n"
      ".#....\n"
      ".#....\n"
      ".#....\n");
  // Vertical I anywhere needs 4 rows: only the columns without the tower fit... none in column 1.
  for (const Placement& p : drops(b, Piece::I)) {
    EXPECT_TRUE(p.column > 1 || p.column + p.cells_shape().width <= 1 ||
                p.cells_shape().height == 1)
        << int(p.column);
    EXPECT_LE(p.row + p.cells_shape().height, 4);
  }
  // Every column filled to the top or one below it between full ones: nothing fits.
  const Board full = parse_board(
      "#.#.#.\n"
      "##.###\n"
      "#####.\n"
      ".#####\n");
  for (Piece piece : ALL_PIECES) EXPECT_TRUE(drops(full, piece).empty()) << piece_name(piece);
}

TEST(Drops, DropPlacementByRotationAndColumn) {
  const Board b = parse_board(
      "......\n"
      "......\n"
      "..#...\n"
      "#.....\n");
  EXPECT_EQ(drop_placement(b, Piece::T, Rotation::Spawn, 1),
            (Placement{Piece::T, Rotation::Spawn, 1, 2}));
  EXPECT_EQ(drop_placement(b, Piece::I, Rotation::Right, 0), std::nullopt);  // needs 4 rows
  EXPECT_EQ(drop_placement(b, Piece::I, Rotation::Right, 1),
            (Placement{Piece::I, Rotation::Right, 1, 0}));
  EXPECT_EQ(drop_placement(b, Piece::O, Rotation::Spawn, 5), std::nullopt);  // off the board
  EXPECT_EQ(drop_placement(b, Piece::O, Rotation::Spawn, -1), std::nullopt);
  // Agrees with the generated list everywhere.
  for (Piece p : ALL_PIECES) {
    for (const Placement& d : drops(b, p)) {
      EXPECT_EQ(drop_placement(b, p, d.rotation, d.column), d);
    }
  }
}

// A random stack: pieces dropped at random legal placements (rows cleared), plus random noise
// cells below the top so there are holes and overhangs.
Board random_board(common::Rng& rng, int width, int height) {
  Board b(width, height);
  const int pieces = static_cast<int>(rng.below(static_cast<std::uint32_t>(width * height / 6)));
  for (int i = 0; i < pieces; ++i) {
    const DropList list = drops(b, ALL_PIECES[rng.below(PIECE_COUNT)]);
    if (list.empty()) break;
    b.apply(list[rng.below(static_cast<std::uint32_t>(list.size()))]);
  }
  for (int k = 0; k < width; ++k) {
    const int x = static_cast<int>(rng.below(static_cast<std::uint32_t>(width)));
    const int top = b.column_height(x);
    if (top > 0) b.set(x, static_cast<int>(rng.below(static_cast<std::uint32_t>(top))), rng.coin());
  }
  b.clear_full_rows();
  return b;
}

TEST(Drops, PropertyEveryDropIsLegalAndEveryLegalDropIsGenerated) {
  common::Rng rng(20260101);
  for (int trial = 0; trial < 400; ++trial) {
    const int width = 4 + static_cast<int>(rng.below(13));
    const int height = 4 + static_cast<int>(rng.below(37));
    const Board b = random_board(rng, width, height);
    for (Piece piece : ALL_PIECES) {
      const DropList list = drops(b, piece);
      for (const Placement& p : list) {
        ASSERT_TRUE(is_legal_drop(b, p)) << format_board(b) << piece_name(piece) << " rot "
                                         << rotation_name(p.rotation) << " col " << int(p.column);
      }
      // Oracle: every (distinct rotation, column, row) the cell-by-cell check accepts.
      std::size_t legal = 0;
      for (int r = 0; r < distinct_rotations(piece); ++r) {
        for (int c = 0; c < width; ++c) {
          for (int y = 0; y < height; ++y) {
            const Placement p{piece, rotation_from_int(r), static_cast<std::int8_t>(c),
                              static_cast<std::int8_t>(y)};
            if (!is_legal_drop(b, p)) continue;
            ++legal;
            EXPECT_NE(std::find(list.begin(), list.end(), p), list.end());
          }
        }
      }
      EXPECT_EQ(legal, list.size());
    }
  }
}

// Applying a placement equals setting its four cells one by one and clearing full rows from
// scratch: same cells, same heights, same hash, and the reported clear matches.
TEST(Drops, PropertyApplyMatchesCellByCellReference) {
  common::Rng rng(77);
  for (int trial = 0; trial < 400; ++trial) {
    const int width = 4 + static_cast<int>(rng.below(13));
    const int height = 4 + static_cast<int>(rng.below(37));
    const Board b = random_board(rng, width, height);
    for (Piece piece : ALL_PIECES) {
      for (const Placement& p : drops(b, piece)) {
        Board fast = b;
        const LineClear clear = fast.apply(p);

        Board slow(width, height);
        for (int y = 0; y < height; ++y) {
          for (int x = 0; x < width; ++x) slow.set(x, y, b.filled(x, y));
        }
        for (const Cell& c : p.cells_shape().cells) slow.set(p.column + c.x, p.row + c.y);
        std::uint64_t full_rows = 0;
        for (int y = 0; y < height; ++y) {
          if (slow.row(y) == slow.full_row()) full_rows |= std::uint64_t{1} << y;
        }
        const LineClear slow_clear = slow.clear_full_rows();

        ASSERT_EQ(fast, slow) << format_board(b);
        EXPECT_EQ(fast.hash(), slow.hash());
        EXPECT_EQ(clear, slow_clear);
        EXPECT_EQ(clear.rows, full_rows);
        EXPECT_EQ(fast.cell_count(), b.cell_count() + 4 - clear.count * width);
        for (int x = 0; x < width; ++x) {
          int h = 0;
          for (int y = 0; y < height; ++y) {
            if (fast.filled(x, y)) h = y + 1;
          }
          EXPECT_EQ(fast.column_height(x), h);
        }
        if (clear.count == 0) {
          EXPECT_NE(fast.hash(), b.hash());
        }
      }
    }
  }
}

}  // namespace
}  // namespace gameai::tetris

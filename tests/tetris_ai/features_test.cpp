// Feature values on hand-worked boards (the seeds' own examples among them), and a property
// check: the incremental calculator agrees with a plain cell-by-cell reference on random boards.

#include "tetris_ai/features.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/rng.hpp"
#include "common/simd.hpp"
#include "tetris/board_io.hpp"
#include "tetris/drops.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::Piece;
using tetris::Rotation;

BoardFeatures features_of(const std::string& text) {
  return board_features(ColumnBoard(tetris::parse_board(text)));
}

// Seed 003 draws rows 12 cells wide without walls and counts 6, 9, 2 and 0 transitions. With
// our walls counted as filled the second row gives 8, not 9: its left end (wall to empty) is a
// transition, its right end (filled to wall) is not, and the seed's 9 counts both ends. Each
// board here has that one row under three empty rows, which add 2 each.
TEST(RowTransitions, Seed003Examples) {
  const std::string empty3 = "............\n............\n............\n";
  EXPECT_EQ(features_of(empty3 + "##..##..##..\n")[ROW_TRANSITIONS], 6 + 6);
  EXPECT_EQ(features_of(empty3 + ".....#.#.#.#\n")[ROW_TRANSITIONS], 8 + 6);
  EXPECT_EQ(features_of(empty3 + "####......##\n")[ROW_TRANSITIONS], 2 + 6);
  EXPECT_EQ(features_of(empty3 + "############\n")[ROW_TRANSITIONS], 0 + 6);
}

// An empty row counts 2 (wall to empty, empty to wall); an empty column counts 1 (the floor
// below its bottom cell).
TEST(Transitions, EmptyBoard) {
  EXPECT_EQ(board_features(ColumnBoard(10, 20))[ROW_TRANSITIONS], 40);
  EXPECT_EQ(board_features(ColumnBoard(10, 20))[COLUMN_TRANSITIONS], 10);
}

// Seed 003's well picture (3 columns) with a full fourth column, since boards are at least 4
// wide; the extra column makes no well. The middle column is a well at rows 5-4 and 2-0,
// summing (2 + 1) + (3 + 2 + 1) = 9. The other features worked by hand from the same picture.
TEST(BoardFeatures, Seed003WellExample) {
  const BoardFeatures f = features_of(
      "#..#\n"
      "#.##\n"
      "#.##\n"
      "####\n"
      "#.##\n"
      "#.##\n"
      "#.##\n");
  EXPECT_EQ(f[WELL_SUMS], 9);
  EXPECT_EQ(f.width, 4);
  EXPECT_EQ(f.heights[0], 7);
  EXPECT_EQ(f.heights[1], 4);
  EXPECT_EQ(f.heights[2], 6);
  EXPECT_EQ(f.heights[3], 7);
  EXPECT_EQ(f[HOLES], 3);
  EXPECT_EQ(f[HOLE_DEPTH], 3);
  EXPECT_EQ(f[ROWS_WITH_HOLES], 3);
  // The one cell over column 1's three holes covers them once.
  EXPECT_EQ(f[HOLE_COVER], 1);
  EXPECT_EQ(f[ROW_TRANSITIONS], 12);
  EXPECT_EQ(f[COLUMN_TRANSITIONS], 4);
  // Steps -3, +2, +1: two of the five kinds counted.
  EXPECT_EQ(f[PATTERN_DIVERSITY], 2);
}

// A ragged 6 x 5 stack, each value counted cell by cell (see docs/tetris.md for the working).
TEST(BoardFeatures, RaggedStack) {
  const BoardFeatures f = features_of(
      "......\n"
      "..#...\n"
      ".##..#\n"
      "#.#.##\n"
      "##.###\n");
  const std::vector<int> heights{2, 3, 4, 1, 2, 3};
  for (int x = 0; x < 6; ++x)
    EXPECT_EQ(f.heights[static_cast<std::size_t>(x)], heights[static_cast<std::size_t>(x)]) << x;
  EXPECT_EQ(f[HOLES], 2);
  EXPECT_EQ(f[HOLE_DEPTH], 4);
  EXPECT_EQ(f[ROWS_WITH_HOLES], 2);
  EXPECT_EQ(f[HOLE_COVER], 4);
  EXPECT_EQ(f[ROW_TRANSITIONS], 16);
  EXPECT_EQ(f[COLUMN_TRANSITIONS], 10);
  EXPECT_EQ(f[WELL_SUMS], 4);
  // Steps +1, +1, -3, +1, +1: one kind.
  EXPECT_EQ(f[PATTERN_DIVERSITY], 1);
}

// Two holes in one column, one above the other: hole_depth counts the cells above each hole
// (3 over the lower, 2 over the upper), hole_cover each covering cell once (the runs right above
// the holes: 1 and 2).
TEST(BoardFeatures, StackedHolesAreCoveredOnce) {
  const BoardFeatures f = features_of(
      "#....\n"
      "##...\n"
      ".###.\n"
      "####.\n"
      ".###.\n");
  EXPECT_EQ(f[HOLES], 2);
  EXPECT_EQ(f[HOLE_DEPTH], 5);
  EXPECT_EQ(f[ROWS_WITH_HOLES], 2);
  EXPECT_EQ(f[HOLE_COVER], 3);
  // Heights 5, 4, 3, 3, 0: steps -1, -1, 0, -3.
  EXPECT_EQ(f[PATTERN_DIVERSITY], 2);
}

// Pattern diversity counts the kinds of step between neighbours, from -2 to +2, each once.
TEST(BoardFeatures, PatternDiversityCountsStepKinds) {
  // Heights 0, 2, 3, 3, 2, 0: every kind once.
  EXPECT_EQ(features_of("......\n"
                        "..##..\n"
                        ".####.\n"
                        ".####.\n")[PATTERN_DIVERSITY],
            5);
  // Heights 1, 1, 4, 4, 1, 1: steps 0, +3, 0, -3, 0.
  EXPECT_EQ(features_of("..##..\n"
                        "..##..\n"
                        "..##..\n"
                        "######\n")[PATTERN_DIVERSITY],
            1);
  // Heights 1, 2, 3, 2, 0, 1: steps +1, +1, -1, -2, +1: three kinds.
  EXPECT_EQ(features_of("......\n"
                        "..#...\n"
                        ".###..\n"
                        "####.#\n")[PATTERN_DIVERSITY],
            3);
  // A flat empty board: every step is 0.
  EXPECT_EQ(board_features(ColumnBoard(10, 20))[PATTERN_DIVERSITY], 1);
}

// Boards worked by hand from MDPTetris's feature code (Thiery and Scherrer's program, in which
// BCTS was learned): rows are scanned from the floor up to the highest filled row, the floor and
// the side walls count as filled, and after the last row the column transitions are counted
// once more against an empty row ("don't forget the last row"), so a filled cell in the top row
// has a transition above it. Everything else is measured as the seeds measure it.
//
//   #..#   row 3 (the top row)
//   #.##   row 2
//   ..##   row 1
//   ##.#   row 0
//
// Column transitions, floor -> row 0 -> ... -> row 3 -> the space above:
//   column 0: # . # #  : floor-#: 0, #-.: 1, .-#: 1, #-#: 0, #-above: 1  = 3
//   column 1: # . . .  : 0, 1, 0, 0, .-above: 0                          = 1
//   column 2: . # # .  : floor-.: 1, .-#: 1, #-#: 0, #-.: 1, .-above: 0  = 3
//   column 3: # # # #  : 0, 0, 0, 0, #-above: 1                          = 1
//   MDPTetris 8; the seeds stop at the top row and count 8 - 2 = 6.
// Row transitions (walls filled), bottom up: ##.# 2, ..## 2, #.## 2, #..# 2: 8.
// Holes (an empty cell under a filled one): column 0 row 1, column 2 row 0: 2; rows with
//   holes: rows 0 and 1: 2.
// Hole depth as MDPTetris computes it (the filled cells above an empty cell, each counted
//   once going up while filled: our hole_cover): row 1 column 2 (over row 0's hole) 1; row 2
//   columns 0 and 2: 2; row 3 column 0: 1; total 4.
// Wells (MDPTetris's feature 6, Dellacherie's: an empty cell with both neighbours filled, plus
//   the empty cells right below it): column 1 row 2 (between # and #) 1 + row 1 below 1 = 2;
//   column 2 row 0 (between # and #) 1; total 3.
TEST(MdpTetrisFeatures, HandWorkedBoardWithFilledTopCells) {
  const tetris::Board board = tetris::parse_board(
      "#..#\n"
      "#.##\n"
      "..##\n"
      "##.#\n");
  const BoardFeatures m = board_features(board, FeatureVariant::MdpTetris);
  EXPECT_EQ(m[COLUMN_TRANSITIONS], 8);
  EXPECT_EQ(m[ROW_TRANSITIONS], 8);
  EXPECT_EQ(m[HOLES], 2);
  EXPECT_EQ(m[ROWS_WITH_HOLES], 2);
  EXPECT_EQ(m[HOLE_COVER], 4);
  EXPECT_EQ(m[WELL_SUMS], 3);
  const BoardFeatures e = board_features(board, FeatureVariant::ElTetris);
  EXPECT_EQ(e[COLUMN_TRANSITIONS], 6);
  // Only column transitions differ.
  BoardFeatures same = m;
  same[COLUMN_TRANSITIONS] = e[COLUMN_TRANSITIONS];
  EXPECT_EQ(same, e);
}

// A board that reaches no higher than the row under the top: both variants agree (the ragged
// stack of docs/tetris.md, 6 x 5, whose top row is empty).
TEST(MdpTetrisFeatures, NoDifferenceBelowTheTopRow) {
  const tetris::Board board = tetris::parse_board(
      "......\n"
      "..#...\n"
      ".##..#\n"
      "#.#.##\n"
      "##.###\n");
  EXPECT_EQ(board_features(board, FeatureVariant::MdpTetris),
            board_features(board, FeatureVariant::ElTetris));
  EXPECT_EQ(board_features(board, FeatureVariant::MdpTetris)[COLUMN_TRANSITIONS], 10);
}

// An upright I dropped into column 0 of a 4 x 4 board reaches the top row and clears nothing:
//
//   ....        #...
//   ....   ->   #...
//   ....        #...
//   ..#.        #.#.
//
// MDPTetris: landing height = the row of its bottom (0) + (height 4 - 1) / 2 = 1.5; eroded
// cells 0. Column transitions: column 0 floor-# 0, #-# 0 0 0, #-above 1 = 1; column 1 floor-.
// 1 = 1; column 2 floor-# 0, #-. 1 = 1; column 3 1: 4 (the seeds: 3, column 0 counting 0).
// Row transitions: #.#. 4, then #... 2 three times: 10. No holes. Wells: column 1 row 0
// (between # and #) 1; column 3 row 0 (between # and the wall) 1: 2.
TEST(MdpTetrisFeatures, HandWorkedPlacementIntoTheTopRow) {
  const ColumnBoard board(
      tetris::parse_board("....\n"
                          "....\n"
                          "....\n"
                          "..#.\n"));
  const ColumnShape& i = column_shape(Piece::I, Rotation::Right);
  for (const bool details : {true, false}) {
    FeatureCalculator calc;
    calc.reset(board, details ? ALL_FEATURES : BASIC_FEATURES, FeatureVariant::MdpTetris);
    ASSERT_EQ(calc.drop_row(i, 0), 0);
    const PlacementFeatures f = calc.evaluate(i, 0, 0);
    EXPECT_DOUBLE_EQ(f[LANDING_HEIGHT], 1.5);
    EXPECT_EQ(f[ROWS_CLEARED], 0);
    EXPECT_EQ(f[ERODED_CELLS], 0);
    EXPECT_EQ(f[COLUMN_TRANSITIONS], 4);
    EXPECT_EQ(f[ROW_TRANSITIONS], 10);
    EXPECT_EQ(f[HOLES], 0);
    EXPECT_EQ(f[WELL_SUMS], 2);
    // The drop's fast path and the lanes give the same column transitions.
    PlacementFeatures partial;
    FeatureCalculator::DropWindow win;
    if (!details) {
      ASSERT_TRUE(calc.drop_partial(i, 0, 0, partial, win));
      EXPECT_EQ(partial[COLUMN_TRANSITIONS], 4);
      FeatureCalculator::DropLanes lanes;
      calc.drop_lanes(i, lanes);
      EXPECT_EQ(lanes.column_transitions[0], 4);
    }
    calc.reset(board, details ? ALL_FEATURES : BASIC_FEATURES, FeatureVariant::ElTetris);
    EXPECT_EQ(calc.evaluate(i, 0, 0)[COLUMN_TRANSITIONS], 3);
  }
}

// A placement that clears: the I fills column 3 of the bottom row, which clears; MDPTetris
// counts the eroded cells (1 row x 1 piece cell = 1) and measures the board after the clear:
//
//   ....        ....
//   ....   ->   ...#
//   #...        ...#
//   ###.        #..#
//
// landing height 0 + 1.5 = 1.5. Column transitions: column 0 floor-# 0, #-. 1 = 1; columns 1
// and 2 floor-. 1 each; column 3 floor-# 0, #-# 0, #-. 1 = 1: 4 in both variants (nothing in
// the top row). Row transitions: #..# 2, ...# 2, ...# 2, .... 2: 8. No holes; no wells (no
// empty cell has both neighbours filled).
TEST(MdpTetrisFeatures, HandWorkedClearingPlacement) {
  FeatureCalculator calc;
  calc.reset(ColumnBoard(tetris::parse_board("....\n"
                                             "....\n"
                                             "#...\n"
                                             "###.\n")),
             ALL_FEATURES, FeatureVariant::MdpTetris);
  const ColumnShape& i = column_shape(Piece::I, Rotation::Right);
  ASSERT_EQ(calc.drop_row(i, 3), 0);
  ColumnBoard after;
  const PlacementFeatures f = calc.evaluate(i, 3, 0, &after);
  EXPECT_DOUBLE_EQ(f[LANDING_HEIGHT], 1.5);
  EXPECT_EQ(f[ROWS_CLEARED], 1);
  EXPECT_EQ(f[ERODED_CELLS], 1);
  EXPECT_EQ(f[COLUMN_TRANSITIONS], 4);
  EXPECT_EQ(f[ROW_TRANSITIONS], 8);
  EXPECT_EQ(f[HOLES], 0);
  EXPECT_EQ(f[WELL_SUMS], 0);
  EXPECT_EQ(after, ColumnBoard(tetris::parse_board("....\n"
                                                   "...#\n"
                                                   "...#\n"
                                                   "#..#\n")));
}

// A vertical I into a 1-wide gap clears two rows; two of its four cells are in them.
TEST(PlacementFeatures, ClearAndErosion) {
  FeatureCalculator calc;
  calc.reset(
      ColumnBoard(tetris::parse_board("....\n"
                                      "....\n"
                                      "#.##\n"
                                      "#.##\n")));
  const ColumnShape& i = column_shape(Piece::I, Rotation::Right);
  ASSERT_EQ(calc.drop_row(i, 1), 0);
  ColumnBoard after;
  const PlacementFeatures f = calc.evaluate(i, 1, 0, &after);
  EXPECT_DOUBLE_EQ(f[LANDING_HEIGHT], 1.5);
  EXPECT_EQ(f[ROWS_CLEARED], 2);
  EXPECT_EQ(f[ERODED_CELLS], 4);
  EXPECT_EQ(f[ROW_TRANSITIONS], 12);
  EXPECT_EQ(f[COLUMN_TRANSITIONS], 4);
  EXPECT_EQ(f[HOLES], 0);
  EXPECT_EQ(f[WELL_SUMS], 3);
  EXPECT_EQ(after, ColumnBoard(tetris::parse_board("....\n"
                                                   "....\n"
                                                   ".#..\n"
                                                   ".#..\n")));
}

// The features computed cell by cell, straight from the definitions (`variant` says whether a
// filled top cell has a transition into the space above the board).
PlacementFeatures reference(const tetris::Board& before, const tetris::Placement& p,
                            FeatureVariant variant) {
  tetris::Board b = before;
  const tetris::Shape& s = p.cells_shape();
  PlacementFeatures f;
  f[LANDING_HEIGHT] = p.row + (s.height - 1) / 2.0;
  b.place(p);
  int piece_cells_cleared = 0;
  for (int y = 0; y < b.height(); ++y) {
    bool full = true;
    for (int x = 0; x < b.width(); ++x) full = full && b.filled(x, y);
    if (!full) continue;
    ++f[ROWS_CLEARED];
    for (const auto& c : s.cells) piece_cells_cleared += (p.row + c.y == y) ? 1 : 0;
  }
  f[ERODED_CELLS] = f[ROWS_CLEARED] * piece_cells_cleared;
  b.clear_full_rows();
  const int w = b.width();
  const int h = b.height();
  auto filled = [&](int x, int y) { return x < 0 || x >= w || y < 0 || b.filled(x, y); };
  std::vector<bool> row_has_hole(static_cast<std::size_t>(h), false);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x <= w; ++x) f[ROW_TRANSITIONS] += filled(x - 1, y) != filled(x, y);
  }
  for (int x = 0; x < w; ++x) {
    if (variant == FeatureVariant::MdpTetris) f[COLUMN_TRANSITIONS] += filled(x, h - 1);
    for (int y = 0; y < h; ++y) {
      f[COLUMN_TRANSITIONS] += filled(x, y - 1) != filled(x, y);
      if (filled(x, y)) continue;
      int above = 0;
      for (int k = y + 1; k < h; ++k) above += filled(x, k);
      bool lowest_hole = above > 0;
      for (int k = 0; k < y; ++k) lowest_hole = lowest_hole && filled(x, k);
      if (lowest_hole) f[HOLE_COVER] += above;
      if (above > 0) {
        ++f[HOLES];
        f[HOLE_DEPTH] += above;
        row_has_hole[static_cast<std::size_t>(y)] = true;
      }
      if (filled(x - 1, y) && filled(x + 1, y)) {
        ++f[WELL_SUMS];
        for (int k = y - 1; k >= 0 && !filled(x, k); --k) ++f[WELL_SUMS];
      }
    }
  }
  for (bool r : row_has_hole) f[ROWS_WITH_HOLES] += r;
  std::vector<int> heights(static_cast<std::size_t>(w), 0);
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      if (b.filled(x, y)) heights[static_cast<std::size_t>(x)] = y + 1;
    }
  }
  bool seen[5] = {false, false, false, false, false};
  for (int x = 0; x + 1 < w; ++x) {
    const int d = heights[static_cast<std::size_t>(x) + 1] - heights[static_cast<std::size_t>(x)];
    if (d >= -2 && d <= 2) seen[d + 2] = true;
  }
  for (bool k : seen) f[PATTERN_DIVERSITY] += k;
  return f;
}

// Random stacks with holes and overhangs: columns filled to a random height, then some cells
// knocked out below the top. One board in four has columns up to the top row, where the
// feature variants differ.
tetris::Board random_board(common::Rng& rng, int w, int h) {
  tetris::Board b(w, h);
  const int reach = rng.below(4) == 0 ? h + 1 : h - 3;
  for (int x = 0; x < w; ++x) {
    const int top = static_cast<int>(rng.below(static_cast<std::uint32_t>(reach)));
    for (int y = 0; y < top; ++y) {
      if (rng.below(5) != 0) b.set(x, y);
    }
  }
  b.clear_full_rows();
  return b;
}

TEST(PlacementFeatures, IncrementalMatchesReferenceOnRandomBoards) {
  common::Rng rng(2024);
  int checked = 0;
  int with_clears = 0;
  int at_top = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    const tetris::Board board = random_board(rng, w, h);
    const auto variant = static_cast<FeatureVariant>(trial % 2);
    FeatureCalculator calc;
    calc.reset(ColumnBoard(board), ALL_FEATURES, variant);
    for (Piece piece : tetris::ALL_PIECES) {
      for (const tetris::Placement& p : tetris::drops(board, piece)) {
        const ColumnShape& shape = column_shape(piece, p.rotation);
        ASSERT_EQ(calc.drop_row(shape, p.column), p.row);
        const PlacementFeatures got = calc.evaluate(shape, p.column, p.row);
        const PlacementFeatures want = reference(board, p, variant);
        at_top += variant == FeatureVariant::MdpTetris &&
                  want[COLUMN_TRANSITIONS] !=
                      reference(board, p, FeatureVariant::ElTetris)[COLUMN_TRANSITIONS];
        ASSERT_EQ(got, want) << "trial " << trial << " piece " << tetris::piece_name(piece)
                             << " rotation " << tetris::to_int(p.rotation) << " column "
                             << int(p.column) << "\n"
                             << tetris::format_board(board);
        ++checked;
        with_clears += want[ROWS_CLEARED] > 0;
      }
    }
  }
  EXPECT_GT(checked, 10000);
  EXPECT_GT(with_clears, 100);
  EXPECT_GT(at_top, 100);  // placements whose variants differ
}

// Every row of the feature table, whatever its Measure: measured incrementally for a placement,
// a feature has the value the board after the placement has measured from scratch (and the
// placement's own features what the placement is), for every set of measured features (the
// others read 0) and both variants. Where a row declares a drop path, the straight drop's fast
// measure gives the same value (Exact) or no more (Bound) until its wells are completed.
TEST(FeatureTable, EveryFeatureIsMeasuredIncrementallyAsFromScratch) {
  std::vector<FeatureSet> sets = {ALL_FEATURES, BASIC_FEATURES};
  for (const Feature& f : FEATURES) {
    if (f.detail) sets.push_back(BASIC_FEATURES.with(f.index));
  }
  ASSERT_TRUE(drop_paths_cover(BASIC_FEATURES));
  common::Rng rng(31);
  std::array<int, FEATURE_COUNT> nonzero{};
  for (int trial = 0; trial < 300; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    const tetris::Board board = random_board(rng, w, h);
    const auto variant = static_cast<FeatureVariant>(trial % 2);
    const FeatureSet measured = sets[static_cast<std::size_t>(trial) % sets.size()];
    FeatureCalculator calc;
    calc.reset(ColumnBoard(board), measured, variant);
    for (Piece piece : tetris::ALL_PIECES) {
      for (const tetris::Placement& p : tetris::drops(board, piece)) {
        const ColumnShape& shape = column_shape(piece, p.rotation);
        ColumnBoard after;
        const PlacementFeatures got = calc.evaluate(shape, p.column, p.row, &after);
        // The placement itself, and the board after it, from scratch.
        tetris::Board played = board;
        played.place(p);
        int cleared = 0;
        int cells = 0;
        for (int y = 0; y < h; ++y) {
          if (played.row(y) != played.full_row()) continue;
          ++cleared;
          for (const auto& c : p.cells_shape().cells) cells += p.row + c.y == y ? 1 : 0;
        }
        played.clear_full_rows();
        ASSERT_EQ(ColumnBoard(played), after);
        const BoardFeatures scratch = board_features(after, variant);
        const PlacedPiece placed{p.row, p.cells_shape().height, cleared, cells};
        for (const Feature& f : FEATURES) {
          const double want = !measured.contains(f.index) && f.detail ? 0
                              : f.of_board()                          ? scratch[f]
                                                                      : f.placement(placed);
          ASSERT_EQ(got[f], want) << f.name << ", trial " << trial << " piece "
                                  << tetris::piece_name(piece) << " rotation "
                                  << tetris::to_int(p.rotation) << " column " << int(p.column)
                                  << "\n"
                                  << tetris::format_board(board);
          nonzero[f.index] += want != 0;
        }
        if (!drop_paths_cover(measured)) continue;
        PlacementFeatures fast;
        FeatureCalculator::DropWindow win;
        if (!calc.drop_partial(shape, p.column, p.row, fast, win)) continue;  // it clears
        for (const Feature& f : FEATURES) {
          if (f.drop == DropPath::Exact) {
            ASSERT_EQ(fast[f], got[f]) << f.name;
          } else if (f.drop == DropPath::Bound) {
            ASSERT_LE(fast[f], got[f]) << f.name;
            if (f.detail && measured.contains(f.index)) {
              ASSERT_LE(calc.board_value(f.index), got[f]) << f.name;
            }
          } else {
            ASSERT_EQ(fast[f], 0) << f.name;
          }
        }
      }
    }
  }
  for (const Feature& f : FEATURES) EXPECT_GT(nonzero[f.index], 100) << f.name;
}

// The two-step measurement of straight drops gives what evaluate() gives, its well bound never
// exceeds the real well sum, and it declines exactly the drops that clear rows; the lanes
// estimate of every drop of a rotation agrees with it.
TEST(PlacementFeatures, DropStepsMatchEvaluateOnRandomBoards) {
  common::Rng rng(77);
  int checked = 0;
  int declined = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    const tetris::Board board = random_board(rng, w, h);
    FeatureCalculator calc;
    // The basic features, or with every detail that has a drop path (BCTS's hole details).
    const FeatureSet measured =
        trial % 4 < 2 ? BASIC_FEATURES
                      : FeatureSet{ALL_FEATURES.bits & ~(std::uint32_t{1} << PATTERN_DIVERSITY)};
    ASSERT_TRUE(drop_paths_cover(measured));
    calc.reset(ColumnBoard(board), measured, static_cast<FeatureVariant>(trial % 2));
    for (Piece piece : tetris::ALL_PIECES) {
      for (const tetris::Placement& p : tetris::drops(board, piece)) {
        const ColumnShape& shape = column_shape(piece, p.rotation);
        const PlacementFeatures want = calc.evaluate(shape, p.column, p.row);
        ASSERT_TRUE(want[ROWS_CLEARED] == 0 || calc.may_clear(shape, p.column, p.row));
        PlacementFeatures got;
        FeatureCalculator::DropWindow win;
        if (!calc.drop_partial(shape, p.column, p.row, got, win)) {
          ASSERT_GT(want[ROWS_CLEARED], 0);
          ++declined;
          continue;
        }
        ASSERT_LE(got[WELL_SUMS], want[WELL_SUMS]);
        // The lanes agree with drop_partial: the same row, holes, column transitions and well
        // bound, and row transitions no more than the real ones.
        FeatureCalculator::DropLanes lanes;
        calc.drop_lanes(shape, lanes);
        const auto lane = static_cast<std::size_t>(p.column);
        ASSERT_EQ(lanes.row[lane], p.row);
        ASSERT_EQ(lanes.holes[lane], got[HOLES]);
        ASSERT_EQ(lanes.column_transitions[lane], got[COLUMN_TRANSITIONS]);
        ASSERT_EQ(lanes.well_sums[lane], got[WELL_SUMS]);
        ASSERT_LE(lanes.row_transitions[lane], got[ROW_TRANSITIONS]);
        // The hole details' lanes bound: their value on the board itself.
        for (const std::size_t k : {HOLE_DEPTH, ROWS_WITH_HOLES, HOLE_COVER}) {
          if (measured.contains(k)) {
            ASSERT_LE(calc.board_value(k), got[k]) << FEATURES[k].name;
          }
        }
        got[WELL_SUMS] = calc.drop_well_sums(shape, win, static_cast<int>(got[WELL_SUMS]));
        ASSERT_EQ(got, want) << "trial " << trial << " piece " << tetris::piece_name(piece)
                             << " rotation " << tetris::to_int(p.rotation) << " column "
                             << int(p.column) << "\n"
                             << tetris::format_board(board);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 10000);
  EXPECT_GT(declined, 100);
}

// The drop lanes' AVX2 copy (where the CPU has it) gives exactly what the portable copy gives,
// for every piece and rotation on random boards of every size.
TEST(PlacementFeatures, DropLanesAreTheSameAtEverySimdLevel) {
  if (!common::simd_supported(common::SimdLevel::Avx2)) {
    GTEST_SKIP() << "this CPU or build has no AVX2 copy to compare";
  }
  common::Rng rng(78);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    FeatureCalculator calc;
    calc.reset(ColumnBoard(random_board(rng, w, h)), BASIC_FEATURES,
               static_cast<FeatureVariant>(trial % 2));
    for (Piece piece : tetris::ALL_PIECES) {
      for (int r = 0; r < tetris::distinct_rotations(piece); ++r) {
        const ColumnShape& shape = column_shape(piece, tetris::rotation_from_int(r));
        if (shape.width > w) continue;
        FeatureCalculator::DropLanes portable;
        FeatureCalculator::DropLanes avx2;
        calc.drop_lanes(shape, portable, common::SimdLevel::Portable);
        calc.drop_lanes(shape, avx2, common::SimdLevel::Avx2);
        // Lanes past the last drop are not meaningful, but both copies compute them alike.
        ASSERT_EQ(portable.row, avx2.row);
        ASSERT_EQ(portable.holes, avx2.holes);
        ASSERT_EQ(portable.column_transitions, avx2.column_transitions);
        ASSERT_EQ(portable.row_transitions, avx2.row_transitions);
        ASSERT_EQ(portable.well_sums, avx2.well_sums);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 4000);
}

TEST(ColumnBoard, RoundTripsThroughRows) {
  common::Rng rng(7);
  for (int trial = 0; trial < 50; ++trial) {
    const tetris::Board board = random_board(rng, 10, 20);
    EXPECT_EQ(ColumnBoard(board).to_board(), board);
  }
}

}  // namespace
}  // namespace gameai::tetris_ai

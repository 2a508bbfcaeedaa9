#pragma once
// The evaluation features shared by every evaluator, exactly as issue 2 defines them.
//
// Rows count from 0 at the floor. Every feature except landing height, rows cleared and eroded
// cells is measured on the board after the placed piece's full rows have been removed.
//  - row_transitions: horizontally adjacent cells that differ, walls filled (an empty row is 2);
//  - column_transitions: vertically adjacent cells that differ from the floor (filled) up to
//    the top row (nothing counted above it);
//  - holes: empty cells with a filled cell anywhere above them in the column;
//  - well_sums: for every empty cell whose left and right neighbours are filled (walls count),
//    1 + the number of consecutive empty cells directly below it;
//  - hole_depth: for every hole, the filled cells above it in its column;
//  - rows_with_holes: rows holding at least one hole.
//
// FeatureCalculator is the hot path of every controller: it is prepared once per board and then
// measures each candidate placement by recomputing only the columns the piece touched (and their
// neighbours, for wells and row transitions). Placements that clear rows, which move every
// column, are measured from scratch. Nothing here allocates.

#include <array>
#include <cstdint>

#include "tetris_ai/column_board.hpp"

namespace gameai::tetris_ai {

// The features of one placement (landing_height, rows_cleared and eroded_cells describe the
// placement itself; the rest describe the board after it).
struct PlacementFeatures {
  double landing_height = 0;
  int rows_cleared = 0;
  int eroded_cells = 0;
  int row_transitions = 0;
  int column_transitions = 0;
  int holes = 0;
  int well_sums = 0;
  int hole_depth = 0;
  int rows_with_holes = 0;
  friend bool operator==(const PlacementFeatures&, const PlacementFeatures&) = default;
};

// The features a board has by itself (those of `gameai tetris features`).
struct BoardFeatures {
  int width = 0;
  std::array<int, MAX_COLUMNS> heights{};  // the first `width` entries are used
  int holes = 0;
  int row_transitions = 0;
  int column_transitions = 0;
  int well_sums = 0;
  int hole_depth = 0;
  int rows_with_holes = 0;
  friend bool operator==(const BoardFeatures&, const BoardFeatures&) = default;
};

BoardFeatures board_features(const ColumnBoard& board) noexcept;
BoardFeatures board_features(const tetris::Board& board) noexcept;

// The features of one column that depend only on it and its two neighbours.
struct ColumnTerms {
  int column_transitions = 0;
  int holes = 0;
  int well_sums = 0;
  int hole_depth = 0;
  std::uint64_t hole_rows = 0;  // bit y set for a hole in row y
};

class FeatureCalculator {
 public:
  // Prepares the per-column terms of `board`; placements are then measured against it.
  // hole_depth and rows_with_holes cost a little more per placement: pass false to leave them
  // 0 when the evaluator gives them no weight.
  void reset(const ColumnBoard& board, bool hole_details = true) noexcept;
  const ColumnBoard& board() const noexcept { return board_; }

  // The row where `shape` comes to rest when dropped straight down from above the stack with
  // its leftmost column at x (0 <= x <= width - shape.width).
  int drop_row(const ColumnShape& shape, int x) const noexcept {
    int row = 0;
    for (int i = 0; i < shape.width; ++i) {
      const int r =
          heights_[static_cast<std::size_t>(x + i)] - shape.bottom[static_cast<std::size_t>(i)];
      row = r > row ? r : row;
    }
    return row;
  }

  // The features of placing `shape` with its lowest-leftmost corner at (x, y) over empty cells;
  // when `after` is given it receives the board after the placement and its clears.
  PlacementFeatures evaluate(const ColumnShape& shape, int x, int y,
                             ColumnBoard* after = nullptr) const noexcept;

 private:
  ColumnBoard board_;
  // Columns with filled wall columns around them: ext_[x + 2] is column x. The right side has
  // room for a fixed-size window read past the last column.
  std::array<std::uint64_t, MAX_COLUMNS + 8> ext_{};
  std::array<ColumnTerms, MAX_COLUMNS> terms_{};
  std::array<int, MAX_COLUMNS + 1> pair_transitions_{};  // between columns p - 1 and p
  std::array<std::uint64_t, MAX_COLUMNS + 1> prefix_and_{};
  std::array<std::uint64_t, MAX_COLUMNS + 1> suffix_and_{};
  std::array<std::uint64_t, MAX_COLUMNS + 1> prefix_hole_rows_{};
  std::array<std::uint64_t, MAX_COLUMNS + 2> suffix_hole_rows_{};
  std::array<int, MAX_COLUMNS> heights_{};
  ColumnTerms total_{};
  int row_transitions_ = 0;
  bool hole_details_ = true;
};

}  // namespace gameai::tetris_ai

#pragma once
// Measuring the features of feature_table.hpp, fast.
//
// FeatureCalculator is the hot path of every controller: it is prepared once per board (each
// column's terms, each pair's, and their sums) and then measures each candidate placement from
// what the placement changes, as each feature's Measure says: the piece's columns (and their
// neighbours, for terms that read them), the pairs around them, the row unions from prefix and
// suffix unions, the surface from the heights. Placements that clear rows, which move every
// column, are measured from scratch. Only the features in its FeatureSet are measured (the
// others read 0). Straight drops have faster paths still (drop_lanes, drop_partial), for the
// features whose rows declare a DropPath. Nothing here allocates.

#include <array>
#include <bit>
#include <cstdint>

#include "common/simd.hpp"
#include "tetris_ai/column_board.hpp"
#include "tetris_ai/feature_table.hpp"

namespace gameai::tetris_ai {

// Every board feature of `board`, measured from scratch as `variant` says, with its heights.
BoardFeatures board_features(const ColumnBoard& board,
                             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;
BoardFeatures board_features(const tetris::Board& board,
                             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;

class FeatureCalculator {
 public:
  // The columns x - 2 .. x + 5 around a drop with the piece added (see drop_partial).
  struct DropWindow {
    std::array<std::uint64_t, 8> columns;
  };
  // Estimates of every straight drop of one rotation, lane x for the drop at column x (lanes
  // from width - shape.width + 1 on are meaningless): see drop_lanes.
  struct DropLanes {
    std::array<std::int16_t, MAX_COLUMNS> row;
    std::array<std::int16_t, MAX_COLUMNS> holes;
    std::array<std::int16_t, MAX_COLUMNS> column_transitions;
    std::array<std::int16_t, MAX_COLUMNS> row_transitions;
    std::array<std::int16_t, MAX_COLUMNS> well_sums;  // drop_partial's lower bound
  };

  // Prepares the terms of `board`; placements are then measured against it. Only the features
  // of `measured` are measured (the basic ones always; the others read 0): an evaluator asks
  // for the details it weighs (LinearWeights::measured). `variant` says how column
  // transitions at the top row count.
  void reset(const ColumnBoard& board, FeatureSet measured = ALL_FEATURES,
             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;
  const ColumnBoard& board() const noexcept { return board_; }
  FeatureSet measured() const noexcept { return measured_; }
  FeatureVariant variant() const noexcept { return variant_; }

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

  // A straight drop (y == drop_row(shape, x)) measured in two steps, for callers that can skip
  // the second; the calculator must measure only features with a drop path
  // (drop_paths_cover(measured())). The piece rests
  // on every column it covers, so its new holes are the gaps under it and each of its columns
  // gains a fixed number of column transitions: only row transitions and wells need the
  // columns themselves. drop_partial returns false when the drop clears rows (measure it with
  // evaluate() then). Otherwise `f` holds every feature evaluate() gives except well_sums,
  // which holds a lower bound: the wells of the columns the piece cannot change (all but
  // x - 1 .. x + width). drop_well_sums then gives the exact well_sums from that bound and
  // the window drop_partial filled.
  bool drop_partial(const ColumnShape& shape, int x, int y, PlacementFeatures& f,
                    DropWindow& win) const noexcept {
    const int sw = shape.width;
    const std::uint64_t rows = board_.row_mask();
    const auto base = static_cast<std::size_t>(x);  // ext_ index of column x - 2
    const auto usw = static_cast<std::size_t>(sw);
    for (std::size_t k = 0; k < win.columns.size(); ++k) win.columns[k] = ext_[base + k];
    std::uint64_t full = prefix_and_[base] & suffix_and_[base + usw] & rows;
    int holes = total_[HOLES];
    int column_transitions = total_[COLUMN_TRANSITIONS];
    for (std::size_t i = 0; i < usw; ++i) {
      std::uint64_t& c = win.columns[i + 2];
      c |= shape.columns[i] << y;
      full &= c;
      // Cells between the column's top and the piece become holes; the column's transition
      // at its old top stays (a gap) or goes (no gap), and the piece adds one at its bottom
      // (a gap) and one at its top (where the variant counts it).
      const int gap = y + shape.bottom[i] - heights_[base + i];
      holes += gap;
      column_transitions += (gap > 0 ? 1 : -1) + (y + shape.top[i] < top_limit_ ? 1 : 0);
    }
    if (full != 0) return false;
    int row_transitions = total_[ROW_TRANSITIONS];
    for (std::size_t i = 0; i <= usw; ++i) {
      row_transitions += measure::row_transitions(win.columns[i + 1], win.columns[i + 2], rows) -
                         pairs_[base + i][ROW_TRANSITIONS];
    }
    f = PlacementFeatures{};  // rows_cleared and eroded_cells: 0, as nothing clears
    f[LANDING_HEIGHT] = measure::landing_height(PlacedPiece{y, shape.height, 0, 0});
    f[ROW_TRANSITIONS] = row_transitions;
    f[COLUMN_TRANSITIONS] = column_transitions;
    f[HOLES] = holes;
    f[WELL_SUMS] = well_bound(shape, x);
    if (measured_.bits != BASIC_FEATURES.bits) hole_details(shape, x, y, f);
    return true;
  }
  // The hole details of a straight drop that clears nothing, those the calculator measures:
  // the holes under the piece in each of its columns, old and new (the gap between the
  // column's top and the piece), each gain the piece's cells there above them (hole_depth);
  // the column is covered by those cells once it has a hole (hole_cover); and the gaps' rows
  // join the rows with holes.
  void hole_details(const ColumnShape& shape, int x, int y, PlacementFeatures& f) const noexcept {
    const auto base = static_cast<std::size_t>(x);
    int depth = total_[HOLE_DEPTH];
    int cover = total_[HOLE_COVER];
    constexpr std::size_t SLOT = union_slot(ROWS_WITH_HOLES);
    std::uint64_t rows =
        prefix_rows_[base][SLOT] | suffix_rows_[base + static_cast<std::size_t>(shape.width)][SLOT];
    for (std::size_t i = 0; i < static_cast<std::size_t>(shape.width); ++i) {
      const int h = heights_[base + i];
      const int bottom = y + shape.bottom[i];
      const int cells = shape.top[i] - shape.bottom[i] + 1;
      const int old_holes = terms_[base + i][HOLES];
      depth += (old_holes + bottom - h) * cells;
      cover += old_holes > 0 || bottom > h ? cells : 0;
      rows |= column_rows_[base + i][SLOT] |
              (((std::uint64_t{1} << bottom) - 1) & ~((std::uint64_t{1} << h) - 1));
    }
    if (measured_.contains(HOLE_DEPTH)) f[HOLE_DEPTH] = depth;
    if (measured_.contains(HOLE_COVER)) f[HOLE_COVER] = cover;
    if (measured_.contains(ROWS_WITH_HOLES)) f[ROWS_WITH_HOLES] = std::popcount(rows);
  }

  // A feature's value on the board itself (a Column, Pair or RowUnion feature the calculator
  // measures). The hole details' lanes bound: a drop that clears nothing never lowers them.
  int board_value(std::size_t feature) const noexcept;

  // Every straight drop of `shape` at once, from the column heights alone (the calculator must
  // measure only features with a drop path): its row (drop_row), and for a drop that clears
  // no rows its exact holes and column transitions (as drop_partial) and a lower bound for its
  // row transitions: the piece's row ends are counted against cells above their column's top
  // as empty and the rest as filled, which only a hole next to the piece makes too few; and
  // drop_partial's lower bound of its well sums. Lanes are independent, so the loops compile
  // to vector code: the copy for `level` runs (common::simd_level() by default; another level
  // must be one common::simd_supported() allows). Every level gives the same lanes.
  void drop_lanes(const ColumnShape& shape, DropLanes& out) const noexcept {
    drop_lanes(shape, out, common::simd_level());
  }
  void drop_lanes(const ColumnShape& shape, DropLanes& out, common::SimdLevel level) const noexcept;

  // The lower bound drop_partial gives for the well sums of a drop at column x.
  int well_bound(const ColumnShape& shape, int x) const noexcept {
    const auto base = static_cast<std::size_t>(x);
    const auto usw = static_cast<std::size_t>(shape.width);
    return total_[WELL_SUMS] - (well_prefix_[base + usw + 3] - well_prefix_[base + 1]);
  }

  // False when the drop at (x, y) cannot clear a row: every row it reaches has an empty cell
  // outside its columns.
  bool may_clear(const ColumnShape& shape, int x, int y) const noexcept {
    const auto base = static_cast<std::size_t>(x);
    const std::uint64_t spans = ((std::uint64_t{1} << shape.height) - 1) << y;
    return (prefix_and_[base] & suffix_and_[base + static_cast<std::size_t>(shape.width)] &
            spans) != 0;
  }

  int drop_well_sums(const ColumnShape& shape, const DropWindow& win, int bound) const noexcept {
    const std::uint64_t rows = board_.row_mask();
    int sum = bound;
    // Columns x - 1 .. x + width (a wall column has no empty cells, so no wells).
    for (std::size_t k = 0; k <= static_cast<std::size_t>(shape.width) + 1; ++k) {
      sum += measure::well_sums(win.columns[k], win.columns[k + 1], win.columns[k + 2], rows);
    }
    return sum;
  }

 private:
  void drop_lanes_body(const ColumnShape& shape, DropLanes& out) const noexcept;
  void drop_lanes_portable(const ColumnShape& shape, DropLanes& out) const noexcept;
  GAMEAI_TARGET_AVX2 void drop_lanes_avx2(const ColumnShape& shape, DropLanes& out) const noexcept;

  ColumnBoard board_;
  // Columns with filled wall columns around them: ext_[x + 2] is column x. The right side has
  // room for a fixed-size window read past the last column.
  std::array<std::uint64_t, MAX_COLUMNS + 8> ext_{};
  // Each column's terms of the Column features, each pair's of the Pair features (pairs_[p]:
  // columns p - 1 and p, walls included), and their sums over the board (total_), by feature.
  std::array<std::array<int, FEATURE_COUNT>, MAX_COLUMNS> terms_{};
  std::array<std::array<int, FEATURE_COUNT>, MAX_COLUMNS + 1> pairs_{};
  std::array<int, FEATURE_COUNT> total_{};
  // The RowUnion features' marks (slot s for the s-th such feature): each column's, the union
  // of columns 0 .. x - 1 in prefix_rows_[x], of columns x .. in suffix_rows_[x].
  static constexpr std::size_t ROW_UNIONS = count_features(Measure::RowUnion);
  std::array<std::array<std::uint64_t, ROW_UNIONS>, MAX_COLUMNS> column_rows_{};
  std::array<std::array<std::uint64_t, ROW_UNIONS>, MAX_COLUMNS + 1> prefix_rows_{};
  std::array<std::array<std::uint64_t, ROW_UNIONS>, MAX_COLUMNS + 1> suffix_rows_{};
  // Whether each row is full left of column x (prefix_and_[x]) and from x on (suffix_and_[x]).
  std::array<std::uint64_t, MAX_COLUMNS + 1> prefix_and_{};
  std::array<std::uint64_t, MAX_COLUMNS + 1> suffix_and_{};
  std::array<int, MAX_COLUMNS> heights_{};
  // Column heights with walls around them for drop_lanes: lane_heights_[x + 1] is column x's;
  // walls, and the columns past the last that the lanes read, are WALL_HEIGHT.
  static constexpr std::int16_t WALL_HEIGHT = 1000;
  std::array<std::int16_t, MAX_COLUMNS + 8> lane_heights_{};
  // well_prefix_[k] sums the well sums of columns -2 .. k - 3 (walls have none), so columns
  // a .. b have well_prefix_[b + 3] - well_prefix_[a + 2]. Past the last column: room for
  // MAX_COLUMNS slots, written in one go; they cover every slot drop_lanes reads (up to
  // MAX_COLUMNS + 2 + the piece's width) as long as no piece is wider than the narrowest board.
  std::array<std::int16_t, 2 * MAX_COLUMNS + 3> well_prefix_{};
  FeatureSet measured_ = ALL_FEATURES;
  FeatureVariant variant_ = FeatureVariant::ElTetris;
  std::uint64_t transition_rows_ = 0;  // transition_rows(height, variant)
  // A column's top cell in a row below this has a transition above it that counts: the top row
  // under ElTetris, the row above the board under MdpTetris.
  int top_limit_ = 0;
};

}  // namespace gameai::tetris_ai

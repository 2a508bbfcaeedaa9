#pragma once
// The evaluation features shared by every evaluator, exactly as issue 2 defines them.
//
// Rows count from 0 at the floor. Every feature except landing height, rows cleared and eroded
// cells is measured on the board after the placed piece's full rows have been removed.
//  - row_transitions: horizontally adjacent cells that differ, walls filled (an empty row is 2);
//  - column_transitions: vertically adjacent cells that differ, the floor filled; above the top
//    row, as the evaluator's FeatureVariant says (the seeds count nothing there, MDPTetris
//    counts the space above the board as empty);
//  - holes: empty cells with a filled cell anywhere above them in the column;
//  - well_sums: for every empty cell whose left and right neighbours are filled (walls count),
//    1 + the number of consecutive empty cells directly below it;
//  - hole_depth: for every hole, the filled cells above it in its column;
//  - rows_with_holes: rows holding at least one hole;
//  - hole_cover: filled cells with a hole anywhere below them in their column, each counted
//    once (for every hole, the run of filled cells right above it: the hole depth of Thiery
//    and Scherrer's own code, which BCTS's weights were learned with);
//  - pattern_diversity: how many of the steps -2, -1, 0, 1, 2 occur among the height
//    differences of adjacent columns (0 to 5; Thiery and Scherrer's pattern diversity, a
//    measure of how many kinds of surface the pieces find).
//
// FeatureCalculator is the hot path of every controller: it is prepared once per board and then
// measures each candidate placement by recomputing only the columns the piece touched (and their
// neighbours, for wells and row transitions). Placements that clear rows, which move every
// column, are measured from scratch. Nothing here allocates.

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string_view>

#include "common/simd.hpp"
#include "tetris_ai/column_board.hpp"

namespace gameai::tetris_ai {

// How the program an evaluator's weights come from measured the features. The programs agree on
// every feature but one: a column filled up to the top row. The seeds (003, 004) and El-Tetris's
// code count no transition above the top row; MDPTetris, Thiery and Scherrer's program in which
// BCTS was learned and Dellacherie's weights were measured ("don't forget the last row"), and
// Colin Fahey's code ("sky above is implicitly un-occupied") count one between that cell and the
// empty space above the board. Weights learned with one count play worse with the other.
enum class FeatureVariant : std::uint8_t { ElTetris, MdpTetris };

inline constexpr std::array<std::string_view, 2> FEATURE_VARIANT_NAMES{"eltetris", "mdptetris"};

constexpr std::string_view variant_name(FeatureVariant v) noexcept {
  return FEATURE_VARIANT_NAMES[static_cast<std::size_t>(v)];
}

// The variant called `name`, or nullopt.
std::optional<FeatureVariant> variant_from_string(std::string_view name) noexcept;

// The rows whose transition from the row below column_transitions counts, as bits of
// (col ^ (col << 1 | 1)): every visible row, and under MdpTetris the row above the board too.
constexpr std::uint64_t transition_rows(int height, FeatureVariant v) noexcept {
  const std::uint64_t rows = (std::uint64_t{1} << height) - 1;
  return v == FeatureVariant::MdpTetris ? (rows << 1) | 1 : rows;
}

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
  int hole_cover = 0;
  int pattern_diversity = 0;
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
  int hole_cover = 0;
  int pattern_diversity = 0;
  friend bool operator==(const BoardFeatures&, const BoardFeatures&) = default;
};

BoardFeatures board_features(const ColumnBoard& board,
                             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;
BoardFeatures board_features(const tetris::Board& board,
                             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;

// The features of one column that depend only on it and its two neighbours.
struct ColumnTerms {
  int column_transitions = 0;
  int holes = 0;
  int well_sums = 0;
  int hole_depth = 0;
  int hole_cover = 0;
  std::uint64_t hole_rows = 0;  // bit y set for a hole in row y
};

namespace detail {

// The well sum of column `col` between `left` and `right` (walls are all ones), over the
// visible rows `rows`. Each well cell counts itself, then every step down that stays on an
// empty cell. Wells are rarely more than two deep, so the first two steps are taken without a
// loop.
inline int well_sum(std::uint64_t left, std::uint64_t col, std::uint64_t right,
                    std::uint64_t rows) noexcept {
  const std::uint64_t empty = ~col & rows;
  const std::uint64_t well = empty & left & right;
  std::uint64_t step1 = (well >> 1) & empty;
  std::uint64_t step2 = (step1 >> 1) & empty;
  int sum = std::popcount(well) + std::popcount(step1) + std::popcount(step2);
  while (step2 != 0) {
    step2 = (step2 >> 1) & empty;
    sum += std::popcount(step2);
  }
  return sum;
}

// Adds `delta` to the count of the step from a column of height `a` to one of height `b`, when
// it is one pattern_diversity counts.
inline void count_step(std::array<int, 5>& steps, int a, int b, int delta) noexcept {
  const int d = b - a;
  if (d >= -2 && d <= 2) steps[static_cast<std::size_t>(d + 2)] += delta;
}

inline int diversity(const std::array<int, 5>& steps) noexcept {
  int kinds = 0;
  for (const int n : steps) kinds += n != 0 ? 1 : 0;
  return kinds;
}

}  // namespace detail

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

  // Prepares the per-column terms of `board`; placements are then measured against it.
  // hole_depth, rows_with_holes, hole_cover and pattern_diversity (the details) cost a little
  // more per placement: pass false to leave them 0 when the evaluator gives them no weight.
  // `variant` says how column transitions at the top row count.
  void reset(const ColumnBoard& board, bool hole_details = true,
             FeatureVariant variant = FeatureVariant::ElTetris) noexcept;
  const ColumnBoard& board() const noexcept { return board_; }
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
  // the second; the calculator must have been prepared without hole details. The piece rests
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
    int holes = total_.holes;
    int column_transitions = total_.column_transitions;
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
    int row_transitions = row_transitions_;
    for (std::size_t i = 0; i <= usw; ++i) {
      row_transitions += std::popcount((win.columns[i + 1] ^ win.columns[i + 2]) & rows) -
                         pair_transitions_[base + i];
    }
    f.landing_height = y + (shape.height - 1) * 0.5;
    f.rows_cleared = 0;
    f.eroded_cells = 0;
    f.row_transitions = row_transitions;
    f.column_transitions = column_transitions;
    f.holes = holes;
    f.well_sums = well_bound(shape, x);
    f.hole_depth = 0;
    f.rows_with_holes = 0;
    f.hole_cover = 0;
    f.pattern_diversity = 0;
    return true;
  }
  // Every straight drop of `shape` at once, from the column heights alone (the calculator must
  // have been prepared without hole details): its row (drop_row), and for a drop that clears
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
    return total_.well_sums - (well_prefix_[base + usw + 3] - well_prefix_[base + 1]);
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
      sum += detail::well_sum(win.columns[k], win.columns[k + 1], win.columns[k + 2], rows);
    }
    return sum;
  }

 private:
  template <bool HOLE_DETAILS>
  void reset_terms(const ColumnBoard& board) noexcept;
  void drop_lanes_body(const ColumnShape& shape, DropLanes& out) const noexcept;
  void drop_lanes_portable(const ColumnShape& shape, DropLanes& out) const noexcept;
  GAMEAI_TARGET_AVX2 void drop_lanes_avx2(const ColumnShape& shape, DropLanes& out) const noexcept;

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
  // Column heights with walls around them for drop_lanes: lane_heights_[x + 1] is column x's;
  // walls, and the columns past the last that the lanes read, are WALL_HEIGHT.
  static constexpr std::int16_t WALL_HEIGHT = 1000;
  std::array<std::int16_t, MAX_COLUMNS + 8> lane_heights_{};
  // well_prefix_[k] sums the well sums of columns -2 .. k - 3 (walls have none), so columns
  // a .. b have well_prefix_[b + 3] - well_prefix_[a + 2]. Past the last column: room for
  // MAX_COLUMNS slots, written in one go; they cover every slot drop_lanes reads (up to
  // MAX_COLUMNS + 2 + the piece's width) as long as no piece is wider than the narrowest board.
  std::array<std::int16_t, 2 * MAX_COLUMNS + 3> well_prefix_{};
  ColumnTerms total_{};
  FeatureVariant variant_ = FeatureVariant::ElTetris;
  std::uint64_t transition_rows_ = 0;  // transition_rows(height, variant)
  // A column's top cell in a row below this has a transition above it that counts: the top row
  // under ElTetris, the row above the board under MdpTetris.
  int top_limit_ = 0;
  // With details: how many adjacent column pairs step by -2, -1, 0, 1 and 2 rows.
  std::array<int, 5> steps_{};
  int row_transitions_ = 0;
  bool hole_details_ = true;
};

}  // namespace gameai::tetris_ai

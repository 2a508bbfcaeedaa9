#pragma once
// The Tetris evaluation features, each declared once.
//
// A feature is one row of FEATURES and one measurement function: its name (the weights file's
// key, the export's column, the command line's label), what its value depends on (Measure),
// whether it costs enough to be measured only when weighed, whether the feature variant changes
// it, and how the one-piece search's bounded drops obtain it (DropPath). Everything else is
// derived from the table: the arrays that hold a placement's features and an evaluator's
// weights, weights files, tuner vectors, exports and the command line's output, which features
// a calculator measures for an evaluator and how it measures them incrementally
// (FeatureCalculator), and whether the one-piece search may bound drops. The tests check every
// row: measured incrementally, a placement's features equal the board's measured from scratch,
// and the drop fast path agrees with both where the row declares one.
//
// Rows count from 0 at the floor. Every feature except landing height, rows cleared and eroded
// cells is measured on the board after the placed piece's full rows have been removed:
//  - landing_height: the row of the piece's lowest cell + (piece height - 1) / 2;
//  - rows_cleared: the full rows the placement removes; eroded_cells: rows_cleared x the piece's
//    cells in them;
//  - row_transitions: horizontally adjacent cells that differ, walls filled (an empty row is 2);
//  - column_transitions: vertically adjacent cells that differ, the floor filled; above the top
//    row as the FeatureVariant says (the seeds count nothing there, MDPTetris counts the space
//    above the board as empty);
//  - holes: empty cells with a filled cell anywhere above them in the column;
//  - well_sums: for every empty cell whose left and right neighbours are filled (walls count),
//    1 + the number of consecutive empty cells directly below it;
//  - hole_depth: for every hole, the filled cells above it in its column;
//  - rows_with_holes: rows holding at least one hole;
//  - hole_cover: filled cells with a hole anywhere below them in their column, each counted
//    once (for every hole, the run of filled cells right above it: the hole depth of Thiery
//    and Scherrer's own code, which BCTS's weights were learned with);
//  - pattern_diversity: how many of the steps -2, -1, 0, 1, 2 occur among the height
//    differences of adjacent columns (0 to 5; Thiery and Scherrer's pattern diversity).

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

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
constexpr std::optional<FeatureVariant> variant_from_string(std::string_view name) noexcept {
  for (std::size_t i = 0; i < FEATURE_VARIANT_NAMES.size(); ++i) {
    if (FEATURE_VARIANT_NAMES[i] == name) return static_cast<FeatureVariant>(i);
  }
  return std::nullopt;
}

// The rows whose transition from the row below column_transitions counts, as bits of
// (col ^ (col << 1 | 1)): every visible row, and under MdpTetris the row above the board too.
constexpr std::uint64_t transition_rows(int height, FeatureVariant v) noexcept {
  const std::uint64_t rows = (std::uint64_t{1} << height) - 1;
  return v == FeatureVariant::MdpTetris ? (rows << 1) | 1 : rows;
}

// One column as the column-wise features see it.
struct ColumnView {
  std::uint64_t left;         // the neighbours' cells (a wall is all ones)
  std::uint64_t col;          // bit y = row y
  std::uint64_t right;        //
  std::uint64_t rows;         // the visible rows
  std::uint64_t transitions;  // transition_rows(height, variant)
  int height;                 // 1 + its highest filled row, 0 when empty
  std::uint64_t holes;        // its empty cells below its highest filled one
};

constexpr ColumnView column_view(std::uint64_t left, std::uint64_t col, std::uint64_t right,
                                 std::uint64_t rows, std::uint64_t transitions) noexcept {
  const int height = height_of(col);
  const std::uint64_t below_top = height == 0 ? 0 : (~std::uint64_t{0} >> (64 - height));
  return {left, col, right, rows, transitions, height, ~col & rows & below_top};
}

// The placed piece, for the features that describe the placement itself.
struct PlacedPiece {
  int row = 0;     // of its lowest cell
  int height = 0;  // its rows
  int rows_cleared = 0;
  int cells_cleared = 0;  // its cells in the cleared rows
};

// What a feature's value depends on, which decides how FeatureCalculator measures it when a
// placement clears no rows (one that clears moves every column: then the whole board is
// measured again).
enum class Measure : std::uint8_t {
  Placement,  // the placement itself: placement(PlacedPiece)
  Column,     // a sum over the columns of column(ColumnView): only the piece's columns change
              // (and the two beside it, for a term that reads its neighbours)
  Pair,       // a sum over each two neighbouring columns, the walls included: pair(left, right,
              // visible rows); only the pairs beside and inside the piece change
  RowUnion,   // how many rows any column marks, each column's rows_of(ColumnView): the other
              // columns' marks are kept as prefix and suffix unions
  Surface,    // a function of the column heights, surface(heights, width): measured again from
              // the heights with the piece's columns changed
};

// How the one-piece search's bounded straight drops (FeatureCalculator::drop_lanes for every
// drop of a rotation at once, drop_partial for one) obtain a feature, for drops that clear no
// rows. A calculator that measures a feature without a drop path measures every drop in full.
enum class DropPath : std::uint8_t {
  None,
  Exact,  // exactly, in the lanes and in drop_partial
  Bound,  // the lanes give a lower bound, the drop's own measure (drop_partial, then
          // drop_well_sums) the exact value; the search bounds scores only while such a
          // feature's weight is not positive. For a detail feature the lanes' bound is its value
          // on the board itself (FeatureCalculator::board_value), which a drop that clears
          // nothing must never lower
};

namespace measure {

inline double landing_height(const PlacedPiece& p) noexcept {
  return p.row + (p.height - 1) * 0.5;
}
inline double rows_cleared(const PlacedPiece& p) noexcept {
  return p.rows_cleared;
}
inline double eroded_cells(const PlacedPiece& p) noexcept {
  return p.rows_cleared * p.cells_cleared;
}
inline int row_transitions(std::uint64_t left, std::uint64_t right, std::uint64_t rows) noexcept {
  return std::popcount((left ^ right) & rows);
}
// Bit y of (col << 1 | 1) is the cell below row y, the floor counting as filled; the rows above
// the board are empty.
inline int column_transitions(const ColumnView& c) noexcept {
  return std::popcount((c.col ^ ((c.col << 1) | 1)) & c.transitions);
}
inline int holes(const ColumnView& c) noexcept {
  return std::popcount(c.holes);
}
// Each well cell counts itself, then every step down that stays on an empty cell. Wells are
// rarely more than two deep, so the first two steps are taken without a loop.
inline int well_sums(std::uint64_t left, std::uint64_t col, std::uint64_t right,
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
inline int well_sums(const ColumnView& c) noexcept {
  return well_sums(c.left, c.col, c.right, c.rows);
}
inline int hole_depth(const ColumnView& c) noexcept {
  int depth = 0;
  for (std::uint64_t h = c.holes; h != 0; h &= h - 1)
    depth += std::popcount(c.col >> std::countr_zero(h));
  return depth;
}
inline std::uint64_t rows_with_holes(const ColumnView& c) noexcept {
  return c.holes;
}
// The filled cells above the lowest hole (whose own row is empty).
inline int hole_cover(const ColumnView& c) noexcept {
  return c.holes == 0 ? 0 : std::popcount(c.col >> std::countr_zero(c.holes));
}
inline int pattern_diversity(const std::array<int, MAX_COLUMNS>& heights, int width) noexcept {
  unsigned seen = 0;
  for (std::size_t x = 1; x < static_cast<std::size_t>(width); ++x) {
    const int d = heights[x] - heights[x - 1];
    if (d >= -2 && d <= 2) seen |= 1u << (d + 2);
  }
  return std::popcount(seen);
}

}  // namespace measure

// One feature. The measurement its Measure calls for is set, the others are null.
struct Feature {
  std::string_view name;
  Measure measure = Measure::Column;
  DropPath drop = DropPath::None;
  bool whole = true;        // its values are whole numbers
  bool detail = false;      // measured only for an evaluator that weighs it (it costs more)
  bool by_variant = false;  // FeatureVariant changes it
  bool neighbours = false;  // Column: its term reads the neighbouring columns
  double (*placement)(const PlacedPiece&) noexcept = nullptr;
  int (*column)(const ColumnView&) noexcept = nullptr;
  int (*pair)(std::uint64_t left, std::uint64_t right, std::uint64_t rows) noexcept = nullptr;
  std::uint64_t (*rows_of)(const ColumnView&) noexcept = nullptr;
  int (*surface)(const std::array<int, MAX_COLUMNS>& heights, int width) noexcept = nullptr;
  std::size_t index = 0;  // its place in FEATURES (set there)

  constexpr bool of_board() const noexcept { return measure != Measure::Placement; }
};

namespace detail {

constexpr auto numbered(auto rows) noexcept {
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i].index = i;
  return rows;
}

}  // namespace detail

// The features, in the order of weights vectors, exports and output.
inline constexpr auto FEATURES = detail::numbered(std::to_array<Feature>({
    {.name = "landing_height",
     .measure = Measure::Placement,
     .drop = DropPath::Exact,
     .whole = false,
     .placement = measure::landing_height},
    {.name = "rows_cleared",
     .measure = Measure::Placement,
     .drop = DropPath::Exact,
     .placement = measure::rows_cleared},
    {.name = "eroded_cells",
     .measure = Measure::Placement,
     .drop = DropPath::Exact,
     .placement = measure::eroded_cells},
    {.name = "row_transitions",
     .measure = Measure::Pair,
     .drop = DropPath::Bound,
     .pair = measure::row_transitions},
    {.name = "column_transitions",
     .measure = Measure::Column,
     .drop = DropPath::Exact,
     .by_variant = true,
     .column = measure::column_transitions},
    {.name = "holes",
     .measure = Measure::Column,
     .drop = DropPath::Exact,
     .column = measure::holes},
    {.name = "well_sums",
     .measure = Measure::Column,
     .drop = DropPath::Bound,
     .neighbours = true,
     .column = measure::well_sums},
    {.name = "hole_depth",
     .measure = Measure::Column,
     .drop = DropPath::Bound,
     .detail = true,
     .column = measure::hole_depth},
    {.name = "rows_with_holes",
     .measure = Measure::RowUnion,
     .drop = DropPath::Bound,
     .detail = true,
     .rows_of = measure::rows_with_holes},
    {.name = "hole_cover",
     .measure = Measure::Column,
     .drop = DropPath::Bound,
     .detail = true,
     .column = measure::hole_cover},
    {.name = "pattern_diversity",
     .measure = Measure::Surface,
     .detail = true,
     .surface = measure::pattern_diversity},
}));

inline constexpr std::size_t FEATURE_COUNT = FEATURES.size();

// How many features are measured as `m`.
constexpr std::size_t count_features(Measure m) noexcept {
  std::size_t n = 0;
  for (const Feature& f : FEATURES) n += f.measure == m ? 1 : 0;
  return n;
}

// A RowUnion feature's place among the RowUnion features.
constexpr std::size_t union_slot(std::size_t k) noexcept {
  std::size_t slot = 0;
  for (std::size_t i = 0; i < k; ++i) slot += FEATURES[i].measure == Measure::RowUnion ? 1 : 0;
  return slot;
}

// The place of the feature called `name` in FEATURES; a name that is not there does not compile.
consteval std::size_t feature_index(std::string_view name) {
  for (const Feature& f : FEATURES) {
    if (f.name == name) return f.index;
  }
  throw "no feature has this name";
}

// The features the drop fast paths and the command line name.
inline constexpr std::size_t LANDING_HEIGHT = feature_index("landing_height");
inline constexpr std::size_t ROWS_CLEARED = feature_index("rows_cleared");
inline constexpr std::size_t ERODED_CELLS = feature_index("eroded_cells");
inline constexpr std::size_t ROW_TRANSITIONS = feature_index("row_transitions");
inline constexpr std::size_t COLUMN_TRANSITIONS = feature_index("column_transitions");
inline constexpr std::size_t HOLES = feature_index("holes");
inline constexpr std::size_t WELL_SUMS = feature_index("well_sums");
inline constexpr std::size_t HOLE_DEPTH = feature_index("hole_depth");
inline constexpr std::size_t ROWS_WITH_HOLES = feature_index("rows_with_holes");
inline constexpr std::size_t HOLE_COVER = feature_index("hole_cover");
inline constexpr std::size_t PATTERN_DIVERSITY = feature_index("pattern_diversity");

// A set of features, bit i for FEATURES[i].
struct FeatureSet {
  std::uint32_t bits = 0;
  constexpr bool contains(std::size_t i) const noexcept { return ((bits >> i) & 1u) != 0; }
  constexpr FeatureSet with(std::size_t i) const noexcept {
    return {bits | (std::uint32_t{1} << i)};
  }
  friend constexpr bool operator==(FeatureSet, FeatureSet) = default;
};
static_assert(FEATURE_COUNT <= 32, "FeatureSet holds 32 features");

inline constexpr FeatureSet ALL_FEATURES{(std::uint32_t{1} << FEATURE_COUNT) - 1};
// The features every calculator measures (all but the details).
inline constexpr FeatureSet BASIC_FEATURES = [] {
  FeatureSet s;
  for (const Feature& f : FEATURES) {
    if (!f.detail) s = s.with(f.index);
  }
  return s;
}();

// Whether the drop fast paths give every feature of `s`.
constexpr bool drop_paths_cover(FeatureSet s) noexcept {
  for (const Feature& f : FEATURES) {
    if (s.contains(f.index) && f.drop == DropPath::None) return false;
  }
  return true;
}

// The values of every feature, in FEATURES order: those of one placement (landing_height,
// rows_cleared and eroded_cells describe the placement itself; the rest describe the board
// after it), or of a board by itself (the three placement features 0).
struct PlacementFeatures {
  std::array<double, FEATURE_COUNT> values{};

  constexpr double operator[](std::size_t i) const noexcept { return values[i]; }
  constexpr double& operator[](std::size_t i) noexcept { return values[i]; }
  constexpr double operator[](const Feature& f) const noexcept { return values[f.index]; }
  friend bool operator==(const PlacementFeatures&, const PlacementFeatures&) = default;
};

// The features a board has by itself (those of `gameai tetris features`), with its heights.
struct BoardFeatures {
  int width = 0;
  std::array<int, MAX_COLUMNS> heights{};  // the first `width` entries are used
  PlacementFeatures values;                // the board features; the placement features 0

  constexpr double operator[](std::size_t i) const noexcept { return values[i]; }
  constexpr double& operator[](std::size_t i) noexcept { return values[i]; }
  constexpr double operator[](const Feature& f) const noexcept { return values[f]; }
  friend bool operator==(const BoardFeatures&, const BoardFeatures&) = default;
};

}  // namespace gameai::tetris_ai

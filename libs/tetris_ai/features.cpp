#include "tetris_ai/features.hpp"

#include <algorithm>
#include <bit>

namespace gameai::tetris_ai {
namespace {

using detail::well_sum;

// drop_lanes' loops over the columns are meant for the vectoriser: unrolled completely first
// (as -O3 does with 16 iterations) they would stay scalar.
#if defined(__clang__)
#define LANE_LOOP _Pragma("clang loop unroll(disable)")
#elif defined(__GNUC__)
#define LANE_LOOP _Pragma("GCC unroll 1")
#else
#define LANE_LOOP
#endif

// The terms of column `col` between `left` and `right` (walls are all ones), over the visible
// rows `rows`; column transitions over `transitions` (transition_rows()).
template <bool HOLE_DETAILS = true>
inline ColumnTerms column_terms(std::uint64_t left, std::uint64_t col, std::uint64_t right,
                                std::uint64_t rows, std::uint64_t transitions) noexcept {
  ColumnTerms t;
  const int height = height_of(col);
  const std::uint64_t below_top = height == 0 ? 0 : (~std::uint64_t{0} >> (64 - height));
  const std::uint64_t empty = ~col & rows;
  t.hole_rows = empty & below_top;
  t.holes = std::popcount(t.hole_rows);
  // Bit y of (col << 1 | 1) is the cell below row y, the floor counting as filled (and bit
  // `height` of col, above the board, is empty).
  t.column_transitions = std::popcount((col ^ ((col << 1) | 1)) & transitions);
  t.well_sums = well_sum(left, col, right, rows);
  if constexpr (!HOLE_DETAILS) return t;
  // The filled cells above the lowest hole (row y itself is empty).
  if (t.hole_rows != 0) t.hole_cover = std::popcount(col >> std::countr_zero(t.hole_rows));
  std::uint64_t holes = t.hole_rows;
  while (holes != 0) {
    const int y = std::countr_zero(holes);
    holes &= holes - 1;
    t.hole_depth += std::popcount(col >> y);
  }
  return t;
}

inline void add_terms(ColumnTerms& sum, const ColumnTerms& t) noexcept {
  sum.column_transitions += t.column_transitions;
  sum.holes += t.holes;
  sum.well_sums += t.well_sums;
  sum.hole_depth += t.hole_depth;
  sum.hole_cover += t.hole_cover;
}

inline void subtract_terms(ColumnTerms& sum, const ColumnTerms& t) noexcept {
  sum.column_transitions -= t.column_transitions;
  sum.holes -= t.holes;
  sum.well_sums -= t.well_sums;
  sum.hole_depth -= t.hole_depth;
  sum.hole_cover -= t.hole_cover;
}

// Every board-only feature from scratch, heights included when `heights` is given; without
// HOLE_DETAILS hole_depth, hole_cover and pattern_diversity are left 0.
template <bool HOLE_DETAILS = true>
void full_features(const ColumnBoard& board, std::uint64_t transitions, PlacementFeatures& f,
                   int* heights) noexcept {
  const int w = board.width();
  const std::uint64_t rows = board.row_mask();
  ColumnTerms sum;
  std::uint64_t hole_rows = 0;
  int row_transitions = 0;
  std::array<int, 5> steps{};
  int last_height = 0;
  std::uint64_t prev = rows;  // the left wall
  for (int x = 0; x < w; ++x) {
    const std::uint64_t col = board.column(x);
    const std::uint64_t right = x + 1 < w ? board.column(x + 1) : rows;
    const ColumnTerms t = column_terms<HOLE_DETAILS>(prev, col, right, rows, transitions);
    add_terms(sum, t);
    hole_rows |= t.hole_rows;
    row_transitions += std::popcount((prev ^ col) & rows);
    const int height = height_of(col);
    if (heights != nullptr) heights[x] = height;
    if (HOLE_DETAILS && x > 0) detail::count_step(steps, last_height, height, 1);
    last_height = height;
    prev = col;
  }
  row_transitions += std::popcount((prev ^ rows) & rows);
  f.row_transitions = row_transitions;
  f.column_transitions = sum.column_transitions;
  f.holes = sum.holes;
  f.well_sums = sum.well_sums;
  f.hole_depth = sum.hole_depth;
  f.rows_with_holes = std::popcount(hole_rows);
  f.hole_cover = sum.hole_cover;
  f.pattern_diversity = detail::diversity(steps);
}

}  // namespace

std::optional<FeatureVariant> variant_from_string(std::string_view name) noexcept {
  for (std::size_t i = 0; i < FEATURE_VARIANT_NAMES.size(); ++i) {
    if (FEATURE_VARIANT_NAMES[i] == name) return static_cast<FeatureVariant>(i);
  }
  return std::nullopt;
}

BoardFeatures board_features(const tetris::Board& board, FeatureVariant variant) noexcept {
  return board_features(ColumnBoard(board), variant);
}

BoardFeatures board_features(const ColumnBoard& board, FeatureVariant variant) noexcept {
  PlacementFeatures f;
  BoardFeatures b;
  b.width = board.width();
  full_features(board, transition_rows(board.height(), variant), f, b.heights.data());
  b.holes = f.holes;
  b.row_transitions = f.row_transitions;
  b.column_transitions = f.column_transitions;
  b.well_sums = f.well_sums;
  b.hole_depth = f.hole_depth;
  b.rows_with_holes = f.rows_with_holes;
  b.hole_cover = f.hole_cover;
  b.pattern_diversity = f.pattern_diversity;
  return b;
}

void FeatureCalculator::reset(const ColumnBoard& board, bool hole_details,
                              FeatureVariant variant) noexcept {
  variant_ = variant;
  transition_rows_ = transition_rows(board.height(), variant);
  top_limit_ = variant == FeatureVariant::MdpTetris ? board.height() : board.height() - 1;
  if (hole_details) {
    reset_terms<true>(board);
  } else {
    reset_terms<false>(board);
  }
}

template <bool HOLE_DETAILS>
void FeatureCalculator::reset_terms(const ColumnBoard& board) noexcept {
  board_ = board;
  hole_details_ = HOLE_DETAILS;
  const int w = board.width();
  const auto uw = static_cast<std::size_t>(w);
  const std::uint64_t rows = board.row_mask();
  // Every slot starts as a wall (whole arrays: a few vector stores), then one pass over the
  // columns.
  ext_.fill(rows);
  for (std::size_t x = 0; x < uw; ++x) ext_[x + 2] = board.column(static_cast<int>(x));
  lane_heights_.fill(WALL_HEIGHT);
  total_ = ColumnTerms{};
  steps_.fill(0);
  well_prefix_[0] = 0;
  well_prefix_[1] = 0;
  well_prefix_[2] = 0;
  prefix_and_[0] = ~std::uint64_t{0};
  prefix_hole_rows_[0] = 0;
  int row_transitions = 0;
  for (std::size_t x = 0; x < uw; ++x) {
    const std::uint64_t col = ext_[x + 2];
    const ColumnTerms t =
        column_terms<HOLE_DETAILS>(ext_[x + 1], col, ext_[x + 3], rows, transition_rows_);
    terms_[x] = t;
    add_terms(total_, t);
    const int height = height_of(col);
    heights_[x] = height;
    lane_heights_[x + 1] = static_cast<std::int16_t>(height);
    if (HOLE_DETAILS && x > 0) detail::count_step(steps_, heights_[x - 1], height, 1);
    well_prefix_[x + 3] = static_cast<std::int16_t>(well_prefix_[x + 2] + t.well_sums);
    pair_transitions_[x] = std::popcount((ext_[x + 1] ^ col) & rows);
    row_transitions += pair_transitions_[x];
    prefix_and_[x + 1] = prefix_and_[x] & col;
    prefix_hole_rows_[x + 1] = prefix_hole_rows_[x] | t.hole_rows;
  }
  pair_transitions_[uw] = std::popcount((ext_[uw + 1] ^ rows) & rows);
  row_transitions_ = row_transitions + pair_transitions_[uw];
  // The slots past the last column hold the total: a fixed count, so a few vector stores.
  static_assert(std::tuple_size_v<decltype(ColumnShape::columns)> <= tetris::Board::MIN_WIDTH,
                "no piece may be wider than the narrowest board: the tail would not reach the "
                "last slot drop_lanes reads");
  const std::int16_t wells = well_prefix_[uw + 2];
  std::int16_t* tail = well_prefix_.data() + uw + 3;
  for (std::size_t k = 0; k < MAX_COLUMNS; ++k) tail[k] = wells;
  suffix_and_[uw] = ~std::uint64_t{0};
  suffix_hole_rows_[uw] = 0;
  suffix_hole_rows_[uw + 1] = 0;
  for (std::size_t x = uw; x-- > 0;) {
    suffix_and_[x] = suffix_and_[x + 1] & ext_[x + 2];
    suffix_hole_rows_[x] = suffix_hole_rows_[x + 1] | terms_[x].hole_rows;
  }
}

// One body for every copy: inlined into each, it is compiled for that copy's instructions.
GAMEAI_ALWAYS_INLINE void FeatureCalculator::drop_lanes_body(const ColumnShape& shape,
                                                             DropLanes& out) const noexcept {
  // Everything stays in 16-bit lanes (a wider intermediate would halve the lanes per vector).
  using Lane = std::int16_t;
  constexpr std::size_t LANES = MAX_COLUMNS;
  const auto sw = static_cast<std::size_t>(shape.width);
  const auto sh = static_cast<std::size_t>(shape.height);
  const Lane* h = lane_heights_.data() + 1;  // h[x] is column x's height
  std::array<Lane, LANES> row{};
  for (std::size_t i = 0; i < sw; ++i) {
    const auto b = static_cast<Lane>(shape.bottom[i]);
    LANE_LOOP
    for (std::size_t x = 0; x < LANES; ++x) {
      const auto r = static_cast<Lane>(h[x + i] - b);
      row[x] = r > row[x] ? r : row[x];
    }
  }
  std::array<Lane, LANES> holes;
  std::array<Lane, LANES> column_transitions;
  holes.fill(static_cast<Lane>(total_.holes));
  column_transitions.fill(static_cast<Lane>(total_.column_transitions - static_cast<int>(sw)));
  for (std::size_t i = 0; i < sw; ++i) {
    const auto b = static_cast<Lane>(shape.bottom[i]);
    // The piece's top cell in this column has a transition above it that counts while
    // row < limit.
    const auto limit = static_cast<Lane>(top_limit_ - shape.top[i]);
    LANE_LOOP
    for (std::size_t x = 0; x < LANES; ++x) {
      const auto bottom = static_cast<Lane>(row[x] + b);
      holes[x] = static_cast<Lane>(holes[x] + bottom - h[x + i]);
      const auto gap = static_cast<Lane>(bottom > h[x + i] ? 2 : 0);
      const auto below_top = static_cast<Lane>(row[x] < limit ? 1 : 0);
      column_transitions[x] = static_cast<Lane>(column_transitions[x] + gap + below_top);
    }
  }
  // Each row of the piece closes the gap at both its ends (2 fewer transitions per row) unless
  // the cell beyond an end is empty (then 2 more).
  std::array<Lane, LANES> row_transitions;
  row_transitions.fill(static_cast<Lane>(row_transitions_ - 2 * static_cast<int>(sh)));
  for (std::size_t j = 0; j < sh; ++j) {
    const Lane* left = h + shape.row_left[j] - 1;
    const Lane* right = h + shape.row_right[j] + 1;
    const auto dj = static_cast<Lane>(j);
    LANE_LOOP
    for (std::size_t x = 0; x < LANES; ++x) {
      const auto y = static_cast<Lane>(row[x] + dj);
      const auto open_left = static_cast<Lane>(y >= left[x] ? 2 : 0);
      const auto open_right = static_cast<Lane>(y >= right[x] ? 2 : 0);
      row_transitions[x] = static_cast<Lane>(row_transitions[x] + open_left + open_right);
    }
  }
  std::array<Lane, LANES> well_sums;
  const auto total_wells = static_cast<Lane>(total_.well_sums);
  const Lane* after = well_prefix_.data() + sw + 3;
  const Lane* before = well_prefix_.data() + 1;
  LANE_LOOP
  for (std::size_t x = 0; x < LANES; ++x) {
    well_sums[x] = static_cast<Lane>(total_wells - after[x] + before[x]);
  }
  out.row = row;
  out.holes = holes;
  out.column_transitions = column_transitions;
  out.row_transitions = row_transitions;
  out.well_sums = well_sums;
}

void FeatureCalculator::drop_lanes(const ColumnShape& shape, DropLanes& out,
                                   common::SimdLevel level) const noexcept {
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) {
    drop_lanes_avx2(shape, out);
    return;
  }
#endif
  (void)level;
  drop_lanes_portable(shape, out);
}

void FeatureCalculator::drop_lanes_portable(const ColumnShape& shape,
                                            DropLanes& out) const noexcept {
  drop_lanes_body(shape, out);
}

#if GAMEAI_SIMD_AVX2
void FeatureCalculator::drop_lanes_avx2(const ColumnShape& shape, DropLanes& out) const noexcept {
  drop_lanes_body(shape, out);
}
#endif

PlacementFeatures FeatureCalculator::evaluate(const ColumnShape& shape, int x, int y,
                                              ColumnBoard* after) const noexcept {
  PlacementFeatures f;
  f.landing_height = y + (shape.height - 1) * 0.5;
  const int sw = shape.width;
  const std::uint64_t rows = board_.row_mask();

  // win[k] is column x - 2 + k with the piece added (walls outside the board): the piece's
  // columns, one neighbour each side whose wells may change, and the neighbours' neighbours.
  std::array<std::uint64_t, 8> win;
  const auto base = static_cast<std::size_t>(x);  // ext_ index of column x - 2
  for (std::size_t k = 0; k < win.size(); ++k) win[k] = ext_[base + k];
  std::uint64_t full = prefix_and_[base] & suffix_and_[base + static_cast<std::size_t>(sw)] & rows;
  for (int i = 0; i < sw; ++i) {
    auto& c = win[static_cast<std::size_t>(i + 2)];
    c |= shape.columns[static_cast<std::size_t>(i)] << y;
    full &= c;
  }

  if (full != 0) {
    // Rows clear: every column moves, so measure the whole board again.
    int piece_cells = 0;
    for (int i = 0; i < sw; ++i) {
      piece_cells += std::popcount((shape.columns[static_cast<std::size_t>(i)] << y) & full);
    }
    ColumnBoard board = board_;
    board.add(shape, x, y);
    board.remove_rows(full);
    f.rows_cleared = std::popcount(full);
    f.eroded_cells = f.rows_cleared * piece_cells;
    if (hole_details_) {
      full_features<true>(board, transition_rows_, f, nullptr);
    } else {
      full_features<false>(board, transition_rows_, f, nullptr);
      f.rows_with_holes = 0;
    }
    if (after != nullptr) *after = board;
    return f;
  }

  // No clear: the piece's columns change all their terms, their two neighbours only their
  // wells, and the pairs x .. x + width their row transitions.
  ColumnTerms sum = total_;
  std::uint64_t hole_rows =
      prefix_hole_rows_[base] | suffix_hole_rows_[base + static_cast<std::size_t>(sw)];
  for (int i = 0; i < sw; ++i) {
    const auto k = static_cast<std::size_t>(i + 2);
    const ColumnTerms t =
        hole_details_ ? column_terms<true>(win[k - 1], win[k], win[k + 1], rows, transition_rows_)
                      : column_terms<false>(win[k - 1], win[k], win[k + 1], rows, transition_rows_);
    subtract_terms(sum, terms_[base + static_cast<std::size_t>(i)]);
    add_terms(sum, t);
    hole_rows |= t.hole_rows;
  }
  if (x > 0) {
    sum.well_sums += well_sum(win[0], win[1], win[2], rows) - terms_[base - 1].well_sums;
  }
  if (x + sw < board_.width()) {
    const auto k = static_cast<std::size_t>(sw + 2);
    sum.well_sums += well_sum(win[k - 1], win[k], win[k + 1], rows) -
                     terms_[base + static_cast<std::size_t>(sw)].well_sums;
  }
  int row_transitions = row_transitions_;
  for (int i = 0; i <= sw; ++i) {
    const auto k = static_cast<std::size_t>(i + 1);
    row_transitions += std::popcount((win[k] ^ win[k + 1]) & rows) -
                       pair_transitions_[base + static_cast<std::size_t>(i)];
  }
  f.row_transitions = row_transitions;
  f.column_transitions = sum.column_transitions;
  f.holes = sum.holes;
  f.well_sums = sum.well_sums;
  if (hole_details_) {
    f.hole_depth = sum.hole_depth;
    f.rows_with_holes = std::popcount(hole_rows);
    f.hole_cover = sum.hole_cover;
    // The steps between the piece's columns and from them to their neighbours change.
    const int w = board_.width();
    const auto height = [&](int c) {
      return c >= x && c < x + sw ? height_of(win[static_cast<std::size_t>(c - x + 2)])
                                  : heights_[static_cast<std::size_t>(c)];
    };
    std::array<int, 5> steps = steps_;
    for (int p = std::max(x, 1); p <= std::min(x + sw, w - 1); ++p) {
      detail::count_step(steps, heights_[static_cast<std::size_t>(p - 1)],
                         heights_[static_cast<std::size_t>(p)], -1);
      detail::count_step(steps, height(p - 1), height(p), 1);
    }
    f.pattern_diversity = detail::diversity(steps);
  }
  if (after != nullptr) {
    *after = board_;
    after->add(shape, x, y);
  }
  return f;
}

}  // namespace gameai::tetris_ai

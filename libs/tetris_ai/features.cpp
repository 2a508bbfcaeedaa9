#include "tetris_ai/features.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace gameai::tetris_ai {
namespace {

// drop_lanes' loops over the columns are meant for the vectoriser: unrolled completely first
// (as -O3 does with 16 iterations) they would stay scalar.
#if defined(__clang__)
#define LANE_LOOP _Pragma("clang loop unroll(disable)")
#elif defined(__GNUC__)
#define LANE_LOOP _Pragma("GCC unroll 1")
#else
#define LANE_LOOP
#endif

// Calls fn(std::integral_constant<std::size_t, K>) for every feature K, so that each call knows
// its row (and its measurement function) at compile time.
template <class Fn>
GAMEAI_ALWAYS_INLINE void for_each_feature(Fn&& fn) {
  [&]<std::size_t... K>(std::index_sequence<K...>) {
    (fn(std::integral_constant<std::size_t, K>{}), ...);
  }
  (std::make_index_sequence<FEATURE_COUNT>{});
}

template <std::size_t K>
constexpr bool is(Measure m) noexcept {
  return FEATURES[K].measure == m;
}

// Whether feature K is measured: always for a basic one (known at compile time), else when
// `measured` holds it.
template <std::size_t K>
GAMEAI_ALWAYS_INLINE bool wanted(FeatureSet measured) noexcept {
  return !FEATURES[K].detail || measured.contains(K);
}

constexpr std::size_t UNION_SLOTS = count_features(Measure::RowUnion);
using Unions = std::array<std::uint64_t, UNION_SLOTS>;

// A RowUnion feature's slot, as a constant.
template <std::size_t K>
constexpr std::size_t union_slot() noexcept {
  return tetris_ai::union_slot(K);
}

// Every feature of `measured` that the board has by itself, from scratch (the placement
// features are left as they are), and the column heights.
void measure_board(const ColumnBoard& board, FeatureSet measured, std::uint64_t transitions,
                   PlacementFeatures& f, std::array<int, MAX_COLUMNS>& heights) noexcept {
  const int w = board.width();
  const std::uint64_t rows = board.row_mask();
  std::array<int, FEATURE_COUNT> sum{};
  Unions unions{};
  std::uint64_t prev = rows;  // the left wall
  for (int x = 0; x < w; ++x) {
    const std::uint64_t col = board.column(x);
    const std::uint64_t right = x + 1 < w ? board.column(x + 1) : rows;
    const ColumnView view = column_view(prev, col, right, rows, transitions);
    heights[static_cast<std::size_t>(x)] = view.height;
    for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
      if (!wanted<K>(measured)) return;
      if constexpr (is<K>(Measure::Column)) sum[K] += FEATURES[K].column(view);
      if constexpr (is<K>(Measure::Pair)) sum[K] += FEATURES[K].pair(prev, col, rows);
      if constexpr (is<K>(Measure::RowUnion)) unions[union_slot<K>()] |= FEATURES[K].rows_of(view);
    });
    prev = col;
  }
  for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
    if (!wanted<K>(measured)) return;
    if constexpr (is<K>(Measure::Pair)) sum[K] += FEATURES[K].pair(prev, rows, rows);
    if constexpr (is<K>(Measure::Column) || is<K>(Measure::Pair)) f[K] = sum[K];
    if constexpr (is<K>(Measure::RowUnion)) f[K] = std::popcount(unions[union_slot<K>()]);
    if constexpr (is<K>(Measure::Surface)) f[K] = FEATURES[K].surface(heights, w);
  });
}

}  // namespace

BoardFeatures board_features(const tetris::Board& board, FeatureVariant variant) noexcept {
  return board_features(ColumnBoard(board), variant);
}

BoardFeatures board_features(const ColumnBoard& board, FeatureVariant variant) noexcept {
  BoardFeatures b;
  b.width = board.width();
  measure_board(board, ALL_FEATURES, transition_rows(board.height(), variant), b.values, b.heights);
  return b;
}

void FeatureCalculator::reset(const ColumnBoard& board, FeatureSet measured,
                              FeatureVariant variant) noexcept {
  board_ = board;
  measured_ = measured;
  variant_ = variant;
  transition_rows_ = transition_rows(board.height(), variant);
  top_limit_ = variant == FeatureVariant::MdpTetris ? board.height() : board.height() - 1;
  const int w = board.width();
  const auto uw = static_cast<std::size_t>(w);
  const std::uint64_t rows = board.row_mask();
  // Every slot starts as a wall (whole arrays: a few vector stores), then one pass over the
  // columns.
  ext_.fill(rows);
  for (std::size_t x = 0; x < uw; ++x) ext_[x + 2] = board.column(static_cast<int>(x));
  lane_heights_.fill(WALL_HEIGHT);
  total_.fill(0);
  well_prefix_[0] = 0;
  well_prefix_[1] = 0;
  well_prefix_[2] = 0;
  prefix_and_[0] = ~std::uint64_t{0};
  prefix_rows_[0].fill(0);
  for (std::size_t x = 0; x < uw; ++x) {
    const std::uint64_t col = ext_[x + 2];
    const ColumnView view = column_view(ext_[x + 1], col, ext_[x + 3], rows, transition_rows_);
    for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
      if (!wanted<K>(measured)) return;
      if constexpr (is<K>(Measure::Column)) {
        terms_[x][K] = FEATURES[K].column(view);
        total_[K] += terms_[x][K];
      }
      if constexpr (is<K>(Measure::Pair)) {
        pairs_[x][K] = FEATURES[K].pair(ext_[x + 1], col, rows);
        total_[K] += pairs_[x][K];
      }
      if constexpr (is<K>(Measure::RowUnion)) {
        column_rows_[x][union_slot<K>()] = FEATURES[K].rows_of(view);
        prefix_rows_[x + 1][union_slot<K>()] =
            prefix_rows_[x][union_slot<K>()] | column_rows_[x][union_slot<K>()];
      }
    });
    heights_[x] = view.height;
    lane_heights_[x + 1] = static_cast<std::int16_t>(view.height);
    well_prefix_[x + 3] = static_cast<std::int16_t>(well_prefix_[x + 2] + terms_[x][WELL_SUMS]);
    prefix_and_[x + 1] = prefix_and_[x] & col;
  }
  for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
    if (!wanted<K>(measured)) return;
    if constexpr (is<K>(Measure::Pair)) {
      pairs_[uw][K] = FEATURES[K].pair(ext_[uw + 1], rows, rows);
      total_[K] += pairs_[uw][K];
    }
  });
  // The slots past the last column hold the total: a fixed count, so a few vector stores.
  static_assert(std::tuple_size_v<decltype(ColumnShape::columns)> <= tetris::Board::MIN_WIDTH,
                "no piece may be wider than the narrowest board: the tail would not reach the "
                "last slot drop_lanes reads");
  const std::int16_t wells = well_prefix_[uw + 2];
  std::int16_t* tail = well_prefix_.data() + uw + 3;
  for (std::size_t k = 0; k < MAX_COLUMNS; ++k) tail[k] = wells;
  suffix_and_[uw] = ~std::uint64_t{0};
  suffix_rows_[uw].fill(0);
  for (std::size_t x = uw; x-- > 0;) {
    suffix_and_[x] = suffix_and_[x + 1] & ext_[x + 2];
    for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
      if constexpr (is<K>(Measure::RowUnion)) {
        if (!wanted<K>(measured)) return;
        suffix_rows_[x][union_slot<K>()] =
            suffix_rows_[x + 1][union_slot<K>()] | column_rows_[x][union_slot<K>()];
      }
    });
  }
}

int FeatureCalculator::board_value(std::size_t feature) const noexcept {
  switch (FEATURES[feature].measure) {
    case Measure::Column:
    case Measure::Pair:
      return total_[feature];
    case Measure::RowUnion:
      return std::popcount(
          prefix_rows_[static_cast<std::size_t>(board_.width())][tetris_ai::union_slot(feature)]);
    case Measure::Placement:
    case Measure::Surface:
      break;
  }
  return 0;
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
  holes.fill(static_cast<Lane>(total_[HOLES]));
  column_transitions.fill(static_cast<Lane>(total_[COLUMN_TRANSITIONS] - static_cast<int>(sw)));
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
  row_transitions.fill(static_cast<Lane>(total_[ROW_TRANSITIONS] - 2 * static_cast<int>(sh)));
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
  const auto total_wells = static_cast<Lane>(total_[WELL_SUMS]);
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
  const int sw = shape.width;
  const std::uint64_t rows = board_.row_mask();

  // win[k] is column x - 2 + k with the piece added (walls outside the board): the piece's
  // columns, one neighbour each side whose terms may read them, and the neighbours' neighbours.
  std::array<std::uint64_t, 8> win;
  const auto base = static_cast<std::size_t>(x);  // ext_ index of column x - 2
  const auto usw = static_cast<std::size_t>(sw);
  for (std::size_t k = 0; k < win.size(); ++k) win[k] = ext_[base + k];
  std::uint64_t full = prefix_and_[base] & suffix_and_[base + usw] & rows;
  for (std::size_t i = 0; i < usw; ++i) {
    auto& c = win[i + 2];
    c |= shape.columns[i] << y;
    full &= c;
  }

  PlacedPiece placed{y, shape.height, 0, 0};
  if (full != 0) {
    // Rows clear: every column moves, so measure the whole board again.
    for (std::size_t i = 0; i < usw; ++i) {
      placed.cells_cleared += std::popcount((shape.columns[i] << y) & full);
    }
    placed.rows_cleared = std::popcount(full);
    ColumnBoard board = board_;
    board.add(shape, x, y);
    board.remove_rows(full);
    std::array<int, MAX_COLUMNS> heights;
    measure_board(board, measured_, transition_rows_, f, heights);
    if (after != nullptr) *after = board;
  } else {
    // No clear: the piece's columns change, their neighbours only for terms that read them,
    // the pairs x - 1 | x .. x + width - 1 | x + width, and the surface where the piece is.
    std::array<int, FEATURE_COUNT> sum = total_;
    Unions unions;
    std::array<int, MAX_COLUMNS> heights;
    bool surface = false;
    for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
      if constexpr (is<K>(Measure::RowUnion)) {
        if (!wanted<K>(measured_)) return;
        unions[union_slot<K>()] =
            prefix_rows_[base][union_slot<K>()] | suffix_rows_[base + usw][union_slot<K>()];
      }
      if constexpr (is<K>(Measure::Surface)) surface = surface || wanted<K>(measured_);
    });
    if (surface) heights = heights_;
    for (std::size_t i = 0; i < usw; ++i) {
      const ColumnView view =
          column_view(win[i + 1], win[i + 2], win[i + 3], rows, transition_rows_);
      for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
        if (!wanted<K>(measured_)) return;
        if constexpr (is<K>(Measure::Column)) {
          sum[K] += FEATURES[K].column(view) - terms_[base + i][K];
        }
        if constexpr (is<K>(Measure::RowUnion)) {
          unions[union_slot<K>()] |= FEATURES[K].rows_of(view);
        }
      });
      if (surface) heights[base + i] = view.height;
    }
    // The columns beside the piece, for the terms that read their neighbours.
    const auto beside = [&](std::size_t k, std::size_t column) {
      const ColumnView view = column_view(win[k - 1], win[k], win[k + 1], rows, transition_rows_);
      for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
        if constexpr (is<K>(Measure::Column) && FEATURES[K].neighbours) {
          if (!wanted<K>(measured_)) return;
          sum[K] += FEATURES[K].column(view) - terms_[column][K];
        }
      });
    };
    if (x > 0) beside(1, base - 1);
    if (x + sw < board_.width()) beside(usw + 2, base + usw);
    for (std::size_t i = 0; i <= usw; ++i) {
      for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
        if constexpr (is<K>(Measure::Pair)) {
          if (!wanted<K>(measured_)) return;
          sum[K] += FEATURES[K].pair(win[i + 1], win[i + 2], rows) - pairs_[base + i][K];
        }
      });
    }
    for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
      if (!wanted<K>(measured_)) return;
      if constexpr (is<K>(Measure::Column) || is<K>(Measure::Pair)) f[K] = sum[K];
      if constexpr (is<K>(Measure::RowUnion)) f[K] = std::popcount(unions[union_slot<K>()]);
      if constexpr (is<K>(Measure::Surface)) f[K] = FEATURES[K].surface(heights, board_.width());
    });
    if (after != nullptr) {
      *after = board_;
      after->add(shape, x, y);
    }
  }
  for_each_feature([&]<std::size_t K>(std::integral_constant<std::size_t, K>) {
    if constexpr (is<K>(Measure::Placement)) {
      if (wanted<K>(measured_)) f[K] = FEATURES[K].placement(placed);
    }
  });
  return f;
}

}  // namespace gameai::tetris_ai

#include "tetris_ai/controller.hpp"

#include "common/simd.hpp"
#include "tetris/rules.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace gameai::tetris_ai {
namespace {

constexpr double NO_SCORE = -std::numeric_limits<double>::infinity();
// The score of a sequence that ends the game before its last piece: worse than any real score.
constexpr double GAME_OVER_PENALTY = -1e12;

bool fits(const ColumnBoard& board, const ColumnShape& shape, int x, int y) noexcept {
  if (x < 0 || y < 0 || x + shape.width > board.width() || y + shape.height > board.height()) {
    return false;
  }
  for (int i = 0; i < shape.width; ++i) {
    if (board.column(x + i) & (shape.columns[static_cast<std::size_t>(i)] << y)) return false;
  }
  return true;
}

// Calls fn(rotation, shape, x, y) for every legal drop of `piece`, in rotation then column
// order. `rotations` may exceed the distinct count (seed 000 tries all four turns of every
// piece); rotation r then means the distinct rotation r mod count.
template <class Fn>
void for_each_drop(const FeatureCalculator& calc, tetris::Piece piece, int rotations,
                   tetris::RuleSet rules, Fn&& fn) {
  const ColumnBoard& board = calc.board();
  const int distinct = tetris::distinct_rotations(piece);
  if (rules != tetris::RuleSet::Standard) {
    for (int r = 0; r < rotations; ++r) {
      const auto rotation = tetris::rotation_from_int(r % distinct);
      const ColumnShape& shape = column_shape(piece, rotation);
      for (int x = 0; x + shape.width <= board.width(); ++x) {
        const int y = calc.drop_row(shape, x);
        if (y + shape.height <= board.height()) fn(rotation, shape, x, y);
      }
    }
    return;
  }
  // Standard: the piece enters at its spawn position (one row lower if it can fall), turns in
  // place without kicks (clockwise once or twice, or counter-clockwise once for rotation 3, each
  // turn having to fit), slides at that height as far as the stack allows, then drops.
  const StandardEntry entry = standard_entry(board, piece);
  if (!entry.open) return;
  std::array<bool, tetris::ROTATION_COUNT> turned{};
  for (int r = 0; r < tetris::ROTATION_COUNT; ++r) {
    const tetris::Shape& s = tetris::shape(piece, tetris::rotation_from_int(r));
    const bool here = fits(board, column_shape(piece, tetris::rotation_from_int(r)),
                           entry.box_x + s.box_x, entry.box_y + s.box_y);
    const int from = r == 3 || r == 0 ? 0 : r - 1;
    turned[static_cast<std::size_t>(r)] =
        here && (r == 0 || turned[static_cast<std::size_t>(from)]);
  }
  for (int r = 0; r < rotations; ++r) {
    if (!turned[static_cast<std::size_t>(r)]) continue;
    const auto rotation = tetris::rotation_from_int(r);
    const tetris::Shape& s = tetris::shape(piece, rotation);
    const ColumnShape& shape = column_shape(piece, rotation);
    const int x0 = entry.box_x + s.box_x;
    const int y0 = entry.box_y + s.box_y;
    int lo = x0;
    while (fits(board, shape, lo - 1, y0)) --lo;
    int hi = x0;
    while (fits(board, shape, hi + 1, y0)) ++hi;
    // A rotation r >= distinct covers the same cells as r mod distinct with the same lowest-
    // leftmost corner, so it is reported as that rotation.
    const auto reported = tetris::rotation_from_int(r % distinct);
    const ColumnShape& reported_shape = column_shape(piece, reported);
    for (int x = lo; x <= hi; ++x) {
      int y = calc.drop_row(shape, x);
      if (y > y0) {
        // Something overhangs the piece's path: fall from where it is instead.
        y = y0;
        while (fits(board, shape, x, y - 1)) --y;
      }
      fn(reported, reported_shape, x, y);
    }
  }
}

// The score of each lane's features (FeatureCalculator::drop_lanes) plus `base`, the hole
// details' share (the features a drop that clears no rows has as 0 are left out: with finite
// weights they add exactly 0): with non-positive weights for the features whose lanes are lower
// bounds (DropPath::Bound), an upper bound of the drop's score when it clears no rows.
GAMEAI_ALWAYS_INLINE void lane_scores_body(const LinearWeights& w, const ColumnShape& shape,
                                           const FeatureCalculator::DropLanes& lanes, double base,
                                           std::array<double, MAX_COLUMNS>& out) noexcept {
  // Locals, so that the vectoriser needs no check that `out` overlaps the inputs.
  const double lift = (shape.height - 1) * 0.5;
  const double landing = w[LANDING_HEIGHT];
  const double row_transitions = w[ROW_TRANSITIONS];
  const double column_transitions = w[COLUMN_TRANSITIONS];
  const double holes = w[HOLES];
  const double wells = w[WELL_SUMS];
  std::array<double, MAX_COLUMNS> result;
  for (std::size_t x = 0; x < MAX_COLUMNS; ++x) {
    const double a = landing * (lanes.row[x] + lift);
    const double b = row_transitions * lanes.row_transitions[x];
    const double c = column_transitions * lanes.column_transitions[x] + holes * lanes.holes[x];
    const double d = wells * lanes.well_sums[x];
    result[x] = ((a + b) + (c + d)) + base;
  }
  out = result;
}

void lane_scores_portable(const LinearWeights& w, const ColumnShape& shape,
                          const FeatureCalculator::DropLanes& lanes, double base,
                          std::array<double, MAX_COLUMNS>& out) noexcept {
  lane_scores_body(w, shape, lanes, base, out);
}

#if GAMEAI_SIMD_AVX2
GAMEAI_TARGET_AVX2 void lane_scores_avx2(const LinearWeights& w, const ColumnShape& shape,
                                         const FeatureCalculator::DropLanes& lanes, double base,
                                         std::array<double, MAX_COLUMNS>& out) noexcept {
  lane_scores_body(w, shape, lanes, base, out);
}
#endif

void lane_scores(common::SimdLevel level, const LinearWeights& w, const ColumnShape& shape,
                 const FeatureCalculator::DropLanes& lanes, double base,
                 std::array<double, MAX_COLUMNS>& out) noexcept {
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) {
    lane_scores_avx2(w, shape, lanes, base, out);
    return;
  }
#endif
  (void)level;
  lane_scores_portable(w, shape, lanes, base, out);
}

tetris::Placement make_placement(tetris::Piece piece, tetris::Rotation rotation, int x, int y) {
  return tetris::Placement{piece, rotation, static_cast<std::int8_t>(x),
                           static_cast<std::int8_t>(y)};
}

}  // namespace

void legal_placements(const ColumnBoard& board, tetris::Piece piece, tetris::RuleSet rules,
                      tetris::DropList& out) noexcept {
  out.clear();
  FeatureCalculator calc;
  calc.reset(board, BASIC_FEATURES);
  for_each_drop(calc, piece, tetris::distinct_rotations(piece), rules,
                [&](tetris::Rotation rotation, const ColumnShape&, int x, int y) {
                  out.push_back(make_placement(piece, rotation, x, y));
                });
}

StandardEntry standard_entry(const ColumnBoard& board, tetris::Piece piece) noexcept {
  const tetris::Shape& s = tetris::shape(piece, tetris::Rotation::Spawn);
  const ColumnShape& shape = column_shape(piece, tetris::Rotation::Spawn);
  // Fahey's spawn: rotation 0, top row on the board's top row (as tetris::spawn_placement).
  const int x = tetris::spawn_column(tetris::RuleSet::Standard, piece, board.width());
  int y = board.height() - s.height;
  StandardEntry e;
  e.open = fits(board, shape, x, y);
  if (e.open && fits(board, shape, x, y - 1)) --y;
  e.box_x = x - s.box_x;
  e.box_y = y - s.box_y;
  return e;
}

Controller::Controller(Evaluator evaluator, SearchOptions options, std::uint64_t seed)
    : evaluator_(evaluator),
      options_(options),
      rng_(seed),
      measured_(evaluator_.is_compact() ? BASIC_FEATURES : evaluator_.linear().measured()),
      prune_lanes_([&] {
        for (const Feature& feature : FEATURES) {
          if (feature.drop == DropPath::Bound && evaluator_.linear()[feature.index] > 0) {
            return false;
          }
        }
        return true;
      }()) {}

int Controller::preview_used() const noexcept {
  if (options_.beam_width > 0) return std::max(0, options_.beam_depth - 1);
  return options_.lookahead > 0 ? 1 : 0;
}

double Controller::score(const FeatureCalculator& calc, const ColumnShape& shape, int x, int y,
                         PlacementFeatures& features) const noexcept {
  features = calc.evaluate(shape, x, y);
  if (evaluator_.is_compact()) {
    return compact_score(calc.board(), shape, x, y, static_cast<int>(features[ROWS_CLEARED]),
                         evaluator_.compact());
  }
  return evaluator_.linear().score(features);
}

// Ranks order equal scores: higher wins. Generation order makes earlier placements rank higher;
// a coin draws a random rank; Dellacherie's priority is his own rank.
std::uint64_t Controller::rank(tetris::Piece piece, int rotation, int column, int order) noexcept {
  switch (evaluator_.tie_break()) {
    case TieBreak::Coin:
      return rng_.next();
    case TieBreak::DellacherieRank:
      // Shifted so the (possibly negative) priority orders correctly as an unsigned number.
      return static_cast<std::uint64_t>(dellacherie_priority(calc_.board().width(), piece,
                                                             tetris::rotation_from_int(rotation),
                                                             column) +
                                        (1 << 20));
    case TieBreak::First:
      break;
  }
  return std::numeric_limits<std::uint32_t>::max() - static_cast<std::uint64_t>(order);
}

std::optional<Decision> Controller::decide(const tetris::Board& board, tetris::Piece piece,
                                           std::span<const tetris::Piece> preview) {
  return decide(ColumnBoard(board), piece, preview);
}

bool Controller::draw_noise() noexcept {
  return options_.noise > 0 && rng_.uniform() < options_.noise;
}

Decision Controller::noisy(const ColumnBoard& board, const tetris::Placement& p) {
  calc_.reset(board, measured_, evaluator_.variant());
  Decision d{p, 0, {}};
  d.score = score(calc_, column_shape(p.piece, p.rotation), p.column, p.row, d.features);
  return d;
}

std::optional<Decision> Controller::decide(const ColumnBoard& board, tetris::Piece piece,
                                           std::span<const tetris::Piece> preview) {
  if (draw_noise()) {
    tetris::DropList drops;
    legal_placements(board, piece, options_.rules, drops);
    if (drops.empty()) return std::nullopt;
    return noisy(board, drops[rng_.below(static_cast<std::uint32_t>(drops.size()))]);
  }
  if (options_.beam_width > 0 && options_.beam_depth > 1 && !preview.empty()) {
    return beam(board, piece, preview, options_.beam_width, options_.beam_depth);
  }
  if (options_.beam_width == 0 && options_.lookahead > 0 && !preview.empty()) {
    return two_piece(board, piece, preview.front());
  }
  return one_piece(board, piece);
}

std::optional<Decision> Controller::one_piece(const ColumnBoard& board, tetris::Piece piece) {
  calc_.reset(board, measured_, evaluator_.variant());
  std::optional<Decision> best;
  const TieBreak tie = evaluator_.tie_break();
  if (tie == TieBreak::Coin) {
    // Seed 000 tries four turns of every piece and lets a coin decide each tie as it meets it.
    PlacementFeatures f;
    for_each_drop(calc_, piece, tetris::ROTATION_COUNT, options_.rules,
                  [&](tetris::Rotation rotation, const ColumnShape& shape, int x, int y) {
                    const double s = score(calc_, shape, x, y, f);
                    if (!best || s > best->score || (s == best->score && rng_.coin())) {
                      best = Decision{make_placement(piece, rotation, x, y), s, f};
                    }
                  });
    return best;
  }
  // The hot loop of every linear player: keep the weights in registers and remember only the
  // best placement's coordinates and features.
  const LinearWeights w = evaluator_.linear();
  double best_score = NO_SCORE;
  std::uint64_t best_rank = 0;
  tetris::Rotation best_rotation{};
  int best_x = -1;
  int best_y = 0;
  int best_order = 0;
  PlacementFeatures best_features;
  // Placements may be measured out of generation order: the rank decides equal scores, then
  // the earlier placement.
  auto consider = [&](tetris::Rotation rotation, int x, int y, double s, const PlacementFeatures& f,
                      int order) {
    bool take = s > best_score;
    if (!take && s == best_score) {
      const std::uint64_t r = rank(piece, tetris::to_int(rotation), x, order);
      take = r > best_rank || (r == best_rank && order < best_order);
    }
    if (take) {
      best_score = s;
      best_rank = rank(piece, tetris::to_int(rotation), x, order);
      best_order = order;
      best_rotation = rotation;
      best_x = x;
      best_y = y;
      best_features = f;
    }
  };
  if (options_.rules != tetris::RuleSet::Standard && drop_paths_cover(measured_)) {
    // Classic drops rest on every column they cover, so the column heights give most of each
    // drop's features at once (FeatureCalculator::drop_lanes) and an upper bound of its score:
    // with non-positive weights for the features the lanes only bound from below (row
    // transitions, wells, the hole details), the score of the bounds is at least the real score. A
    // drop whose bound is below the best score so far cannot be chosen, so it is never measured
    // further; nor are its wells when the exact row transitions (drop_partial) already put it
    // below. The drop with the best bound is measured first, as it is most often the best. The
    // bounds are compared with a small margin, so that rounding cannot matter however the compiler
    // arranges the sums.
    const bool prune_lanes = prune_lanes_;
    const bool prune_wells = w[WELL_SUMS] <= 0;
    auto below = [&](double bound) {
      return bound < best_score - 1e-9 * (1 + std::abs(best_score));
    };
    const int width = calc_.board().width();
    const int height = calc_.board().height();
    const int distinct = tetris::distinct_rotations(piece);
    // Every drop in generation order with its bound.
    struct Candidate {
      double bound;
      std::int8_t x;
      std::int8_t y;
      std::uint8_t rotation;
    };
    std::array<Candidate, tetris::ROTATION_COUNT * MAX_COLUMNS> candidates;
    std::size_t count = 0;
    // The drops that may clear rows (and so gain more than their bound says), and the first
    // drop with the best bound among the others: measured before the rest, they give the best
    // score the other bounds are held against.
    std::array<std::uint8_t, tetris::ROTATION_COUNT * MAX_COLUMNS> early;
    std::size_t early_count = 0;
    std::size_t first = 0;
    double first_bound = NO_SCORE;
    FeatureCalculator::DropLanes lanes;
    std::array<double, MAX_COLUMNS> bounds;
    const common::SimdLevel simd = common::simd_level();
    // The hole details the evaluator weighs: a drop that clears nothing never lowers them, so
    // their value on the board itself bounds every lane.
    double details = 0;
    if (measured_ != BASIC_FEATURES) {
      for (const Feature& feature : FEATURES) {
        if (feature.detail && measured_.contains(feature.index)) {
          details += w[feature.index] * calc_.board_value(feature.index);
        }
      }
    }
    for (int r = 0; r < distinct; ++r) {
      const ColumnShape& shape = column_shape(piece, tetris::rotation_from_int(r));
      calc_.drop_lanes(shape, lanes, simd);
      lane_scores(simd, w, shape, lanes, details, bounds);
      for (int x = 0; x + shape.width <= width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        const int y = lanes.row[ux];
        if (y + shape.height > height) continue;
        if (calc_.may_clear(shape, x, y)) {
          early[early_count++] = static_cast<std::uint8_t>(count);
        } else if (bounds[ux] > first_bound) {
          first_bound = bounds[ux];
          first = count;
        }
        candidates[count++] = Candidate{bounds[ux], static_cast<std::int8_t>(x),
                                        static_cast<std::int8_t>(y), static_cast<std::uint8_t>(r)};
      }
    }
    if (first_bound != NO_SCORE) early[early_count++] = static_cast<std::uint8_t>(first);
    // Drops whose bound is below `threshold` cannot be chosen. A measured drop's bound becomes
    // NaN, which compares false to everything, so it is not measured again.
    double threshold = NO_SCORE;
    FeatureCalculator::DropWindow win;
    PlacementFeatures f;
    auto measure = [&](std::size_t i) {
      Candidate& c = candidates[i];
      c.bound = std::numeric_limits<double>::quiet_NaN();
      const auto rotation = tetris::rotation_from_int(c.rotation);
      const ColumnShape& shape = column_shape(piece, rotation);
      if (calc_.drop_partial(shape, c.x, c.y, f, win)) {
        if (prune_wells && below(w.score(f))) return;
        f[WELL_SUMS] = calc_.drop_well_sums(shape, win, static_cast<int>(f[WELL_SUMS]));
      } else {
        f = calc_.evaluate(shape, c.x, c.y);
      }
      consider(rotation, c.x, c.y, w.score(f), f, static_cast<int>(i));
      if (prune_lanes) threshold = best_score - 1e-9 * (1 + std::abs(best_score));
    };
    for (std::size_t k = 0; k < early_count; ++k) measure(early[k]);
    for (std::size_t i = 0; i < count; ++i) {
      if (candidates[i].bound >= threshold) measure(i);
    }
  } else {
    int order = 0;
    for_each_drop(calc_, piece, tetris::distinct_rotations(piece), options_.rules,
                  [&](tetris::Rotation rotation, const ColumnShape& shape, int x, int y) {
                    const PlacementFeatures f = calc_.evaluate(shape, x, y);
                    consider(rotation, x, y, w.score(f), f, order++);
                  });
  }
  if (best_x < 0) return best;
  return Decision{make_placement(piece, best_rotation, best_x, best_y), best_score, best_features};
}

std::optional<Decision> Controller::choose(const ColumnBoard& board,
                                           std::span<const tetris::Placement> candidates) {
  if (!candidates.empty() && draw_noise()) {
    return noisy(board, candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))]);
  }
  calc_.reset(board, measured_, evaluator_.variant());
  std::optional<Decision> best;
  std::uint64_t best_rank = 0;
  const TieBreak tie = evaluator_.tie_break();
  PlacementFeatures f;
  int order = 0;
  for (const tetris::Placement& p : candidates) {
    const double s = score(calc_, column_shape(p.piece, p.rotation), p.column, p.row, f);
    const std::uint64_t r =
        tie == TieBreak::Coin ? 0 : rank(p.piece, tetris::to_int(p.rotation), p.column, order);
    const bool take = !best || s > best->score ||
                      (s == best->score && (tie == TieBreak::Coin ? rng_.coin() : r > best_rank));
    if (take) {
      best = Decision{p, s, f};
      best_rank = r;
    }
    ++order;
  }
  return best;
}

std::optional<double> Controller::best_score(const FeatureCalculator& calc, tetris::Piece piece) {
  double best = NO_SCORE;
  PlacementFeatures f;
  for_each_drop(calc, piece, tetris::distinct_rotations(piece), options_.rules,
                [&](tetris::Rotation, const ColumnShape& shape, int x, int y) {
                  best = std::max(best, score(calc, shape, x, y, f));
                });
  if (best == NO_SCORE) return std::nullopt;
  return best;
}

std::optional<Decision> Controller::two_piece(const ColumnBoard& board, tetris::Piece piece,
                                              tetris::Piece next) {
  calc_.reset(board, measured_, evaluator_.variant());
  std::optional<Decision> best;
  double best_total = NO_SCORE;
  std::uint64_t best_rank = 0;
  int order = 0;
  PlacementFeatures f;
  ColumnBoard after;
  for_each_drop(calc_, piece, tetris::distinct_rotations(piece), options_.rules,
                [&](tetris::Rotation rotation, const ColumnShape& shape, int x, int y) {
                  const double first = score(calc_, shape, x, y, f);
                  calc_.evaluate(shape, x, y, &after);
                  inner_.reset(after, measured_, evaluator_.variant());
                  const std::optional<double> second = best_score(inner_, next);
                  const double total = first + (second ? *second : GAME_OVER_PENALTY);
                  const std::uint64_t r = rank(piece, tetris::to_int(rotation), x, order++);
                  if (!best || total > best_total || (total == best_total && r > best_rank)) {
                    best = Decision{make_placement(piece, rotation, x, y), total, f};
                    best_total = total;
                    best_rank = r;
                  }
                });
  return best;
}

std::optional<Decision> Controller::beam(const ColumnBoard& board, tetris::Piece piece,
                                         std::span<const tetris::Piece> preview, int width,
                                         int depth) {
  nodes_.clear();
  nodes_.push_back(Node{board, 0, {}, {}, 0, 0});
  const int levels = std::min(depth, static_cast<int>(preview.size()) + 1);
  const auto keep = static_cast<std::size_t>(width);
  PlacementFeatures f;
  for (int level = 0; level < levels; ++level) {
    const tetris::Piece p = level == 0 ? piece : preview[static_cast<std::size_t>(level - 1)];
    children_.clear();
    for (std::size_t n = 0; n < nodes_.size(); ++n) {
      calc_.reset(nodes_[n].board, measured_, evaluator_.variant());
      int order = 0;
      for_each_drop(calc_, p, tetris::distinct_rotations(p), options_.rules,
                    [&](tetris::Rotation rotation, const ColumnShape& shape, int x, int y) {
                      const double s = nodes_[n].score + score(calc_, shape, x, y, f);
                      const std::uint64_t r =
                          level == 0 ? rank(p, tetris::to_int(rotation), x, order) : nodes_[n].rank;
                      ++order;
                      children_.push_back(Child{static_cast<std::uint32_t>(n),
                                                static_cast<std::uint8_t>(tetris::to_int(rotation)),
                                                static_cast<std::int8_t>(x),
                                                static_cast<std::int8_t>(y), s, r});
                    });
    }
    if (children_.empty()) {
      if (level == 0) return std::nullopt;
      // Every sequence dies here: play the best one that survived the previous piece.
      break;
    }
    const std::size_t kept = std::min(keep, children_.size());
    auto better = [](const Child& a, const Child& b) {
      return a.score != b.score ? a.score > b.score : a.rank > b.rank;
    };
    std::partial_sort(children_.begin(), children_.begin() + static_cast<std::ptrdiff_t>(kept),
                      children_.end(), better);
    next_nodes_.clear();
    for (std::size_t i = 0; i < kept; ++i) {
      const Child& c = children_[i];
      const Node& parent = nodes_[c.parent];
      calc_.reset(parent.board, measured_, evaluator_.variant());
      const auto rotation = tetris::rotation_from_int(c.rotation);
      const ColumnShape& shape = column_shape(p, rotation);
      Node node;
      const PlacementFeatures pf = calc_.evaluate(shape, c.column, c.row, &node.board);
      node.score = c.score;
      node.rank = c.rank;
      if (level == 0) {
        node.first = make_placement(p, rotation, c.column, c.row);
        node.first_features = pf;
        node.first_score = c.score;
      } else {
        node.first = parent.first;
        node.first_features = parent.first_features;
        node.first_score = parent.first_score;
      }
      next_nodes_.push_back(node);
    }
    std::swap(nodes_, next_nodes_);
  }
  const Node& best = nodes_.front();
  return Decision{best.first, best.score, best.first_features};
}

}  // namespace gameai::tetris_ai

#include "tetris_ai/controller.hpp"

#include <algorithm>
#include <limits>

namespace gameai::tetris_ai {
namespace {

constexpr double NO_SCORE = -std::numeric_limits<double>::infinity();
// The score of a sequence that ends the game before its last piece: worse than any real score.
constexpr double GAME_OVER_PENALTY = -1e12;

// Calls fn(rotation, shape, x, y) for every legal drop of `piece`, in rotation then column
// order. `rotations` may exceed the distinct count (seed 000 tries all four turns of every
// piece); rotation r then means the distinct rotation r mod count.
template <class Fn>
void for_each_drop(const FeatureCalculator& calc, tetris::Piece piece, int rotations,
                   PlacementRules rules, Fn&& fn) {
  const ColumnBoard& board = calc.board();
  const int distinct = tetris::distinct_rotations(piece);
  for (int r = 0; r < rotations; ++r) {
    const auto rotation = tetris::rotation_from_int(r % distinct);
    const ColumnShape& shape = column_shape(piece, rotation);
    for (int x = 0; x + shape.width <= board.width(); ++x) {
      const int y = calc.drop_row(shape, x);
      if (y + shape.height > board.height()) continue;
      if (rules == PlacementRules::Standard && !standard_reachable(board, piece, rotation, x)) {
        continue;
      }
      fn(rotation, shape, x, y);
    }
  }
}

tetris::Placement make_placement(tetris::Piece piece, tetris::Rotation rotation, int x, int y) {
  return tetris::Placement{piece, rotation, static_cast<std::int8_t>(x),
                           static_cast<std::int8_t>(y)};
}

}  // namespace

bool standard_reachable(const ColumnBoard& board, tetris::Piece piece, tetris::Rotation rotation,
                        int column) noexcept {
  const tetris::Shape& s = tetris::shape(piece, rotation);
  const ColumnShape& cs = column_shape(piece, rotation);
  // The rotation box spawns centred (left of centre when it cannot be) with its top row on the
  // board's top row; rotating keeps the box where it is.
  const int box_x = (board.width() - s.box_size) / 2;
  const int box_y = board.height() - s.box_size;
  const int spawn_x = box_x + s.box_x;
  const int y = box_y + s.box_y;
  auto fits = [&](int x) {
    if (x < 0 || x + cs.width > board.width()) return false;
    for (int i = 0; i < cs.width; ++i) {
      if (board.column(x + i) & (cs.columns[static_cast<std::size_t>(i)] << y)) return false;
    }
    return true;
  };
  if (!fits(spawn_x)) return false;
  const int step = column < spawn_x ? -1 : 1;
  for (int x = spawn_x; x != column; x += step) {
    if (!fits(x + step)) return false;
  }
  return true;
}

Controller::Controller(Evaluator evaluator, SearchOptions options, std::uint64_t seed)
    : evaluator_(std::move(evaluator)), options_(options), rng_(seed) {}

int Controller::preview_used() const noexcept {
  if (options_.beam_width > 0) return std::max(0, options_.beam_depth - 1);
  return options_.lookahead > 0 ? 1 : 0;
}

double Controller::score(const FeatureCalculator& calc, const ColumnShape& shape, int x, int y,
                         PlacementFeatures& features) const noexcept {
  features = calc.evaluate(shape, x, y);
  if (evaluator_.is_compact()) {
    return compact_score(calc.board(), shape, x, y, features.rows_cleared, evaluator_.compact());
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

std::optional<Decision> Controller::decide(const ColumnBoard& board, tetris::Piece piece,
                                           std::span<const tetris::Piece> preview) {
  if (options_.beam_width > 0 && options_.beam_depth > 1 && !preview.empty()) {
    return beam(board, piece, preview, options_.beam_width, options_.beam_depth);
  }
  if (options_.beam_width == 0 && options_.lookahead > 0 && !preview.empty()) {
    return two_piece(board, piece, preview.front());
  }
  return one_piece(board, piece);
}

std::optional<Decision> Controller::one_piece(const ColumnBoard& board, tetris::Piece piece) {
  calc_.reset(board);
  std::optional<Decision> best;
  std::uint64_t best_rank = 0;
  const TieBreak tie = evaluator_.tie_break();
  // Seed 000 tries four turns of every piece and lets a coin decide each tie as it meets it.
  const int rotations =
      tie == TieBreak::Coin ? tetris::ROTATION_COUNT : tetris::distinct_rotations(piece);
  int order = 0;
  PlacementFeatures f;
  for_each_drop(calc_, piece, rotations, options_.rules,
                [&](tetris::Rotation rotation, const ColumnShape& shape, int x, int y) {
                  const double s = score(calc_, shape, x, y, f);
                  bool take = !best || s > best->score;
                  if (!take && s == best->score) {
                    if (tie == TieBreak::Coin) {
                      take = rng_.coin();
                    } else {
                      const std::uint64_t r = rank(piece, tetris::to_int(rotation), x, order);
                      take = r > best_rank;
                    }
                  }
                  if (take) {
                    best = Decision{make_placement(piece, rotation, x, y), s, f};
                    if (tie != TieBreak::Coin) {
                      best_rank = rank(piece, tetris::to_int(rotation), x, order);
                    }
                  }
                  ++order;
                });
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
  calc_.reset(board);
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
                  inner_.reset(after);
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
      calc_.reset(nodes_[n].board);
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
      calc_.reset(parent.board);
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

#pragma once
// Static evaluation of a xiangqi position, in centipawns from the side to move's view.
//
// The score is material plus piece-square tables, each with a middlegame and an endgame value
// blended by the phase (the chariots, horses and cannons still on the board), plus mobility, a
// palace-safety term (a side that has lost advisors suffers from enemy chariots and horses, one
// that has lost elephants from enemy cannons), palace pressure (enemy palace points attacked,
// a cannon facing the enemy king on an open file) and threats (undefended pieces under attack,
// chariots attacked by lesser pieces; weighed apart for the side to move and the side waiting). The
// weights come from EvalWeights; the Evaluator folds value and table into one lookup per piece and
// square when it is built, so evaluating a position is one pass over the pieces with no allocation.

#include <array>
#include <cstdint>

#include "xiangqi/position.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::xiangqi_ai {

// The largest static evaluation, far below the search's mate scores (VALUE_MATE_IN_MAX_PLY), so
// that no set of weights can make a position look like a mate.
inline constexpr int EVAL_LIMIT = 20'000;

class Evaluator {
 public:
  explicit Evaluator(const EvalWeights& weights = EvalWeights::defaults());

  // Side to move's view, within [-EVAL_LIMIT, EVAL_LIMIT].
  int evaluate(const xiangqi::Position& pos) const;
  // Red's view, with no tempo bonus: for tests of symmetry.
  int evaluate_red(const xiangqi::Position& pos) const;

  // Middlegame value of a piece type, for move ordering and pruning margins.
  int piece_value(xiangqi::PieceType pt) const { return value_[pt]; }
  const EvalWeights& weights() const { return weights_; }

 private:
  EvalWeights weights_;
  // [piece][square]: value + table, for each colour already mirrored and signed for red.
  std::array<std::array<int, xiangqi::SQUARE_NB>, xiangqi::PIECE_NB> mg_{};
  std::array<std::array<int, xiangqi::SQUARE_NB>, xiangqi::PIECE_NB> eg_{};
  std::array<int, xiangqi::PIECE_TYPE_NB> value_{};
  int max_phase_ = 1;
};

}  // namespace gameai::xiangqi_ai

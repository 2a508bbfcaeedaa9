#include "xiangqi_ai/evaluate.hpp"

#include <algorithm>

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// The square of red's table that a piece of colour c on s reads: black sees the board mirrored
// top to bottom, so its rank r reads red's rank 9 - r.
constexpr Square table_square(Color c, Square s) {
  return c == RED ? s : make_square(file_of(s), RANK_NB - 1 - rank_of(s));
}

}  // namespace

Evaluator::Evaluator(const EvalWeights& weights) : weights_(weights) {
  for (int c = RED; c <= BLACK; ++c) {
    for (int pt = KING; pt <= SOLDIER; ++pt) {
      const std::size_t kind = kind_index(PieceType(pt));
      const Piece pc = make_piece(Color(c), PieceType(pt));
      const int sign = c == RED ? 1 : -1;
      for (Square s = 0; s < SQUARE_NB; ++s) {
        const auto t = static_cast<std::size_t>(table_square(Color(c), s));
        mg_[pc][static_cast<std::size_t>(s)] =
            sign * (weights.value_mg[kind] + weights.pst[kind][t]);
        eg_[pc][static_cast<std::size_t>(s)] =
            sign * (weights.value_eg[kind] + weights.pst_eg[kind][t]);
      }
      value_[static_cast<std::size_t>(pt)] = weights.value_mg[kind];
    }
  }
  max_phase_ = std::max(1, 4 * weights.phase_chariot / 2 + 8 * weights.phase_minor / 2);
}

int Evaluator::evaluate_red(const Position& pos) const {
  int mg = 0, eg = 0;
  Bitboard occupied = pos.pieces();
  while (occupied) {
    const Square s = pop_lsb(occupied);
    const Piece pc = pos.piece_on(s);
    mg += mg_[pc][static_cast<std::size_t>(s)];
    eg += eg_[pc][static_cast<std::size_t>(s)];
  }
  const int chariots = popcount(pos.pieces(CHARIOT));
  const int minors = popcount(pos.pieces(HORSE) | pos.pieces(CANNON));
  const int phase =
      std::min(max_phase_, chariots * weights_.phase_chariot + minors * weights_.phase_minor);
  int score = (mg * phase + eg * (max_phase_ - phase)) / max_phase_;

  // Per side: mobility and pressure on the enemy palace, then palace safety (missing defenders
  // weighed by the enemy pieces that exploit them). The squares each side attacks (or defends)
  // are gathered on the way for the threat terms below.
  const Bitboard all = pos.pieces();
  Bitboard attacked[COLOR_NB] = {0, 0};
  Bitboard attacked_by_minor[COLOR_NB] = {0, 0};  // by anything but a chariot or the king
  for (Color c : {RED, BLACK}) {
    const Color them = ~c;
    const Bitboard not_own = ~pos.pieces(c);
    const Bitboard palace = TABLES.palace[them];
    const Square their_king = pos.king_square(them);
    int activity = 0;
    Bitboard by_chariots = 0, by_minors = 0;
    for (Bitboard b = pos.pieces(c, CHARIOT); b;) {
      const Bitboard a = chariot_attacks(pop_lsb(b), all);
      by_chariots |= a;
      activity += weights_.mobility_chariot * popcount(a & not_own) +
                  weights_.palace_chariot * popcount(a & palace);
    }
    for (Bitboard b = pos.pieces(c, HORSE); b;) {
      const Bitboard a = horse_attacks(pop_lsb(b), all);
      by_minors |= a;
      activity += weights_.mobility_horse * popcount(a & not_own) +
                  weights_.palace_horse * popcount(a & palace);
    }
    for (Bitboard b = pos.pieces(c, CANNON); b;) {
      const Square s = pop_lsb(b);
      const Bitboard near = chariot_attacks(s, all);
      // Beyond the screens: the squares up to and including the next piece in each direction.
      const Bitboard beyond = chariot_attacks(s, all & ~near) & ~near;
      by_minors |= beyond & all & ~near;
      activity += weights_.mobility_cannon * popcount(near & ~all) +
                  weights_.palace_cannon * popcount(beyond & palace);
      // Hollow cannon: nothing between it and the king on their file.
      if (file_of(s) == file_of(their_king) && (near & square_bb(their_king)))
        activity += weights_.hollow_cannon;
    }
    for (Bitboard b = pos.pieces(c, SOLDIER); b;) by_minors |= TABLES.soldier_steps[c][pop_lsb(b)];
    for (Bitboard b = pos.pieces(c, ADVISOR); b;) by_minors |= TABLES.advisor_steps[pop_lsb(b)];
    for (Bitboard b = pos.pieces(c, ELEPHANT); b;) by_minors |= elephant_attacks(pop_lsb(b), all);
    attacked_by_minor[c] = by_minors;
    attacked[c] = by_chariots | by_minors | TABLES.king_steps[pos.king_square(c)];

    const int attackers = pos.count(them, CHARIOT) + pos.count(them, HORSE);
    const int penalty =
        (2 - std::min(2, pos.count(c, ADVISOR))) * attackers * weights_.missing_advisor / 2 +
        (2 - std::min(2, pos.count(c, ELEPHANT))) * pos.count(them, CANNON) *
            weights_.missing_elephant / 2;
    score += c == RED ? activity - penalty : penalty - activity;
  }

  // Threats: enemy pieces attacked and not defended, and enemy chariots attacked by a lesser
  // piece. The side to move can act on its threats at once; the other side's are a worry.
  for (Color c : {RED, BLACK}) {
    const Color them = ~c;
    const Bitboard targets = pos.pieces(them) & ~pos.pieces(KING);
    const int hanging = popcount(targets & attacked[c] & ~attacked[them]);
    const int chariots_hit = popcount(pos.pieces(them, CHARIOT) & attacked_by_minor[c]);
    const bool mover = pos.side_to_move() == c;
    const int threat =
        hanging * (mover ? weights_.hanging_mover : weights_.hanging_waiting) +
        chariots_hit * (mover ? weights_.chariot_threat_mover : weights_.chariot_threat_waiting);
    score += c == RED ? threat : -threat;
  }
  return score;
}

int Evaluator::evaluate(const Position& pos) const {
  const int red = evaluate_red(pos);
  return std::clamp((pos.side_to_move() == RED ? red : -red) + weights_.tempo, -EVAL_LIMIT,
                    EVAL_LIMIT);
}

}  // namespace gameai::xiangqi_ai

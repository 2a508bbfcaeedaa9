#include "xiangqi_ai/movepick.hpp"

#include <algorithm>

#include "xiangqi_ai/see.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// Victim and attacker ranks for MVV-LVA, by piece type (king as attacker is cheapest to risk
// last: it can only capture inside its palace).
constexpr int ORDER_VALUE[PIECE_TYPE_NB] = {0, 10, 2, 2, 4, 9, 4, 1};

// Sorts by descending value, stable and without allocating (lists are short).
void insertion_sort(ExtMove* begin, ExtMove* end) {
  for (ExtMove* p = begin + 1; p < end; ++p) {
    const ExtMove tmp = *p;
    ExtMove* q = p;
    for (; q != begin && (q - 1)->value < tmp.value; --q) *q = *(q - 1);
    *q = tmp;
  }
}

}  // namespace

void apply_history_bonus(std::int16_t& entry, int bonus) {
  bonus = std::clamp(bonus, -HISTORY_LIMIT, HISTORY_LIMIT);
  entry = static_cast<std::int16_t>(entry + bonus - entry * std::abs(bonus) / HISTORY_LIMIT);
}

void History::update(Color c, Move m, int bonus) {
  apply_history_bonus(
      table[c][static_cast<std::size_t>(m.from_sq())][static_cast<std::size_t>(m.to_sq())], bonus);
}

void PieceToHistory::update(Piece pc, Square to, int bonus) {
  apply_history_bonus(table[pc][static_cast<std::size_t>(to)], bonus);
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const Move* killers,
                       const History& history, const Continuations& continuations)
    : pos_(pos),
      history_(history),
      continuations_(continuations),
      tt_move_(tt_move),
      quiescence_(false) {
  killers_[0] = killers[0];
  killers_[1] = killers[1];
  if (!usable(tt_move_)) {
    tt_move_ = Move::none();
    stage_ = GEN_CAPTURES;
  }
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const History& history)
    : pos_(pos), history_(history), tt_move_(tt_move), quiescence_(!pos.in_check()) {
  if (!usable(tt_move_) || (quiescence_ && !pos.capture(tt_move_))) {
    tt_move_ = Move::none();
    stage_ = GEN_CAPTURES;
  }
}

bool MovePicker::usable(Move m) const {
  return m.is_ok() && pos_.pseudo_legal(m) && pos_.legal(m);
}

void MovePicker::score_captures() {
  for (ExtMove* m = cur_; m != end_; ++m) {
    const PieceType victim = type_of(pos_.piece_on(m->move.to_sq()));
    const PieceType attacker = type_of(pos_.moved_piece(m->move));
    m->value = ORDER_VALUE[victim] * 16 - ORDER_VALUE[attacker];
  }
}

void MovePicker::score_quiets() {
  const Color us = pos_.side_to_move();
  for (ExtMove* m = cur_; m != end_; ++m) {
    m->value = history_.get(us, m->move);
    const Piece pc = pos_.moved_piece(m->move);
    for (const PieceToHistory* c : continuations_)
      if (c) m->value += c->get(pc, m->move.to_sq());
  }
}

Move MovePicker::next() {
  for (;;) {
    switch (stage_) {
      case TT_MOVE:
        stage_ = GEN_CAPTURES;
        return tt_move_;
      case GEN_CAPTURES:
        cur_ = moves_;
        end_ = generate<xiangqi::CAPTURES>(pos_, moves_);
        score_captures();
        stage_ = CAPTURES;
        break;
      case CAPTURES:
        while (cur_ != end_) {
          std::swap(
              *std::max_element(
                  cur_, end_, [](const ExtMove& a, const ExtMove& b) { return a.value < b.value; }),
              *cur_);
          const Move m = (cur_++)->move;
          if (m == tt_move_ || !pos_.legal(m)) continue;
          if (see_ge(pos_, m, 0)) return m;
          // A capture that loses material in the exchange: after the quiet moves (or never, in
          // quiescence).
          if (!quiescence_) bad_[bad_count_++] = m;
        }
        stage_ = quiescence_ ? DONE : KILLERS;
        break;
      case KILLERS:
        while (killer_index_ < 2) {
          const Move k = killers_[killer_index_++];
          if (k != tt_move_ && k.is_ok() && !pos_.capture(k) && usable(k)) return k;
        }
        stage_ = GEN_QUIETS;
        break;
      case GEN_QUIETS:
        cur_ = moves_;
        end_ = generate<xiangqi::QUIETS>(pos_, moves_);
        score_quiets();
        insertion_sort(cur_, end_);
        stage_ = QUIETS;
        break;
      case QUIETS:
        while (cur_ != end_) {
          const Move m = (cur_++)->move;
          if (m != tt_move_ && m != killers_[0] && m != killers_[1] && pos_.legal(m)) return m;
        }
        stage_ = BAD_CAPTURES;
        break;
      case BAD_CAPTURES:
        // Already vetted for legality and the table move when they were set aside.
        if (bad_index_ < bad_count_) return bad_[bad_index_++];
        stage_ = DONE;
        break;
      default:
        return Move::none();
    }
  }
}

}  // namespace gameai::xiangqi_ai

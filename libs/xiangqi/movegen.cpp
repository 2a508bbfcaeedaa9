#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

inline ExtMove* add_moves(Square from, Bitboard targets, ExtMove* list) noexcept {
  while (targets) (list++)->move = Move(from, pop_lsb(targets));
  return list;
}

// Pseudo-legal moves of the side to move whose destinations lie in `capture_mask` (enemy pieces
// to take) or `quiet_mask` (empty squares to step to).
ExtMove* generate_pseudo(const Position& pos, ExtMove* list, bool captures, bool quiets) noexcept {
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.pieces();
  const Bitboard capture_mask = captures ? pos.pieces(~us) : Bitboard(0);
  const Bitboard quiet_mask = quiets ? ~occupied : Bitboard(0);
  const Bitboard target = capture_mask | quiet_mask;

  for (Bitboard b = pos.pieces(us, CHARIOT); b;) {
    const Square s = pop_lsb(b);
    list = add_moves(s, chariot_attacks(s, occupied) & target, list);
  }
  for (Bitboard b = pos.pieces(us, CANNON); b;) {
    const Square s = pop_lsb(b);
    Bitboard t = 0;
    if (captures) t |= cannon_attacks(s, occupied) & capture_mask;
    if (quiets) t |= chariot_attacks(s, occupied) & quiet_mask;
    list = add_moves(s, t, list);
  }
  for (Bitboard b = pos.pieces(us, HORSE); b;) {
    const Square s = pop_lsb(b);
    list = add_moves(s, horse_attacks(s, occupied) & target, list);
  }
  for (Bitboard b = pos.pieces(us, SOLDIER); b;) {
    const Square s = pop_lsb(b);
    list = add_moves(s, TABLES.soldier_steps[us][s] & target, list);
  }
  for (Bitboard b = pos.pieces(us, ELEPHANT); b;) {
    const Square s = pop_lsb(b);
    list = add_moves(s, elephant_attacks(s, occupied) & target, list);
  }
  for (Bitboard b = pos.pieces(us, ADVISOR); b;) {
    const Square s = pop_lsb(b);
    list = add_moves(s, TABLES.advisor_steps[s] & target, list);
  }
  const Square ksq = pos.king_square(us);
  return add_moves(ksq, TABLES.king_steps[ksq] & target, list);
}

}  // namespace

template <>
ExtMove* generate<CAPTURES>(const Position& pos, ExtMove* list) noexcept {
  return generate_pseudo(pos, list, true, false);
}

template <>
ExtMove* generate<QUIETS>(const Position& pos, ExtMove* list) noexcept {
  return generate_pseudo(pos, list, false, true);
}

template <>
ExtMove* generate<PSEUDO_LEGAL>(const Position& pos, ExtMove* list) noexcept {
  return generate_pseudo(pos, list, true, true);
}

template <>
ExtMove* generate<LEGAL>(const Position& pos, ExtMove* list) noexcept {
  ExtMove* const first = list;
  ExtMove* const last = generate_pseudo(pos, list, true, true);
  ExtMove* out = first;
  for (ExtMove* it = first; it != last; ++it)
    if (pos.legal(it->move)) *out++ = *it;
  return out;
}

}  // namespace gameai::xiangqi

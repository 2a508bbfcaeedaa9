// Design note. Legal moves are produced in one of two ways. In check (rare), every pseudo-legal
// move is tried against the full attack test in Position::legal. Out of check, one pass over the
// four lines through our king and its four horse-leg squares (Position::king_shields) finds the
// few pieces that may be pinned and the squares where a piece would become an enemy cannon's
// screen; every other piece's moves are then legal as generated, and only pinned pieces and the
// king pay for the attack test. That keeps LEGAL generation close to the cost of pseudo-legal.
//
// The same generator either writes moves or only counts them (count_legal, for perft's last
// ply): it is written once against a "sink" so that both always agree.
#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

// Writes each move to a list.
struct MoveWriter {
  ExtMove* list;
  void add(Square from, Bitboard targets) noexcept {
    while (targets) (list++)->move = Move(from, pop_lsb(targets));
  }
  void add_checked(const Position& pos, Square from, Bitboard targets) noexcept {
    while (targets) {
      const Move m(from, pop_lsb(targets));
      if (pos.legal(m)) (list++)->move = m;
    }
  }
};

// Counts the moves instead.
struct MoveCounter {
  std::size_t count = 0;
  void add(Square, Bitboard targets) noexcept { count += std::size_t(popcount(targets)); }
  void add_checked(const Position& pos, Square from, Bitboard targets) noexcept {
    while (targets) count += pos.legal(Move(from, pop_lsb(targets)));
  }
};

// Pieces other than the king. `capture_mask` and `quiet_mask` select destinations; pieces on
// `pinned` have each move vetted with Position::legal.
template <typename Sink>
void generate_pieces(const Position& pos, Sink& sink, Bitboard capture_mask, Bitboard quiet_mask,
                     Bitboard pinned) noexcept {
  const Color us = pos.side_to_move();
  const Bitboard occupied = pos.pieces();
  const Bitboard target = capture_mask | quiet_mask;
  auto emit = [&](Square s, Bitboard t) {
    if (has(pinned, s))
      sink.add_checked(pos, s, t);
    else
      sink.add(s, t);
  };

  for (Bitboard b = pos.pieces(us, CHARIOT); b;) {
    const Square s = pop_lsb(b);
    emit(s, chariot_attacks(s, occupied) & target);
  }
  for (Bitboard b = pos.pieces(us, CANNON); b;) {
    const Square s = pop_lsb(b);
    Bitboard t = 0;
    if (capture_mask) t |= cannon_attacks(s, occupied) & capture_mask;
    if (quiet_mask) t |= chariot_attacks(s, occupied) & quiet_mask;
    emit(s, t);
  }
  for (Bitboard b = pos.pieces(us, HORSE); b;) {
    const Square s = pop_lsb(b);
    emit(s, horse_attacks(s, occupied) & target);
  }
  for (Bitboard b = pos.pieces(us, SOLDIER); b;) {
    const Square s = pop_lsb(b);
    emit(s, TABLES.soldier_steps[us][s] & target);
  }
  for (Bitboard b = pos.pieces(us, ELEPHANT); b;) {
    const Square s = pop_lsb(b);
    emit(s, elephant_attacks(s, occupied) & target);
  }
  for (Bitboard b = pos.pieces(us, ADVISOR); b;) {
    const Square s = pop_lsb(b);
    emit(s, TABLES.advisor_steps[s] & target);
  }
}

ExtMove* generate_pseudo(const Position& pos, ExtMove* list, bool captures, bool quiets) noexcept {
  const Color us = pos.side_to_move();
  const Bitboard capture_mask = captures ? pos.pieces(~us) : Bitboard(0);
  const Bitboard quiet_mask = quiets ? ~pos.pieces() : Bitboard(0);
  MoveWriter sink{list};
  generate_pieces(pos, sink, capture_mask, quiet_mask, 0);
  const Square ksq = pos.king_square(us);
  sink.add(ksq, TABLES.king_steps[ksq] & (capture_mask | quiet_mask));
  return sink.list;
}

template <typename Sink>
void generate_legal(const Position& pos, Sink& sink) noexcept {
  const Color us = pos.side_to_move();
  const Square ksq = pos.king_square(us);
  if (pos.in_check()) {
    generate_pieces(pos, sink, pos.pieces(~us), ~pos.pieces(), pos.pieces(us));
  } else {
    Bitboard pinned, forbidden;
    pos.king_shields(pinned, forbidden);
    generate_pieces(pos, sink, pos.pieces(~us), ~pos.pieces() & ~forbidden, pinned);
  }
  sink.add_checked(pos, ksq, TABLES.king_steps[ksq] & ~pos.pieces(us));
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
  MoveWriter sink{list};
  generate_legal(pos, sink);
  return sink.list;
}

std::size_t count_legal(const Position& pos) noexcept {
  MoveCounter sink;
  generate_legal(pos, sink);
  return sink.count;
}

}  // namespace gameai::xiangqi

#include "xiangqi_ai/see.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// Pieces of both colours that can capture on s when the board holds `occupied`. A king counts
// only by a palace step: facing along an open file is a rule about exposure, not a capture.
Bitboard exchange_attackers(const Position& pos, Square s, Bitboard occupied) {
  const Bitboard distant_kings = pos.pieces(KING) & ~TABLES.king_steps[s];
  return pos.attackers_to(s, occupied) & occupied & ~distant_kings;
}

// Cheapest first; the king comes last.
constexpr PieceType CAPTURE_ORDER[] = {SOLDIER, ADVISOR, ELEPHANT, HORSE, CANNON, CHARIOT};

}  // namespace

bool see_ge(const Position& pos, Move m, int threshold) {
  const Square from = m.from_sq(), to = m.to_sq();
  // What we win if the opponent does not recapture, less the threshold.
  int swap = SEE_VALUE[type_of(pos.piece_on(to))] - threshold;
  if (swap < 0) return false;
  // What we keep if the opponent takes the mover and we cannot answer.
  swap = SEE_VALUE[type_of(pos.piece_on(from))] - swap;
  if (swap <= 0) return true;

  Bitboard occupied = (pos.pieces() ^ square_bb(from)) | square_bb(to);
  Color stm = color_of(pos.piece_on(from));
  int res = 1;
  for (;;) {
    stm = ~stm;
    const Bitboard attackers = exchange_attackers(pos, to, occupied);
    const Bitboard ours = attackers & pos.pieces(stm);
    if (!ours) break;
    res ^= 1;
    PieceType taker = KING;
    Bitboard bb = 0;
    for (PieceType pt : CAPTURE_ORDER)
      if ((bb = ours & pos.pieces(pt))) {
        taker = pt;
        break;
      }
    if (taker == KING)
      // The king may take last only: if the other side still attacks the square, it cannot.
      return (attackers & pos.pieces(~stm)) ? res ^ 1 : res;
    swap = SEE_VALUE[taker] - swap;
    if (swap < res) break;
    occupied ^= square_bb(lsb(bb));
  }
  return res != 0;
}

}  // namespace gameai::xiangqi_ai

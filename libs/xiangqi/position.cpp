#include "xiangqi/position.hpp"

namespace gameai::xiangqi {

void Position::clear() noexcept {
  for (auto& p : board_) p = NO_PIECE;
  for (auto& b : by_color_) b = 0;
  for (auto& b : by_type_) b = 0;
  king_sq_[RED] = king_sq_[BLACK] = SQ_NONE;
  side_ = RED;
  game_ply_ = 0;
}

void Position::put_piece(Piece pc, Square s) noexcept {
  board_[s] = pc;
  by_color_[color_of(pc)] |= square_bb(s);
  by_type_[type_of(pc)] |= square_bb(s);
}

void Position::remove_piece(Square s) noexcept {
  const Piece pc = board_[s];
  by_color_[color_of(pc)] ^= square_bb(s);
  by_type_[type_of(pc)] ^= square_bb(s);
  board_[s] = NO_PIECE;
}

void Position::move_piece(Square from, Square to) noexcept {
  const Piece pc = board_[from];
  const Bitboard both = square_bb(from) | square_bb(to);
  by_color_[color_of(pc)] ^= both;
  by_type_[type_of(pc)] ^= both;
  board_[from] = NO_PIECE;
  board_[to] = pc;
}

std::uint64_t Position::compute_key() const noexcept {
  std::uint64_t k = side_ == BLACK ? TABLES.zobrist_side : 0;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (board_[s] != NO_PIECE) k ^= TABLES.zobrist_piece[board_[s]][s];
  return k;
}

void Position::copy_from(const Position& other, StateInfo* si) {
  for (Square s = 0; s < SQUARE_NB; ++s) board_[s] = other.board_[s];
  for (int c = 0; c < COLOR_NB; ++c) {
    by_color_[c] = other.by_color_[c];
    king_sq_[c] = other.king_sq_[c];
  }
  for (int t = 0; t < PIECE_TYPE_NB; ++t) by_type_[t] = other.by_type_[t];
  side_ = other.side_;
  game_ply_ = other.game_ply_;
  *si = *other.st_;
  si->previous = nullptr;
  si->plies_from_null = 0;  // the history stays behind: repetition checks must not walk into it
  st_ = si;
}

Bitboard Position::attackers_to(Square s, Bitboard occupied) const noexcept {
  const Bitboard file_rays = chariot_file_attacks(s, occupied);
  const Bitboard rank_rays = chariot_rank_attacks(s, occupied);
  return ((file_rays | rank_rays) & by_type_[CHARIOT]) | (file_rays & by_type_[KING]) |
         (cannon_attacks(s, occupied) & by_type_[CANNON]) |
         horse_attackers(s, by_type_[HORSE], occupied) |
         (TABLES.soldier_attackers[RED][s] & by_type_[SOLDIER] & by_color_[RED]) |
         (TABLES.soldier_attackers[BLACK][s] & by_type_[SOLDIER] & by_color_[BLACK]) |
         (TABLES.king_steps[s] & by_type_[KING]) | (TABLES.advisor_steps[s] & by_type_[ADVISOR]) |
         (elephant_attacks(s, occupied) & by_type_[ELEPHANT]);
}

// Only chariots, cannons, horses, soldiers and the opposing king (along an open file) can ever
// reach a king's square, so the check test skips advisors, elephants and king steps.
static inline Bitboard king_attackers(const Bitboard* by_type, Bitboard them, Color c, Square s,
                                      Bitboard occupied) noexcept {
  const Bitboard file_rays = chariot_file_attacks(s, occupied);
  const Bitboard rank_rays = chariot_rank_attacks(s, occupied);
  return (((file_rays | rank_rays) & by_type[CHARIOT]) | (file_rays & by_type[KING]) |
          (cannon_attacks(s, occupied) & by_type[CANNON]) |
          horse_attackers(s, by_type[HORSE], occupied) |
          (TABLES.soldier_attackers[c][s] & by_type[SOLDIER])) &
         them;
}

namespace {

template <Direction D>
inline void shield_ray(Square ksq, Bitboard occupied, Bitboard ours, Bitboard line_pieces,
                       Bitboard cannons, Bitboard& pinned, Bitboard& forbidden) noexcept {
  const Bitboard b1 = TABLES.ray[D][ksq] & occupied;
  if (!b1) return;
  const Square p1 = nearest<D>(b1);
  if (has(cannons, p1)) forbidden |= TABLES.ray[D][ksq] ^ TABLES.ray[D][p1] ^ square_bb(p1);
  const Bitboard b2 = TABLES.ray[D][p1] & occupied;
  if (!b2) return;
  const Square p2 = nearest<D>(b2);
  if (has(line_pieces, p2)) pinned |= square_bb(p1) & ours;
  const Bitboard b3 = TABLES.ray[D][p2] & occupied;
  if (b3 && has(cannons, nearest<D>(b3))) pinned |= (square_bb(p1) | square_bb(p2)) & ours;
}

}  // namespace

void Position::king_shields(Bitboard& pinned, Bitboard& forbidden) const noexcept {
  const Color us = side_, them = ~side_;
  const Square ksq = king_sq_[us];
  const Bitboard occupied = pieces(), ours = by_color_[us];
  const Bitboard chariots = pieces(them, CHARIOT), cannons = pieces(them, CANNON);
  const Bitboard file_pieces = chariots | pieces(them, KING);
  pinned = forbidden = 0;
  shield_ray<NORTH>(ksq, occupied, ours, file_pieces, cannons, pinned, forbidden);
  shield_ray<SOUTH>(ksq, occupied, ours, file_pieces, cannons, pinned, forbidden);
  shield_ray<EAST>(ksq, occupied, ours, chariots, cannons, pinned, forbidden);
  shield_ray<WEST>(ksq, occupied, ours, chariots, cannons, pinned, forbidden);
  const Bitboard horses = pieces(them, HORSE);
  for (int k = 0; k < 4; ++k)
    if (TABLES.horse_from[ksq][k] & horses) pinned |= square_bb(TABLES.horse_check_leg[ksq][k]);
  pinned &= ours & ~square_bb(ksq);
}

Bitboard Position::piece_targets(Square from) const noexcept {
  const Piece pc = board_[from];
  const Color us = color_of(pc);
  const Bitboard occupied = pieces();
  Bitboard b = 0;
  switch (type_of(pc)) {
    case KING:
      b = TABLES.king_steps[from];
      break;
    case ADVISOR:
      b = TABLES.advisor_steps[from];
      break;
    case ELEPHANT:
      b = elephant_attacks(from, occupied);
      break;
    case HORSE:
      b = horse_attacks(from, occupied);
      break;
    case CHARIOT:
      b = chariot_attacks(from, occupied);
      break;
    case CANNON:
      b = (chariot_attacks(from, occupied) & ~occupied) | cannon_attacks(from, occupied);
      break;
    case SOLDIER:
      b = TABLES.soldier_steps[us][from];
      break;
    default:
      return 0;
  }
  return b & ~by_color_[us];
}

bool Position::pseudo_legal(Move m) const noexcept {
  if (!m.is_ok()) return false;
  const Piece pc = board_[m.from_sq()];
  return pc != NO_PIECE && color_of(pc) == side_ && has(piece_targets(m.from_sq()), m.to_sq());
}

// A move is legal when, on the board after it, no enemy piece other than one just captured
// attacks our king. Out of check, a move that neither leaves nor enters a line through our king
// and does not vacate one of its diagonal neighbours (the legs of checking horses) cannot expose
// the king, so most moves are accepted without the full attack test.
bool Position::legal(Move m) const noexcept {
  const Square from = m.from_sq(), to = m.to_sq();
  const Color us = side_, them = ~side_;
  const Bitboard to_bb = square_bb(to);
  const Bitboard occupied = (pieces() ^ square_bb(from)) | to_bb;
  if (from == king_sq_[us])
    return !(king_attackers(by_type_, by_color_[them] & ~to_bb, them, to, occupied));
  const Square ksq = king_sq_[us];
  if (!st_->checkers && !(TABLES.danger[ksq] & (square_bb(from) | to_bb))) return true;
  return !(king_attackers(by_type_, by_color_[them] & ~to_bb, them, ksq, occupied));
}

bool Position::gives_check(Move m) const noexcept {
  const Square from = m.from_sq(), to = m.to_sq();
  const Color us = side_;
  const Square ksq = king_sq_[~us];
  const Bitboard occupied = (pieces() ^ square_bb(from)) | square_bb(to);
  // Evaluate the attack with the moved piece on its new square: patch the type and colour sets.
  Bitboard by_type[PIECE_TYPE_NB];
  for (int t = 0; t < PIECE_TYPE_NB; ++t) by_type[t] = by_type_[t] & ~square_bb(to);
  const PieceType pt = type_of(board_[from]);
  by_type[pt] ^= square_bb(from) | square_bb(to);
  const Bitboard ours = (by_color_[us] ^ square_bb(from)) | square_bb(to);
  return king_attackers(by_type, ours, us, ksq, occupied) != 0;
}

void Position::do_move(Move m, StateInfo& new_st) noexcept {
  const Square from = m.from_sq(), to = m.to_sq();
  const Piece pc = board_[from];
  const Piece captured = board_[to];
  std::uint64_t k = st_->key ^ TABLES.zobrist_side;
  new_st.rule60 = st_->rule60 + 1;
  new_st.plies_from_null = st_->plies_from_null + 1;
  new_st.previous = st_;
  if (captured != NO_PIECE) {
    remove_piece(to);
    k ^= TABLES.zobrist_piece[captured][to];
    new_st.rule60 = 0;
  }
  move_piece(from, to);
  k ^= TABLES.zobrist_piece[pc][from] ^ TABLES.zobrist_piece[pc][to];
  if (type_of(pc) == KING) king_sq_[side_] = to;
  new_st.key = k;
  new_st.captured = captured;
  new_st.move = m;
  st_ = &new_st;
  const Color us = side_;
  side_ = ~side_;
  ++game_ply_;
  st_->checkers = king_attackers(by_type_, by_color_[us], us, king_sq_[side_], pieces());
}

void Position::undo_move(Move m) noexcept {
  const Square from = m.from_sq(), to = m.to_sq();
  side_ = ~side_;
  --game_ply_;
  move_piece(to, from);
  if (type_of(board_[from]) == KING) king_sq_[side_] = from;
  if (st_->captured != NO_PIECE) put_piece(st_->captured, to);
  st_ = st_->previous;
}

void Position::do_null_move(StateInfo& new_st) noexcept {
  new_st = *st_;
  new_st.previous = st_;
  new_st.key ^= TABLES.zobrist_side;
  new_st.rule60 = st_->rule60 + 1;
  new_st.plies_from_null = 0;
  new_st.captured = NO_PIECE;
  new_st.move = Move::null();
  st_ = &new_st;
  const Color us = side_;
  side_ = ~side_;
  ++game_ply_;
  st_->checkers = king_attackers(by_type_, by_color_[us], us, king_sq_[side_], pieces());
}

void Position::undo_null_move() noexcept {
  side_ = ~side_;
  --game_ply_;
  st_ = st_->previous;
}

}  // namespace gameai::xiangqi

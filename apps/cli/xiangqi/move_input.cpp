#include "move_input.hpp"

#include <utility>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"

namespace gameai::cli {

using namespace xiangqi;

namespace {

constexpr std::string_view PIECE_NAMES[PIECE_TYPE_NB] = {"",      "general", "advisor", "elephant",
                                                         "horse", "chariot", "cannon",  "soldier"};

std::string_view side_name(Color c) {
  return c == RED ? "red" : "black";
}

// A square as the notation writes it: ICCS (and XBoard itself) counts ranks from 0; the
// `xboard` notation of game files, as Fairy-Stockfish writes moves, from 1.
std::string square_name(Square s, Notation n) {
  return char('a' + file_of(s)) + std::to_string(rank_of(s) + (n == Notation::Xboard ? 1 : 0));
}

std::string_view trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r'))
    t.remove_suffix(1);
  return t;
}

// Why pseudo-legal move m is not legal: it leaves the mover's general attacked.
std::string check_reason(const Position& pos, Move m) {
  StateInfo copy_st, st;
  Position after;
  after.copy_from(pos, &copy_st);
  const Color us = pos.side_to_move();
  after.do_move(m, st);
  const Square king = after.king_square(us);
  const Bitboard attackers = after.attackers_to(~us, king);
  if (attackers & after.pieces(~us, KING))
    return "your general would face the other general on an open file";
  return pos.in_check() ? "it does not get your general out of check"
                        : "it would leave your general in check";
}

// Why the move between two squares is not legal here.
std::string coordinates_reason(const Position& pos, Move m, Notation n) {
  const Color us = pos.side_to_move();
  const Piece pc = pos.piece_on(m.from_sq());
  const std::string from = square_name(m.from_sq(), n), to = square_name(m.to_sq(), n);
  if (pc == NO_PIECE) return "there is no piece on " + from;
  const std::string name(PIECE_NAMES[type_of(pc)]);
  if (color_of(pc) != us)
    return "the " + name + " on " + from + " is " + std::string(side_name(~us)) + "'s and " +
           std::string(side_name(us)) + " is to move";
  const Piece target = pos.piece_on(m.to_sq());
  if (target != NO_PIECE && color_of(target) == us)
    return "your own " + std::string(PIECE_NAMES[type_of(target)]) + " stands on " + to;
  if (!pos.pseudo_legal(m)) return "a " + name + " cannot move from " + from + " to " + to;
  return check_reason(pos, m);
}

// Where a described move of the piece on `from` would land (SQ_NONE when off the board or not a
// move the notation can describe): sideways to a file, straight by a number of ranks, or, for
// the diagonal movers, forward or back to a file.
Square described_target(Color us, PieceType pt, Square from, char direction, int number) {
  const auto file_numbered = [&](int n) { return us == RED ? FILE_NB - n : n - 1; };
  const bool diagonal = pt == ADVISOR || pt == ELEPHANT || pt == HORSE;
  const int forward = us == RED ? 1 : -1;
  const int sign = direction == '+' ? forward : -forward;
  int file = file_of(from), rank = rank_of(from);
  if (direction == '=') {
    if (diagonal) return SQ_NONE;
    file = file_numbered(number);
  } else if (!diagonal) {
    rank += sign * number;
  } else {
    const int to_file = file_numbered(number);
    const int df = to_file > file ? to_file - file : file - to_file;
    const int dr = pt == ADVISOR ? 1 : pt == ELEPHANT ? 2 : df == 1 ? 2 : 1;
    file = to_file;
    rank += sign * dr;
  }
  return rank >= 0 && rank < RANK_NB ? make_square(file, rank) : SQ_NONE;
}

// Why no legal move fits a WXF or Chinese description (its canonical spelling `wanted`).
std::string described_reason(const Position& pos, const std::string& wanted) {
  for (const ExtMove& em : MoveList<PSEUDO_LEGAL>(pos)) {
    if (pos.legal(em.move)) continue;
    if (canonical_move_text(to_wxf(pos, em.move)) == wanted ||
        canonical_move_text(to_chinese(pos, em.move)) == wanted)
      return check_reason(pos, em.move);
  }
  const Color us = pos.side_to_move();
  if (const PieceType pt = wanted.size() == 4 ? piece_of_symbol(wanted[0]) : NO_PIECE_TYPE;
      pt != NO_PIECE_TYPE && wanted[1] >= '1' && wanted[1] <= '9') {
    const int number = wanted[1] - '0';
    // File numbers count from the mover's right: Red's 1 is file i, Black's 1 is file a.
    const int file = us == RED ? FILE_NB - number : number - 1;
    bool found = false;
    for (int r = 0; r < RANK_NB; ++r)
      found |= pos.piece_on(make_square(file, r)) == make_piece(us, pt);
    const std::string where = std::string(PIECE_NAMES[pt]) + " on file " + std::to_string(number);
    if (!found) return std::string(side_name(us)) + " has no " + where;
    for (int r = 0; r < RANK_NB; ++r) {
      const Square from = make_square(file, r);
      if (pos.piece_on(from) != make_piece(us, pt)) continue;
      const Square to = described_target(us, pt, from, wanted[2], wanted[3] - '0');
      if (to != SQ_NONE && pos.piece_on(to) != NO_PIECE && color_of(pos.piece_on(to)) == us)
        return "your own " + std::string(PIECE_NAMES[type_of(pos.piece_on(to))]) + " stands on " +
               square_name(to, Notation::Iccs);
    }
    return "the " + where + " cannot move so";
  }
  return "no move of " + std::string(side_name(us)) + "'s fits it";
}

}  // namespace

std::string move_formats(bool chinese) {
  return std::string(chinese ? "炮二平五 (Chinese), " : "") +
         "C2=5 or C2.5 (WXF), h2e2 or h2-e2 (ICCS, ranks 0-9), h3e3 (ranks 1-10)";
}

TypedMove read_typed_move(const Position& pos, std::string_view raw, Notation last_used) {
  const std::string_view text = trim(raw);
  const std::string folded = fold_full_width(text);
  TypedMove typed;
  std::string quoted = "'";
  quoted += text;
  quoted += '\'';
  if (const CoordinateHint hint = coordinate_hint(folded); hint.coordinates) {
    typed.is_move_text = true;
    Notation order[2] = {Notation::Iccs, Notation::Xboard};
    if (last_used == Notation::Xboard) std::swap(order[0], order[1]);
    for (const Notation n : order) {
      if ((n == Notation::Iccs && hint.needs_xboard) || (n == Notation::Xboard && hint.needs_iccs))
        continue;
      if (const Move m = parse_move(pos, folded, n)) {
        typed.move = m;
        typed.notation = n;
        return typed;
      }
    }
    // Explain in the reading the player most likely meant.
    const Notation n = hint.needs_xboard || (last_used == Notation::Xboard && !hint.needs_iccs)
                           ? Notation::Xboard
                           : Notation::Iccs;
    typed.notation = n;
    Move m = Move::none();
    if (n == Notation::Xboard)
      m = parse_xboard(folded);
    else if (!(m = parse_iccs(folded)) && folded.size() > 1)
      m = parse_iccs(std::string_view(folded).substr(1));  // a piece letter before the squares
    typed.error = quoted + " is not legal here: " +
                  (m && is_ok(m.from_sq()) && is_ok(m.to_sq()) ? coordinates_reason(pos, m, n)
                                                               : "no such squares");
    return typed;
  }
  const std::string wanted = canonical_move_text(text);
  if (has_described_shape(wanted)) {
    typed.is_move_text = true;
    bool ascii = true;
    for (const char c : folded) ascii &= static_cast<unsigned char>(c) < 0x80;
    typed.notation = ascii ? Notation::Wxf : Notation::Chinese;
    if (const Move m = parse_move(pos, text, Notation::Wxf)) {
      typed.move = m;
      return typed;
    }
    typed.error = quoted + " is not legal here: " + described_reason(pos, wanted);
    return typed;
  }
  typed.error = quoted + " is not a move or a command. Moves are written " + move_formats(true) +
                "; 'help' lists the commands";
  return typed;
}

}  // namespace gameai::cli

#include "xiangqi/rules.hpp"

#include <algorithm>

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {

// Friend of Position: repetition judging walks the StateInfo chain and replays the repeated
// cycle on the very StateInfo objects the caller owns, so nothing is copied or allocated.
class RuleJudge {
 public:
  static Verdict judge(Position& pos, int ply);
  static Bitboard chased_by_last_move(Position& pos);

 private:
  static Bitboard chased_by(Position& pos, Move m);
  static Bitboard legal_captures(Position& pos, Square from, Bitboard victims);
  static bool capture_wins(Position& pos, Square attacker, Square victim, bool stronger,
                           bool& discovered);
  static void chasing_attacks(Position& pos, Bitboard (&attacks)[SQUARE_NB]);
};

namespace {

constexpr int MAX_CYCLE = 256;

// Enemy pieces a chase may target: anything but the king, and soldiers only across the river.
Bitboard chase_victims(const Position& pos, Color them) {
  const Bitboard soldiers = pos.pieces(them, SOLDIER) & TABLES.own_half[~them];
  return (pos.pieces(them) & ~pos.pieces(KING) & ~pos.pieces(SOLDIER)) | soldiers;
}

// Pieces that can chase: anything but the king and soldiers.
Bitboard chasers(const Position& pos, Color us) {
  return pos.pieces(us) & ~pos.pieces(KING) & ~pos.pieces(SOLDIER);
}

// Enemy horses whose check on our king has the piece on `s` as its leg: that piece may not move
// except to take one of them. AXF rule 19: a chariot that "cannot move because of the opponent's
// horse" does not chase that horse (its own attack on it does not count), while attacking such a
// chariot perpetually is a chase (diagrams 39 to 41).
Bitboard leg_pinners(const Position& pos, Color us, Square s) {
  const Square ksq = pos.king_square(us);
  Bitboard b = 0;
  for (int k = 0; k < 4; ++k)
    if (TABLES.horse_check_leg[ksq][k] == s) b |= TABLES.horse_from[ksq][k];
  return b & pos.pieces(~us, HORSE);
}

}  // namespace

// Victims (among `victims`) the piece on `from` can capture legally; the side to move owns it.
Bitboard RuleJudge::legal_captures(Position& pos, Square from, Bitboard victims) {
  Bitboard result = 0;
  for (Bitboard t = pos.piece_targets(from) & victims; t;) {
    const Square to = pop_lsb(t);
    if (pos.legal(Move(from, to))) result |= square_bb(to);
  }
  return result;
}

// Whether the side to move, capturing on `victim` with the piece on `attacker` (a legal capture),
// would win the piece: it is worth more than the attacker (`stronger`), or no enemy piece can
// legally recapture. `discovered` tells whether, after the capture, another of our pieces gives
// check: one uncovered by the capturer, or a cannon using it as a screen (left false for a
// stronger victim, which is never a like piece). Everything is decided on
// the board after the capture with the full legality test, so every pin and check counts exactly:
//  - After a capture with such a check a recapture is legal only if it also answers the check,
//    so the guards of the victim mostly stop counting. This is Fairy-Stockfish's discovered-check
//    chase; it counts only the king taking back, we also count the rare recapture that answers
//    the check (the checking cannon's screen taking back).
//  - The king may not recapture onto a file where it would face our king, so a piece guarded only
//    by the king on that file is unprotected (Fairy-Stockfish's flying-general special case), and
//    a guard that is the last piece between the two kings may not leave the file.
bool RuleJudge::capture_wins(Position& pos, Square attacker, Square victim, bool stronger,
                             bool& discovered) {
  discovered = false;
  if (stronger) return true;  // never a like piece, so `discovered` is not needed either
  StateInfo st;
  const Move take(attacker, victim);
  pos.do_move(take, st);
  discovered = (pos.checkers() & ~square_bb(victim)) != 0;
  bool wins = true;
  for (Bitboard b = pos.pieces(pos.side_to_move()); b && wins;) {
    const Square s = pop_lsb(b);
    wins = !(has(pos.piece_targets(s), victim) && pos.legal(Move(s, victim)));
  }
  pos.undo_move(take);
  return wins;
}

// The attacks of the side to move that count as chasing, as a set per attacker square: a legal
// capture of an eligible victim that would win it (see capture_wins: a discovered check, an
// unprotected piece, or one worth more than the attacker: horse or cannon on a chariot; advisor or
// elephant on a chariot, cannon or horse), unless the victim is a like piece able to capture the
// attacker first. As in Fairy-Stockfish, that exemption does not apply to a capture after which
// another of our pieces gives check: the two attacks are no longer alike, ours takes with check.
void RuleJudge::chasing_attacks(Position& pos, Bitboard (&attacks)[SQUARE_NB]) {
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard victims = chase_victims(pos, them);
  struct Pair {
    Square attacker, victim;
  };
  Pair like_pieces[32];
  int n = 0;
  for (Bitboard b = chasers(pos, us); b;) {
    const Square s = pop_lsb(b);
    const PieceType attacker = type_of(pos.piece_on(s));
    Bitboard stronger = 0;
    if (attacker == HORSE || attacker == CANNON) stronger = pos.pieces(them, CHARIOT);
    if (attacker == ADVISOR || attacker == ELEPHANT)
      stronger = pos.pieces(them, CHARIOT) | pos.pieces(them, CANNON) | pos.pieces(them, HORSE);
    const Bitboard exempt = attacker == CHARIOT ? leg_pinners(pos, us, s) : Bitboard(0);
    attacks[s] = 0;
    for (Bitboard t = legal_captures(pos, s, victims & ~exempt); t;) {
      const Square v = pop_lsb(t);
      bool discovered = false;
      if (!capture_wins(pos, s, v, has(stronger, v), discovered)) continue;
      if (!discovered && type_of(pos.piece_on(v)) == attacker && n < 32) like_pieces[n++] = {s, v};
      attacks[s] |= square_bb(v);
    }
  }
  if (!n) return;
  // Like pieces attacking each other: the attacked one may simply take back (a pinned or
  // leg-blocked one cannot, and then it is chased).
  StateInfo null_st;
  pos.do_null_move(null_st);
  for (int i = 0; i < n; ++i) {
    const Move back(like_pieces[i].victim, like_pieces[i].attacker);
    if (pos.pseudo_legal(back) && pos.legal(back))
      attacks[like_pieces[i].attacker] &= ~square_bb(like_pieces[i].victim);
  }
  pos.undo_null_move();
}

// Pieces of the opponent that the move m (by the side to move) chases: chasing attacks that
// exist after the move but did not before it (the moved piece keeps its identity).
Bitboard RuleJudge::chased_by(Position& pos, Move m) {
  const Square from = m.from_sq(), to = m.to_sq();
  Bitboard before[SQUARE_NB] = {}, after[SQUARE_NB] = {};
  chasing_attacks(pos, before);

  StateInfo after_st, null_st;
  pos.do_move(m, after_st);
  Bitboard chased = 0;
  if (!pos.in_check()) {        // a check is judged as a check, not as a chase
    pos.do_null_move(null_st);  // our side to move again, to ask what it could capture
    chasing_attacks(pos, after);
    for (Bitboard b = chasers(pos, pos.side_to_move()); b;) {
      const Square s = pop_lsb(b);
      chased |= after[s] & ~before[s == to ? from : s];
    }
    pos.undo_null_move();
  }
  pos.undo_move(m);
  return chased;
}

Bitboard RuleJudge::chased_by_last_move(Position& pos) {
  StateInfo* st = pos.st_;
  if (!st->previous || !st->move.is_ok()) return 0;
  const Move m = st->move;
  pos.undo_move(m);
  const Bitboard chased = chased_by(pos, m);
  pos.do_move(m, *st);
  return chased;
}

Verdict RuleJudge::judge(Position& pos, int ply) {
  StateInfo* const st = pos.st_;
  const int end = std::min({st->rule60, st->plies_from_null, MAX_CYCLE - 1});

  // Find the repetition to rule on: the latest earlier occurrence if it lies inside the search
  // tree, otherwise the second earlier occurrence (the position's third).
  int cycle = 0;
  if (end >= 4) {
    int seen = 0;
    const StateInfo* stp = st->previous->previous;
    for (int i = 4; i <= end; i += 2) {
      stp = stp->previous->previous;
      if (stp->key == st->key && (++seen == 2 || i < ply)) {
        cycle = i;
        break;
      }
    }
  }

  if (cycle) {
    // chain[k] is the state k plies back; chain[k]->move led to it, played by the side to move
    // now when k is odd, by the opponent when k is even.
    StateInfo* chain[MAX_CYCLE];
    chain[0] = st;
    for (int k = 1; k <= cycle; ++k) chain[k] = chain[k - 1]->previous;
    bool check_them = true, check_us = true;
    for (int k = 0; k < cycle; ++k) (k % 2 ? check_us : check_them) &= chain[k]->checkers != 0;

    Outcome outcome = Outcome::Draw;
    Reason reason = Reason::Repetition;
    if (check_them != check_us) {
      outcome = check_them ? Outcome::Win : Outcome::Loss;
      reason = Reason::PerpetualCheck;
    } else if (!check_them) {
      // Replay the cycle from its start, tracking for each side the enemy pieces it has chased
      // on every one of its non-checking moves (following them as they move).
      for (int k = 0; k < cycle; ++k) pos.undo_move(chain[k]->move);
      const Color us = pos.side_to_move();  // same side as at the end of the cycle
      Bitboard chased[COLOR_NB] = {~Bitboard(0), ~Bitboard(0)};
      bool chased_any[COLOR_NB] = {false, false};
      for (int k = cycle - 1; k >= 0; --k) {
        const Move m = chain[k]->move;
        const Color mover = pos.side_to_move();
        if (chased_any[~mover] && has(chased[~mover], m.from_sq()))
          chased[~mover] = (chased[~mover] ^ square_bb(m.from_sq())) | square_bb(m.to_sq());
        if (!chain[k]->checkers) {
          chased[mover] &= chased_by(pos, m);
          chased_any[mover] = true;
        }
        pos.do_move(m, *chain[k]);
      }
      const bool chase_us = chased_any[us] && chased[us];
      const bool chase_them = chased_any[~us] && chased[~us];
      if (chase_us != chase_them) {
        outcome = chase_them ? Outcome::Win : Outcome::Loss;
        reason = Reason::PerpetualChase;
      }
    }
    return {outcome, reason};
  }

  if (st->rule60 >= 120) {
    if (MoveList<LEGAL>(pos).empty())
      return {Outcome::Loss, pos.in_check() ? Reason::Checkmate : Reason::Stalemate};
    return {Outcome::Draw, Reason::MoveLimit};
  }
  if (!(pos.pieces(CHARIOT) | pos.pieces(HORSE) | pos.pieces(CANNON) | pos.pieces(SOLDIER)))
    return {Outcome::Draw, Reason::NoAttackers};
  return {};
}

Verdict rule_judge(Position& pos, int ply) {
  return RuleJudge::judge(pos, ply);
}

Bitboard chased_pieces(Position& pos) {
  return RuleJudge::chased_by_last_move(pos);
}

std::string_view reason_name(Reason r) noexcept {
  switch (r) {
    case Reason::None:
      return "";
    case Reason::Checkmate:
      return "checkmate";
    case Reason::Stalemate:
      return "stalemate";
    case Reason::PerpetualCheck:
      return "perpetual check";
    case Reason::PerpetualChase:
      return "perpetual chase";
    case Reason::Repetition:
      return "repetition";
    case Reason::MoveLimit:
      return "60-move rule";
    case Reason::NoAttackers:
      return "no attacking pieces";
    case Reason::Forfeit:
      return "forfeit";
    case Reason::PlyLimit:
      return "ply limit";
  }
  return "";
}

std::string_view result_name(Result r) noexcept {
  switch (r) {
    case Result::RedWins:
      return "red";
    case Result::BlackWins:
      return "black";
    case Result::Draw:
      return "draw";
    case Result::None:
      return "";
  }
  return "";
}

std::optional<Result> parse_result(std::string_view text) noexcept {
  for (const Result r : {Result::None, Result::RedWins, Result::BlackWins, Result::Draw})
    if (text == result_name(r)) return r;
  return std::nullopt;
}

std::string_view result_score(Result r) noexcept {
  switch (r) {
    case Result::RedWins:
      return "1-0";
    case Result::BlackWins:
      return "0-1";
    case Result::Draw:
      return "1/2-1/2";
    case Result::None:
      return "*";
  }
  return "*";
}

std::optional<Color> winning_side(Result r) noexcept {
  if (r == Result::RedWins) return RED;
  if (r == Result::BlackWins) return BLACK;
  return std::nullopt;
}

Result win_for(Color c) noexcept {
  return c == RED ? Result::RedWins : Result::BlackWins;
}

GameStatus game_status(Position& pos) {
  const Color us = pos.side_to_move();
  const std::string mover = us == RED ? "red" : "black";
  const std::string other = us == RED ? "black" : "red";
  const Result we_win = us == RED ? Result::RedWins : Result::BlackWins;
  const Result they_win = us == RED ? Result::BlackWins : Result::RedWins;

  if (MoveList<LEGAL>(pos).empty()) {
    if (pos.in_check())
      return {true, they_win, Reason::Checkmate, other + " wins: " + mover + " is checkmated"};
    return {true, they_win, Reason::Stalemate,
            other + " wins: " + mover + " has no legal move (stalemate loses)"};
  }
  const Verdict v = rule_judge(pos, 0);
  switch (v.reason) {
    case Reason::PerpetualCheck:
    case Reason::PerpetualChase: {
      const bool we_won = v.outcome == Outcome::Win;
      const std::string offender = we_won ? other : mover;
      return {true, we_won ? we_win : they_win, v.reason,
              (we_won ? mover : other) + " wins: " + offender + " repeated with " +
                  std::string(reason_name(v.reason))};
    }
    case Reason::Repetition:
      return {true, Result::Draw, v.reason, "draw: the position repeated three times"};
    case Reason::MoveLimit:
      return {true, Result::Draw, v.reason, "draw: 60 moves (120 plies) without a capture"};
    case Reason::NoAttackers:
      return {true, Result::Draw, v.reason,
              "draw: neither side has a chariot, horse, cannon or soldier left"};
    default:
      break;
  }
  return {};
}

}  // namespace gameai::xiangqi

#pragma once
// Move ordering for the alpha-beta search: the best move first, so that cutoffs come early.
//
// Moves come out in stages, and each stage is generated only when the earlier ones did not cut
// off: the transposition-table move, then captures by most valuable victim / least valuable
// attacker, then the two killer moves of this ply, then quiet moves by their history score, and
// last the captures that look losing (a more valuable piece taking a defended, cheaper one).
// Every move returned is legal. Quiescence uses the captures-only mode (all moves when in check)
// and skips the losing-looking captures.

#include <array>
#include <cstdint>

#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {

// History tables saturate at +-HISTORY_LIMIT: a bonus moves an entry towards its sign's limit
// and decays it in proportion, so that old news fades.
inline constexpr int HISTORY_LIMIT = 16384;
void apply_history_bonus(std::int16_t& entry, int bonus);

// Quiet-move history: how often a move from one square to another caused a cutoff, per side.
struct History {
  static constexpr int LIMIT = HISTORY_LIMIT;
  std::array<std::array<std::array<std::int16_t, xiangqi::SQUARE_NB>, xiangqi::SQUARE_NB>, 2>
      table{};

  int get(xiangqi::Color c, xiangqi::Move m) const {
    return table[c][static_cast<std::size_t>(m.from_sq())][static_cast<std::size_t>(m.to_sq())];
  }
  // Moves the entry towards +-LIMIT by `bonus`, decaying it so that old news fades.
  void update(xiangqi::Color c, xiangqi::Move m, int bonus);
  void clear() { table = {}; }
};

// Continuation history: how often a quiet move (piece, destination) cut off right after a given
// earlier move. One PieceToHistory per earlier (piece, destination), so a move can be judged as a
// reply to the move before it and as a follow-up to our own move before that.
struct PieceToHistory {
  std::array<std::array<std::int16_t, xiangqi::SQUARE_NB>, xiangqi::PIECE_NB> table{};

  int get(xiangqi::Piece pc, xiangqi::Square to) const {
    return table[pc][static_cast<std::size_t>(to)];
  }
  void update(xiangqi::Piece pc, xiangqi::Square to, int bonus);
};
struct ContinuationHistory {
  std::array<std::array<PieceToHistory, xiangqi::SQUARE_NB>, xiangqi::PIECE_NB> table{};
  PieceToHistory& at(xiangqi::Piece pc, xiangqi::Square to) {
    return table[pc][static_cast<std::size_t>(to)];
  }
};

// What one search thread learns about quiet moves, kept from one move of a game to the next (a
// position a move later is much the same position) and cleared for a new game.
struct ThreadHistory {
  History main;
  ContinuationHistory continuation;
  void clear() {
    main.clear();
    continuation = {};
  }
};

// The continuation tables that apply at a node: after the opponent's last move and after our
// move before it (null where there is no such move, at the root or after a null move).
using Continuations = std::array<const PieceToHistory*, 2>;

class MovePicker {
 public:
  // Main search: all legal moves.
  MovePicker(const xiangqi::Position& pos, xiangqi::Move tt_move, const xiangqi::Move* killers,
             const History& history, const Continuations& continuations);
  // Quiescence: legal captures that do not lose material in the exchange (SEE); all legal
  // moves when in check.
  MovePicker(const xiangqi::Position& pos, xiangqi::Move tt_move, const History& history);

  // The next legal move, or Move::none() when there are no more.
  xiangqi::Move next();

 private:
  enum Stage { TT_MOVE, GEN_CAPTURES, CAPTURES, KILLERS, GEN_QUIETS, QUIETS, BAD_CAPTURES, DONE };

  bool usable(xiangqi::Move m) const;
  void score_captures();
  void score_quiets();

  const xiangqi::Position& pos_;
  const History& history_;
  Continuations continuations_{};
  xiangqi::Move tt_move_;
  xiangqi::Move killers_[2];
  bool quiescence_;
  int stage_ = TT_MOVE;
  int killer_index_ = 0;
  xiangqi::ExtMove* cur_ = nullptr;
  xiangqi::ExtMove* end_ = nullptr;
  xiangqi::ExtMove moves_[xiangqi::MAX_MOVES];
  xiangqi::Move bad_[xiangqi::MAX_MOVES];
  int bad_count_ = 0;
  int bad_index_ = 0;
};

}  // namespace gameai::xiangqi_ai

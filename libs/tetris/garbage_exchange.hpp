#pragma once
// The garbage two players send each other in a versus game, as modern games play it: what a
// lock sends (attack.hpp) first cancels the garbage waiting for the sender; the rest waits for
// the opponent, and rises under the opponent's stack after the opponent's next lock that clears
// nothing but one (a delay of one piece). Each batch of rows has one hole column, moved from
// batch to batch with probability `messiness` (GarbageHoles).
//
// The exchange keeps only the garbage and the attack chains; each player's Game is the
// caller's, so the same rules serve a turn-by-turn match (tetris_ai::play_versus) and a
// real-time one (the desktop app's versus window), where each side locks at its own pace.

#include <cstdint>
#include <functional>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/game.hpp"

namespace gameai::tetris {

// What one lock did: the clear, the chain it extended, and the garbage it moved.
struct LockAttack {
  ClearEvent event;
  bool back_to_back = false;  // a tetris or T-spin right after another one (sent one more)
  int combo = -1;             // consecutive clearing pieces minus one, after this lock
  int sent = 0;               // attack lines the lock made, cancelled ones included
  int cancelled = 0;          // of them, cancelled against garbage waiting for the sender
  int rose = 0;               // garbage rows that rose under the sender's stack after it
};

class GarbageExchange {
 public:
  // Both players' hole columns follow the same sequence (`seed`), as their pieces do.
  GarbageExchange(int width, double messiness, std::uint64_t seed) noexcept;
  // The exchange of a versus game dealt by `game_seed`: its holes' seed is derived from it, so
  // the same game seed gives the same garbage wherever the match is played.
  static GarbageExchange for_game(int width, double messiness, std::uint64_t game_seed) noexcept {
    return GarbageExchange(width, messiness,
                           common::Rng::for_stream(game_seed, 0x6761'7262).next());
  }

  // Player `p` (0 or 1) has just locked a piece in `game`, its own game: sends the attack,
  // cancels, and raises under `game` what has waited its piece. The lock must be the last
  // step of game.history().
  LockAttack after_lock(int p, Game& game);
  // The same lock told by its facts rather than by the game (for a caller that keeps no Game,
  // as a replay that orders two recorded boards' locks): `lines` cleared with `spin`, leaving
  // the board empty or not; `raise(hole)` raises one garbage row under the player's stack and
  // is false once that pushed the game out (no more rows rise).
  LockAttack after_lock(int p, int lines, Spin spin, bool board_empty,
                        const std::function<bool(int hole)>& raise);

  // Garbage rows waiting for player `p`, and how many of them rise after its next lock.
  int incoming(int p) const noexcept;
  int due(int p) const noexcept;
  const AttackState& chain(int p) const noexcept { return chains_[p & 1]; }

 private:
  struct Batch {
    int rows;
    int locks_to_wait;  // the receiver's locks before it is due
  };
  std::vector<Batch> incoming_[2];
  AttackState chains_[2];
  GarbageHoles holes_[2];
};

}  // namespace gameai::tetris

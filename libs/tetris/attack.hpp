#pragma once
// What a locked piece sends to the opponent in a versus game, by the guideline's multiplayer
// table, and the garbage rows an attack turns into.
//
//  - lines sent: single 0, double 1, triple 2, tetris 4; T-spin mini single 0, mini double 1;
//    T-spin single 2, double 4, triple 6;
//  - back-to-back: a tetris or a T-spin (mini or full) that clears lines, right after another
//    one (pieces that clear nothing in between do not break the chain), sends 1 more;
//  - combo: the n-th consecutive clearing piece (n = 0 for the first) adds
//    COMBO_BONUS[min(n, 10)]: 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5;
//  - a perfect clear (the board empty after the clear) adds 10.
//
// Garbage rows rise from the floor with one empty cell each. A batch of rows shares one hole
// column; with messiness m each later batch moves its hole to another column with probability
// m (m = 0: one column for the whole game, a clean cheese well; m = 1: a new column each batch).

#include <array>
#include <cstdint>

#include "common/rng.hpp"
#include "tetris/scoring.hpp"

namespace gameai::tetris {

inline constexpr std::array<int, 11> COMBO_BONUS{0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 5};
inline constexpr int PERFECT_CLEAR_ATTACK = 10;

// The chain state attack depends on.
struct AttackState {
  bool back_to_back = false;
  int combo = -1;  // consecutive clearing pieces minus one; -1 after a piece that cleared none
  friend bool operator==(const AttackState&, const AttackState&) = default;
};

// The lines `event` sends, updating `state` (back-to-back and combo).
int attack(const ClearEvent& event, AttackState& state) noexcept;

// The attack of `event` from `state` without changing it: what a search asks of many moves.
inline int attack_of(const ClearEvent& event, AttackState state) noexcept {
  return attack(event, state);
}

// Chooses the hole column of each garbage batch.
class GarbageHoles {
 public:
  GarbageHoles(int width, double messiness, std::uint64_t seed) noexcept
      : width_(width), messiness_(messiness), rng_(seed) {
    column_ = static_cast<int>(rng_.below(static_cast<std::uint32_t>(width_)));
  }
  // The hole column of the next batch.
  int next() noexcept {
    if (!first_ && rng_.uniform() < messiness_) {
      const int shift = 1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(width_ - 1)));
      column_ = (column_ + shift) % width_;
    }
    first_ = false;
    return column_;
  }

 private:
  int width_;
  double messiness_;
  common::Rng rng_;
  int column_ = 0;
  bool first_ = true;
};

// Cheese, as a dig deals it from `seed`: rows added one at a time, each with its hole in another
// column than the row before (messiness 1). `gameai tetris dig` and the play session's dig mode
// both use it, so one seed gives both the same cheese.
inline constexpr std::uint64_t CHEESE_STREAM = 0x6469'6767;  // "digg"
inline GarbageHoles cheese_holes(int width, std::uint64_t seed) noexcept {
  return GarbageHoles(width, 1.0, common::Rng::for_stream(seed, CHEESE_STREAM).next());
}

}  // namespace gameai::tetris

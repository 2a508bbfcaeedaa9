#pragma once
// Move generation into fixed-capacity arrays (no heap), in the Stockfish manner.
//
//   CAPTURES      pseudo-legal captures (what quiescence search wants); vet with pos.legal(m)
//   QUIETS        pseudo-legal non-captures; vet with pos.legal(m)
//   PSEUDO_LEGAL  both of the above
//   LEGAL         exactly the legal moves
//
// "Pseudo-legal" means the piece moves by its own rules but the move may leave one's own king
// attacked (including by the facing enemy king). No position has more than MAX_MOVES of them.

#include <cstddef>

#include "xiangqi/position.hpp"
#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

enum GenType { CAPTURES, QUIETS, PSEUDO_LEGAL, LEGAL };

// A move with a score slot for move ordering.
struct ExtMove {
  Move move;
  int value = 0;
  constexpr operator Move() const noexcept { return move; }  // NOLINT(google-explicit-constructor)
};

// Two chariots and two cannons on open lines (17 squares each), five soldiers, two horses and the
// rest come to 119 at most, so 128 entries always suffice.
inline constexpr int MAX_MOVES = 128;

// Writes the moves of kind T to `list` and returns one past the last written.
template <GenType T>
ExtMove* generate(const Position& pos, ExtMove* list) noexcept;

// The number of legal moves, without writing them: what MoveList<LEGAL>(pos).size() returns.
std::size_t count_legal(const Position& pos) noexcept;

template <GenType T>
class MoveList {
 public:
  explicit MoveList(const Position& pos) noexcept : last_(generate<T>(pos, moves_)) {}
  const ExtMove* begin() const noexcept { return moves_; }
  const ExtMove* end() const noexcept { return last_; }
  std::size_t size() const noexcept { return std::size_t(last_ - moves_); }
  bool empty() const noexcept { return last_ == moves_; }
  bool contains(Move m) const noexcept {
    for (const ExtMove* it = moves_; it != last_; ++it)
      if (it->move == m) return true;
    return false;
  }

 private:
  ExtMove moves_[MAX_MOVES];
  ExtMove* last_;
};

}  // namespace gameai::xiangqi

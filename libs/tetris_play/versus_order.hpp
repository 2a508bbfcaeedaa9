#pragma once
// The order in which the two boards of a recorded versus game locked their pieces. The records
// keep each board's pieces and the garbage that rose under it after each piece, but no time of a
// lock; the garbage rules tell much of the order, since garbage rises only after the opponent's
// clears that sent it (tetris::GarbageExchange: a clear's attack cancels what waits for its
// player, the rest rises under the opponent one piece later, after a piece that clears nothing).
// versus_lock_order finds an order of the two boards' locks under which those rules raise under
// each board exactly the rows, with exactly the holes, recorded after each of its pieces. Many
// orders may do; of them it takes the one nearest to both boards' pieces spread evenly over the
// match (both boards start together and end together, as the match did).

#include <array>
#include <cstdint>
#include <vector>

#include "tetris/spin.hpp"

namespace gameai::tetris_play {

// One lock of a recorded versus board.
struct VersusLock {
  int lines = 0;  // lines it cleared
  tetris::Spin spin = tetris::Spin::None;
  bool board_empty = false;         // it left the board empty (a perfect clear)
  std::vector<std::uint8_t> holes;  // the garbage rows that rose right after it, topmost first
};

// The side (0 or 1) of each lock in the order found, locks[0].size() + locks[1].size() of
// them, for a game dealt on `game_seed` on a board `width` wide; empty when no order is found
// within `budget` tries (garbage that cannot have risen as recorded, or a search too long).
std::vector<std::uint8_t> versus_lock_order(const std::array<std::vector<VersusLock>, 2>& locks,
                                            int width, std::uint64_t game_seed,
                                            std::int64_t budget = 200'000);

}  // namespace gameai::tetris_play

#include "tetris/garbage_exchange.hpp"

#include <algorithm>

namespace gameai::tetris {

GarbageExchange::GarbageExchange(int width, double messiness, std::uint64_t seed) noexcept
    : holes_{GarbageHoles(width, messiness, seed), GarbageHoles(width, messiness, seed)} {}

LockAttack GarbageExchange::after_lock(int p, Game& game) {
  if (game.history().empty()) return {};
  const StepRecord& step = game.history().back();
  // Row by row, as a stored game's replay raises them: a stack pushed out of the board ends the
  // game at the row that pushed it, on the same board in the game and in its replay.
  return after_lock(p, step.lines, step.spin, game.board().empty(), [&game](int hole) {
    if (game.game_over()) return false;
    game.add_garbage(1, hole);
    return true;
  });
}

LockAttack GarbageExchange::after_lock(int p, int lines, Spin spin, bool board_empty,
                                       const std::function<bool(int hole)>& raise) {
  p &= 1;
  LockAttack out;
  out.event = lock_event(lines, spin, board_empty);
  const bool chain_before = chains_[p].back_to_back;
  int sent = attack(out.event, chains_[p]);
  out.sent = sent;
  out.back_to_back = lines > 0 && chain_before && chains_[p].back_to_back;
  out.combo = chains_[p].combo;
  // Attack cancels what waits for the sender first.
  auto& mine = incoming_[p];
  while (sent > 0 && !mine.empty()) {
    const int used = std::min(sent, mine.front().rows);
    mine.front().rows -= used;
    sent -= used;
    out.cancelled += used;
    if (mine.front().rows == 0) mine.erase(mine.begin());
  }
  if (sent > 0) incoming_[1 - p].push_back({sent, 1});
  // What is due rises after a lock that cleared nothing.
  if (lines == 0) {
    bool going = true;
    while (!mine.empty() && mine.front().locks_to_wait <= 0) {
      const int hole = holes_[p].next();
      for (int row = 0; row < mine.front().rows && going; ++row)
        if ((going = raise(hole))) ++out.rose;
      mine.erase(mine.begin());
    }
  }
  for (Batch& b : mine) --b.locks_to_wait;
  return out;
}

int GarbageExchange::incoming(int p) const noexcept {
  int rows = 0;
  for (const Batch& b : incoming_[p & 1]) rows += b.rows;
  return rows;
}

int GarbageExchange::due(int p) const noexcept {
  int rows = 0;
  for (const Batch& b : incoming_[p & 1])
    if (b.locks_to_wait <= 0) rows += b.rows;
  return rows;
}

}  // namespace gameai::tetris

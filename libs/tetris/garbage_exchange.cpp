#include "tetris/garbage_exchange.hpp"

#include <algorithm>

namespace gameai::tetris {

GarbageExchange::GarbageExchange(int width, double messiness, std::uint64_t seed) noexcept
    : holes_{GarbageHoles(width, messiness, seed), GarbageHoles(width, messiness, seed)} {}

LockAttack GarbageExchange::after_lock(int p, Game& game) {
  p &= 1;
  LockAttack out;
  if (game.history().empty()) return out;
  const StepRecord& step = game.history().back();
  out.event = lock_event(step.lines, step.spin, game.board().empty());
  const bool chain_before = chains_[p].back_to_back;
  int sent = attack(out.event, chains_[p]);
  out.sent = sent;
  out.back_to_back = step.lines > 0 && chain_before && chains_[p].back_to_back;
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
  if (step.lines == 0) {
    while (!mine.empty() && mine.front().locks_to_wait <= 0) {
      // Row by row, as a stored game's replay raises them: a stack pushed out of the board ends
      // the game at the row that pushed it, on the same board in the game and in its replay.
      const int hole = holes_[p].next();
      for (int row = 0; row < mine.front().rows && !game.game_over(); ++row) {
        game.add_garbage(1, hole);
        ++out.rose;
      }
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

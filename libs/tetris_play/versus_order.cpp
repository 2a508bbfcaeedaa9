#include "tetris_play/versus_order.hpp"

#include <utility>

#include "tetris/garbage_exchange.hpp"
#include "tetris_play/versus.hpp"

namespace gameai::tetris_play {

namespace {

// A point of the search: locks i and j done, the exchange as the order so far left it.
struct Node {
  std::array<std::size_t, 2> done;
  tetris::GarbageExchange exchange;
  int tried = 0;           // sides tried from here: 0, 1 or 2
  std::uint8_t first = 0;  // the side tried first (the one nearer to its even share)
  std::uint8_t side = 0;   // the side whose lock led here
};

// Whether `side`'s lock `index` raises what was recorded after it, given the exchange so far.
// The last lock of a board may raise fewer rows than were due: the game ended among them.
bool replays(tetris::GarbageExchange& exchange, const std::vector<VersusLock>& locks, int side,
             std::size_t index) {
  const VersusLock& lock = locks[index];
  const bool last = index + 1 == locks.size();
  std::size_t row = 0;
  bool matches = true;
  exchange.after_lock(side, lock.lines, lock.spin, lock.board_empty, [&](int hole) {
    if (row < lock.holes.size()) {
      matches = matches && lock.holes[row] == hole;
      ++row;
      return true;
    }
    matches = matches && last;  // rows the record has not: only a game's end stops them
    return false;
  });
  return matches && row == lock.holes.size();
}

}  // namespace

std::vector<std::uint8_t> versus_lock_order(const std::array<std::vector<VersusLock>, 2>& locks,
                                            int width, std::uint64_t game_seed,
                                            std::int64_t budget) {
  const std::array<std::size_t, 2> count{locks[0].size(), locks[1].size()};
  // The side whose next lock comes first when both boards' locks are spread evenly.
  const auto nearer = [&](const std::array<std::size_t, 2>& done) -> std::uint8_t {
    if (done[1] >= count[1]) return 0;
    if (done[0] >= count[0]) return 1;
    return (done[0] + 1) * count[1] <= (done[1] + 1) * count[0] ? 0 : 1;
  };
  std::vector<Node> path;
  path.push_back(
      {{0, 0}, tetris::GarbageExchange::for_game(width, VERSUS_MESSINESS, game_seed), 0, 0, 0});
  path.back().first = nearer(path.back().done);
  for (std::int64_t tries = 0; !path.empty(); ++tries) {
    if (tries > budget) return {};
    Node& at = path.back();
    if (at.done[0] == count[0] && at.done[1] == count[1]) {
      std::vector<std::uint8_t> order;
      order.reserve(count[0] + count[1]);
      for (std::size_t i = 1; i < path.size(); ++i) order.push_back(path[i].side);
      return order;
    }
    if (at.tried == 2) {
      path.pop_back();
      continue;
    }
    const std::uint8_t side = at.tried++ == 0 ? at.first : std::uint8_t(1 - at.first);
    if (at.done[side] >= count[side]) continue;
    Node next{at.done, at.exchange, 0, 0, side};
    if (!replays(next.exchange, locks[side], side, at.done[side])) continue;
    ++next.done[side];
    next.first = nearer(next.done);
    path.push_back(std::move(next));
  }
  return {};
}

}  // namespace gameai::tetris_play

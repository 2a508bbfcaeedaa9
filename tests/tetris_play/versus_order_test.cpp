// The order of a recorded versus game's locks, found from the garbage that rose: a case worked by
// hand, garbage that cannot have risen as recorded, and a whole match played on a fake clock.
#include "tetris_play/versus_order.hpp"

#include <gtest/gtest.h>

#include "tetris/garbage_exchange.hpp"
#include "tetris_play/versus.hpp"

namespace {

namespace play = gameai::tetris_play;
namespace t = gameai::tetris;
using Locks = std::array<std::vector<play::VersusLock>, 2>;

constexpr std::uint64_t SEED = 21;

// The rows each lock raises when the locks come in `order`, as the versus garbage rules raise
// them: what a record of that match keeps.
Locks recorded(Locks locks, const std::vector<std::uint8_t>& order) {
  t::GarbageExchange exchange = t::GarbageExchange::for_game(10, play::VERSUS_MESSINESS, SEED);
  std::array<std::size_t, 2> next{};
  for (const std::uint8_t side : order) {
    play::VersusLock& lock = locks[side][next[side]++];
    lock.holes.clear();
    exchange.after_lock(side, lock.lines, lock.spin, lock.board_empty, [&](int hole) {
      lock.holes.push_back(std::uint8_t(hole));
      return true;
    });
  }
  return locks;
}

play::VersusLock clears(int lines) {
  play::VersusLock lock;
  lock.lines = lines;
  return lock;
}

TEST(VersusOrder, ATetrisRisesTwoPiecesLaterSoItCameBeforeBoth) {
  // The left board's tetris sends 4; the right board's next piece makes it due, the one after
  // raises it. Spread evenly, the right board's first piece would come first (1 of 2 before 1 of
  // 1); the rows rising after its second piece say the tetris came before both.
  const Locks locks = recorded({{{clears(4)}, {clears(0), clears(0)}}}, {0, 1, 1});
  ASSERT_EQ(locks[1][1].holes.size(), 4u);
  EXPECT_TRUE(locks[1][0].holes.empty());
  EXPECT_EQ(play::versus_lock_order(locks, 10, SEED), (std::vector<std::uint8_t>{0, 1, 1}));

  // Rows rising after the right board's first piece, no clear having come before, cannot be.
  Locks impossible = locks;
  std::swap(impossible[1][0].holes, impossible[1][1].holes);
  EXPECT_TRUE(play::versus_lock_order(impossible, 10, SEED).empty());
  // Nor can rows with another hole than the garbage rules give.
  Locks moved = locks;
  for (std::uint8_t& hole : moved[1][1].holes) hole = std::uint8_t((hole + 1) % 10);
  EXPECT_TRUE(play::versus_lock_order(moved, 10, SEED).empty());
}

TEST(VersusOrder, NoGarbageKeepsThePiecesSpreadEvenly) {
  const Locks locks{{{clears(0), clears(0), clears(0), clears(0)}, {clears(0), clears(0)}}};
  EXPECT_EQ(play::versus_lock_order(locks, 10, SEED),
            (std::vector<std::uint8_t>{0, 0, 1, 0, 0, 1}));
}

TEST(VersusOrder, AClearThatCancelsRaisesNothing) {
  // Right sends 2 (a T-spin single); the left's double sends 1, cancelling 1 of them, and makes
  // the other one due: the left's next piece raises it. Ordered the other way, the double would
  // send its line to the right board, the T-spin cancel it and send 1, and that row would rise
  // a piece later, after the left's third piece.
  Locks locks{{{clears(2), clears(0), clears(0)}, {clears(1), clears(0), clears(0), clears(0)}}};
  locks[1][0].spin = t::Spin::Full;
  const std::vector<std::uint8_t> truth{1, 0, 0, 0, 1, 1, 1};
  locks = recorded(locks, truth);
  ASSERT_EQ(locks[0][1].holes.size(), 1u);
  ASSERT_TRUE(locks[0][2].holes.empty());
  const std::vector<std::uint8_t> order = play::versus_lock_order(locks, 10, SEED);
  ASSERT_EQ(order.size(), 7u);
  EXPECT_EQ(order.front(), 1);  // the T-spin came first
  const Locks again = recorded(locks, order);
  for (int side = 0; side < 2; ++side)
    for (std::size_t i = 0; i < locks[std::size_t(side)].size(); ++i)
      EXPECT_EQ(again[std::size_t(side)][i].holes, locks[std::size_t(side)][i].holes);
  // The other way round the row rises a piece later.
  const Locks otherWay = recorded(locks, {0, 1, 0, 0, 1, 1, 1});
  EXPECT_TRUE(otherWay[0][1].holes.empty());
  EXPECT_EQ(otherWay[0][2].holes.size(), 1u);
}

// A whole match between two AIs: every lock as the session reported it, the rows that rose after
// it included. The order found raises exactly those rows on both boards.
TEST(VersusOrder, AMatchPlayedIsOrderedSoThatEveryRiseReplays) {
  play::Settings left, right;
  left.evaluator = "eltetris";
  right.evaluator = "dellacherie";
  play::Versus v(left, right, SEED, false);
  for (int i = 0; i < 2; ++i) v.side(i).set_speed(play::SPEED_FLAT_OUT);
  Locks locks;
  int rose = 0;
  for (double now = 0; v.winner() < 0 && now < 1e7; now += 16) {
    v.advance(now);
    for (int side = 0; side < 2; ++side)
      if (auto r = v.decision_request(side))
        v.take_decision(side, play::decide(std::move(*r)), now);
    for (int side = 0; side < 2; ++side)
      for (const play::Sample& s : v.side(side).take_samples()) {
        play::VersusLock lock;
        lock.lines = s.step.lines;
        lock.spin = s.step.spin;
        lock.board_empty = s.attack->event.perfect_clear;
        lock.holes = s.garbage_holes;
        rose += int(lock.holes.size());
        locks[std::size_t(side)].push_back(std::move(lock));
      }
  }
  ASSERT_GE(v.winner(), 0);
  ASSERT_GT(rose, 0);
  // Found with few tries: the search goes back only a little way from a wrong guess (so for the
  // matches of seeds 1 to 12 too).
  const std::int64_t pieces = std::int64_t(locks[0].size() + locks[1].size());
  const std::vector<std::uint8_t> order = play::versus_lock_order(locks, 10, SEED, 4 * pieces);
  ASSERT_EQ(std::int64_t(order.size()), pieces);
  const Locks again = recorded(locks, order);
  for (int side = 0; side < 2; ++side)
    for (std::size_t i = 0; i + 1 < locks[std::size_t(side)].size(); ++i)
      EXPECT_EQ(again[std::size_t(side)][i].holes, locks[std::size_t(side)][i].holes)
          << "side " << side << " lock " << i;
}

}  // namespace

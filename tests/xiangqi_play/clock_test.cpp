// The clock on times given by the test: increments after every move, only the mover's clock
// runs, stops and restarts, and the flag that falls.
#include "xiangqi_play/clock.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

using gameai::xiangqi::BLACK;
using gameai::xiangqi::Color;
using gameai::xiangqi::RED;
using gameai::xiangqi_play::Clock;

TEST(XiangqiClock, NoClockUntilReset) {
  Clock clock;
  EXPECT_FALSE(clock.enabled());
  clock.moved(RED, 100);
  EXPECT_FALSE(clock.running());
  clock.reset(0, 3000);
  EXPECT_FALSE(clock.enabled());
  EXPECT_EQ(clock.increment_ms(), 0);
}

// Moves made at given times on a 60+2 clock, and each side's time left afterwards.
struct MoveAt {
  Color side;
  std::int64_t at_ms;
  std::int64_t red_left;
  std::int64_t black_left;
};

TEST(XiangqiClock, EachMoveChargesItsSideAndAddsTheIncrement) {
  const std::vector<MoveAt> table = {
      {RED, 5000, 62000, 60000},    // the first move: no time ran, the increment added
      {BLACK, 8000, 62000, 59000},  // Black thought 3 s: 60 - 3 + 2
      {RED, 18000, 54000, 59000},   // Red thought 10 s: 62 - 10 + 2
      {BLACK, 18500, 54000, 60500},
  };
  Clock clock;
  clock.reset(60000, 2000);
  for (const MoveAt& m : table) {
    clock.moved(m.side, m.at_ms);
    EXPECT_EQ(clock.remaining_ms(RED, m.at_ms), m.red_left) << m.at_ms;
    EXPECT_EQ(clock.remaining_ms(BLACK, m.at_ms), m.black_left) << m.at_ms;
    EXPECT_TRUE(clock.running());
    EXPECT_EQ(clock.running_side(), m.side == RED ? BLACK : RED);
  }
}

TEST(XiangqiClock, OnlyTheRunningClockCountsDown) {
  Clock clock;
  clock.reset(10000, 0);
  EXPECT_EQ(clock.remaining_ms(RED, 5000), 10000);  // stopped
  clock.start(BLACK, 1000);
  EXPECT_EQ(clock.remaining_ms(BLACK, 4000), 7000);
  EXPECT_EQ(clock.remaining_ms(RED, 4000), 10000);
  clock.start(RED, 4000);  // a start charges the clock that ran
  EXPECT_EQ(clock.remaining_ms(BLACK, 9000), 7000);
  EXPECT_EQ(clock.remaining_ms(RED, 9000), 5000);
  clock.stop(9000);
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(RED, 50000), 5000);
  clock.stop(60000);  // stopping a stopped clock changes nothing
  EXPECT_EQ(clock.remaining_ms(RED, 60000), 5000);
}

TEST(XiangqiClock, TheFlagFallsWhenTheRunningTimeIsSpent) {
  Clock clock;
  clock.reset(1500, 0);
  clock.moved(RED, 0);
  EXPECT_FALSE(clock.check_flag(1499));
  EXPECT_EQ(clock.remaining_ms(BLACK, 1499), 1);
  EXPECT_EQ(clock.check_flag(1500), BLACK);
  EXPECT_EQ(clock.flagged(), BLACK);
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.remaining_ms(BLACK, 9000), 0);  // held at zero, not below
  EXPECT_EQ(clock.remaining_ms(RED, 9000), 1500);
  // Nothing restarts a fallen clock but a reset.
  clock.moved(BLACK, 9000);
  clock.start(RED, 9000);
  EXPECT_FALSE(clock.running());
  EXPECT_EQ(clock.check_flag(20000), BLACK);
  // Lifted (an undo), it falls again once Black's clock runs; Red plays on meanwhile.
  clock.lift_flag();
  EXPECT_FALSE(clock.flagged());
  clock.start(RED, 20000);
  EXPECT_FALSE(clock.check_flag(20500));
  clock.moved(RED, 20500);
  EXPECT_EQ(clock.remaining_ms(RED, 20500), 1000);
  EXPECT_EQ(clock.check_flag(20500), BLACK);
  clock.reset(1500, 0);
  EXPECT_FALSE(clock.flagged());
  EXPECT_EQ(clock.remaining_ms(BLACK, 0), 1500);
}

TEST(XiangqiClock, AStoppedClockNeverFalls) {
  Clock clock;
  clock.reset(1000, 0);
  EXPECT_FALSE(clock.check_flag(1000000));
  clock.start(RED, 0);
  clock.stop(999);
  EXPECT_FALSE(clock.check_flag(1000000));
  EXPECT_EQ(clock.remaining_ms(RED, 1000000), 1);
}

}  // namespace

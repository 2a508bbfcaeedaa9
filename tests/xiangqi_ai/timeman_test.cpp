#include "xiangqi_ai/timeman.hpp"

#include <gtest/gtest.h>

namespace gameai::xiangqi_ai {
namespace {

TEST(TimeManager, MovetimeLessOverhead) {
  SearchLimits limits;
  limits.movetime_ms = 300;
  const TimeBudget b = plan_time(limits, true);
  EXPECT_EQ(b.optimum_ms, 290);
  EXPECT_EQ(b.maximum_ms, 290);
}

TEST(TimeManager, NoLimitsMeansUnlimited) {
  EXPECT_FALSE(plan_time(SearchLimits{}, true).limited());
  SearchLimits infinite;
  infinite.infinite = true;
  infinite.movetime_ms = 100;
  EXPECT_FALSE(plan_time(infinite, true).limited());
}

// A ponder search plans its time like any other; the clock only starts at ponderhit.
TEST(TimeManager, PonderPlansTheClockForPonderhit) {
  SearchLimits limits;
  limits.ponder = true;
  limits.time_ms[0] = limits.time_ms[1] = 2000;
  const TimeBudget b = plan_time(limits, true);
  EXPECT_TRUE(b.limited());
  EXPECT_LT(b.maximum_ms, 2000);
}

// 60 s for red, no increment, no movestogo: usable 59 990 ms over 30 moves = 1999 ms optimum;
// maximum min(4 x 1999, 0.5 x 59 990) = 7996 ms.
TEST(TimeManager, SuddenDeathSplitsTheClock) {
  SearchLimits limits;
  limits.time_ms[0] = 60000;
  limits.time_ms[1] = 1000;
  const TimeBudget red = plan_time(limits, true);
  EXPECT_EQ(red.optimum_ms, 1999);
  EXPECT_EQ(red.maximum_ms, 7996);
  // Black reads its own clock: 990 / 30 = 33 ms.
  EXPECT_EQ(plan_time(limits, false).optimum_ms, 33);
}

TEST(TimeManager, IncrementAndMovesToGo) {
  SearchLimits limits;
  limits.time_ms[1] = 10000;
  limits.inc_ms[1] = 1000;
  limits.moves_to_go = 10;
  // (10000 - 10) / 10 + 0.8 * 1000 = 1799.
  EXPECT_EQ(plan_time(limits, false).optimum_ms, 1799);
  limits.moves_to_go = 1;
  const TimeBudget last = plan_time(limits, false);
  // The last move before the control may spend nearly all the clock (0.95 x 9990), not all of it.
  EXPECT_EQ(last.maximum_ms, 9490);
  EXPECT_GE(last.optimum_ms, 9000);
}

// xboard's `level 20 1 0`: one minute for 20 moves, refilled after each 20. The clock is shared
// among the moves left to the control, so that the 20th move still has time, and no move of the
// period spends more than it leaves the others.
TEST(TimeManager, ClassicalPeriodSharesTheClockAmongTheMovesLeft) {
  SearchLimits limits;
  limits.moves_to_go = 20;
  limits.time_ms[0] = 60000;
  EXPECT_EQ(plan_time(limits, true).optimum_ms, 2999);  // 59 990 / 20
  limits.moves_to_go = 5;
  limits.time_ms[0] = 10000;
  const TimeBudget fifth = plan_time(limits, true);
  EXPECT_EQ(fifth.optimum_ms, 1998);  // 9990 / 5
  EXPECT_EQ(fifth.maximum_ms, 4995);  // at most half the clock
  // Playing every move of a period at its maximum still leaves time on the clock.
  std::int64_t clock = 60000;
  for (int to_go = 20; to_go >= 1; --to_go) {
    limits.moves_to_go = to_go;
    limits.time_ms[0] = clock;
    const TimeBudget b = plan_time(limits, true);
    ASSERT_LT(b.maximum_ms, clock) << to_go << " moves to go";
    clock -= b.maximum_ms;
  }
  EXPECT_GT(clock, 0);
}

TEST(TimeManager, NeverBeyondTheClock) {
  SearchLimits limits;
  for (std::int64_t clock : {1, 5, 20, 100, 1000}) {
    limits.time_ms[0] = clock;
    limits.inc_ms[0] = 5000;
    const TimeBudget b = plan_time(limits, true);
    EXPECT_GE(b.optimum_ms, 1);
    EXPECT_LE(b.maximum_ms, std::max<std::int64_t>(1, clock));
    EXPECT_LE(b.optimum_ms, b.maximum_ms);
  }
}

}  // namespace
}  // namespace gameai::xiangqi_ai

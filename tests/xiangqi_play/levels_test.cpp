// The levels' bounds and how long the computer thinks at each level, with and without a clock:
// the engine's own rule (its level caps and its time manager), worked out here by hand.
#include "xiangqi_play/levels.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace {

using gameai::xiangqi::BLACK;
using gameai::xiangqi::Color;
using gameai::xiangqi::RED;
using namespace gameai::xiangqi_play;

TEST(XiangqiLevels, Bounds) {
  EXPECT_EQ(MIN_LEVEL, 1);
  EXPECT_EQ(MAX_LEVEL, 10);
  for (int level : {-1, 0, 11, 15}) EXPECT_FALSE(is_level(level)) << level;
  for (int level = 1; level <= 10; ++level) EXPECT_TRUE(is_level(level)) << level;
  EXPECT_EQ(clamp_level(0), 1);
  EXPECT_EQ(clamp_level(7), 7);
  EXPECT_EQ(clamp_level(15), 10);
}

TEST(XiangqiLevels, LimitsWithAndWithoutAClock) {
  const auto none = move_limits({});
  EXPECT_EQ(none.movetime_ms, LEVEL10_MOVETIME_MS);
  EXPECT_FALSE(none.uses_clock());
  ClockTimes clock;
  clock.left_ms[0] = 60000;
  clock.left_ms[1] = 0;  // a fallen clock still counts as some time, not none
  clock.increment_ms = 2000;
  const auto on = move_limits(clock);
  EXPECT_EQ(on.movetime_ms, 0);
  EXPECT_EQ(on.time_ms[0], 60000);
  EXPECT_EQ(on.time_ms[1], 1);
  EXPECT_EQ(on.inc_ms[0], 2000);
  EXPECT_EQ(on.inc_ms[1], 2000);
  EXPECT_EQ(hint_limits().movetime_ms, HINT_MOVETIME_MS);
  EXPECT_EQ(HINT_LEVEL, MAX_LEVEL);
}

// The clocks a row is played on.
ClockTimes clock_of(std::int64_t red, std::int64_t black, std::int64_t inc) {
  ClockTimes c;
  c.left_ms[0] = red;
  c.left_ms[1] = black;
  c.increment_ms = inc;
  return c;
}

TEST(XiangqiLevels, MoveTimeAtEachLevel) {
  struct Row {
    const char* what;
    ClockTimes clock;
    Color mover;
    std::int64_t by_level[10];  // levels 1..10
  };
  // Without a clock: 5 s, levels 7-9 capped at 0.3, 1 and 3 s (1-6 stop at their depth). On 15+10
  // the time manager plans (900,000 - 10) / 30 + 0.8 x 10,000 = 37,999 ms and may stretch to four
  // times that; levels 7-9 keep their caps. With 4 s and no increment: 3,990 / 30 = 133 ms planned,
  // 532 at most, and levels 7-9 stop at the plan. Black with 2 s + 1 s: 1,990 / 30 + 800 = 866
  // planned, stretched no further than half the clock (995).
  const Row table[] = {
      {"no clock", {}, RED, {5000, 5000, 5000, 5000, 5000, 5000, 300, 1000, 3000, 5000}},
      {"no clock, black", {}, BLACK, {5000, 5000, 5000, 5000, 5000, 5000, 300, 1000, 3000, 5000}},
      {"15+10",
       clock_of(900000, 900000, 10000),
       RED,
       {151996, 151996, 151996, 151996, 151996, 151996, 300, 1000, 3000, 151996}},
      {"4 s", clock_of(4000, 4000, 0), BLACK, {532, 532, 532, 532, 532, 532, 133, 133, 133, 532}},
      {"black short",
       clock_of(60000, 2000, 1000),
       BLACK,
       {995, 995, 995, 995, 995, 995, 300, 866, 866, 995}},
  };
  for (const Row& row : table)
    for (int level = 1; level <= 10; ++level)
      EXPECT_EQ(move_time_ms(level, row.clock, row.mover), row.by_level[level - 1])
          << row.what << ", level " << level;
  // Levels outside 1..10 are read as the nearest one.
  EXPECT_EQ(move_time_ms(0, {}, RED), 5000);
  EXPECT_EQ(move_time_ms(12, clock_of(4000, 4000, 0), RED), 532);
}

TEST(XiangqiLevels, ExternalEngineTime) {
  for (int level = 1; level <= 10; ++level)
    EXPECT_EQ(external_move_time_ms(level, {}, RED), 500 * level) << level;
  // On a clock, no more than the time manager's plan for the move.
  EXPECT_EQ(external_move_time_ms(10, clock_of(4000, 4000, 0), RED), 133);
  EXPECT_EQ(external_move_time_ms(1, clock_of(900000, 900000, 10000), BLACK), 500);
  EXPECT_EQ(external_move_time_ms(10, clock_of(900000, 900000, 10000), BLACK), 5000);
}

}  // namespace

// Versus on a fake clock: two AIs on the same pieces play to a result with garbage between them;
// a person's board waits for the first key, and the AI side keeps its pace.
#include "tetris_play/versus.hpp"

#include <gtest/gtest.h>

namespace {

using gameai::tetris::Input;
namespace play = gameai::tetris_play;

play::Settings ai(const char* name) {
  play::Settings s;
  s.evaluator = name;
  return s;
}

void frame(play::Versus& v, double t) {
  v.advance(t);
  for (int side = 0; side < 2; ++side)
    if (auto r = v.decision_request(side)) v.take_decision(side, play::decide(std::move(*r)), t);
}

TEST(Versus, TwoAisPlayTheSamePiecesToAResult) {
  play::Versus v(ai("eltetris"), ai("dellacherie"), 5, false);
  for (int i = 0; i < 2; ++i) v.side(i).set_speed(play::SPEED_FLAT_OUT);
  EXPECT_EQ(v.side(0).game().current(), v.side(1).game().current());
  bool garbageRose = false;
  double t = 0;
  for (; v.winner() < 0 && t < 1e7; t += 16) {
    frame(v, t);
    for (int i = 0; i < 2; ++i)
      for (const play::Sample& s : v.side(i).take_samples()) {
        ASSERT_TRUE(s.attack);
        garbageRose = garbageRose || s.attack->rose > 0;
      }
  }
  ASSERT_GE(v.winner(), 0);
  EXPECT_TRUE(garbageRose);
  const int loser = 1 - v.winner();
  EXPECT_TRUE(v.side(loser).over());
  EXPECT_FALSE(v.side(v.winner()).over());
  const play::Picture p = v.side(loser).picture();
  EXPECT_TRUE(p.garbage_meter);
  bool grey = false;
  for (std::uint8_t k : p.cells) grey = grey || k == play::GARBAGE_KIND;
  EXPECT_TRUE(grey);
  // Over: nothing moves any more.
  const auto pieces = v.side(v.winner()).game().pieces();
  frame(v, t + 1000);
  EXPECT_EQ(v.side(v.winner()).game().pieces(), pieces);
}

TEST(Versus, APersonsMatchWaitsForTheFirstKey) {
  play::Versus v(ai("eltetris"), ai("eltetris"), 9, true);
  v.side(1).set_speed(0);  // a piece a second
  for (double t = 0; t <= 3000; t += 16) frame(v, t);
  EXPECT_FALSE(v.started());
  EXPECT_EQ(v.side(1).game().pieces(), 0);
  const int column = v.side(0).game().falling()->column;
  EXPECT_TRUE(v.press(Input::Left, 3000));
  EXPECT_TRUE(v.started());
  EXPECT_EQ(v.side(0).game().falling()->column, column - 1);
  EXPECT_FALSE(v.side(0).ai());
  EXPECT_TRUE(v.side(1).ai());
  for (double t = 3000; t <= 7000; t += 16) frame(v, t);
  EXPECT_GE(v.side(1).game().pieces(), 3);
  EXPECT_LE(v.side(1).game().pieces(), 4);
  // Paused, neither side moves; the person's keys do nothing.
  v.set_paused(true, 7000);
  EXPECT_FALSE(v.press(Input::HardDrop, 7001));
  for (double t = 7000; t <= 9000; t += 16) frame(v, t);
  EXPECT_LE(v.side(1).game().pieces(), 4);
  v.set_paused(false, 9000);
  // Dropping every piece straight down tops the person out: the AI wins.
  for (int i = 0; i < 60 && v.winner() < 0; ++i) {
    v.press(Input::HardDrop, 9000 + i);
    v.release(Input::HardDrop, 9000 + i);
  }
  EXPECT_EQ(v.winner(), 1);
  EXPECT_FALSE(v.press(Input::HardDrop, 10000));
}

}  // namespace

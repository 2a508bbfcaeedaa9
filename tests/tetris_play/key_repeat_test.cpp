// Held shift keys: once on the press, then after DAS every ARR; ARR 0 to the wall; the key
// pressed last wins and the other resumes after a fresh DAS.
#include "tetris_play/key_repeat.hpp"

#include <gtest/gtest.h>

namespace {

using gameai::tetris_play::KeyRepeat;
using gameai::tetris_play::Shift;

TEST(KeyRepeat, ShiftsOnceThenAfterDasEveryArr) {
  KeyRepeat keys(100, 20);
  EXPECT_EQ(keys.press(Shift::Right, 0), 1);
  EXPECT_EQ(keys.poll(99), 0);   // still inside DAS
  EXPECT_EQ(keys.poll(100), 1);  // DAS elapsed: the first repeat
  EXPECT_EQ(keys.poll(119), 0);
  EXPECT_EQ(keys.poll(160), 3);  // repeats at 120, 140, 160
  keys.release(Shift::Right, 161);
  EXPECT_EQ(keys.poll(300), 0);
  // A second press from the platform's own auto-repeat is not a new press.
  EXPECT_EQ(keys.press(Shift::Left, 400), -1);
  EXPECT_EQ(keys.press(Shift::Left, 410), 0);
}

TEST(KeyRepeat, ZeroArrSlidesToTheWall) {
  KeyRepeat keys(100, 0);
  keys.press(Shift::Left, 0);
  EXPECT_EQ(keys.poll(50), 0);
  EXPECT_EQ(keys.poll(100), -KeyRepeat::TO_WALL);
  EXPECT_EQ(keys.poll(101), -KeyRepeat::TO_WALL);  // and stays against it while held
}

TEST(KeyRepeat, LastPressedDirectionWins) {
  KeyRepeat keys(100, 10);
  keys.press(Shift::Left, 0);
  EXPECT_EQ(keys.press(Shift::Right, 50), 1);
  EXPECT_EQ(keys.poll(120), 0);  // right's DAS runs from 50
  EXPECT_EQ(keys.poll(150), 1);
  // Releasing right hands control back to left, which waits a fresh DAS before repeating.
  keys.release(Shift::Right, 155);
  EXPECT_EQ(keys.poll(200), 0);
  EXPECT_EQ(keys.poll(255), -1);
  EXPECT_TRUE(keys.held(Shift::Left));
  EXPECT_FALSE(keys.held(Shift::Right));
  keys.release_all();
  EXPECT_EQ(keys.poll(400), 0);
}

}  // namespace

#include "xiangqi_ai/evaluate.hpp"

#include <gtest/gtest.h>

#include <string>

namespace gameai::xiangqi_ai {
namespace {

using xiangqi::Position;
using xiangqi::StateInfo;

int red_view(const std::string& fen) {
  StateInfo st;
  Position pos;
  std::string error;
  EXPECT_TRUE(pos.set(fen, &st, &error)) << error;
  return Evaluator().evaluate_red(pos);
}

TEST(Evaluate, StartPositionIsBalanced) {
  EXPECT_EQ(red_view("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"), 0);
}

// Swapping colours and mirroring the board top to bottom negates the evaluation.
TEST(Evaluate, ColourSymmetry) {
  const int a = red_view("4k4/9/9/9/2p6/6R2/9/9/4A4/3K5 w - - 0 1");
  const int b = red_view("3k5/4a4/9/9/6r2/2P6/9/9/9/4K4 b - - 0 1");
  EXPECT_EQ(a, -b);
  EXPECT_NE(a, 0);
}

TEST(Evaluate, MaterialCounts) {
  const int extra_chariot = red_view("3ak4/9/9/9/9/9/9/9/9/R2A1K3 w - - 0 1");
  const int extra_cannon = red_view("3ak4/9/9/9/9/9/9/9/9/C2A1K3 w - - 0 1");
  const int even = red_view("3ak4/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1");
  EXPECT_GT(extra_chariot, extra_cannon + 200);
  // A cannon with no screens left is weak, but still a piece up.
  EXPECT_GT(extra_cannon, even + 100);
}

TEST(Evaluate, SideToMoveViewAndTempo) {
  StateInfo st;
  Position pos;
  ASSERT_TRUE(pos.set("3ak4/9/9/9/9/9/9/9/9/R2A1K3 b - - 0 1", &st));
  const Evaluator e;
  EXPECT_EQ(e.evaluate(pos), -e.evaluate_red(pos) + e.weights().tempo);
}

TEST(Evaluate, CrossedSoldierIsWorthMore) {
  const int home = red_view("3ak4/9/9/9/9/9/4P4/9/9/3A1K3 w - - 0 1");
  const int crossed = red_view("3ak4/9/9/4P4/9/9/9/9/9/3A1K3 w - - 0 1");
  EXPECT_GT(crossed, home);
}

// A horse whose legs are blocked by its own soldiers is worth less than a free one.
TEST(Evaluate, HobbledHorseIsWorthLess) {
  const int free_horse = red_view("3ak4/9/9/9/4N4/9/9/9/9/3A1K3 w - - 0 1");
  const int hobbled = red_view("3ak4/9/9/4P4/3PNP3/4P4/9/9/9/3A1K3 w - - 0 1") -
                      red_view("3ak4/9/9/4P4/3P1P3/4P4/9/9/9/3A1K3 w - - 0 1");
  EXPECT_GT(free_horse - red_view("3ak4/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1"), hobbled);
}

// The palace-pressure terms, each worked by hand: the change in red's score when one weight is
// raised from 0 to 10 is 10 times the count described.
int palace_term(int EvalWeights::*weight, const std::string& fen) {
  EvalWeights off = EvalWeights::defaults();
  for (auto w : {&EvalWeights::palace_chariot, &EvalWeights::palace_horse,
                 &EvalWeights::palace_cannon, &EvalWeights::hollow_cannon})
    off.*w = 0;
  EvalWeights on = off;
  on.*weight = 10;
  StateInfo st;
  Position pos;
  std::string error;
  EXPECT_TRUE(pos.set(fen, &st, &error)) << error;
  return Evaluator(on).evaluate_red(pos) - Evaluator(off).evaluate_red(pos);
}

TEST(Evaluate, PalacePressureTerms) {
  // Chariot on d5 sees d7, d8 and d9 of black's palace.
  EXPECT_EQ(palace_term(&EvalWeights::palace_chariot, "4k4/9/9/9/3R5/9/9/9/9/5K3 w - - 0 1"), 30);
  // Horse on f6 reaches e8 and d7 (legs f7 and e6 free), and g8, which is outside.
  EXPECT_EQ(palace_term(&EvalWeights::palace_horse, "4k4/9/9/5N3/9/9/9/9/9/5K3 w - - 0 1"), 20);
  // With its leg on e6 taken, the horse reaches only e8.
  EXPECT_EQ(palace_term(&EvalWeights::palace_horse, "4k4/9/9/4PN3/9/9/9/9/9/5K3 w - - 0 1"), 10);
  // Cannon on d3 with a screen on d6 bears on d7, d8 and d9; without the screen on nothing.
  EXPECT_EQ(palace_term(&EvalWeights::palace_cannon, "4k4/9/9/3P5/9/9/3C5/9/9/5K3 w - - 0 1"), 30);
  EXPECT_EQ(palace_term(&EvalWeights::palace_cannon, "4k4/9/9/9/9/9/3C5/9/9/5K3 w - - 0 1"), 0);
  // A cannon facing the king on an empty file; a piece between ends it (and gives check); a
  // cannon on another file does not count; black's own counts against red.
  EXPECT_EQ(palace_term(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/9/9/4C4/9/5K3 w - - 0 1"), 10);
  EXPECT_EQ(palace_term(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/4P4/9/4C4/9/5K3 b - - 0 1"), 0);
  EXPECT_EQ(palace_term(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/9/9/9/9/3K1c3 b - - 0 1"), 0);
  EXPECT_EQ(palace_term(&EvalWeights::hollow_cannon, "3k5/9/9/9/9/9/9/9/4K4/4c4 w - - 0 1"), -10);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

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

// The middlegame and endgame tables blend by phase: with every chariot, horse and cannon on the
// board only `pst` counts, with none of them only `pst_eg`, with one chariot each (half the
// phase weight) half of each.
TEST(Evaluate, TablesBlendByPhase) {
  const EvalWeights base = EvalWeights::defaults();
  const auto gain = [&](std::array<SquareTable, PIECE_KINDS> EvalWeights::*tables,
                        const std::string& fen) {
    EvalWeights raised = base;
    (raised.*tables)[kind_index(xiangqi::SOLDIER)][6 * 9 + 4] += 240;  // e6
    StateInfo st;
    Position pos;
    std::string error;
    EXPECT_TRUE(pos.set(fen, &st, &error)) << error;
    return Evaluator(raised).evaluate_red(pos) - Evaluator(base).evaluate_red(pos);
  };
  const std::string full = "rnbakabnr/9/1c5c1/p1p1P1p1p/9/9/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const std::string bare = "3ak4/9/9/4P4/9/9/9/9/9/3A1K3 w - - 0 1";
  const std::string half = "r2ak4/9/9/4P4/9/9/9/9/9/R2A1K3 w - - 0 1";
  EXPECT_EQ(gain(&EvalWeights::pst, full), 240);
  EXPECT_EQ(gain(&EvalWeights::pst_eg, full), 0);
  EXPECT_EQ(gain(&EvalWeights::pst, bare), 0);
  EXPECT_EQ(gain(&EvalWeights::pst_eg, bare), 240);
  EXPECT_NEAR(gain(&EvalWeights::pst, half), 120, 1);
  EXPECT_NEAR(gain(&EvalWeights::pst_eg, half), 120, 1);
}

// A horse whose legs are blocked by its own soldiers is worth less than a free one.
TEST(Evaluate, HobbledHorseIsWorthLess) {
  const int free_horse = red_view("3ak4/9/9/9/4N4/9/9/9/9/3A1K3 w - - 0 1");
  const int hobbled = red_view("3ak4/9/9/4P4/3PNP3/4P4/9/9/9/3A1K3 w - - 0 1") -
                      red_view("3ak4/9/9/4P4/3P1P3/4P4/9/9/9/3A1K3 w - - 0 1");
  EXPECT_GT(free_horse - red_view("3ak4/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1"), hobbled);
}

// The palace-pressure and threat terms, each worked by hand: the change in red's score when one
// weight is raised from 0 to 10 is 10 times the count described.
int term_gain(int EvalWeights::*weight, const std::string& fen) {
  EvalWeights off = EvalWeights::defaults();
  off.*weight = 0;
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
  EXPECT_EQ(term_gain(&EvalWeights::palace_chariot, "4k4/9/9/9/3R5/9/9/9/9/5K3 w - - 0 1"), 30);
  // Horse on f6 reaches e8 and d7 (legs f7 and e6 free), and g8, which is outside.
  EXPECT_EQ(term_gain(&EvalWeights::palace_horse, "4k4/9/9/5N3/9/9/9/9/9/5K3 w - - 0 1"), 20);
  // With its leg on e6 taken, the horse reaches only e8.
  EXPECT_EQ(term_gain(&EvalWeights::palace_horse, "4k4/9/9/4PN3/9/9/9/9/9/5K3 w - - 0 1"), 10);
  // Cannon on d3 with a screen on d6 bears on d7, d8 and d9; without the screen on nothing.
  EXPECT_EQ(term_gain(&EvalWeights::palace_cannon, "4k4/9/9/3P5/9/9/3C5/9/9/5K3 w - - 0 1"), 30);
  EXPECT_EQ(term_gain(&EvalWeights::palace_cannon, "4k4/9/9/9/9/9/3C5/9/9/5K3 w - - 0 1"), 0);
  // A cannon facing the king on an empty file; a piece between ends it (and gives check); a
  // cannon on another file does not count; black's own counts against red.
  EXPECT_EQ(term_gain(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/9/9/4C4/9/5K3 w - - 0 1"), 10);
  EXPECT_EQ(term_gain(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/4P4/9/4C4/9/5K3 b - - 0 1"), 0);
  EXPECT_EQ(term_gain(&EvalWeights::hollow_cannon, "4k4/9/9/9/9/9/9/9/9/3K1c3 b - - 0 1"), 0);
  EXPECT_EQ(term_gain(&EvalWeights::hollow_cannon, "3k5/9/9/9/9/9/9/9/4K4/4c4 w - - 0 1"), -10);
}

TEST(Evaluate, ThreatTerms) {
  // Red's horse on c2 attacks black's undefended cannon on d4 (leg c3 free); black attacks
  // nothing. It counts for the side to move, or for the side waiting.
  const std::string horse = "4k4/9/9/9/9/3c5/9/2N6/9/3K5";
  EXPECT_EQ(term_gain(&EvalWeights::hanging_mover, horse + " w - - 0 1"), 10);
  EXPECT_EQ(term_gain(&EvalWeights::hanging_waiting, horse + " w - - 0 1"), 0);
  EXPECT_EQ(term_gain(&EvalWeights::hanging_mover, horse + " b - - 0 1"), 0);
  EXPECT_EQ(term_gain(&EvalWeights::hanging_waiting, horse + " b - - 0 1"), 10);
  // Red's crossed soldier on e5 attacks black's undefended chariot on e6, which attacks the
  // undefended soldier in turn.
  const std::string soldier = "4k4/9/9/4r4/4P4/9/9/9/9/3K5 w - - 0 1";
  EXPECT_EQ(term_gain(&EvalWeights::hanging_mover, soldier), 10);
  EXPECT_EQ(term_gain(&EvalWeights::chariot_threat_mover, soldier), 10);
  EXPECT_EQ(term_gain(&EvalWeights::hanging_waiting, soldier), -10);
  EXPECT_EQ(term_gain(&EvalWeights::chariot_threat_waiting, soldier), 0);
  // Defended by its king, the chariot is no longer hanging, but still threatened by the soldier.
  const std::string defended = "9/4k4/4r4/4P4/9/9/9/9/9/3K5 w - - 0 1";
  EXPECT_EQ(term_gain(&EvalWeights::hanging_mover, defended), 0);
  EXPECT_EQ(term_gain(&EvalWeights::chariot_threat_mover, defended), 10);
  // A cannon attacks over its screen: the chariot on a9 behind the soldier on a5.
  EXPECT_EQ(term_gain(&EvalWeights::chariot_threat_mover, "r3k4/9/9/9/P8/9/9/C8/9/3K5 w - - 0 1"),
            10);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

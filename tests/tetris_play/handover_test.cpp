// The AI taking the game over and giving it back, mid-piece included, in both directions: the
// AI's decisions run outside the session (here inline, in the front ends on a worker), and an
// answer to a game that moved on is dropped, so no move of the AI lands after the player took
// over. The pace: each piece's keys spread over 1 / pieces-per-second.
#include <gtest/gtest.h>

#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"

namespace {

using gameai::tetris::Input;
using gameai::tetris::RuleSet;
namespace play = gameai::tetris_play;

play::Settings handover_settings(const char* ai = "eltetris") {
  play::Settings s;
  s.seed = 11;
  s.evaluator = ai;
  return s;
}

// What a front end does each frame: the clock, then the decision asked for, run inline.
void frame(play::Session& s, double t) {
  s.advance(t);
  if (auto request = s.decision_request()) s.take_decision(play::decide(std::move(*request)), t);
}

TEST(Handover, ThePlayerHandsAPieceToTheAiMidWay) {
  play::Session s(handover_settings());
  for (int i = 0; i < 3; ++i) s.press(Input::Left, 0), s.release(Input::Left, 0);
  s.press(Input::SoftDrop, 0);
  s.release(Input::SoftDrop, 0);
  const auto handed = *s.game().falling();
  s.set_speed(0);  // a piece a second
  s.set_ai(true, 10);
  auto request = s.decision_request();
  ASSERT_TRUE(request);
  EXPECT_EQ(request->kind, play::DecisionKind::Move);
  EXPECT_FALSE(s.decision_request()) << "one question at a time";
  EXPECT_TRUE(s.deciding());
  const play::Decision answer = play::decide(std::move(*request));
  ASSERT_TRUE(answer.choice);
  EXPECT_EQ(*s.game().falling(), handed) << "deciding elsewhere changes nothing here";
  ASSERT_TRUE(s.take_decision(answer, 20));
  EXPECT_TRUE(s.picture().ai_target);
  // The keys are walked over the piece's second, the hard drop last.
  s.advance(500);
  EXPECT_EQ(s.game().pieces(), 0);
  s.advance(1010);
  ASSERT_EQ(s.game().pieces(), 1);
  EXPECT_EQ(s.game().history().back().placement,
            gameai::tetris::canonical(answer.choice->placement));
  EXPECT_TRUE(s.take_samples().back().by_ai);
}

TEST(Handover, AnAnswerForTheAiIsDroppedOnceThePlayerTookOver) {
  play::Session s(handover_settings());
  s.set_ai(true, 0);
  auto request = s.decision_request();
  ASSERT_TRUE(request);
  s.set_ai(false, 5);  // taken back while the AI thinks
  const auto before = *s.game().falling();
  EXPECT_FALSE(s.take_decision(play::decide(std::move(*request)), 6));
  EXPECT_FALSE(s.deciding());
  EXPECT_EQ(*s.game().falling(), before);
  EXPECT_FALSE(s.picture().ai_target);
  // The same for a flat-out batch.
  s.set_speed(play::SPEED_FLAT_OUT);
  s.set_ai(true, 10);
  request = s.decision_request();
  ASSERT_TRUE(request);
  EXPECT_EQ(request->kind, play::DecisionKind::Batch);
  s.set_ai(false, 11);
  EXPECT_FALSE(s.take_decision(play::decide(std::move(*request)), 60));
  EXPECT_EQ(s.game().pieces(), 0);
  // And for an answer to a game that has been replaced by a new one.
  play::Session old(handover_settings());
  old.set_ai(true, 0);
  auto stale = old.decision_request();
  play::Session fresh(handover_settings());
  fresh.set_ai(true, 0);
  ASSERT_TRUE(fresh.decision_request());
  EXPECT_FALSE(fresh.take_decision(play::decide(std::move(*stale)), 1));
}

// Taken back halfway through the AI's key walk: the piece stays where the AI left it, no more
// of its keys are pressed, and the player owns it (gravity, lock delay, keys).
TEST(Handover, ThePlayerTakesAPieceBackMidWalk) {
  play::Session s(handover_settings());
  s.set_speed(0);
  s.set_ai(true, 0);
  frame(s, 0);
  double t = 0;
  const auto start = *s.game().falling();
  while (*s.game().falling() == start && t < 1000) frame(s, t += 10);
  ASSERT_LT(t, 1000) << "the AI walked its first key";
  ASSERT_EQ(s.game().pieces(), 0);
  s.set_ai(false, t);
  const auto left = *s.game().falling();
  // A second of play with no key: only gravity moves it, a row.
  for (double u = t; u <= t + 999; u += 10) frame(s, u);
  EXPECT_EQ(s.game().falling()->column, left.column);
  EXPECT_EQ(s.game().falling()->rotation, left.rotation);
  EXPECT_EQ(s.game().pieces(), 0);
  EXPECT_FALSE(s.deciding());
  s.press(Input::HardDrop, t + 1000);
  ASSERT_EQ(s.game().pieces(), 1);
  EXPECT_EQ(s.game().history().back().placement.column, left.column);
  EXPECT_FALSE(s.take_samples().back().by_ai);
}

TEST(Handover, TheAiKeepsItsPaceInPiecesPerSecond) {
  for (const char* ai : {"eltetris", "bot"}) {
    play::Session s(handover_settings(ai));
    s.set_speed(3);  // 5 pieces a second
    s.set_ai(true, 0);
    for (double t = 0; t <= 10000; t += 16) frame(s, t);
    EXPECT_GE(s.game().pieces(), 49) << ai;
    EXPECT_LE(s.game().pieces(), 51) << ai;
    EXPECT_FALSE(s.over());
  }
}

TEST(Handover, FlatOutPlaysBatchesAndTheHintIsTheAisChoice) {
  play::Session s(handover_settings());
  s.set_speed(play::SPEED_FLAT_OUT);
  s.set_ai(true, 0);
  for (double t = 0; s.game().lines() < 40; t += 16) {
    frame(s, t);
    ASSERT_FALSE(s.over());
  }
  // Handed back with the hint on: the hint is asked for, and follows the pieces.
  s.set_ai(false, 1e6);
  s.set_hint_shown(true);
  auto request = s.decision_request();
  ASSERT_TRUE(request);
  EXPECT_EQ(request->kind, play::DecisionKind::Hint);
  const play::Decision hint = play::decide(std::move(*request));
  ASSERT_TRUE(s.take_decision(hint, 1e6));
  ASSERT_TRUE(s.picture().hint);
  EXPECT_EQ(*s.picture().hint, play::cells_of(hint.choice->placement));
  EXPECT_FALSE(s.decision_request()) << "one hint a piece";
  s.press(Input::HardDrop, 1e6 + 1);
  EXPECT_FALSE(s.picture().hint);
  EXPECT_FALSE(s.take_decision(hint, 1e6 + 2)) << "the old piece's hint";
  EXPECT_TRUE(s.decision_request());
}

TEST(Handover, ClassicTheAiAimsWithTheSameKeys) {
  play::Settings settings = handover_settings();
  settings.rules = RuleSet::Classic;
  play::Session s(settings);
  s.set_speed(2);  // 3 pieces a second
  s.set_ai(true, 0);
  bool aimed = false;
  for (double t = 0; t <= 3000; t += 10) {
    const auto before = s.picture().active;
    const auto pieces = s.game().pieces();
    frame(s, t);
    if (s.game().pieces() == pieces && before && s.picture().active &&
        *before != *s.picture().active)
      aimed = true;  // the piece moved above the stack without dropping
  }
  EXPECT_TRUE(aimed);
  EXPECT_GE(s.game().pieces(), 8);
  EXPECT_LE(s.game().pieces(), 10);
}

}  // namespace

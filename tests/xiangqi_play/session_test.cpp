// The game in progress: moves written as the move list shows them, undo, a bad FEN refused, the
// game lost on time, and how many moves an undo takes back against the computer.
#include "xiangqi_play/session.hpp"

#include <gtest/gtest.h>

namespace {

using gameai::xiangqi::BLACK;
using gameai::xiangqi::Color;
using gameai::xiangqi::Reason;
using gameai::xiangqi::RED;
using gameai::xiangqi::Result;
using gameai::xiangqi_play::Session;
using gameai::xiangqi_play::takeback_plies;

TEST(XiangqiSession, MovesAreWrittenAsPlayed) {
  Session s;
  EXPECT_EQ(s.reset(""), "");
  EXPECT_TRUE(s.play("h2e2"));
  EXPECT_TRUE(s.play("h9g7"));
  EXPECT_FALSE(s.play("a0a5"));  // not legal
  EXPECT_FALSE(s.play("nonsense"));
  ASSERT_EQ(s.written().size(), 2u);
  EXPECT_EQ(s.written()[0].iccs, "h2e2");
  EXPECT_EQ(s.written()[0].chinese, "炮二平五");
  EXPECT_EQ(s.written()[0].wxf, "C2=5");
  EXPECT_EQ(s.written()[1].chinese, "马8进7");
  EXPECT_EQ(s.game().ply(), 2);
}

TEST(XiangqiSession, UndoTakesBackMovesAndTheirWriting) {
  Session s;
  for (const char* m : {"h2e2", "h9g7", "h0g2"}) ASSERT_TRUE(s.play(m));
  EXPECT_EQ(s.undo(2), 2);
  EXPECT_EQ(s.game().ply(), 1);
  EXPECT_EQ(s.written().size(), 1u);
  EXPECT_EQ(s.undo(5), 1);
  EXPECT_EQ(s.undo(1), 0);
  EXPECT_TRUE(s.written().empty());
  // Playing after an undo writes the new move in place of the old.
  ASSERT_TRUE(s.play("b2e2"));
  EXPECT_EQ(s.written()[0].iccs, "b2e2");
}

TEST(XiangqiSession, ABadFenIsRefusedAndTheGameKept) {
  Session s;
  ASSERT_TRUE(s.play("h2e2"));
  const std::string error = s.reset("not a position");
  EXPECT_EQ(error.rfind("bad FEN: ", 0), 0u) << error;
  EXPECT_EQ(s.game().ply(), 1);
  EXPECT_EQ(s.written().size(), 1u);
  EXPECT_EQ(s.reset("4k4/9/9/9/9/9/9/9/4A4/4K4 w"), "");
  EXPECT_TRUE(s.written().empty());
}

TEST(XiangqiSession, MateEndsTheGameAndNoMoveFollows) {
  Session s;
  // A chariot holds rank 8; the other checks on rank 9 and the general has nowhere to go.
  ASSERT_EQ(s.reset("4k4/R8/9/9/9/9/9/9/9/3K4R w"), "");
  ASSERT_TRUE(s.play("i0i9"));
  EXPECT_TRUE(s.game().over());
  EXPECT_EQ(s.game().result(), Result::RedWins);
  EXPECT_EQ(s.game().reason(), Reason::Checkmate);
  EXPECT_FALSE(s.play("e9e8"));
  // Undo lifts the ruling.
  EXPECT_EQ(s.undo(1), 1);
  EXPECT_FALSE(s.game().over());
}

TEST(XiangqiSession, LosingOnTime) {
  for (const Color loser : {RED, BLACK}) {
    Session s;
    ASSERT_TRUE(s.play("h2e2"));
    s.lose_on_time(loser);
    EXPECT_TRUE(s.game().over());
    EXPECT_EQ(s.game().result(), loser == RED ? Result::BlackWins : Result::RedWins);
    EXPECT_EQ(s.game().reason(), Reason::Forfeit);
    EXPECT_FALSE(s.play("h9g7"));
  }
}

TEST(XiangqiSession, TakebackAgainstTheComputer) {
  struct Row {
    int ply;
    Color to_move;
    bool computer_red, computer_black;
    int plies;
  };
  const Row table[] = {
      {0, RED, false, true, 0},    // nothing to take back
      {2, RED, false, true, 2},    // your move and its reply: your turn again
      {1, BLACK, false, true, 1},  // it is thinking over its reply: your move alone
      {1, BLACK, true, false, 1},  // you play Black: its first move is taken back alone
      {3, BLACK, true, false, 2},  // its move and yours: your turn (Black) again
      {2, RED, true, false, 1},    // it thinks: your last move
      {4, RED, false, false, 1},   // two people: one move
      {4, RED, true, true, 1},     // two computers: one move
  };
  for (const Row& r : table)
    EXPECT_EQ(takeback_plies(r.ply, r.to_move, r.computer_red, r.computer_black), r.plies)
        << r.ply << " plies, computer red " << r.computer_red << " black " << r.computer_black;
}

}  // namespace

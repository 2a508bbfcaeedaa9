#include <gtest/gtest.h>

#include "transcript.hpp"

namespace gameai::engine {
namespace {

using testing::has_line;
using testing::lines_starting;
using testing::run_transcript;
using testing::wait_for;

TEST(Ucci, HandshakeAndBye) {
  const auto r = run_transcript({"ucci", "isready", "quit"});
  EXPECT_EQ(r[0].rfind("id name gameai-xiangqi", 0), 0u);
  EXPECT_TRUE(has_line(r, "option hashsize type spin"));
  EXPECT_TRUE(has_line(r, "ucciok"));
  EXPECT_TRUE(has_line(r, "readyok"));
  EXPECT_EQ(r.back(), "bye");
}

TEST(Ucci, GoDepthAndTime) {
  const auto r = run_transcript({"ucci", "setoption usemillisec true", "position startpos",
                                 "go depth 3", wait_for("bestmove"),
                                 "go time 5000 increment 0 opptime 5000", wait_for("bestmove")});
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 2u);
  EXPECT_NE(lines_starting(r, "info depth 1")[0].find(" score "), std::string::npos);
  EXPECT_FALSE(has_line(r, "info string error"));
}

TEST(Ucci, BanmovesExcludesRootMoves) {
  const auto first =
      run_transcript({"ucci", "position startpos", "go depth 2", wait_for("bestmove")});
  const std::string best = lines_starting(first, "bestmove ")[0].substr(9, 4);
  const auto second = run_transcript(
      {"ucci", "position startpos", "banmoves " + best, "go depth 2", wait_for("bestmove")});
  EXPECT_NE(lines_starting(second, "bestmove ")[0].substr(9, 4), best);
  // A new position clears the banned moves.
  const auto third = run_transcript({"ucci", "position startpos", "banmoves " + best,
                                     "position startpos", "go depth 2", wait_for("bestmove")});
  EXPECT_EQ(lines_starting(third, "bestmove ")[0].substr(9, 4), best);
}

TEST(Ucci, BanmovesNamesMovesThatAreNotLegal) {
  const auto r = run_transcript(
      {"ucci", "position startpos", "banmoves h2e2 zz", "go depth 2", wait_for("bestmove")});
  EXPECT_TRUE(has_line(r, "info string error: banmoves: not legal in this position, ignored: zz"));
  ASSERT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  EXPECT_NE(lines_starting(r, "bestmove ")[0].substr(9, 4), "h2e2");
}

TEST(Ucci, NoBestMoveWhenLost) {
  const auto r =
      run_transcript({"ucci", "position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1 moves i0i9",
                      "go depth 2", wait_for("nobestmove")});
  EXPECT_TRUE(has_line(r, "nobestmove"));
}

TEST(Ucci, MateScoreNearTenThousand) {
  const auto r = run_transcript({"ucci", "position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1",
                                 "go depth 2", wait_for("bestmove")});
  EXPECT_NE(lines_starting(r, "info depth 2")[0].find("score 9999"), std::string::npos);
}

TEST(Ucci, ErrorsAndInfinite) {
  const auto r = run_transcript({"ucci", "position fen nonsense", "setoption flavour mint",
                                 "go depth x", "go depth infinite", "stop"});
  const auto errors = lines_starting(r, "info string error: ");
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_NE(errors[0].find("FEN"), std::string::npos);
  EXPECT_NE(errors[1].find("flavour"), std::string::npos);
  EXPECT_NE(errors[2].find("depth"), std::string::npos);
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
}

// "go infinite" (the UCI spelling) also searches until stop, then answers once.
TEST(Ucci, MultiPvAndPonder) {
  const auto r =
      run_transcript({"ucci", "setoption multipv 2", "position startpos", "go depth 3",
                      wait_for("bestmove"), "go ponder time 1", "ponderhit", wait_for("bestmove")});
  // Both searches (the second pondering, then on the clock) report two lines per iteration.
  EXPECT_GE(lines_starting(r, "info depth 3 multipv 1 ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "info depth 3 multipv 1 ").size(),
            lines_starting(r, "info depth 3 multipv 2 ").size());
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 2u);
  EXPECT_TRUE(lines_starting(r, "info string error").empty());
}

TEST(Ucci, PlainGoInfiniteRunsUntilStop) {
  const auto r = run_transcript({"ucci", "position startpos", "go infinite", "stop"});
  EXPECT_TRUE(lines_starting(r, "info string error").empty());
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
}

// Every malformed line names its problem and leaves the last good position and settings.
TEST(Ucci, ErrorsNameTheProblemAndKeepTheState) {
  const auto r = run_transcript({
      "ucci",
      "position startpos moves h2e2",
      "position fen rnbakabnr/9 w",
      "position startpos moves h2e2 h9g7 e2e9",
      "frobnicate",
      "setoption hashsize 0",
      "setoption threads many",
      "setoption usemillisec maybe",
      "setoption",
      "go time -1",
      "go depth 3 nodes",
      "go draw time",
      "banmoves zz a0a1",
      "perft 0",
      "d",
      "quit",
  });
  const auto errors = lines_starting(r, "info string error: ");
  ASSERT_EQ(errors.size(), 12u);
  EXPECT_NE(errors[0].find("FEN"), std::string::npos) << errors[0];
  EXPECT_NE(errors[1].find("illegal move 'e2e9'"), std::string::npos) << errors[1];
  EXPECT_EQ(errors[2], "info string error: unknown command 'frobnicate'");
  EXPECT_EQ(errors[3], "info string error: hashsize must be 1..4096 (MiB), not '0'");
  EXPECT_EQ(errors[4], "info string error: threads must be 1..64, not 'many'");
  EXPECT_EQ(errors[5], "info string error: usemillisec must be true or false, not 'maybe'");
  EXPECT_EQ(errors[6], "info string error: setoption needs an option name");
  EXPECT_EQ(errors[7], "info string error: go time needs a non-negative number, not '-1'");
  EXPECT_EQ(errors[8], "info string error: go nodes needs a non-negative number");
  EXPECT_EQ(errors[9], "info string error: go time needs a non-negative number");
  // a0a1 is red's move, and black is to move after h2e2.
  EXPECT_EQ(errors[10],
            "info string error: banmoves: not legal in this position, ignored: zz a0a1");
  EXPECT_NE(errors[11].find("perft"), std::string::npos) << errors[11];
  EXPECT_FALSE(has_line(r, "bestmove"));
  EXPECT_TRUE(has_line(r, "FEN: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"));
  EXPECT_EQ(r.back(), "bye");
}

// Seconds are turned into milliseconds without overflow, however large the number.
TEST(Ucci, HugeTimesAreCapped) {
  const auto r = run_transcript(
      {"ucci", "go time 9223372036854775807 increment 9223372036854775807 opptime 1", "stop"});
  EXPECT_FALSE(has_line(r, "info string error"));
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  const auto past = run_transcript(
      {"ucci", "go time 1000000000000000000000 increment 100000000000000000000 opptime 1", "stop"});
  EXPECT_FALSE(has_line(past, "info string error"));
  EXPECT_EQ(lines_starting(past, "bestmove ").size(), 1u);
}

}  // namespace
}  // namespace gameai::engine

#include <gtest/gtest.h>

#include <chrono>

#include "transcript.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::engine {
namespace {

using testing::has_line;
using testing::lines_starting;
using testing::run_transcript;
using testing::wait_for;

TEST(Xboard, FeaturesAnnounceXiangqi) {
  const auto r = run_transcript({"xboard", "protover 2", "ping 7", "quit"});
  EXPECT_TRUE(has_line(r, "feature done=0"));
  const auto features = lines_starting(r, "feature myname=");
  ASSERT_EQ(features.size(), 1u);
  EXPECT_NE(features[0].find("variants=\"xiangqi\""), std::string::npos);
  EXPECT_NE(features[0].find("usermove=1"), std::string::npos);
  EXPECT_NE(features[0].find("setboard=1"), std::string::npos);
  EXPECT_TRUE(has_line(r, "feature done=1"));
  EXPECT_TRUE(has_line(r, "pong 7"));
}

TEST(Xboard, EngineAnswersAsBlack) {
  const auto r = run_transcript({"xboard", "protover 2", "new", "variant xiangqi", "sd 3",
                                 "usermove h2e2", wait_for("move ")});
  const auto moves = lines_starting(r, "move ");
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_TRUE(
      xiangqi_ai::inspect_game(xiangqi_ai::START_FEN, {"h2e2", moves[0].substr(5)}).error.empty())
      << moves[0];
}

TEST(Xboard, ForceGoAndIllegalMove) {
  const auto r = run_transcript({"xboard", "new", "force", "usermove h2e2", "usermove a0a5",
                                 "usermove h9g7", "sd 2", "post", "go", wait_for("move ")});
  EXPECT_TRUE(has_line(r, "Illegal move: a0a5"));
  const auto moves = lines_starting(r, "move ");
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_TRUE(xiangqi_ai::inspect_game(xiangqi_ai::START_FEN, {"h2e2", "h9g7", moves[0].substr(5)})
                  .error.empty());
  // Thinking output when `post` is on: depth score time nodes pv.
  EXPECT_TRUE(has_line(r, "1 ") && has_line(r, "2 "));
}

TEST(Xboard, SetboardAndClaimedMate) {
  const auto r = run_transcript({"xboard", "new", "setboard 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1",
                                 "sd 2", "go", wait_for("move ")});
  const auto moves = lines_starting(r, "move ");
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_TRUE(has_line(r, "1-0 {"));
}

TEST(Xboard, ErrorsFollowCecp) {
  const auto r = run_transcript(
      {"xboard", "frobnicate", "variant shogi", "setboard bad fen", "undo", "st x", "ping 1"});
  EXPECT_TRUE(has_line(r, "Error (unknown command): frobnicate"));
  EXPECT_TRUE(has_line(r, "Error (unsupported variant): variant shogi"));
  EXPECT_TRUE(has_line(r, "tellusererror Illegal position:"));
  EXPECT_TRUE(has_line(r, "Error (no move to take back): undo"));
  EXPECT_TRUE(has_line(r, "Error (st needs seconds > 0): st x"));
  EXPECT_TRUE(has_line(r, "pong 1"));
}

// perft counts the game as xboard has received it: black's 45 moves after h2e2 (the cannon on
// h7 now reaches h2 and h1), not red's 44 from the start.
TEST(Xboard, PerftOnTheCurrentGame) {
  const auto r =
      run_transcript({"xboard", "new", "force", "usermove h2e2", "perft 1", "perft 0", "ping 2"});
  EXPECT_TRUE(has_line(r, "h9g7: 1"));
  EXPECT_TRUE(has_line(r, "Nodes searched: 45"));
  EXPECT_TRUE(has_line(r, "Error (perft needs a depth 1..12): perft 0"));
  EXPECT_EQ(r.back(), "pong 2");
}

// Time controls far beyond any clock are capped rather than overflowed on the way to
// milliseconds; malformed ones are refused and named.
TEST(Xboard, TimeControls) {
  const auto r = run_transcript({"xboard", "new", "level 40 153722867280912930 9223372036854775807",
                                 "time 9223372036854775807", "otim 99999999999999999999999",
                                 "level 100000000000000000000 100000000000000000000 1",
                                 "st 9223372036854775807", "level 40 5:75 0", "level 40", "sd 0",
                                 "time -1", "memory 0", "cores x", "usermove", "ping 3"});
  EXPECT_TRUE(has_line(r, "Error (level needs MPS BASE INC): level 40 5:75 0"));
  EXPECT_TRUE(has_line(r, "Error (level needs MPS BASE INC): level"));
  EXPECT_TRUE(has_line(r, "Error (sd needs a depth 1..127): sd 0"));
  EXPECT_TRUE(has_line(r, "Error (time needs centiseconds): time -1"));
  EXPECT_TRUE(has_line(r, "Error (memory needs MiB): memory 0"));
  EXPECT_TRUE(has_line(r, "Error (cores needs a count): cores x"));
  EXPECT_TRUE(has_line(r, "Error (usermove needs one move): usermove"));
  EXPECT_EQ(lines_starting(r, "Error").size(), 7u);
  EXPECT_EQ(r.back(), "pong 3");
}

// Every command that changes the game stops the engine's thinking first, and so does end of
// input: a search with a huge depth never keeps the engine from reading on.
TEST(Xboard, EndOfInputStopsTheSearch) {
  const auto start = std::chrono::steady_clock::now();
  const auto r = run_transcript({"xboard", "new", "sd 127", "go", "ping 1"});
  EXPECT_TRUE(has_line(r, "pong 1"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
}

}  // namespace
}  // namespace gameai::engine

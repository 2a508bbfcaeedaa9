#include <gtest/gtest.h>

#include <sstream>

#include <chrono>
#include <string>

#include "transcript.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::engine {
namespace {

using testing::has_line;
using testing::lines_starting;
using testing::run_transcript;
using testing::wait_for;

TEST(Uci, Handshake) {
  const auto r = run_transcript({"uci", "isready", "quit"});
  ASSERT_GE(r.size(), 4u);
  EXPECT_EQ(r[0].rfind("id name gameai-xiangqi", 0), 0u);
  EXPECT_TRUE(has_line(r, "option name Hash type spin"));
  EXPECT_TRUE(has_line(r, "option name Threads type spin"));
  EXPECT_TRUE(has_line(r, "option name Level type spin default 10 min 1 max 10"));
  EXPECT_TRUE(has_line(r, "uciok"));
  EXPECT_EQ(r.back(), "readyok");
}

TEST(Uci, GoDepthGivesInfoAndALegalBestMove) {
  const auto r = run_transcript(
      {"uci", "position startpos moves h2e2 h9g7", "go depth 4", wait_for("bestmove")});
  const auto infos = lines_starting(r, "info depth");
  ASSERT_EQ(infos.size(), 4u);
  EXPECT_NE(infos[0].find(" score cp "), std::string::npos);
  EXPECT_NE(infos[0].find(" nodes "), std::string::npos);
  EXPECT_NE(infos[0].find(" pv "), std::string::npos);
  const auto best = lines_starting(r, "bestmove ");
  ASSERT_EQ(best.size(), 1u);
  const std::string move = best[0].substr(9, 4);
  EXPECT_TRUE(xiangqi_ai::inspect_game(xiangqi_ai::START_FEN, {"h2e2", "h9g7", move}).error.empty())
      << best[0];
}

TEST(Uci, OwnBookAnswersTheOpeningAndCanBeTurnedOff) {
  const auto r =
      run_transcript({"uci", "position startpos", "go movetime 300", wait_for("bestmove")});
  EXPECT_TRUE(has_line(r, "option name OwnBook type check default true"));
  EXPECT_TRUE(has_line(r, "option name BookFile type string default <builtin>"));
  EXPECT_TRUE(has_line(r, "info string book move "));
  EXPECT_TRUE(lines_starting(r, "info depth").empty());
  const auto off = run_transcript({"uci", "setoption name OwnBook value false", "position startpos",
                                   "go movetime 100", wait_for("bestmove")});
  EXPECT_FALSE(has_line(off, "info string book move"));
  EXPECT_FALSE(lines_starting(off, "info depth").empty());
  const auto bad = run_transcript({"uci", "setoption name BookFile value /nonexistent/book.bin"});
  EXPECT_TRUE(has_line(bad, "info string error: cannot read book file '/nonexistent/book.bin'"));
}

TEST(Uci, MateScoreAndFenPosition) {
  const auto r = run_transcript(
      {"position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", "go depth 3", wait_for("bestmove")});
  EXPECT_TRUE(has_line(r, "info depth 3 seldepth"));
  EXPECT_NE(lines_starting(r, "info depth 3")[0].find("score mate 1"), std::string::npos);
}

TEST(Uci, InfiniteUntilStop) {
  const auto r = run_transcript({"uci", "go infinite", "stop", "isready"});
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  EXPECT_TRUE(has_line(r, "readyok"));
}

TEST(Uci, PonderThenPonderhit) {
  const auto r = run_transcript({"position startpos", "go ponder movetime 50", "ponderhit"});
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
}

// MultiPV N: every finished iteration reports N lines, numbered 1..N, best first, each headed by
// a different move; the bestmove is the first line's.
TEST(Uci, MultiPvReportsDistinctLinesBestFirst) {
  const auto r = run_transcript({"uci", "setoption name MultiPV value 3", "position startpos",
                                 "go depth 5", wait_for("bestmove")});
  std::vector<std::string> last(4);
  std::vector<int> score(4, 0);
  for (const auto& line : lines_starting(r, "info depth 5 ")) {
    std::istringstream in(line);
    std::string word;
    int k = 0;
    while (in >> word) {
      if (word == "multipv") in >> k;
      if (word == "cp" && k > 0) in >> score[static_cast<std::size_t>(k)];
      if (word == "pv" && k > 0) in >> last[static_cast<std::size_t>(k)];
    }
  }
  ASSERT_FALSE(last[1].empty());
  ASSERT_FALSE(last[2].empty());
  ASSERT_FALSE(last[3].empty());
  EXPECT_NE(last[1], last[2]);
  EXPECT_NE(last[1], last[3]);
  EXPECT_NE(last[2], last[3]);
  EXPECT_GE(score[1], score[2]);
  EXPECT_GE(score[2], score[3]);
  const auto best = lines_starting(r, "bestmove ");
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].substr(9, 4), last[1]);
  EXPECT_TRUE(lines_starting(r, "info string error").empty());
}

TEST(Uci, MultiPvOutOfRangeIsRefused) {
  const auto r = run_transcript({"uci", "setoption name MultiPV value 0", "position startpos",
                                 "go depth 2", wait_for("bestmove")});
  EXPECT_EQ(lines_starting(r, "info string error: MultiPV must be 1..").size(), 1u);
  EXPECT_TRUE(lines_starting(r, "info depth 2 seldepth").size() >= 1u);
  for (const auto& line : lines_starting(r, "info depth"))
    EXPECT_EQ(line.find("multipv"), std::string::npos) << line;
}

// UCI_LimitStrength with the lowest UCI_Elo plays level 1 (a one-ply search); turned off, the
// Level option's strength (full by default) is back.
TEST(Uci, LimitStrengthPlaysTheLevelOfTheElo) {
  const auto r =
      run_transcript({"uci", "setoption name UCI_LimitStrength value true",
                      "setoption name UCI_Elo value 1000", "position startpos", "go depth 4",
                      wait_for("bestmove"), "setoption name UCI_LimitStrength value false",
                      "go depth 4", wait_for("bestmove"), "setoption name UCI_Elo value 5000",
                      "setoption name UCI_LimitStrength value maybe", "isready"});
  EXPECT_EQ(lines_starting(r, "info depth 2 ").size(), 1u);  // only the second search
  EXPECT_EQ(lines_starting(r, "info depth 4 ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "option name UCI_Elo type spin").size(), 1u);
  EXPECT_EQ(lines_starting(r, "info string error: UCI_Elo must be 1000..").size(), 1u);
  EXPECT_EQ(lines_starting(r, "info string error: UCI_LimitStrength must be true or false").size(),
            1u);
}

// `go mate 1` finds the mate and says so; a search with no limit stops deepening once the mate
// is settled instead of repeating it to the depth limit (it then waits for stop).
TEST(Uci, SettledMateEndsTheDeepening) {
  const auto r = run_transcript({"position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1",
                                 "go movetime 2000", wait_for("bestmove")});
  EXPECT_FALSE(lines_starting(r, "info depth 4 ").empty());
  EXPECT_TRUE(lines_starting(r, "info depth 5 ").empty());
  EXPECT_EQ(lines_starting(r, "bestmove i0i9").size(), 1u);
}

TEST(Uci, NoLegalMove) {
  const auto r = run_transcript({"position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1 moves i0i9",
                                 "go depth 2", wait_for("bestmove")});
  EXPECT_TRUE(has_line(r, "bestmove (none)"));
}

TEST(Uci, ErrorsNameTheProblemAndKeepTheState) {
  const auto r = run_transcript({
      "position startpos moves h2e2",
      "position fen rnbakabnr/9/1c5c1/p1p1p1p1p w",  // too few ranks
      "position startpos moves h2e2 h9g7 e2e9",      // illegal third move
      "position sideways",
      "frobnicate",
      "setoption name Colour value blue",
      "setoption name Hash value lots",
      "setoption name Threads value 0",
      "setoption name Weights value /nonexistent/weights.json",
      "go depth",
      "go wtime -5",
      "go sometimes 3",
      "perft 0",
      "d",
  });
  const auto errors = lines_starting(r, "info string error: ");
  ASSERT_EQ(errors.size(), 12u);
  EXPECT_NE(errors[0].find("FEN"), std::string::npos) << errors[0];
  EXPECT_NE(errors[1].find("illegal move 'e2e9'"), std::string::npos) << errors[1];
  EXPECT_NE(errors[2].find("sideways"), std::string::npos) << errors[2];
  EXPECT_NE(errors[3].find("unknown command 'frobnicate'"), std::string::npos) << errors[3];
  EXPECT_NE(errors[4].find("unknown option 'Colour'"), std::string::npos) << errors[4];
  EXPECT_NE(errors[5].find("Hash"), std::string::npos) << errors[5];
  EXPECT_NE(errors[6].find("Threads"), std::string::npos) << errors[6];
  EXPECT_NE(errors[7].find("/nonexistent/weights.json"), std::string::npos) << errors[7];
  EXPECT_NE(errors[8].find("depth"), std::string::npos) << errors[8];
  EXPECT_NE(errors[9].find("wtime"), std::string::npos) << errors[9];
  EXPECT_NE(errors[10].find("sometimes"), std::string::npos) << errors[10];
  EXPECT_NE(errors[11].find("perft"), std::string::npos) << errors[11];
  // The last good position (after h2e2) is still set.
  EXPECT_TRUE(has_line(r, "FEN: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b"));
}

// Each bad option value and go parameter is quoted back, and none of them changes anything.
TEST(Uci, BadValuesAreQuoted) {
  const auto r = run_transcript({
      "setoption name Hash",
      "setoption name Level value 11",
      "setoption name Algorithm value negamax",
      "setoption name Ponder value maybe",
      "setoption name UCI_Variant value chess",
      "setoption Hash value 8",
      "go movetime soon",
      "go depth 3 frob",
      "go depth -99999999999999999999",
      "go perft 13",
      "position fen",
      "position startpos junk",
      "go depth 1",
      wait_for("bestmove"),
  });
  const auto errors = lines_starting(r, "info string error: ");
  ASSERT_EQ(errors.size(), 12u);
  EXPECT_EQ(errors[0], "info string error: Hash must be 1..4096 (MiB), and no value was given");
  EXPECT_EQ(errors[1], "info string error: Level must be 1..10, not '11'");
  EXPECT_NE(errors[2].find("'negamax'"), std::string::npos) << errors[2];
  EXPECT_NE(errors[3].find("Ponder"), std::string::npos) << errors[3];
  EXPECT_NE(errors[4].find("'chess'"), std::string::npos) << errors[4];
  EXPECT_EQ(errors[5], "info string error: setoption needs 'name <option>'");
  EXPECT_EQ(errors[6], "info string error: go movetime needs a non-negative number, not 'soon'");
  EXPECT_EQ(errors[7], "info string error: go: unknown parameter 'frob'");
  EXPECT_NE(errors[8].find("'-99999999999999999999'"), std::string::npos) << errors[8];
  EXPECT_EQ(errors[9], "info string error: perft needs a depth 1..12");
  EXPECT_NE(errors[10].find("needs a FEN"), std::string::npos) << errors[10];
  EXPECT_NE(errors[11].find("'junk'"), std::string::npos) << errors[11];
  // Only the last, good go searched; the refused ones started nothing.
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "info depth ").size(), 1u);
}

// A command that needs an idle engine or changes what is searched stops a running search first
// (its bestmove still comes), so `stop` is never left unread behind a search with huge limits.
TEST(Uci, NewCommandsStopARunningSearch) {
  const auto r = run_transcript({"go infinite", "setoption name Hash value 8", "perft 2",
                                 "go nodes 999999999999", "isready", "go depth 9223372036854775807",
                                 "position startpos moves h2e2", "go movetime 9223372036854775807",
                                 "ucinewgame", "go mate 50", "perft 1", "isready"});
  EXPECT_FALSE(has_line(r, "info string error"));
  EXPECT_TRUE(has_line(r, "Nodes searched: 45"));
  EXPECT_TRUE(has_line(r, "Nodes searched: 1920"));
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 5u);
  EXPECT_EQ(lines_starting(r, "readyok").size(), 2u);
  EXPECT_EQ(r.back(), "readyok");
}

// End of input stops a search however large its limits, as it stops an endless one.
TEST(Uci, EndOfInputStopsAFiniteSearch) {
  for (const char* go : {"go depth 9223372036854775807", "go nodes 999999999999",
                         "go movetime 9223372036854775807", "go mate 100"}) {
    const auto start = std::chrono::steady_clock::now();
    const auto r = run_transcript({"position startpos", go});
    EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u) << go;
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20)) << go;
  }
}

// `go mate N` without a mate to find ends by itself: it looks no deeper than a mate in N needs.
TEST(Uci, MateSearchWithoutAMateEnds) {
  const auto r = run_transcript({"position startpos", "go mate 1", wait_for("bestmove")});
  ASSERT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  const auto infos = lines_starting(r, "info depth ");
  ASSERT_FALSE(infos.empty());
  EXPECT_LE(std::stoi(infos.back().substr(11)), 2 + MATE_DEPTH_SLACK);
  const auto mate = run_transcript(
      {"position fen 4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1", "go mate 1", wait_for("bestmove")});
  EXPECT_TRUE(has_line(mate, "bestmove i0i9")) << mate.back();
}

// Numbers too large for any clock are read as the largest the engine takes, never overflowed.
TEST(Uci, HugeNumbersAreCapped) {
  const auto r =
      run_transcript({"go wtime 9223372036854775807 btime 9223372036854775807 winc "
                      "9223372036854775807 movestogo 9223372036854775807",
                      "stop", "go nodes 9223372036854775807 depth 2"});
  EXPECT_FALSE(has_line(r, "info string error"));
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 2u);
}

// Past the range of a 64-bit number too: many digits are a large number, capped the same way.
TEST(Uci, NumbersPastSixtyFourBitsAreCapped) {
  const auto r =
      run_transcript({"go wtime 1000000000000000000000 btime 99999999999999999999999 "
                      "winc 100000000000000000000 movestogo 100000000000000000000",
                      "stop", "go nodes 100000000000000000000 depth 2"});
  EXPECT_FALSE(has_line(r, "info string error"));
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 2u);
}

TEST(Uci, PerftAndOptions) {
  const auto r = run_transcript({"setoption name Hash value 4", "setoption name Threads value 2",
                                 "setoption name Level value 3", "setoption name Clear Hash",
                                 "setoption name UCI_Variant value xiangqi", "go perft 2",
                                 "position startpos", "perft 1"});
  EXPECT_FALSE(has_line(r, "info string error"));
  EXPECT_TRUE(has_line(r, "Nodes searched: 1920"));
  EXPECT_TRUE(has_line(r, "Nodes searched: 44"));
  EXPECT_TRUE(has_line(r, "h2e2: 1"));
}

TEST(Uci, SearchMovesAndNodes) {
  const auto r = run_transcript(
      {"position startpos", "go nodes 3000 searchmoves a3a4 i3i4", wait_for("bestmove")});
  const auto best = lines_starting(r, "bestmove ");
  ASSERT_EQ(best.size(), 1u);
  const std::string move = best[0].substr(9, 4);
  EXPECT_TRUE(move == "a3a4" || move == "i3i4") << best[0];
}

// Moves that are not legal here are named and dropped; a list with none left searches all moves
// instead of answering "no legal move" from a position that has 44.
TEST(Uci, SearchMovesThatAreNotLegalAreReported) {
  const auto r = run_transcript(
      {"position startpos", "go depth 2 searchmoves zz a9a8 a3a4", wait_for("bestmove")});
  EXPECT_TRUE(has_line(r,
                       "info string error: searchmoves: not legal in this position, ignored: "
                       "zz a9a8"));
  ASSERT_EQ(lines_starting(r, "bestmove ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "bestmove ")[0].substr(0, 13), "bestmove a3a4");
  const auto none_legal =
      run_transcript({"position startpos", "go depth 2 searchmoves zz", wait_for("bestmove")});
  ASSERT_EQ(lines_starting(none_legal, "bestmove ").size(), 1u);
  EXPECT_NE(lines_starting(none_legal, "bestmove ")[0], "bestmove (none)");
}

// Zeros are the smallest limits, not "no limit": each of these ends by itself.
TEST(Uci, ZeroLimitsStillEnd) {
  const auto r =
      run_transcript({"position startpos", "go depth 0", wait_for("bestmove"), "go nodes 0",
                      wait_for("bestmove"), "go movetime 0", wait_for("bestmove"),
                      "go wtime 0 btime 0", wait_for("bestmove"), "isready"});
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 4u);
}

TEST(Uci, EndOfInputStopsAnEndlessSearch) {
  const auto r = run_transcript({"go infinite"});
  EXPECT_EQ(lines_starting(r, "bestmove ").size(), 1u);
}

}  // namespace
}  // namespace gameai::engine

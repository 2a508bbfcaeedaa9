#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <sstream>
#include <vector>

#include "engine_process.hpp"
#include "transcript.hpp"
#include "xboard.hpp"
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

// `level MPS BASE INC` as XBoard sends it: BASE in minutes or minutes:seconds, INC in whole or
// decimal seconds (`xboard -tc 0:40 -inc 0.3` sends `level 0 0:40 0.3`), MPS moves a period.
TEST(Xboard, LevelReadsXboardsOwnTimeControls) {
  struct Row {
    const char *mps, *base, *inc;
    int moves;
    std::int64_t base_ms, inc_ms;
  };
  for (const Row& row :
       {Row{"0", "0:40", "0.3", 0, 40000, 300}, Row{"20", "1", "0", 20, 60000, 0},
        Row{"40", "90", "30", 40, 5400000, 30000}, Row{"0", "0:20", "0.2", 0, 20000, 200},
        Row{"0", "1:30", "2.25", 0, 90000, 2250}, Row{"0", "5", "0.0005", 0, 300000, 0}}) {
    const auto level = parse_xboard_level(row.mps, row.base, row.inc);
    ASSERT_TRUE(level) << row.mps << ' ' << row.base << ' ' << row.inc;
    EXPECT_EQ(level->moves_per_session, row.moves) << row.base;
    EXPECT_EQ(level->base_ms, row.base_ms) << row.base;
    EXPECT_EQ(level->increment_ms, row.inc_ms) << row.inc;
  }
  for (const auto& [mps, base, inc] : std::vector<std::array<const char*, 3>>{{"-1", "5", "0"},
                                                                              {"0", "5:60", "0"},
                                                                              {"0", "5", "-0.3"},
                                                                              {"0", "5", "0."},
                                                                              {"0", "5", "0.3s"},
                                                                              {"0", "", "1"},
                                                                              {"x", "5", "0"},
                                                                              {"0", "5", "1.2.3"}})
    EXPECT_FALSE(parse_xboard_level(mps, base, inc)) << mps << ' ' << base << ' ' << inc;
  // Moves to go count down over each period and start again with the next.
  EXPECT_EQ(xboard_moves_to_go(20, 0), 20);
  EXPECT_EQ(xboard_moves_to_go(20, 19), 1);
  EXPECT_EQ(xboard_moves_to_go(20, 20), 20);
  EXPECT_EQ(xboard_moves_to_go(20, 45), 15);
  EXPECT_EQ(xboard_moves_to_go(0, 45), 0);
  // Over the protocol: accepted without an error, and the engine moves under it.
  const auto r =
      run_transcript({"xboard", "protover 2", "new", "level 0 0:40 0.3", "time 4000", "otim 4000",
                      "go", wait_for("move "), "level 20 1 0", "ping 4", wait_for("pong 4")});
  EXPECT_EQ(lines_starting(r, "Error"), std::vector<std::string>{});
  EXPECT_EQ(lines_starting(r, "move ").size(), 1u);
}

TEST(Xboard, AnalyzeModeThinksUntilExit) {
  const auto r = run_transcript({"xboard", "protover 2", "new", "force", "analyze", wait_for("3 "),
                                 ".", "usermove h2e2", wait_for("3 "), "undo", wait_for("3 "),
                                 "exit", "ping 1", wait_for("pong")});
  const auto features = lines_starting(r, "feature myname=");
  ASSERT_EQ(features.size(), 1u);
  EXPECT_NE(features[0].find("analyze=1"), std::string::npos);
  // Thinking lines without `post`, restarted after the move and after the undo; never a move.
  EXPECT_GE(lines_starting(r, "3 ").size(), 3u);
  EXPECT_EQ(lines_starting(r, "stat01: ").size(), 1u);
  EXPECT_TRUE(lines_starting(r, "move ").empty());
  EXPECT_TRUE(lines_starting(r, "Error").empty());
  EXPECT_TRUE(has_line(r, "pong 1"));
}

// xboard's own commands for options set the rows of the option table that name them: `memory`
// the hash, `cores` the threads, each brought into the row's range; a value that is no number
// is refused in the row's unit.
TEST(Xboard, MemoryAndCoresSetTheirRows) {
  const xiangqi_ai::OptionRow* memory = xiangqi_ai::find_xboard_option("memory");
  const xiangqi_ai::OptionRow* cores = xiangqi_ai::find_xboard_option("cores");
  ASSERT_NE(memory, nullptr);
  ASSERT_NE(cores, nullptr);
  EXPECT_EQ(memory, xiangqi_ai::find_option("Hash"));
  EXPECT_EQ(cores, xiangqi_ai::find_option("Threads"));
  xiangqi_ai::Engine engine;
  std::ostringstream text;
  LineWriter out(text);
  XboardProtocol xboard(engine, out);
  const auto handle = [&](const std::string& line) { EXPECT_TRUE(xboard.handle(line)) << line; };
  handle("memory 64");
  EXPECT_EQ(engine.hash_mb(), 64u);
  handle("memory " + std::to_string(memory->max + 1000));
  EXPECT_EQ(engine.hash_mb(), static_cast<std::size_t>(memory->max));
  handle("cores 3");
  EXPECT_EQ(engine.threads(), 3);
  handle("cores " + std::to_string(cores->max + 1));
  EXPECT_EQ(engine.threads(), static_cast<int>(cores->max));
  handle("memory lots");
  handle("cores 0");
  EXPECT_EQ(engine.hash_mb(), static_cast<std::size_t>(memory->max));
  EXPECT_EQ(engine.threads(), static_cast<int>(cores->max));
  xboard.finish();
  const std::string replies = text.str();
  EXPECT_NE(replies.find("Error (memory needs MiB): memory lots"), std::string::npos) << replies;
  EXPECT_NE(replies.find("Error (cores needs a count): cores 0"), std::string::npos) << replies;
}

// `hard` and `easy` turn the table's Ponder row on and off; nothing else answers to them.
TEST(Xboard, HardAndEasyAreThePonderRow) {
  const xiangqi_ai::OptionRow* ponder = xiangqi_ai::find_option("Ponder");
  ASSERT_NE(ponder, nullptr);
  EXPECT_EQ(xiangqi_ai::find_xboard_option("hard"), ponder);
  EXPECT_EQ(xiangqi_ai::find_xboard_option("easy"), ponder);
  EXPECT_EQ(xiangqi_ai::find_xboard_option("Ponder"), nullptr);
  EXPECT_EQ(xiangqi_ai::find_xboard_option(""), nullptr);
  // After `easy` the engine thinks no more once it has moved: one search, at depth 3 once.
  const auto r = run_transcript({"xboard", "protover 2", "new", "hard", "easy", "post", "sd 3",
                                 "usermove h2e2", wait_for("move "), "ping 1", wait_for("pong")});
  EXPECT_EQ(lines_starting(r, "move ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "3 ").size(), 1u);
  EXPECT_TRUE(lines_starting(r, "Error").empty());
}

// With `hard` the engine goes on thinking after its move, on the reply it expects.
TEST(Xboard, HardPondersAfterItsMove) {
  const auto r = run_transcript({"xboard", "protover 2", "new", "hard", "post", "sd 3",
                                 "usermove h2e2", wait_for("move "), wait_for("3 "), wait_for("3 "),
                                 "ping 1", wait_for("pong")});
  EXPECT_EQ(lines_starting(r, "move ").size(), 1u);
  EXPECT_EQ(lines_starting(r, "3 ").size(), 2u);
  EXPECT_TRUE(lines_starting(r, "Error").empty());
}

// When the expected reply comes, the ponder search becomes the search for the move: the move
// follows without a new search (no thinking lines from depth 1 again).
TEST(Xboard, PonderHitPlaysFromThePonderSearch) {
  testing::EngineProcess engine(GAMEAI_ENGINE_PATH);
  ASSERT_TRUE(engine.running());
  for (const char* line : {"xboard", "protover 2", "new", "hard", "post", "sd 4", "usermove h2e2"})
    engine.send(line);
  std::vector<std::string> seen;
  const auto move = engine.read_until("move ", 30000, &seen);
  ASSERT_TRUE(move.has_value());
  // The reply expected: the second move of the last thinking line's principal variation.
  std::string expected;
  for (const auto& line : seen) {
    std::istringstream in(line);
    std::string depth, score, time, nodes, first, second;
    if (in >> depth >> score >> time >> nodes >> first >> second && depth == "4") expected = second;
  }
  ASSERT_FALSE(expected.empty());
  // The ponder search reaches depth 4 and waits.
  std::vector<std::string> pondering;
  ASSERT_TRUE(engine.read_until("4 ", 30000, &pondering).has_value());
  engine.send("usermove " + expected);
  std::vector<std::string> after;
  ASSERT_TRUE(engine.read_until("move ", 30000, &after).has_value());
  for (const auto& line : after) EXPECT_NE(line.rfind("1 ", 0), 0u) << line;
  engine.send("quit");
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

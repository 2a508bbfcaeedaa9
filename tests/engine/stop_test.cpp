// `stop` is answered with `bestmove` within 50 ms (issue 3), measured on the real executable
// through pipes as a GUI drives it: the engine is searching, `stop` is sent, and the clock runs
// until the `bestmove` line is read back.
//
// The machine running the tests is shared and loaded, so one slow reply proves nothing: each
// case takes several tries and asserts that the median is under 50 ms and the worst under a
// second. A search that stopped polling its stop flag would fail both by seconds.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "engine_process.hpp"

namespace gameai::engine {
namespace {

using testing::EngineProcess;

constexpr int TRIES = 7;
constexpr double MEDIAN_LIMIT_MS = 50.0;
constexpr double WORST_LIMIT_MS = 1000.0;
constexpr int REPLY_TIMEOUT_MS = 5000;  // far beyond any limit: only a hung engine reaches it
// How long the search runs before it is stopped, once it has reported its first iterations.
constexpr int SEARCH_MS = 60;

// True if `text` is one ICCS move such as h2e2.
bool is_iccs(std::string_view text) {
  return text.size() == 4 && text[0] >= 'a' && text[0] <= 'i' && text[1] >= '0' && text[1] <= '9' &&
         text[2] >= 'a' && text[2] <= 'i' && text[3] >= '0' && text[3] <= '9';
}

// True if `line` is `bestmove M` or `bestmove M ponder P`.
bool is_bestmove(std::string_view line) {
  if (line.rfind("bestmove ", 0) != 0) return false;
  line.remove_prefix(9);
  if (line.size() == 4) return is_iccs(line);
  return line.size() == 16 && is_iccs(line.substr(0, 4)) && line.substr(4, 8) == " ponder " &&
         is_iccs(line.substr(12));
}

// Milliseconds from sending `command` to reading a line that starts with `reply`; negative if
// no such line came within REPLY_TIMEOUT_MS. The line is stored in `line`.
double time_reply(EngineProcess& engine, const std::string& command, const std::string& reply,
                  std::string& line) {
  const auto start = EngineProcess::Clock::now();
  if (!engine.send(command)) return -1;
  const auto got = engine.read_until(reply, REPLY_TIMEOUT_MS);
  if (!got) return -1;
  line = *got;
  return std::chrono::duration<double, std::milli>(EngineProcess::Clock::now() - start).count();
}

// Checks the latencies of one case against the limits and prints them for the record.
void expect_fast(const std::string& what, std::vector<double> ms) {
  ASSERT_EQ(ms.size(), static_cast<std::size_t>(TRIES)) << what;
  std::sort(ms.begin(), ms.end());
  std::string all;
  for (double t : ms) {
    char text[32];
    std::snprintf(text, sizeof text, " %.1f", t);
    all += text;
  }
  std::printf("%s: stop -> reply in ms (sorted):%s\n", what.c_str(), all.c_str());
  EXPECT_LT(ms[ms.size() / 2], MEDIAN_LIMIT_MS) << what << ", all:" << all;
  EXPECT_LT(ms.back(), WORST_LIMIT_MS) << what << ", all:" << all;
}

// Starts `go` from the start position and sends `stop` once the search is under way (has
// reported depth 3 and run SEARCH_MS more); returns the latencies of `stop` -> `bestmove`.
std::vector<double> stop_latencies(EngineProcess& engine, const std::string& go) {
  std::vector<double> ms;
  for (int i = 0; i < TRIES; ++i) {
    engine.send("position startpos");
    engine.send(go);
    if (!engine.read_until("info depth 3", REPLY_TIMEOUT_MS)) {
      ADD_FAILURE() << "'" << go << "' never reported depth 3";
      return ms;
    }
    engine.read_for(SEARCH_MS);
    std::string line;
    const double t = time_reply(engine, "stop", "bestmove ", line);
    if (t < 0) {
      ADD_FAILURE() << "no bestmove after stop in '" << go << "'";
      return ms;
    }
    EXPECT_TRUE(is_bestmove(line)) << line;
    ms.push_back(t);
  }
  return ms;
}

// Lines written until `isready` is answered: `stop` with nothing to stop must add none of them.
std::vector<std::string> lines_until_ready(EngineProcess& engine) {
  std::vector<std::string> seen;
  engine.send("isready");
  EXPECT_TRUE(engine.read_until("readyok", REPLY_TIMEOUT_MS, &seen)) << "no readyok";
  return seen;
}

bool any_starts_with(const std::vector<std::string>& lines, const std::string& prefix) {
  return std::any_of(lines.begin(), lines.end(),
                     [&prefix](const std::string& l) { return l.rfind(prefix, 0) == 0; });
}

// Starts a session in `protocol` and checks stop after an endless search and after pondering
// under a clock (which stop ends with a bestmove too, as the UCI specification asks).
void check_stop(const std::string& protocol, const std::string& go_endless,
                const std::string& go_ponder) {
  EngineProcess engine(GAMEAI_ENGINE_PATH);
  ASSERT_TRUE(engine.running());
  engine.send(protocol);
  ASSERT_TRUE(engine.read_until(protocol + "ok", REPLY_TIMEOUT_MS));
  expect_fast(protocol + " " + go_endless, stop_latencies(engine, go_endless));
  expect_fast(protocol + " " + go_ponder, stop_latencies(engine, go_ponder));
  EXPECT_FALSE(any_starts_with(lines_until_ready(engine), "bestmove"));
}

TEST(Stop, UciInfiniteAndPonder) {
  check_stop("uci", "go infinite", "go ponder wtime 60000 btime 60000");
}

TEST(Stop, UcciInfiniteAndPonder) {
  check_stop("ucci", "go depth infinite", "go ponder time 60 opptime 60");
}

// xboard's move-now command `?`: the engine moves at once with what it has found.
TEST(Stop, XboardMoveNow) {
  EngineProcess engine(GAMEAI_ENGINE_PATH);
  ASSERT_TRUE(engine.running());
  engine.send("xboard");
  engine.send("protover 2");
  ASSERT_TRUE(engine.read_until("feature done=1", REPLY_TIMEOUT_MS));
  engine.send("option OwnBook=0");  // a book move would come before there is a search to stop
  engine.send("post");
  std::vector<double> ms;
  for (int i = 0; i < TRIES; ++i) {
    engine.send("new");
    engine.send("st 600");  // ten minutes a move: only `?` ends the search in time
    engine.send("go");
    ASSERT_TRUE(engine.read_until("3 ", REPLY_TIMEOUT_MS)) << "no thinking output";
    engine.read_for(SEARCH_MS);
    std::string line;
    const double t = time_reply(engine, "?", "move ", line);
    ASSERT_GE(t, 0) << "no move after '?'";
    EXPECT_TRUE(line.rfind("move ", 0) == 0 && is_iccs(line.substr(5))) << line;
    ms.push_back(t);
  }
  expect_fast("xboard ?", ms);
  // `?` while the engine is not thinking is ignored.
  engine.send("?");
  engine.send("ping 9");
  std::vector<std::string> seen;
  EXPECT_TRUE(engine.read_until("pong 9", REPLY_TIMEOUT_MS, &seen));
  EXPECT_FALSE(any_starts_with(seen, "move "));
}

// As Stockfish and Pikafish do, `stop` with no search running prints nothing: not before any
// search, and not after a search that has already answered.
TEST(Stop, WithNothingToStopPrintsNothing) {
  for (const char* protocol : {"uci", "ucci"}) {
    EngineProcess engine(GAMEAI_ENGINE_PATH);
    ASSERT_TRUE(engine.running());
    engine.send(protocol);
    engine.send("stop");
    auto seen = lines_until_ready(engine);
    EXPECT_FALSE(any_starts_with(seen, "bestmove")) << protocol;
    EXPECT_FALSE(any_starts_with(seen, "nobestmove")) << protocol;
    engine.send("position startpos");
    engine.send("go depth 2");
    ASSERT_TRUE(engine.read_until("bestmove ", REPLY_TIMEOUT_MS)) << protocol;
    engine.send("stop");
    seen = lines_until_ready(engine);
    EXPECT_FALSE(any_starts_with(seen, "bestmove")) << protocol;
    EXPECT_FALSE(any_starts_with(seen, "info string error")) << protocol;
  }
}

// `stop` and a new `go` right behind it (as an analysing GUI sends them) start the new search:
// the stopped one is still unwinding when `go` arrives, which must not count as "searching".
TEST(Stop, GoRightAfterStopStartsTheNextSearch) {
  EngineProcess engine(GAMEAI_ENGINE_PATH);
  ASSERT_TRUE(engine.running());
  engine.send("uci");
  ASSERT_TRUE(engine.read_until("uciok", REPLY_TIMEOUT_MS));
  for (int i = 0; i < 3; ++i) {
    engine.send("go infinite");
    ASSERT_TRUE(engine.read_until("info depth 3", REPLY_TIMEOUT_MS));
    engine.send("stop");
    engine.send("go infinite");
    std::vector<std::string> seen;
    ASSERT_TRUE(engine.read_until("bestmove ", REPLY_TIMEOUT_MS, &seen));
    ASSERT_TRUE(engine.read_until("info depth 3", REPLY_TIMEOUT_MS, &seen))
        << "the second search did not start";
    EXPECT_FALSE(any_starts_with(seen, "info string error")) << seen.back();
    engine.send("stop");
    ASSERT_TRUE(engine.read_until("bestmove ", REPLY_TIMEOUT_MS));
  }
}

}  // namespace
}  // namespace gameai::engine

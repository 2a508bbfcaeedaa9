// `gameai tetris watch` and `gameai records replay` in a terminal of a given size (a
// pseudo-terminal): every frame fits in the terminal, compact when it is short, a terminal too
// small is told the size it needs, and replay draws the pieces in the colours watch uses.

#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace gameai::cli_test {
namespace {

// Runs gameai with `args` on a pseudo-terminal of `rows` x `columns` and returns what it drew.
CliRun run_on_terminal(const std::vector<std::string>& args, int rows, int columns) {
  winsize size{};
  size.ws_row = static_cast<unsigned short>(rows);
  size.ws_col = static_cast<unsigned short>(columns);
  int terminal = -1;
  const pid_t child = ::forkpty(&terminal, nullptr, nullptr, &size);
  if (child == 0) {
    ::unsetenv("CI");
    std::vector<char*> argv{const_cast<char*>(GAMEAI_CLI_PATH)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(GAMEAI_CLI_PATH, argv.data());
    ::_exit(127);
  }
  CliRun run;
  if (child < 0) return run;
  char buffer[65536];
  for (;;) {
    pollfd ready{terminal, POLLIN, 0};
    if (::poll(&ready, 1, 60'000) <= 0) break;
    const ssize_t n = ::read(terminal, buffer, sizeof buffer);
    if (n <= 0) break;  // EIO once the child has gone
    run.out.append(buffer, static_cast<std::size_t>(n));
  }
  int raw = 0;
  ::waitpid(child, &raw, 0);
  ::close(terminal);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return run;
}

// The frames drawn (each starts with the cursor sent home) and the most lines one takes.
std::size_t tallest_frame(const std::string& out, std::size_t* frames) {
  std::size_t tallest = 0, count = 0;
  std::size_t at = out.find("\x1b[H");
  while (at != std::string::npos) {
    const std::size_t next = out.find("\x1b[H", at + 3);
    const std::string frame = out.substr(at, next == std::string::npos ? next : next - at);
    // The last frame runs into the lines printed after the animation; count up to its border.
    const std::size_t end = frame.rfind("+\x1b[K\r\n");
    const std::string board = end == std::string::npos ? frame : frame.substr(0, end);
    tallest = std::max<std::size_t>(tallest, std::count(board.begin(), board.end(), '\n') + 1);
    ++count;
    at = next;
  }
  if (frames) *frames = count;
  return tallest;
}

TEST(TerminalFit, WatchFitsAFifteenRowTerminal) {
  const CliRun r =
      run_on_terminal({"tetris", "watch", "--max-pieces", "30", "--fps", "500"}, 15, 80);
  ASSERT_EQ(r.status, 0) << r.out;
  std::size_t frames = 0;
  EXPECT_LT(tallest_frame(r.out, &frames), 15u);
  EXPECT_GT(frames, 20u);
  EXPECT_NE(r.out.find("\u2580"), std::string::npos);  // two rows per line
  EXPECT_NE(r.out.find("piece limit: "), std::string::npos);
  // A tall terminal gets a row per line.
  const CliRun tall =
      run_on_terminal({"tetris", "watch", "--max-pieces", "5", "--fps", "500"}, 40, 80);
  ASSERT_EQ(tall.status, 0) << tall.out;
  EXPECT_EQ(tallest_frame(tall.out, nullptr), 22u);
  EXPECT_EQ(tall.out.find("\u2580"), std::string::npos);
}

TEST(TerminalFit, TooSmallATerminalIsToldTheSizeItNeeds) {
  const CliRun r = run_on_terminal({"tetris", "watch", "--max-pieces", "5"}, 8, 80);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("needs a terminal of at least 13 rows and 46 columns"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("this one has 8 rows"), std::string::npos) << r.out;
  const CliRun narrow = run_on_terminal({"tetris", "watch", "--max-pieces", "5"}, 30, 30);
  EXPECT_EQ(narrow.status, 2) << narrow.out;
}

TEST(TerminalFit, ReplayDrawsInTheColoursOfWatch) {
  const std::string db = (std::filesystem::path(::testing::TempDir()) /
                          ("fit_" + std::to_string(::getpid()) + ".sqlite"))
                             .string();
  const CliRun play =
      run_gameai("tetris play --rules guideline --max-pieces 40 --record --db " + db);
  ASSERT_EQ(play.status, 0) << play.out;
  const CliRun r =
      run_on_terminal({"records", "replay", "1", "--db", db, "--speed", "1000"}, 15, 80);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_LT(tallest_frame(r.out, nullptr), 15u);
  // Every piece's colour of watch, as half blocks over and under.
  for (const char* colour : {"44", "220", "129", "40", "196", "27", "208"})
    EXPECT_NE(r.out.find(std::string(";48;5;") + colour + "m"), std::string::npos) << colour;
  EXPECT_NE(r.out.find("every board and score matched"), std::string::npos);

  // On a tall terminal the last frame shows the final board a row per line: its coloured cells
  // are the filled cells of the board the rules reached ('#' in the plain replay).
  const CliRun tall =
      run_on_terminal({"records", "replay", "1", "--db", db, "--speed", "1000"}, 40, 80);
  ASSERT_EQ(tall.status, 0) << tall.out;
  const std::size_t last = tall.out.rfind("\x1b[H");
  ASSERT_NE(last, std::string::npos);
  std::vector<std::string> drawn;
  std::size_t at = tall.out.find("\r\n|", last);
  while (at != std::string::npos && drawn.size() < 20) {
    const std::size_t end = tall.out.find('|', at + 3);
    const std::string cells = tall.out.substr(at + 3, end - at - 3);
    std::string row;
    for (std::size_t c = cells.find("48;5;"); c != std::string::npos;
         c = cells.find("48;5;", c + 1))
      row += cells.compare(c + 5, 4, "235m") == 0 ? '.' : '#';
    drawn.push_back(row);
    at = tall.out.find("\r\n|", end);
  }
  const CliRun plain = run_gameai("records replay 1 --speed 0 --db " + db);
  ASSERT_EQ(plain.status, 0) << plain.out;
  std::vector<std::string> board;
  std::size_t line = 0;
  while (board.size() < 20 && line < plain.out.size()) {
    const std::size_t end = plain.out.find('\n', line);
    board.push_back(plain.out.substr(line, end - line));
    line = end + 1;
  }
  EXPECT_EQ(drawn, board);
  std::filesystem::remove(db);
}

}  // namespace
}  // namespace gameai::cli_test

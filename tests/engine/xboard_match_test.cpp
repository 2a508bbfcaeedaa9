// XBoard itself (Debian's xboard 4.9, `-variant xiangqi`) plays gameai-xiangqi against itself
// under Xvfb, at XBoard's own time controls: a game with an increment (`-tc 0:10 -inc 0.2`, sent as
// `level 0 0:10 0.2`) and a classical one (`-mps 40 -tc 1`, sent as `level 40 1 0`). XBoard's
// debug file holds every line between it and the engines: neither engine may answer a command
// with an error, and neither may lose on time. Each game is adjudicated a draw after a few moves,
// so that the test stays short; XBoard then ends by itself (-xexit), and `timeout` bounds it if it
// does not. Skipped where xboard or xvfb-run is not installed.

#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace gameai::engine {
namespace {

namespace fs = std::filesystem;

// The program `name` on PATH or in /usr/games (where Debian puts xboard), or nullopt.
std::optional<fs::path> find_program(const std::string& name) {
  std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
  path += ":/usr/games";
  std::istringstream dirs(path);
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (dir.empty()) continue;
    const fs::path candidate = fs::path(dir) / name;
    std::error_code ec;
    if (fs::is_regular_file(candidate, ec) && access(candidate.c_str(), X_OK) == 0)
      return candidate;
  }
  return std::nullopt;
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

struct Match {
  int status = -1;
  std::vector<std::string> debug;  // XBoard's debug file, line by line
  std::string output;              // what XBoard printed
};

// One game of XBoard between two gameai-xiangqi engines under `time_control` (XBoard's options),
// adjudicated a draw after `moves` moves. The engines play without their opening book, whose
// moves take no time: every move is searched under the clock. `second_options` are more options
// of the second engine.
Match play_match(const std::string& time_control, int moves, const std::string& second_options) {
  char name[] = "/tmp/gameai-xboard-XXXXXX";
  const fs::path dir = mkdtemp(name);
  const std::string engine = quoted(GAMEAI_ENGINE_PATH);
  // HOME in the scratch folder: XBoard reads and writes its settings file there, not the user's.
  // No pondering: on a small shared machine two engines thinking at once would slow both.
  const std::string command =
      "cd " + quoted(dir) + " && HOME=" + quoted(dir) + " timeout -k 5 100 xvfb-run -a " +
      quoted(find_program("xboard")->string()) + " -variant xiangqi -fcp " + engine + " -fd " +
      quoted(dir) + " -scp " + engine + " -sd " + quoted(dir) + " " + time_control +
      " -xponder -mg 1 -xexit -noGUI -debug -nameOfDebugFile " + quoted(dir / "debug.txt") +
      " -adjudicateDrawMoves " + std::to_string(moves) +
      " -firstOptions OwnBook=0 -secondOptions " +
      quoted("OwnBook=0" + (second_options.empty() ? "" : "," + second_options)) +
      " > xboard.out 2>&1";
  Match match;
  const int raw = std::system(command.c_str());
  match.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream debug(dir / "debug.txt");
  for (std::string line; std::getline(debug, line);) match.debug.push_back(line);
  std::ifstream out(dir / "xboard.out");
  for (std::string line; std::getline(out, line);) match.output += line + '\n';
  std::error_code ec;
  fs::remove_all(dir, ec);
  return match;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::vector<std::string> matching(const std::vector<std::string>& lines, const std::string& part) {
  std::vector<std::string> found;
  for (const std::string& line : lines)
    if (contains(line, part)) found.push_back(line);
  return found;
}

// What the engines said that was an error, and how the game ended, checked for one match.
void expect_a_clean_game(const Match& match, const std::string& level) {
  ASSERT_EQ(match.status, 0) << match.output;
  ASSERT_FALSE(match.debug.empty()) << match.output;
  // XBoard sent its time control to both engines, and neither refused it or anything else.
  EXPECT_FALSE(matching(match.debug, ">first : " + level).empty()) << level;
  EXPECT_FALSE(matching(match.debug, ">second: " + level).empty()) << level;
  EXPECT_FALSE(matching(match.debug, ">first : option OwnBook=0").empty());
  std::vector<std::string> errors;
  for (const std::string& line : match.debug)
    if ((contains(line, "<first :") || contains(line, "<second:")) &&
        (contains(line, "Error") || contains(line, "Illegal move")))
      errors.push_back(line);
  EXPECT_EQ(errors, std::vector<std::string>{});
  // Both engines moved, the game ended, and not on time.
  EXPECT_GE(matching(match.debug, "<first : move ").size(), 4u);
  EXPECT_GE(matching(match.debug, "<second: move ").size(), 4u);
  const std::vector<std::string> ends = matching(match.debug, "GameEnds(");
  ASSERT_FALSE(ends.empty());
  bool ended = false;
  for (const std::string& end : ends) {
    EXPECT_FALSE(contains(end, "on time") || contains(end, "flag") || contains(end, "orfeit"))
        << end;
    ended = ended || contains(end, "adjudication") || contains(end, "wins") ||
            contains(end, "draw") || contains(end, "mate");
  }
  EXPECT_TRUE(ended) << ends.back();
  EXPECT_TRUE(contains(match.output, "final score")) << match.output;
}

class XboardMatch : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!find_program("xboard")) GTEST_SKIP() << "xboard is not installed";
    if (!find_program("xvfb-run")) GTEST_SKIP() << "xvfb-run is not installed";
  }
};

// 10 seconds each and 0.2 s a move: about half a second a move, six moves each.
TEST_F(XboardMatch, IncrementControl) {
  expect_a_clean_game(play_match("-tc 0:10 -inc 0.2", 6, ""), "level 0 0:10 0.2");
}

// One minute for every 40 moves: the engine shares the period's clock among the moves left in it
// (1.5 s a move at first). The second engine plays level 3, which caps its time per move, so that
// the game stays short.
TEST_F(XboardMatch, ClassicalControl) {
  expect_a_clean_game(play_match("-mps 40 -tc 1", 5, "Level=3"), "level 40 1 0");
}

}  // namespace
}  // namespace gameai::engine

// `gameai xiangqi play` as a person plays it at a terminal: the real executable with scripted
// standard input against our engine at level 1 (fixed seed, 50 ms a move): the board labelled
// from each side and flipped, moves echoed in the notation typed, "not legal here" against
// text that is no move, undo, hint, fen, resign and end of input.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

constexpr const char* RED_LABELS = "   九 八 七 六 五 四 三 二 一   red\n";
constexpr const char* BLACK_LABELS = "   1  2  3  4  5  6  7  8  9    black\n";
constexpr const char* RED_LABELS_FLIPPED = "   一 二 三 四 五 六 七 八 九   red\n";
constexpr const char* BLACK_LABELS_FLIPPED = "   9  8  7  6  5  4  3  2  1    black\n";
constexpr const char* START =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// Red is the person, black our engine at level 1.
CliRun play_red(const std::string& input, const std::string& extra = "") {
  return run_gameai("xiangqi play --red human --black ai:1 --movetime 50 --seed 5 " + extra, input);
}

// Patterns are matched byte by byte: a Chinese character is written as an alternative, never in
// a bracket set.
std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// The FENs the `fen` command printed, in order.
std::vector<std::string> fens(const std::string& out) {
  const std::regex fen(R"(([1-9rnbakcpRNBAKCP]+(/[1-9rnbakcpRNBAKCP]+){9} [wb] - - \d+ \d+))");
  std::vector<std::string> found;
  for (std::sregex_iterator it(out.begin(), out.end(), fen), end; it != end; ++it)
    found.push_back((*it)[1]);
  return found;
}

TEST(XiangqiPlay, FilesAreLabelledFromEachSide) {
  const CliRun r = play_red("quit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  // Black's 1..9 above Black's pieces, Red's 九..一 below Red's, ranks and files for ICCS.
  const auto black = r.out.find(BLACK_LABELS), red = r.out.find(RED_LABELS);
  ASSERT_NE(black, std::string::npos) << r.out;
  ASSERT_NE(red, std::string::npos) << r.out;
  EXPECT_LT(black, red) << r.out;
  EXPECT_NE(r.out.find("9  車-馬-象-士-將-士-象-馬-車\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0  俥-傌-相-仕-帥-仕-相-傌-俥\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("楚 河"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("   a  b  c  d  e  f  g  h  i\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\x1b["), std::string::npos) << "no colours into a pipe";

  // With letters, Red's numbers are digits too.
  const CliRun letters = play_red("quit\n", "--letters");
  EXPECT_NE(letters.out.find("   9  8  7  6  5  4  3  2  1    red\n"), std::string::npos)
      << letters.out;
  EXPECT_NE(letters.out.find("0  R--N--B--A--K--A--B--N--R\n"), std::string::npos) << letters.out;
}

TEST(XiangqiPlay, APersonPlayingBlackSeesTheBoardFromBlacksSide) {
  const CliRun r =
      run_gameai("xiangqi play --red ai:1 --black human --movetime 50 --seed 5", "quit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  const auto red = r.out.find(RED_LABELS_FLIPPED), black = r.out.find(BLACK_LABELS_FLIPPED);
  ASSERT_NE(red, std::string::npos) << r.out;
  ASSERT_NE(black, std::string::npos) << r.out;
  EXPECT_LT(red, black) << r.out;
  EXPECT_NE(r.out.find("   i  h  g  f  e  d  c  b  a\n"), std::string::npos) << r.out;
  // Red's first move, in Chinese, came before Black's first prompt.
  EXPECT_TRUE(
      std::regex_search(r.out, std::regex("1\\. \\S+(进|退|平)(一|二|三|四|五|六|七|八|九)\n")))
      << r.out;
}

TEST(XiangqiPlay, FlipTurnsTheBoard) {
  const CliRun r = play_red("flip\nflip\nquit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  const auto flipped = r.out.find(RED_LABELS_FLIPPED);
  ASSERT_NE(flipped, std::string::npos) << r.out;
  EXPECT_LT(r.out.find(RED_LABELS), flipped) << "first from Red's side";
  EXPECT_NE(r.out.find(RED_LABELS, flipped), std::string::npos) << "and back again";
  EXPECT_NE(r.out.find("0  俥-傌-相-仕-帥-仕-相-傌-俥\n   |", flipped), std::string::npos)
      << "Red's back rank at the top when flipped";
}

TEST(XiangqiPlay, AChineseMoveAndTheReplyInChinese) {
  const CliRun r = play_red("炮二平五\nquit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("1. 炮二平五\n"), std::string::npos) << r.out;
  // Black's numbers are digits in Chinese notation.
  EXPECT_TRUE(std::regex_search(r.out, std::regex("1\\.\\.\\. \\S+(进|退|平)[1-9]\n"))) << r.out;
}

TEST(XiangqiPlay, MovesAreEchoedInTheNotationTyped) {
  const CliRun wxf = play_red("C2.5\nquit\n");
  EXPECT_NE(wxf.out.find("1. C2=5\n"), std::string::npos) << wxf.out;
  EXPECT_TRUE(std::regex_search(wxf.out, std::regex("1\\.\\.\\. [KAEHRCP+-][1-9+-][+=-][1-9]\n")))
      << wxf.out;

  const CliRun iccs = play_red("h2-e2\nquit\n");
  EXPECT_NE(iccs.out.find("1. h2e2\n"), std::string::npos) << iccs.out;
  EXPECT_TRUE(std::regex_search(iccs.out, std::regex("1\\.\\.\\. [a-i][0-9][a-i][0-9]\n")))
      << iccs.out;

  // Ranks counted from 1 (Fairy-Stockfish, the `xboard` notation): h3e3 is the same cannon move.
  const CliRun xboard = play_red("h3e3\nfen\nquit\n");
  EXPECT_NE(xboard.out.find("1. h3e3\n"), std::string::npos) << xboard.out;
  EXPECT_TRUE(
      std::regex_search(xboard.out, std::regex("1\\.\\.\\. [a-i]([1-9]|10)[a-i]([1-9]|10)\n")))
      << xboard.out;
  const auto positions = fens(xboard.out);
  ASSERT_EQ(positions.size(), 1u) << xboard.out;
  EXPECT_EQ(positions[0].substr(positions[0].find("/1C2C4/")), "/1C2C4/9/RNBAKABNR w - - 2 2")
      << positions[0];
}

TEST(XiangqiPlay, AMoveThatIsNotLegalHereIsToldApartFromText) {
  const CliRun r = play_red("h2d3\nC2+5\nR1+4\nzz\n炮二平五\nquit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("'h2d3' is not legal here: a cannon cannot move from h2 to d3"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("'R1+4' is not legal here: the chariot on file 1 cannot move so"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("'zz' is not a move or a command. Moves are written 炮二平五 (Chinese), "
                       "C2=5 or C2.5 (WXF), h2e2 or h2-e2 (ICCS"),
            std::string::npos)
      << r.out;
  // The game went on: the good move after the bad ones was played.
  EXPECT_NE(r.out.find("1. 炮二平五\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'C2+5' is not legal here: the cannon on file 2 cannot move so"),
            std::string::npos)
      << r.out;

  // Why a move is illegal, when it concerns the general.
  const CliRun check = run_gameai(
      "xiangqi play --red human --black human --fen '3k5/9/9/9/9/9/9/9/4r4/R3K4 w - - 0 1'",
      "e0d0\na0a9\nquit\n");
  EXPECT_NE(check.out.find("red to move, in check"), std::string::npos) << check.out;
  EXPECT_NE(check.out.find("'e0d0' is not legal here: your general would face the other general"),
            std::string::npos)
      << check.out;
  EXPECT_NE(check.out.find("'a0a9' is not legal here: it does not get your general out of check"),
            std::string::npos)
      << check.out;
}

TEST(XiangqiPlay, UndoTakesBackTheMoveAndTheReply) {
  const CliRun r = play_red("undo\nfen\n炮二平五\nfen\nundo\nfen\nquit\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("Nothing to take back"), std::string::npos) << r.out;
  const auto positions = fens(r.out);
  ASSERT_EQ(positions.size(), 3u) << r.out;
  EXPECT_EQ(positions[0], START);
  EXPECT_NE(positions[1], START);
  EXPECT_NE(positions[1].find("/1C2C4/"), std::string::npos) << positions[1];
  EXPECT_EQ(positions[2], START) << r.out;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("Taken back: 炮二平五 \\S+(进|退|平)[1-9]\n")))
      << r.out;
}

TEST(XiangqiPlay, GamesAreRecordedAsPlayed) {
  const std::string db = ::testing::TempDir() + "xiangqi_play_undo.sqlite";
  std::remove(db.c_str());
  const CliRun r = play_red("h2e2\nundo\nb2e2\nresign\n", "--record --db " + db);
  ASSERT_EQ(r.status, 0) << r.out;
  const CliRun show = run_gameai("records show 1 --moves --notation iccs --db " + db);
  ASSERT_EQ(show.status, 0) << show.out;
  EXPECT_NE(show.out.find("b2e2"), std::string::npos) << show.out;
  EXPECT_EQ(show.out.find("h2e2"), std::string::npos) << show.out;
  const CliRun replay = run_gameai("records replay 1 --db " + db);
  EXPECT_NE(replay.out.find("the final position matches the stored one"), std::string::npos)
      << replay.out;

  // A game the person left stays unfinished, as one cut off would.
  ASSERT_EQ(play_red("炮二平五\nquit\n", "--record --db " + db).status, 0);
  const CliRun list = run_gameai("records list --db " + db);
  EXPECT_TRUE(std::regex_search(list.out, std::regex("\n +2 +xiangqi .* 1 move +unfinished ")))
      << list.out;
}

TEST(XiangqiPlay, HintSuggestsAMoveInTheNotationTyped) {
  const CliRun chinese = play_red("hint\nquit\n");
  EXPECT_TRUE(std::regex_search(chinese.out,
                                std::regex("Hint: \\S+(进|退|平)(一|二|三|四|五|六|七|八|九) \\(")))
      << chinese.out;
  const CliRun wxf = play_red("C2=5\nhint\nquit\n");
  EXPECT_TRUE(std::regex_search(wxf.out, std::regex("Hint: [KAEHRCP+-][1-9+-][+=-][1-9] \\(")))
      << wxf.out;
}

TEST(XiangqiPlay, TheResultIsSaidOnceInWords) {
  const CliRun resign =
      run_gameai("xiangqi play --red ai:1 --black human --movetime 50 --seed 5", "help\nresign\n");
  ASSERT_EQ(resign.status, 0) << resign.out;
  EXPECT_NE(resign.out.find("  undo "), std::string::npos) << "help lists the commands";
  EXPECT_EQ(count(resign.out, "wins"), 1u) << resign.out;
  EXPECT_NE(resign.out.find("> Red wins: Black resigned\n"), std::string::npos) << resign.out;

  // End of input leaves the game unfinished, and says so once.
  const CliRun left = play_red("炮二平五\n");
  ASSERT_EQ(left.status, 0) << left.out;
  EXPECT_EQ(count(left.out, "Unfinished"), 1u) << left.out;
  EXPECT_NE(left.out.find("\nUnfinished: Red left the game\n"), std::string::npos) << left.out;

  const CliRun mate = run_gameai(
      "xiangqi play --red human --black ai:1 --fen '3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1'",
      "车八进八\n");
  EXPECT_NE(mate.out.find("1. 车八进八\n"), std::string::npos) << mate.out;
  EXPECT_NE(mate.out.find("\nRed wins: Black is checkmated\n"), std::string::npos) << mate.out;
}

// Colours only on a terminal, and not with NO_COLOR set; `script` gives the command a terminal
// for its output (its input stays the scripted file).
TEST(XiangqiPlay, ColoursOnATerminalUnlessNoColor) {
  if (std::system("command -v script >/dev/null 2>&1") != 0) GTEST_SKIP() << "no `script`";
  const std::string input = ::testing::TempDir() + "xiangqi_play_colour_input.txt";
  std::ofstream(input) << "quit\n";
  const auto run = [&](const std::string& env) {
    const std::string command = env + " script -qec \"" + std::string(GAMEAI_CLI_PATH) +
                                " xiangqi play --red human --black ai:1 --seed 5 < " + input +
                                "\" /dev/null < /dev/null";
    std::string out;
    if (FILE* pipe = ::popen(command.c_str(), "r")) {
      char buffer[4096];
      for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
        out.append(buffer, n);
      ::pclose(pipe);
    }
    return out;
  };
  const std::string coloured = run("");
  EXPECT_NE(coloured.find("\x1b[1;31m俥"), std::string::npos) << coloured;
  EXPECT_NE(coloured.find("\x1b[1m車"), std::string::npos) << coloured;
  const std::string plain = run("NO_COLOR=1");
  EXPECT_EQ(plain.find("\x1b["), std::string::npos) << plain;
  EXPECT_NE(plain.find("俥"), std::string::npos) << plain;
  std::remove(input.c_str());
}

}  // namespace

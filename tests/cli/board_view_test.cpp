// The xiangqi board drawn for a terminal: the whole start position from Red's side, each side's
// file numbers on its own edge, the view from Black's side, the last move marked in plain text
// and in colour, and letters for terminals without Chinese characters.
#include "board_view.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "xiangqi/iccs.hpp"

namespace gameai::cli {
namespace {

using xiangqi::Move;

constexpr const char* START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
// After 炮二平五 (h2e2).
constexpr const char* CENTRAL_CANNON =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";

std::string draw(const char* fen, const char* last, BoardStyle style) {
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  EXPECT_TRUE(pos.set(fen, &st)) << fen;
  return render_board(pos, *last ? xiangqi::parse_iccs(last) : Move::none(), style);
}

TEST(BoardView, TheStartPositionFromRedsSide) {
  EXPECT_EQ(draw(START, "", {}),
            "   1  2  3  4  5  6  7  8  9    black\n"
            "9  車-馬-象-士-將-士-象-馬-車\n"
            "   |  |  |  |\\ | /|  |  |  |\n"
            "8  +--+--+--+--+--+--+--+--+\n"
            "   |  |  |  | /|\\ |  |  |  |\n"
            "7  +--砲-+--+--+--+--+--砲-+\n"
            "   |  |  |  |  |  |  |  |  |\n"
            "6  卒-+--卒-+--卒-+--卒-+--卒\n"
            "   |  |  |  |  |  |  |  |  |\n"
            "5  +--+--+--+--+--+--+--+--+\n"
            "   |   楚 河         漢 界   |\n"
            "4  +--+--+--+--+--+--+--+--+\n"
            "   |  |  |  |  |  |  |  |  |\n"
            "3  兵-+--兵-+--兵-+--兵-+--兵\n"
            "   |  |  |  |  |  |  |  |  |\n"
            "2  +--炮-+--+--+--+--+--炮-+\n"
            "   |  |  |  |\\ | /|  |  |  |\n"
            "1  +--+--+--+--+--+--+--+--+\n"
            "   |  |  |  | /|\\ |  |  |  |\n"
            "0  俥-傌-相-仕-帥-仕-相-傌-俥\n"
            "   九 八 七 六 五 四 三 二 一   red\n"
            "   a  b  c  d  e  f  g  h  i\n");
}

TEST(BoardView, FlippedBlackIsAtTheBottom) {
  const std::string board = draw(CENTRAL_CANNON, "h2e2", {.flipped = true});
  EXPECT_EQ(board.substr(0, board.find('\n') + 1), "   一 二 三 四 五 六 七 八 九   red\n");
  EXPECT_NE(board.find("0  俥-傌-相-仕-帥-仕-相-傌-俥\n"), std::string::npos) << board;
  // Files i..a from left to right: the cannon that moved is on e, the other on b (8th column).
  EXPECT_NE(board.find("2  +--*--+--+--炮*+--+--炮-+\n"), std::string::npos) << board;
  EXPECT_NE(board.find("   9  8  7  6  5  4  3  2  1    black\n"
                       "   i  h  g  f  e  d  c  b  a\n"),
            std::string::npos)
      << board;
}

TEST(BoardView, TheLastMoveIsMarked) {
  const std::string plain = draw(CENTRAL_CANNON, "h2e2", {});
  EXPECT_NE(plain.find("2  +--炮-+--+--炮*+--+--*--+\n"), std::string::npos) << plain;
  EXPECT_EQ(plain.find('\x1b'), std::string::npos) << plain;

  const std::string coloured = draw(CENTRAL_CANNON, "h2e2", {.colour = true});
  EXPECT_NE(coloured.find("\x1b[1;31m\x1b[7m炮"), std::string::npos) << "the piece that moved";
  EXPECT_NE(coloured.find("\x1b[90m\x1b[7m+"), std::string::npos) << "the point it left";
  EXPECT_NE(coloured.find("\x1b[1;31m俥"), std::string::npos) << "red pieces in red";
  EXPECT_NE(coloured.find("\x1b[1m車"), std::string::npos) << "black pieces bold";
  EXPECT_EQ(coloured.find('*'), std::string::npos) << coloured;
  // A line with colours ends with them reset.
  std::istringstream lines(coloured);
  for (std::string line; std::getline(lines, line);) {
    if (line.find('\x1b') != std::string::npos) {
      EXPECT_TRUE(line.ends_with("\x1b[0m")) << line;
    }
  }
}

TEST(BoardView, Letters) {
  const std::string board = draw(CENTRAL_CANNON, "h2e2", {.chinese = false});
  EXPECT_NE(board.find("9  r--n--b--a--k--a--b--n--r\n"), std::string::npos) << board;
  EXPECT_NE(board.find("2  +--C--+--+--C*-+--+--*--+\n"), std::string::npos) << board;
  EXPECT_NE(board.find("   9  8  7  6  5  4  3  2  1    red\n"), std::string::npos) << board;
  EXPECT_NE(board.find("|         river         |"), std::string::npos) << board;
  for (const char c : board) EXPECT_LT(static_cast<unsigned char>(c), 0x80) << board;
}

}  // namespace
}  // namespace gameai::cli

// The board text format: reading, writing back, and every kind of malformed input rejected
// with the line and column of the fault.

#include "tetris/board_io.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gameai::tetris {
namespace {

TEST(BoardIo, ReadsSizeCellsAndIgnoresCommentsAndBlankLines) {
  const Board b = parse_board(
      "; comment\n"
      "\n"
      "....\n"
      ".#..\r\n"
      "  \n"
      "; another comment\n"
      "#.Zz\n"
      "T..#   \n");
  EXPECT_EQ(b.width(), 4);
  EXPECT_EQ(b.height(), 4);
  EXPECT_EQ(b.row(3), 0);
  EXPECT_EQ(b.row(2), 0b0010);
  EXPECT_EQ(b.row(1), 0b1101);
  EXPECT_EQ(b.row(0), 0b1001);
  EXPECT_EQ(b.column_height(0), 2);
  EXPECT_EQ(b.column_height(1), 3);
  EXPECT_EQ(b.column_height(2), 2);
  EXPECT_EQ(b.column_height(3), 2);
  EXPECT_EQ(format_board(b), "....\n.#..\n#.##\n#..#\n");
}

TEST(BoardIo, FormatThenParseIsIdentity) {
  Board b(7, 9);
  b.set(0, 0);
  b.set(6, 8);
  b.set(3, 4);
  EXPECT_EQ(parse_board(format_board(b)), b);
  EXPECT_EQ(board_rows(b).size(), 9u);
  EXPECT_EQ(board_rows(b).front(), "......#");
  EXPECT_EQ(board_rows(b).back(), "#......");
}

TEST(BoardIo, LoadsDataFile) {
  const Board b = load_board_file(GAMEAI_TEST_DATA_DIR "/tetris/stack_10x20.board");
  EXPECT_EQ(b.width(), 10);
  EXPECT_EQ(b.height(), 20);
  EXPECT_EQ(b.row(0), 0x1FF);
  EXPECT_FALSE(b.filled(2, 1));
  EXPECT_EQ(b.column_height(2), 3);
  EXPECT_EQ(b.column_height(5), 5);
  EXPECT_EQ(b.column_height(9), 0);
  EXPECT_EQ(b.cell_count(), 9 + 8 + 9 + 5 + 3);
}

struct ErrorCase {
  std::string text;
  int line;
  int column;
  std::string mentions;
};

const std::vector<ErrorCase> ERRORS = {
    {"....\n.#..\n..?.\n....\n", 3, 3, "'?' is not a cell"},
    {"....\n.#..\n..-.\n....\n", 3, 3, "'-' is not a cell"},
    {"....\n.. .\n....\n....\n", 2, 3, "a space"},
    {"....\n....\n\xE2\x96\xA0...\n....\n", 3, 1, "byte 0xE2"},
    {"....\n....\n...\n....\n", 3, 4, "this row has 3 cells but the first row (line 1) has 4"},
    {"; c\n....\n.....\n....\n....\n", 3, 5, "has 5 cells"},
    {"...\n...\n...\n...\n", 1, 1, "3 columns wide"},
    {".................\n", 1, 17, "17 columns wide"},
    {"....\n....\n....\n", 4, 1, "only 3 rows"},
    {"; nothing here\n\n", 3, 1, "no board rows found"},
    {"", 1, 1, "no board rows found"},
};

TEST(BoardIo, MalformedInputNamesLineAndColumn) {
  for (const auto& e : ERRORS) {
    try {
      (void)parse_board(e.text);
      ADD_FAILURE() << "accepted: " << e.text;
    } catch (const BoardParseError& err) {
      EXPECT_EQ(err.line(), e.line) << err.what();
      EXPECT_EQ(err.column(), e.column) << err.what();
      EXPECT_NE(std::string(err.what()).find(e.mentions), std::string::npos) << err.what();
      const std::string prefix =
          "line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": ";
      EXPECT_EQ(std::string(err.what()).rfind(prefix, 0), 0u) << err.what();
    }
  }
}

TEST(BoardIo, TooManyRowsRejectedAtTheFirstExtraRow) {
  std::string text;
  for (int i = 0; i < 41; ++i) text += "....\n";
  try {
    (void)parse_board(text);
    FAIL() << "41 rows accepted";
  } catch (const BoardParseError& err) {
    EXPECT_EQ(err.line(), 41);
    EXPECT_NE(std::string(err.what()).find("more than 40 rows"), std::string::npos);
  }
  text.resize(text.size() - 5);
  EXPECT_EQ(parse_board(text).height(), 40);
}

TEST(BoardIo, MissingFileAndFileErrorsNameTheFile) {
  try {
    (void)load_board_file("/nonexistent/dir/x.board");
    FAIL() << "missing file accepted";
  } catch (const BoardParseError& err) {
    EXPECT_EQ(err.line(), 0);
    EXPECT_NE(std::string(err.what()).find("/nonexistent/dir/x.board"), std::string::npos);
  }
}

}  // namespace
}  // namespace gameai::tetris

#pragma once
// Boards as text, the format of `gameai tetris features --board FILE` and of test data:
// height() lines of width() characters, top row first; '.' is empty, '#' or any letter is
// filled; blank lines and lines starting with ';' are ignored; the size comes from the file.
// Trailing spaces, tabs and carriage returns are ignored so files edited anywhere load.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tetris/board.hpp"

namespace gameai::tetris {

// Thrown for a malformed board text. line() and column() are 1-based positions in the text
// (0 when the problem is not tied to a position, e.g. a file that cannot be opened); what()
// reads "[FILE: ]line L, column C: <what is wrong and how to fix it>".
class BoardParseError : public std::runtime_error {
 public:
  // `source` (a file name, may be empty) prefixes the message.
  BoardParseError(int line, int column, const std::string& message, const std::string& source = "");
  int line() const noexcept { return line_; }
  int column() const noexcept { return column_; }
  // The message without source and position.
  const std::string& message() const noexcept { return message_; }

 private:
  int line_;
  int column_;
  std::string message_;
};

// Parses the text format above; throws BoardParseError for ragged rows, unknown characters,
// a size outside 4..16 columns x 4..40 rows, or no rows at all.
Board parse_board(std::string_view text);

// Reads and parses a board file; throws BoardParseError (line 0) when it cannot be read.
Board load_board_file(const std::string& path);

// The visible rows, top row first, '#' for filled and '.' for empty.
std::vector<std::string> board_rows(const Board& board);

// board_rows() joined with '\n' after every row: parse_board(format_board(b)) == b for any
// board without cells above its visible top.
std::string format_board(const Board& board);

}  // namespace gameai::tetris

#include "tetris/board_io.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gameai::tetris {

namespace {

std::string where(int line, int column) {
  if (line <= 0) return "";
  std::string s = "line " + std::to_string(line);
  if (column > 0) s += ", column " + std::to_string(column);
  return s + ": ";
}

bool is_filled_char(char c) {
  return c == '#' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

// A character as the user would recognise it in a message; bytes that are not printable
// ASCII (e.g. part of a UTF-8 block glyph) are shown by value.
std::string describe(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7F) return std::string("'") + c + "'";
  if (c == ' ') return "a space";
  if (c == '\t') return "a tab";
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", u);
  return std::string("byte ") + buf;
}

struct TextRow {
  std::string_view cells;
  int line;
};

}  // namespace

BoardParseError::BoardParseError(int line, int column, const std::string& message,
                                 const std::string& source)
    : std::runtime_error((source.empty() ? "" : source + ": ") + where(line, column) + message),
      line_(line),
      column_(column),
      message_(message) {}

Board parse_board(std::string_view text) {
  std::vector<TextRow> rows;
  int line_number = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t end = text.find('\n', pos);
    std::string_view line = text.substr(pos, end == std::string_view::npos ? end : end - pos);
    pos = end == std::string_view::npos ? text.size() : end + 1;
    ++line_number;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
      line.remove_suffix(1);
    }
    if (line.empty() || line.front() == ';') continue;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (c != '.' && !is_filled_char(c)) {
        throw BoardParseError(
            line_number, static_cast<int>(i) + 1,
            describe(c) +
                " is not a cell: a board file has one row of the board per line, '.' for an "
                "empty cell and '#' or a letter for a filled one");
      }
    }
    if (rows.empty()) {
      if (line.size() > static_cast<std::size_t>(Board::MAX_WIDTH) ||
          line.size() < static_cast<std::size_t>(Board::MIN_WIDTH)) {
        throw BoardParseError(
            line_number,
            line.size() > static_cast<std::size_t>(Board::MAX_WIDTH) ? Board::MAX_WIDTH + 1 : 1,
            "the board is " + std::to_string(line.size()) + " columns wide; the width must be " +
                std::to_string(Board::MIN_WIDTH) + ".." + std::to_string(Board::MAX_WIDTH));
      }
    } else if (line.size() != rows.front().cells.size()) {
      const std::size_t expected = rows.front().cells.size();
      throw BoardParseError(line_number, static_cast<int>(std::min(line.size(), expected)) + 1,
                            "this row has " + std::to_string(line.size()) +
                                " cells but the first row (line " +
                                std::to_string(rows.front().line) + ") has " +
                                std::to_string(expected) + "; every row must have the same width");
    }
    if (rows.size() == static_cast<std::size_t>(Board::MAX_HEIGHT)) {
      throw BoardParseError(line_number, 1,
                            "more than " + std::to_string(Board::MAX_HEIGHT) +
                                " rows; the height must be " + std::to_string(Board::MIN_HEIGHT) +
                                ".." + std::to_string(Board::MAX_HEIGHT));
    }
    rows.push_back(TextRow{line, line_number});
  }
  if (rows.size() < static_cast<std::size_t>(Board::MIN_HEIGHT)) {
    const int line = line_number + 1;
    throw BoardParseError(line, 1,
                          (rows.empty() ? std::string("no board rows found")
                                        : "only " + std::to_string(rows.size()) + " rows") +
                              "; the height must be " + std::to_string(Board::MIN_HEIGHT) + ".." +
                              std::to_string(Board::MAX_HEIGHT) +
                              " rows ('.' for an empty cell, '#' or a letter for a filled one)");
  }
  const int height = static_cast<int>(rows.size());
  const int width = static_cast<int>(rows.front().cells.size());
  Board board(width, height);
  for (int i = 0; i < height; ++i) {
    const std::string_view cells = rows[static_cast<std::size_t>(i)].cells;
    const int y = height - 1 - i;
    for (int x = 0; x < width; ++x) {
      if (cells[static_cast<std::size_t>(x)] != '.') board.set(x, y);
    }
  }
  return board;
}

Board load_board_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw BoardParseError(0, 0, "'" + path + "' is a directory, not a board file");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw BoardParseError(0, 0, "cannot open board file '" + path + "'; check the path");
  }
  std::ostringstream content;
  content << in.rdbuf();
  if (in.bad()) throw BoardParseError(0, 0, "cannot read board file '" + path + "'");
  try {
    return parse_board(content.str());
  } catch (const BoardParseError& e) {
    throw BoardParseError(e.line(), e.column(), e.message(), path);
  }
}

std::vector<std::string> board_rows(const Board& board) {
  std::vector<std::string> rows;
  rows.reserve(static_cast<std::size_t>(board.height()));
  for (int y = board.height() - 1; y >= 0; --y) {
    std::string row(static_cast<std::size_t>(board.width()), '.');
    for (int x = 0; x < board.width(); ++x) {
      if (board.filled(x, y)) row[static_cast<std::size_t>(x)] = '#';
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string format_board(const Board& board) {
  std::string text;
  for (const auto& row : board_rows(board)) {
    text += row;
    text += '\n';
  }
  return text;
}

}  // namespace gameai::tetris

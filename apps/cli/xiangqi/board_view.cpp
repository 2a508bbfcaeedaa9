#include "board_view.hpp"

#include <string_view>

namespace gameai::cli {

using namespace xiangqi;

namespace {

constexpr std::string_view CHINESE[PIECE_NB] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵",
                                                "", "將", "士", "象", "馬", "車", "砲", "卒"};
constexpr std::string_view LETTERS = ".KABNRCP.kabnrcp";
constexpr std::string_view NUMERALS[10] = {"",   "一", "二", "三", "四",
                                           "五", "六", "七", "八", "九"};

// The colours a run of text is drawn in.
enum class Ink { Plain, Grid, RedPiece, BlackPiece };

// Text written with the least escape codes: a code only where the ink or the mark changes.
class Painter {
 public:
  explicit Painter(bool colour) : colour_(colour) {}
  void put(std::string_view text, Ink ink, bool marked = false) {
    if (colour_ && (ink != ink_ || marked != marked_)) {
      if (ink_ != Ink::Plain || marked_) out_ += "\x1b[0m";
      switch (ink) {
        case Ink::Grid:
          out_ += "\x1b[90m";
          break;
        case Ink::RedPiece:
          out_ += "\x1b[1;31m";
          break;
        case Ink::BlackPiece:
          out_ += "\x1b[1m";
          break;
        case Ink::Plain:
          break;
      }
      if (marked) out_ += "\x1b[7m";
      ink_ = ink;
      marked_ = marked;
    }
    out_ += text;
  }
  void end_line() {
    if (colour_ && (ink_ != Ink::Plain || marked_)) out_ += "\x1b[0m";
    ink_ = Ink::Plain;
    marked_ = false;
    out_ += '\n';
  }
  std::string take() { return std::move(out_); }

 private:
  bool colour_;
  Ink ink_ = Ink::Plain;
  bool marked_ = false;
  std::string out_;
};

// A side's number for a file: Red counts from its right (file i is 1), Black from its right
// (file a is 1).
int file_number(Color side, int file) {
  return side == RED ? FILE_NB - file : file + 1;
}

// A label row: each column's file number for `side`, then the side's name.
void file_labels(Painter& p, const BoardStyle& style, Color side) {
  p.put("   ", Ink::Plain);
  for (int col = 0; col < FILE_NB; ++col) {
    const int file = style.flipped ? FILE_NB - 1 - col : col;
    const int n = file_number(side, file);
    if (side == RED && style.chinese)
      p.put(std::string(NUMERALS[n]) + " ", Ink::Plain);
    else
      p.put(std::to_string(n) + "  ", Ink::Plain);
  }
  p.put(side == RED ? "  red" : "  black", Ink::Plain);
  p.end_line();
}

}  // namespace

std::string render_board(const Position& pos, Move last, const BoardStyle& style) {
  Painter p(style.colour);
  const Square from = last ? last.from_sq() : SQ_NONE;
  const Square to = last ? last.to_sq() : SQ_NONE;
  const Color top = style.flipped ? RED : BLACK;
  file_labels(p, style, top);
  for (int row = 0; row < RANK_NB; ++row) {
    const int rank = style.flipped ? row : RANK_NB - 1 - row;
    p.put(std::to_string(rank) + "  ", Ink::Plain);
    for (int col = 0; col < FILE_NB; ++col) {
      const Square s = make_square(style.flipped ? FILE_NB - 1 - col : col, rank);
      const Piece pc = pos.piece_on(s);
      const bool last_col = col == FILE_NB - 1;
      // Each point is three columns wide: the point (a piece, two columns for a character) and
      // the line to the next one.
      if (pc == NO_PIECE) {
        const bool origin = s == from;
        p.put(origin && !style.colour ? "*" : "+", Ink::Grid, origin && style.colour);
        if (!last_col) p.put("--", Ink::Grid);
        continue;
      }
      const Ink ink = color_of(pc) == RED ? Ink::RedPiece : Ink::BlackPiece;
      const bool moved = s == to;
      p.put(style.chinese ? CHINESE[pc] : LETTERS.substr(pc, 1), ink, moved && style.colour);
      const std::string_view link = style.chinese ? "-" : "--";
      if (moved && !style.colour)
        p.put(last_col || style.chinese ? "*" : "*-", Ink::Grid);  // the link, its start marked
      else if (!last_col)
        p.put(link, Ink::Grid);
    }
    p.end_line();
    if (row == RANK_NB - 1) break;
    p.put("   ", Ink::Plain);
    if (row == 4) {  // the river
      p.put("|", Ink::Grid);
      p.put(style.chinese ? "   楚 河         漢 界   " : "         river         ", Ink::Grid);
      p.put("|", Ink::Grid);
      p.end_line();
      continue;
    }
    // The palaces' diagonals cross at their centres (rows 1 and 8).
    const bool down = row == 0 || row == 7;  // from the palace's top corners to its centre
    const bool palace = row <= 1 || row >= 7;
    for (int col = 0; col < FILE_NB; ++col) {
      p.put("|", Ink::Grid);
      if (col == FILE_NB - 1) break;
      if (palace && col == 3)
        p.put(down ? "\\ " : " /", Ink::Grid);
      else if (palace && col == 4)
        p.put(down ? " /" : "\\ ", Ink::Grid);
      else
        p.put("  ", Ink::Grid);
    }
    p.end_line();
  }
  file_labels(p, style, ~top);
  p.put("   ", Ink::Plain);
  for (int col = 0; col < FILE_NB; ++col) {
    const int file = style.flipped ? FILE_NB - 1 - col : col;
    p.put(std::string(1, char('a' + file)) + (col == FILE_NB - 1 ? "" : "  "), Ink::Plain);
  }
  p.end_line();
  return p.take();
}

}  // namespace gameai::cli

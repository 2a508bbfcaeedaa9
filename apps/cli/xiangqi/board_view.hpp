#pragma once
// The xiangqi board drawn for a terminal, as Chinese boards print it.
//
// Pieces stand on the points of a grid of lines; the river runs between the fifth and sixth
// ranks and each palace shows its diagonals. Pieces are Chinese characters (red 帥仕相傌俥炮兵,
// black 將士象馬車砲卒) or letters (red upper case, black lower case: K A B N R C P). Each side's
// file numbers run along its own edge: Red's 九..一 (9..1 with letters) from left to right
// under Red's pieces, Black's 1..9 above Black's; the ranks (0-9) and files (a-i) of ICCS
// coordinates are written on the left and below. The board is drawn from Red's side, or from
// Black's when flipped. The last move's origin and destination are marked: in colour by
// reverse video, in plain text by a `*` on the emptied point and after the piece that moved.
//
// With colour, red pieces are bold red and black pieces bold in the terminal's own text colour
// (so they show on dark and light backgrounds alike), and the lines are grey.

#include <string>

#include "xiangqi/position.hpp"

namespace gameai::cli {

struct BoardStyle {
  bool chinese = true;   // Chinese characters, else letters
  bool colour = false;   // ANSI colours
  bool flipped = false;  // Black's side at the bottom
};

// The board of `pos` as text lines (each ending in '\n'); `last` (Move::none() for none) is
// marked.
std::string render_board(const xiangqi::Position& pos, xiangqi::Move last, const BoardStyle& style);

}  // namespace gameai::cli

#pragma once
// Human move notations, for display and for typing moves: WXF (`C2=5`, `H8+7`, `R+=4`) and
// Chinese (`炮二平五`, `马8进7`, `前车进一`), both printed and parsed, in UTF-8.
//
// Both describe a move relative to the mover: files are numbered 1-9 from the mover's right
// (Red's file 1 is file i, Black's file 1 is file a), then the direction (forward `+` 进,
// backward `-` 退, sideways `=` 平) and a number: the destination file for sideways moves and
// for the diagonal movers (advisor, elephant, horse), otherwise the number of ranks moved.
// Two like pieces on one file are told apart as front `+` 前 and rear `-` 后 instead of the file
// number; tandem soldiers follow the WXF rules (P+, P3, P-, ++, -- and, with tandems on two files,
// the file digit in place of the letter). Red's numbers are written with Chinese numerals in
// Chinese notation and Black's with digits, as is customary.

#include <string>
#include <string_view>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {

// Everything both notations say about a move, independent of how it is written.
struct MoveDescription {
  PieceType type;
  Color color;
  int file_number;  // 1-9 from the mover's right
  int tandem;       // like pieces on the origin file (1 = no tandem)
  int from_front;   // 0 for the most advanced of them
  bool pawn_files;  // soldiers stand in tandem on two files (WXF special case IV)
  char direction;   // '+', '-' or '='
  int number;       // destination file number or ranks moved
};

// The description of legal move m of pos.
MoveDescription describe_move(const Position& pos, Move m);

// Printing needs the position before the move; m must be legal there.
std::string to_wxf(const Position& pos, Move m);
std::string to_chinese(const Position& pos, Move m);

// The legal move the text denotes, or Move::none(); see notation_parse.hpp for what is accepted.
// Both read either notation: they differ only in name.
Move parse_wxf(const Position& pos, std::string_view text);
Move parse_chinese(const Position& pos, std::string_view text);

// A legal move written in any notation this library knows (ICCS `h2e2`, WXF, Chinese), or
// Move::none(): what a person may type at a prompt.
Move parse_any_notation(const Position& pos, std::string_view text);

}  // namespace gameai::xiangqi

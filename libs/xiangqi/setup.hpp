#pragma once
// A position as someone sets it up (a board editor, a FEN typed in): the pieces on their squares,
// the side to move and the two counters of a FEN, with nothing yet decided about its legality.
//
// parse_fen reads FEN text into a Setup checking only its form (ten ranks of nine files, known
// piece letters, the tail fields); check_setup then lists every rule the setup breaks, one issue
// per piece or square at fault, so an editor can show them all at once. Position::set is the two
// together and refuses a FEN with the first issue's text. The rules checked:
//
//  - piece counts: exactly one general per side, at most 2 advisors, 2 elephants, 2 horses,
//    2 chariots, 2 cannons and 5 soldiers;
//  - squares: a general inside its palace, an advisor on one of its palace's five points, an
//    elephant on one of its seven points on its own side of the river, a soldier never behind its
//    start rank and, on its own side of the river, only on the five soldier files (a soldier
//    cannot step sideways before it crosses);
//  - the generals do not face each other on an open file;
//  - the side not to move is not in check (its opponent could take the general).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

struct Setup {
  std::array<Piece, SQUARE_NB> board{};  // index = rank * 9 + file, as Square
  Color side_to_move = RED;
  int rule60 = 0;       // plies since the last capture
  int move_number = 1;  // the FEN's full-move number
};

// The standard start position as a Setup.
Setup start_setup();

// Reads FEN (the forms Position::set accepts) into *setup without judging the position. On a
// malformed FEN returns false, leaves *setup unchanged and says in *error (if given) what is wrong.
bool parse_fen(std::string_view fen, Setup* setup, std::string* error = nullptr);
// The FEN of a setup, legal or not, in the form Position::fen writes.
std::string write_fen(const Setup& setup);

enum class SetupProblem : std::uint8_t {
  TooManyPieces,         // piece: the kind; count: how many; limit: the most allowed
  NoGeneral,             // piece: the missing general
  GeneralOutsidePalace,  // piece, square
  AdvisorOffPoint,       // piece, square: not on one of the palace's five points
  ElephantOffPoint,      // piece, square: not on one of its seven points
  SoldierBehindStart,    // piece, square: on a rank behind its start rank
  SoldierOffFile,        // piece, square: on its own side, off the five soldier files
  GeneralsFacing,        // square: red general, other: black general
  NotToMoveInCheck,      // piece, square: the checking piece; other: the general in check
};

struct SetupIssue {
  SetupProblem problem = SetupProblem::TooManyPieces;
  Piece piece = NO_PIECE;
  Square square = SQ_NONE;
  Square other = SQ_NONE;
  int count = 0;
  int limit = 0;
  std::string text;  // one English sentence naming the piece and square, e.g.
                     // "The red elephant on e0 is not on one of its seven points."
};

// Every rule the setup breaks, in the order of the list above (counts, squares, facing generals,
// check); empty for a legal position.
std::vector<SetupIssue> check_setup(const Setup& setup);

// "red chariot", "black general", ...; and a square's ICCS name, "e0".
std::string piece_name(Piece pc);
std::string square_name(Square s);

}  // namespace gameai::xiangqi

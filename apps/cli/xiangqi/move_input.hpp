#pragma once
// A move as a person types it at the `xiangqi play` prompt, in any notation the project reads:
// Chinese (炮二平五, full-width or traditional characters too), WXF (C2=5, C2.5, Ｃ２＝５), ICCS
// (h2e2, H2-E2, ranks 0-9, as XBoard itself sends them) and coordinates with ranks 1-10 (h3e3,
// as Fairy-Stockfish writes them: the `xboard` notation of game files).
//
// Coordinates that are legal in both ICCS and XBoard readings are taken in the one the player
// used last (ICCS unless that was XBoard). A text that is a move in some notation but not a legal
// one here is told apart from text that is no move at all, and says why when that is cheap to
// tell: no piece there, not your piece, the piece does not move so, or the general would be left
// in check.

#include <string>
#include <string_view>

#include "xiangqi/notation_parse.hpp"
#include "xiangqi/position.hpp"

namespace gameai::cli {

struct TypedMove {
  xiangqi::Move move = xiangqi::Move::none();               // the legal move, or none
  xiangqi::Notation notation = xiangqi::Notation::Chinese;  // how the text was written
  bool is_move_text = false;  // the text spells a move (legal or not) in some notation
  std::string error;          // why there is no move, when there is none
};

TypedMove read_typed_move(const xiangqi::Position& pos, std::string_view text,
                          xiangqi::Notation last_used);

// The formats a player may type, one line, for error messages and help.
std::string move_formats(bool chinese);

}  // namespace gameai::cli

#pragma once
// What the xiangqi view asks of a game beyond what xiangqi::Game answers itself: whose piece is
// on a square and where it may go, the moves written in the notation the player chose, and the
// picture of the board after any ply. The game itself (start, moves, undo/redo cursor, result) is
// the library's xiangqi::Game, which the view holds; these functions only read it (playMove
// plays through it). No widgets and no Qt types, so they are tested on their own.

#include <string>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi_snapshot.hpp"

namespace gameai::gui {

enum class XiangqiNotation { Chinese, Wxf, Iccs };

// Whether `square` (any int) holds a piece of the side to move.
bool isOwnPiece(const xiangqi::Game& game, int square);
// Whether `square` (any int) holds a piece of the side not to move.
bool isOpponentPiece(const xiangqi::Game& game, int square);
// The legal destinations of the piece on `square`; empty unless it is the mover's.
std::vector<int> targetsFrom(const xiangqi::Game& game, int square);
// Plays from -> to (any ints) if that is a legal move; false otherwise, changing nothing.
bool playMove(xiangqi::Game& game, int from, int to);

// Every move up to the cursor in one notation: 炮二平五, C2=5 or h2e2 (UTF-8).
std::vector<std::string> moveTexts(const xiangqi::Game& game, XiangqiNotation notation);
// A line of ICCS moves from the current position (an engine's principal variation) in one
// notation; it stops at the first move that is not legal there.
std::vector<std::string> lineTexts(const xiangqi::Game& game, const std::vector<std::string>& iccs,
                                   XiangqiNotation notation);

// How a move list labels ply `index` (from 0) of `game`, moves counted as players count them
// (records::xiangqi_move_prefix): "1. " before Red's moves, "1... " before the first move of a
// game Black opens, "" before Black's other moves.
std::string moveListLabel(const xiangqi::Game& game, int index);

// The board after the first `ply` moves (default: at the cursor), with the last move of that
// prefix marked and a checked general flagged.
XiangqiSnapshot snapshot(const xiangqi::Game& game, int ply = -1);

}  // namespace gameai::gui

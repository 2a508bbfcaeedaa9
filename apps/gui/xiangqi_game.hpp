#pragma once
// What the xiangqi view asks of a game beyond what xiangqi::Game answers itself: whose piece is
// on a square and where it may go, the moves written in the notation the player chose, and the
// picture of the board after any ply. The game itself (start, moves, undo/redo cursor, result) is
// the library's xiangqi::Game, which the view holds; these functions only read it (playMove
// plays through it). No widgets and no Qt types, so they are tested on their own.

#include <string>
#include <vector>

#include "game_files/xiangqi_tree.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi_snapshot.hpp"

namespace gameai::gui {

enum class XiangqiNotation { Chinese, Wxf, Iccs };
xiangqi::Notation toNotation(XiangqiNotation notation);

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
// (game_files::xiangqi_move_prefix): "1. " before Red's moves, "1... " before the first move of a
// game Black opens, "" before Black's other moves.
std::string moveListLabel(const xiangqi::Game& game, int index);

// The board after the first `ply` moves (default: at the cursor), with the last move of that
// prefix marked and a checked general flagged.
XiangqiSnapshot snapshot(const xiangqi::Game& game, int ply = -1);

// The game as a tree. The page keeps the game's move tree (game_files::XiangqiTree: the main line,
// the variations, the comments) beside the xiangqi::Game, which holds the one line shown: every
// move of the game (those undone included) is a move of the tree, so the game's cursor is always
// at a node. A move played from a past position adds a variation; going to another node replays
// the game along the line through it (XiangqiTree::replay).

// The node at the game's cursor; NONE when the game's moves are not a line of the tree.
game_files::XiangqiNodeId cursorNode(const game_files::XiangqiTree& tree,
                                     const xiangqi::Game& game);
// Where a variation that holds `node` starts: the nearest node on the way back to the start
// (the node itself included) that is not its parent's main continuation. NONE on the main line.
game_files::XiangqiNodeId variationStart(const game_files::XiangqiTree& tree,
                                         game_files::XiangqiNodeId node);
// The tree as the game played stands: the line to `node` made the main line and ending there
// (the moves after it dropped), every variation before it and every comment kept. What the
// records store keeps of a game played here.
game_files::XiangqiTree playedTree(const game_files::XiangqiTree& tree,
                                   game_files::XiangqiNodeId node);

}  // namespace gameai::gui

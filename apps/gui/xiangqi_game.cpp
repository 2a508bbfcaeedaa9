#include "xiangqi_game.hpp"

#include <deque>

#include "game_files/game_record.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"

namespace gameai::gui {

using namespace gameai::xiangqi;

namespace {

// A legal move of `pos` in the chosen notation.
std::string formatMove(const Position& pos, Move m, XiangqiNotation notation) {
  return format_move(pos, m, toNotation(notation));
}

// A scratch copy of the game's start position, for walking its moves without moving its cursor.
struct Replay {
  Position pos;
  std::deque<StateInfo> states{1};
  explicit Replay(const Game& game) { pos.set(game.start_fen(), &states.back()); }
  void play(Move m) {
    states.emplace_back();
    pos.do_move(m, states.back());
  }
};

}  // namespace

Notation toNotation(XiangqiNotation notation) {
  switch (notation) {
    case XiangqiNotation::Chinese:
      return Notation::Chinese;
    case XiangqiNotation::Wxf:
      return Notation::Wxf;
    case XiangqiNotation::Iccs:
      break;
  }
  return Notation::Iccs;
}

bool isOwnPiece(const Game& game, int square) {
  if (square < 0 || square >= SQUARE_NB) return false;
  const Piece p = game.position().piece_on(square);
  return p != NO_PIECE && color_of(p) == game.side_to_move();
}

bool isOpponentPiece(const Game& game, int square) {
  if (square < 0 || square >= SQUARE_NB) return false;
  const Piece p = game.position().piece_on(square);
  return p != NO_PIECE && color_of(p) != game.side_to_move();
}

std::vector<int> targetsFrom(const Game& game, int square) {
  std::vector<int> targets;
  if (!isOwnPiece(game, square)) return targets;
  for (const ExtMove& m : MoveList<LEGAL>(game.position()))
    if (m.move.from_sq() == square) targets.push_back(m.move.to_sq());
  return targets;
}

bool playMove(Game& game, int from, int to) {
  if (from < 0 || to < 0 || from >= SQUARE_NB || to >= SQUARE_NB) return false;
  return game.play(Move(from, to));
}

std::vector<std::string> moveTexts(const Game& game, XiangqiNotation notation) {
  std::vector<std::string> texts;
  texts.reserve(size_t(game.ply()));
  Replay replay(game);
  for (int i = 0; i < game.ply(); ++i) {
    const Move m = game.moves()[size_t(i)];
    texts.push_back(formatMove(replay.pos, m, notation));
    replay.play(m);
  }
  return texts;
}

std::string moveListLabel(const Game& game, int index) {
  const int first = game_files::xiangqi_first_seat(game.start_fen());
  if (index > 0 && game_files::xiangqi_ply_seat(index, first) == 1) return {};
  return game_files::xiangqi_move_prefix(index, first) + ' ';
}

std::vector<std::string> lineTexts(const Game& game, const std::vector<std::string>& iccs,
                                   XiangqiNotation notation) {
  std::vector<std::string> texts;
  Position pos;
  std::deque<StateInfo> states(1);
  pos.copy_from(game.position(), &states.back());
  for (const std::string& text : iccs) {
    const Move m = parse_legal_iccs(pos, text);
    if (!m) break;
    texts.push_back(formatMove(pos, m, notation));
    states.emplace_back();
    pos.do_move(m, states.back());
  }
  return texts;
}

XiangqiSnapshot snapshot(const Game& game, int ply) {
  XiangqiSnapshot s;
  if (ply < 0 || ply > game.ply_count()) ply = game.ply();
  const Position* pos = &game.position();
  Replay replay(game);
  if (ply != game.ply()) {
    for (int i = 0; i < ply; ++i) replay.play(game.moves()[size_t(i)]);
    pos = &replay.pos;
  }
  for (int sq = 0; sq < SQUARE_NB; ++sq) s.pieces[size_t(sq)] = pos->piece_on(sq);
  if (ply > 0) {
    s.lastFrom = game.moves()[size_t(ply - 1)].from_sq();
    s.lastTo = game.moves()[size_t(ply - 1)].to_sq();
  }
  if (pos->in_check()) s.checkedGeneral = pos->king_square(pos->side_to_move());
  return s;
}

using game_files::XiangqiNodeId;
using game_files::XiangqiTree;

XiangqiNodeId cursorNode(const XiangqiTree& tree, const Game& game) {
  XiangqiNodeId at = XiangqiTree::ROOT;
  for (int i = 0; i < game.ply() && at != XiangqiTree::NONE; ++i)
    at = tree.find_child(at, to_iccs(game.moves()[size_t(i)]));
  return at;
}

XiangqiNodeId variationStart(const XiangqiTree& tree, XiangqiNodeId node) {
  for (XiangqiNodeId at = node; at != XiangqiTree::ROOT; at = tree.parent(at))
    if (tree.main_child(tree.parent(at)) != at) return at;
  return XiangqiTree::NONE;
}

XiangqiTree playedTree(const XiangqiTree& tree, XiangqiNodeId node) {
  XiangqiTree played = tree;
  played.make_main_line(node);
  while (!played.children(node).empty()) played.remove(played.children(node).back());
  return played;
}

}  // namespace gameai::gui

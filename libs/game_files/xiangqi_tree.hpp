#pragma once
// A xiangqi game as players annotate it: a tree of moves from the start position, with the main
// line, its variations (nested to any depth) and a comment on every move and on the start
// position. PGN, XQF, the store and the desktop app's move-tree view all keep a game this way.
//
// Node ROOT is the start position: it has no move, and its comment is the one before the first
// move. Every other node is one move, legal in the position its parent reached (the tree checks
// each move as it is added, so a tree never holds an illegal line). A node's children are the
// moves played from its position, in order: the first is the main continuation, the others are
// variations. The main line follows first children from the root; everything that reads a game
// as a list of moves (replay, the dataset, the opening book) reads the main line.
//
// Node ids are indexes, stable for the life of the tree: adding, promoting and commenting keep
// every id, and removing a node retires its id and those of its subtree (never reused), so a view
// may keep the id of the node it shows.
//
//   XiangqiTree tree;                                    // the standard start
//   auto a = tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2"));
//   auto b = tree.add_move(a, XiangqiMove("h9g7"));
//   auto v = tree.add_move(XiangqiTree::ROOT, XiangqiMove("b2e2"));   // a variation of move 1
//   tree.set_comment(v, "also good");
//   tree.make_main_line(v);                              // b2e2 is now the main line
//   tree.replay(b, game);                                // a xiangqi::Game at that position

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game_files/game_record.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
class Game;
}

namespace gameai::game_files {

using XiangqiNodeId = int;

class XiangqiTree {
 public:
  static constexpr XiangqiNodeId ROOT = 0;
  static constexpr XiangqiNodeId NONE = -1;

  // A game from the standard start position, or from `start_fen` ("" = the standard start).
  // Throws RecordsError (invalid) when the FEN is not a legal position.
  XiangqiTree();
  explicit XiangqiTree(std::string_view start_fen);
  // A tree holding `moves` as its main line. Throws RecordsError (invalid) naming the first
  // move that is not legal.
  static XiangqiTree from_moves(std::string_view start_fen, const std::vector<XiangqiMove>& moves);

  XiangqiTree(const XiangqiTree& other);
  XiangqiTree& operator=(const XiangqiTree& other);
  XiangqiTree(XiangqiTree&& other) noexcept;
  XiangqiTree& operator=(XiangqiTree&& other) noexcept;
  ~XiangqiTree();

  // The start position as given ("" = the standard start) and as a normalised FEN.
  const std::string& start_fen() const noexcept { return start_fen_; }
  const std::string& start_position() const noexcept { return normal_fen_; }

  // --- Reading. A node id that is not in the tree throws RecordsError (invalid).
  bool contains(XiangqiNodeId node) const noexcept;
  std::size_t size() const noexcept { return live_; }  // nodes, the root included
  // The node's move (ICCS text, the mover's score, depth and time) and its comment. The root has
  // no move (empty text); its comment is the one before the first move.
  const XiangqiMove& move(XiangqiNodeId node) const;
  const std::string& comment(XiangqiNodeId node) const { return move(node).comment; }
  XiangqiNodeId parent(XiangqiNodeId node) const;                        // NONE for the root
  const std::vector<XiangqiNodeId>& children(XiangqiNodeId node) const;  // main line first
  XiangqiNodeId main_child(XiangqiNodeId node) const;                    // NONE: the line ends
  // Moves from the start to the node (root 0); the node's move is ply depth - 1.
  int depth(XiangqiNodeId node) const;
  // Whether the node lies on the main line (the root does).
  bool on_main_line(XiangqiNodeId node) const;
  // The child of `parent` playing `iccs`, or NONE.
  XiangqiNodeId find_child(XiangqiNodeId parent, std::string_view iccs) const;
  // The main-line node after `plies` moves (0 = the root), or NONE when the main line is shorter.
  XiangqiNodeId main_line_node(std::size_t plies) const;
  // The nodes from the first move to `node` (the root left out), and their moves.
  std::vector<XiangqiNodeId> path(XiangqiNodeId node) const;
  std::vector<XiangqiMove> line(XiangqiNodeId node) const;
  // The main line as a plain list of moves, what every list-reading caller uses.
  std::vector<XiangqiMove> main_line() const;
  std::size_t main_line_length() const;
  // How many variations there are: nodes that are not their parent's first child.
  std::size_t variation_count() const;
  // Every node, each before its children and a node's first child's subtree before the others'.
  std::vector<XiangqiNodeId> preorder() const;
  // The position at the node, as FEN.
  std::string fen(XiangqiNodeId node) const;
  // Calls `visit(node, before)` for every node but the root in preorder, with the position its
  // move is played from (for move texts in any notation).
  void visit(
      const std::function<void(XiangqiNodeId, const xiangqi::Position& before)>& visit) const;
  // Sets `game` to the position at `node`: the line to it played, then the main continuation
  // after it, and taken back to the node, so that Game::redo walks on along the tree's line.
  void replay(XiangqiNodeId node, xiangqi::Game& game) const;

  // --- Editing.
  // Plays `move` (its ICCS text; score, depth, time and comment kept with it) from `parent`'s
  // position. A move that a child already plays goes to that child (the child keeps what it
  // has; an empty comment of its is filled from `move`); another becomes the last child, a new
  // variation (or the main line where there was none). Returns the node. Throws RecordsError
  // (invalid) naming the move as players count it when it is not legal there.
  XiangqiNodeId add_move(XiangqiNodeId parent, const XiangqiMove& move);
  void set_comment(XiangqiNodeId node, std::string comment);
  // The score (centipawns from the mover's view), depth and time of the node's move.
  void set_move_info(XiangqiNodeId node, std::optional<int> score, std::optional<int> depth,
                     std::int64_t time_ms);
  // Moves the node one place up among its parent's children (the second becomes the main line
  // there). Returns false, changing nothing, for a first child or the root.
  bool promote(XiangqiNodeId node);
  // Makes the line to `node` the main line: every node on its path becomes its parent's first
  // child, the others keeping their order.
  void make_main_line(XiangqiNodeId node);
  // Removes the node and everything after it (a variation, or the rest of a line), and returns
  // its parent. The next sibling, if any, becomes the main line where the node was. Throws
  // RecordsError (invalid) for the root.
  XiangqiNodeId remove(XiangqiNodeId node);

  // The same start position and the same moves, in the same order, with the same comments,
  // scores, depths and times (node ids are not compared).
  friend bool operator==(const XiangqiTree& a, const XiangqiTree& b) {
    return first_difference(a, b).empty();
  }
  // Where two trees first differ, in words ("" when they are equal): for tests.
  static std::string first_difference(const XiangqiTree& a, const XiangqiTree& b);

 private:
  struct Node {
    XiangqiMove move;
    xiangqi::Move m;
    XiangqiNodeId parent = NONE;
    int depth = 0;
    bool alive = true;
    std::vector<XiangqiNodeId> children;
  };
  struct Cursor;  // the position at the node last played to, for add_move

  const Node& node(XiangqiNodeId id) const;
  Node& node(XiangqiNodeId id);
  // The cursor set to `id`'s position, reusing what it holds.
  Cursor& cursor_at(XiangqiNodeId id);

  std::string start_fen_;
  std::string normal_fen_;
  int first_seat_ = 0;
  std::vector<Node> nodes_;
  std::size_t live_ = 1;
  std::unique_ptr<Cursor> cursor_;
};

}  // namespace gameai::game_files

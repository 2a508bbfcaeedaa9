#pragma once

#include <deque>
#include <string>
#include <vector>

#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_snapshot.hpp"

namespace gameai::gui {

// The xiangqi game behind the board: a start position, the moves played, and a cursor for undo
// and redo (悔棋). Rules come from libs/xiangqi; this class only keeps the history and answers
// the view's questions (whose piece is this, where can it go, what does the board look like after
// move n). It has no widgets and no Qt, so it is tested on its own.
class XiangqiGame {
 public:
  // Whether the game is over, as libs/xiangqi's rules judge it (no legal move loses, perpetual
  // check or chase loses, repetition, the 60-move rule, no attacking material).
  struct Verdict {
    using Reason = xiangqi::Reason;
    bool over = false;
    int winner = 0;  // +1 Red, -1 Black, 0 a draw (or not over)
    Reason reason = Reason::NONE;
    std::string text;  // the rules' own words, e.g. "black wins: red is checkmated"
  };

  XiangqiGame();

  // Starts over from a FEN. On a malformed FEN nothing changes and *error says why.
  bool reset(const std::string& fen, std::string* error = nullptr);
  void reset();

  const xiangqi::Position& position() const { return m_pos; }
  std::string fen() const { return m_pos.fen(); }
  const std::string& startFen() const { return m_startFen; }
  xiangqi::Color sideToMove() const { return m_pos.side_to_move(); }

  // Moves played up to the cursor, and the redo tail beyond it.
  const std::vector<xiangqi::Move>& moves() const { return m_moves; }
  int ply() const { return m_ply; }
  int plyCount() const { return int(m_moves.size()); }
  xiangqi::Move lastMove() const;

  bool isOwnPiece(int square) const;
  std::vector<int> targetsFrom(int square) const;
  // Plays from -> to if it is legal; the redo tail is dropped. Returns false otherwise.
  bool play(int from, int to);
  bool play(xiangqi::Move move);
  bool canUndo() const { return m_ply > 0; }
  bool canRedo() const { return m_ply < plyCount(); }
  void undo();
  void redo();

  Verdict verdict() const;
  bool over() const { return verdict().over; }
  enum class Notation { Chinese, Wxf, Iccs };
  // The ICCS text of move i (0-based), e.g. "h2e2".
  std::string moveText(int index) const;
  // Every move up to the cursor in one notation: 炮二平五, C2=5 or h2e2 (UTF-8).
  std::vector<std::string> moveTexts(Notation notation) const;
  // A line of ICCS moves from the current position (an engine's principal variation) in one
  // notation; it stops at the first move that is not legal there.
  std::vector<std::string> lineTexts(const std::vector<std::string>& iccs, Notation notation) const;

  // The board after the first `ply` moves (default: the current position), with the last move of
  // that prefix marked and a checked general flagged.
  XiangqiSnapshot snapshot(int ply = -1) const;
  static int pieceCode(xiangqi::Piece piece);

 private:
  void replayTo(int ply);

  std::string m_startFen;
  std::vector<xiangqi::Move> m_moves;
  int m_ply = 0;
  // Judging a repetition replays the cycle and restores the position: logically const.
  mutable xiangqi::Position m_pos;
  std::deque<xiangqi::StateInfo> m_states;  // stable addresses: StateInfo links to its previous
};

}  // namespace gameai::gui

#pragma once
// The board as the player plays on it: a click picks one of the mover's pieces and shows where it
// may go, a second click (or a drag) on one of those points makes the move; the hint and the
// analysis arrows are drawn over the position. The position is the page's game, at its cursor
// or, while the player browses the moves, at an earlier ply. The rules are the game's: the panel
// only asks it which moves are legal, and it plays no move itself.

#include <QString>
#include <QWidget>
#include <functional>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi_snapshot.hpp"

namespace gameai::gui {

class XiangqiBoardWidget;

class XiangqiBoardPanel : public QWidget {
  Q_OBJECT
 public:
  // `game` is the page's game; it outlives the panel.
  explicit XiangqiBoardPanel(const xiangqi::Game& game, QWidget* parent = nullptr);

  // Why the player may not move now ("The computer is to move..."), or "" when they may; asked
  // at each click.
  void setRefusal(std::function<QString()> refusal) { m_refusal = std::move(refusal); }
  // Redraws the position: the game at `viewPly` plies (-1: at its cursor, where the selection,
  // the hint and the arrows are drawn).
  void showPosition(int viewPly = -1);
  int viewPly() const { return m_viewPly; }
  void setHint(int from, int to);
  void clearHint();
  bool hasHint() const { return m_hintFrom >= 0; }
  // Analysis arrows over the current position (drawn only at the cursor).
  void setArrows(std::vector<XiangqiSnapshot::Arrow> arrows);
  // Drops the picked piece (the position changed under it).
  void clearSelection();
  void animateMove(int from, int to, int animationMs = 160);
  void setFlipped(bool flipped);
  bool flipped() const;
  XiangqiBoardWidget* widget() const { return m_board; }

 Q_SIGNALS:
  // The player made the legal move from -> to.
  void moveChosen(int from, int to);
  // A click while an earlier position is shown: the player wants the game back.
  void returnRequested();
  // Something to tell the player about a click ("That piece cannot move there.").
  void message(const QString& text);

 private:
  void onSquareClicked(int sq);

  const xiangqi::Game& m_game;
  XiangqiBoardWidget* m_board = nullptr;
  std::function<QString()> m_refusal;
  int m_viewPly = -1;
  int m_selected = -1;
  int m_hintFrom = -1, m_hintTo = -1;
  std::vector<XiangqiSnapshot::Arrow> m_arrows;
};

}  // namespace gameai::gui

#pragma once
// The game column of the xiangqi page: the commands (New, Undo 悔棋, Redo, Hint, Flip), the two
// clocks, the status line, and the moves as a tree (XiangqiMoveTree: the main line and its
// variations, one ply a row in the chosen notation). The panel shows the game it is given and
// says what the player asked for.

#include <QWidget>

#include "game_files/xiangqi_tree.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi_game.hpp"

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace gameai::gui {

class XiangqiClock;
class XiangqiMoveTree;

class XiangqiGamePanel : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiGamePanel(QWidget* parent = nullptr);

  // Shows the moves of `tree` with `current`, the node at the game's cursor, selected.
  void showMoves(const game_files::XiangqiTree& tree, game_files::XiangqiNodeId current);
  // The rows of the line from the first move to the position shown ("1. 炮二平五", "马8进7", ...).
  QStringList moveRows() const;
  XiangqiMoveTree* moveTree() const { return m_moveTree; }
  XiangqiNotation notation() const;
  void setNotation(XiangqiNotation notation);
  void setStatus(const QString& text);
  void setUndoRedo(bool canUndo, bool canRedo);
  // Shows both clocks (hidden without a time control), the running one highlighted.
  void showClocks(const XiangqiClock& clock);

 Q_SIGNALS:
  void newGameRequested();
  void undoRequested();
  void redoRequested();
  void hintRequested();
  void flipRequested();
  void notationChanged();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();

  QPushButton* m_newButton = nullptr;
  QPushButton* m_undoButton = nullptr;
  QPushButton* m_redoButton = nullptr;
  QPushButton* m_hintButton = nullptr;
  QPushButton* m_flipButton = nullptr;
  QLabel* m_redClock = nullptr;
  QLabel* m_blackClock = nullptr;
  QLabel* m_status = nullptr;
  QGroupBox* m_movesBox = nullptr;
  QComboBox* m_notationBox = nullptr;
  XiangqiMoveTree* m_moveTree = nullptr;
  const XiangqiClock* m_clock = nullptr;  // the clock last shown, to show it in another language
};

}  // namespace gameai::gui

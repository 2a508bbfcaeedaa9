#pragma once
// The game column of the xiangqi page: the commands (New, Undo 悔棋, Redo, Hint, Flip), the two
// clocks, the status line, and the moves, one ply a row in the chosen notation. Clicking a move
// shows the board after it (browsing); the page returns to the game on a click on the board or
// on the last move. The panel shows the game it is given and says what the player asked for.

#include <QWidget>

#include "xiangqi/game.hpp"
#include "xiangqi_game.hpp"

class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gameai::gui {

class XiangqiClock;

class XiangqiGamePanel : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiGamePanel(QWidget* parent = nullptr);

  // Lists the moves of `game` up to its cursor and selects the last one (browsing ends).
  void showMoves(const xiangqi::Game& game);
  // Selects the row of ply `ply` (1..), or the last row for -1, without saying so.
  void selectPly(int ply);
  // The rows of the move list as shown ("1. 炮二平五", "马8进7", ...).
  QStringList moveRows() const;
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
  // The player clicked a move: show the position after `ply` plies.
  void plyChosen(int ply);

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
  QListWidget* m_moveList = nullptr;
  const XiangqiClock* m_clock = nullptr;  // the clock last shown, to show it in another language
};

}  // namespace gameai::gui

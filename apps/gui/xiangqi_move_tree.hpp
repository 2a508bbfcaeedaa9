#pragma once
// The moves of the xiangqi game as a tree, the way XQStudio and ChessBase show a game: the main
// line one move a row, and under a move the variations that are alternatives to it, each a line
// of its own with its variations nested under its moves, to any depth. The first row is the
// start position (with the comment before the first move). A comment shows after its move. The
// row of the position on the board is selected and the line that leads to it is bold.
//
// Choosing a row (a click, the arrow keys) asks for that position; the buttons under the tree
// act on the selected move: promote its variation one place, make its line the main line,
// delete its variation (on the main line: the move and all after it), comment on it. The widget
// only shows the tree it is given and says what the player asked for.

#include <QWidget>

#include "game_files/xiangqi_tree.hpp"
#include "xiangqi_game.hpp"

class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gameai::gui {

class XiangqiMoveTree : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiMoveTree(QWidget* parent = nullptr);

  // Shows `tree` with its moves in `notation`, `current` selected and its line in bold.
  void showTree(const game_files::XiangqiTree& tree, game_files::XiangqiNodeId current,
                XiangqiNotation notation);
  // Every row as shown, in order, each indented by two spaces a level of nesting
  // ("1. 炮二平五", "  1. 兵七进一 {...}", ...): the tree as the player reads it.
  QStringList rows() const;
  // The rows of the moves from the first to the selected one, unindented: the line shown.
  QStringList lineRows() const;
  // The row of `node`; nullptr when it is not shown.
  QTreeWidgetItem* item(game_files::XiangqiNodeId node) const;
  game_files::XiangqiNodeId selectedNode() const { return m_current; }

 Q_SIGNALS:
  void nodeChosen(game_files::XiangqiNodeId node);
  void promoteRequested(game_files::XiangqiNodeId node);
  void mainLineRequested(game_files::XiangqiNodeId node);
  void deleteRequested(game_files::XiangqiNodeId node);
  void commentRequested(game_files::XiangqiNodeId node);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void updateButtons();
  // Adds the line that starts at `first` under `parent` (the tree's top level for nullptr).
  void addLine(QTreeWidgetItem* parent, game_files::XiangqiNodeId first,
               const std::vector<std::string>& texts);
  QTreeWidgetItem* addRow(QTreeWidgetItem* parent, game_files::XiangqiNodeId node,
                          const QString& text);

  QTreeWidget* m_view = nullptr;
  QPushButton* m_promoteButton = nullptr;
  QPushButton* m_mainLineButton = nullptr;
  QPushButton* m_deleteButton = nullptr;
  QPushButton* m_commentButton = nullptr;
  std::vector<QTreeWidgetItem*> m_items;  // by node id; nullptr for ids not in the tree
  game_files::XiangqiTree m_shown;        // the tree last shown
  game_files::XiangqiNodeId m_current = game_files::XiangqiTree::ROOT;
};

}  // namespace gameai::gui

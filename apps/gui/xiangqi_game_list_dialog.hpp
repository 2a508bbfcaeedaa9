#pragma once
// The list of a game file's games, for choosing one to open, as xiangqi programs show a
// collection: one row a game with its players, event, date, result and moves, filtered as the
// player types (every column is searched, case aside) and sorted by a click on a column's
// header. A double click, Enter or Open opens the game under the cursor.
//
// XiangqiGameListModel is the table (one row per game, in the file's order); the dialog shows it
// through a QSortFilterProxyModel. A game that cannot be read is listed too, its moves cell
// saying why, so that the player sees what the file holds.

#include <QAbstractTableModel>
#include <QDialog>
#include <QString>
#include <vector>

#include "game_files/xiangqi_pgn.hpp"

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace gameai::gui {

class XiangqiGameListModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Number, Red, Black, Event, Date, Result, Moves, COLUMNS };

  explicit XiangqiGameListModel(const std::vector<game_files::PgnGame>& games,
                                QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  // DisplayRole: the cell's text; Qt::UserRole: what it sorts by (numbers for the game's number
  // and its moves, the text otherwise); ToolTipRole: the error of a game that cannot be read.
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 private:
  struct Row {
    QString red, black, event, date, result, error;
    int moves = 0;
  };
  std::vector<Row> m_rows;
};

class XiangqiGameListDialog : public QDialog {
  Q_OBJECT
 public:
  // The games of the file `fileName` (for the title), its games read as readXiangqiGameFile
  // gives them.
  XiangqiGameListDialog(const QString& fileName, const std::vector<game_files::PgnGame>& games,
                        QWidget* parent = nullptr);

  // The game chosen, its index in the file (from 0); -1 when none is selected.
  int chosenGame() const;
  // The list as shown: filtered and sorted.
  const QSortFilterProxyModel* shownGames() const { return m_proxy; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void filterChanged(const QString& text);
  void updateCount();

  XiangqiGameListModel* m_model;
  QSortFilterProxyModel* m_proxy;
  QLineEdit* m_search;
  QTableView* m_table;
  QLabel* m_count;
};

}  // namespace gameai::gui

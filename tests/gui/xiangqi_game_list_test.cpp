// The game list of a file of many games: every game a row with its players, event, date, result
// and moves; typing filters it, a click on a header sorts it, and Enter or a double click opens
// the game under the cursor (the dialog answers with the game's index in the file).

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QtTest>
#include <algorithm>
#include <vector>

#include "game_files/game_record.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_game_list_dialog.hpp"

using gameai::gui::XiangqiGameListDialog;
using gameai::gui::XiangqiGameListModel;

namespace {

std::vector<gameai::game_files::PgnGame> masterGames() {
  QString error;
  return gameai::gui::readXiangqiGameFile(QStringLiteral(GAMEAI_MASTER_GAMES), &error);
}

// The column `column` of every row shown, from the top.
QStringList shownColumn(const XiangqiGameListDialog& dialog, int column) {
  const QSortFilterProxyModel* shown = dialog.shownGames();
  QStringList cells;
  for (int row = 0; row < shown->rowCount(); ++row)
    cells << shown->index(row, column).data().toString();
  return cells;
}

void clickHeader(QTableView* table, int column) {
  QHeaderView* header = table->horizontalHeader();
  const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                  header->height() / 2);
  QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
}

}  // namespace

class XiangqiGameListTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void listsEveryGameWithItsDetails();
  void typingFilters();
  void headersSort();
  void enterAndDoubleClickOpen();
  void unreadableGameIsListed();
};

void XiangqiGameListTest::listsEveryGameWithItsDetails() {
  const auto games = masterGames();
  QVERIFY(games.size() >= 30);
  XiangqiGameListDialog dialog(QStringLiteral("master-games-iccs.pgn"), games);
  const QSortFilterProxyModel* shown = dialog.shownGames();
  QCOMPARE(shown->rowCount(), int(games.size()));
  QCOMPARE(shown->columnCount(), int(XiangqiGameListModel::COLUMNS));
  QCOMPARE(shown->headerData(XiangqiGameListModel::Red, Qt::Horizontal).toString(),
           QStringLiteral("Red"));
  QCOMPARE(shown->headerData(XiangqiGameListModel::Moves, Qt::Horizontal).toString(),
           QStringLiteral("Moves"));
  // Row by row, the file's order: the Red and Black tags, the event, the moves as players count.
  for (int row = 0; row < shown->rowCount(); ++row) {
    const auto& game = games[std::size_t(row)];
    QCOMPARE(shown->index(row, XiangqiGameListModel::Number).data().toString(),
             QString::number(row + 1));
    QCOMPARE(shown->index(row, XiangqiGameListModel::Red).data().toString(),
             QString::fromStdString(game.tag("Red")));
    QCOMPARE(shown->index(row, XiangqiGameListModel::Black).data().toString(),
             QString::fromStdString(game.tag("Black")));
    QCOMPARE(shown->index(row, XiangqiGameListModel::Event).data().toString(),
             QString::fromStdString(game.tag("Event")));
    QCOMPARE(shown->index(row, XiangqiGameListModel::Moves).data().toInt(),
             int((game.moves.size() + 1) / 2));
  }
  // The first game is selected: Open opens it.
  QCOMPARE(dialog.chosenGame(), 0);
}

void XiangqiGameListTest::typingFilters() {
  const auto games = masterGames();
  XiangqiGameListDialog dialog(QStringLiteral("master-games-iccs.pgn"), games);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  auto* search = dialog.findChild<QLineEdit*>(QStringLiteral("gameSearch"));
  QVERIFY(search);
  // What the filter should keep, found here from the tags themselves: every word in a player,
  // the event or the date, case aside.
  const auto expected = [&games](const QStringList& words) {
    QStringList numbers;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const auto& game = games[i];
      const QString text =
          QString::fromStdString(game.tag("Red") + "\n" + game.tag("Black") + "\n" +
                                 game.tag("Event") + "\n" + game.tag("Date"));
      bool all = true;
      for (const QString& word : words) all = all && text.contains(word, Qt::CaseInsensitive);
      if (all) numbers << QString::number(i + 1);
    }
    return numbers;
  };
  QTest::keyClicks(search, QStringLiteral("RAM"));
  const QStringList ram = expected({QStringLiteral("ram")});
  QVERIFY(!ram.isEmpty());
  QVERIFY(ram.size() < int(games.size()));
  QCOMPARE(shownColumn(dialog, XiangqiGameListModel::Number), ram);
  // Two words: both must be found, in any column.
  QTest::keyClicks(search, QStringLiteral(" 1997"));
  QCOMPARE(shownColumn(dialog, XiangqiGameListModel::Number),
           expected({QStringLiteral("ram"), QStringLiteral("1997")}));
  QVERIFY(dialog.shownGames()->rowCount() < ram.size());
  // The first game shown is the one Open takes.
  const int first = dialog.shownGames()->mapToSource(dialog.shownGames()->index(0, 0)).row();
  QCOMPARE(dialog.chosenGame(), first);
  // Nothing found: nothing to open.
  search->setText(QStringLiteral("no such player"));
  QCOMPARE(dialog.shownGames()->rowCount(), 0);
  QCOMPARE(dialog.chosenGame(), -1);
  search->clear();
  QCOMPARE(dialog.shownGames()->rowCount(), int(games.size()));
}

void XiangqiGameListTest::headersSort() {
  const auto games = masterGames();
  XiangqiGameListDialog dialog(QStringLiteral("master-games-iccs.pgn"), games);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  auto* table = dialog.findChild<QTableView*>(QStringLiteral("gameTable"));
  QVERIFY(table);
  // Moves sort as numbers (9 before 10), shortest game first, then longest first.
  clickHeader(table, XiangqiGameListModel::Moves);
  std::vector<int> moves;
  for (const QString& cell : shownColumn(dialog, XiangqiGameListModel::Moves))
    moves.push_back(cell.toInt());
  QCOMPARE(int(moves.size()), int(games.size()));
  QVERIFY(std::is_sorted(moves.begin(), moves.end()));
  QVERIFY(moves.front() < moves.back());
  clickHeader(table, XiangqiGameListModel::Moves);
  std::vector<int> longestFirst;
  for (const QString& cell : shownColumn(dialog, XiangqiGameListModel::Moves))
    longestFirst.push_back(cell.toInt());
  QVERIFY(std::is_sorted(longestFirst.rbegin(), longestFirst.rend()));
  // Black's players alphabetically, case aside; the filter keeps the order.
  clickHeader(table, XiangqiGameListModel::Black);
  QStringList black = shownColumn(dialog, XiangqiGameListModel::Black);
  QStringList sorted = black;
  std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
    return QString::compare(a, b, Qt::CaseInsensitive) < 0;
  });
  QCOMPARE(black, sorted);
  dialog.findChild<QLineEdit*>(QStringLiteral("gameSearch"))->setText(QStringLiteral("hu"));
  black = shownColumn(dialog, XiangqiGameListModel::Black);
  QVERIFY(black.size() > 1);
  sorted = black;
  std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
    return QString::compare(a, b, Qt::CaseInsensitive) < 0;
  });
  QCOMPARE(black, sorted);
}

void XiangqiGameListTest::enterAndDoubleClickOpen() {
  const auto games = masterGames();
  {
    // Typed, then Down to the second game shown, then Enter: that game's index in the file.
    XiangqiGameListDialog dialog(QStringLiteral("master-games-iccs.pgn"), games);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* search = dialog.findChild<QLineEdit*>(QStringLiteral("gameSearch"));
    QTest::keyClicks(search, QStringLiteral("hu"));
    QVERIFY(dialog.shownGames()->rowCount() > 1);
    const int second = dialog.shownGames()->mapToSource(dialog.shownGames()->index(1, 0)).row();
    QTest::keyClick(search, Qt::Key_Down);
    QTest::keyClick(search, Qt::Key_Return);
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenGame(), second);
  }
  {
    // A double click on the last row opens the last game of the file.
    XiangqiGameListDialog dialog(QStringLiteral("master-games-iccs.pgn"), games);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* table = dialog.findChild<QTableView*>(QStringLiteral("gameTable"));
    const int last = int(games.size()) - 1;
    table->scrollToBottom();
    const QRect cell = table->visualRect(dialog.shownGames()->index(last, 1));
    QVERIFY(cell.isValid());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenGame(), last);
  }
}

void XiangqiGameListTest::unreadableGameIsListed() {
  QString error;
  const auto games = gameai::gui::readXiangqiGameFile(
      QStringLiteral(GAMEAI_TEST_DATA "/one-bad-game.pgn"), &error);
  QCOMPARE(int(games.size()), 3);
  XiangqiGameListDialog dialog(QStringLiteral("one-bad-game.pgn"), games);
  const QModelIndex moves = dialog.shownGames()->index(1, XiangqiGameListModel::Moves);
  QCOMPARE(moves.data().toString(), QStringLiteral("cannot be read"));
  QVERIFY2(moves.data(Qt::ToolTipRole).toString().contains(QStringLiteral("a10a5")),
           qPrintable(moves.data(Qt::ToolTipRole).toString()));
  QCOMPARE(dialog.shownGames()->index(2, XiangqiGameListModel::Moves).data().toInt(), 4);
}

QTEST_MAIN(XiangqiGameListTest)
#include "xiangqi_game_list_test.moc"

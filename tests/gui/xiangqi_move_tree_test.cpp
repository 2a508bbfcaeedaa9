// The xiangqi page's move tree: a move played from a past position makes a variation instead of
// cutting the game; choosing any row goes to its position; variations are promoted, made the
// main line and deleted; moves and the start are commented; and the tree is kept by the records
// store, read from a PGN file with variations and written back to one.
#include <QInputDialog>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "board_clicks.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_files.hpp"
#include "xiangqi_game.hpp"
#include "xiangqi_move_tree.hpp"
#include "xiangqi_view.hpp"

using gameai::game_files::XiangqiNodeId;
using gameai::game_files::XiangqiTree;
using gameai::gui::XiangqiMoveTree;
using gameai::gui::XiangqiView;
using gameai::gui::testing::clickSquare;
namespace records = gameai::records;
namespace game_files = gameai::game_files;

namespace {

QString data(const char* name) {
  return QStringLiteral(GAMEAI_TEST_DATA "/") + QLatin1String(name);
}

void move(XiangqiView& view, const char* from, const char* to) {
  clickSquare(view, from);
  clickSquare(view, to);
}

// The game's moves up to its cursor, in ICCS.
QStringList line(const XiangqiView& view) {
  QStringList moves;
  for (int i = 0; i < view.game().ply(); ++i)
    moves << QString::fromStdString(gameai::xiangqi::to_iccs(view.game().moves()[std::size_t(i)]));
  return moves;
}

QStringList mainLine(const XiangqiTree& tree) {
  QStringList moves;
  for (const auto& m : tree.main_line()) moves << QString::fromStdString(m.move);
  return moves;
}

XiangqiMoveTree* treeOf(XiangqiView& view) {
  return view.findChild<XiangqiMoveTree*>();
}

// Clicks the row of `node` in the tree, as the player does.
void clickRow(XiangqiView& view, XiangqiNodeId node) {
  XiangqiMoveTree* tree = treeOf(view);
  auto* widget = tree->findChild<QTreeWidget*>(QStringLiteral("moveTree"));
  QTreeWidgetItem* row = tree->item(node);
  QVERIFY(row != nullptr);
  widget->scrollToItem(row);
  QTest::mouseClick(widget->viewport(), Qt::LeftButton, {}, widget->visualItemRect(row).center());
}

void clickButton(XiangqiView& view, const char* name) {
  auto* button = view.findChild<QPushButton*>(QLatin1String(name));
  QVERIFY(button != nullptr);
  QVERIFY2(button->isEnabled(), name);
  QTest::mouseClick(button, Qt::LeftButton);
}

// A page where two humans played 炮二平五 马8进7 马二进三, then took two moves back and played
// 马2进3 instead of 马8进7: the game is now h2e2 b9c7, and h9g7 h0g2 the main line.
void playWithAVariation(XiangqiView& view) {
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  move(view, "h2", "e2");
  move(view, "h9", "g7");
  move(view, "h0", "g2");
  QCOMPARE(view.game().ply(), 3);
  view.undo();
  view.undo();
  QCOMPARE(view.game().ply(), 1);
  move(view, "b9", "c7");
  QCOMPARE(line(view), QStringList({"h2e2", "b9c7"}));
}

}  // namespace

class XiangqiMoveTreeTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void newMoveFromThePastMakesAVariation();
  void choosingARowGoesToItsPosition();
  void variationsArePromotedAndDeleted();
  void movesAndTheStartAreCommented();
  void theRecordsStoreKeepsTheTree();
  void pgnVariationsAreShownAndSavedBack();
  void openedGameTakesItsTimeControl();
  void engineFoldsAwayForMoreMoves();
};

void XiangqiMoveTreeTest::newMoveFromThePastMakesAVariation() {
  XiangqiView view;
  playWithAVariation(view);
  QVERIFY(!QTest::currentTestFailed());
  const XiangqiTree& tree = view.moveTree();
  QCOMPARE(mainLine(tree), QStringList({"h2e2", "h9g7", "h0g2"}));
  QCOMPARE(tree.variation_count(), std::size_t{1});
  // The variation hangs under the move it replaces, numbered as Black's move.
  QCOMPARE(treeOf(view)->rows(),
           QStringList({"Start 开局", "1. 炮二平五", "马8进7", "  1... 马2进3", "2. 马二进三"}));
  // The line shown is the variation's.
  QCOMPARE(view.moveListTexts(), QStringList({"1. 炮二平五", "1... 马2进3"}));
  // Playing a move the tree already has follows it: no new variation, and redo goes on along
  // the tree's line.
  view.undo();
  move(view, "h9", "g7");
  QCOMPARE(view.moveTree().variation_count(), std::size_t{1});
  QVERIFY(view.game().can_redo());
  view.redo();
  QCOMPARE(line(view), QStringList({"h2e2", "h9g7", "h0g2"}));
}

void XiangqiMoveTreeTest::choosingARowGoesToItsPosition() {
  XiangqiView view;
  playWithAVariation(view);
  QVERIFY(!QTest::currentTestFailed());
  const XiangqiTree& tree = view.moveTree();
  const XiangqiNodeId knight = tree.main_line_node(3);  // 2. 马二进三 on the main line
  clickRow(view, knight);
  QTRY_COMPARE(line(view), QStringList({"h2e2", "h9g7", "h0g2"}));
  QCOMPARE(view.currentNode(), knight);
  QCOMPARE(view.board()->snapshot().lastTo, gameai::gui::testing::sq("g2"));
  // The start row: the start position, every move a redo away.
  clickRow(view, XiangqiTree::ROOT);
  QTRY_COMPARE(view.game().ply(), 0);
  QVERIFY(view.game().can_redo());
  // Back into the variation; undo and redo walk its line.
  const XiangqiNodeId variation = tree.find_child(tree.main_line_node(1), "b9c7");
  clickRow(view, variation);
  QTRY_COMPARE(line(view), QStringList({"h2e2", "b9c7"}));
  view.undo();
  view.redo();
  QCOMPARE(line(view), QStringList({"h2e2", "b9c7"}));
}

void XiangqiMoveTreeTest::variationsArePromotedAndDeleted() {
  XiangqiView view;
  playWithAVariation(view);
  QVERIFY(!QTest::currentTestFailed());
  const XiangqiTree& tree = view.moveTree();
  // On the main line nothing is promoted.
  const XiangqiNodeId variation = view.currentNode();
  QVERIFY(!view.promoteVariation(tree.main_line_node(2)));
  clickButton(view, "promoteVariation");
  QCOMPARE(mainLine(tree), QStringList({"h2e2", "b9c7"}));
  QCOMPARE(treeOf(view)->rows(),
           QStringList({"Start 开局", "1. 炮二平五", "马2进3", "  1... 马8进7", "  2. 马二进三"}));
  QCOMPARE(view.currentNode(), variation);  // the game stays where it was
  // The old main line, now a variation, made the main line again from its last move.
  const XiangqiNodeId knight =
      tree.find_child(tree.find_child(tree.main_line_node(1), "h9g7"), "h0g2");
  clickRow(view, knight);
  QTRY_COMPARE(view.currentNode(), knight);
  clickButton(view, "makeMainLine");
  QCOMPARE(mainLine(tree), QStringList({"h2e2", "h9g7", "h0g2"}));
  // Deleting the variation the game is on goes to the move before it.
  clickRow(view, variation);
  QTRY_COMPARE(view.currentNode(), variation);
  clickButton(view, "deleteVariation");
  QCOMPARE(tree.variation_count(), std::size_t{0});
  QCOMPARE(mainLine(tree), QStringList({"h2e2", "h9g7", "h0g2"}));
  QCOMPARE(line(view), QStringList({"h2e2"}));
  QVERIFY(!tree.contains(variation));
  // On the main line, delete takes the move and every move after it.
  QVERIFY(view.deleteVariation(tree.main_line_node(2)));
  QCOMPARE(mainLine(tree), QStringList({"h2e2"}));
  QCOMPARE(treeOf(view)->rows(), QStringList({"Start 开局", "1. 炮二平五"}));
  QVERIFY(!view.deleteVariation(XiangqiTree::ROOT));
}

void XiangqiMoveTreeTest::movesAndTheStartAreCommented() {
  XiangqiView view;
  playWithAVariation(view);
  QVERIFY(!QTest::currentTestFailed());
  // The comment button asks in a dialog, filled here as the player would.
  const auto answer = [](const QString& text) {
    QTimer::singleShot(0, [text] {
      auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
      QVERIFY(dialog != nullptr);
      dialog->setTextValue(text);
      dialog->accept();
    });
  };
  const XiangqiNodeId variation = view.currentNode();
  answer(QStringLiteral("solid\nand quiet"));
  clickButton(view, "commentMove");
  QCOMPARE(view.moveTree().comment(variation), std::string("solid\nand quiet"));
  QVERIFY2(treeOf(view)->rows().contains(QStringLiteral("  1... 马2进3  {solid and quiet}")),
           qPrintable(treeOf(view)->rows().join(QLatin1Char('|'))));
  clickRow(view, XiangqiTree::ROOT);
  QTRY_COMPARE(view.game().ply(), 0);
  answer(QStringLiteral("A study"));
  clickButton(view, "commentMove");
  QCOMPARE(view.moveTree().comment(XiangqiTree::ROOT), std::string("A study"));
  QCOMPARE(treeOf(view)->rows().value(0), QStringLiteral("Start 开局  {A study}"));
  // A comment emptied is gone.
  QVERIFY(view.setComment(variation, QStringLiteral("  ")));
  QCOMPARE(view.moveTree().comment(variation), std::string());
}

void XiangqiMoveTreeTest::theRecordsStoreKeepsTheTree() {
  QTemporaryDir dir;
  gameai::gui::GameRecords::setDatabasePath(dir.filePath(QStringLiteral("records.sqlite")));
  std::int64_t id = 0;
  XiangqiTree expected;
  {
    XiangqiView view;
    playWithAVariation(view);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(view.setComment(XiangqiTree::ROOT, QStringLiteral("before the first move")));
    QVERIFY(view.setComment(view.currentNode(), QStringLiteral("the other knight")));
    const auto games = view.storedGames();
    QCOMPARE(games.size(), 1);
    id = games[0].first;
    // The line played is the stored main line; the line left is a variation.
    expected = gameai::gui::playedTree(view.moveTree(), view.currentNode());
    QCOMPARE(mainLine(expected), QStringList({"h2e2", "b9c7"}));
    QCOMPARE(expected.variation_count(), std::size_t{1});
    // Back at the start, a comment is stored too, and the game keeps its moves: the line shown
    // from the start is the tree's main line, a redo away, and that is what is stored.
    QVERIFY(view.goToNode(XiangqiTree::ROOT));
    QVERIFY(view.setComment(view.moveTree().main_line_node(1), QStringLiteral("the cannon")));
    expected = view.moveTree();
    QCOMPARE(view.storedGames().size(), 1);
  }  // the page goes away with the game at its start
  records::Store store(dir.filePath(QStringLiteral("records.sqlite")).toStdString());
  const XiangqiTree stored = store.xiangqi_tree(id);
  QVERIFY2(stored == expected, XiangqiTree::first_difference(stored, expected).c_str());
  QCOMPARE(stored.comment(XiangqiTree::ROOT), std::string("before the first move"));
  QCOMPARE(mainLine(stored), QStringList({"h2e2", "h9g7", "h0g2"}));
  QCOMPARE(stored.variation_count(), std::size_t{1});
  gameai::gui::GameRecords::setDatabasePath(QString());
}

void XiangqiMoveTreeTest::pgnVariationsAreShownAndSavedBack() {
  QString error;
  const std::vector<game_files::PgnGame> games =
      gameai::gui::readXiangqiGameFile(data("variations.pgn"), &error);
  QVERIFY2(!games.empty(), qPrintable(error));
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QVERIFY2(view.openGame(data("variations.pgn"), 0, &error), qPrintable(error));
  QVERIFY(view.moveTree() == games[0].tree);
  QVERIFY(view.moveTree().variation_count() >= 3);
  const QStringList rows = treeOf(view)->rows();
  QVERIFY2(rows.value(0).contains(QStringLiteral("A comment before the first move")),
           qPrintable(rows.join(QLatin1Char('|'))));
  // Nested variations: a row indented twice (a variation inside a variation).
  QVERIFY2(std::any_of(rows.begin(), rows.end(),
                       [](const QString& row) { return row.startsWith(QStringLiteral("    ")); }),
           qPrintable(rows.join(QLatin1Char('|'))));
  // The game is the main line, the cursor at its end.
  QCOMPARE(mainLine(view.moveTree()).size(), view.game().ply());
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("saved.pgn"));
  QVERIFY2(view.saveGame(path, gameai::xiangqi::Notation::Chinese, &error), qPrintable(error));
  const std::vector<game_files::PgnGame> again = gameai::gui::readXiangqiGameFile(path, &error);
  QCOMPARE(again.size(), std::size_t{1});
  QVERIFY2(again[0].tree == games[0].tree,
           XiangqiTree::first_difference(again[0].tree, games[0].tree).c_str());
}

void XiangqiMoveTreeTest::openedGameTakesItsTimeControl() {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("clock.pgn"));
  QVERIFY(gameai::gui::XiangqiFiles::writeFile(
      path, "[Event \"?\"]\n[TimeControl \"300+5\"]\n\n1. h2e2 h9g7 *\n", nullptr));
  XiangqiView view;
  QString error;
  QVERIFY2(view.openGame(path, 0, &error), qPrintable(error));
  QCOMPARE(view.clock().baseMs(), qint64{300000});
  QCOMPARE(view.clock().incrementMs(), qint64{5000});
  // A game without one is played under the clock chosen in the page.
  view.setClock(0, 0);
  QVERIFY2(view.openGame(data("iccs.pgn"), 0, &error), qPrintable(error));
  QVERIFY(!view.clock().enabled());
}

void XiangqiMoveTreeTest::engineFoldsAwayForMoreMoves() {
  QList<int> folded;
  {
    XiangqiView view;
    view.resize(1100, 760);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* splitter = view.findChild<QSplitter*>(QStringLiteral("xiangqiSideSplitter"));
    QVERIFY(splitter);
    XiangqiMoveTree* tree = treeOf(view);
    QVERIFY(tree);
    const int before = tree->height();
    // Dragging the handle down to the bottom folds the engine's panel away.
    splitter->setSizes({splitter->height(), 0});
    QTRY_VERIFY(tree->height() > before + 100);
    folded = splitter->sizes();
    QCOMPARE(folded.value(1), 0);
    QSettings settings;
    view.saveSettings(settings);
  }
  XiangqiView view;
  view.resize(1100, 760);
  QSettings settings;
  view.loadSettings(settings);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  auto* splitter = view.findChild<QSplitter*>(QStringLiteral("xiangqiSideSplitter"));
  QTRY_COMPARE(splitter->sizes().value(1), 0);  // still folded after a restart
}

QTEST_MAIN(XiangqiMoveTreeTest)
#include "xiangqi_move_tree_test.moc"

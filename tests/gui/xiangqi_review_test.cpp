// The review window: stepping through a game by buttons, keys and the move list, the
// evaluation graph filled from a worker thread while the window keeps answering, the engine's
// move against the one played, and a chariot thrown away marked as a blunder.
#include <QChartView>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QScatterSeries>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include "app_settings.hpp"
#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_game_analysis.hpp"
#include "xiangqi_review_dialog.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiReviewDialog;
using gameai::gui::XiangqiView;
using gameai::gui::testing::clickSquare;

namespace {
// 1. 炮二平五 马8进7 2. 炮五进四?? 马7进5: the cannon takes the central soldier and the horse
// takes the cannon; Red is a piece down for a soldier.
std::vector<gameai::xiangqi::Move> blunderGame() {
  std::vector<gameai::xiangqi::Move> moves;
  for (const char* m : {"h2e2", "h9g7", "e2e6", "g7e6"})
    moves.push_back(gameai::xiangqi::parse_iccs(m));
  return moves;
}
}  // namespace

class XiangqiReviewTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  // The app's English plural forms ("1 move", "2 moves"), as gameai-gui installs them.
  void initTestCase() {
    gameai::gui::app_settings::installTranslation(*QCoreApplication::instance(),
                                                  QStringLiteral("en"));
  }
  void init() { QSettings().clear(); }
  void stepsByButtonsKeysAndList();
  void analysisMarksTheBlunderWithoutBlocking();
  void openedFromThePage();
  void storedGameIsReviewed();
  void timePerPositionIsChosenAndRemembered();
};

void XiangqiReviewTest::stepsByButtonsKeysAndList() {
  XiangqiReviewDialog dialog(std::string(gameai::xiangqi::START_FEN), blunderGame(),
                             gameai::gui::XiangqiNotation::Iccs, QStringLiteral("test"), nullptr,
                             20);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  QCOMPARE(dialog.plyCount(), 4);
  QCOMPARE(dialog.ply(), 4);  // opens on the final position
  QTest::keyClick(&dialog, Qt::Key_Home);
  QCOMPARE(dialog.ply(), 0);
  QCOMPARE(dialog.board()->snapshot().lastFrom, -1);
  QTest::keyClick(&dialog, Qt::Key_Right);
  QTest::keyClick(&dialog, Qt::Key_Right);
  QCOMPARE(dialog.ply(), 2);
  QCOMPARE(dialog.board()->snapshot().lastTo, gameai::gui::testing::sq("g7"));
  // Keys work with the focus in the move list too.
  dialog.moveList()->setFocus();
  QTest::keyClick(dialog.moveList(), Qt::Key_Left);
  QCOMPARE(dialog.ply(), 1);
  // Clicking a move shows the board after it.
  QListWidget* list = dialog.moveList();
  QCOMPARE(list->count(), 5);  // the start and four moves
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                    list->visualItemRect(list->item(3)).center());
  QCOMPARE(dialog.ply(), 3);
  QCOMPARE(dialog.board()->snapshot().lastTo, gameai::gui::testing::sq("e6"));
  QTest::keyClick(&dialog, Qt::Key_End);
  QCOMPARE(dialog.ply(), 4);
  QTest::keyClick(&dialog, Qt::Key_Right);  // past the end stays at the end
  QCOMPARE(dialog.ply(), 4);
}

void XiangqiReviewTest::analysisMarksTheBlunderWithoutBlocking() {
  XiangqiReviewDialog dialog(std::string(gameai::xiangqi::START_FEN), blunderGame(),
                             gameai::gui::XiangqiNotation::Iccs, QStringLiteral("test"), nullptr,
                             150);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  // The window keeps answering while the engine works: a 10 ms timer keeps firing, with no long
  // gap (bounds generous for the shared, busy machines that run the tests; a blocked event loop
  // would show one gap as long as the whole analysis).
  int ticks = 0;
  qint64 longestGap = 0, last = 0;
  QElapsedTimer clock;
  clock.start();
  QTimer timer;
  connect(&timer, &QTimer::timeout, [&] {
    ++ticks;
    longestGap = std::max(longestGap, clock.elapsed() - last);
    last = clock.elapsed();
  });
  timer.start(10);
  QVERIFY(dialog.analysis().analysedCount() < 5);
  QTRY_COMPARE_WITH_TIMEOUT(dialog.analysis().analysedCount(), 5, 30000);
  const QString what =
      QStringLiteral("%1 ticks, longest gap %2 ms in %3 ms").arg(ticks).arg(longestGap).arg(last);
  QVERIFY2(ticks >= 10 && longestGap < 400, qPrintable(what));
  // Only 2. e2e6 lost material: it is marked in the list and on the graph.
  QVERIFY(dialog.isMistake(3));
  QVERIFY(!dialog.isMistake(1));
  QVERIFY(!dialog.isMistake(4));
  QVERIFY2(dialog.moveList()->item(3)->text().endsWith(QLatin1Char('?')),
           qPrintable(dialog.moveList()->item(3)->text()));
  QVERIFY(!dialog.moveList()->item(4)->text().contains(QLatin1Char('?')));
  auto* graph = dialog.findChild<QChartView*>(QStringLiteral("reviewGraph"));
  QVERIFY(graph);
  int mistakeDots = 0;
  for (QAbstractSeries* series : graph->chart()->series())
    if (auto* dots = qobject_cast<QScatterSeries*>(series);
        dots && dots->count() == 1 && dots->at(0).x() == 3)
      ++mistakeDots;
  QVERIFY(mistakeDots >= 1);
  // At the blunder the engine's move is set against the one played; after it the engine would
  // take the cannon.
  dialog.setPly(3);
  const QString text = dialog.findChild<QLabel*>(QStringLiteral("reviewComparison"))->text();
  QVERIFY2(text.contains(QStringLiteral("Played e2e6; the engine preferred")), qPrintable(text));
  QVERIFY2(text.contains(QStringLiteral("lost")), qPrintable(text));
  QCOMPARE(dialog.board()->snapshot().hintTo, gameai::gui::testing::sq("e6"));
  // Red is worse after it: the score at the end is well below zero.
  QVERIFY2(dialog.analysis().eval(4).redCp < -200,
           qPrintable(QString::number(dialog.analysis().eval(4).redCp)));
}

void XiangqiReviewTest::openedFromThePage() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  XiangqiReviewDialog* dialog = view.reviewGame();
  QVERIFY(dialog);
  QCOMPARE(dialog->plyCount(), 1);
  QVERIFY(dialog->moveList()->item(1)->text().contains(QStringLiteral("炮二平五")));
  dialog->close();  // stops its analysis and deletes itself
  QTest::qWait(50);
  QVERIFY(view.findChildren<XiangqiReviewDialog*>().isEmpty());
}

void XiangqiReviewTest::storedGameIsReviewed() {
  // Two humans play three moves; the game is recorded as it is played and can be reviewed from
  // the store.
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  clickSquare(view, "h9");
  clickSquare(view, "g7");
  clickSquare(view, "h0");
  clickSquare(view, "g2");
  QCOMPARE(view.game().ply(), 3);
  QString error;
  const auto games = view.storedGames(&error);
  QVERIFY2(!games.isEmpty(), qPrintable(error));
  QVERIFY2(games[0].second.contains(QStringLiteral("2 moves")), qPrintable(games[0].second));
  XiangqiReviewDialog* dialog = view.reviewStoredGame(games[0].first, &error);
  QVERIFY2(dialog, qPrintable(error));
  QCOMPARE(dialog->plyCount(), 3);
  QVERIFY(dialog->moveList()->item(3)->text().contains(QStringLiteral("马二进三")));
  dialog->close();
  // A game that is not there is reported, not opened.
  QVERIFY(!view.reviewStoredGame(987654321, &error));
  QVERIFY2(error.contains(QStringLiteral("987654321")), qPrintable(error));
}

// The time per position is the user's: another choice analyses the game again with it (the
// marks come back), and the next review starts with it.
void XiangqiReviewTest::timePerPositionIsChosenAndRemembered() {
  QCOMPARE(XiangqiReviewDialog::savedMoveTimeMs(), XiangqiReviewDialog::DEFAULT_MOVETIME_MS);
  XiangqiReviewDialog dialog(std::string(gameai::xiangqi::START_FEN), blunderGame(),
                             gameai::gui::XiangqiNotation::Iccs, QStringLiteral("test"), nullptr,
                             20);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  auto* box = dialog.findChild<QComboBox*>(QStringLiteral("reviewTime"));
  QVERIFY(box);
  QCOMPARE(box->currentData().toInt(), 20);  // a time given by the caller is shown too
  QTRY_COMPARE_WITH_TIMEOUT(dialog.analysis().analysedCount(), 5, 30000);
  QVERIFY(dialog.isMistake(3));
  // Choose 0.1 s in the box, as a user does: the analysis starts again.
  const int index = box->findData(100);
  QVERIFY(index >= 0);
  QCOMPARE(box->itemText(index), QStringLiteral("0.1 s"));
  box->setCurrentIndex(index);
  Q_EMIT box->activated(index);
  QCOMPARE(dialog.moveTimeMs(), 100);
  QVERIFY(dialog.analysis().analysedCount() < 5);
  QVERIFY(!dialog.isMistake(3));  // not known again yet
  QTRY_COMPARE_WITH_TIMEOUT(dialog.analysis().analysedCount(), 5, 30000);
  QVERIFY(dialog.isMistake(3));
  QVERIFY(dialog.moveList()->item(3)->text().endsWith(QLatin1Char('?')));
  // The next review starts with it.
  QCOMPARE(XiangqiReviewDialog::savedMoveTimeMs(), 100);
  XiangqiReviewDialog next(std::string(gameai::xiangqi::START_FEN), blunderGame(),
                           gameai::gui::XiangqiNotation::Iccs, QStringLiteral("next"));
  QCOMPARE(next.moveTimeMs(), 100);
}

QTEST_MAIN(XiangqiReviewTest)
#include "xiangqi_review_test.moc"

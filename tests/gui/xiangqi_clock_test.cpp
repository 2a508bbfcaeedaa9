// Clocks on the xiangqi page: the clock model (increment, only the mover's clock runs), the
// computer playing on its clock rather than its level's time, and a flag that falls losing the
// game.
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi_clock.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiClock;
using gameai::gui::XiangqiView;
using gameai::gui::testing::clickSquare;
using gameai::xiangqi::BLACK;
using gameai::xiangqi::RED;

class XiangqiClockTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void clockModel();
  void computerPlaysOnItsClock();
  void flagFallLoses();
  void choiceIsKeptInSettings();
  void clocksWaitDuringAnalysis();
};

void XiangqiClockTest::clockModel() {
  XiangqiClock clock;
  QVERIFY(!clock.enabled());
  clock.reset(2000, 500);
  QVERIFY(clock.enabled());
  QVERIFY(!clock.running());
  QCOMPARE(clock.remainingMs(RED), 2000);
  // Red's first move: no time used, the increment added; Black's clock runs.
  clock.moved(RED);
  QCOMPARE(clock.remainingMs(RED), 2500);
  QVERIFY(clock.running());
  QCOMPARE(clock.runningSide(), BLACK);
  QTRY_VERIFY(clock.remainingMs(BLACK) <= 1800);
  QCOMPARE(clock.remainingMs(RED), 2500);  // only the mover's clock runs
  clock.moved(BLACK);
  const qint64 black = clock.remainingMs(BLACK);
  QVERIFY(black <= 2300 && black > 1500);
  QCOMPARE(clock.runningSide(), RED);
  clock.stop();
  const qint64 red = clock.remainingMs(RED);
  QTest::qWait(50);
  QCOMPARE(clock.remainingMs(RED), red);  // stopped
}

void XiangqiClockTest::computerPlaysOnItsClock() {
  // At level 10 the computer thinks 5 s a move; with 4 s on its clock it must answer much
  // sooner, and its clock shows what it used.
  XiangqiView view;
  view.setClock(4000, 0);
  gameai::gui::testing::showRedAgainstComputer(view, 10);
  QVERIFY(!QTest::currentTestFailed());
  QVERIFY(view.clock().enabled());
  auto* blackClock = view.findChild<QLabel*>(QStringLiteral("blackClock"));
  QVERIFY(blackClock && blackClock->isVisible());
  QVERIFY2(blackClock->text().contains(QStringLiteral("4.0")), qPrintable(blackClock->text()));
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QCOMPARE(view.game().ply(), 1);
  QVERIFY(view.thinking());
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 3000);
  QVERIFY(!view.game().over());
  const qint64 left = view.clock().remainingMs(BLACK);
  QVERIFY2(left > 1000 && left < 4000, qPrintable(QString::number(left)));
  QCOMPARE(view.clock().runningSide(), RED);
}

void XiangqiClockTest::flagFallLoses() {
  XiangqiView view;
  view.setClock(1500, 0);
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 5000);
  // Red now thinks too long.
  QTRY_VERIFY_WITH_TIMEOUT(view.game().over(), 5000);
  QCOMPARE(view.game().result(), gameai::xiangqi::Result::BlackWins);
  QCOMPARE(view.game().reason(), gameai::xiangqi::Reason::Forfeit);
  QVERIFY(!view.clock().running());
  QCOMPARE(view.game().ply(), 2);
  // A new game starts with full clocks, not yet running.
  view.newGame();
  QVERIFY(!view.game().over());
  QCOMPARE(view.clock().remainingMs(RED), 1500);
  QVERIFY(!view.clock().running());
}

void XiangqiClockTest::choiceIsKeptInSettings() {
  {
    XiangqiView view;
    view.setClock(5 * 60000, 3000);
    QSettings settings;
    view.saveSettings(settings);
  }
  XiangqiView view;
  QSettings settings;
  view.loadSettings(settings);
  QCOMPARE(view.clock().baseMs(), 5 * 60000);
  QCOMPARE(view.clock().incrementMs(), 3000);
  QCOMPARE(view.findChild<QComboBox*>(QStringLiteral("clock"))->currentText(),
           QStringLiteral("5+3"));
}

void XiangqiClockTest::clocksWaitDuringAnalysis() {
  XiangqiView view;
  view.setClock(60000, 0);
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.newGame();
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QVERIFY(view.clock().running());
  view.setAnalysing(true);
  QVERIFY(!view.clock().running());
  const qint64 black = view.clock().remainingMs(BLACK);
  clickSquare(view, "h9");  // moves while analysing do not touch the clocks
  clickSquare(view, "g7");
  QTest::qWait(100);
  QCOMPARE(view.clock().remainingMs(BLACK), black);
  view.setAnalysing(false);
  QVERIFY(view.clock().running());
  QCOMPARE(view.clock().runningSide(), RED);
}

QTEST_MAIN(XiangqiClockTest)
#include "xiangqi_clock_test.moc"

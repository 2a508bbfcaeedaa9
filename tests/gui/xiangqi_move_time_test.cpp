// The desktop app and the page give the computer the same time for a move at every level: the
// limits the desktop's engine runner searches under and the ones the page's module builds (the
// function its WebAssembly exports, compiled natively here) are the same, with and without a
// clock, for a hint too, and so is the move time that follows from them. The page's clock is the
// library's clock.
#include <QTest>

#include "xiangqi/iccs.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/timeman.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_play/clock_presets.hpp"
#include "xiangqi_play_table.hpp"
#include "xiangqi_players_panel.hpp"

using gameai::gui::XiangqiEngineRunner;
namespace ai = gameai::xiangqi_ai;
namespace play = gameai::xiangqi_play;
namespace web = gameai::web;

class XiangqiMoveTimeTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void desktopAndPageAgree_data();
  void desktopAndPageAgree();
  void hintsAgree();
  void pageClockIsTheLibraryClock();
  void pagePresetsAreTheDesktops();
};

void XiangqiMoveTimeTest::desktopAndPageAgree_data() {
  QTest::addColumn<int>("level");
  QTest::addColumn<qint64>("red");
  QTest::addColumn<qint64>("black");
  QTest::addColumn<qint64>("increment");
  QTest::addColumn<bool>("blackToMove");
  struct Clock {
    const char* name;
    qint64 red, black, increment;
    bool blackToMove;
  };
  const Clock clocks[] = {{"no clock", 0, 0, 0, false},
                          {"no clock, black", 0, 0, 0, true},
                          {"15+10", 900000, 900000, 10000, false},
                          {"4 s", 4000, 4000, 0, true},
                          {"black short", 60000, 2000, 1000, true},
                          {"red short", 700, 300000, 3000, false}};
  for (const Clock& c : clocks)
    for (int level = play::MIN_LEVEL; level <= play::MAX_LEVEL; ++level)
      QTest::addRow("%s, level %d", c.name, level)
          << level << c.red << c.black << c.increment << c.blackToMove;
}

void XiangqiMoveTimeTest::desktopAndPageAgree() {
  QFETCH(int, level);
  QFETCH(qint64, red);
  QFETCH(qint64, black);
  QFETCH(qint64, increment);
  QFETCH(bool, blackToMove);
  // The desktop's request for the computer's move, as the view makes it.
  XiangqiEngineRunner::Request request;
  request.level = level;
  if (blackToMove) request.moves.push_back(gameai::xiangqi::parse_iccs("h2e2"));
  request.clockMs[0] = red;
  request.clockMs[1] = black;
  request.incrementMs = increment;
  const ai::SearchLimits desktop = XiangqiEngineRunner::searchLimits(request);
  // The page's: the module's think() with the clocks the page keeps.
  const ai::SearchLimits page =
      web::think_limits(false, double(red), double(black), double(increment));
  QCOMPARE(page.movetime_ms, desktop.movetime_ms);
  QCOMPARE(page.time_ms[0], desktop.time_ms[0]);
  QCOMPARE(page.time_ms[1], desktop.time_ms[1]);
  QCOMPARE(page.inc_ms[0], desktop.inc_ms[0]);
  QCOMPARE(page.inc_ms[1], desktop.inc_ms[1]);
  QCOMPARE(page.infinite, desktop.infinite);
  // The time the engine at the level then takes at most, worked out from the desktop's limits as
  // the engine does (its level caps, then its time manager), is the move time the page reads.
  const bool redMoves = !blackToMove;
  const ai::SearchLimits capped = ai::level_limits(desktop, level, redMoves);
  const qint64 desktopTime =
      capped.movetime_ms > 0 ? capped.movetime_ms : ai::plan_time(capped, redMoves).maximum_ms;
  QVERIFY(desktopTime > 0);
  QCOMPARE(qint64(web::move_time(level, double(red), double(black), double(increment), redMoves)),
           desktopTime);
  // An external engine on the desktop: its share of level 10's time, no more than the plan.
  QCOMPARE(XiangqiEngineRunner::externalMoveTimeMs(request),
           play::external_move_time_ms(
               level, web::clock_times(double(red), double(black), double(increment)),
               redMoves ? gameai::xiangqi::RED : gameai::xiangqi::BLACK));
}

void XiangqiMoveTimeTest::hintsAgree() {
  XiangqiEngineRunner::Request hint;  // as the view asks for a hint
  hint.level = play::HINT_LEVEL;
  hint.moveTimeMs = int(play::HINT_MOVETIME_MS);
  hint.clockMs[0] = hint.clockMs[1] = 60000;
  const ai::SearchLimits desktop = XiangqiEngineRunner::searchLimits(hint);
  const ai::SearchLimits page = web::think_limits(true, 60000, 60000, 0);
  QCOMPARE(desktop.movetime_ms, qint64(3000));
  QCOMPARE(page.movetime_ms, desktop.movetime_ms);
  QCOMPARE(page.time_ms[0], desktop.time_ms[0]);
}

void XiangqiMoveTimeTest::pageClockIsTheLibraryClock() {
  web::PageClock clock;
  QVERIFY(!clock.enabled());
  clock.reset(60000, 2000);
  QCOMPARE(clock.running(), std::string());
  clock.moved(true, 1000.4);  // Red's first move: the increment added, Black's clock runs
  QCOMPARE(clock.remaining(true, 5000), 62000.0);
  QCOMPARE(clock.running(), std::string("black"));
  QCOMPARE(clock.remaining(false, 4000), 57000.0);
  QCOMPARE(clock.check_flag(60999), std::string());
  QCOMPARE(clock.check_flag(61000), std::string("black"));
  QCOMPARE(clock.flagged(), std::string("black"));
  QCOMPARE(clock.remaining(false, 70000), 0.0);
  QCOMPARE(clock.running(), std::string());
  // Against the computer (it plays Black), undo after its reply takes back two moves.
  QCOMPARE(web::takeback(2, true, false, true), 2);
  QCOMPARE(web::takeback(1, false, false, true), 1);
}

void XiangqiMoveTimeTest::pagePresetsAreTheDesktops() {
  // The page lists the module's presets; the desktop's clock box lists its own: the same ones.
  const std::vector<web::PagePreset> page = web::clock_presets();
  const auto& desktop = gameai::gui::XiangqiPlayersPanel::CLOCK_PRESETS;
  QCOMPARE(page.size(), desktop.size());
  for (std::size_t i = 0; i < page.size(); ++i) {
    QCOMPARE(page[i].name, play::preset_name(desktop[i]));
    QCOMPARE(qint64(page[i].base_ms), desktop[i].base_ms());
    QCOMPARE(qint64(page[i].increment_ms), desktop[i].increment_ms());
  }
}

QTEST_MAIN(XiangqiMoveTimeTest)
#include "xiangqi_move_time_test.moc"

// The Tetris page's modes as a player meets them: the mode chosen is kept, the countdown holds
// the keys back, a sprint played key by key ends at 40 lines and stores a personal best, the next
// sprint shows the difference to it, a run with the AI's help does not count, and R restarts at
// once. With GAMEAI_SPRINT_SCREENSHOT=FILE the first sprint's result is saved there as a PNG
// (docs/screenshots/tetris-sprint.png).
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <cmath>

#include "app_settings.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "records/tetris_replay.hpp"
#include "records/tetris_runs.hpp"
#include "tetris_best.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_keys.hpp"
#include "tetris_modes.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_view.hpp"

using gameai::gui::TetrisModes;
using gameai::gui::TetrisView;
namespace play = gameai::tetris_play;
namespace t = gameai::tetris;

namespace {

using gameai::gui::testing::passGameTime;
using gameai::gui::testing::qtKeyOf;
using gameai::gui::testing::waitCountdownOut;
const auto showView = gameai::gui::testing::showTetrisView;

// A person plays the pieces the AI would choose, key by key, until the run is over; with
// `pieceMs`, one piece every pieceMs (a person's pace) instead of as fast as the machine can.
void playByKeys(TetrisView& view, int pieceMs = 0) {
  for (int guard = 0; guard < 2000 && !view.session().over(); ++guard) {
    if (pieceMs > 0) QTest::qWait(pieceMs);
    gameai::gui::testing::playPieceByKeys(view);
    if (QTest::currentTestFailed()) return;
  }
}

// A sprint from its first key: the countdown, then `waitMs` of nothing, then the pieces by keys.
void playSprint(TetrisView& view, int waitMs = 0, int pieceMs = 0) {
  QVERIFY(view.waitingForStart());
  QTest::keyClick(&view, Qt::Key_Left);  // starts the countdown and moves nothing
  QVERIFY(view.session().counting_down());
  QCOMPARE(view.board()->snapshot().countdown, 3);
  waitCountdownOut(view);
  if (waitMs > 0) passGameTime(view, waitMs);
  playByKeys(view, pieceMs);
  QVERIFY(view.session().finished());
  QTRY_VERIFY(view.lastResult().has_value());
}

std::optional<gameai::records::TetrisRun> storedBest() {
  gameai::gui::GameRecords records;
  return records.bestTetrisRun("sprint", "guideline", 10, 20, gameai::records::RunOrder::LeastTime);
}

}  // namespace

class TetrisModesTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // A records store of this run's own: the personal bests start empty.
    QVERIFY(m_dir.isValid());
    gameai::gui::GameRecords::setDatabasePath(m_dir.filePath(QStringLiteral("records.sqlite")));
  }
  void init() {
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("evaluator"), QStringLiteral("eltetris"));
    settings.setValue(QStringLiteral("mode"), QStringLiteral("sprint"));
  }
  void theModeIsKept();
  void theResultTextsWorkedByHand();
  void theDesktopAndThePageGiveTheSameVerdict();
  void aSprintStoresAPersonalBestAndTheNextShowsTheDifference();
  void aRunWithTheAiDoesNotCount();
  void rRestartsAtOnce();
  void theReplayShowsTheModeTheTimeAndWhatIsLeft();
  void aDigRunReplaysFromTheStore();
  void aZenRunReplaysThroughItsTopOuts();

 private:
  QTemporaryDir m_dir;
};

void TetrisModesTest::theModeIsKept() {
  {
    TetrisView view;
    view.loadSettings(QSettings());
    QCOMPARE(view.mode(), play::Mode::Sprint);
    QCOMPARE(view.session().settings().mode, play::Mode::Sprint);
    view.setMode(play::Mode::Ultra);  // a game not started yet is made again in the new mode
    QCOMPARE(view.session().settings().mode, play::Mode::Ultra);
    QSettings settings;
    view.saveSettings(settings);
    QCOMPARE(settings.value(QStringLiteral("mode")).toString(), QStringLiteral("ultra"));
  }
  TetrisView again;
  again.loadSettings(QSettings());
  QCOMPARE(again.mode(), play::Mode::Ultra);
  QCOMPARE(again.board()->snapshot().modeRows.size(), 1);
  QCOMPARE(again.board()->snapshot().modeRows[0].second, QStringLiteral("2:00.000"));
}

// The figures and differences as the result panel words them, worked by hand.
void TetrisModesTest::theResultTextsWorkedByHand() {
  QCOMPARE(TetrisModes::time(62345.4), QStringLiteral("1:02.345"));
  QCOMPARE(TetrisModes::time(5), QStringLiteral("0:00.005"));
  play::RunResult run;
  run.mode = play::Mode::Sprint;
  run.end = play::RunEnd::Finished;
  run.counts = true;
  run.time_ms = 50000;
  run.pieces = 100;
  run.keys = 250;
  run.lines = 40;
  run.level = 5;
  gameai::records::TetrisRun best;
  best.time_ms = 51234;
  auto r = TetrisModes::result(run, best);
  QCOMPARE(r.headline, QStringLiteral("0:50.000"));
  QVERIFY(r.newBest);
  QCOMPARE(r.comparison, QString(QChar(0x2212)) + QStringLiteral("1.234 s, new personal best!"));
  QVERIFY2(r.details.contains(QStringLiteral("2.00 pieces/s")), qPrintable(r.details));
  QVERIFY2(r.details.contains(QStringLiteral("2.50 keys/piece")), qPrintable(r.details));
  best.time_ms = 49000;
  r = TetrisModes::result(run, best);
  QVERIFY(!r.newBest);
  QCOMPARE(r.comparison, QStringLiteral("+1.000 s against your best, 0:49.000"));
  QCOMPARE(TetrisModes::result(run, std::nullopt).comparison,
           QStringLiteral("First personal best!"));
  run.mode = play::Mode::Ultra;
  run.score = 12000;
  best.score = 10800;
  r = TetrisModes::result(run, best);
  QCOMPARE(r.headline, QStringLiteral("12,000 points"));
  QCOMPARE(r.comparison, QStringLiteral("+1,200 points, new personal best!"));
  run.counts = false;
  QVERIFY(TetrisModes::result(run, best).comparison.startsWith(QStringLiteral("Not a personal")));
}

// The same runs against the same bests, as the desktop words them (from the records store's
// best) and as the page asks its module (web/bindings: the run's figures as run() gives them, the
// best as the browser keeps it): the same verdict, the same difference.
void TetrisModesTest::theDesktopAndThePageGiveTheSameVerdict() {
  struct Row {
    play::Mode mode;
    play::RunEnd end;
    bool counts;
    double timeMs;
    std::int64_t score;
    bool hasBest;
  };
  const Row rows[] = {
      {play::Mode::Sprint, play::RunEnd::Finished, true, 50000.4, 0, true},
      {play::Mode::Sprint, play::RunEnd::Finished, true, 52234.6, 0, true},
      {play::Mode::Sprint, play::RunEnd::Finished, true, 51234.4, 0, true},
      {play::Mode::Sprint, play::RunEnd::Finished, true, 51233.5, 0, true},
      {play::Mode::Sprint, play::RunEnd::Finished, true, 70000, 0, false},
      {play::Mode::Sprint, play::RunEnd::ToppedOut, false, 9000, 0, true},
      {play::Mode::Sprint, play::RunEnd::Finished, false, 9000, 0, true},
      {play::Mode::Dig, play::RunEnd::Finished, true, 40000, 0, true},
      {play::Mode::Dig, play::RunEnd::Finished, true, 60000, 0, true},
      {play::Mode::Dig, play::RunEnd::ToppedOut, false, 4000, 0, false},
      {play::Mode::Ultra, play::RunEnd::Finished, true, 120000, 12000, true},
      {play::Mode::Ultra, play::RunEnd::Finished, true, 120000, 10800, true},
      {play::Mode::Ultra, play::RunEnd::Finished, true, 120000, 300, false},
      {play::Mode::Ultra, play::RunEnd::Finished, false, 120000, 99000, true},
      {play::Mode::Ultra, play::RunEnd::ToppedOut, false, 80000, 99000, true},
      {play::Mode::Marathon, play::RunEnd::Finished, true, 6e5, 9000, true},
      {play::Mode::Marathon, play::RunEnd::ToppedOut, true, 6e5, 20000, true},
      {play::Mode::Marathon, play::RunEnd::ToppedOut, false, 6e5, 20000, true},
  };
  gameai::records::TetrisRun stored;  // the desktop's best, from the records store
  stored.time_ms = 51234;
  stored.score = 10800;
  const gameai::web::PageBest kept{51234, 10800};  // the page's, from localStorage
  for (const Row& row : rows) {
    play::RunResult run;
    run.mode = row.mode;
    run.end = row.end;
    run.counts = row.counts;
    run.time_ms = row.timeMs;
    run.score = row.score;
    const TetrisModes::Result desktop =
        TetrisModes::result(run, row.hasBest ? std::optional(stored) : std::nullopt);
    gameai::web::PageRun figures;
    figures.mode = std::string(play::mode_name(row.mode));
    figures.end = row.end == play::RunEnd::Finished ? "finished" : "topped_out";
    figures.counts = row.counts;
    figures.time_ms = row.timeMs;
    figures.score = double(row.score);
    const play::BestComparison page = gameai::web::page_best_comparison(
        figures, row.hasBest ? std::optional(kept) : std::nullopt);
    const QString where = QStringLiteral("%1 %2 ms %3 points: %4")
                              .arg(QString::fromStdString(figures.mode))
                              .arg(row.timeMs)
                              .arg(row.score)
                              .arg(desktop.comparison);
    QVERIFY2(desktop.newBest == page.new_best(), qPrintable(where));
    // The desktop's words say the page's verdict, with the page's difference.
    const bool byTime = play::best_by(row.mode) == play::BestBy::LeastTime;
    const QString sign = page.difference < 0 ? QString(QChar(0x2212)) : QStringLiteral("+");
    const QString difference =
        sign + (byTime ? QStringLiteral("%1 s").arg(double(std::llabs(page.difference)) / 1000.0, 0,
                                                    'f', 3)
                       : QStringLiteral("%1 points")
                             .arg(QLocale().toString(qint64(std::llabs(page.difference)))));
    switch (page.verdict) {
      case play::BestVerdict::None:
        QFAIL(qPrintable(where));
        break;
      case play::BestVerdict::NotFinished:
        QVERIFY2(desktop.comparison == QStringLiteral("Not finished: no personal best."),
                 qPrintable(where));
        break;
      case play::BestVerdict::NotCounted:
        QVERIFY2(desktop.comparison.startsWith(QStringLiteral("Not a personal best")),
                 qPrintable(where));
        break;
      case play::BestVerdict::First:
        QVERIFY2(desktop.comparison == QStringLiteral("First personal best!"), qPrintable(where));
        break;
      case play::BestVerdict::Better:
        QVERIFY2(desktop.comparison == difference + QStringLiteral(", new personal best!"),
                 qPrintable(where + QStringLiteral(" / ") + difference));
        break;
      case play::BestVerdict::NotBetter:
        QVERIFY2(desktop.comparison.startsWith(difference + QStringLiteral(" against your best")),
                 qPrintable(where + QStringLiteral(" / ") + difference));
        break;
    }
  }
}

void TetrisModesTest::aSprintStoresAPersonalBestAndTheNextShowsTheDifference() {
  TetrisView view;
  view.loadSettings(QSettings());
  showView(view);
  QVERIFY(!storedBest().has_value());
  playSprint(view);
  QVERIFY(view.session().game().lines() >= play::SPRINT_LINES);
  const play::RunResult first = view.session().result(0);
  QVERIFY(first.counts);
  QVERIFY(view.lastResult()->newBest);
  QCOMPARE(view.lastResult()->comparison, QStringLiteral("First personal best!"));
  QCOMPARE(view.lastResult()->headline, TetrisModes::time(first.time_ms));
  QVERIFY(view.findChild<QLabel*>(QStringLiteral("runResult"))->isVisible());
  QTRY_COMPARE(view.board()->snapshot().overlayTitle, view.lastResult()->headline);
  // The panel's rates are the run's own once it is over, not those of its last seconds.
  QTRY_COMPARE(view.board()->snapshot().piecesPerSecond, first.pps());
  QCOMPARE(view.board()->snapshot().linesPerSecond, double(first.lines) * 1000.0 / first.time_ms);
  auto best = storedBest();
  QVERIFY(best.has_value());
  QCOMPARE(best->time_ms, std::int64_t(std::llround(first.time_ms)));
  QCOMPARE(best->pieces, first.pieces);
  QCOMPARE(best->keys, first.keys);
  QVERIFY(best->keys >= best->pieces);  // at least the hard drop of each piece

  // A second sprint, slower by the second waited before its first piece.
  QTest::keyClick(&view, Qt::Key_N);
  QVERIFY(!view.lastResult().has_value());
  playSprint(view, 1000);
  const play::RunResult second = view.session().result(0);
  QVERIFY(second.counts);
  const qint64 diff = qint64(std::llround(second.time_ms)) - qint64(std::llround(first.time_ms));
  QVERIFY2(diff > 0, qPrintable(QString::number(diff)));
  QVERIFY(!view.lastResult()->newBest);
  QCOMPARE(view.lastResult()->comparison, QStringLiteral("+%1 s against your best, %2")
                                              .arg(QString::number(double(diff) / 1000.0, 'f', 3),
                                                   TetrisModes::time(first.time_ms)));
  // Another language says the result again, all of it: the panel, the overlay, the status line
  // (no English part made before the change is left in it).
  QSignalSpy said(&view, &TetrisView::statusMessage);
  gameai::gui::app_settings::installTranslation(*QCoreApplication::instance(),
                                                QStringLiteral("zh_CN"));
  // English again for the tests after this one, even if this one fails.
  const auto english = [] {
    gameai::gui::app_settings::installTranslation(*QCoreApplication::instance(),
                                                  QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
  };
  const auto englishAfterwards = qScopeGuard(english);
  QTRY_VERIFY(!said.isEmpty());
  const QString status = said.last().at(0).toString();
  QVERIFY2(status.contains(QStringLiteral("与你的最佳")) && status.contains(QStringLiteral("秒")) &&
               !status.contains(QStringLiteral("against")) &&
               !status.contains(QStringLiteral("sprint")),
           qPrintable(status));
  QVERIFY2(view.lastResult()->comparison.startsWith(QStringLiteral("与你的最佳")),
           qPrintable(view.lastResult()->comparison));
  QCOMPARE(view.board()->snapshot().overlayTitle, view.lastResult()->headline);
  QVERIFY(view.findChild<QLabel*>(QStringLiteral("runResult"))
              ->text()
              .contains(QStringLiteral("与你的最佳")));
  english();
  QTRY_VERIFY(view.lastResult()->comparison.contains(QStringLiteral("against your best")));
  best = storedBest();
  QCOMPARE(best->time_ms, std::int64_t(std::llround(first.time_ms)));  // the best stays the first
  gameai::gui::GameRecords records;
  QCOMPARE(records.store()->database().query_int("SELECT count(*) FROM tetris_runs"),
           std::int64_t(2));

  // The screenshot: two sprints at a person's pace, the second a new personal best.
  const QByteArray shot = qgetenv("GAMEAI_SPRINT_SCREENSHOT");
  if (shot.isEmpty()) return;
  QTemporaryDir dir;  // a records store of its own: the sprints above are no person's
  gameai::gui::GameRecords::setDatabasePath(dir.filePath(QStringLiteral("records.sqlite")));
  TetrisView paced;
  paced.loadSettings(QSettings());
  paced.resize(1100, 780);
  paced.show();
  QVERIFY(QTest::qWaitForWindowExposed(&paced));
  for (int pieceMs : {330, 290}) {
    QTest::keyClick(&paced, Qt::Key_N);
    playSprint(paced, 0, pieceMs);
  }
  QTest::qWait(300);
  QVERIFY(paced.grab().save(QString::fromLocal8Bit(shot)));
  gameai::gui::GameRecords::setDatabasePath(m_dir.filePath(QStringLiteral("records.sqlite")));
}

void TetrisModesTest::aRunWithTheAiDoesNotCount() {
  TetrisView view;
  view.loadSettings(QSettings());
  showView(view);
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  QTest::keyClick(&view, Qt::Key_A);  // the AI plays from the countdown's end
  QVERIFY(view.aiPlaying());
  QVERIFY(view.session().counting_down());
  waitCountdownOut(view);
  QTRY_VERIFY_WITH_TIMEOUT(view.lastResult().has_value(), 60000);
  QVERIFY(view.session().finished());
  QVERIFY(!view.session().result(0).counts);
  QVERIFY(view.lastResult()->comparison.startsWith(QStringLiteral("Not a personal best")));
}

void TetrisModesTest::rRestartsAtOnce() {
  TetrisView view;
  view.loadSettings(QSettings());
  showView(view);
  QTest::keyClick(&view, Qt::Key_Space);
  waitCountdownOut(view);
  QTest::keyClick(&view, Qt::Key_Space);
  QTest::keyClick(&view, Qt::Key_Space);
  QCOMPARE(view.session().game().pieces(), std::int64_t(2));
  QTest::keyClick(&view, Qt::Key_R);
  QCOMPARE(view.session().game().pieces(), std::int64_t(0));
  QCOMPARE(view.session().settings().mode, play::Mode::Sprint);
  QVERIFY(view.session().counting_down());  // no key needed: the countdown runs
  QTRY_COMPARE(view.board()->snapshot().countdown, 3);
  waitCountdownOut(view);
  QTRY_VERIFY(view.session().game().falling().has_value());

  // A mode changed during the game waits for the next: the status says so until R starts it.
  QSignalSpy said(&view, &TetrisView::statusMessage);
  view.setMode(play::Mode::Ultra);
  QCOMPARE(view.session().settings().mode, play::Mode::Sprint);
  QVERIFY(!said.isEmpty());
  QVERIFY(said.last().at(0).toString().contains(QStringLiteral("next game")));
  QTest::keyClick(&view, Qt::Key_R);
  QCOMPARE(view.session().settings().mode, play::Mode::Ultra);
  QVERIFY2(!said.last().at(0).toString().contains(QStringLiteral("next game")),
           qPrintable(said.last().at(0).toString()));
}

// The replay's list tells runs apart by mode and time; its board shows the lines left at every
// step and the run's time at its end, the first piece at step 0 (where it entered, above the
// well), and a click on the slider's track goes to that point of the game.
void TetrisModesTest::theReplayShowsTheModeTheTimeAndWhatIsLeft() {
  std::int64_t id = 0;
  double timeMs = 0;
  {
    TetrisView view;
    view.loadSettings(QSettings());
    showView(view);
    view.setSpeed(TetrisView::SPEED_FLAT_OUT);
    QTest::keyClick(&view, Qt::Key_A);
    waitCountdownOut(view);
    QTRY_VERIFY_WITH_TIMEOUT(view.lastResult().has_value(), 60000);
    QVERIFY(view.session().finished());
    timeMs = view.session().result(0).time_ms;
  }
  gameai::gui::GameRecords records;
  QVERIFY(records.store() != nullptr);
  for (const auto& g : records.store()->list_games({gameai::game_files::GameKind::Tetris, 1000}))
    id = std::max<std::int64_t>(id, g.id);  // the newest: this sprint's
  gameai::gui::TetrisReplayDialog dialog(records);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("games"));
  QVERIFY(list != nullptr);
  const auto column = [list](const QString& title) {
    for (int c = 0; c < list->columnCount(); ++c)
      if (list->headerItem()->text(c) == title) return c;
    return -1;
  };
  const int modeColumn = column(QStringLiteral("Mode")),
            timeColumn = column(QStringLiteral("Time"));
  QVERIFY(modeColumn >= 0 && timeColumn >= 0);
  QTreeWidgetItem* row = nullptr;
  for (int i = 0; i < list->topLevelItemCount(); ++i)
    if (list->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() == id)
      row = list->topLevelItem(i);
  QVERIFY(row != nullptr);
  QCOMPARE(row->text(modeColumn), TetrisModes::name(play::Mode::Sprint));
  QCOMPARE(row->text(timeColumn), TetrisModes::time(double(std::llround(timeMs))));

  QVERIFY(dialog.loadGame(id));
  auto* board = dialog.board(0);
  dialog.showFrame(0);
  auto rows = board->snapshot().modeRows;
  QCOMPARE(rows.size(), 2);
  QCOMPARE(rows[0].second, QStringLiteral("–"));
  QCOMPARE(rows[1], qMakePair(QStringLiteral("Lines left"), QStringLiteral("40")));
  // The first piece, where it entered: at the top of the well or in the rows above it (an I
  // falls into the top row at once, the others stand partly above).
  const auto first = board->snapshot();
  QCOMPARE(first.active.size(), 4);
  QVERIFY(first.activeKind != 0);
  QCOMPARE(first.above, 2);
  int top = first.height, bottom = -first.above;
  for (const QPoint& c : first.active) {
    top = std::min(top, c.y());
    bottom = std::max(bottom, c.y());
  }
  QVERIFY2(top >= -first.above && bottom <= 1,
           qPrintable(QStringLiteral("rows %1 to %2").arg(top).arg(bottom)));
  dialog.showFrame(dialog.frameCount() - 1);
  rows = board->snapshot().modeRows;
  QCOMPARE(rows[0].second, TetrisModes::time(double(std::llround(timeMs))));
  QCOMPARE(rows[1].second, QStringLiteral("0"));

  // A click on the track, three quarters along, goes there (not one page from where it was).
  auto* seek = dialog.findChild<QSlider*>(QStringLiteral("seek"));
  QVERIFY(seek != nullptr);
  dialog.showFrame(0);
  QTest::mouseClick(seek, Qt::LeftButton, {}, QPoint(seek->width() * 3 / 4, seek->height() / 2));
  QTRY_VERIFY2(
      dialog.currentFrame() > dialog.frameCount() / 2,
      qPrintable(QStringLiteral("%1 of %2").arg(dialog.currentFrame()).arg(dialog.frameCount())));
}

// A dig begins on its cheese: the stored game keeps those rows, so that it replays exactly.
void TetrisModesTest::aDigRunReplaysFromTheStore() {
  QSettings().setValue(QStringLiteral("mode"), QStringLiteral("dig"));
  TetrisView view;
  view.loadSettings(QSettings());
  QCOMPARE(view.session().settings().mode, play::Mode::Dig);
  showView(view);
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  QTest::keyClick(&view, Qt::Key_A);
  waitCountdownOut(view);
  QTRY_VERIFY_WITH_TIMEOUT(view.lastResult().has_value(), 60000);
  gameai::records::Store store(m_dir.filePath(QStringLiteral("records.sqlite")).toStdString());
  const auto games = store.list_games({gameai::game_files::GameKind::Tetris, 1});
  QCOMPARE(games.size(), std::size_t(1));
  QCOMPARE(games.front().pieces, view.session().game().pieces());
  const auto garbage = store.tetris_garbage(games.front().id);
  QCOMPARE(garbage.size(), std::size_t(1));
  QCOMPARE(garbage.front().step, std::int64_t(-1));
  QCOMPARE(garbage.front().holes, view.session().start_garbage());
  QVERIFY(!garbage.front().holes.empty());
  const auto replay = gameai::records::replay_tetris(store, games.front());
  QVERIFY2(replay.exact(), replay.problem.c_str());
  QCOMPARE(replay.steps, games.front().pieces);
}

// A zen run tops out again and again, its board emptied each time; left for a new game, it is
// stored as a zen run, and replays from the store through every top-out.
void TetrisModesTest::aZenRunReplaysThroughItsTopOuts() {
  QSettings().setValue(QStringLiteral("mode"), QStringLiteral("zen"));
  std::int64_t pieces = 0;
  {
    TetrisView view;
    view.loadSettings(QSettings());
    QCOMPARE(view.session().settings().mode, play::Mode::Zen);
    showView(view);
    QTest::keyClick(&view, Qt::Key_Left);  // starts the countdown
    waitCountdownOut(view);
    int emptied = 0;
    for (int i = 0; i < 60; ++i) {
      const int before = view.session().game().board().max_height();
      QTest::keyClick(&view, Qt::Key_Space);
      if (view.session().game().board().max_height() + 4 < before) ++emptied;
    }
    QVERIFY(emptied >= 2);
    QVERIFY(!view.session().over());
    pieces = view.session().game().pieces();
    QCOMPARE(pieces, std::int64_t(60));
    view.newGame();
  }
  gameai::records::Store store(m_dir.filePath(QStringLiteral("records.sqlite")).toStdString());
  const auto games = store.list_games({gameai::game_files::GameKind::Tetris, 1});
  QCOMPARE(games.size(), std::size_t(1));
  QCOMPARE(games.front().pieces, pieces);
  const auto run = gameai::records::tetris_run(store, games.front().id);
  QVERIFY(run.has_value());
  QCOMPARE(run->mode, std::string("zen"));
  QCOMPARE(run->ended, std::string("finished"));
  QVERIFY(!run->counts);
  const auto replay = gameai::records::replay_tetris(store, games.front());
  QVERIFY2(replay.exact(), replay.problem.c_str());
  QCOMPARE(replay.steps, pieces);
}

QTEST_MAIN(TetrisModesTest)
#include "tetris_modes_test.moc"

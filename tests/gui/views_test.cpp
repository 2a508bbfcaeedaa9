// The two game pages driven as a user drives them, on Qt's offscreen platform: keys and clicks
// in, the rules' state and the window's responsiveness checked.
#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <vector>

#include "app_settings.hpp"
#include "board_clicks.hpp"
#include "game_records.hpp"
#include "main_window.hpp"
#include "rate_meter.hpp"
#include "records/store.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_charts.hpp"
#include "tetris_keys.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_view.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::TetrisView;
using gameai::gui::XiangqiSnapshot;
using gameai::gui::XiangqiView;
namespace t = gameai::tetris;

using gameai::gui::testing::clickSquare;
using gameai::gui::testing::passGameTime;
using gameai::gui::testing::sq;

class ViewsTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void mainWindowMenusFollowThePage();
  void tetrisKeysMoveThePiece();
  void tetrisAiTakesOverAndHandsBack();
  void tetrisGameIsRecordedAndReplays();
  void tetrisWaitsForTheFirstKey();
  void tetrisPausesWhileHidden();
  void tetrisGameWithNoMoveIsNotStored();
  void tetrisRatesAreOverTheLastSeconds();
  void tetrisLookaheadFollowsTheRules();
  void tetrisBotIsTheGuidelineDefault();
  void tetrisSpeedIsInPiecesPerSecond();
  void tetrisBoardStaysWhenSpeedChanges();
  void tetrisHintShowsTheBotsPlan();
  void recordStoreErrorIsToldAtStart();
  void xiangqiUndoKeyWorksFromTheLevelBox();
  void keyListNamesEveryShortcut();
  void xiangqiEnginePanelFollowsPositionAndNotation();
  void xiangqiClickMoveAndComputerReplies();
  void xiangqiIllegalClickChangesNothing();
  void xiangqiEventLoopTurnsWhileEngineSearches();
  void statusMessageKeepsClearOfTheSummary();
  void languageSwitchesWithoutRestart();
  void xiangqiEngineCommandHasRoom();
};

void TetrisView_show(TetrisView& view) {
  view.resize(1000, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.activateWindow();
  view.setFocus();
}

void ViewsTest::mainWindowMenusFollowThePage() {
  gameai::gui::MainWindow window({new TetrisView, new XiangqiView});
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto menuTexts = [&window](int index) {
    QStringList texts;
    for (QAction* a : window.menuBar()->actions().at(index)->menu()->actions()) texts << a->text();
    return texts;
  };
  window.showView(0);
  QVERIFY(menuTexts(1).contains(QStringLiteral("&AI plays")));  // the AI menu: Tetris's toggle
  QVERIFY(!menuTexts(1).contains(QStringLiteral("&Hint")));
  window.showView(1);
  QVERIFY(!menuTexts(1).contains(QStringLiteral("&AI plays")));
  QVERIFY(menuTexts(1).contains(QStringLiteral("&Hint")));  // the xiangqi engine's hint
  QVERIFY(menuTexts(0).contains(QStringLiteral("&Undo move (悔棋)")));
  QVERIFY(menuTexts(0).contains(QStringLiteral("&Quit")));  // the window's own entries stay
  window.showView(0);
  QVERIFY(menuTexts(0).contains(QStringLiteral("&Quit")));
}

void ViewsTest::tetrisKeysMoveThePiece() {
  TetrisView view;
  TetrisView_show(view);
  const auto start = view.session().game().falling();
  QVERIFY(start.has_value());
  QTest::keyClick(&view, Qt::Key_Left);
  QCOMPARE(view.session().game().falling()->column, std::int8_t(start->column - 1));
  QTest::keyClick(&view, Qt::Key_Right);
  QTest::keyClick(&view, Qt::Key_Right);
  QCOMPARE(view.session().game().falling()->column, std::int8_t(start->column + 1));
  QTest::keyClick(&view, Qt::Key_X);
  QCOMPARE(view.session().game().falling()->rotation, t::Rotation::Right);
  QTest::keyClick(&view, Qt::Key_Space);
  QCOMPARE(view.session().game().pieces(), std::int64_t(1));
  // Holding → past the DAS slides the new piece to the wall.
  QTest::keyPress(&view, Qt::Key_Left);
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().falling()->column == 0, 2000);
  QTest::keyRelease(&view, Qt::Key_Left);
  // The board widget shows the same game.
  QCOMPARE(view.board()->snapshot().pieces, qint64(1));
}

void ViewsTest::tetrisAiTakesOverAndHandsBack() {
  TetrisView view;
  TetrisView_show(view);
  QTest::keyClick(&view, Qt::Key_Left);  // the player starts the piece...
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  view.toggleAi();  // ...and hands it over mid-piece
  QVERIFY(view.aiPlaying());
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().lines() >= 20, 20000);
  QVERIFY(view.board()->snapshot().aiPlaying);
  view.toggleAi();
  QVERIFY(!view.aiPlaying());
  QTest::qWait(100);  // an AI batch still in flight must be dropped, not applied
  const std::int64_t pieces = view.session().game().pieces();
  const auto falling = view.session().game().falling();
  QVERIFY(falling.has_value());
  QTest::keyClick(&view, Qt::Key_Right);
  QTest::keyClick(&view, Qt::Key_Space);
  QCOMPARE(view.session().game().pieces(), pieces + 1);
  QVERIFY(!view.session().game().game_over());
  QVERIFY(view.liveChart()->pointCount() > 0 || view.session().game().pieces() > 0);
}

void ViewsTest::tetrisGameIsRecordedAndReplays() {
  std::int64_t pieces = 0;
  {
    TetrisView view;
    TetrisView_show(view);
    view.setSpeed(TetrisView::SPEED_FASTEST_WALKED);
    view.toggleAi();
    QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 30, 20000);
    view.toggleAi();
    QTest::qWait(50);
    pieces = view.session().game().pieces();
  }  // closing the page leaves the game stored, unfinished
  gameai::gui::GameRecords records;
  QVERIFY2(records.store(), qPrintable(records.lastError()));
  gameai::records::GameFilter filter;
  filter.game = gameai::game_files::GameKind::Tetris;
  const auto games = records.store()->list_games(filter);
  QVERIFY(!games.empty());
  const qint64 id = games.front().id;  // newest first
  gameai::gui::TetrisReplayDialog dialog(records);
  // The list of games shows every entry whole at the dialog's size: nothing cut off.
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  auto* list = dialog.findChild<QAbstractItemView*>(QStringLiteral("games"));
  QVERIFY(list != nullptr);
  const QFontMetrics metrics(list->font());
  QVERIFY(list->model()->rowCount() > 0);
  for (int row = 0; row < std::min(list->model()->rowCount(), 20); ++row) {
    for (int column = 0; column < list->model()->columnCount(); ++column) {
      const QModelIndex index = list->model()->index(row, column);
      const QString text = index.data().toString();
      QVERIFY2(list->visualRect(index).width() >= metrics.horizontalAdvance(text) + 6,
               qPrintable(QStringLiteral("'%1' does not fit in %2 px")
                              .arg(text)
                              .arg(list->visualRect(index).width())));
    }
  }
  QVERIFY(dialog.loadGame(id));
  // The empty board, then one frame a piece, every board reproduced exactly.
  QVERIFY2(dialog.frameCount() == int(pieces) + 1, qPrintable(dialog.summary()));
  QVERIFY2(dialog.summary().contains(QStringLiteral("reproduced")), qPrintable(dialog.summary()));
  dialog.showFrame(10);
  QCOMPARE(dialog.currentFrame(), 10);
  dialog.setPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(dialog.currentFrame() > 10, 3000);
  dialog.setPlaying(false);
}

void ViewsTest::tetrisWaitsForTheFirstKey() {
  TetrisView view;
  TetrisView_show(view);
  const auto start = view.session().game().falling();
  QVERIFY(start.has_value());
  QVERIFY(view.waitingForStart());
  QVERIFY(view.board()->snapshot().waiting);
  passGameTime(view, 1500);  // more than a row of level-1 gravity
  QCOMPARE(view.session().game().falling()->row, start->row);
  QCOMPARE(view.session().game().pieces(), std::int64_t(0));
  QTest::keyClick(&view, Qt::Key_Left);  // the first key starts the game, and moves the piece
  QVERIFY(!view.waitingForStart());
  QCOMPARE(view.session().game().falling()->column, std::int8_t(start->column - 1));
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().falling()->row != start->row, 3000);
}

void ViewsTest::tetrisPausesWhileHidden() {
  auto* tetris = new TetrisView;
  gameai::gui::MainWindow window({tetris, new XiangqiView});
  window.resize(1200, 800);
  window.showView(0);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  // A person's game: hidden, it stops; shown again, it waits for P.
  tetris->setFocus();
  QTest::keyClick(tetris, Qt::Key_Left);
  QVERIFY(!tetris->waitingForStart());
  window.showView(1);
  QVERIFY(tetris->paused());
  const auto falling = tetris->session().game().falling();
  passGameTime(*tetris, 1500);
  QCOMPARE(tetris->session().game().falling()->row, falling->row);
  window.showView(0);
  QVERIFY(tetris->paused());
  // The AI's game: hidden, no piece falls; shown again, it carries on.
  tetris->setPaused(false);
  tetris->setSpeed(TetrisView::SPEED_FASTEST_WALKED);
  tetris->setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(tetris->session().game().pieces() >= 5, 10000);
  window.showView(1);
  QTest::qWait(100);  // a move in flight may land
  const std::int64_t pieces = tetris->session().game().pieces();
  passGameTime(*tetris, 1000);
  QCOMPARE(tetris->session().game().pieces(), pieces);
  window.showView(0);
  QTRY_VERIFY_WITH_TIMEOUT(tetris->session().game().pieces() > pieces, 5000);
}

void ViewsTest::tetrisGameWithNoMoveIsNotStored() {
  auto tetrisGames = [] {
    gameai::gui::GameRecords records;
    if (!records.store()) return std::size_t(0);
    gameai::records::GameFilter filter;
    filter.game = gameai::game_files::GameKind::Tetris;
    return records.store()->list_games(filter).size();
  };
  const std::size_t before = tetrisGames();
  {
    TetrisView view;
    TetrisView_show(view);
    view.newGame();
    view.setAiPlaying(true);  // handed to the AI, then taken back before its first piece
    view.setAiPlaying(false);
    view.newGame();
    QTest::qWait(200);
  }
  QCOMPARE(tetrisGames(), before);
}

void ViewsTest::tetrisRatesAreOverTheLastSeconds() {
  gameai::gui::RateMeter meter(3000);
  // A minute at one piece a second, then three seconds at 100 pieces and 40 lines a second.
  for (int s = 0; s <= 60; ++s) meter.add(s * 1000, s, s / 4);
  for (int ms = 100; ms <= 3000; ms += 100) meter.add(60000 + ms, 60 + ms / 10, 15 + ms / 25);
  QVERIFY2(std::abs(meter.piecesPerSecond() - 100.0) < 1.0,
           qPrintable(QString::number(meter.piecesPerSecond())));
  QVERIFY2(std::abs(meter.linesPerSecond() - 40.0) < 1.0,
           qPrintable(QString::number(meter.linesPerSecond())));
  // Samples two seconds apart: 63, 70, 77 pieces is 3.5 a second.
  meter.clear();
  meter.add(0, 63, 20);
  meter.add(2000, 70, 23);
  meter.add(4000, 77, 26);
  QCOMPARE(meter.piecesPerSecond(), 3.5);
  QCOMPARE(meter.linesPerSecond(), 1.5);
  // The page's rates: lines never outrun four a piece.
  TetrisView view;
  TetrisView_show(view);
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  // More than the meter's three seconds of play on the game's clock, which runs four times as
  // fast: the AI flat out clears as many lines a second of it as a quarter of its real rate.
  view.gameClock().setRate(4);
  view.setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().lines() >= 60, 20000);
  passGameTime(view, 1000);  // a second of play, or of the game over that ended it
  const auto snap = view.board()->snapshot();
  QVERIFY(snap.piecesPerSecond > 0);
  QVERIFY2(snap.linesPerSecond <= 4 * snap.piecesPerSecond,
           qPrintable(QStringLiteral("%1 lines/s, %2 pieces/s")
                          .arg(snap.linesPerSecond)
                          .arg(snap.piecesPerSecond)));
}

void ViewsTest::tetrisLookaheadFollowsTheRules() {
  TetrisView view;
  auto* box = view.findChild<QComboBox*>(QStringLiteral("lookahead"));
  QVERIFY(box != nullptr);
  QCOMPARE(view.session().settings().rules, t::RuleSet::Guideline);
  QVERIFY(!box->isEnabled());  // guideline: one piece, as the AI library says
  QCOMPARE(box->currentIndex(), 0);
  QCOMPARE(view.session().settings().lookahead, 0);
  QSettings settings;
  settings.setValue(QStringLiteral("rules"), 1);  // standard
  settings.setValue(QStringLiteral("lookahead"), 1);
  view.loadSettings(settings);
  QCOMPARE(view.session().settings().rules, t::RuleSet::Standard);
  QVERIFY(box->isEnabled());
  QCOMPARE(box->currentIndex(), 1);
  QCOMPARE(view.session().settings().lookahead, 1);
  settings.setValue(QStringLiteral("rules"), 0);  // back to guideline: the choice is kept
  view.loadSettings(settings);
  QVERIFY(!box->isEnabled());
  QCOMPARE(view.session().settings().lookahead, 0);
  QSettings saved;
  view.saveSettings(saved);
  QCOMPARE(saved.value(QStringLiteral("lookahead")).toInt(), 1);
}

void ViewsTest::tetrisBotIsTheGuidelineDefault() {
  TetrisView view;
  auto* box = view.findChild<QComboBox*>(QStringLiteral("ai"));
  QVERIFY(box != nullptr);
  const int bot = box->findText(QStringLiteral("bot"));
  QVERIFY(bot >= 0);  // offered
  QCOMPARE(view.session().settings().evaluator, std::string("bot"));
  QCOMPARE(box->currentText(), QStringLiteral("bot"));
  auto* model = qobject_cast<QStandardItemModel*>(box->model());
  QVERIFY(model->item(bot)->isEnabled());
  // The bot plays, hold included, flat out.
  TetrisView_show(view);
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  view.setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 30, 20000);
  view.setAiPlaying(false);
  // Watchable: the bot's key path (Hold first when it holds) is walked key by key.
  view.newGame();
  view.setSpeed(TetrisView::SPEED_FASTEST_WALKED);
  view.setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 15, 20000);
  QVERIFY(!view.session().game().game_over());
  view.setAiPlaying(false);
  // Under standard the bot does not play: it is greyed out and the game gets eltetris.
  QSettings settings;
  settings.setValue(QStringLiteral("rules"), 1);
  view.loadSettings(settings);
  QVERIFY(!model->item(bot)->isEnabled());
  QCOMPARE(view.session().settings().evaluator, std::string("eltetris"));
  QCOMPARE(box->currentText(), QStringLiteral("eltetris"));
}

// The AI keeps the chosen pace in pieces per second whatever the length of each key path.
void ViewsTest::tetrisSpeedIsInPiecesPerSecond() {
  TetrisView view;
  TetrisView_show(view);
  auto* box = view.findChild<QComboBox*>(QStringLiteral("ai"));
  QVERIFY(box);
  box->setCurrentText(QStringLiteral("eltetris"));  // decides in well under a millisecond
  QCOMPARE(view.session().settings().evaluator, std::string("eltetris"));
  view.setSpeed(2);
  QCOMPARE(TetrisView::PIECES_PER_SECOND[2], 3.0);
  QCOMPARE(TetrisView::speedName(2), QStringLiteral("3 pieces/s"));
  QCOMPARE(TetrisView::speedName(TetrisView::SPEED_FLAT_OUT), QStringLiteral("max"));
  view.setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 1, 5000);
  const std::int64_t first = view.session().game().pieces();
  passGameTime(view, 3000, 3);  // 3 s of the game's time in 1 s
  const std::int64_t placed = view.session().game().pieces() - first;
  QVERIFY2(placed >= 6 && placed <= 10, qPrintable(QStringLiteral("%1 pieces in 3 s").arg(placed)));
}

// The speed's description changes length with the speed; the board beside it does not move.
void ViewsTest::tetrisBoardStaysWhenSpeedChanges() {
  TetrisView view;
  TetrisView_show(view);
  const auto place = [&view] {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    return QRect(view.board()->mapTo(&view, QPoint(0, 0)), view.board()->size());
  };
  view.setSpeed(0);
  const QRect first = place();
  for (int speed = 1; speed < TetrisView::SPEED_COUNT; ++speed) {
    view.setSpeed(speed);
    const QRect now = place();
    QVERIFY2(now == first,
             qPrintable(QStringLiteral("speed %1: board at %2,%3 %4x%5, was %6,%7 %8x%9")
                            .arg(speed)
                            .arg(now.x())
                            .arg(now.y())
                            .arg(now.width())
                            .arg(now.height())
                            .arg(first.x())
                            .arg(first.y())
                            .arg(first.width())
                            .arg(first.height())));
  }
}

// With the hint on, the bot's plan after its placement is on the board, numbered.
void ViewsTest::tetrisHintShowsTheBotsPlan() {
  TetrisView view;
  TetrisView_show(view);
  QCOMPARE(view.session().settings().evaluator, std::string("bot"));
  view.setHintShown(true);
  QTest::keyClick(&view, Qt::Key_Left);
  QTRY_VERIFY_WITH_TIMEOUT(!view.board()->snapshot().hint.isEmpty(), 5000);
  QVERIFY(!view.board()->snapshot().hintPlan.isEmpty());
  // Handed to the AI, the hint goes.
  view.setAiPlaying(true);
  QVERIFY(view.board()->snapshot().hintPlan.isEmpty());
}

void ViewsTest::recordStoreErrorIsToldAtStart() {
  QTemporaryDir dir;
  const QString junk = dir.filePath(QStringLiteral("not-a-database.sqlite"));
  {
    QFile file(junk);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
  }
  const QByteArray saved = qgetenv("GAMEAI_DB");
  qputenv("GAMEAI_DB", junk.toLocal8Bit());
  {
    gameai::gui::MainWindow window({new TetrisView, new XiangqiView});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QLabel* label = nullptr;
    QTRY_VERIFY((label = window.findChild<QLabel*>(QStringLiteral("recordsWarning"))) != nullptr);
    QVERIFY(label->isVisible());
    QVERIFY2(!label->toolTip().isEmpty(), "the warning names the error");
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("recordsDialog"));
    QVERIFY(box != nullptr);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->informativeText().contains(QStringLiteral("--db")));
    box->close();
  }
  qputenv("GAMEAI_DB", saved);
  // A usable store: no warning.
  gameai::gui::MainWindow window({new TetrisView, new XiangqiView});
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QTest::qWait(50);
  QVERIFY(window.findChild<QLabel*>(QStringLiteral("recordsWarning")) == nullptr);
  QVERIFY(window.findChild<QMessageBox*>(QStringLiteral("recordsDialog")) == nullptr);
}

void ViewsTest::xiangqiUndoKeyWorksFromTheLevelBox() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  clickSquare(view, "h2");
  clickSquare(view, "e2");  // cannon to the centre
  QCOMPARE(view.game().ply(), 1);
  auto* level = view.findChild<QSpinBox*>();
  QVERIFY(level != nullptr);
  view.activateWindow();
  level->setFocus();
  QTRY_VERIFY(level->hasFocus());
  QTest::keyClick(level, Qt::Key_Z, Qt::ControlModifier);
  QCOMPARE(view.game().ply(), 0);
}

void ViewsTest::keyListNamesEveryShortcut() {
  TetrisView tetris;
  XiangqiView xiangqi;
  for (gameai::gui::GameView* view :
       std::initializer_list<gameai::gui::GameView*>{&tetris, &xiangqi}) {
    QStringList keys;
    for (const auto& row : view->keyBindings()) keys << row.first;
    for (QAction* action : view->findChildren<QAction*>()) {
      for (const QKeySequence& shortcut : action->shortcuts()) {
        const QString text = shortcut.toString(QKeySequence::NativeText);
        const bool listed = std::any_of(keys.begin(), keys.end(), [&text](const QString& k) {
          return k == text || k.split(QStringLiteral(" or ")).contains(text) ||
                 k.split(QStringLiteral(" / ")).contains(text);
        });
        QVERIFY2(listed, qPrintable(QStringLiteral("%1: %2 (%3) is not in the key list")
                                        .arg(view->objectName(), text, action->text())));
      }
    }
  }
}

void ViewsTest::xiangqiEnginePanelFollowsPositionAndNotation() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  auto* pv = view.findChild<QLabel*>(QStringLiteral("enginePv"));
  auto* notation = view.findChild<QComboBox*>(QStringLiteral("notation"));
  QVERIFY(pv != nullptr && notation != nullptr);
  notation->setCurrentIndex(0);  // Chinese
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  view.hint();
  QTRY_VERIFY_WITH_TIMEOUT(pv->text() != QStringLiteral("-"), 10000);
  auto hasCjk = [](const QString& text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x2E80; });
  };
  QVERIFY2(hasCjk(pv->text()), qPrintable(pv->text()));
  notation->setCurrentIndex(1);  // WXF: the engine's line too
  QVERIFY2(!hasCjk(pv->text()) && pv->text() != QStringLiteral("-"), qPrintable(pv->text()));
  view.undo();  // another position: the old line goes
  QCOMPARE(pv->text(), QStringLiteral("-"));
}

void ViewsTest::xiangqiClickMoveAndComputerReplies() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  QCOMPARE(view.board()->snapshot().selected, sq("h2"));
  const std::vector<int>& targets = view.board()->snapshot().targets;
  QVERIFY(std::find(targets.begin(), targets.end(), sq("e2")) != targets.end());
  clickSquare(view, "e2");  // 炮二平五
  QVERIFY(view.game().ply() >= 1);
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[0]), std::string("h2e2"));
  QCOMPARE(view.moveListTexts().value(0), QStringLiteral("1. 炮二平五"));
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 10000);  // the computer answers
  QCOMPARE(view.game().side_to_move(), gameai::xiangqi::RED);
  // Undo against the computer takes back its reply and our move.
  view.undo();
  QCOMPARE(view.game().ply(), 0);
  QVERIFY(view.game().can_redo());
  // The same move by dragging the piece.
  auto* board = view.board();
  QTest::mousePress(board, Qt::LeftButton, {}, board->squareCenter(sq("h2")).toPoint());
  QMouseEvent move(QEvent::MouseMove, board->squareCenter(sq("e2")),
                   board->mapToGlobal(board->squareCenter(sq("e2"))), Qt::NoButton, Qt::LeftButton,
                   Qt::NoModifier);
  QApplication::sendEvent(board, &move);
  QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(sq("e2")).toPoint());
  QVERIFY(view.game().ply() >= 1);
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[0]), std::string("h2e2"));
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 10000);
}

void ViewsTest::xiangqiIllegalClickChangesNothing() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  const std::string before = view.game().fen();
  QSignalSpy messages(&view, &gameai::gui::GameView::statusMessage);
  clickSquare(view, "b0");  // horse
  clickSquare(view, "b2");  // onto its own cannon: selects the cannon instead
  QCOMPARE(view.game().fen(), before);
  QCOMPARE(view.board()->snapshot().selected, sq("b2"));
  messages.clear();
  clickSquare(view, "b8");  // not a cannon move (b9 is a capture, b8 is past nothing)
  QCOMPARE(view.game().fen(), before);
  QCOMPARE(messages.size(), 1);  // said, not silently dropped
  QVERIFY(messages.takeFirst().at(0).toString().contains(QStringLiteral("cannot move there")));
  clickSquare(view, "h7");  // Black's cannon on Red's turn
  QCOMPARE(view.game().fen(), before);
  QCOMPARE(view.board()->snapshot().selected, -1);
  QCOMPARE(messages.size(), 1);
  QVERIFY(messages.takeFirst().at(0).toString().contains(QStringLiteral("Red's move")));
  QCOMPARE(view.game().ply(), 0);
}

void ViewsTest::xiangqiEventLoopTurnsWhileEngineSearches() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setLevel(10);
  view.setHumanSide(gameai::xiangqi::BLACK);  // the computer, Red, moves first at full strength
  view.setMode(XiangqiView::Mode::HumanVsComputer);
  view.newGame();
  QVERIFY(view.thinking());
  // A 10 ms timer while the search runs: an event loop blocked by the search would fire it only
  // once the search is over. Counted by state, not by the wall clock, so a busy machine that
  // delays the ticks makes the test slower, never wrong.
  int ticksWhileThinking = 0;
  QTimer timer;
  connect(&timer, &QTimer::timeout, [&] {
    if (view.thinking()) ++ticksWhileThinking;
  });
  timer.start(10);
  QTRY_VERIFY_WITH_TIMEOUT(ticksWhileThinking >= 20 || !view.thinking(), 120000);
  timer.stop();
  QVERIFY2(ticksWhileThinking >= 20,
           qPrintable(QStringLiteral("the event loop turned %1 times while the computer searched")
                          .arg(ticksWhileThinking)));
  QVERIFY(view.thinking());  // still searching (level 10 thinks for seconds)
  view.newGame();            // cancels; the stale answer must not be played into the new game
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  QTest::qWait(200);
  QCOMPARE(view.game().ply(), 0);
}

// A message longer than the status bar is cut short with "…" and never drawn into the summary
// on the right: the strip just left of the summary stays blank.
void ViewsTest::statusMessageKeepsClearOfTheSummary() {
  auto* xiangqi = new XiangqiView;
  gameai::gui::MainWindow window({new TetrisView, xiangqi});
  window.resize(900, 700);
  window.showView(1);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  QString message;
  for (int i = 0; i < 40; ++i) message += QStringLiteral("Engine error WWW %1 ").arg(i);
  Q_EMIT xiangqi->statusMessage(message);
  QCOMPARE(window.statusMessage(), message);
  auto* summary = window.findChild<QLabel*>(QStringLiteral("statusSummary"));
  QVERIFY(summary != nullptr);
  QTRY_VERIFY(!summary->text().isEmpty());
  QTest::qWait(50);
  const QImage bar = window.statusBar()->grab().toImage();
  const int edge = summary->geometry().left() + summary->contentsMargins().left();
  const QRgb background = bar.pixel(edge - 2, bar.height() / 2);
  for (int x = edge - 10; x < edge; ++x)
    for (int y = 2; y < bar.height() - 2; ++y)
      QVERIFY2(bar.pixel(x, y) == background,
               qPrintable(QStringLiteral("text drawn at %1,%2 next to the summary").arg(x).arg(y)));
  // The message is there, cut short.
  bool drawn = false;
  for (int x = 10; x < 200 && !drawn; ++x)
    for (int y = 2; y < bar.height() - 2 && !drawn; ++y) drawn = bar.pixel(x, y) != background;
  QVERIFY(drawn);
}

// Choosing a language switches every menu, tab and page to it at once, and back.
void ViewsTest::languageSwitchesWithoutRestart() {
  auto* xiangqi = new XiangqiView;
  gameai::gui::MainWindow window({new TetrisView, xiangqi});
  window.showView(1);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  auto* tabs = window.findChild<QTabWidget*>();
  const auto menuTitle = [&window](int index) {
    return window.menuBar()->actions().at(index)->text();
  };
  const auto aiMenu = [&window] {
    QStringList texts;
    for (QAction* a : window.menuBar()->actions().at(1)->menu()->actions()) texts << a->text();
    return texts;
  };
  auto* players = xiangqi->findChild<QGroupBox*>(QStringLiteral("players"));
  QVERIFY(players != nullptr);
  QCOMPARE(menuTitle(0), QStringLiteral("&Game"));
  QCOMPARE(players->title(), QStringLiteral("Players"));
  QCOMPARE(window.statusMessage(), QStringLiteral("Welcome. Press F1 for the key bindings."));

  window.setLanguage(QStringLiteral("zh_CN"));
  // The window's own message too: said again, not left in English.
  QTRY_VERIFY2(window.statusMessage().contains(QStringLiteral("F1")) &&
                   !window.statusMessage().contains(QStringLiteral("Welcome")),
               qPrintable(window.statusMessage()));
  QCOMPARE(gameai::gui::app_settings::installedLanguage(), QStringLiteral("zh_CN"));
  QTRY_COMPARE(menuTitle(0), QStringLiteral("游戏(&G)"));
  QCOMPARE(tabs->tabText(1), QStringLiteral("中国象棋"));
  QTRY_COMPARE(players->title(), QStringLiteral("对弈双方"));
  QTRY_VERIFY2(aiMenu().contains(QStringLiteral("提示(&H)")), qPrintable(aiMenu().join(", ")));
  QVERIFY(xiangqi->findChild<QLabel*>(QStringLiteral("xiangqiStatus"))
              ->text()
              .contains(QStringLiteral("轮到红方")));
  // Every part of the page: the engine panel, its switch, the notation box, the window's summary.
  auto* engine = xiangqi->findChild<QGroupBox*>(QStringLiteral("engine"));
  QVERIFY(engine != nullptr);
  QCOMPARE(engine->title(), QStringLiteral("引擎"));
  QVERIFY(xiangqi->findChild<QCheckBox*>(QStringLiteral("analyse"))
              ->text()
              .startsWith(QStringLiteral("分析")));
  QCOMPARE(xiangqi->findChild<QComboBox*>(QStringLiteral("notation"))->currentText(),
           QStringLiteral("中文"));
  QTRY_VERIFY2(window.findChild<QLabel*>(QStringLiteral("statusSummary"))
                   ->text()
                   .contains(QStringLiteral("轮到红方")),
               qPrintable(window.findChild<QLabel*>(QStringLiteral("statusSummary"))->text()));
  // The choice is kept for the next start.
  QCOMPARE(gameai::gui::app_settings::language(), QStringLiteral("zh_CN"));

  window.setLanguage(QStringLiteral("en"));
  QCOMPARE(gameai::gui::app_settings::installedLanguage(), QString());
  QTRY_COMPARE(menuTitle(0), QStringLiteral("&Game"));
  QTRY_COMPARE(players->title(), QStringLiteral("Players"));
  QTRY_VERIFY(aiMenu().contains(QStringLiteral("&Hint")));
  QCOMPARE(tabs->tabText(1), QStringLiteral("Xiangqi 象棋"));
}

// The external engine's command has a row of its own, wide enough for a path.
void ViewsTest::xiangqiEngineCommandHasRoom() {
  XiangqiView view;
  view.resize(1000, 760);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  auto* command = view.findChild<QLineEdit*>(QStringLiteral("engineCommand"));
  QVERIFY(command != nullptr);
  // The built-in engine needs no command: the row is hidden until "External engine…" is chosen.
  QVERIFY(command->isHidden());
  auto* choice = view.findChild<QComboBox*>(QStringLiteral("opponentChoice"));
  QVERIFY(choice != nullptr);
  choice->setCurrentIndex(choice->count() - 1);
  QTRY_VERIFY(command->isVisible());
  QTRY_VERIFY2(command->width() >= 160, qPrintable(QString::number(command->width())));
  QVERIFY(command->width() >=
          command->fontMetrics().horizontalAdvance(QStringLiteral("/usr/games/fairy-stockfish")));
}

QTEST_MAIN(ViewsTest)
#include "views_test.moc"

// Tetris versus driven as a user drives it, on Qt's offscreen platform: a match between two AIs
// played to its result, the person's board on the keys against the AI, the garbage between the
// two, and the window's event loop running while the bot thinks long.
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <vector>

#include "game_records.hpp"
#include "game_sounds.hpp"
#include "records/store.hpp"
#include "records/tetris_replay.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_keys.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_versus_window.hpp"
#include "tetris_view.hpp"

using gameai::gui::GameSounds;
using gameai::gui::TetrisVersusWindow;
using gameai::gui::TetrisView;
using gameai::gui::testing::passGameTime;
using gameai::gui::testing::qtKeyOf;
using Mode = TetrisVersusWindow::Mode;
namespace t = gameai::tetris;

class TetrisVersusTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void openedFromTheGameMenu();
  void twoAisPlayTheSamePiecesToAResult();
  void thePersonPlaysTheLeftBoardWithTheKeys();
  void attacksAreNamed();
  void aiWalksItsKeysAtItsPace();
  void eventLoopRunsWhileTheBotThinks();
  void choicesAreKept();
  void aTbpBotPlaysASide();
  void aTbpBotThatFailsForfeits();
  void bothBoardsAreRecordedAndReplay();
  void aMatchIsFirstToNGames();
  void theWatchedBoardsSoundsArePlayed();
};

namespace {
void showWindow(QWidget& w) {
  w.show();
  QVERIFY(QTest::qWaitForWindowExposed(&w));
  w.activateWindow();
  w.setFocus();
}
}  // namespace

void TetrisVersusTest::openedFromTheGameMenu() {
  TetrisView view;
  QMenu game, ai, viewMenu;
  view.populateMenus(&game, &ai, &viewMenu);
  QAction* versus = nullptr;
  for (QAction* a : game.actions())
    if (a->text() == QStringLiteral("&Versus...")) versus = a;
  QVERIFY(versus);
  versus->trigger();
  auto* window = view.findChild<TetrisVersusWindow*>();
  QVERIFY(window);
  QVERIFY(window->isVisible());
  QCOMPARE(window->mode(), Mode::HumanVsAi);
  // The page's sounds, switched on and off there.
  QCOMPARE(window->sounds(), view.sounds());
  // The AI's speed is in pieces per second, up to max.
  QMenu* speed = nullptr;
  for (QAction* a : ai.actions())
    if (a->menu()) speed = a->menu();
  QVERIFY(speed);
  QCOMPARE(speed->actions().first()->text(), QStringLiteral("1 pieces/s"));
  QCOMPARE(speed->actions().last()->text(), QStringLiteral("max"));
}

void TetrisVersusTest::twoAisPlayTheSamePiecesToAResult() {
  TetrisVersusWindow window;
  window.setSpeed(TetrisView::SPEED_FLAT_OUT);
  window.setThinkMs(5);
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setOpponent(1, QStringLiteral("bot"));
  window.setMode(Mode::AiVsAi);
  QSignalSpy over(&window, &TetrisVersusWindow::matchOver);
  showWindow(window);
  // Two AIs need no key: the match starts at the window's first tick, whenever a busy machine
  // gets to it.
  QTRY_VERIFY_WITH_TIMEOUT(window.started(), 30000);
  // The same pieces: the two games' settings deal the same sequence (compared on fresh games, as
  // both AIs may already have placed pieces at their own pace).
  const gameai::tetris::GameConfig left = window.side(0).game().config();
  const gameai::tetris::GameConfig right = window.side(1).game().config();
  QCOMPARE(left.seed, right.seed);
  const gameai::tetris::Game a(left), b(right);
  QCOMPARE(a.current(), b.current());
  QVERIFY(!a.preview().empty());
  QVERIFY(std::ranges::equal(a.preview(), b.preview()));
  QCOMPARE(window.side(1).settings().think_ms, 5);
  QTRY_VERIFY_WITH_TIMEOUT(window.winner() >= 0, 90000);
  QCOMPARE(over.count(), 1);
  const int loser = 1 - window.winner();
  QVERIFY(window.side(loser).game().game_over());
  QVERIFY(!window.side(window.winner()).game().game_over());
  // Garbage reached the loser: grey rows on its board.
  bool garbage = false;
  for (quint8 k : window.board(loser)->snapshot().cells) garbage = garbage || k == 8;
  QVERIFY(garbage);
  QVERIFY(!window.board(loser)->snapshot().overlayTitle.isEmpty());
  QVERIFY(window.board(0)->snapshot().garbageMeter);
  // A new match starts from scratch.
  QTest::keyClick(&window, Qt::Key_N);
  QCOMPARE(window.winner(), -1);
  QVERIFY(window.side(0).game().pieces() <= 1);
}

void TetrisVersusTest::thePersonPlaysTheLeftBoardWithTheKeys() {
  TetrisVersusWindow window;
  window.setOpponent(1, QStringLiteral("eltetris"));
  window.setSpeed(0);  // one piece a second
  showWindow(window);
  // The match waits for the person's first key; the AI does not move meanwhile.
  QVERIFY(!window.started());
  passGameTime(window, 1500);
  QCOMPARE(window.side(1).game().pieces(), std::int64_t(0));
  const auto start = window.side(0).game().falling();
  QVERIFY(start.has_value());
  QTest::keyClick(&window, Qt::Key_Left);
  QVERIFY(window.started());
  QCOMPARE(window.side(0).game().falling()->column, std::int8_t(start->column - 1));
  QTest::keyClick(&window, Qt::Key_Space);
  QCOMPARE(window.side(0).game().pieces(), std::int64_t(1));
  QTRY_VERIFY_WITH_TIMEOUT(window.side(1).game().pieces() >= 1, 5000);
  // P pauses both boards; P again and the AI carries on at its pace.
  QTest::keyClick(&window, Qt::Key_P);
  const std::int64_t aiPieces = window.side(1).game().pieces();
  passGameTime(window, 1500);
  QCOMPARE(window.side(1).game().pieces(), aiPieces);
  QTest::keyClick(&window, Qt::Key_Space);  // no move while paused
  QCOMPARE(window.side(0).game().pieces(), std::int64_t(1));
  QTest::keyClick(&window, Qt::Key_P);
  QTRY_VERIFY_WITH_TIMEOUT(window.side(1).game().pieces() > aiPieces, 3000);
  // Dropping every piece straight down tops the person out: the AI wins.
  QSignalSpy over(&window, &TetrisVersusWindow::matchOver);
  for (int i = 0; i < 60 && window.winner() < 0; ++i) QTest::keyClick(&window, Qt::Key_Space);
  QCOMPARE(window.winner(), 1);
  QCOMPARE(over.count(), 1);
  QVERIFY(window.side(0).game().game_over());
  // Keys after the end change nothing but N.
  const std::int64_t pieces = window.side(0).game().pieces();
  QTest::keyClick(&window, Qt::Key_Space);
  QCOMPARE(window.side(0).game().pieces(), pieces);
  QTest::keyClick(&window, Qt::Key_N);
  QCOMPARE(window.winner(), -1);
  QVERIFY(!window.started());
}

// At one piece a second the AI's piece walks its key path over the second, as a person would
// see an opponent play, and the pieces keep that pace.
void TetrisVersusTest::aiWalksItsKeysAtItsPace() {
  TetrisVersusWindow window;
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setOpponent(1, QStringLiteral("eltetris"));
  window.setSpeed(0);
  window.setMode(Mode::AiVsAi);
  showWindow(window);
  const std::int64_t atStart[2] = {window.side(0).game().pieces(), window.side(1).game().pieces()};
  const double start = window.gameClock().now();
  bool walked = false;
  QElapsedTimer clock;
  clock.start();
  while (!walked && clock.elapsed() < 4000) {
    const std::int64_t pieces = window.side(1).game().pieces();
    const auto before = window.side(1).game().falling();
    QTest::qWait(20);
    const auto after = window.side(1).game().falling();
    if (window.side(1).game().pieces() == pieces && before && after && *before != *after)
      walked = true;  // the piece moved without locking
  }
  QVERIFY(walked);
  // The pace over 4 s of the match's time, what is left of them at four times the pace.
  const double left = start + 4000 - window.gameClock().now();
  if (left > 0) passGameTime(window, left, 4);
  for (int i = 0; i < 2; ++i) {
    const std::int64_t pieces = window.side(i).game().pieces() - atStart[size_t(i)];
    QVERIFY2(pieces >= 2 && pieces <= 5,
             qPrintable(QStringLiteral("%1 pieces in 4 s").arg(pieces)));
  }
}

void TetrisVersusTest::attacksAreNamed() {
  t::LockAttack tsd;
  tsd.event.lines = 2;
  tsd.event.spin = t::Spin::Full;
  tsd.back_to_back = true;
  tsd.combo = 2;
  tsd.sent = 7;
  QCOMPARE(TetrisVersusWindow::describe(tsd),
           QStringLiteral("T-spin double · B2B · combo 2 · sent 7"));
  t::LockAttack tetris;
  tetris.event.lines = 4;
  tetris.combo = 0;
  tetris.sent = 4;
  tetris.cancelled = 3;
  QCOMPARE(TetrisVersusWindow::describe(tetris), QStringLiteral("Tetris · sent 4 · cancelled 3"));
  QCOMPARE(TetrisVersusWindow::describe(t::LockAttack{}), QString());
}

// Two bots with a budget of seconds a piece at 30 pieces a second, about as fast as they decide:
// much of the time one of them is thinking, and the window's timers keep firing all the while.
// A decision on the GUI thread would never be seen under way, and would show as a gap as long
// as a whole think.
void TetrisVersusTest::eventLoopRunsWhileTheBotThinks() {
  TetrisVersusWindow window;
  window.setOpponent(0, QStringLiteral("bot"));
  window.setOpponent(1, QStringLiteral("bot"));
  window.setThinkMs(3000);
  window.setSpeed(TetrisView::SPEED_COUNT - 2);  // 30 pieces a second
  window.setMode(Mode::AiVsAi);
  showWindow(window);
  QTRY_VERIFY_WITH_TIMEOUT(window.thinking(1), 2000);
  int ticks = 0, thinkingTicks = 0;
  qint64 longestGap = 0, thinkingMs = 0, last = 0, thinkStart = -1, longestThink = 0;
  QElapsedTimer clock;
  clock.start();
  QTimer timer;
  connect(&timer, &QTimer::timeout, [&] {
    ++ticks;
    const qint64 now = clock.elapsed();
    longestGap = std::max(longestGap, now - last);
    const bool thinking = window.thinking(0) || window.thinking(1);
    if (thinking) {
      thinkingMs += now - last;
      ++thinkingTicks;
    }
    if (thinking && thinkStart < 0) thinkStart = now;
    if (!thinking && thinkStart >= 0) {
      longestThink = std::max(longestThink, now - thinkStart);
      thinkStart = -1;
    }
    last = now;
  });
  timer.start(10);
  // Until the timer has ticked through 400 ms of thinking (bounded generously: the test machines
  // are shared and busy).
  QTRY_VERIFY_WITH_TIMEOUT(thinkingMs >= 400 && thinkingTicks >= 10 && ticks >= 40, 20000);
  timer.stop();
  if (thinkStart >= 0) longestThink = std::max(longestThink, last - thinkStart);
  const QString what =
      QStringLiteral(
          "%1 ticks (%6 while thinking), longest gap %2 ms, thinking %3 ms of %4 ms, "
          "longest think %5 ms")
          .arg(ticks)
          .arg(longestGap)
          .arg(thinkingMs)
          .arg(last)
          .arg(longestThink)
          .arg(thinkingTicks);
  // A decision made on the GUI thread would never be seen as under way (thinking 0 ms, no tick
  // while thinking); here the timer ticks all through the thinking. No gap is a whole second, a
  // window frozen. (A gap is not compared with one think: the bot may answer in 200 ms, and a
  // loaded machine can hold a tick 400 ms.)
  QVERIFY2(thinkingMs >= 400 && thinkingTicks >= 10 && ticks >= 40, qPrintable(what));
  QVERIFY2(longestGap < 1000, qPrintable(what));
  // The window answers keys meanwhile: P pauses the match. Only a match already over (one of
  // 75 pieces a side with garbage may be) refuses; a side that has just topped out, its match
  // not yet settled, shows no pause on its own board, so the match's own state is asked.
  QTest::keyClick(&window, Qt::Key_P);
  QVERIFY2(window.paused() || window.winner() >= 0, qPrintable(what));
}

void TetrisVersusTest::choicesAreKept() {
  {
    TetrisVersusWindow window;
    window.setOpponent(1, QStringLiteral("dellacherie"));
    window.setThinkMs(700);
    window.setMode(Mode::AiVsAi);
  }
  TetrisVersusWindow window;
  QCOMPARE(window.mode(), Mode::AiVsAi);
  QCOMPARE(window.side(1).settings().evaluator, std::string("dellacherie"));
  QCOMPARE(window.side(1).settings().think_ms, 700);
}

// Another Tetris bot as the opponent: our own gameai-tetris-bot run as a TBP program, asked as
// the protocol's front ends ask, plays its side; the choice is kept for the next window. The
// left board is the person's, who only starts the match: it sends no garbage, and its piece needs
// many seconds of gravity to lock, so nothing but the bot's own play can end the game before it
// has placed its pieces (an AI on the left playing flat out could bury the bot first).
void TetrisVersusTest::aTbpBotPlaysASide() {
  const QString command = QStringLiteral("'" GAMEAI_TETRIS_BOT_PATH "'");
  {
    TetrisVersusWindow window;
    window.setSpeed(TetrisView::SPEED_FLAT_OUT);
    window.setThinkMs(5);
    window.setMode(Mode::HumanVsAi);
    window.setTbpOpponent(1, command);
    QCOMPARE(window.tbpCommand(1), command);
    QVERIFY(window.tbpCommand(0).isEmpty());
    showWindow(window);
    QTest::keyClick(&window, Qt::Key_Left);
    QVERIFY(window.started());
    QTRY_VERIFY_WITH_TIMEOUT(window.side(1).game().pieces() >= 20 || window.winner() >= 0, 90000);
    QVERIFY2(window.resultText().isEmpty(), qPrintable(window.resultText()));
    QVERIFY2(window.winner() < 0,
             qPrintable(QStringLiteral("side %1 won; the bot placed %2 pieces, the person %3")
                            .arg(window.winner())
                            .arg(window.side(1).game().pieces())
                            .arg(window.side(0).game().pieces())));
    // The side is named after the bot's own `info`, with its think time.
    QTRY_VERIFY(window.board(1)->snapshot().player.contains(QStringLiteral("(TBP), 5 ms")));
    QVERIFY2(!window.board(1)->snapshot().player.contains(QStringLiteral(GAMEAI_TETRIS_BOT_PATH)),
             qPrintable(window.board(1)->snapshot().player));
  }
  TetrisVersusWindow again;
  QCOMPARE(again.tbpCommand(1), command);
  QCOMPARE(again.mode(), Mode::HumanVsAi);
}

// A program that is no TBP bot loses the match by forfeit, and the window says why; the other
// side wins the match at once, though it is first to 3, and the window stays usable.
void TetrisVersusTest::aTbpBotThatFailsForfeits() {
  TetrisVersusWindow window;
  window.setSpeed(TetrisView::SPEED_FLAT_OUT);
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setMode(Mode::AiVsAi);
  window.setFirstTo(3);
  QSignalSpy over(&window, &TetrisVersusWindow::matchOver);
  window.setTbpOpponent(1, QStringLiteral("echo this is not json"));
  showWindow(window);
  QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 30000);
  QCOMPARE(window.winner(), 0);
  QVERIFY(window.matchDecided());
  QCOMPARE(window.match().forfeited(), 1);
  QCOMPARE(window.gameNumber(), 1);
  QCOMPARE(window.score(0), 1);
  QVERIFY2(window.resultText().contains(QStringLiteral("forfeits the match")),
           qPrintable(window.resultText()));
  QVERIFY2(window.resultText().contains(QStringLiteral("did not start as a TBP bot")),
           qPrintable(window.resultText()));
  QCOMPARE(window.board(1)->snapshot().overlayTitle, QStringLiteral("FORFEITS"));
  // Back to one of our AIs: a new match plays.
  window.setOpponent(1, QStringLiteral("bot"));
  QVERIFY(window.resultText().isEmpty());
  // (Flat out, the left AI may place hundreds of pieces while the bot thinks: its garbage can
  // end the game before the bot's fifth piece, and that still is a match played.)
  QTRY_VERIFY_WITH_TIMEOUT(window.side(1).game().pieces() >= 5 || window.winner() >= 0, 30000);
  QVERIFY(window.resultText().isEmpty());
  QVERIFY(window.side(1).game().pieces() >= 1);
}

// A match is stored as two Tetris games that name each other, each with the garbage that rose
// under it, and each replays exactly from the store.
void TetrisVersusTest::bothBoardsAreRecordedAndReplay() {
  TetrisVersusWindow window;
  window.setSpeed(TetrisView::SPEED_FLAT_OUT);
  window.setThinkMs(5);
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setOpponent(1, QStringLiteral("bot"));
  window.setMode(Mode::AiVsAi);
  QSignalSpy over(&window, &TetrisVersusWindow::matchOver);
  window.gameClock().setRate(10);  // the pause between games passes ten times as fast
  showWindow(window);
  QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 100000);
  const std::int64_t ids[2] = {window.recordedGameId(0), window.recordedGameId(1)};
  QVERIFY(ids[0] > 0 && ids[1] > 0 && ids[0] != ids[1]);
  gameai::records::Store store(qEnvironmentVariable("GAMEAI_DB").toStdString());
  const int loser = 1 - window.winner();
  for (int i = 0; i < 2; ++i) {
    const gameai::game_files::GameSummary game = store.game(ids[i]);
    QCOMPARE(QString::fromStdString(game.tag("Versus")),
             i == 0 ? QStringLiteral("left") : QStringLiteral("right"));
    QCOMPARE(game.tag("Opponent"), std::to_string(ids[1 - i]));
    QVERIFY(game.finished);
    QCOMPARE(QString::fromStdString(game.result),
             i == window.winner() ? QStringLiteral("won") : QStringLiteral("game_over"));
    QCOMPARE(game.pieces, window.side(i).game().pieces());
    // The replay ends on the board the match ended with, garbage included.
    std::uint64_t lastBoard = 0;
    const auto replay =
        gameai::records::replay_tetris(store, game, [&](const gameai::records::TetrisFrame& frame) {
          lastBoard = frame.game_after->board().hash();
          return true;
        });
    QVERIFY2(replay.exact(), replay.problem.c_str());
    QCOMPARE(replay.steps, game.pieces);
    QCOMPARE(replay.score, window.side(i).game().score());
    QCOMPARE(lastBoard, window.side(i).game().board().hash());
  }
  // The loser was buried: garbage rose under its stack, and the replay raised it where it rose.
  QVERIFY(!store.tetris_garbage(ids[loser]).empty());

  // The replay window, opened on either board, shows both, the left one on the left, and steps
  // a piece of one board at a time until each has reached the board its game ended on.
  gameai::gui::GameRecords records;
  for (const int opened : {1, 0}) {
    gameai::gui::TetrisReplayDialog replay(records);
    QVERIFY(replay.loadGame(ids[opened]));
    QVERIFY(replay.versus());
    QVERIFY2(replay.orderedByGarbage(), qPrintable(replay.summary()));
    QCOMPARE(replay.currentGame(), ids[opened]);
    QCOMPARE(replay.boardGame(0), ids[0]);
    QCOMPARE(replay.boardGame(1), ids[1]);
    replay.show();
    QVERIFY(QTest::qWaitForWindowExposed(&replay));
    QVERIFY(replay.board(0)->isVisible() && replay.board(1)->isVisible());
    QVERIFY(replay.board(0)->x() < replay.board(1)->x());
    const std::int64_t pieces[2] = {window.side(0).game().pieces(), window.side(1).game().pieces()};
    QCOMPARE(replay.frameCount(), int(pieces[0] + pieces[1]) + 1);
    replay.showFrame(0);
    QCOMPARE(replay.board(0)->snapshot().pieces + replay.board(1)->snapshot().pieces, 0);
    for (int step = 1; step < replay.frameCount(); ++step) {
      const qint64 before = replay.board(0)->snapshot().pieces + replay.board(1)->snapshot().pieces;
      replay.showFrame(step);
      QCOMPARE(replay.board(0)->snapshot().pieces + replay.board(1)->snapshot().pieces, before + 1);
    }
    for (int i = 0; i < 2; ++i) {
      QCOMPARE(qint64(replay.board(i)->snapshot().pieces), pieces[i]);
      QCOMPARE(replay.finalBoardHash(i), window.side(i).game().board().hash());
      QCOMPARE(replay.board(i)->snapshot().overlayTitle,
               i == window.winner() ? QStringLiteral("WINS") : QStringLiteral("TOPPED OUT"));
    }
    QVERIFY2(replay.summary().contains(QStringLiteral("wins.")), qPrintable(replay.summary()));
    QCOMPARE(replay.summary().count(QStringLiteral("every board reproduced")), 2);
    // With GAMEAI_VERSUS_REPLAY_SCREENSHOT=FILE the replay's end is saved there as a PNG
    // (docs/screenshots/tetris-versus-replay.png).
    if (const QByteArray shot = qgetenv("GAMEAI_VERSUS_REPLAY_SCREENSHOT");
        !shot.isEmpty() && opened == 0) {
      replay.resize(1400, 820);
      QCoreApplication::processEvents();
      QVERIFY(replay.grab().save(QString::fromLocal8Bit(shot)));
    }
  }
}

// First to 2: the games follow one another by themselves between two AIs, the score counts the
// games won, and the match ends when a side has won 2.
void TetrisVersusTest::aMatchIsFirstToNGames() {
  TetrisVersusWindow window;
  window.setSpeed(TetrisView::SPEED_FLAT_OUT);
  window.setThinkMs(5);
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setOpponent(1, QStringLiteral("bot"));
  window.setMode(Mode::AiVsAi);
  window.setFirstTo(2);
  QCOMPARE(window.firstTo(), 2);
  QCOMPARE(window.gameNumber(), 1);
  QSignalSpy games(&window, &TetrisVersusWindow::gameOver);
  QSignalSpy over(&window, &TetrisVersusWindow::matchOver);
  // Each game's pieces, on both boards.
  std::vector<std::uint64_t> seeds;
  connect(&window, &TetrisVersusWindow::gameOver, this, [&] {
    seeds.push_back(window.side(0).settings().seed);
    QCOMPARE(window.side(1).settings().seed, seeds.back());
  });
  window.gameClock().setRate(10);  // the pause between games passes ten times as fast
  showWindow(window);
  QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 100000);
  const int winner = over.first().first().toInt();
  // Game k deals the match's kth seed: each game other pieces.
  QCOMPARE(int(seeds.size()), games.count());
  for (size_t k = 0; k < seeds.size(); ++k)
    QCOMPARE(seeds[k], gameai::tetris_play::Match::game_seed(window.match().seed(), int(k) + 1));
  QVERIFY(seeds.size() >= 2 && seeds[0] != seeds[1]);
  QCOMPARE(window.score(winner), 2);
  QVERIFY(window.score(1 - winner) < 2);
  QCOMPARE(games.count(), window.score(0) + window.score(1));
  QVERIFY(window.matchDecided());
  // The score line names both sides and the match's length.
  bool shown = false;
  for (const QLabel* label : window.findChildren<QLabel*>())
    shown = shown || label->text().contains(QStringLiteral("first to 2 wins"));
  QVERIFY(shown);
  // N starts a new match: the score is back to nothing.
  QTest::keyClick(&window, Qt::Key_N);
  QCOMPARE(window.score(0) + window.score(1), 0);
  QCOMPARE(window.gameNumber(), 1);
  QVERIFY(!window.matchDecided());
}

// Against the AI, your keys on your board ask for their sounds and the AI's locks on its board
// ask for none; between two AIs the left board's locks are heard and no AI's moves. The sounds
// follow the Tetris page's switch, kept in the settings.
void TetrisVersusTest::theWatchedBoardsSoundsArePlayed() {
  {
    QSettings settings;
    settings.setValue(QStringLiteral("tetris/sounds"), true);
    settings.setValue(QStringLiteral("tetris/soundVolume"), 30);
  }
  TetrisVersusWindow window;
  QVERIFY(window.sounds()->enabled());
  QCOMPARE(window.sounds()->volume(), 30);
  window.setSpeed(TetrisView::SPEED_FLAT_OUT);
  window.setOpponent(1, QStringLiteral("eltetris"));
  window.setMode(Mode::HumanVsAi);
  QSignalSpy played(window.sounds(), &GameSounds::played);
  showWindow(window);
  QTest::keyClick(&window, qtKeyOf(gameai::tetris::Input::Right));  // starts, and moves
  QVERIFY(window.started());
  QVERIFY(!played.isEmpty());
  QCOMPARE(played.last().at(0).value<GameSounds::Sound>(), GameSounds::Sound::TetrisMove);
  QTest::keyClick(&window, qtKeyOf(gameai::tetris::Input::RotateCw));
  QCOMPARE(played.last().at(0).value<GameSounds::Sound>(), GameSounds::Sound::TetrisRotate);

  // The AI locks pieces on its board while yours falls (a second a row): not a sound.
  played.clear();
  const std::int64_t mine = window.side(0).game().pieces();
  const std::int64_t its = window.side(1).game().pieces();
  QTRY_VERIFY_WITH_TIMEOUT(window.side(1).game().pieces() >= its + 3 || window.winner() >= 0,
                           15000);
  QCOMPARE(window.winner(), -1);
  QCOMPARE(window.side(0).game().pieces(), mine);
  QVERIFY2(played.isEmpty(), qPrintable(QString::number(played.count())));

  // Your hard drop locks your piece: its lock is heard.
  QTest::keyClick(&window, qtKeyOf(gameai::tetris::Input::HardDrop));
  QCOMPARE(window.side(0).game().pieces(), mine + 1);
  QVERIFY(!played.isEmpty());
  const auto lock = played.last().at(0).value<GameSounds::Sound>();
  QVERIFY(lock == GameSounds::Sound::TetrisLock || lock == GameSounds::Sound::TetrisClear ||
          lock == GameSounds::Sound::TetrisSpin);

  // Two AIs: the left board's locks, at most one sound a frame, and never an AI's move.
  played.clear();
  window.setOpponent(0, QStringLiteral("eltetris"));
  window.setMode(Mode::AiVsAi);
  QTRY_VERIFY_WITH_TIMEOUT(window.side(0).game().pieces() >= 10 || window.winner() >= 0, 30000);
  QVERIFY(!played.isEmpty());
  QVERIFY(played.count() <= window.side(0).game().pieces() + 1);
  for (const QList<QVariant>& sound : played) {
    const auto s = sound.at(0).value<GameSounds::Sound>();
    QVERIFY(s != GameSounds::Sound::TetrisMove && s != GameSounds::Sound::TetrisRotate);
  }

  // Switched off, nothing is heard.
  window.sounds()->setEnabled(false);
  played.clear();
  window.newMatch();
  QTRY_VERIFY_WITH_TIMEOUT(window.side(0).game().pieces() >= 3 || window.winner() >= 0, 30000);
  QVERIFY(played.isEmpty());
}

QTEST_MAIN(TetrisVersusTest)
#include "tetris_versus_test.moc"

// The Tetris page as a user meets it, over the play session: the spawning piece drawn whole,
// classic played by hand, a menu pausing the game, the page speaking the new language as soon as
// it is chosen, and a replay that shows hold, who played, the rates and the first level.
#include <QComboBox>
#include <QDialog>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTranslator>

#include "game_records.hpp"
#include "records/store.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_keys.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_versus_window.hpp"
#include "tetris_view.hpp"

using gameai::gui::TetrisBoardWidget;
using gameai::gui::TetrisView;
using gameai::gui::testing::passGameTime;
namespace t = gameai::tetris;

namespace {

void showView(QWidget& view) {
  view.resize(1000, 760);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.activateWindow();
  view.setFocus();
}

QImage render(QWidget& w) {
  QImage image(w.size(), QImage::Format_ARGB32);
  w.render(&image);
  return image;
}

}  // namespace

class TetrisViewTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void theSpawningPieceIsDrawnWhole();
  void classicIsPlayedByHand();
  void aMenuPausesTheGame();
  void theLanguageChangesLive();
  void theReplayShowsHoldWhoPlayedAndTheRates();
};

// Guideline pieces enter above the visible board: the board shows those rows, and every cell of
// the new piece is painted in its colour.
void TetrisViewTest::theSpawningPieceIsDrawnWhole() {
  TetrisView view;
  showView(view);
  QTest::keyClick(&view, Qt::Key_F);  // any key starts the game (no READY cover on the well)
  QVERIFY(!view.waitingForStart());
  TetrisBoardWidget* board = view.board();
  const auto s = board->snapshot();
  QCOMPARE(s.above, 2);
  QCOMPARE(s.active.size(), 4);
  int top = s.height;
  for (const QPoint& c : s.active) top = std::min(top, c.y());
  if (view.session().game().current() != t::Piece::I) QCOMPARE(top, -1);  // a row above
  // Where the board widget puts the cells: the layout of paintEvent, in cell units.
  const qreal unitsW = s.width + 2 * 5.0 + 2 * 0.8 + 2 * 0.6, unitsH = s.height + s.above + 1.2;
  const qreal cell = std::min(board->width() / unitsW, board->height() / unitsH);
  const qreal left = (board->width() - unitsW * cell) / 2 + 0.6 * cell + 5.8 * cell;
  const qreal wellTop = (board->height() - unitsH * cell) / 2 + 0.6 * cell + s.above * cell;
  const QImage image = render(*board);
  for (const QPoint& c : s.active) {
    const QColor painted =
        image.pixelColor(int(left + (c.x() + 0.5) * cell), int(wellTop + (c.y() + 0.5) * cell));
    QCOMPARE(painted, TetrisBoardWidget::colorOf(s.activeKind));
  }
  // Paused, the well is dimmed and so is the part of the piece above it.
  QTest::keyClick(&view, Qt::Key_P);
  QTRY_VERIFY(board->snapshot().paused);
  QCOMPARE(board->snapshot().active, s.active);
  const QImage paused = render(*board);
  int above = 0;
  for (const QPoint& c : s.active) {
    const QColor painted =
        paused.pixelColor(int(left + (c.x() + 0.5) * cell), int(wellTop + (c.y() + 0.5) * cell));
    QVERIFY2(painted.lightness() < TetrisBoardWidget::colorOf(s.activeKind).lightness() * 3 / 4,
             qPrintable(QStringLiteral("row %1: %2").arg(c.y()).arg(painted.name())));
    above += c.y() < 0;
  }
  if (view.session().game().current() != t::Piece::I) QVERIFY(above > 0);
}

// Classic rules by hand: the arrows aim the piece above the stack, up turns it, Space drops it.
void TetrisViewTest::classicIsPlayedByHand() {
  TetrisView view;
  QSettings settings;
  settings.setValue(QStringLiteral("rules"), 2);
  view.loadSettings(settings);
  QCOMPARE(view.session().settings().rules, t::RuleSet::Classic);
  showView(view);
  const auto before = view.board()->snapshot();
  QCOMPARE(before.active.size(), 4);
  QTest::keyClick(&view, Qt::Key_Left);
  QTest::keyClick(&view, Qt::Key_Up);
  QVERIFY(view.board()->snapshot().active != before.active);
  const auto ghost = view.board()->snapshot().ghost;
  QTest::keyClick(&view, Qt::Key_Space);
  QCOMPARE(view.session().game().pieces(), std::int64_t(1));
  for (const QPoint& c : ghost) QVERIFY(view.board()->snapshot().cell(c.x(), c.y()) != 0);
}

// A menu opened over a running game stops it, and the game goes on when the menu closes.
void TetrisViewTest::aMenuPausesTheGame() {
  TetrisView view;
  showView(view);
  QTest::keyClick(&view, Qt::Key_Left);  // the game starts
  QVERIFY(!view.waitingForStart());
  QVERIFY(!view.paused());
  QMenu menu;
  menu.addAction(QStringLiteral("something"));
  menu.popup(view.mapToGlobal(QPoint(20, 20)));
  QVERIFY(QTest::qWaitForWindowExposed(&menu));
  QTRY_VERIFY(view.paused());
  const auto falling = *view.session().game().falling();
  passGameTime(view, 1500);  // more than a row of level-1 gravity
  QCOMPARE(*view.session().game().falling(), falling);
  menu.close();
  view.activateWindow();
  view.setFocus(Qt::PopupFocusReason);
  QTRY_VERIFY(!view.paused());
  // A dialog pauses it too; a person's game then waits for P.
  QDialog dialog(&view);
  dialog.show();
  dialog.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&dialog));
  QTRY_VERIFY(view.paused());
  dialog.close();
  view.activateWindow();
  QVERIFY(QTest::qWaitForWindowActive(&view));
  QTest::qWait(100);
  QVERIFY(view.paused());
  QTest::keyClick(&view, Qt::Key_P);
  QVERIFY(!view.paused());
}

// Choosing the language changes every word of the page at once, no restart.
void TetrisViewTest::theLanguageChangesLive() {
  TetrisView view;
  showView(view);
  auto buttonTexts = [&view] {
    QStringList texts;
    for (auto* b : view.findChildren<QPushButton*>()) texts << b->text();
    return texts;
  };
  auto labelTexts = [&view] {
    QStringList texts;
    for (auto* l : view.findChildren<QLabel*>()) texts << l->text();
    return texts;
  };
  QVERIFY(buttonTexts().contains(QStringLiteral("Hand the game to the AI  (A)")));
  for (const char* label :
       {"Evaluator", "Lookahead", "Weights", "Speed", "Rules", "Scoring", "Width", "Height"})
    QVERIFY2(labelTexts().contains(QString::fromLatin1(label)), label);
  gameai::gui::TetrisVersusWindow* versus = view.showVersus();
  const QString title = versus->windowTitle();
  QTranslator chinese;
  QVERIFY(chinese.load(QStringLiteral(":/i18n/gameai_zh_CN.qm")));
  QCoreApplication::installTranslator(&chinese);
  QTRY_VERIFY(buttonTexts().contains(QStringLiteral("把游戏交给 AI  (A)")));
  QVERIFY(!labelTexts().contains(QStringLiteral("Evaluator")));
  QVERIFY(versus->windowTitle() != title);
  QVERIFY(view.board()->snapshot().ruleSet != QStringLiteral("guideline"));
  QCoreApplication::removeTranslator(&chinese);
  QTRY_VERIFY(buttonTexts().contains(QStringLiteral("Hand the game to the AI  (A)")));
  QCOMPARE(versus->windowTitle(), title);
}

// A game the person starts and the bot finishes, hold included: the replay shows the held piece,
// names who placed each piece, counts the replay's rates and starts at level 1.
void TetrisViewTest::theReplayShowsHoldWhoPlayedAndTheRates() {
  std::int64_t mine = 0;
  {
    TetrisView view;
    showView(view);
    QTest::keyClick(&view, Qt::Key_C);  // hold
    QTest::keyClick(&view, Qt::Key_Space);
    QTest::keyClick(&view, Qt::Key_Space);
    mine = view.session().game().pieces();
    QCOMPARE(mine, std::int64_t(2));
    view.setSpeed(TetrisView::SPEED_FLAT_OUT);
    view.setAiPlaying(true);  // the bot, the guideline's default
    QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 40, 30000);
    view.setAiPlaying(false);
  }
  gameai::gui::GameRecords records;
  QVERIFY2(records.store(), qPrintable(records.lastError()));
  const auto games = records.store()->list_games({.game = gameai::game_files::GameKind::Tetris});
  QVERIFY(!games.empty());
  gameai::gui::TetrisReplayDialog dialog(records);
  QVERIFY(dialog.loadGame(games.front().id));
  auto* board = dialog.findChild<TetrisBoardWidget*>();
  QVERIFY(board);
  dialog.showFrame(0);
  QCOMPARE(board->snapshot().level, 1);
  QCOMPARE(board->snapshot().queue.size(), 5);
  dialog.showFrame(1);
  QVERIFY(board->snapshot().hold.kind != 0);  // the person held before the first piece
  QVERIFY(!board->snapshot().aiPlaying);
  dialog.showFrame(int(mine) + 10);
  QVERIFY(board->snapshot().aiPlaying);
  QCOMPARE(board->snapshot().player, QStringLiteral("bot"));
  QVERIFY(board->snapshot().piecesPerSecond > 0);
}

QTEST_MAIN(TetrisViewTest)
#include "tetris_view_test.moc"

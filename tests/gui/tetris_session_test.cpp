// The Tetris view-model without widgets: manual keys, the AI taking over mid-piece, and the
// coloured picture staying in step with the rules' board.
#include <QTest>
#include <stdexcept>

#include "tetris_session.hpp"

using gameai::gui::TetrisSession;
using gameai::gui::TetrisSettings;
namespace t = gameai::tetris;

namespace {
// Every filled cell of the rules' visible board is coloured in the picture and every empty one
// is not.
bool pictureMatchesBoard(const TetrisSession& session) {
  const auto s = session.snapshot();
  const t::Board& b = session.game().board();
  for (int y = 0; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x)
      if (b.filled(x, y) != (s.cell(x, s.height - 1 - y) != 0)) return false;
  return true;
}
}  // namespace

class TetrisSessionTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void keysMoveTheFallingPiece();
  void aiPlaysManyPiecesAndClearsLines_data();
  void aiPlaysManyPiecesAndClearsLines();
  void aiTakesOverMidPiece();
  void badSettingsAreRefused();
  void snapshotShowsQueueAndGhost();
  void garbageRisesUnderTheColouredStack();
  void hintCarriesTheBotsPlan();
};

// Versus: the attack of one session rises under the other's stack one piece later, and the
// picture moves up with the stack: the pieces keep their colours, the new rows are garbage.
void TetrisSessionTest::garbageRisesUnderTheColouredStack() {
  TetrisSettings settings;
  settings.evaluator = "eltetris";
  TetrisSession sender(settings), receiver(settings);
  t::GarbageExchange exchange(10, 0.3, 11);
  for (int i = 0; i < 500 && exchange.incoming(1) == 0; ++i) {
    QVERIFY(sender.playAi());
    sender.exchangeGarbage(exchange, 0);
  }
  const int rows = exchange.incoming(1);
  QVERIFY(rows > 0);
  int rose = 0;
  for (int i = 0; i < 2; ++i) {
    QVERIFY(receiver.playAi());
    rose += receiver.exchangeGarbage(exchange, 1).rose;
  }
  QCOMPARE(rose, rows);
  QVERIFY(pictureMatchesBoard(receiver));
  const auto s = receiver.snapshot();
  int pieceCells = 0, garbageCells = 0;
  for (quint8 k : s.cells) {
    pieceCells += k >= 1 && k <= 7;
    garbageCells += k == 8;
  }
  QCOMPARE(pieceCells, 8);  // two pieces, nothing cleared
  QCOMPARE(garbageCells, rose * 9);
  for (int y = 0; y < rose; ++y) {  // the bottom rows: garbage with one hole each
    int holes = 0;
    for (int x = 0; x < s.width; ++x) holes += s.cell(x, s.height - 1 - y) == 0;
    QCOMPARE(holes, 1);
  }
}

// The hint of the guideline bot: its placement, the plan after it, and the hold key.
void TetrisSessionTest::hintCarriesTheBotsPlan() {
  TetrisSession session;  // guideline: the bot
  QCOMPARE(session.settings().evaluator, std::string("bot"));
  const auto move = session.aiMove();
  QVERIFY(move.has_value());
  QVERIFY(!move->plan.empty());
  auto s = session.snapshot(move);
  QCOMPARE(s.hint.size(), qsizetype(4));
  QCOMPARE(s.hintPlan.size(), qsizetype(move->plan.size()));
  for (const auto& cells : s.hintPlan) QCOMPARE(cells.size(), qsizetype(4));
  auto holding = *move;
  holding.hold = true;
  QVERIFY(session.snapshot(std::optional(holding)).hintHolds);
  QVERIFY(!session.snapshot(std::optional(*move)).hintHolds || move->hold);
}

void TetrisSessionTest::keysMoveTheFallingPiece() {
  TetrisSession session;  // guideline, 10 x 20
  const auto start = session.game().falling();
  QVERIFY(start.has_value());
  QVERIFY(session.input(t::Input::Left));
  QCOMPARE(session.game().falling()->column, std::int8_t(start->column - 1));
  QVERIFY(session.input(t::Input::Right));
  QVERIFY(session.input(t::Input::Right));
  QCOMPARE(session.game().falling()->column, std::int8_t(start->column + 1));
  QVERIFY(session.input(t::Input::SoftDrop));
  QCOMPARE(session.game().falling()->row, std::int8_t(start->row - 1));
  QCOMPARE(session.game().pieces(), std::int64_t(0));
  QVERIFY(session.input(t::Input::HardDrop));
  QCOMPARE(session.game().pieces(), std::int64_t(1));
  QVERIFY(pictureMatchesBoard(session));
  const auto samples = session.takeSamples();
  QCOMPARE(samples.size(), size_t(1));
  QCOMPARE(samples[0].pieces, std::int64_t(1));
  QVERIFY(samples[0].height > 0);
}

void TetrisSessionTest::aiPlaysManyPiecesAndClearsLines_data() {
  QTest::addColumn<int>("rules");
  QTest::addColumn<QString>("evaluator");
  QTest::newRow("classic eltetris") << int(t::RuleSet::Classic) << "eltetris";
  QTest::newRow("standard dellacherie") << int(t::RuleSet::Standard) << "dellacherie";
  QTest::newRow("guideline bcts") << int(t::RuleSet::Guideline) << "bcts";
  QTest::newRow("guideline compact") << int(t::RuleSet::Guideline) << "compact";
}

void TetrisSessionTest::aiPlaysManyPiecesAndClearsLines() {
  QFETCH(int, rules);
  QFETCH(QString, evaluator);
  TetrisSettings settings;
  settings.rules = t::RuleSet(rules);
  settings.evaluator = evaluator.toStdString();
  settings.lookahead = 0;
  TetrisSession session(settings);
  for (int i = 0; i < 300; ++i) {
    QVERIFY(session.playAi());
    QVERIFY(pictureMatchesBoard(session));
  }
  QCOMPARE(session.game().pieces(), std::int64_t(300));
  // 300 pieces are 1200 cells: a 10-wide board of height 20 holds 200, so lines must have gone.
  QVERIFY(session.game().lines() >= 90);
  QCOMPARE(session.takeSamples().size(), size_t(300));
}

void TetrisSessionTest::aiTakesOverMidPiece() {
  TetrisSession session;
  // The player has pushed the piece to the left wall and two rows down...
  for (int i = 0; i < 6; ++i) session.input(t::Input::Left);
  session.input(t::Input::SoftDrop);
  session.input(t::Input::SoftDrop);
  // ...and hands it over: the AI's path starts from there and ends locked at its target.
  const auto move = session.aiMove();
  QVERIFY(move.has_value());
  QVERIFY(move->path.size() >= 1);
  QCOMPARE(move->path[move->path.size() - 1], t::Input::HardDrop);
  for (t::Input in : move->path) session.input(in);
  QCOMPARE(session.game().pieces(), std::int64_t(1));
  QCOMPARE(session.game().history().back().placement, move->target);
  // The shortened path the viewer watches reaches the same placement, for many pieces.
  for (int i = 0; i < 40 && !session.game().game_over(); ++i) {
    const auto next = session.aiMove();
    QVERIFY(next.has_value());
    const auto keys = TetrisSession::watchablePath(next->path);
    QVERIFY(keys.size() <= next->path.size());
    QVERIFY(keys.size() < 2 || keys[keys.size() - 2] != t::Input::SoftDrop);
    for (t::Input in : keys) session.input(in);
    QCOMPARE(session.game().history().back().placement, next->target);
  }
}

void TetrisSessionTest::badSettingsAreRefused() {
  TetrisSettings settings;
  settings.evaluator = "nonsense";
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TetrisSession{settings});
  settings = {};
  settings.weightsJson = "{not json";
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TetrisSession{settings});
  settings = {};
  settings.width = 30;
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TetrisSession{settings});
}

void TetrisSessionTest::snapshotShowsQueueAndGhost() {
  TetrisSession session;
  const auto s = session.snapshot();
  QCOMPARE(s.queue.size(), 5);  // guideline preview
  QVERIFY(s.holdEnabled);
  QCOMPARE(s.active.size(), 4);
  QCOMPARE(s.ghost.size(), 4);
  // On an empty board the ghost rests on the floor: its lowest cell is the bottom row.
  int lowest = 0;
  for (const QPoint& c : s.ghost) lowest = std::max(lowest, c.y());
  QCOMPARE(lowest, s.height - 1);
  TetrisSettings classic;
  classic.rules = t::RuleSet::Classic;
  const auto c = TetrisSession(classic).snapshot();
  QVERIFY(c.active.isEmpty());  // classic has no falling piece...
  QCOMPARE(c.queue.size(), 2);  // ...so the current piece leads the one-piece preview
  QVERIFY(!c.holdEnabled);
}

QTEST_GUILESS_MAIN(TetrisSessionTest)
#include "tetris_session_test.moc"

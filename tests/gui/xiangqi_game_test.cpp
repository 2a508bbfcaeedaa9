// What the xiangqi view asks of its xiangqi::Game, without widgets: history, undo/redo, legal
// destinations, the notations and the board picture it hands to the widget.
#include <QTest>
#include <algorithm>

#include "xiangqi/iccs.hpp"
#include "xiangqi/types.hpp"
#include "xiangqi_game.hpp"

using gameai::gui::isOwnPiece;
using gameai::gui::lineTexts;
using gameai::gui::moveTexts;
using gameai::gui::playMove;
using gameai::gui::snapshot;
using gameai::gui::targetsFrom;
using XiangqiGame = gameai::xiangqi::Game;
using gameai::gui::XiangqiSnapshot;
namespace xq = gameai::xiangqi;

namespace {
int sq(const char* name) {
  return XiangqiSnapshot::square(name[0] - 'a', name[1] - '0');
}
}  // namespace

class XiangqiGameTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void startPositionPicture();
  void targetsOfCannonAndHorse();
  void illegalMovesChangeNothing();
  void undoRedoWalksHistory();
  void newMoveDropsRedoTail();
  void snapshotOfEarlierPly();
  void badFenKeepsGame();
  void checkmateIsDetected();
  void movesAreCountedAsPlayersCountThem_data();
  void movesAreCountedAsPlayersCountThem();
};

void XiangqiGameTest::movesAreCountedAsPlayersCountThem_data() {
  QTest::addColumn<QString>("fen");  // the start, "" for the standard one
  QTest::addColumn<QStringList>("moves");
  QTest::addColumn<QStringList>("labels");  // as the move list labels each ply
  QTest::newRow("red opens") << QString() << QStringList{"h2e2", "h9g7", "h0g2"}
                             << QStringList{"1. ", "", "2. "};
  QTest::newRow("black opens") << QStringLiteral("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1")
                               << QStringList{"e9f9", "e1f1", "f9e9"}
                               << QStringList{"1... ", "2. ", ""};
}

void XiangqiGameTest::movesAreCountedAsPlayersCountThem() {
  QFETCH(QString, fen);
  QFETCH(QStringList, moves);
  QFETCH(QStringList, labels);
  XiangqiGame game;
  if (!fen.isEmpty()) QVERIFY(game.reset(fen.toStdString()));
  for (const QString& m : moves) QVERIFY2(game.play(m.toStdString()), qPrintable(m));
  for (int i = 0; i < int(moves.size()); ++i)
    QCOMPARE(QString::fromStdString(gameai::gui::moveListLabel(game, i)), labels[i]);
}

void XiangqiGameTest::startPositionPicture() {
  XiangqiGame game;
  const XiangqiSnapshot s = snapshot(game);
  QCOMPARE(s.pieces[size_t(sq("e0"))], xq::R_KING);
  QCOMPARE(s.pieces[size_t(sq("e9"))], xq::B_KING);
  QCOMPARE(s.pieces[size_t(sq("b2"))], xq::R_CANNON);
  QCOMPARE(s.pieces[size_t(sq("g6"))], xq::B_SOLDIER);
  QCOMPARE(int(std::count(s.pieces.begin(), s.pieces.end(), 0)), 90 - 32);
  QCOMPARE(s.lastFrom, -1);
  QCOMPARE(s.checkedGeneral, -1);
  QCOMPARE(game.side_to_move(), xq::RED);
}

void XiangqiGameTest::targetsOfCannonAndHorse() {
  XiangqiGame game;
  // The cannon on b2: b1, a2 c2 d2 e2 f2 g2, b3 b4 b5 b6, and the capture b9 over b7's cannon.
  std::vector<int> cannon = targetsFrom(game, sq("b2"));
  std::sort(cannon.begin(), cannon.end());
  std::vector<int> expected = {sq("b1"), sq("a2"), sq("c2"), sq("d2"), sq("e2"), sq("f2"),
                               sq("g2"), sq("b3"), sq("b4"), sq("b5"), sq("b6"), sq("b9")};
  std::sort(expected.begin(), expected.end());
  QCOMPARE(cannon, expected);
  // The horse on b0: a2 and c2; d1 is out of reach because c0's elephant blocks the leg.
  std::vector<int> horse = targetsFrom(game, sq("b0"));
  std::sort(horse.begin(), horse.end());
  QCOMPARE(horse, (std::vector<int>{sq("a2"), sq("c2")}));
  // Black's pieces are not Red's to move.
  QVERIFY(targetsFrom(game, sq("b7")).empty());
  QVERIFY(!isOwnPiece(game, sq("b7")));
  QVERIFY(isOwnPiece(game, sq("b2")));
}

void XiangqiGameTest::illegalMovesChangeNothing() {
  XiangqiGame game;
  const std::string before = game.fen();
  QVERIFY(!playMove(game, sq("b0"), sq("b2")));  // onto its own cannon
  QVERIFY(!playMove(game, sq("e0"), sq("e2")));  // general leaves the palace line by two
  QVERIFY(!playMove(game, sq("b7"), sq("e7")));  // Black's piece on Red's turn
  QVERIFY(!playMove(game, -1, 200));
  QCOMPARE(game.fen(), before);
  QCOMPARE(game.ply(), 0);
}

void XiangqiGameTest::undoRedoWalksHistory() {
  XiangqiGame game;
  const std::string start = game.fen();
  QVERIFY(playMove(game, sq("h2"), sq("e2")));  // 炮二平五
  const std::string afterOne = game.fen();
  QVERIFY(playMove(game, sq("h9"), sq("g7")));  // 马8进7
  QCOMPARE(game.ply(), 2);
  QCOMPARE(xq::to_iccs(game.moves()[0]), std::string("h2e2"));
  QCOMPARE(xq::to_iccs(game.moves()[1]), std::string("h9g7"));
  using N = gameai::gui::XiangqiNotation;
  QCOMPARE(moveTexts(game, N::Iccs), (std::vector<std::string>{"h2e2", "h9g7"}));
  QCOMPARE(moveTexts(game, N::Wxf), (std::vector<std::string>{"C2=5", "H8+7"}));
  QCOMPARE(moveTexts(game, N::Chinese), (std::vector<std::string>{"炮二平五", "马8进7"}));
  // An engine line from here, stopping at the first move that is not legal (the cannon cannot
  // pass its own soldier on e3 without a piece to capture behind it).
  QCOMPARE(lineTexts(game, {"h0g2", "i9h9", "e2e5", "a0a1"}, N::Chinese),
           (std::vector<std::string>{"马二进三", "车9平8"}));
  game.undo();
  QCOMPARE(game.fen(), afterOne);
  game.undo();
  QCOMPARE(game.fen(), start);
  QVERIFY(!game.can_undo());
  QVERIFY(game.can_redo());
  game.redo();
  game.redo();
  QCOMPARE(game.ply(), 2);
  QVERIFY(!game.can_redo());
  QCOMPARE(game.last_move(), xq::Move(sq("h9"), sq("g7")));
}

void XiangqiGameTest::newMoveDropsRedoTail() {
  XiangqiGame game;
  QVERIFY(playMove(game, sq("h2"), sq("e2")));
  QVERIFY(playMove(game, sq("h9"), sq("g7")));
  game.undo();
  QVERIFY(playMove(game, sq("b9"), sq("c7")));
  QCOMPARE(game.ply_count(), 2);
  QVERIFY(!game.can_redo());
  QCOMPARE(xq::to_iccs(game.moves()[1]), std::string("b9c7"));
}

void XiangqiGameTest::snapshotOfEarlierPly() {
  XiangqiGame game;
  QVERIFY(playMove(game, sq("h2"), sq("e2")));
  QVERIFY(playMove(game, sq("h9"), sq("g7")));
  const XiangqiSnapshot first = snapshot(game, 1);
  QCOMPARE(first.pieces[size_t(sq("e2"))], xq::R_CANNON);
  QCOMPARE(first.pieces[size_t(sq("h9"))], xq::B_HORSE);
  QCOMPARE(first.lastFrom, sq("h2"));
  QCOMPARE(first.lastTo, sq("e2"));
  const XiangqiSnapshot now = snapshot(game);
  QCOMPARE(now.pieces[size_t(sq("g7"))], xq::B_HORSE);
  QCOMPARE(now.lastTo, sq("g7"));
  QCOMPARE(game.ply(), 2);  // looking back does not move the game
}

void XiangqiGameTest::badFenKeepsGame() {
  XiangqiGame game;
  QVERIFY(playMove(game, sq("h2"), sq("e2")));
  std::string error;
  QVERIFY(!game.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9 w", &error));
  QVERIFY(!error.empty());
  QCOMPARE(game.ply(), 1);
}

void XiangqiGameTest::checkmateIsDetected() {
  // Red's chariot swings to e7 and checks the general on e9: e8 is covered by that chariot, f9
  // and f8 by the chariot on f5, d9 and d8 by Red's own general on the open d-file (the flying
  // general rule). Nothing of Black's can block or capture: checkmate.
  XiangqiGame game;
  std::string error;
  QVERIFY2(game.reset("4k4/9/R8/9/5R3/9/9/9/9/3K5 w - - 0 1", &error), error.c_str());
  QVERIFY(!game.over());
  QVERIFY(playMove(game, sq("a7"), sq("e7")));
  const xq::GameStatus& v = game.status();
  QVERIFY(v.over);
  QCOMPARE(v.result, xq::Result::RedWins);
  QCOMPARE(v.reason, gameai::xiangqi::Reason::Checkmate);
  QCOMPARE(snapshot(game).checkedGeneral, sq("e9"));
}

QTEST_GUILESS_MAIN(XiangqiGameTest)
#include "xiangqi_game_test.moc"

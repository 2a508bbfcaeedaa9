// The game being played on the xiangqi page, driven through XiangqiGameController alone (no
// page): moves and refusals, undo and redo against the computer and between people, moves from
// a past position becoming variations, the computer answering on its own, a flag that falls,
// a position set from FEN, and what a saved file would say of the players.
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_game_controller.hpp"
#include "xiangqi_players_panel.hpp"
#include "xiangqi_searches.hpp"

using gameai::gui::XiangqiGameController;
using gameai::gui::XiangqiPlayersPanel;
using gameai::gui::XiangqiSearches;
using gameai::gui::testing::sq;
using gameai::xiangqi::BLACK;
using gameai::xiangqi::RED;
using Mode = XiangqiPlayersPanel::Mode;

namespace {
// A game controller with its players' box and its engine, as the page holds them.
struct Parts {
  XiangqiPlayersPanel players;
  XiangqiSearches searches;
  XiangqiGameController game{players, searches};
};

std::string lastIccs(const XiangqiGameController& game) {
  return gameai::xiangqi::to_iccs(game.game().last_move());
}
}  // namespace

class XiangqiGameControllerTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void movesAreCheckedAndSaid();
  void moveFromThePastIsAVariation();
  void computerAnswersAndUndoTakesBothBack();
  void flagFallEndsTheGame();
  void fenStartsANewGameOrIsRefused();
  void headerNamesThePlayers();
  void analysisStopsTheComputer();
};

// Two people: a legal move is played and said (not animated: the person moved it), an illegal
// one changes nothing; undo and redo walk one ply.
void XiangqiGameControllerTest::movesAreCheckedAndSaid() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setMode(Mode::HumanVsHuman);
  game.newGame();
  QSignalSpy moved(&game, &XiangqiGameController::moved);
  QVERIFY(!game.playMove(sq("h2"), sq("g3")));  // a cannon does not move diagonally
  QCOMPARE(moved.count(), 0);
  QCOMPARE(game.game().ply(), 0);
  QVERIFY(game.playMove(sq("h2"), sq("e2")));
  QCOMPARE(moved.count(), 1);
  QCOMPARE(moved.at(0).at(0).toBool(), false);
  QVERIFY(game.playMove(sq("h9"), sq("g7")));
  QCOMPARE(game.game().ply(), 2);
  QVERIFY(game.statusText().contains(QStringLiteral("Red to move")));
  QSignalSpy replaced(&game, &XiangqiGameController::positionReplaced);
  game.undo();
  QCOMPARE(game.game().ply(), 1);
  QCOMPARE(replaced.count(), 1);
  game.redo();
  QCOMPARE(game.game().ply(), 2);
  QCOMPARE(lastIccs(game), std::string("h9g7"));
  QVERIFY(!game.thinking());
}

// A move from an earlier position keeps the old line as the main line and the new one as a
// variation; going back to the old line's end replays it; deleting the variation goes back.
void XiangqiGameControllerTest::moveFromThePastIsAVariation() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setMode(Mode::HumanVsHuman);
  game.newGame();
  QVERIFY(game.playMove(sq("h2"), sq("e2")));
  QVERIFY(game.playMove(sq("h9"), sq("g7")));
  const auto mainEnd = game.currentNode();
  game.undo();
  QVERIFY(game.playMove(sq("b9"), sq("c7")));
  const auto variation = game.currentNode();
  QVERIFY(variation != mainEnd);
  QCOMPARE(game.tree().main_line_length(), 2);
  QVERIFY(game.goToNode(mainEnd));
  QCOMPARE(lastIccs(game), std::string("h9g7"));
  QVERIFY(game.goToNode(variation));
  QVERIFY(game.deleteVariation(variation));
  QVERIFY(!game.tree().contains(variation));
  QCOMPARE(game.game().ply(), 1);
  QVERIFY(game.setComment(mainEnd, QStringLiteral("  the horse  ")));
  QCOMPARE(game.tree().comment(mainEnd), std::string("the horse"));
  QVERIFY(!game.deleteVariation(gameai::game_files::XiangqiTree::ROOT));
}

// Against the computer: its reply comes on its own (animated), and undo takes back the reply and
// the person's move together.
void XiangqiGameControllerTest::computerAnswersAndUndoTakesBothBack() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setLevel(1);
  parts.players.setHumanSide(RED);
  parts.players.setMode(Mode::HumanVsComputer);
  game.newGame();
  QVERIFY(!game.computerToMove());
  QSignalSpy moved(&game, &XiangqiGameController::moved);
  QVERIFY(game.playMove(sq("h2"), sq("e2")));
  QVERIFY(game.thinking());
  QVERIFY(game.statusText().contains(QStringLiteral("computer thinking")));
  QTRY_COMPARE_WITH_TIMEOUT(game.game().ply(), 2, 20000);
  QCOMPARE(moved.count(), 2);
  QCOMPARE(moved.at(1).at(0).toBool(), true);
  QCOMPARE(
      gameai::xiangqi::color_of(game.game().position().piece_on(game.game().last_move().to_sq())),
      BLACK);
  game.undo();
  QCOMPARE(game.game().ply(), 0);
  QVERIFY(!game.thinking());
}

// Two people on a short clock: the side that does not move loses on time, and the page is told.
void XiangqiGameControllerTest::flagFallEndsTheGame() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setMode(Mode::HumanVsHuman);
  parts.players.setClock(300, 0);
  game.newGame();
  QVERIFY(game.clock().enabled());
  QSignalSpy ended(&game, &XiangqiGameController::ended);
  QVERIFY(game.playMove(sq("h2"), sq("e2")));  // Black's clock runs
  QTRY_VERIFY_WITH_TIMEOUT(game.game().over(), 5000);
  QCOMPARE(ended.count(), 1);
  QCOMPARE(game.game().result(), gameai::xiangqi::Result::RedWins);
  QCOMPARE(game.game().reason(), gameai::xiangqi::Reason::Forfeit);
  QVERIFY2(game.statusText().contains(QStringLiteral("Time ran out")),
           qPrintable(game.statusText()));
  QVERIFY(!game.clock().running());
}

void XiangqiGameControllerTest::fenStartsANewGameOrIsRefused() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setMode(Mode::HumanVsHuman);
  game.newGame();
  QVERIFY(game.playMove(sq("h2"), sq("e2")));
  QString error;
  QVERIFY(!game.loadFen(QStringLiteral("not a position"), &error));
  QVERIFY(!error.isEmpty());
  QCOMPARE(game.game().ply(), 1);
  const QString fen = QStringLiteral("4k4/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1");
  QVERIFY2(game.loadFen(fen, &error), qPrintable(error));
  QCOMPARE(game.game().ply(), 0);
  QCOMPARE(QString::fromStdString(game.game().start_fen()).section(QLatin1Char(' '), 0, 0),
           fen.section(QLatin1Char(' '), 0, 0));
}

// A game played here is saved under who played it: a person as "Human", the built-in engine by
// its level, whatever the interface language; an external engine by its command.
void XiangqiGameControllerTest::headerNamesThePlayers() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setLevel(3);
  parts.players.setHumanSide(BLACK);
  parts.players.setMode(Mode::HumanVsComputer);
  game.cancelSearch();
  auto header = game.pgnHeader();
  QCOMPARE(header.red.name, std::string("gameai level 3"));
  QCOMPARE(header.black.name, std::string("Human"));
  QCOMPARE(header.tags.at(0).second, std::string("-"));  // no clock
  parts.players.setMode(Mode::HumanVsHuman);
  header = game.pgnHeader();
  QCOMPARE(header.red.name, std::string("Human"));
}

// Analysis is study: the computer does not move for its side, the clocks wait, and each new
// position asks for the analysis again.
void XiangqiGameControllerTest::analysisStopsTheComputer() {
  Parts parts;
  XiangqiGameController& game = parts.game;
  parts.players.setMode(Mode::ComputerVsComputer);
  game.setAnalysing(true);
  QSignalSpy due(&game, &XiangqiGameController::analysisDue);
  game.newGame();
  QVERIFY(!game.computerToMove());
  QVERIFY(!game.thinking());
  QCOMPARE(due.count(), 1);
  QVERIFY(game.statusText().contains(QStringLiteral("analysing")));
  game.setAnalysing(false);
  QVERIFY(game.computerToMove());
  game.maybeStartComputer();
  QVERIFY(game.thinking());
  game.cancelSearch();
}

QTEST_MAIN(XiangqiGameControllerTest)
#include "xiangqi_game_controller_test.moc"

// Games and positions in and out of the xiangqi page, driven through XiangqiFileController over a
// game (no page): a real PGN with variations and comments opened, its players and moves on the
// board, saved in another notation and opened again to the same game; a game the file does not
// have and a file that is not there refused with the board kept (and said in a dialog); FEN
// through the clipboard; the games the records store keeps listed for review.
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_file_controller.hpp"
#include "xiangqi_game_controller.hpp"
#include "xiangqi_players_panel.hpp"
#include "xiangqi_review_dialog.hpp"
#include "xiangqi_searches.hpp"

using gameai::gui::XiangqiFileController;
using gameai::gui::XiangqiGameController;
using gameai::gui::XiangqiPlayersPanel;
using gameai::gui::XiangqiSearches;
using gameai::gui::testing::sq;
using gameai::xiangqi::Notation;

namespace {
struct Parts {
  QWidget page;
  XiangqiPlayersPanel players;
  XiangqiSearches searches;
  XiangqiGameController game{players, searches};
  XiangqiFileController files{game, &page};
  Parts() { players.setMode(XiangqiPlayersPanel::Mode::HumanVsHuman); }
};

QString data(const char* name) {
  return QStringLiteral(GAMEAI_TEST_DATA "/") + QLatin1String(name);
}

std::vector<std::string> iccsMoves(const XiangqiGameController& game) {
  std::vector<std::string> moves;
  for (int i = 0; i < game.game().ply(); ++i)
    moves.push_back(gameai::xiangqi::to_iccs(game.game().moves()[std::size_t(i)]));
  return moves;
}
}  // namespace

class XiangqiFileControllerTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void pgnOpensAndSavesBack_data();
  void pgnOpensAndSavesBack();
  void badChoiceKeepsTheBoard();
  void fenGoesThroughTheClipboard();
  void storedGamesAreListed();
};

void XiangqiFileControllerTest::pgnOpensAndSavesBack_data() {
  QTest::addColumn<int>("notation");
  QTest::newRow("chinese") << int(Notation::Chinese);
  QTest::newRow("wxf") << int(Notation::Wxf);
  QTest::newRow("iccs") << int(Notation::Iccs);
}

// The first game of variations.pgn: five moves on its main line, two variations with comments,
// players A and B. Saved and opened again it is the same game with the same players and tree.
void XiangqiFileControllerTest::pgnOpensAndSavesBack() {
  QFETCH(int, notation);
  const QString path = data("variations.pgn");
  QString error;
  Parts parts;
  QCOMPARE(parts.files.gameFileChoices(path, &error).size(), 2);
  QSignalSpy said(&parts.files, &XiangqiFileController::statusMessage);
  QVERIFY2(parts.files.openGame(path, 0, &error), qPrintable(error));
  const std::vector<std::string> main = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"};
  QCOMPARE(iccsMoves(parts.game), main);
  QVERIFY(parts.game.opened());
  QCOMPARE(parts.game.opened()->red.name, std::string("A"));
  QCOMPARE(parts.game.opened()->black.name, std::string("B"));
  QVERIFY(parts.game.tree().size() > main.size() + 1);  // the variations came too
  QCOMPARE(parts.game.tree().comment(gameai::game_files::XiangqiTree::ROOT),
           std::string("A comment before the first move"));
  QCOMPARE(said.count(), 1);
  QVERIFY2(said.at(0).at(0).toString().contains(QStringLiteral("variations.pgn")),
           qPrintable(said.at(0).at(0).toString()));

  QTemporaryDir dir;
  const QString saved = dir.filePath(QStringLiteral("saved.pgn"));
  QVERIFY2(parts.files.saveGame(saved, Notation(notation), &error), qPrintable(error));
  Parts again;
  QVERIFY2(again.files.openGame(saved, 0, &error), qPrintable(error));
  QCOMPARE(iccsMoves(again.game), main);
  QCOMPARE(again.game.opened()->red.name, std::string("A"));
  QCOMPARE(again.game.tree().size(), parts.game.tree().size());
  QCOMPARE(again.game.tree().comment(gameai::game_files::XiangqiTree::ROOT),
           std::string("A comment before the first move"));
}

// A game the file does not have, or a file that is not there: refused with the reason, the game
// on the board kept; openGameOrSay says it in a dialog over the page that names the file.
void XiangqiFileControllerTest::badChoiceKeepsTheBoard() {
  Parts parts;
  parts.game.newGame();
  QVERIFY(parts.game.playMove(sq("h2"), sq("e2")));
  QString error;
  QVERIFY(!parts.files.openGame(data("variations.pgn"), 5, &error));
  QVERIFY2(error.contains(QStringLiteral("has no game 6")), qPrintable(error));
  QCOMPARE(iccsMoves(parts.game), std::vector<std::string>{"h2e2"});
  const QString missing = data("no-such-file.pgn");
  QVERIFY(!parts.files.openGameOrSay(missing, &error));
  QVERIFY2(error.contains(QStringLiteral("no-such-file.pgn")), qPrintable(error));
  QMessageBox* box = nullptr;
  QTRY_VERIFY(box = parts.page.findChild<QMessageBox*>(QStringLiteral("xiangqiFileError")));
  QVERIFY2(box->text().contains(QStringLiteral("no-such-file.pgn")), qPrintable(box->text()));
  box->close();
  QCOMPARE(parts.game.game().ply(), 1);
}

void XiangqiFileControllerTest::fenGoesThroughTheClipboard() {
  Parts parts;
  parts.game.newGame();
  QVERIFY(parts.game.playMove(sq("h2"), sq("e2")));
  parts.files.copyFen();
  QCOMPARE(QApplication::clipboard()->text().toStdString(), parts.game.game().fen());
  const QString fen = QStringLiteral("4k4/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1");
  QApplication::clipboard()->setText(fen);
  parts.files.pasteFen();
  QCOMPARE(parts.game.game().ply(), 0);
  QCOMPARE(QString::fromStdString(parts.game.game().fen()).section(QLatin1Char(' '), 0, 0),
           fen.section(QLatin1Char(' '), 0, 0));
}

// A game played here is in the store: listed (newest first, with its players) and reviewed.
void XiangqiFileControllerTest::storedGamesAreListed() {
  Parts parts;
  parts.game.newGame();
  QVERIFY(parts.game.playMove(sq("h2"), sq("e2")));
  QVERIFY(parts.game.playMove(sq("h9"), sq("g7")));
  QString error;
  const auto games = parts.files.storedGames(&error);
  QVERIFY2(!games.isEmpty(), qPrintable(error));
  QVERIFY2(games[0].second.contains(QStringLiteral("human – human")), qPrintable(games[0].second));
  gameai::gui::XiangqiReviewDialog* review = parts.files.reviewStoredGame(games[0].first, &error);
  QVERIFY2(review, qPrintable(error));
  review->close();
  QVERIFY(!parts.files.reviewStoredGame(-7, &error));
  QVERIFY(!error.isEmpty());
}

QTEST_MAIN(XiangqiFileControllerTest)
#include "xiangqi_file_controller_test.moc"

// The xiangqi page's Open and Save: PGN files in every notation and encoding, XQF recognised by
// content, a file of several games, bad files refused with file, line and move while the game on
// the board stays, and saved files that open again to the same game in each notation.
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiView;
using gameai::gui::testing::clickSquare;
using gameai::xiangqi::Notation;

namespace {
QString data(const char* name) {
  return QStringLiteral(GAMEAI_TEST_DATA "/") + QLatin1String(name);
}

std::vector<std::string> iccsMoves(const XiangqiView& view) {
  std::vector<std::string> moves;
  for (int i = 0; i < view.game().ply(); ++i)
    moves.push_back(gameai::xiangqi::to_iccs(view.game().moves()[std::size_t(i)]));
  return moves;
}

// A page where two humans have played 炮二平五 马８进７.
void playTwoMoves(XiangqiView& view) {
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  clickSquare(view, "h9");
  clickSquare(view, "g7");
  QCOMPARE(view.game().ply(), 2);
}
}  // namespace

class XiangqiFilesTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void opensEveryNotationAndEncoding_data();
  void opensEveryNotationAndEncoding();
  void opensXqfByContent();
  void severalGamesAreListedWithTheirErrors();
  void badGameIsReportedAndBoardKept();
  void fileThatIsNotAGameIsRefused();
  void savedGameOpensAgain_data();
  void savedGameOpensAgain();
  void largeCollectionOpens();
};

void XiangqiFilesTest::opensEveryNotationAndEncoding_data() {
  QTest::addColumn<QString>("file");
  QTest::addColumn<QString>("firstMoves");  // the first two moves in ICCS
  QTest::newRow("chinese utf-8") << data("chinese-utf8.pgn") << "h2e2 h9g7";
  QTest::newRow("chinese gbk") << data("chinese-gbk.pgn") << "h2e2 h9g7";
  QTest::newRow("wxf ascii") << data("wxf-ascii.pgn") << "h2e2 h9g7";
  QTest::newRow("wxf full-width") << data("wxf-fullwidth.pgn") << "h2e2 h9g7";
  QTest::newRow("iccs") << data("iccs.pgn") << "h2e2 h9g7";
  QTest::newRow("iccs dash") << data("iccs-dash.pgn") << "h2e2 h9g7";
}

void XiangqiFilesTest::opensEveryNotationAndEncoding() {
  QFETCH(QString, file);
  QFETCH(QString, firstMoves);
  XiangqiView view;
  QString error;
  QVERIFY2(view.openGame(file, 0, &error), qPrintable(error));
  QVERIFY(view.game().ply() > 2);
  const std::vector<std::string> moves = iccsMoves(view);
  QCOMPARE(QString::fromStdString(moves[0] + " " + moves[1]), firstMoves);
  QCOMPARE(view.moveListTexts().size(), view.game().ply());
}

void XiangqiFilesTest::opensXqfByContent() {
  // An XQF file under a name that says nothing of its format.
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("game.dat"));
  QVERIFY(QFile::copy(QStringLiteral(GAMEAI_XQF_SAMPLE), path));
  XiangqiView view;
  QString error;
  QVERIFY2(view.openGame(path, 0, &error), qPrintable(error));
  QCOMPARE(iccsMoves(view), (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9"}));
  QVERIFY(view.gameFileChoices(path).value(0).contains(QStringLiteral("胡荣华")));
}

void XiangqiFilesTest::severalGamesAreListedWithTheirErrors() {
  XiangqiView view;
  const QStringList choices = view.gameFileChoices(data("one-bad-game.pgn"));
  QCOMPARE(choices.size(), 3);
  QVERIFY(choices[0].startsWith(QStringLiteral("1. ")));
  QVERIFY2(!choices[0].contains(QStringLiteral("cannot be read")), qPrintable(choices[0]));
  QVERIFY2(choices[1].contains(QStringLiteral("cannot be read")), qPrintable(choices[1]));
  QVERIFY2(choices[1].contains(QStringLiteral("a10a5")), qPrintable(choices[1]));
  // The good games of the file open.
  QVERIFY(view.openGame(data("one-bad-game.pgn"), 2, nullptr));
  QCOMPARE(view.game().ply(), 8);
}

void XiangqiFilesTest::badGameIsReportedAndBoardKept() {
  XiangqiView view;
  playTwoMoves(view);
  QVERIFY(!QTest::currentTestFailed());
  QString error;
  QVERIFY(!view.openGame(data("one-bad-game.pgn"), 1, &error));
  // The file, the line and the move that is not legal.
  QVERIFY2(error.contains(QStringLiteral("one-bad-game.pgn:")), qPrintable(error));
  QVERIFY2(error.contains(QStringLiteral("a10a5")), qPrintable(error));
  QCOMPARE(view.game().ply(), 2);
  QCOMPARE(iccsMoves(view), (std::vector<std::string>{"h2e2", "h9g7"}));
  // A game number the file does not have.
  QVERIFY(!view.openGame(data("one-bad-game.pgn"), 7, &error));
  QVERIFY2(error.contains(QStringLiteral("no game 8")), qPrintable(error));
  QCOMPARE(view.game().ply(), 2);
}

void XiangqiFilesTest::fileThatIsNotAGameIsRefused() {
  XiangqiView view;
  playTwoMoves(view);
  QVERIFY(!QTest::currentTestFailed());
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("broken.pgn"));
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write("[Event \"unclosed\n1. h2e2 {never closed\n");
  file.close();
  QString error;
  QVERIFY(!view.openGame(path, 0, &error));
  QVERIFY2(error.contains(QStringLiteral("broken.pgn")), qPrintable(error));
  QVERIFY(view.gameFileChoices(path).isEmpty());
  QVERIFY(!view.openGame(dir.filePath(QStringLiteral("missing.pgn")), 0, &error));
  QVERIFY2(error.contains(QStringLiteral("missing.pgn")), qPrintable(error));
  QCOMPARE(view.game().ply(), 2);
}

void XiangqiFilesTest::savedGameOpensAgain_data() {
  QTest::addColumn<int>("notation");
  QTest::addColumn<QString>("firstMove");  // as written in the file
  QTest::newRow("chinese") << int(Notation::Chinese) << QStringLiteral("炮二平五");
  QTest::newRow("wxf") << int(Notation::Wxf) << QStringLiteral("C2=5");
  QTest::newRow("iccs") << int(Notation::Iccs) << QStringLiteral("h2e2");
  QTest::newRow("xboard") << int(Notation::Xboard) << QStringLiteral("h3e3");
}

void XiangqiFilesTest::savedGameOpensAgain() {
  QFETCH(int, notation);
  QFETCH(QString, firstMove);
  XiangqiView view;
  QString error;
  QVERIFY2(view.openGame(data("wxf-ascii.pgn"), 0, &error), qPrintable(error));
  const std::vector<std::string> moves = iccsMoves(view);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("saved.pgn"));
  QVERIFY2(view.saveGame(path, Notation(notation), &error), qPrintable(error));
  QFile file(path);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QString text = QString::fromUtf8(file.readAll());
  QVERIFY2(text.contains(QStringLiteral("1. ") + firstMove), qPrintable(text.left(600)));
  QVERIFY2(text.contains(QStringLiteral("Hu Ronghua")), qPrintable(text.left(600)));

  XiangqiView reopened;
  QVERIFY2(reopened.openGame(path, 0, &error), qPrintable(error));
  QCOMPARE(iccsMoves(reopened), moves);
}

void XiangqiFilesTest::largeCollectionOpens() {
  // A collection of master games: all listed, the last one opened.
  XiangqiView view;
  QElapsedTimer clock;
  clock.start();
  const QString path = QStringLiteral(GAMEAI_MASTER_GAMES);
  const QStringList choices = view.gameFileChoices(path);
  QVERIFY(choices.size() >= 30);
  QString error;
  QVERIFY2(view.openGame(path, int(choices.size()) - 1, &error), qPrintable(error));
  QVERIFY(view.game().ply() > 0);
  qInfo("listing %lld games and opening one took %lld ms", qint64(choices.size()),
        qint64(clock.elapsed()));
}

QTEST_MAIN(XiangqiFilesTest)
#include "xiangqi_files_test.moc"

// The xiangqi page's Open and Save: PGN files in every notation and encoding, XQF recognised by
// content, a file of several games, bad files refused with file, line and move while the game on
// the board stays, and saved files that open again to the same game in each notation.
#include <algorithm>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "app_settings.hpp"
#include "board_clicks.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_files.hpp"
#include "xiangqi_game.hpp"
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
  // The app's English plural forms ("1 move", "2 moves"), as gameai-gui installs them.
  void initTestCase() {
    gameai::gui::app_settings::installTranslation(*QCoreApplication::instance(),
                                                  QStringLiteral("en"));
  }
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
  void badFileIsSaidInThePage();
  void savedGameNamesTheComputerAProgram();
  void timeControlIsStoredAndSaved();
  void openedGameKeepsItsPlayers();
  void movesAreCountedAsPlayersCountThem();
  void fileDialogsStartInTheLastFolder();
};

namespace {
// The header tag `name` of PGN text ("" when absent).
QString pgnTag(const QString& text, const QString& name) {
  const QString opening = QLatin1Char('[') + name + QStringLiteral(" \"");
  const qsizetype at = text.indexOf(opening);
  if (at < 0) return {};
  const qsizetype start = at + opening.size();
  return text.mid(start, text.indexOf(QStringLiteral("\"]"), start) - start);
}

QString readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The newest xiangqi game in the store, as a second connection sees it; id 0 when none.
gameai::game_files::GameSummary newestStored() {
  gameai::gui::GameRecords reading;
  if (!reading.store()) return {};
  const auto games =
      reading.store()->list_games({.game = gameai::game_files::GameKind::Xiangqi, .limit = 1});
  return games.empty() ? gameai::game_files::GameSummary{} : games[0];
}
}  // namespace

// gameai-gui --open with a file that cannot be opened: the page says so in a dialog that names
// the file, and the game on the board stays.
void XiangqiFilesTest::badFileIsSaidInThePage() {
  XiangqiView view;
  playTwoMoves(view);
  QVERIFY(!QTest::currentTestFailed());
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("garbage.pgn"));
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write("this is not a game\n\x01\x02\xff");
  file.close();
  for (const QString& bad : {path, dir.filePath(QStringLiteral("missing.pgn"))}) {
    QString error;
    QVERIFY(!view.openGameOrSay(bad, &error));
    QVERIFY2(error.contains(QFileInfo(bad).fileName()), qPrintable(error));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = view.findChild<QMessageBox*>(QStringLiteral("xiangqiFileError"))) &&
                box->isVisible());
    QVERIFY2(box->text().contains(QFileInfo(bad).fileName()), qPrintable(box->text()));
    QCOMPARE(view.game().ply(), 2);
    box->close();
    QTRY_VERIFY(view.findChild<QMessageBox*>(QStringLiteral("xiangqiFileError")) == nullptr);
  }
}

// A game against the computer, saved: the computer's side is a program, the person's a human,
// and the header agrees with what `gameai records export` writes for the same stored game.
void XiangqiFilesTest::savedGameNamesTheComputerAProgram() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("vs-computer.pgn"));
  QString error;
  QVERIFY2(view.saveGame(path, Notation::Chinese, &error), qPrintable(error));
  const QString text = readAll(path);
  QCOMPARE(pgnTag(text, QStringLiteral("WhiteType")), QStringLiteral("human"));
  QCOMPARE(pgnTag(text, QStringLiteral("BlackType")), QStringLiteral("program"));
  QCOMPARE(pgnTag(text, QStringLiteral("Black")), QStringLiteral("gameai level 1"));
  // Red as xiangqi files name the side, White beside it; the names the file's, in any language.
  QCOMPARE(pgnTag(text, QStringLiteral("Red")), QStringLiteral("Human"));
  QCOMPARE(pgnTag(text, QStringLiteral("White")), QStringLiteral("Human"));
  QVERIFY2(text.indexOf(QStringLiteral("[Red ")) < text.indexOf(QStringLiteral("[Black ")),
           qPrintable(text));
  {
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral(":/i18n/gameai_zh_CN.qm")));
    QCoreApplication::installTranslator(&chinese);
    QVERIFY2(view.saveGame(path, Notation::Chinese, &error), qPrintable(error));
    QCoreApplication::removeTranslator(&chinese);
    const QString inChinese = readAll(path);
    QCOMPARE(pgnTag(inChinese, QStringLiteral("Red")), QStringLiteral("Human"));
    QCOMPARE(pgnTag(inChinese, QStringLiteral("Black")), QStringLiteral("gameai level 1"));
  }
  const gameai::game_files::GameSummary stored = newestStored();
  QVERIFY(stored.id > 0);
  QCOMPARE(pgnTag(text, QStringLiteral("Event")), QStringLiteral("gameai game %1").arg(stored.id));
  gameai::gui::GameRecords reading;
  const QString exported = QString::fromStdString(gameai::game_files::write_pgn(
      stored, reading.store()->xiangqi_moves(stored.id), Notation::Chinese));
  for (const char* tag : {"Event", "WhiteType", "BlackType", "Result"})
    QCOMPARE(pgnTag(text, QLatin1String(tag)), pgnTag(exported, QLatin1String(tag)));
  // Two people at one board: both human, and a game not stored is a casual game.
  XiangqiView twoPlayers;
  twoPlayers.setMode(XiangqiView::Mode::HumanVsHuman);
  QVERIFY(twoPlayers.saveGame(path, Notation::Iccs, &error));
  const QString empty = readAll(path);
  QCOMPARE(pgnTag(empty, QStringLiteral("WhiteType")), QStringLiteral("human"));
  QCOMPARE(pgnTag(empty, QStringLiteral("BlackType")), QStringLiteral("human"));
  QCOMPARE(pgnTag(empty, QStringLiteral("Event")), QStringLiteral("Casual game"));
}

// A game opened from a file is the file's players' game: opening it stores nothing, saving it
// writes their names and the file's event, and a move played on from it is stored with the
// file's moves credited to the file's players and the new move to the person who made it.
// A game played on a 5+3 clock carries it: in the records store as its TimeControl tag, which
// `gameai records export` writes, and in the saved PGN, in PGN's form. A game without a clock
// says so with "-".
void XiangqiFilesTest::timeControlIsStoredAndSaved() {
  XiangqiView view;
  view.setClock(5 * 60000, 3000);
  playTwoMoves(view);
  QVERIFY(!QTest::currentTestFailed());
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("clock.pgn"));
  QString error;
  QVERIFY2(view.saveGame(path, Notation::Wxf, &error), qPrintable(error));
  QVERIFY2(readAll(path).contains(QStringLiteral("[TimeControl \"300+3\"]\n")),
           qPrintable(readAll(path)));
  const gameai::game_files::GameSummary stored = newestStored();
  QVERIFY(stored.id > 0);
  QCOMPARE(pgnTag(readAll(path), QStringLiteral("Event")),
           QStringLiteral("gameai game %1").arg(stored.id));
  QCOMPARE(stored.tag("TimeControl"), std::string("300+3"));
  gameai::gui::GameRecords reading;
  const QString exported = QString::fromStdString(gameai::game_files::write_pgn(
      stored, reading.store()->xiangqi_moves(stored.id), Notation::Wxf));
  QCOMPARE(pgnTag(exported, QStringLiteral("TimeControl")), QStringLiteral("300+3"));

  XiangqiView noClock;
  playTwoMoves(noClock);
  QVERIFY(!QTest::currentTestFailed());
  QVERIFY(noClock.saveGame(path, Notation::Iccs, &error));
  QCOMPARE(pgnTag(readAll(path), QStringLiteral("TimeControl")), QStringLiteral("-"));
  QCOMPARE(newestStored().tag("TimeControl"), std::string("-"));
}

void XiangqiFilesTest::openedGameKeepsItsPlayers() {
  const std::int64_t before = newestStored().id;
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  QString error;
  QVERIFY2(view.openGame(data("one-bad-game.pgn"), 2, &error), qPrintable(error));
  QCOMPARE(view.game().ply(), 8);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("opened.pgn"));
  QVERIFY2(view.saveGame(path, Notation::Iccs, &error), qPrintable(error));
  const QString text = readAll(path);
  QCOMPARE(pgnTag(text, QStringLiteral("Event")), QStringLiteral("third"));
  QCOMPARE(pgnTag(text, QStringLiteral("WhiteType")), QStringLiteral("human"));
  view.newGame();  // leaving the opened game stores nothing
  QCOMPARE(newestStored().id, before);

  QVERIFY(view.openGame(data("wxf-ascii.pgn"), 0, &error));
  QCOMPARE(view.game().ply(), 98);
  QVERIFY(view.saveGame(path, Notation::Wxf, &error));
  QCOMPARE(pgnTag(readAll(path), QStringLiteral("Event")), QStringLiteral("5 Ram Cup 1989"));
  QCOMPARE(pgnTag(readAll(path), QStringLiteral("White")), QStringLiteral("Hu Ronghua"));
  view.undo();  // Black's last move taken back, and another played in its place
  QCOMPARE(view.game().ply(), 97);
  QCOMPARE(newestStored().id, before);
  const std::vector<int> targets = [&view] {
    for (int sq = 0; sq < 90; ++sq)
      if (!gameai::gui::targetsFrom(view.game(), sq).empty()) return std::vector<int>{sq};
    return std::vector<int>{};
  }();
  QVERIFY(!targets.empty());
  const int from = targets[0];
  const int to = gameai::gui::targetsFrom(view.game(), from)[0];
  auto* board = view.board();
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(from).toPoint());
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(to).toPoint());
  QCOMPARE(view.game().ply(), 98);
  const gameai::game_files::GameSummary stored = newestStored();
  QVERIFY(stored.id > before);
  QCOMPARE(stored.plies, std::int64_t{98});
  QCOMPARE(stored.players.at(0).name, std::string("Hu Ronghua"));
  QCOMPARE(stored.players.at(1).name, std::string("Lu Qin"));
  // It is the file's game, as `records import` keeps one: its format and its Event.
  QCOMPARE(stored.source, std::string("pgn"));
  const auto event = std::find_if(stored.tags.begin(), stored.tags.end(),
                                  [](const auto& tag) { return tag.first == "Event"; });
  QVERIFY(event != stored.tags.end());
  QCOMPARE(event->second, std::string("5 Ram Cup 1989"));
  // Black's seat: Lu Qin's 48 moves, then the person's one.
  QString stretches;
  for (const auto& s : stored.stretches)
    stretches += QStringLiteral("%1:%2x%3 ")
                     .arg(s.seat)
                     .arg(QString::fromStdString(s.player.name))
                     .arg(s.steps);
  QVERIFY2(stretches.contains(QStringLiteral("1:Lu Qinx48")), qPrintable(stretches));
  QVERIFY2(stretches.contains(QStringLiteral("1:humanx1")), qPrintable(stretches));
  QVERIFY2(!stretches.contains(QStringLiteral("ai:")), qPrintable(stretches));
}

// A move is Red's ply and Black's reply: a file's game of 98 plies is 49 moves, a stored game of
// 3 plies 2 moves.
void XiangqiFilesTest::movesAreCountedAsPlayersCountThem() {
  XiangqiView view;
  QVERIFY2(
      view.gameFileChoices(data("wxf-ascii.pgn")).value(0).endsWith(QStringLiteral("(49 moves)")),
      qPrintable(view.gameFileChoices(data("wxf-ascii.pgn")).value(0)));
  playTwoMoves(view);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h0");
  clickSquare(view, "g2");
  QCOMPARE(view.game().ply(), 3);
  const auto games = view.storedGames();
  QVERIFY(!games.isEmpty());
  QVERIFY2(games[0].second.contains(QStringLiteral("  2 moves")), qPrintable(games[0].second));
  // The move list names Black's first move as players name it, under Red's.
  QCOMPARE(view.moveListTexts(), QStringList({"1. 炮二平五", "马8进7", "2. 马二进三"}));
}

// File dialogs start in the user's documents folder, then in the folder of the last file chosen.
void XiangqiFilesTest::fileDialogsStartInTheLastFolder() {
  namespace app = gameai::gui::app_settings;
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  const QString first = app::fileDialogFolder();
  QVERIFY2(first == documents || (!QFileInfo(documents).isDir() && first == QDir::homePath()),
           qPrintable(first));
  QTemporaryDir dir;
  app::rememberFileDialogFolder(dir.filePath(QStringLiteral("game.pgn")));
  QCOMPARE(app::fileDialogFolder(), QFileInfo(dir.path()).absoluteFilePath());
  QCOMPARE(QSettings().value(QStringLiteral("files/lastFolder")).toString(),
           QFileInfo(dir.path()).absoluteFilePath());
}

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
  // Broken text spoils the game it is in: the file's one game is listed, and cannot be opened.
  QCOMPARE(view.gameFileChoices(path).size(), 1);
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

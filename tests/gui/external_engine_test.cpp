// The xiangqi page with an external engine as the computer: our own gameai-xiangqi executable,
// started through the "external engine…" opponent, must answer a human move over UCI and UCCI,
// and a program that is not an engine must be reported rather than hang the game.
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_engines.hpp"
#include "xiangqi_opponent_box.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiView;
using gameai::xiangqi_ai::EngineProtocol;

using gameai::gui::testing::clickSquare;

namespace {

// Shows a fresh page where the human plays Red against the given external engine.
void setUp(XiangqiView& view, const QString& command, EngineProtocol protocol) {
  view.setExternalEngine(command, protocol);
  gameai::gui::testing::showRedAgainstComputer(view, 1);
}
}  // namespace

class ExternalEngineTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void externalEngineRepliesToHumanMove_data();
  void externalEngineRepliesToHumanMove();
  void programThatIsNotAnEngineIsReported();
  void choiceIsKeptInSettings();
  void undoStopsTheExternalEngine_data();
  void undoStopsTheExternalEngine();
  void newGameStopsTheExternalEngine();
  void hintComesFromTheChosenEngine();
  void closingStopsTheExternalEngine();
  void managedEngineIsPlayedWithItsOptions();
  void managedEngineChoiceIsKeptInSettings();
};

void ExternalEngineTest::externalEngineRepliesToHumanMove_data() {
  QTest::addColumn<EngineProtocol>("protocol");
  QTest::newRow("uci") << EngineProtocol::Uci;
  QTest::newRow("ucci") << EngineProtocol::Ucci;
  QTest::newRow("xboard") << EngineProtocol::Xboard;
}

void ExternalEngineTest::externalEngineRepliesToHumanMove() {
  QFETCH(EngineProtocol, protocol);
  XiangqiView view;
  setUp(view, QStringLiteral(GAMEAI_ENGINE_PATH), protocol);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  clickSquare(view, "e2");  // 炮二平五
  QCOMPARE(view.game().ply(), 1);
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[0]), std::string("h2e2"));
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);  // the external engine answers
  // The game accepted the reply, so it was legal; Red is to move again.
  QCOMPARE(view.game().side_to_move(), gameai::xiangqi::RED);
  // A second exchange goes to the same running program.
  clickSquare(view, "b0");
  clickSquare(view, "c2");  // 马八进七
  QCOMPARE(view.game().ply(), 3);
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 4, 20000);
}

void ExternalEngineTest::programThatIsNotAnEngineIsReported() {
  XiangqiView view;
  QSignalSpy messages(&view, &XiangqiView::statusMessage);
  setUp(view, QStringLiteral("/bin/true"), EngineProtocol::Uci);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QCOMPARE(view.game().ply(), 1);
  const auto reported = [&messages] {
    for (const QList<QVariant>& args : messages) {
      const QString text = args.value(0).toString();
      // "engine '/bin/true' exited with status 0 without answering 'uci'"
      if (text.contains(QStringLiteral("/bin/true")) &&
          text.contains(QStringLiteral("without answering 'uci'")))
        return true;
    }
    return false;
  };
  QTRY_VERIFY_WITH_TIMEOUT(reported(), 20000);
  QVERIFY(!view.thinking());
  QCOMPARE(view.game().ply(), 1);  // no move was invented for it
}

void ExternalEngineTest::choiceIsKeptInSettings() {
  {
    XiangqiView view;
    view.setMode(XiangqiView::Mode::HumanVsHuman);
    view.setExternalEngine(QStringLiteral("my-engine --threads 1"), EngineProtocol::Ucci);
    QSettings settings;
    view.saveSettings(settings);
  }
  XiangqiView view;
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  QSettings settings;
  view.loadSettings(settings);
  QCOMPARE(settings.value(QStringLiteral("externalCommand")).toString(),
           QStringLiteral("my-engine --threads 1"));
  QCOMPARE(settings.value(QStringLiteral("externalProtocol")).toString(), QStringLiteral("ucci"));
  QCOMPARE(settings.value(QStringLiteral("opponent")).toInt(), 1);
  // Saving the loaded page writes the same choice back.
  QSettings again(QStringLiteral("gameai-test"), QStringLiteral("roundtrip"));
  view.saveSettings(again);
  QCOMPARE(again.value(QStringLiteral("externalCommand")).toString(),
           QStringLiteral("my-engine --threads 1"));
  QCOMPARE(again.value(QStringLiteral("externalProtocol")).toString(), QStringLiteral("ucci"));
  QCOMPARE(again.value(QStringLiteral("opponent")).toInt(), 1);
  again.clear();
}

namespace {
// The start position without Black's horses: out of the engine's opening book, so it searches.
const QString OUT_OF_BOOK =
    QStringLiteral("r1bakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");

// Plays 炮二平五 against gameai-xiangqi at level 10 (5 s a move) and waits until the engine's
// search is under way (its first line is in the engine panel).
void startLongSearch(XiangqiView& view, EngineProtocol protocol) {
  setUp(view, QStringLiteral(GAMEAI_ENGINE_PATH), protocol);
  QVERIFY(!QTest::currentTestFailed());
  QVERIFY(view.loadFen(OUT_OF_BOOK));
  view.setLevel(10);
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QCOMPARE(view.game().ply(), 1);
  QVERIFY(view.thinking());
  auto* pv = view.findChild<QLabel*>(QStringLiteral("enginePv"));
  QVERIFY(pv);
  QTRY_VERIFY_WITH_TIMEOUT(pv->text() != QStringLiteral("-"), 20000);
}

// Plays `from`-`to` at level 1 (0.5 s a move) and checks that the engine answers within a
// fraction of the 5 s search that was cancelled: it stopped that search at once.
void expectQuickReply(XiangqiView& view, const char* from, const char* to, int plyAfter) {
  view.setLevel(1);
  clickSquare(view, from);
  clickSquare(view, to);
  QCOMPARE(view.game().ply(), plyAfter - 1);
  QElapsedTimer clock;
  clock.start();
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), plyAfter, 10000);
  QVERIFY2(clock.elapsed() < 3500, qPrintable(QStringLiteral("the reply took %1 ms: the "
                                                             "cancelled search ran on")
                                                  .arg(clock.elapsed())));
}
}  // namespace

void ExternalEngineTest::undoStopsTheExternalEngine_data() {
  QTest::addColumn<EngineProtocol>("protocol");
  QTest::newRow("uci") << EngineProtocol::Uci;
  QTest::newRow("ucci") << EngineProtocol::Ucci;
  QTest::newRow("xboard") << EngineProtocol::Xboard;
}

void ExternalEngineTest::undoStopsTheExternalEngine() {
  QFETCH(EngineProtocol, protocol);
  XiangqiView view;
  startLongSearch(view, protocol);
  QVERIFY(!QTest::currentTestFailed());
  view.undo();
  QCOMPARE(view.game().ply(), 0);
  QVERIFY(!view.thinking());
  // The engine stops searching the abandoned position well before its 5 s are up.
  QTRY_VERIFY_WITH_TIMEOUT(!view.engineBusy(), 2500);
  // The cancelled search's move never lands on the board.
  QTest::qWait(300);
  QCOMPARE(view.game().ply(), 0);
  expectQuickReply(view, "b0", "c2", 2);
  QVERIFY(!QTest::currentTestFailed());
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[0]), std::string("b0c2"));
}

void ExternalEngineTest::newGameStopsTheExternalEngine() {
  XiangqiView view;
  startLongSearch(view, EngineProtocol::Uci);
  QVERIFY(!QTest::currentTestFailed());
  view.newGame();
  QCOMPARE(view.game().ply(), 0);
  QTest::qWait(300);
  QCOMPARE(view.game().ply(), 0);
  QVERIFY(view.loadFen(OUT_OF_BOOK));
  expectQuickReply(view, "h2", "e2", 2);
  QVERIFY(!QTest::currentTestFailed());
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[0]), std::string("h2e2"));
}

void ExternalEngineTest::hintComesFromTheChosenEngine() {
  // A scripted UCI engine that always proposes a0a1 and notes every `go` it is sent.
  QTemporaryDir dir;
  const QString script = dir.filePath(QStringLiteral("engine.sh"));
  const QString marker = dir.filePath(QStringLiteral("asked"));
  QFile file(script);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(
      "while read line; do case \"$line\" in\n"
      "uci) echo 'id name scripted'; echo uciok;;\n"
      "isready) echo readyok;;\n"
      "go*) echo \"$line\" >> \"$1\"; echo 'bestmove a0a1';;\n"
      "quit) exit 0;;\n"
      "esac; done\n");
  file.close();
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.setExternalEngine(QStringLiteral("sh '%1' '%2'").arg(script, marker), EngineProtocol::Uci);
  // At level 1 the engine plays with a tenth of level 10's time; a hint gets the hint's time.
  view.setLevel(1);
  view.newGame();
  view.hint();
  const int a0 = gameai::gui::testing::sq("a0");
  const int a1 = gameai::gui::testing::sq("a1");
  QTRY_COMPARE_WITH_TIMEOUT(view.board()->snapshot().hintFrom, a0, 10000);
  QCOMPARE(view.board()->snapshot().hintTo, a1);
  QFile asked(marker);
  QVERIFY(asked.open(QIODevice::ReadOnly));
  QCOMPARE(asked.readAll().trimmed(),
           QByteArray("go movetime ") + QByteArray::number(gameai::xiangqi_play::HINT_MOVETIME_MS));
  QCOMPARE(view.game().ply(), 0);  // a hint is shown, not played
}

void ExternalEngineTest::closingStopsTheExternalEngine() {
  // Closing the page while the engine has seconds of thinking left does not wait for them.
  QElapsedTimer clock;
  {
    XiangqiView view;
    startLongSearch(view, EngineProtocol::Uci);
    QVERIFY(!QTest::currentTestFailed());
    clock.start();
  }
  QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
}

namespace {
// Keeps one engine in the manager, as its dialog would: `command` speaking `protocol`, with the
// option lines it announced and the values the user set.
void manage(const QString& name, const QString& command, EngineProtocol protocol,
            const QStringList& optionLines, const QMap<QString, QString>& values) {
  gameai::gui::ManagedEngine e;
  e.name = name;
  e.command = command;
  e.protocol = protocol;
  e.optionLines = optionLines;
  e.values = values;
  QSettings settings;
  gameai::gui::saveEngines(settings, {e});
}
}  // namespace

void ExternalEngineTest::managedEngineIsPlayedWithItsOptions() {
  // A scripted xboard engine that logs every line it reads and answers 炮8平5 to the first move.
  QTemporaryDir dir;
  const QString script = dir.filePath(QStringLiteral("engine.sh"));
  const QString log = dir.filePath(QStringLiteral("stdin.log"));
  QFile file(script);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(
      "while read line; do echo \"$line\" >> \"$1\"; case \"$line\" in\n"
      "'protover 2') echo 'feature myname=\"Logger\" ping=1 usermove=1 "
      "variants=\"xiangqi\" option=\"Skill -spin 20 0 20\" done=1';;\n"
      "ping*) echo \"pong ${line#ping }\";;\n"
      "go) echo 'move h7e7';;\n"
      "quit) exit 0;;\n"
      "esac; done\n");
  file.close();
  manage(QStringLiteral("Logger"), QStringLiteral("sh '%1' '%2'").arg(script, log),
         EngineProtocol::Xboard, {QStringLiteral("feature option=\"Skill -spin 20 0 20\"")},
         {{QStringLiteral("Skill"), QStringLiteral("7")}});
  XiangqiView view;
  QVERIFY(!view.setManagedEngine(QStringLiteral("Nobody")));
  QVERIFY(view.setManagedEngine(QStringLiteral("Logger")));
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  // The choice list offers the built-in engine, the managed one by name, and a typed command.
  auto* choice = view.findChild<QComboBox*>(QStringLiteral("opponentChoice"));
  QVERIFY(choice);
  QCOMPARE(choice->count(), 3);
  QCOMPARE(choice->currentText(), QStringLiteral("Logger"));
  QVERIFY(view.findChild<QLineEdit*>(QStringLiteral("engineCommand"))->isHidden());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);
  QCOMPARE(gameai::xiangqi::to_iccs(view.game().moves()[1]), std::string("h7e7"));
  // The option value set in the manager reached the engine before the game.
  QFile read(log);
  QVERIFY(read.open(QIODevice::ReadOnly));
  const QByteArray lines = read.readAll();
  QVERIFY2(lines.contains("option Skill=7\n"), lines.constData());
  QVERIFY2(lines.contains("variant xiangqi\n"), lines.constData());
  QVERIFY2(lines.contains("usermove h2e2\n"), lines.constData());
  QVERIFY(lines.indexOf("option Skill=7") < lines.indexOf("usermove h2e2"));
}

void ExternalEngineTest::managedEngineChoiceIsKeptInSettings() {
  // Our own engine, kept in the manager as an xboard engine.
  manage(QStringLiteral("Ours"), QStringLiteral(GAMEAI_ENGINE_PATH), EngineProtocol::Xboard, {},
         {});
  {
    XiangqiView view;
    view.setMode(XiangqiView::Mode::HumanVsHuman);
    QVERIFY(view.setManagedEngine(QStringLiteral("Ours")));
    QSettings settings;
    view.saveSettings(settings);
  }
  XiangqiView view;
  QSettings settings;
  view.loadSettings(settings);
  const gameai::gui::XiangqiOpponentBox& opponent =
      *view.findChild<gameai::gui::XiangqiOpponentBox*>();
  QCOMPARE(opponent.managedEngine(), QStringLiteral("Ours"));
  QVERIFY(opponent.external());
  QCOMPARE(opponent.spec(), std::string("xboard:") + GAMEAI_ENGINE_PATH);
  // It plays: the engine answers over xboard.
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);
  // Removed from the manager, it is no longer offered: the built-in engine plays instead.
  {
    QSettings engines;
    gameai::gui::saveEngines(engines, {});
  }
  view.reloadEngines();
  QVERIFY(!opponent.external());
  QCOMPARE(opponent.managedEngine(), QString());
}

QTEST_MAIN(ExternalEngineTest)
#include "external_engine_test.moc"

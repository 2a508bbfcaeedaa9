// The xiangqi page with an external engine as the computer: our own gameai-xiangqi executable,
// started through the "external engine…" opponent, must answer a human move over UCI and UCCI,
// and a program that is not an engine must be reported rather than hang the game.
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiView;

using gameai::gui::testing::clickSquare;

namespace {

// Shows a fresh page where the human plays Red against the given external engine.
void setUp(XiangqiView& view, const QString& command, bool ucci) {
  view.setExternalEngine(command, ucci);
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
};

void ExternalEngineTest::externalEngineRepliesToHumanMove_data() {
  QTest::addColumn<bool>("ucci");
  QTest::newRow("uci") << false;
  QTest::newRow("ucci") << true;
}

void ExternalEngineTest::externalEngineRepliesToHumanMove() {
  QFETCH(bool, ucci);
  XiangqiView view;
  setUp(view, QStringLiteral(GAMEAI_ENGINE_PATH), ucci);
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
  setUp(view, QStringLiteral("/bin/true"), false);
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
    view.setExternalEngine(QStringLiteral("my-engine --threads 1"), true);
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
void startLongSearch(XiangqiView& view, bool ucci) {
  setUp(view, QStringLiteral(GAMEAI_ENGINE_PATH), ucci);
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
  QTest::addColumn<bool>("ucci");
  QTest::newRow("uci") << false;
  QTest::newRow("ucci") << true;
}

void ExternalEngineTest::undoStopsTheExternalEngine() {
  QFETCH(bool, ucci);
  XiangqiView view;
  startLongSearch(view, ucci);
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
  startLongSearch(view, false);
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
  view.setExternalEngine(QStringLiteral("sh '%1' '%2'").arg(script, marker), false);
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
           QByteArray("go movetime ") +
               QByteArray::number(gameai::gui::XiangqiEngineRunner::HINT_MOVETIME_MS));
  QCOMPARE(view.game().ply(), 0);  // a hint is shown, not played
}

void ExternalEngineTest::closingStopsTheExternalEngine() {
  // Closing the page while the engine has seconds of thinking left does not wait for them.
  QElapsedTimer clock;
  {
    XiangqiView view;
    startLongSearch(view, false);
    QVERIFY(!QTest::currentTestFailed());
    clock.start();
  }
  QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
}

QTEST_MAIN(ExternalEngineTest)
#include "external_engine_test.moc"

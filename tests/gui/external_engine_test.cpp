// The xiangqi page with an external engine as the computer: our own gameai-xiangqi executable,
// started through the "external engine…" opponent, must answer a human move over UCI and UCCI,
// and a program that is not an engine must be reported rather than hang the game.
#include <QSettings>
#include <QSignalSpy>
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
      if (text.contains(QStringLiteral("/bin/true")) &&
          text.contains(QStringLiteral("did not answer")))
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

QTEST_MAIN(ExternalEngineTest)
#include "external_engine_test.moc"

// The players of the xiangqi page, as XiangqiPlayersPanel tells the rest of the page: who plays
// each side in each mode, what a search for the computer's move asks for (its level, the
// built-in or an external engine with its protocol), the seats the records store keeps, the
// names a saved file gives the players, and the choices kept in the settings.
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "xiangqi_opponent_box.hpp"
#include "xiangqi_players_panel.hpp"

using gameai::gui::XiangqiEngineRunner;
using gameai::gui::XiangqiPlayersPanel;
using gameai::xiangqi::BLACK;
using gameai::xiangqi::RED;
using Mode = XiangqiPlayersPanel::Mode;
using Kind = gameai::game_files::PlayerInfo::Kind;

class XiangqiPlayersTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void modesSayWhoPlays();
  void computerSeatIsItsLevelOrItsEngine();
  void choicesAreKeptInSettings();
};

void XiangqiPlayersTest::modesSayWhoPlays() {
  XiangqiPlayersPanel players;
  QSignalSpy modeChanged(&players, &XiangqiPlayersPanel::modeChanged);
  players.setHumanSide(BLACK);
  players.setMode(Mode::HumanVsComputer);
  QVERIFY(players.humanPlays(BLACK));
  QVERIFY(!players.humanPlays(RED));
  auto seats = players.seats();
  QVERIFY(!seats.redHuman);
  QVERIFY(seats.blackHuman);
  players.setMode(Mode::HumanVsHuman);
  seats = players.seats();
  QVERIFY(seats.redHuman && seats.blackHuman);
  players.setMode(Mode::ComputerVsComputer);
  seats = players.seats();
  QVERIFY(!seats.redHuman && !seats.blackHuman);
  QVERIFY(modeChanged.count() >= 2);
}

// The built-in engine plays at the level chosen and is named by it; an external engine is asked
// for by its command and protocol, and named by its command.
void XiangqiPlayersTest::computerSeatIsItsLevelOrItsEngine() {
  XiangqiPlayersPanel players;
  players.setHumanSide(RED);
  players.setMode(Mode::HumanVsComputer);
  players.setLevel(7);
  XiangqiEngineRunner::Request request;
  players.chooseEngine(request);
  QCOMPARE(request.level, 7);
  QVERIFY(request.externalCommand.isEmpty());
  QCOMPARE(players.seats().level, 7);
  QVERIFY(players.seats().externalEngine.empty());
  QCOMPARE(players.player(BLACK).kind, Kind::Ai);
  QCOMPARE(players.player(BLACK).name, std::string("gameai level 7"));
  QCOMPARE(players.player(RED).kind, Kind::Human);
  QCOMPARE(players.player(RED).name, std::string("Human"));

  QSignalSpy opponentChanged(&players, &XiangqiPlayersPanel::opponentChanged);
  players.setExternalEngine(QStringLiteral("/opt/engines/pikafish"),
                            gameai::xiangqi_ai::EngineProtocol::Ucci);
  QVERIFY(opponentChanged.count() >= 1);
  XiangqiEngineRunner::Request external;
  players.chooseEngine(external);
  QCOMPARE(external.externalCommand, QStringLiteral("/opt/engines/pikafish"));
  QCOMPARE(external.externalProtocol, gameai::xiangqi_ai::EngineProtocol::Ucci);
  QVERIFY2(players.seats().externalEngine.find("pikafish") != std::string::npos,
           players.seats().externalEngine.c_str());
  QCOMPARE(players.player(BLACK).kind, Kind::Engine);
  QCOMPARE(players.player(BLACK).name, std::string("/opt/engines/pikafish"));
}

void XiangqiPlayersTest::choicesAreKeptInSettings() {
  QSettings settings;
  {
    XiangqiPlayersPanel players;
    players.setMode(Mode::HumanVsComputer);
    players.setHumanSide(BLACK);
    players.setLevel(4);
    players.setClock(300000, 3000);
    players.save(settings);
  }
  XiangqiPlayersPanel players;
  players.load(settings);
  QCOMPARE(players.mode(), Mode::HumanVsComputer);
  QCOMPARE(players.humanSide(), BLACK);
  QCOMPARE(players.level(), 4);
  QCOMPARE(players.clockBaseMs(), qint64(300000));
  QCOMPARE(players.clockIncrementMs(), qint64(3000));
}

QTEST_MAIN(XiangqiPlayersTest)
#include "xiangqi_players_test.moc"

// The analysis of the xiangqi page, driven through XiangqiAnalysisController over an engine
// panel and a game (no page): the lines searched and listed, the arrows they make for the side to
// move, the analysis following the game's moves, the panel's switch, and the book's moves in the
// notation chosen.
#include <QCheckBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "board_clicks.hpp"
#include "xiangqi_analysis_controller.hpp"
#include "xiangqi_engine_panel.hpp"
#include "xiangqi_game_controller.hpp"
#include "xiangqi_players_panel.hpp"
#include "xiangqi_searches.hpp"

using gameai::gui::XiangqiAnalysisController;
using gameai::gui::XiangqiEnginePanel;
using gameai::gui::XiangqiGameController;
using gameai::gui::XiangqiNotation;
using gameai::gui::XiangqiPlayersPanel;
using gameai::gui::XiangqiSearches;
using gameai::gui::testing::sq;
using gameai::xiangqi::Color;

namespace {
struct Parts {
  XiangqiPlayersPanel players;
  XiangqiSearches searches;
  XiangqiGameController game{players, searches};
  XiangqiEnginePanel panel;
  XiangqiAnalysisController analysis{game, searches, panel};
};

// Whether every arrow starts on a piece of `side`, the best line's reply aside.
bool arrowsOf(const Parts& parts, Color side) {
  const auto arrows = parts.analysis.arrows();
  if (arrows.empty()) return false;
  for (const auto& arrow : arrows) {
    const auto piece = parts.game.game().position().piece_on(gameai::xiangqi::Square(arrow.from));
    if (arrow.reply) continue;
    if (piece == gameai::xiangqi::NO_PIECE || gameai::xiangqi::color_of(piece) != side)
      return false;
  }
  return true;
}
}  // namespace

class XiangqiAnalysisControllerTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void linesFollowTheGame();
  void panelSwitchTurnsItOnAndOff();
  void bookIsWrittenInTheNotationChosen();
};

// On: the three lines come, as rows and as arrows from the side to move's pieces; a move makes
// them the other side's; off: no arrows, no search, and the computer plays again.
void XiangqiAnalysisControllerTest::linesFollowTheGame() {
  Parts parts;
  parts.players.setMode(XiangqiPlayersPanel::Mode::HumanVsHuman);
  parts.game.newGame();
  QVERIFY(parts.analysis.arrows().empty());
  QSignalSpy changed(&parts.analysis, &XiangqiAnalysisController::analysingChanged);
  parts.analysis.setAnalysing(true);
  QCOMPARE(changed.count(), 1);
  QVERIFY(parts.game.analysing());
  QCOMPARE(parts.searches.running(), XiangqiSearches::Kind::Analysis);
  QTRY_COMPARE_WITH_TIMEOUT(int(parts.analysis.analysisTexts().size()),
                            XiangqiAnalysisController::ANALYSIS_LINES, 20000);
  QTRY_VERIFY_WITH_TIMEOUT(arrowsOf(parts, gameai::xiangqi::RED), 20000);
  QVERIFY(parts.game.playMove(sq("h2"), sq("e2")));
  QTRY_VERIFY_WITH_TIMEOUT(arrowsOf(parts, gameai::xiangqi::BLACK), 20000);
  QCOMPARE(parts.searches.running(), XiangqiSearches::Kind::Analysis);
  parts.players.setMode(XiangqiPlayersPanel::Mode::HumanVsComputer);  // Black is the computer's
  QVERIFY(!parts.game.thinking());
  parts.analysis.setAnalysing(false);
  QCOMPARE(changed.count(), 2);
  QVERIFY(parts.analysis.arrows().empty());
  QVERIFY(parts.analysis.analysisTexts().isEmpty());
  QVERIFY(parts.game.thinking());
  QTRY_COMPARE_WITH_TIMEOUT(parts.game.game().ply(), 2, 20000);
}

// The engine panel's Analyse box is the analysis's switch, and follows it.
void XiangqiAnalysisControllerTest::panelSwitchTurnsItOnAndOff() {
  Parts parts;
  parts.players.setMode(XiangqiPlayersPanel::Mode::HumanVsHuman);
  parts.game.newGame();
  auto* box = parts.panel.findChild<QCheckBox*>(QStringLiteral("analyse"));
  QVERIFY(box);
  box->click();
  QVERIFY(parts.analysis.analysing());
  parts.analysis.setAnalysing(false);
  QVERIFY(!box->isChecked());
  QCOMPARE(parts.searches.running(), XiangqiSearches::Kind::None);
}

void XiangqiAnalysisControllerTest::bookIsWrittenInTheNotationChosen() {
  Parts parts;
  parts.players.setMode(XiangqiPlayersPanel::Mode::HumanVsHuman);
  parts.game.newGame();
  QVERIFY2(parts.analysis.bookText().contains(QStringLiteral("炮二平五")),
           qPrintable(parts.analysis.bookText()));
  parts.analysis.setNotation(XiangqiNotation::Iccs);
  QVERIFY2(parts.analysis.bookText().contains(QStringLiteral("h2e2")),
           qPrintable(parts.analysis.bookText()));
  QVERIFY(parts.game.loadFen(QStringLiteral("4k4/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1")));
  QCOMPARE(parts.analysis.bookText(), XiangqiAnalysisController::tr("not in the book"));
}

QTEST_MAIN(XiangqiAnalysisControllerTest)
#include "xiangqi_analysis_controller_test.moc"

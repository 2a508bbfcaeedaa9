// The engine manager adds our own engine executable as an external engine (its protocol found by
// probing, its options listed and kept in the settings) and names what is wrong with a bad
// command; an engine match between two built-in levels plays its games on a worker thread,
// shows them in its table and stores every finished game in the records database.
#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QScopeGuard>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryFile>
#include <QTest>

#include "app_settings.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "xiangqi_engines.hpp"
#include "xiangqi_engines_dialog.hpp"
#include "xiangqi_match_dialog.hpp"

using gameai::gui::EngineProtocolKind;
using gameai::gui::XiangqiEnginesDialog;
using gameai::gui::XiangqiMatchDialog;
namespace game_files = gameai::game_files;

class XiangqiEnginesTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() {
    QSettings().remove(QStringLiteral("xiangqi/engines"));
    QSettings().remove(QStringLiteral("xiangqiMatch"));
  }
  void optionLinesOfEachProtocolAreRead();
  void addsOurEngineWithItsProtocolAndOptions();
  void aBadCommandIsRefusedWithItsReason();
  void aSilentProgramAnswersNoProtocol();
  void aMatchOfTwoLevelsRecordsEveryGame();
  void aMatchOnAClockRecordsItsTimeControl();
  void aMatchSaysItsGamesInTheChosenLanguageAndNotation();
  void theEloCellGivesTheBoundTheGamesShow();
};

void XiangqiEnginesTest::optionLinesOfEachProtocolAreRead() {
  using gameai::gui::parseOptionLine;
  using gameai::xiangqi_ai::OptionType;
  const auto uci =
      parseOptionLine(QStringLiteral("option name Clear Hash type button"));  // a name with a space
  QVERIFY(uci);
  QCOMPARE(uci->name, QStringLiteral("Clear Hash"));
  QCOMPARE(uci->type, OptionType::Button);
  const auto spin =
      parseOptionLine(QStringLiteral("option name Hash type spin default 16 min 1 max 4096"));
  QVERIFY(spin);
  QCOMPARE(spin->defaultValue, QStringLiteral("16"));
  QCOMPARE(spin->min, 1);
  QCOMPARE(spin->max, 4096);
  const auto ucci =
      parseOptionLine(QStringLiteral("option hashsize type spin min 0 max 1024 default 16"));
  QVERIFY(ucci);
  QCOMPARE(ucci->name, QStringLiteral("hashsize"));
  QCOMPARE(ucci->max, 1024);
  const auto combo = parseOptionLine(
      QStringLiteral("option name Search type combo default alphabeta var alphabeta var minimax"));
  QVERIFY(combo);
  QCOMPARE(combo->choices, (QStringList{QStringLiteral("alphabeta"), QStringLiteral("minimax")}));
  const auto xboard = parseOptionLine(QStringLiteral("feature option=\"Style -combo a /// *b\""));
  QVERIFY(xboard);
  QCOMPARE(xboard->name, QStringLiteral("Style"));
  QCOMPARE(xboard->defaultValue, QStringLiteral("b"));
  QVERIFY(!parseOptionLine(QStringLiteral("id name gameai")));
  QVERIFY(!parseOptionLine(QStringLiteral("option name Broken type nonsense")));
}

void XiangqiEnginesTest::addsOurEngineWithItsProtocolAndOptions() {
  {
    XiangqiEnginesDialog dialog;
    dialog.show();
    // The built-in engine comes first, with the option table's options.
    QVERIFY(dialog.optionWidget(QStringLiteral("Hash")));
    dialog.setProbeTimeout(10000);
    dialog.addEngine(QStringLiteral(GAMEAI_ENGINE_PATH));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.probing(), 60000);
    QCOMPARE(dialog.engines().size(), std::size_t{1});
    const auto& engine = dialog.engines().front();
    QVERIFY2(engine.name.contains(QStringLiteral("gameai")), qPrintable(engine.name));
    QCOMPARE(engine.protocol, EngineProtocolKind::Uci);
    QVERIFY(!engine.author.isEmpty());
    // Every option of our table was announced (UCI adds UCI_Variant) and is shown with a widget
    // of its type.
    QStringList announced;
    for (const auto& option : engine.options()) announced << option.name;
    for (const auto& row : gameai::xiangqi_ai::option_table())
      QVERIFY2(announced.contains(QString::fromStdString(row.name)), row.name.c_str());
    QVERIFY(qobject_cast<QCheckBox*>(dialog.optionWidget(QStringLiteral("OwnBook"))));
    QVERIFY(qobject_cast<QComboBox*>(dialog.optionWidget(QStringLiteral("Algorithm"))));
    auto* hash = qobject_cast<QSpinBox*>(dialog.optionWidget(QStringLiteral("Hash")));
    QVERIFY(hash);
    QVERIFY(hash->isEnabled());
    QCOMPARE(hash->value(), 16);
    hash->setValue(32);  // kept at once, sent at the engine's start
    QVERIFY2(dialog.statusText().contains(QStringLiteral("UCI")), qPrintable(dialog.statusText()));
    // Test probes it again and says what it found.
    dialog.testSelected();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.probing(), 60000);
    QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Test passed")),
             qPrintable(dialog.statusText()));
  }
  // The engine and its value are in the settings, for the next dialog and the match.
  QSettings settings;
  const auto kept = gameai::gui::loadEngines(settings);
  QCOMPARE(kept.size(), std::size_t{1});
  QCOMPARE(kept.front().command, QStringLiteral(GAMEAI_ENGINE_PATH));
  const auto sent = kept.front().settings();
  QCOMPARE(sent.size(), std::size_t{1});
  QCOMPARE(sent.front().first, std::string("Hash"));
  QCOMPARE(sent.front().second, std::string("32"));
  XiangqiEnginesDialog again;
  QCOMPARE(again.engines().size(), std::size_t{1});
  again.removeSelected();  // the built-in engine is selected: it stays
  again.selectRow(1);
  again.removeSelected();
  QVERIFY(again.engines().empty());
}

void XiangqiEnginesTest::aBadCommandIsRefusedWithItsReason() {
  XiangqiEnginesDialog dialog;
  dialog.addEngine(QStringLiteral("/no/such/engine-program"));
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.probing(), 30000);
  QVERIFY(dialog.engines().empty());
  QVERIFY2(dialog.statusText().contains(QStringLiteral("was not found")),
           qPrintable(dialog.statusText()));
  // A file that is not a program (made without the permission to run it).
  QTemporaryFile notAProgram;
  QVERIFY(notAProgram.open());
  notAProgram.write("not an engine\n");
  notAProgram.close();
  dialog.addEngine(notAProgram.fileName());
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.probing(), 30000);
  QVERIFY(dialog.engines().empty());
  QVERIFY2(dialog.statusText().contains(QStringLiteral("could not be run")),
           qPrintable(dialog.statusText()));
}

void XiangqiEnginesTest::aSilentProgramAnswersNoProtocol() {
  XiangqiEnginesDialog dialog;
  dialog.setProbeTimeout(300);
  dialog.addEngine(QStringLiteral("sleep 30"));
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.probing(), 30000);
  QVERIFY(dialog.engines().empty());
  QVERIFY2(dialog.statusText().contains(QStringLiteral("answered none of UCI, UCCI and xboard")),
           qPrintable(dialog.statusText()));
}

void XiangqiEnginesTest::aMatchOfTwoLevelsRecordsEveryGame() {
  gameai::gui::GameRecords reading;
  QVERIFY2(reading.store(), qPrintable(reading.lastError()));
  XiangqiMatchDialog dialog;
  dialog.show();
  dialog.setPlayer(0, 0, 1);
  dialog.setPlayer(1, 0, 2);
  dialog.setMovetime(20);
  dialog.setGames(2);
  QVERIFY2(dialog.start(), qPrintable(dialog.statusText()));
  QVERIFY(dialog.running());
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.running(), 110000);
  QCOMPARE(dialog.gamesPlayed(), 2);
  QCOMPARE(dialog.wins() + dialog.draws() + dialog.losses(), 2);
  QCOMPARE(dialog.tableText(0), QStringLiteral("2 of 2"));
  QVERIFY(!dialog.tableText(5).isEmpty());  // the Elo estimate
  QCOMPARE(dialog.recordedGames().size(), std::size_t{2});
  // Both games are in the store, with their players, moves and results.
  for (std::size_t i = 0; i < 2; ++i) {
    const std::int64_t id = dialog.recordedGames()[i];
    const game_files::GameSummary summary = reading.store()->game(id);
    QVERIFY(summary.finished);
    QCOMPARE(summary.players.size(), std::size_t{2});
    // Colours alternate: level 1 has red in the first game, level 2 in the second.
    const std::string red = i == 0 ? "ai:1" : "ai:2";
    QCOMPARE(summary.players[0].name, red);
    QCOMPARE(static_cast<std::size_t>(summary.plies), reading.store()->xiangqi_moves(id).size());
    QVERIFY(summary.plies > 0);
  }
}

// The same on a clock: the form's clock is the match's, said in the status, stored with each game
// as its PGN TimeControl, and remembered for the next match.
void XiangqiEnginesTest::aMatchOnAClockRecordsItsTimeControl() {
  gameai::gui::GameRecords reading;
  QVERIFY2(reading.store(), qPrintable(reading.lastError()));
  XiangqiMatchDialog dialog;
  dialog.show();
  dialog.setPlayer(0, 0, 1);
  dialog.setPlayer(1, 0, 2);
  dialog.setClock(1000, 100);
  dialog.setGames(2);
  QCOMPARE(dialog.timeControlText(), QStringLiteral("1+0.1"));
  QVERIFY2(dialog.start(), qPrintable(dialog.statusText()));
  QVERIFY2(dialog.statusText().contains(QStringLiteral("1+0.1")), qPrintable(dialog.statusText()));
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.running(), 110000);
  QCOMPARE(dialog.recordedGames().size(), std::size_t{2});
  for (const std::int64_t id : dialog.recordedGames())
    QCOMPARE(reading.store()->game(id).tag("TimeControl"), std::string("1+0.1"));
  XiangqiMatchDialog next;
  QCOMPARE(next.timeControlText(), QStringLiteral("1+0.1"));
  next.setMovetime(20);
  QCOMPARE(next.timeControlText(), QStringLiteral("20 ms/move"));
}

// The finished games are said in the interface's language (the ending from the library's
// result and reason, not its English words), each line whole; the game's moves are in the
// notation chosen, and both follow a change at once. The opening is a mate in one for Red
// (the chariot b7-b9), played by each engine as Red once.
void XiangqiEnginesTest::aMatchSaysItsGamesInTheChosenLanguageAndNotation() {
  QTemporaryFile openings;
  QVERIFY(openings.open());
  openings.write("4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1\n");
  openings.close();
  auto& app = *QCoreApplication::instance();
  gameai::gui::app_settings::installTranslation(app, QStringLiteral("zh_CN"));
  const auto english = qScopeGuard(
      [&app] { gameai::gui::app_settings::installTranslation(app, QStringLiteral("en")); });
  XiangqiMatchDialog dialog;
  dialog.resize(700, 500);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  dialog.setNotation(gameai::gui::XiangqiNotation::Chinese);
  dialog.setPlayer(0, 0, 10);
  dialog.setPlayer(1, 0, 10);
  dialog.setMovetime(100);
  dialog.setGames(2);
  dialog.setOpenings(openings.fileName());
  QVERIFY2(dialog.start(), qPrintable(dialog.statusText()));
  QTRY_VERIFY_WITH_TIMEOUT(!dialog.running(), 60000);
  QCOMPARE(dialog.finishedTexts().size(), 2);
  for (const QString& line : dialog.finishedTexts()) {
    QVERIFY2(line.contains(QStringLiteral("红胜")) && line.contains(QStringLiteral("将死")),
             qPrintable(line));
    QVERIFY2(!line.contains(QStringLiteral("wins")) && !line.contains(QStringLiteral("mate")),
             qPrintable(line));
  }
  QVERIFY2(dialog.statusText().contains(QStringLiteral("2 局")), qPrintable(dialog.statusText()));
  QCOMPARE(dialog.movesText(), QStringLiteral("1. 车八进二"));
  dialog.setNotation(gameai::gui::XiangqiNotation::Iccs);
  QCOMPARE(dialog.movesText(), QStringLiteral("1. b7b9"));
  dialog.setNotation(gameai::gui::XiangqiNotation::Wxf);
  QCOMPARE(dialog.movesText(), QStringLiteral("1. R8+2"));
  // Another language says every line again.
  gameai::gui::app_settings::installTranslation(app, QStringLiteral("en"));
  QTRY_VERIFY2(dialog.finishedTexts().value(0).contains(QStringLiteral("Red wins")) &&
                   dialog.finishedTexts().value(0).contains(QStringLiteral("Checkmate.")),
               qPrintable(dialog.finishedTexts().value(0)));
  QVERIFY2(dialog.statusText().startsWith(QStringLiteral("Match over")),
           qPrintable(dialog.statusText()));
  // Each line is shown whole in a narrow window (the English line is the longer): wrapped
  // within the list's width.
  dialog.resize(400, 500);
  auto* list = dialog.findChild<QListWidget*>(QStringLiteral("finishedGames"));
  QVERIFY(list != nullptr);
  QTRY_VERIFY(list->fontMetrics().horizontalAdvance(list->item(0)->text()) >
              list->viewport()->width());  // too long for one row
  for (int i = 0; i < list->count(); ++i) {
    QListWidgetItem* item = list->item(i);
    QVERIFY(item->toolTip().startsWith(item->text()));
    const QRect shown = list->visualItemRect(item);
    const QRect needed = list->fontMetrics().boundingRect(QRect(0, 0, shown.width() - 8, 10000),
                                                          Qt::TextWordWrap, item->text());
    QVERIFY2(shown.height() >= needed.height(),
             qPrintable(QStringLiteral("%1 < %2").arg(shown.height()).arg(needed.height())));
  }
}

// A match with no game lost has no upper bound on A's Elo: the cell gives the lower bound
// instead of "± ∞", and the other way round.
void XiangqiEnginesTest::theEloCellGivesTheBoundTheGamesShow() {
  // 5/5/5: score 0.5, per-game variance 2.5/15, s.e. 0.105, 95 % 0.293..0.707, 152.7 Elo.
  QCOMPARE(XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(5, 5, 5)),
           QStringLiteral("+0 ± 153"));
  const QString unbeaten = XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(30, 1, 0));
  QVERIFY2(unbeaten.startsWith(QStringLiteral("+714 (at least +")), qPrintable(unbeaten));
  QVERIFY2(!unbeaten.contains(QStringLiteral("∞")), qPrintable(unbeaten));
  const QString winless = XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(0, 1, 30));
  QVERIFY2(winless.startsWith(QStringLiteral("-714 (at most -")), qPrintable(winless));
  // Two games both won bound the Elo only at -512 (a 22 % win chance sweeps two 5 % of the
  // time): too few to say more than that.
  QCOMPARE(XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(2, 0, 0)),
           XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(2, 0, 0))
                   .section(QLatin1Char(' '), 0, 0) +
               QStringLiteral(" (too few games to be sure)"));
  QVERIFY(XiangqiMatchDialog::eloCellText(gameai::common::estimate_elo(0, 0, 2))
              .endsWith(QStringLiteral(" (too few games to be sure)")));
}

QTEST_MAIN(XiangqiEnginesTest)
#include "xiangqi_engines_test.moc"

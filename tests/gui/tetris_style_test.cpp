// AI > Learn my style: the person's own games in the records database fitted on a worker, the
// dialog's figures those of the fitting library, "Plays like me" offered in the AI choice and
// played by the linear player with the fitted weights, kept between runs, offered as the versus
// opponent; no games of yours, games that do not replay and bad run files said plainly.
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "app_settings.hpp"
#include "dataset/tetris_fit.hpp"
#include "game_records.hpp"
#include "records/sqlite.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/fit.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_style.hpp"
#include "tetris_style_dialog.hpp"
#include "tetris_versus_window.hpp"
#include "tetris_view.hpp"

using gameai::gui::LIKE_ME_AI;
using gameai::gui::TetrisStyle;
using gameai::gui::TetrisStyleDialog;
using gameai::gui::TetrisView;
namespace records = gameai::records;
namespace game_files = gameai::game_files;
namespace tetris_ai = gameai::tetris_ai;
namespace dataset = gameai::dataset;

namespace {

constexpr int HUMAN_GAMES = 7;
constexpr int PIECES = 60;

// The person's way of playing in these tests: linear weights none of the presets has.
tetris_ai::PlayerSettings person() {
  tetris_ai::PlayerSettings s;
  s.ai = "linear";
  s.weights = R"({"landing_height": -3.1, "rows_cleared": 1.2, "eroded_cells": 2.0,
                  "row_transitions": -2.6, "column_transitions": -7.3, "holes": -5.5,
                  "well_sums": -2.2, "rows_with_holes": -4.1})";
  return s;
}

// A classic game placed by `settings`, stored as the desktop app stores it, by `who`.
std::int64_t record(records::Store& store, const tetris_ai::PlayerSettings& settings,
                    const game_files::PlayerInfo& who, std::uint64_t index) {
  const tetris_ai::GameConfig config{gameai::tetris::RuleSet::Classic, 10, 20, PIECES};
  tetris_ai::AutoGame game(settings, config, 5, index);
  records::TetrisRecorder recorder(
      store, records::tetris_play_setup(gameai::tetris::RuleSet::Classic, 10, 20, 5, index, who));
  while (game.step()) recorder.add_step(records::tetris_step(game.last_step(), game.score()));
  recorder.finish(game.reached_limit() ? "piece_limit" : "game_over");
  return recorder.game_id();
}

std::string databasePath() {
  return gameai::gui::GameRecords().path().toStdString();
}

QString percent(double rate) {
  return QLocale().toString(100.0 * rate, 'f', 1) + QStringLiteral(" %");
}

// The dialog's fit, waited for.
bool waitForFit(TetrisStyleDialog* dialog) {
  if (!dialog->running()) return true;
  QSignalSpy ended(dialog, &TetrisStyleDialog::fitEnded);
  return ended.wait(90'000);
}

}  // namespace

class TetrisStyleTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void initTestCase();
  void noGamesOfYoursSaysHowToGetSome();
  void fitsYourStoredGamesAndShowsTheFigures();
  void playWithItMakesTheAiPlayLikeYou();
  void keptBetweenRuns();
  void offeredAsTheVersusOpponent();
  void savedWeightsPlayFromTheCommandLine();
  void badRunFilesAreNamed();
  void cancelStopsTheFit();
  void screenshots();

 private:
  std::int64_t m_diverged = 0;
};

void TetrisStyleTest::initTestCase() {
  QSettings().clear();
  // English, with its plural forms ("7 games"), as the app installs it.
  gameai::gui::app_settings::installTranslation(*qApp, QStringLiteral("en"));
  QFile::remove(QString::fromStdString(databasePath()));
}

// Only an AI's games stored: nothing of the person's to learn from; the dialog says how to get
// some, offers no weights and keeps none.
void TetrisStyleTest::noGamesOfYoursSaysHowToGetSome() {
  {
    records::Store store(databasePath());
    record(store, person(), {game_files::PlayerInfo::Kind::Ai, "eltetris"}, 100);
  }
  TetrisView view;
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(waitForFit(dialog));
  QVERIFY(!dialog->outcome().style);
  QVERIFY2(dialog->text().contains(QStringLiteral("No game of yours is stored yet")),
           qPrintable(dialog->text()));
  QVERIFY(dialog->text().contains(QStringLiteral("Play a few games by hand")));
  QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("playWithIt"))->isVisible());
  QVERIFY(!TetrisStyle::load());
  QVERIFY(!view.style());
  dialog->close();
}

void TetrisStyleTest::fitsYourStoredGamesAndShowsTheFigures() {
  {
    records::Store store(databasePath());
    for (int i = 0; i < HUMAN_GAMES; ++i)
      record(store, person(), {game_files::PlayerInfo::Kind::Human, "human"}, std::uint64_t(i));
    // A game of the person's that does not replay: another seed deals other pieces.
    m_diverged = record(store, person(), {game_files::PlayerInfo::Kind::Human, "human"}, 50);
    records::Statement(store.database(), "UPDATE games SET seed = 99 WHERE id = ?1")
        .bind(1, m_diverged)
        .run();
  }
  // What the fitting library makes of the person's games, held out as the dialog holds them.
  records::Store store(databasePath());
  std::vector<game_files::GameSummary> games =
      store.list_games({.game = game_files::GameKind::Tetris});
  std::reverse(games.begin(), games.end());
  tetris_ai::ChoiceData data;
  const dataset::ChoiceSummary summary =
      dataset::collect_choices(store, games, {game_files::PlayerInfo::Kind::Human, "human"}, data);
  QCOMPARE(summary.games, HUMAN_GAMES);
  const tetris_ai::Split split = tetris_ai::split_by_group(data, 5);
  QVERIFY(!split.held_out.empty());
  const tetris_ai::FitResult fit = tetris_ai::fit_weights(data, split.fit);
  const tetris_ai::Agreement a = tetris_ai::agreement(data, split.held_out, fit.weights);

  TetrisView view;
  QVERIFY(view.findChild<QAction*>(QStringLiteral("learnStyleAction")));
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(dialog->running());  // on a worker: the dialog is up and the window free meanwhile
  QVERIFY(waitForFit(dialog));
  QVERIFY2(dialog->outcome().style, qPrintable(dialog->text()));
  const TetrisStyle& style = *dialog->outcome().style;
  QCOMPARE(style.games, HUMAN_GAMES);
  QCOMPARE(style.placements, qint64(data.size()));
  QCOMPARE(style.placements, qint64(HUMAN_GAMES * PIECES));
  QVERIFY(style.heldOut);
  QCOMPARE(style.measured, qint64(a.positions));
  QCOMPARE(style.agreed, qint64(a.agreed));
  QCOMPARE(style.slipShare, fit.slip_share);
  // A player that places by linear weights is learnt well.
  QVERIFY2(style.agreement() >= 0.9, qPrintable(QString::number(style.agreement())));

  const QString text = dialog->text();
  QVERIFY2(text.contains(QStringLiteral("Learnt from %1 games and %2 placements")
                             .arg(HUMAN_GAMES)
                             .arg(HUMAN_GAMES * PIECES)),
           qPrintable(text));
  QVERIFY(text.contains(QStringLiteral("games held out (every fifth game): %1")
                            .arg(percent(tetris_ai::Agreement::rate(a.agreed, a.positions)))));
  QVERIFY(text.contains(QStringLiteral("in %1 of %2 positions").arg(a.agreed).arg(a.positions)));
  QVERIFY(text.contains(QStringLiteral("Slips: %1").arg(percent(fit.slip_share))));
  // The game that does not replay is skipped and named.
  QVERIFY(text.contains(QStringLiteral("do not replay exactly")));
  QVERIFY(text.contains(QStringLiteral("game %1 (played").arg(m_diverged)));
  QVERIFY(dialog->findChild<QPushButton*>(QStringLiteral("playWithIt"))->isVisible());
  // Kept at once: offered in the AI choice.
  QVERIFY(TetrisStyle::load());
  QVERIFY(view.style());
  QCOMPARE(view.style()->weightsJson, style.weightsJson);
  dialog->close();
}

void TetrisStyleTest::playWithItMakesTheAiPlayLikeYou() {
  TetrisView view;
  view.resize(1000, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QVERIFY(view.ai() != QLatin1String(LIKE_ME_AI));
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(waitForFit(dialog));
  QVERIFY(dialog->outcome().style);
  const TetrisStyle style = *dialog->outcome().style;
  QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playWithIt")), Qt::LeftButton);
  QCOMPARE(view.ai(), QString::fromLatin1(LIKE_ME_AI));
  auto* box = view.findChild<QComboBox*>(QStringLiteral("ai"));
  QCOMPARE(box->currentData().toString(), QString::fromLatin1(LIKE_ME_AI));
  QCOMPARE(box->currentText(), QStringLiteral("Plays like me"));
  // The weights reach the player: the linear player with the fitted weights.
  const gameai::tetris_play::Settings& settings = view.session().settings();
  QCOMPARE(settings.evaluator, std::string("linear"));
  QCOMPARE(settings.weights_json, style.weightsJson);
  QCOMPARE(gameai::tetris_play::player_settings(settings).weights, style.weightsJson);
  QCOMPARE(view.findChild<QLabel*>(QStringLiteral("weights"))->text(),
           QStringLiteral("plays like me: %1 games, %2")
               .arg(HUMAN_GAMES)
               .arg(percent(style.agreement())));
  // Handed the game, it plays, and the records credit the linear player with its weights.
  view.setSpeed(TetrisView::SPEED_FLAT_OUT);
  view.setAiPlaying(true);
  view.setPaused(false);  // the dialog paused the game, as any dialog does
  QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= 10, 30'000);
  const game_files::PlayerInfo player =
      gameai::gui::GameRecords::tetrisPlayer(view.session(), true);
  QCOMPARE(player.name, std::string("linear"));
  QVERIFY(!player.weights_hash.empty());
  view.setAiPlaying(false);
}

// The fitted weights and their summary are in the settings: a new window offers them, and the
// view's own settings keep "Plays like me" as the AI chosen.
void TetrisStyleTest::keptBetweenRuns() {
  const std::optional<TetrisStyle> kept = TetrisStyle::load();
  QVERIFY(kept);
  const std::optional<TetrisStyle> again = TetrisStyle::fromJson(kept->toJson());
  QVERIFY(again);
  QCOMPARE(again->weightsJson, kept->weightsJson);
  QCOMPARE(again->games, kept->games);
  QCOMPARE(again->placements, kept->placements);
  QCOMPARE(again->measured, kept->measured);
  QCOMPARE(again->agreed, kept->agreed);
  QCOMPARE(again->slipShare, kept->slipShare);
  QCOMPARE(again->summary(), kept->summary());
  QVERIFY(!TetrisStyle::fromJson("{\"weights\": \"{\\\"holes\\\": \\\"many\\\"}\"}"));
  QVERIFY(!TetrisStyle::fromJson("not json"));

  QSettings settings;
  {
    TetrisView view;
    view.setAi(QString::fromLatin1(LIKE_ME_AI));
    settings.beginGroup(QStringLiteral("styleTest"));
    view.saveSettings(settings);
    settings.endGroup();
  }
  TetrisView view;  // a new run
  QVERIFY(view.style());
  auto* box = view.findChild<QComboBox*>(QStringLiteral("ai"));
  QVERIFY(box->findData(QString::fromLatin1(LIKE_ME_AI)) >= 0);
  settings.beginGroup(QStringLiteral("styleTest"));
  view.loadSettings(settings);
  settings.endGroup();
  QCOMPARE(view.ai(), QString::fromLatin1(LIKE_ME_AI));
  QCOMPARE(view.session().settings().evaluator, std::string("linear"));
  QCOMPARE(view.session().settings().weights_json, kept->weightsJson);
  QVERIFY(view.findChild<QLabel*>(QStringLiteral("weights"))
              ->text()
              .startsWith(QStringLiteral("plays like me: 7 games, ")));
}

void TetrisStyleTest::offeredAsTheVersusOpponent() {
  const std::optional<TetrisStyle> kept = TetrisStyle::load();
  QVERIFY(kept);
  gameai::gui::TetrisVersusWindow versus;
  versus.setMode(gameai::gui::TetrisVersusWindow::Mode::AiVsAi);
  versus.setOpponent(1, QString::fromLatin1(LIKE_ME_AI));
  QCOMPARE(versus.side(1).settings().evaluator, std::string("linear"));
  QCOMPARE(versus.side(1).settings().weights_json, kept->weightsJson);
  // It plays: pieces lock on its board.
  versus.setSpeed(gameai::tetris_play::SPEED_FLAT_OUT);
  QTRY_VERIFY_WITH_TIMEOUT(versus.side(1).game().pieces() >= 5, 30'000);
}

// "Save weights..." writes a file the command line's linear player loads.
void TetrisStyleTest::savedWeightsPlayFromTheCommandLine() {
  TetrisView view;
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(waitForFit(dialog));
  QVERIFY(dialog->outcome().style);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("me.json"));
  QVERIFY(dialog->saveWeights(path));
  tetris_ai::PlayerSettings settings;
  settings.ai = "linear";
  tetris_ai::load_weights_file(settings, path.toStdString());
  const nlohmann::json weights = nlohmann::json::parse(settings.weights);
  QCOMPARE(weights.value("feature_variant", std::string()), std::string("eltetris"));
  QVERIFY(weights.contains("holes"));
  const tetris_ai::Player player(settings, gameai::tetris::RuleSet::Classic);
  dialog->close();
}

void TetrisStyleTest::badRunFilesAreNamed() {
  QTemporaryDir dir;
  const QString broken = dir.filePath(QStringLiteral("broken.json"));
  {
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"something else\"}");
  }
  const QString missing = dir.filePath(QStringLiteral("missing.json"));
  // A run of the page's, played by a person: learnt from as one more game.
  const QString page = QStringLiteral(GAMEAI_PAGE_RUN);
  TetrisView view;
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(waitForFit(dialog));
  dialog->addRunFiles({broken, page, missing});
  QVERIFY(waitForFit(dialog));
  const QStringList bad = dialog->outcome().badFiles;
  QCOMPARE(bad.size(), 2);
  QVERIFY2(bad[0].startsWith(QStringLiteral("broken.json: not a run file")), qPrintable(bad[0]));
  QVERIFY2(bad[1].startsWith(QStringLiteral("missing.json: ")), qPrintable(bad[1]));
  QVERIFY(dialog->text().contains(QStringLiteral("Run files not used:")));
  // The stored games and the good file are learnt from.
  QVERIFY(dialog->outcome().style);
  QCOMPARE(dialog->outcome().runFiles, 1);
  QCOMPARE(dialog->outcome().style->games, HUMAN_GAMES + 1);
  QVERIFY(dialog->outcome().style->placements > HUMAN_GAMES * PIECES + 90);
  QVERIFY2(dialog->text().contains(QStringLiteral("Learnt from 8 games (1 from a run file) and ")),
           qPrintable(dialog->text()));
  // The page's run is a guideline game: what the fit leaves out there is said.
  QVERIFY(dialog->text().contains(QStringLiteral("whether to hold, and the previews")));
  dialog->close();
}

void TetrisStyleTest::cancelStopsTheFit() {
  gameai::gui::TetrisStyleProgress progress;
  progress.cancel = true;
  const gameai::gui::TetrisStyleOutcome outcome =
      gameai::gui::fitTetrisStyle(QString::fromStdString(databasePath()), {}, progress);
  QVERIFY(outcome.cancelled);
  QVERIFY(!outcome.style);
  // Through the dialog: cancelled at once, it says so and offers nothing.
  TetrisView view;
  TetrisStyleDialog* dialog = view.showLearnStyle();
  dialog->cancel();
  QVERIFY(waitForFit(dialog));
  QVERIFY(dialog->outcome().cancelled || dialog->outcome().style);
  if (dialog->outcome().cancelled) {
    QVERIFY(!dialog->outcome().style);
    QVERIFY(dialog->text().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("playWithIt"))->isVisible());
  }
  dialog->close();
}

// Pictures for docs/gui.md: the AI menu, the result dialog and the AI choice, in the language
// GAMEAI_STYLE_LANGUAGE names (default English), saved in the folder GAMEAI_STYLE_SCREENSHOTS.
void TetrisStyleTest::screenshots() {
  const QString dir = qEnvironmentVariable("GAMEAI_STYLE_SCREENSHOTS");
  if (dir.isEmpty()) QSKIP("GAMEAI_STYLE_SCREENSHOTS names the folder for the pictures");
  const QString language = qEnvironmentVariable("GAMEAI_STYLE_LANGUAGE", QStringLiteral("en"));
  gameai::gui::app_settings::installTranslation(*qApp, language);
  const QString suffix = language == QLatin1String("en") ? QString() : QLatin1Char('-') + language;
  TetrisView view;
  view.resize(1000, 720);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  QMenu game, ai, shown;
  view.populateMenus(&game, &ai, &shown);
  ai.popup(view.mapToGlobal(QPoint(60, 40)));
  QVERIFY(QTest::qWaitForWindowExposed(&ai));
  ai.setActiveAction(view.findChild<QAction*>(QStringLiteral("learnStyleAction")));
  QTest::qWait(200);
  QVERIFY(ai.grab().save(dir + QStringLiteral("/tetris-learn-style-menu%1.png").arg(suffix)));
  ai.close();
  TetrisStyleDialog* dialog = view.showLearnStyle();
  QVERIFY(waitForFit(dialog));
  dialog->addRunFiles({QStringLiteral(GAMEAI_PAGE_RUN)});
  QVERIFY(waitForFit(dialog));
  dialog->adjustSize();
  QTest::qWait(200);
  QVERIFY(dialog->grab().save(dir + QStringLiteral("/tetris-learn-style%1.png").arg(suffix)));
  QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("playWithIt")), Qt::LeftButton);
  auto* box = view.findChild<QComboBox*>(QStringLiteral("ai"));
  box->showPopup();
  QTest::qWait(300);
  QVERIFY(view.grab().save(dir + QStringLiteral("/tetris-plays-like-me%1.png").arg(suffix)));
  QVERIFY(box->view()->window()->grab().save(
      dir + QStringLiteral("/tetris-ai-choice%1.png").arg(suffix)));
  box->hidePopup();
}

QTEST_MAIN(TetrisStyleTest)
#include "tetris_style_test.moc"

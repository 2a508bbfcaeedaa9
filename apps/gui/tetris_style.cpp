#include "tetris_style.hpp"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "app_settings.hpp"
#include "dataset/tetris_fit.hpp"
#include "dataset/tetris_run_fit.hpp"
#include "game_files/tetris_replay_file.hpp"
#include "records/store.hpp"
#include "tetris_ai/feature_table.hpp"
#include "tetris_ai/fit.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::gui {

namespace {

struct Cancelled {};

// Whether a person played any of the game (a stretch, or the whole game).
bool personPlayed(const game_files::GameSummary& game) {
  const auto human = [](const game_files::PlayerInfo& p) {
    return p.kind == game_files::PlayerInfo::Kind::Human;
  };
  for (const game_files::Stretch& s : game.stretches)
    if (s.seat == 0 && human(s.player)) return true;
  return game.stretches.empty() && !game.players.empty() && human(game.players.front());
}

QString fromUtf8(const std::string& text) {
  return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

}  // namespace

QString TetrisStyle::summary() const {
  return tr("%n game(s), %1", nullptr, games)
      .arg(QLocale().toString(100.0 * agreement(), 'f', 1) + QStringLiteral(" %"));
}

QByteArray TetrisStyle::toJson() const {
  QJsonObject o;
  o[QStringLiteral("weights")] = QString::fromStdString(weightsJson);  // as saved, byte for byte
  o[QStringLiteral("games")] = games;
  o[QStringLiteral("placements")] = placements;
  o[QStringLiteral("measured")] = measured;
  o[QStringLiteral("agreed")] = agreed;
  o[QStringLiteral("heldOut")] = heldOut;
  o[QStringLiteral("contested")] = contested;
  o[QStringLiteral("contestedAgreed")] = contestedAgreed;
  o[QStringLiteral("slipShare")] = slipShare;
  o[QStringLiteral("fittedAt")] = fittedAt.toString(Qt::ISODate);
  return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<TetrisStyle> TetrisStyle::fromJson(const QByteArray& json) {
  const QJsonDocument doc = QJsonDocument::fromJson(json);
  if (!doc.isObject()) return std::nullopt;
  const QJsonObject o = doc.object();
  std::string text = o.value(QStringLiteral("weights")).toString().toStdString();
  if (text.empty()) return std::nullopt;
  // Weights the linear player cannot read are not offered.
  try {
    tetris_ai::LinearWeights w;
    tetris_ai::from_json(nlohmann::json::parse(text), w);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  TetrisStyle s;
  s.weightsJson = std::move(text);
  s.games = o.value(QStringLiteral("games")).toInt();
  s.placements = o.value(QStringLiteral("placements")).toInteger();
  s.measured = o.value(QStringLiteral("measured")).toInteger();
  s.agreed = o.value(QStringLiteral("agreed")).toInteger();
  s.heldOut = o.value(QStringLiteral("heldOut")).toBool(true);
  s.contested = o.value(QStringLiteral("contested")).toInteger();
  s.contestedAgreed = o.value(QStringLiteral("contestedAgreed")).toInteger();
  s.slipShare = o.value(QStringLiteral("slipShare")).toDouble();
  s.fittedAt = QDateTime::fromString(o.value(QStringLiteral("fittedAt")).toString(), Qt::ISODate);
  return s;
}

std::optional<TetrisStyle> TetrisStyle::load() {
  return fromJson(app_settings::tetrisStyle());
}

void TetrisStyle::save() const {
  app_settings::setTetrisStyle(toJson());
}

TetrisStyleOutcome fitTetrisStyle(const QString& databasePath, const QStringList& runFiles,
                                  TetrisStyleProgress& progress) {
  TetrisStyleOutcome out;
  const auto check = [&progress] {
    if (progress.cancel.load()) throw Cancelled{};
  };
  try {
    tetris_ai::ChoiceData data(tetris_ai::FeatureVariant::ElTetris);
    std::int64_t held = 0;

    // The person's games in the records database, oldest first.
    if (!databasePath.isEmpty() && QFileInfo::exists(databasePath)) {
      records::StoreOptions options;
      options.mode = records::OpenMode::ReadOnly;
      options.migrate_to_read = true;
      std::vector<game_files::GameSummary> games;
      std::unique_ptr<records::Store> store;
      try {
        store = std::make_unique<records::Store>(databasePath.toStdString(), options);
        records::GameFilter filter;
        filter.game = game_files::GameKind::Tetris;
        for (game_files::GameSummary& g : store->list_games(filter))
          if (personPlayed(g)) games.push_back(std::move(g));
      } catch (const std::exception& e) {
        out.error = TetrisStyleOutcome::tr("The records database %1 cannot be read: %2")
                        .arg(databasePath, fromUtf8(e.what()));
        return out;
      }
      std::reverse(games.begin(), games.end());
      progress.total = int(games.size());
      check();
      dataset::PlayerSelection person;
      person.kind = game_files::PlayerInfo::Kind::Human;
      const dataset::ChoiceSummary summary =
          dataset::collect_choices(*store, games, person, data, [&](std::size_t done) {
            progress.done = int(done);
            check();
          });
      out.storedGames = int(summary.games);
      out.notLegal += summary.not_legal;
      held += summary.held;
      out.guideline =
          std::find(summary.rules.begin(), summary.rules.end(), "guideline") != summary.rules.end();
      for (const std::int64_t id : summary.diverged) {
        const auto game =
            std::find_if(games.begin(), games.end(),
                         [id](const game_files::GameSummary& g) { return g.id == id; });
        const QString when =
            game == games.end()
                ? QString()
                : QLocale().toString(QDateTime::fromMSecsSinceEpoch(game->started_at_ms),
                                     QLocale::ShortFormat);
        out.skippedGames << TetrisStyleOutcome::tr("game %1 (played %2)").arg(id).arg(when);
      }
    }

    // The run files, each a group of its own after the stored games.
    progress.stage = 1;
    progress.done = 0;
    progress.total = int(runFiles.size());
    std::uint32_t group = std::uint32_t(out.storedGames);
    for (const QString& path : runFiles) {
      check();
      const QString name = QFileInfo(path).fileName();
      QFile file(path);
      if (!file.open(QIODevice::ReadOnly)) {
        out.badFiles << TetrisStyleOutcome::tr("%1: %2").arg(name, file.errorString());
        progress.done = progress.done + 1;
        continue;
      }
      const game_files::TetrisFileRead read =
          game_files::read_tetris_file(file.readAll().toStdString());
      std::vector<const game_files::TetrisRunFile*> runs;
      if (read.run) runs.push_back(&*read.run);
      if (read.versus)
        for (const game_files::TetrisRunFile& board : read.versus->boards) runs.push_back(&board);
      if (runs.empty()) {
        out.badFiles
            << TetrisStyleOutcome::tr("%1: not a run file (%2)").arg(name, fromUtf8(read.error));
      }
      bool person = false;
      for (const game_files::TetrisRunFile* run : runs) {
        if (run->player_kind != "human") continue;  // an AI's board: not the person's placements
        person = true;
        const dataset::RunChoices got = dataset::add_run_choices(*run, group, data);
        if (!got.ok()) {
          out.badFiles << TetrisStyleOutcome::tr("%1: %2").arg(name, fromUtf8(got.error));
          continue;
        }
        out.notLegal += got.not_legal;
        held += got.held;
        if (run->config.rules == tetris::RuleSet::Guideline) out.guideline = true;
        if (got.decisions > 0) {
          ++group;
          ++out.runFiles;
        }
      }
      if (!runs.empty() && !person) {
        out.badFiles << TetrisStyleOutcome::tr("%1: played by the AI '%2', not by a person")
                            .arg(name, fromUtf8(runs.front()->player_name));
      }
      progress.done = progress.done + 1;
    }
    check();
    (void)held;

    if (data.empty()) {
      if (!out.skippedGames.isEmpty() || !out.badFiles.isEmpty()) {
        out.error = TetrisStyleOutcome::tr(
            "None of your games could be used: the ones found do not replay (listed below).");
      } else {
        out.error = TetrisStyleOutcome::tr(
            "No game of yours is stored yet, so there is nothing to learn from. Play a few games "
            "by hand (the pieces you place yourself are what it learns from; the AI's are left "
            "out), then try again; or add run files you downloaded from the web page.");
      }
      return out;
    }

    // Fitted and measured as the page does it: every fifth game held out, with fewer none.
    progress.stage = 2;
    const dataset::RunFit fit = dataset::fit_run_choices(data, [&](int iteration, double) {
      progress.iteration = iteration;
      check();
    });
    const tetris_ai::Agreement& a = fit.agreement;
    TetrisStyle style;
    style.weightsJson = fit.weights_json;
    style.games = out.storedGames + out.runFiles;
    style.placements = qint64(data.size());
    style.measured = qint64(a.positions);
    style.agreed = qint64(a.agreed);
    style.heldOut = fit.held_out;
    style.contested = qint64(a.contested);
    style.contestedAgreed = qint64(a.contested_agreed);
    style.slipShare = fit.slip_share;
    style.fittedAt = QDateTime::currentDateTime();
    out.style = std::move(style);
  } catch (const Cancelled&) {
    out = TetrisStyleOutcome{};
    out.cancelled = true;
  } catch (const std::exception& e) {
    out.style.reset();
    out.error = TetrisStyleOutcome::tr("The fit failed: %1").arg(fromUtf8(e.what()));
  }
  return out;
}

}  // namespace gameai::gui

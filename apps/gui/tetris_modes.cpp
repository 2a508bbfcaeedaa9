#include "tetris_modes.hpp"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace gameai::gui {

using tetris_play::Mode;

QString TetrisModes::name(Mode mode) {
  switch (mode) {
    case Mode::Endless:
      return tr("Endless");
    case Mode::Marathon:
      return tr("Marathon (15 levels)");
    case Mode::Sprint:
      return tr("40-line sprint");
    case Mode::Ultra:
      return tr("2-minute ultra");
    case Mode::Dig:
      return tr("Cheese dig (10 rows)");
    case Mode::Zen:
      return tr("Zen (no top-out)");
  }
  return {};
}

QString TetrisModes::time(double ms) {
  const auto total = static_cast<qint64>(std::llround(std::max(0.0, ms)));
  const qint64 minutes = total / 60000;
  const qint64 seconds = (total / 1000) % 60;
  const qint64 millis = total % 1000;
  return QStringLiteral("%1:%2.%3")
      .arg(minutes)
      .arg(seconds, 2, 10, QLatin1Char('0'))
      .arg(millis, 3, 10, QLatin1Char('0'));
}

QVector<QPair<QString, QString>> TetrisModes::timerRows(Mode mode, double played_ms, double left_ms,
                                                        std::int64_t left) {
  const QLocale locale;
  switch (mode) {
    case Mode::Sprint:
      return {{tr("Time"), time(played_ms)}, {tr("Lines left"), locale.toString(qint64(left))}};
    case Mode::Ultra:
      return {{tr("Time left"), time(left_ms)}};
    case Mode::Dig:
      return {{tr("Time"), time(played_ms)}, {tr("Rows left"), locale.toString(qint64(left))}};
    case Mode::Marathon:
      return {{tr("Time"), time(played_ms)}, {tr("Lines left"), locale.toString(qint64(left))}};
    case Mode::Zen:
      return {{tr("Time"), time(played_ms)}};
    case Mode::Endless:
      break;
  }
  return {};
}

records::RunOrder TetrisModes::orderOf(Mode mode) {
  return tetris_play::best_by(mode) == tetris_play::BestBy::LeastTime
             ? records::RunOrder::LeastTime
             : records::RunOrder::MostScore;
}

records::TetrisRun TetrisModes::runOf(const tetris_play::RunResult& r, std::int64_t gameId,
                                      int width, int height) {
  records::TetrisRun run;
  run.game_id = gameId;
  run.mode = std::string(tetris_play::mode_name(r.mode));
  run.rules = std::string(tetris::rule_set_name(r.rules));
  run.width = width;
  run.height = height;
  // A run still played (zen, which never ends by itself) ends where the player left it.
  run.ended = r.end == tetris_play::RunEnd::ToppedOut ? "topped_out" : "finished";
  run.counts = r.counts;
  run.time_ms = std::llround(r.time_ms);
  run.pieces = r.pieces;
  run.keys = r.keys;
  run.lines = r.lines;
  run.score = r.score;
  run.level = r.level;
  return run;
}

TetrisModes::Result TetrisModes::result(const tetris_play::RunResult& run,
                                        const std::optional<records::TetrisRun>& previous) {
  const QLocale locale;
  Result out;
  const bool byTime = tetris_play::best_by(run.mode) == tetris_play::BestBy::LeastTime;
  const bool finished = run.end == tetris_play::RunEnd::Finished;
  const auto points = [&](qint64 score) {
    return tr("%1 points").arg(locale.toString(qint64(score)));
  };
  if (byTime)
    out.headline = finished ? time(run.time_ms) : tr("Topped out");
  else
    out.headline = points(run.score);

  out.details = tr("%1 · %2 pieces · %3 pieces/s · %4 keys/piece · %5 lines · level %6")
                    .arg(time(run.time_ms), locale.toString(qint64(run.pieces)),
                         locale.toString(run.pps(), 'f', 2), locale.toString(run.kpp(), 'f', 2),
                         locale.toString(qint64(run.lines)), locale.toString(run.level));
  // The verdict is the play session's (the page's too); the words are ours.
  const std::optional<tetris_play::PersonalBest> best =
      previous ? std::optional(tetris_play::PersonalBest{previous->time_ms, previous->score})
               : std::nullopt;
  const tetris_play::BestComparison c = tetris_play::compare_with_best(run, best);
  out.newBest = c.new_best();
  const QChar minus(0x2212);
  const auto signedText = [&](qint64 diff, const QString& magnitude) {
    return (diff < 0 ? QString(minus) : QStringLiteral("+")) + magnitude;
  };
  // The difference to the best before this run: negative times and positive scores are better.
  const QString difference =
      byTime ? signedText(c.difference, tr("%1 s").arg(locale.toString(
                                            double(std::llabs(c.difference)) / 1000.0, 'f', 3)))
             : signedText(c.difference, points(std::llabs(c.difference)));
  switch (c.verdict) {
    case tetris_play::BestVerdict::None:
      break;
    case tetris_play::BestVerdict::NotFinished:
      out.comparison = tr("Not finished: no personal best.");
      break;
    case tetris_play::BestVerdict::NotCounted:
      out.comparison = tr("Not a personal best: the AI played or showed its hint.");
      break;
    case tetris_play::BestVerdict::First:
      out.comparison = tr("First personal best!");
      break;
    case tetris_play::BestVerdict::Better:
      out.comparison = tr("%1, new personal best!").arg(difference);
      break;
    case tetris_play::BestVerdict::NotBetter:
      out.comparison =
          tr("%1 against your best, %2")
              .arg(difference, byTime ? time(double(previous->time_ms)) : points(previous->score));
      break;
  }
  return out;
}

}  // namespace gameai::gui

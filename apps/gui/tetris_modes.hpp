#pragma once
// The modes of play as the Tetris page shows them: their names, the timer line under the score,
// and the result of a run with the personal best and the difference, in the interface language.
// What a mode is and when a run counts is the play session's (tetris_play/mode.hpp).

#include <QCoreApplication>
#include <QPair>
#include <QString>
#include <QVector>
#include <optional>

#include "records/tetris_runs.hpp"
#include "tetris_play/mode.hpp"
#include "tetris_play/personal_best.hpp"

namespace gameai::gui {

class TetrisModes {
  Q_DECLARE_TR_FUNCTIONS(TetrisModes)

 public:
  // "40-line sprint", "2-minute ultra", ...
  static QString name(tetris_play::Mode mode);
  // A time played: "1:02.345" (minutes, seconds, milliseconds).
  static QString time(double ms);
  // The rows the board shows above the score while a run is played: the timer and what is left.
  static QVector<QPair<QString, QString>> timerRows(tetris_play::Mode mode, double played_ms,
                                                    double left_ms, std::int64_t left);

  // The run as the records store keeps it, for the game `gameId`.
  static records::TetrisRun runOf(const tetris_play::RunResult& result, std::int64_t gameId,
                                  int width, int height);
  static records::RunOrder orderOf(tetris_play::Mode mode);

  // The end of a run, shown on the board and in the result panel: the verdict against the
  // personal best is the play session's (tetris_play::compare_with_best), worded here.
  struct Result {
    QString headline;    // "0:58.120" or "45,600 points"
    QString comparison;  // "New personal best! −1.234 s" / "Personal best 0:55.000 (+3.120 s)"
    QString details;     // pieces, PPS, KPP, lines, ...
    bool newBest = false;
  };
  // `previous`: the personal best before this run (nullopt: none yet).
  static Result result(const tetris_play::RunResult& run,
                       const std::optional<records::TetrisRun>& previous);
};

}  // namespace gameai::gui

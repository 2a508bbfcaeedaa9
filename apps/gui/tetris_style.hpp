#pragma once
// "Plays like me": linear weights fitted to the person's own Tetris games (tetris_ai/fit.hpp, as
// `gameai tetris fit --player human` fits them), kept with the settings and played by the AI
// "linear" when the person picks *Plays like me* as the AI.
//
// The fit reads the records database the app records into (every stretch a person played, in
// games the desktop app or the page recorded) and, if given, run files (the page's *Download
// this run*, the replay dialog's *Save run as file*): every placement the person made is one
// decision. Every fifth game is held out, and the agreement (how often the fitted weights choose
// exactly the placement the person chose) is measured on those, as the command line does.
// fitTetrisStyle runs on a worker thread: it opens its own read-only connection to the database,
// reports its progress through TetrisStyleProgress and stops soon after a cancel.

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

namespace gameai::gui {

// The AI choice's entry for the fitted weights (its data; the text is translated).
inline constexpr const char* LIKE_ME_AI = "like-me";
// The AI that plays them.
inline constexpr const char* LIKE_ME_PLAYER = "linear";

// The fitted weights and what they were fitted on.
struct TetrisStyle {
  Q_DECLARE_TR_FUNCTIONS(TetrisStyle)

 public:
  std::string weightsJson;  // a linear weights file (every feature, "feature_variant")
  int games = 0;            // games (and run files) with placements of the person
  qint64 placements = 0;
  // The agreement: on `measured` positions of held-out games (every 5th), or, with fewer than
  // five games, on the games fitted (heldOut false).
  qint64 measured = 0;
  qint64 agreed = 0;
  bool heldOut = true;
  // Where El-Tetris or Dellacherie choose otherwise than the person.
  qint64 contested = 0;
  qint64 contestedAgreed = 0;
  double slipShare = 0;  // the share of placements that look chosen at random
  QDateTime fittedAt;

  double agreement() const { return measured == 0 ? 0.0 : double(agreed) / double(measured); }
  // "12 games, 97.1 %".
  QString summary() const;

  // The JSON object kept in the settings, and back (nullopt for anything else).
  QByteArray toJson() const;
  static std::optional<TetrisStyle> fromJson(const QByteArray& json);
  // The player's fitted weights (app_settings), if any.
  static std::optional<TetrisStyle> load();
  void save() const;
};

// How far a fit has come, shared with the thread that runs it.
struct TetrisStyleProgress {
  std::atomic<int> stage{0};  // 0 reading the games, 1 the run files, 2 fitting
  std::atomic<int> done{0};   // games or files read
  std::atomic<int> total{0};
  std::atomic<int> iteration{0};  // of the fit
  std::atomic<bool> cancel{false};
};

struct TetrisStyleOutcome {
  Q_DECLARE_TR_FUNCTIONS(TetrisStyleOutcome)

 public:
  std::optional<TetrisStyle> style;  // the fit, when one was made
  QString error;                     // why none was (no games of yours, the database, ...)
  bool cancelled = false;
  int storedGames = 0;  // of those, from the records database
  int runFiles = 0;     // and from run files
  // Games that do not replay (skipped, each named), run files that could not be used (named, with
  // the reason); recorded placements not among the legal ones.
  QStringList skippedGames;
  QStringList badFiles;
  qint64 notLegal = 0;
  bool guideline = false;  // some games were under the guideline (hold and previews left out)
};

// Fits the person's weights from their games in the database at `databasePath` (none when
// empty or missing) and the run files `runFiles`. Runs anywhere; throws nothing.
TetrisStyleOutcome fitTetrisStyle(const QString& databasePath, const QStringList& runFiles,
                                  TetrisStyleProgress& progress);

}  // namespace gameai::gui

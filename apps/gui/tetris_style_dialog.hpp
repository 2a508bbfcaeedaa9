#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <QStringList>
#include <QTimer>
#include <memory>

#include "tetris_style.hpp"

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace gameai::gui {

// Tetris > Learn my style...: fits linear weights to the person's own games (tetris_style.hpp) on
// a worker thread, the dialog showing the progress (Cancel stops it), then how many games and
// placements it learnt from, its agreement on the games held out and its share of slips. A fit
// is kept at once with the settings as the AI *Plays like me*; *Play with it* also makes it the AI
// that plays when the person hands the game over, *Save weights...* writes it as a weights file
// for `gameai tetris play --ai linear --weights FILE`. *Add run files...* fits again with run
// files added to the stored games.
class TetrisStyleDialog : public QDialog {
  Q_OBJECT
 public:
  // `databasePath`: the records database the app records into (GameRecords::path()).
  explicit TetrisStyleDialog(const QString& databasePath, QWidget* parent = nullptr);
  ~TetrisStyleDialog() override;

  // Starts a fit over the stored games and the run files added so far (one already under way is
  // cancelled).
  void start();
  void addRunFiles(const QStringList& files);
  bool running() const;
  void cancel();
  // The last fit's outcome (its style set when one was made).
  const TetrisStyleOutcome& outcome() const { return m_outcome; }
  // What the dialog says, as plain text (for the tests and the screen readers alike).
  QString text() const;
  // Writes the fitted weights to `path`; false (and a message shown) when it cannot.
  bool saveWeights(const QString& path);

 Q_SIGNALS:
  // A fit ended with weights, kept in the settings.
  void styleFitted();
  // *Play with it*: the fitted weights become the AI that takes the game over.
  void playWithIt();
  // Any fit ended: with weights, an error or cancelled.
  void fitEnded();

 protected:
  void changeEvent(QEvent* event) override;
  void reject() override;

 private:
  void retranslate();
  void showProgress();
  void finished();
  void showOutcome();
  void chooseRunFiles();
  void chooseSaveFile();

  QString m_databasePath;
  QStringList m_runFiles;
  std::shared_ptr<TetrisStyleProgress> m_progress;
  QFutureWatcher<TetrisStyleOutcome>* m_watcher = nullptr;
  TetrisStyleOutcome m_outcome;
  bool m_haveOutcome = false;
  QTimer m_poll;
  QLabel* m_intro = nullptr;
  QLabel* m_status = nullptr;
  QProgressBar* m_bar = nullptr;
  QLabel* m_figures = nullptr;
  QLabel* m_problems = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QPushButton* m_play = nullptr;
  QPushButton* m_save = nullptr;
  QPushButton* m_addFiles = nullptr;
  QPushButton* m_cancel = nullptr;
  QPushButton* m_close = nullptr;
};

}  // namespace gameai::gui

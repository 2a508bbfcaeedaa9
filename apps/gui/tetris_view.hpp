#pragma once

#include <QTimer>
#include <functional>
#include <optional>

#include "game_clock.hpp"
#include "game_records.hpp"
#include "game_view.hpp"
#include "rate_meter.hpp"
#include "tetris_controls.hpp"
#include "tetris_modes.hpp"
#include "tetris_play/session.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_style.hpp"

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLayout;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;

namespace gameai::gui {

class GameSounds;
class TetrisBoardWidget;
class TetrisLiveChart;
class TetrisResultsChart;
class TetrisStyleDialog;
class TetrisVersusWindow;

// The Tetris page: a view over the play session every front end drives (tetris_play::Session).
// A person plays with the keyboard, and at any moment — mid-piece included — presses A to hand
// the game to the AI and A again to take it back. The session asks for the AI's decisions; they
// are made on a worker thread from copies (QtConcurrent), so the window never waits for the AI,
// and the session drops an answer that comes back after the game moved on. The page only maps
// keys, shows the picture, the charts and the records, and pauses while a menu, a dialog or
// another page has the keyboard.
class TetrisView : public GameView {
  Q_OBJECT
 public:
  // The AI's speed steps: the session's, in pieces per second, then "as fast as the machine can".
  static constexpr int SPEED_COUNT = tetris_play::SPEED_COUNT;
  static constexpr const auto& PIECES_PER_SECOND = tetris_play::SPEED_PIECES_PER_SECOND;
  static constexpr int SPEED_FASTEST_WALKED = tetris_play::SPEED_FASTEST_WALKED;
  static constexpr int SPEED_FLAT_OUT = tetris_play::SPEED_FLAT_OUT;
  // A speed's name: "5 pieces/s" or "max".
  static QString speedName(int speed);

  explicit TetrisView(QWidget* parent = nullptr);
  ~TetrisView() override;

  QString title() const override;
  void populateMenus(QMenu* game, QMenu* ai, QMenu* view) override;
  QList<QPair<QString, QString>> keyBindings() const override;
  void saveSettings(QSettings& settings) const override;
  void loadSettings(const QSettings& settings) override;
  void startDemo() override;

  const tetris_play::Session& session() const { return m_session; }
  // The clock the game reads: a test runs it faster to wait a countdown or the gravity out.
  GameClock& gameClock() { return m_clock; }
  TetrisBoardWidget* board() const { return m_board; }
  TetrisLiveChart* liveChart() const { return m_liveChart; }
  bool aiPlaying() const { return m_session.ai(); }
  bool paused() const { return m_session.paused(); }
  // A new game waits for the player's first key (or A) before the pieces fall.
  bool waitingForStart() const { return m_session.waiting(); }
  void setSpeed(int speed);
  int speed() const;
  // The mode of the next game (New game, R); a game not started yet is made again in it.
  void setMode(tetris_play::Mode mode);
  tetris_play::Mode mode() const;
  // The result of the last run in a mode, as the board and the result panel show it.
  const std::optional<TetrisModes::Result>& lastResult() const { return m_lastResult; }
  // The player's handling and keys (stored in the application's settings), in force at once.
  const TetrisControls& controls() const { return m_controls; }
  void setControls(const TetrisControls& controls);
  // Sound effects for moves, turns, locks, clears, T-spins, perfect clears and the top-out (off
  // by default), and their volume 0..100; both kept with the settings.
  GameSounds* sounds() const { return m_sounds; }
  void setSoundsEnabled(bool on);
  bool soundsEnabled() const;
  void setSoundVolume(int volume);

 public Q_SLOTS:
  void newGame();
  // R: a new game of the same mode at once, mid-game too; its countdown starts now.
  void restart();
  void setAiPlaying(bool on);
  void toggleAi() { setAiPlaying(!aiPlaying()); }
  void setPaused(bool paused);
  void togglePause() { setPaused(!paused()); }
  void setHintShown(bool on);
  // Game > Versus...: the versus window (made on first use), the game here paused meanwhile.
  TetrisVersusWindow* showVersus();
  // Game > Tetris settings...: handling and keys; what OK keeps is stored and used at once.
  void showSettings();
  // AI > Learn my style...: the dialog that fits the person's weights from their stored games
  // (opened, not run: it works on a worker and deletes itself when closed), its fit started.
  TetrisStyleDialog* showLearnStyle();
  // The AI choice's "Plays like me": the fitted weights kept in the settings (none: not offered).
  const std::optional<TetrisStyle>& style() const { return m_style; }
  // Chooses the AI by its name (tetris_play::ai_names(), or LIKE_ME_AI), as the AI box does.
  void setAi(const QString& name);
  QString ai() const { return m_aiWanted; }

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  QWidget* buildPanel();
  void retranslate();
  tetris_play::Settings settingsFromControls() const;
  void frame();
  void requestDecision();
  void afterChange();
  // The session's events since the last frame: callouts on the board, one sound (the most
  // important) for the lot.
  void takeEvents();
  QLayout* buildSoundsRow(QWidget* panel);
  void retranslateSounds();
  void onGameOver();
  void showRunResult();
  // A zen run never ends by itself: where it is left (a new game, the app closed) it is stored as
  // a run, so its replay knows to empty the board after each top-out as the game did.
  void keepZenRun();
  void updateResultPanel();
  void updateView();
  void updateStatus();
  void chooseWeightsFile();
  void showReplay();
  void warnIfNotRecording();
  void applyAiChoice();
  // Names the weights the AI plays with: the file loaded, the bot's dig weights, or the
  // published ones.
  void updateWeightsLabel();
  void updateAiBoxes();
  // The settings' fitted weights read again, and "Plays like me" offered accordingly.
  void reloadStyle();
  bool playsLikeMe() const;
  double now() const { return m_clock.now(); }

  tetris_play::Session m_session;
  GameRecords m_records;
  bool m_recordsWarned = false;
  TetrisBoardWidget* m_board = nullptr;
  TetrisLiveChart* m_liveChart = nullptr;
  TetrisResultsChart* m_resultsChart = nullptr;
  QTabWidget* m_charts = nullptr;
  QPushButton* m_aiButton = nullptr;
  QCheckBox* m_hintBox = nullptr;
  QCheckBox* m_seriesBox = nullptr;
  GameSounds* m_sounds = nullptr;
  QCheckBox* m_soundsBox = nullptr;
  QSlider* m_volumeSlider = nullptr;
  QLabel* m_volumeLabel = nullptr;
  QGroupBox* m_aiGroup = nullptr;
  QFormLayout* m_aiForm = nullptr;
  QComboBox* m_evaluatorBox = nullptr;
  QComboBox* m_lookaheadBox = nullptr;
  QLayout* m_weightsRow = nullptr;
  QLabel* m_weightsLabel = nullptr;
  QPushButton* m_weightsButton = nullptr;
  QPushButton* m_weightsReset = nullptr;
  QString m_weightsPath;
  QSlider* m_speedSlider = nullptr;
  QLabel* m_speedLabel = nullptr;
  QGroupBox* m_gameGroup = nullptr;
  QFormLayout* m_gameForm = nullptr;
  QComboBox* m_rulesBox = nullptr;
  QComboBox* m_modeBox = nullptr;
  QLabel* m_resultLabel = nullptr;
  std::optional<TetrisModes::Result> m_lastResult;
  // What the last result was made from, so that it is made again in a new language.
  struct LastRun {
    tetris_play::RunResult run;
    std::optional<records::TetrisRun> best;
  };
  std::optional<LastRun> m_lastRun;
  QComboBox* m_scoringBox = nullptr;
  QSpinBox* m_widthBox = nullptr;
  QSpinBox* m_heightBox = nullptr;
  QPushButton* m_newButton = nullptr;
  QAction* m_newAction = nullptr;
  QAction* m_aiAction = nullptr;
  QAction* m_pauseAction = nullptr;
  QAction* m_hintAction = nullptr;
  QAction* m_replayAction = nullptr;
  QAction* m_versusAction = nullptr;
  QAction* m_settingsAction = nullptr;
  QAction* m_learnAction = nullptr;
  std::optional<TetrisStyle> m_style;
  QPushButton* m_settingsButton = nullptr;
  TetrisControls m_controls;
  void applyControls();
  TetrisVersusWindow* m_versus = nullptr;

  QTimer m_frameTimer;
  QTimer m_chartTimer;
  QTimer m_recordsTimer;
  GameClock m_clock;
  // Paused because the page was hidden, or because a menu or a dialog took the keyboard: the
  // game goes on when the page has it back (a person's game after a dialog waits for P).
  bool m_pausedWhenHidden = false;
  bool m_resumeOnFocus = false;
  int m_lookaheadWanted = 1;  // the user's choice, kept while the rules offer none
  QString m_aiWanted;         // the user's AI; empty: the rules' default (the bot under guideline)
  std::uint64_t m_seed = 1;
  RateMeter m_rates;
  bool m_gameOverHandled = false;
  // The last status message, made again in a new language.
  std::function<QString()> m_status;
  // Whether the status says that a changed mode waits for the next game (cleared by it).
  bool m_modeNoteShown = false;
  void say(std::function<QString()> message);
};

}  // namespace gameai::gui

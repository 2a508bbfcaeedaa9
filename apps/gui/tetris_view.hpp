#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

#include "game_records.hpp"
#include "game_view.hpp"
#include "rate_meter.hpp"
#include "tetris_hands.hpp"
#include "tetris_session.hpp"

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace gameai::gui {

class TetrisBoardWidget;
class TetrisLiveChart;
class TetrisResultsChart;
class TetrisVersusWindow;

// The Tetris page. A person plays with the keyboard (DAS/ARR repeat, lock delay under the
// guideline), and at any moment — mid-piece included — presses A to hand the game to the AI and
// A again to take it back. The AI's moves are computed on a worker thread from a copy of the
// session: at watchable speeds the piece walks the key path the move generator found, one key
// at a pace of pieces per second; flat out, the worker plays batches of pieces for ~40 ms and the
// page shows the result, so the window never waits for the AI.
class TetrisView : public GameView {
  Q_OBJECT
 public:
  // Speeds of the AI in pieces per second, slowest first, then "as fast as the machine can".
  static constexpr int SPEED_COUNT = 7;
  static constexpr double PIECES_PER_SECOND[SPEED_COUNT - 1] = {1, 2, 3, 5, 10, 30};
  static constexpr int SPEED_FASTEST_WALKED = SPEED_COUNT - 2;
  static constexpr int SPEED_FLAT_OUT = SPEED_COUNT - 1;
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

  const TetrisSession& session() const { return m_session; }
  TetrisBoardWidget* board() const { return m_board; }
  TetrisLiveChart* liveChart() const { return m_liveChart; }
  bool aiPlaying() const { return m_aiPlaying; }
  bool paused() const { return m_paused; }
  // A new game waits for the player's first key (or A) before the pieces fall.
  bool waitingForStart() const { return m_waiting; }
  void setSpeed(int speed);
  int speed() const;

 public Q_SLOTS:
  void newGame();
  void setAiPlaying(bool on);
  void toggleAi() { setAiPlaying(!m_aiPlaying); }
  void setPaused(bool paused);
  void togglePause() { setPaused(!m_paused); }
  void setHintShown(bool on);
  // Game > Versus...: the versus window (made on first use), the game here paused meanwhile.
  TetrisVersusWindow* showVersus();

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  QWidget* buildPanel();
  TetrisSettings settingsFromControls() const;
  void frame();
  void manualFrame(qint64 now);
  void aiFrame(qint64 now);
  void requestAiMove();
  void requestBatch();
  void requestHint();
  void afterChange();
  void onGameOver();
  void updateView();
  void updateStatus();
  void chooseWeightsFile();
  void showReplay();
  void warnIfNotRecording();
  void applyAiChoice();
  void updateAiBoxes();
  void startPlaying();
  qint64 now() const { return m_clock.elapsed(); }

  TetrisSession m_session;
  GameRecords m_records;
  bool m_recordsWarned = false;
  TetrisBoardWidget* m_board = nullptr;
  TetrisLiveChart* m_liveChart = nullptr;
  TetrisResultsChart* m_resultsChart = nullptr;
  QPushButton* m_aiButton = nullptr;
  QCheckBox* m_hintBox = nullptr;
  QCheckBox* m_seriesBox = nullptr;
  QComboBox* m_evaluatorBox = nullptr;
  QComboBox* m_lookaheadBox = nullptr;
  QLabel* m_weightsLabel = nullptr;
  QString m_weightsPath;
  QSlider* m_speedSlider = nullptr;
  QLabel* m_speedLabel = nullptr;
  QComboBox* m_rulesBox = nullptr;
  QComboBox* m_scoringBox = nullptr;
  QSpinBox* m_widthBox = nullptr;
  QSpinBox* m_heightBox = nullptr;
  QAction* m_newAction = nullptr;
  QAction* m_aiAction = nullptr;
  QAction* m_pauseAction = nullptr;
  QAction* m_hintAction = nullptr;
  QAction* m_replayAction = nullptr;
  QAction* m_versusAction = nullptr;
  TetrisVersusWindow* m_versus = nullptr;

  QTimer m_frameTimer;
  QTimer m_chartTimer;
  QTimer m_recordsTimer;
  QElapsedTimer m_clock;
  TetrisHands m_hands;
  bool m_aiPlaying = false;
  bool m_paused = false;
  bool m_waiting = false;
  bool m_pausedWhenHidden = false;
  int m_lookaheadWanted = 1;  // the user's choice, kept while the rules offer none
  QString m_aiWanted;         // the user's AI; empty: the rules' default (the bot under guideline)
  bool m_hintShown = false;
  std::uint64_t m_seed = 1;

  // The AI: a pending request (answers to older ids are dropped), the path being walked.
  quint64 m_requestId = 0;
  bool m_requestPending = false;
  std::vector<tetris::Input> m_path;
  size_t m_pathPos = 0;
  std::optional<tetris::Placement> m_aiTarget;
  qint64 m_pieceStartAt = 0;  // the walked piece's keys are spread over its time from here
  qint64 m_pieceEndAt = 0;    // when the last walked piece was due to lock
  std::optional<TetrisSession::AiMove> m_hint;
  std::int64_t m_hintForPiece = -1;
  // Statistics: playing time excluding pauses, and the rates over its last seconds.
  qint64 m_activeMs = 0;
  qint64 m_lastFrameAt = 0;
  RateMeter m_rates;
  bool m_gameOverHandled = false;
};

}  // namespace gameai::gui

#include "tetris_view.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "tetris_board_widget.hpp"
#include "tetris_charts.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_versus_window.hpp"

namespace gameai::gui {

using tetris::Input;

namespace {
// How long one flat-out batch may run on the worker before the page shows its result.
constexpr int BATCH_BUDGET_MS = 40;
constexpr int FRAME_MS = 16;
}  // namespace

TetrisView::TetrisView(QWidget* parent) : GameView(parent) {
  setObjectName(QStringLiteral("tetris"));
  setFocusPolicy(Qt::StrongFocus);
  m_board = new TetrisBoardWidget(this);
  m_board->setFocusPolicy(Qt::NoFocus);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(m_board, 1);
  layout->addWidget(buildPanel());

  m_newAction = new QAction(tr("&New game"), this);
  m_newAction->setShortcut(QKeySequence::New);
  connect(m_newAction, &QAction::triggered, this, &TetrisView::newGame);
  m_aiAction = new QAction(tr("&AI plays"), this);
  m_aiAction->setCheckable(true);
  m_aiAction->setShortcut(QKeySequence(Qt::Key_A));
  connect(m_aiAction, &QAction::triggered, this, &TetrisView::setAiPlaying);
  m_pauseAction = new QAction(tr("&Pause"), this);
  m_pauseAction->setCheckable(true);
  m_pauseAction->setShortcuts({QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Escape)});
  connect(m_pauseAction, &QAction::triggered, this, &TetrisView::setPaused);
  m_hintAction = new QAction(tr("Show the AI's &hint"), this);
  m_hintAction->setCheckable(true);
  m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
  connect(m_hintAction, &QAction::triggered, this, &TetrisView::setHintShown);
  m_replayAction = new QAction(tr("&Replay a stored game..."), this);
  m_replayAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
  connect(m_replayAction, &QAction::triggered, this, &TetrisView::showReplay);
  m_versusAction = new QAction(tr("&Versus..."), this);
  connect(m_versusAction, &QAction::triggered, this, &TetrisView::showVersus);
  addActions({m_newAction, m_aiAction, m_pauseAction, m_hintAction, m_replayAction});

  m_clock.start();
  m_frameTimer.setTimerType(Qt::PreciseTimer);
  connect(&m_frameTimer, &QTimer::timeout, this, &TetrisView::frame);
  m_frameTimer.start(FRAME_MS);
  connect(&m_chartTimer, &QTimer::timeout, m_liveChart, &TetrisLiveChart::flush);
  m_chartTimer.start(300);
  connect(&m_recordsTimer, &QTimer::timeout, this, [this] { m_records.flushTetris(); });
  m_recordsTimer.start(1000);
  newGame();
}

TetrisView::~TetrisView() = default;

void TetrisView::showReplay() {
  setPaused(true);
  TetrisReplayDialog dialog(m_records, this);
  dialog.exec();
}

TetrisVersusWindow* TetrisView::showVersus() {
  setPaused(true);
  if (!m_versus) m_versus = new TetrisVersusWindow(this);
  m_versus->show();
  m_versus->raise();
  m_versus->activateWindow();
  return m_versus;
}

void TetrisView::warnIfNotRecording() {
  if (m_recordsWarned || m_records.lastError().isEmpty()) return;
  m_recordsWarned = true;
  Q_EMIT statusMessage(tr("Games are not recorded: %1").arg(m_records.lastError()));
}

QString TetrisView::speedName(int speed) {
  if (speed < 0 || speed >= SPEED_FLAT_OUT) return tr("max");
  return tr("%1 pieces/s").arg(PIECES_PER_SECOND[speed]);
}

QString TetrisView::title() const {
  return tr("Tetris");
}

void TetrisView::startDemo() {
  setSpeed(3);
  m_seriesBox->setChecked(true);
  newGame();
  setAiPlaying(true);
}

void TetrisView::setSpeed(int speed) {
  m_speedSlider->setValue(std::clamp(speed, 0, SPEED_COUNT - 1));
}
int TetrisView::speed() const {
  return m_speedSlider->value();
}

void TetrisView::newGame() {
  m_seed = QRandomGenerator::global()->generate64() | 1;
  try {
    m_session = TetrisSession(settingsFromControls());
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("New game"),
                         tr("The game cannot start: %1").arg(QString::fromUtf8(e.what())));
    TetrisSettings fallback = settingsFromControls();
    fallback.evaluator = TetrisSession::defaultAi(fallback.rules);
    fallback.weightsJson.clear();
    m_weightsPath.clear();
    m_weightsLabel->setText(tr("published"));
    m_session = TetrisSession(fallback);
  }
  ++m_requestId;
  m_requestPending = false;
  m_path.clear();
  m_aiTarget.reset();
  m_hint.reset();
  m_hintForPiece = -1;
  m_hands.restart(m_session, now());
  m_activeMs = 0;
  m_lastFrameAt = now();
  m_rates.clear();
  m_gameOverHandled = false;
  m_liveChart->clear();
  updateAiBoxes();
  // The pieces fall once the player presses a key or hands the game to the AI.
  m_waiting = !m_aiPlaying;
  const TetrisSettings& st = m_session.settings();
  const std::string aiSettings =
      "{\"evaluator\":\"" + st.evaluator + "\",\"lookahead\":" + std::to_string(st.lookahead) + "}";
  m_records.startTetris(m_session.game().config(), m_aiPlaying, aiSettings);
  warnIfNotRecording();
  setPaused(false);
  if (!m_session.manualPlayPossible() && !m_aiPlaying)
    Q_EMIT statusMessage(
        tr("Classic rules have no falling piece to steer: press A to let the AI play."));
  updateView();
}

void TetrisView::startPlaying() {
  if (!m_waiting) return;
  m_waiting = false;
  m_lastFrameAt = now();
  m_hands.restart(m_session, now());
}

// A page that is not shown pauses its game (another tab, a minimised window); the AI's game
// carries on when the page is shown again, a person's waits for P.
void TetrisView::hideEvent(QHideEvent* event) {
  if (!m_paused && !m_waiting && !m_session.game().game_over()) {
    setPaused(true);
    m_pausedWhenHidden = true;
  }
  GameView::hideEvent(event);
}

void TetrisView::showEvent(QShowEvent* event) {
  GameView::showEvent(event);
  if (m_pausedWhenHidden && m_paused && m_aiPlaying) setPaused(false);
  m_pausedWhenHidden = false;
}

void TetrisView::setAiPlaying(bool on) {
  if (on) startPlaying();
  m_aiPlaying = on;
  m_records.setTetrisAiPlaying(on);
  m_aiButton->setChecked(on);
  m_aiAction->setChecked(on);
  m_aiButton->setText(on ? tr("Take the game back  (A)") : tr("Hand the game to the AI  (A)"));
  // Whatever the AI was about to do is dropped; the piece stays where it is.
  ++m_requestId;
  m_requestPending = false;
  m_path.clear();
  m_aiTarget.reset();
  m_hands.restart(m_session, now());
  m_pieceEndAt = now();
  m_hintForPiece = -1;
  Q_EMIT statusMessage(on ? tr("The AI plays. Press A to take over.")
                          : tr("You play. Press A to hand the game to the AI."));
  updateView();
}

void TetrisView::setPaused(bool paused) {
  m_paused = paused && !m_session.game().game_over();
  if (!m_paused) m_pausedWhenHidden = false;
  m_pauseAction->setChecked(m_paused);
  m_hands.restart(m_session, now());
  m_lastFrameAt = now();
  updateView();
}

void TetrisView::setHintShown(bool on) {
  m_hintShown = on;
  m_hintBox->setChecked(on);
  m_hintAction->setChecked(on);
  m_hintForPiece = -1;
  if (!on) m_hint.reset();
  updateView();
}

void TetrisView::frame() {
  const qint64 t = now();
  if (!m_paused && !m_waiting && !m_session.game().game_over()) {
    m_activeMs += t - m_lastFrameAt;
    if (m_aiPlaying)
      aiFrame(t);
    else
      manualFrame(t);
  }
  m_lastFrameAt = t;
  if (m_session.game().game_over() && !m_gameOverHandled) onGameOver();
  updateView();
}

// Keys, gravity and the guideline's lock delay while a person plays.
void TetrisView::manualFrame(qint64 t) {
  if (!m_session.manualPlayPossible()) return;
  m_hands.frame(m_session, t);
  afterChange();
}

// The AI's turn: walk the planned path at the chosen speed, or run flat out on the worker.
void TetrisView::aiFrame(qint64 t) {
  const int speed = m_speedSlider->value();
  if (speed == SPEED_FLAT_OUT) {
    if (!m_requestPending) requestBatch();
    return;
  }
  if (m_path.empty() && !m_aiTarget) {
    if (!m_requestPending) requestAiMove();
    return;
  }
  // The piece's keys are spread evenly over its time, the last one (the hard drop) ending it.
  const auto period = qint64(1000.0 / PIECES_PER_SECOND[speed]);
  const auto keys = qint64(std::max<size_t>(1, m_path.size()));
  while (m_pathPos < m_path.size() && t >= m_pieceStartAt + period * qint64(m_pathPos + 1) / keys)
    m_session.input(m_path[m_pathPos++]);
  // Classic: no path to walk, the piece goes to its target when its time is up.
  if (m_path.empty() && m_aiTarget) {
    if (t < m_pieceStartAt + period) return;
    m_session.play(*m_aiTarget);
  }
  if (m_pathPos >= m_path.size()) {
    m_path.clear();
    m_pathPos = 0;
    m_aiTarget.reset();
    m_pieceEndAt = m_pieceStartAt + period;
  }
  afterChange();
}

void TetrisView::requestAiMove() {
  m_requestPending = true;
  const quint64 id = ++m_requestId;
  auto* watcher = new QFutureWatcher<std::optional<TetrisSession::AiMove>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id] {
    watcher->deleteLater();
    if (id != m_requestId || !m_aiPlaying) return;  // handed back or restarted meanwhile
    m_requestPending = false;
    const auto move = watcher->result();
    if (!move) return;  // game over: the next frame shows it
    m_path = TetrisSession::watchablePath(move->path);
    m_pathPos = 0;
    m_aiTarget = move->target;
    // The piece's time starts when the last one was due (keeping the pace through the AI's
    // thinking), unless the answer came later than a whole piece's time.
    const qint64 t = now();
    const int speed = std::min(m_speedSlider->value(), SPEED_FASTEST_WALKED);
    const auto period = qint64(1000.0 / PIECES_PER_SECOND[speed]);
    m_pieceStartAt = t - m_pieceEndAt < period ? m_pieceEndAt : t;
  });
  watcher->setFuture(
      QtConcurrent::run([session = m_session]() mutable { return session.aiMove(); }));
}

void TetrisView::requestBatch() {
  m_requestPending = true;
  const quint64 id = ++m_requestId;
  auto* watcher = new QFutureWatcher<TetrisSession>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id] {
    watcher->deleteLater();
    if (id != m_requestId || !m_aiPlaying) return;
    m_requestPending = false;
    m_session = watcher->result();
    afterChange();
  });
  watcher->setFuture(QtConcurrent::run([session = m_session]() mutable {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < BATCH_BUDGET_MS && session.playAi()) {
    }
    return session;
  }));
}

// The hint: the AI's choice for the piece in play, computed once per piece on the worker.
void TetrisView::requestHint() {
  const std::int64_t piece = m_session.game().pieces();
  m_hintForPiece = piece;
  m_hint.reset();
  auto* watcher = new QFutureWatcher<std::optional<TetrisSession::AiMove>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, piece] {
    watcher->deleteLater();
    if (piece != m_session.game().pieces() || !m_hintShown || m_aiPlaying) return;
    m_hint = watcher->result();
    updateView();
  });
  watcher->setFuture(
      QtConcurrent::run([session = m_session]() mutable { return session.aiMove(); }));
}

void TetrisView::afterChange() {
  for (const TetrisSession::Sample& s : m_session.takeSamples()) {
    m_liveChart->addSample(s.pieces, s.height, s.lines);
    m_records.addTetrisStep(s.step, s.score);
  }
  if (m_hintShown && !m_aiPlaying && m_hintForPiece != m_session.game().pieces() &&
      !m_session.game().game_over())
    requestHint();
}

void TetrisView::onGameOver() {
  m_gameOverHandled = true;
  m_liveChart->flush();
  m_records.finishTetris("game_over");
  if (m_aiPlaying) {
    m_resultsChart->addResult(m_session.game().lines());
    if (m_seriesBox->isChecked()) {
      QTimer::singleShot(800, this, [this] {
        if (m_aiPlaying && m_session.game().game_over()) newGame();
      });
    }
  }
  Q_EMIT statusMessage(tr("Game over: %n line(s).", nullptr, int(m_session.game().lines())));
}

void TetrisView::updateView() {
  TetrisSnapshot s = m_session.snapshot(
      m_hintShown && !m_aiPlaying ? m_hint : std::optional<TetrisSession::AiMove>());
  s.aiPlaying = m_aiPlaying;
  s.paused = m_paused;
  s.waiting = m_waiting;
  m_rates.add(m_activeMs, s.pieces, s.lines);
  s.piecesPerSecond = m_rates.piecesPerSecond();
  s.linesPerSecond = m_rates.linesPerSecond();
  m_board->setSnapshot(s);
  updateStatus();
}

void TetrisView::updateStatus() {
  const int speed = m_speedSlider->value();
  m_speedLabel->setText(speed == SPEED_FLAT_OUT
                            ? tr("as fast as the machine can")
                            : tr("%1; every key of the AI's path shown").arg(speedName(speed)));
  const auto& g = m_session.game();
  Q_EMIT statusSummary(tr("%1 · score %2 · lines %3 · level %4")
                           .arg(m_aiPlaying ? tr("AI") : tr("You"))
                           .arg(g.score())
                           .arg(g.lines())
                           .arg(g.level()));
}

void TetrisView::keyPressEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;  // repeat is ours (DAS/ARR), not the platform's
  const int key = event->key();
  if (m_session.game().game_over()) {
    if (key == Qt::Key_N || key == Qt::Key_Return || key == Qt::Key_Enter) newGame();
    return;
  }
  if (m_aiPlaying || m_paused) {
    GameView::keyPressEvent(event);
    return;
  }
  startPlaying();  // the first key starts the game, and counts
  if (!m_session.manualPlayPossible()) {
    Q_EMIT statusMessage(
        tr("Classic rules have no falling piece to steer: press A to let the AI play."));
    return;
  }
  if (!m_hands.press(m_session, key, now())) {
    GameView::keyPressEvent(event);
    return;
  }
  afterChange();
  updateView();
}

void TetrisView::keyReleaseEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  m_hands.release(event->key(), now());
  GameView::keyReleaseEvent(event);
}

void TetrisView::focusOutEvent(QFocusEvent* event) {
  m_hands.releaseAll();  // a key released in another window must not keep repeating here
  GameView::focusOutEvent(event);
}

}  // namespace gameai::gui

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

namespace gameai::gui {

using tetris::Input;

namespace {
// Milliseconds per key of the watchable speeds.
constexpr int KEY_INTERVAL_MS[] = {220, 110, 55, 25, 8};
// Guideline lock delay: a resting piece locks this long after its last move.
constexpr int LOCK_DELAY_MS = 500;
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

void TetrisView::warnIfNotRecording() {
  if (m_recordsWarned || m_records.lastError().isEmpty()) return;
  m_recordsWarned = true;
  Q_EMIT statusMessage(tr("Games are not recorded: %1").arg(m_records.lastError()));
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
  m_keys.releaseAll();
  m_activeMs = 0;
  m_lastFrameAt = now();
  m_nextGravityAt = now() + qint64(m_session.game().gravity_ms());
  m_rates.clear();
  m_gameOverHandled = false;
  m_liveChart->clear();
  updateAiBoxes();
  // The pieces fall once the player presses a key or hands the game to the AI.
  m_waiting = !m_aiPlaying;
  m_records.startTetris(m_session.game().config(),
                        GameRecords::tetrisPlayer(m_session, m_aiPlaying));
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
  m_lastMoveAt = now();
  m_nextGravityAt = now() + qint64(m_session.game().gravity_ms());
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
  m_records.setTetrisPlayer(GameRecords::tetrisPlayer(m_session, on));
  m_aiButton->setChecked(on);
  m_aiAction->setChecked(on);
  m_aiButton->setText(on ? tr("Take the game back  (A)") : tr("Hand the game to the AI  (A)"));
  // Whatever the AI was about to do is dropped; the piece stays where it is.
  ++m_requestId;
  m_requestPending = false;
  m_path.clear();
  m_aiTarget.reset();
  m_keys.releaseAll();
  m_lastMoveAt = now();
  m_nextGravityAt = now() + qint64(m_session.game().gravity_ms());
  m_hintForPiece = -1;
  Q_EMIT statusMessage(on ? tr("The AI plays. Press A to take over.")
                          : tr("You play. Press A to hand the game to the AI."));
  updateView();
}

void TetrisView::setPaused(bool paused) {
  m_paused = paused && !m_session.game().game_over();
  if (!m_paused) m_pausedWhenHidden = false;
  m_pauseAction->setChecked(m_paused);
  m_keys.releaseAll();
  m_lastFrameAt = now();
  m_nextGravityAt = now() + qint64(m_session.game().gravity_ms());
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

bool TetrisView::manualInput(Input in) {
  const bool moved = m_session.input(in);
  if (moved) m_lastMoveAt = now();
  afterChange();
  return moved;
}

void TetrisView::shiftBy(int cells) {
  const Input in = cells < 0 ? Input::Left : Input::Right;
  for (int i = 0; i < std::min(std::abs(cells), m_session.settings().width); ++i)
    if (!manualInput(in)) break;
}

// Keys, gravity and the guideline's lock delay while a person plays.
void TetrisView::manualFrame(qint64 t) {
  if (!m_session.manualPlayPossible()) return;
  const KeyRepeat::Moves due = m_keys.poll(t);
  if (due.shift != 0) shiftBy(due.shift);
  for (int i = 0; i < std::min(due.soft_drop, m_session.settings().height + 4); ++i)
    if (!manualInput(Input::SoftDrop)) break;
  if (t < m_nextGravityAt) return;
  const bool guideline = m_session.settings().rules == tetris::RuleSet::Guideline;
  if (guideline && m_session.resting() && t - m_lastMoveAt < LOCK_DELAY_MS) return;
  m_session.gravityTick();
  afterChange();
  m_nextGravityAt = t + std::max<qint64>(1, qint64(m_session.game().gravity_ms()));
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
  if (speed == SPEED_PIECE_PER_FRAME) {
    while (m_pathPos < m_path.size()) m_session.input(m_path[m_pathPos++]);
  } else {
    if (t < m_nextAiStepAt) return;
    // Soft drops (the way down to a tuck or a spin) go at four times the pace of the other keys.
    const bool drop = m_pathPos < m_path.size() && m_path[m_pathPos] == Input::SoftDrop;
    m_nextAiStepAt = t + (drop ? KEY_INTERVAL_MS[speed] / 4 : KEY_INTERVAL_MS[speed]);
    if (m_pathPos < m_path.size()) m_session.input(m_path[m_pathPos++]);
  }
  // Classic: no path to walk, the piece goes to its target after a pause to show it.
  if (m_path.empty() && m_aiTarget) m_session.play(*m_aiTarget);
  if (m_pathPos >= m_path.size()) {
    m_path.clear();
    m_pathPos = 0;
    m_aiTarget.reset();
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
    m_nextAiStepAt = now() + KEY_INTERVAL_MS[std::min(m_speedSlider->value(), 4)];
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
    if (const auto move = watcher->result()) m_hint = move->target;
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
  TetrisSnapshot s = m_session.snapshot(m_hintShown && !m_aiPlaying ? m_hint : std::nullopt);
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
  m_speedLabel->setText(speed == 0                       ? tr("watchable: every key shown")
                        : speed == SPEED_PIECE_PER_FRAME ? tr("a piece per frame")
                        : speed == SPEED_FLAT_OUT
                            ? tr("as fast as the machine can")
                            : tr("%1 ms per key").arg(KEY_INTERVAL_MS[speed]));
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
  const qint64 t = now();
  switch (key) {
    case Qt::Key_Left:
      shiftBy(m_keys.press(KeyRepeat::Action::Left, t).shift);
      break;
    case Qt::Key_Right:
      shiftBy(m_keys.press(KeyRepeat::Action::Right, t).shift);
      break;
    case Qt::Key_Down:
      if (m_keys.press(KeyRepeat::Action::SoftDrop, t).soft_drop > 0) manualInput(Input::SoftDrop);
      break;
    case Qt::Key_Space:
      manualInput(Input::HardDrop);
      break;
    case Qt::Key_Up:
    case Qt::Key_X:
      manualInput(Input::RotateCw);
      break;
    case Qt::Key_Z:
    case Qt::Key_Control:
      manualInput(Input::RotateCcw);
      break;
    case Qt::Key_C:
    case Qt::Key_Shift:
      manualInput(Input::Hold);
      break;
    default:
      GameView::keyPressEvent(event);
      return;
  }
  updateView();
}

void TetrisView::keyReleaseEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  const qint64 t = now();
  switch (event->key()) {
    case Qt::Key_Left:
      m_keys.release(KeyRepeat::Action::Left, t);
      break;
    case Qt::Key_Right:
      m_keys.release(KeyRepeat::Action::Right, t);
      break;
    case Qt::Key_Down:
      m_keys.release(KeyRepeat::Action::SoftDrop, t);
      break;
    default:
      GameView::keyReleaseEvent(event);
  }
}

void TetrisView::focusOutEvent(QFocusEvent* event) {
  m_keys.releaseAll();  // a key released in another window must not keep repeating here
  GameView::focusOutEvent(event);
}

}  // namespace gameai::gui

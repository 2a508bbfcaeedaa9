#include "tetris_view.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFocusEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSlider>
#include <QStyle>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "tetris_board_widget.hpp"
#include "tetris_charts.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_settings_dialog.hpp"
#include "tetris_snapshot.hpp"
#include "tetris_style_dialog.hpp"
#include "tetris_versus_window.hpp"

namespace gameai::gui {

TetrisView::TetrisView(QWidget* parent) : GameView(parent) {
  setObjectName(QStringLiteral("tetris"));
  setFocusPolicy(Qt::StrongFocus);
  m_board = new TetrisBoardWidget(this);
  m_board->setFocusPolicy(Qt::NoFocus);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(m_board, 1);
  // The panel scrolls rather than ask for more height than the window has: a result shown, a
  // longer text or another language never makes the window grow.
  auto* panelArea = new QScrollArea(this);
  panelArea->setObjectName(QStringLiteral("tetrisPanel"));
  panelArea->setFrameShape(QFrame::NoFrame);
  panelArea->setWidgetResizable(true);
  panelArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  panelArea->setFocusPolicy(Qt::NoFocus);
  QWidget* panel = buildPanel();
  panelArea->setWidget(panel);
  const int bar = QWidget::style()->pixelMetric(QStyle::PM_ScrollBarExtent);
  panelArea->setMinimumWidth(panel->minimumWidth() + bar);
  panelArea->setMaximumWidth(panel->maximumWidth() + bar);
  layout->addWidget(panelArea);

  m_newAction = new QAction(this);
  m_newAction->setShortcut(QKeySequence::New);
  connect(m_newAction, &QAction::triggered, this, &TetrisView::newGame);
  m_aiAction = new QAction(this);
  m_aiAction->setCheckable(true);
  connect(m_aiAction, &QAction::triggered, this, &TetrisView::setAiPlaying);
  m_pauseAction = new QAction(this);
  m_pauseAction->setCheckable(true);
  connect(m_pauseAction, &QAction::triggered, this, &TetrisView::setPaused);
  m_hintAction = new QAction(this);
  m_hintAction->setCheckable(true);
  connect(m_hintAction, &QAction::triggered, this, &TetrisView::setHintShown);
  m_replayAction = new QAction(this);
  m_replayAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
  connect(m_replayAction, &QAction::triggered, this, &TetrisView::showReplay);
  m_versusAction = new QAction(this);
  connect(m_versusAction, &QAction::triggered, this, &TetrisView::showVersus);
  m_settingsAction = new QAction(this);
  m_settingsAction->setObjectName(QStringLiteral("tetrisSettingsAction"));
  connect(m_settingsAction, &QAction::triggered, this, &TetrisView::showSettings);
  m_learnAction = new QAction(this);
  m_learnAction->setObjectName(QStringLiteral("learnStyleAction"));
  connect(m_learnAction, &QAction::triggered, this, &TetrisView::showLearnStyle);
  addActions({m_newAction, m_aiAction, m_pauseAction, m_hintAction, m_replayAction});
  m_controls = TetrisControls::load();
  applyControls();
  reloadStyle();
  retranslate();

  m_frameTimer.setTimerType(Qt::PreciseTimer);
  connect(&m_frameTimer, &QTimer::timeout, this, &TetrisView::frame);
  m_frameTimer.start(tetris_play::FRAME_MS);
  connect(&m_chartTimer, &QTimer::timeout, m_liveChart, &TetrisLiveChart::flush);
  m_chartTimer.start(300);
  connect(&m_recordsTimer, &QTimer::timeout, this, [this] { m_records.flushTetris(); });
  m_recordsTimer.start(1000);
  newGame();
}

TetrisView::~TetrisView() {
  keepZenRun();
}

void TetrisView::showSettings() {
  setPaused(true);
  TetrisSettingsDialog dialog(m_controls, this);
  if (dialog.exec() == QDialog::Accepted) setControls(dialog.controls());
}

void TetrisView::setControls(const TetrisControls& controls) {
  m_controls = controls;
  m_controls.save();
  applyControls();
  retranslate();
}

// The handling goes to the running game; the page's own keys become its actions' shortcuts.
void TetrisView::applyControls() {
  m_session.set_handling(m_controls.handling);
  const auto shortcuts = [this](TetrisAction action) {
    QList<QKeySequence> list;
    for (int key : m_controls.keysOf(action))
      if (key != 0) list << QKeySequence(key);
    return list;
  };
  m_aiAction->setShortcuts(shortcuts(TetrisAction::Ai));
  m_pauseAction->setShortcuts(shortcuts(TetrisAction::Pause));
  m_hintAction->setShortcuts(shortcuts(TetrisAction::Hint));
}

TetrisStyleDialog* TetrisView::showLearnStyle() {
  setPaused(true);
  m_records.flushTetris();  // the game on the board counts too, as far as it is played
  auto* dialog = new TetrisStyleDialog(m_records.path(), this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &TetrisStyleDialog::styleFitted, this, [this] {
    reloadStyle();
    if (playsLikeMe()) applyAiChoice();  // the new weights play from the next piece
    if (m_versus) m_versus->reloadStyle();
  });
  connect(dialog, &TetrisStyleDialog::playWithIt, this,
          [this] { setAi(QString::fromLatin1(LIKE_ME_AI)); });
  dialog->open();
  dialog->start();
  return dialog;
}

void TetrisView::showReplay() {
  setPaused(true);
  TetrisReplayDialog dialog(m_records, this);
  dialog.exec();
}

TetrisVersusWindow* TetrisView::showVersus() {
  setPaused(true);
  if (!m_versus) m_versus = new TetrisVersusWindow(this);
  m_versus->setSounds(m_sounds);  // the page's own: switched on and off there
  m_versus->show();
  m_versus->raise();
  m_versus->activateWindow();
  return m_versus;
}

void TetrisView::warnIfNotRecording() {
  if (m_recordsWarned || m_records.lastError().isEmpty()) return;
  m_recordsWarned = true;
  const QString error = m_records.lastError();
  say([error] { return tr("Games are not recorded: %1").arg(error); });
}

void TetrisView::say(std::function<QString()> message) {
  m_modeNoteShown = false;
  m_status = std::move(message);
  Q_EMIT statusMessage(m_status());
}

QString TetrisView::speedName(int speed) {
  return gui::speedName(speed);
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
  keepZenRun();
  const bool ai = m_session.ai();
  m_seed = QRandomGenerator::global()->generate64() | 1;
  try {
    m_session = tetris_play::Session(settingsFromControls());
  } catch (const std::exception& e) {
    QMessageBox::warning(this, tr("New game"),
                         tr("The game cannot start: %1").arg(QString::fromUtf8(e.what())));
    tetris_play::Settings fallback = settingsFromControls();
    fallback.evaluator.clear();
    fallback.weights_json.clear();
    m_weightsPath.clear();
    m_session = tetris_play::Session(fallback);
  }
  updateWeightsLabel();
  m_board->clearCallout();
  m_session.set_speed(m_speedSlider->value());
  m_session.set_hint_shown(m_hintBox->isChecked());
  m_lastResult.reset();
  m_lastRun.reset();
  updateResultPanel();
  // The note that the new mode waits for the next game is done with: this is that game.
  if (m_modeNoteShown) say([] { return QString(); });
  m_rates.clear();
  m_gameOverHandled = false;
  m_liveChart->clear();
  updateAiBoxes();
  m_records.startTetris(m_session.game().config(), GameRecords::tetrisPlayer(m_session, ai),
                        m_session.start_garbage());
  warnIfNotRecording();
  // The pieces fall once the player presses a key or hands the game to the AI.
  if (ai) m_session.set_ai(true, now());
  m_pausedWhenHidden = false;
  m_resumeOnFocus = false;
  m_pauseAction->setChecked(false);
  updateView();
}

void TetrisView::restart() {
  newGame();
  m_session.start(now());  // the countdown (or, without a mode, the game) starts at once
  updateView();
}

void TetrisView::setMode(tetris_play::Mode mode) {
  const int index = m_modeBox->findData(int(mode));
  if (index >= 0) m_modeBox->setCurrentIndex(index);
}

tetris_play::Mode TetrisView::mode() const {
  return tetris_play::Mode(m_modeBox->currentData().toInt());
}

// A page that is not shown pauses its game (another tab, a minimised window); the AI's game
// carries on when the page is shown again, a person's waits for P.
void TetrisView::hideEvent(QHideEvent* event) {
  if (!paused() && !waitingForStart() && !m_session.over()) {
    setPaused(true);
    m_pausedWhenHidden = true;
  }
  GameView::hideEvent(event);
}

void TetrisView::showEvent(QShowEvent* event) {
  GameView::showEvent(event);
  if (m_pausedWhenHidden && paused() && aiPlaying()) setPaused(false);
  m_pausedWhenHidden = false;
}

// A menu opened, a dialog or another window took the keyboard: the game stops meanwhile. After
// a menu it goes on by itself; after a dialog or another window a person's game waits for P.
void TetrisView::focusOutEvent(QFocusEvent* event) {
  m_session.release_all();  // a key released in another window must not keep repeating here
  const Qt::FocusReason reason = event->reason();
  const bool menu = reason == Qt::PopupFocusReason || reason == Qt::MenuBarFocusReason;
  if ((menu || reason == Qt::ActiveWindowFocusReason) && isVisible() && !paused() &&
      !waitingForStart() && !m_session.over()) {
    setPaused(true);
    m_resumeOnFocus = menu || aiPlaying();
  }
  GameView::focusOutEvent(event);
}

void TetrisView::focusInEvent(QFocusEvent* event) {
  GameView::focusInEvent(event);
  if (m_resumeOnFocus && paused()) setPaused(false);
  m_resumeOnFocus = false;
}

void TetrisView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    updateView();  // the board's words too (the rules, the overlay), not at the next frame
  }
  GameView::changeEvent(event);
}

void TetrisView::setAiPlaying(bool on) {
  m_session.set_ai(on, now());
  m_records.setTetrisPlayer(GameRecords::tetrisPlayer(m_session, on));
  m_aiButton->setChecked(on);
  m_aiAction->setChecked(on);
  m_aiButton->setText(on ? tr("Take the game back  (A)") : tr("Hand the game to the AI  (A)"));
  say([on] {
    return on ? tr("The AI plays. Press A to take over.")
              : tr("You play. Press A to hand the game to the AI.");
  });
  updateView();
}

void TetrisView::setPaused(bool paused) {
  m_session.set_paused(paused, now());
  if (!m_session.paused()) {
    m_pausedWhenHidden = false;
    m_resumeOnFocus = false;
  }
  m_pauseAction->setChecked(m_session.paused());
  updateView();
}

void TetrisView::setHintShown(bool on) {
  m_session.set_hint_shown(on);
  m_hintBox->setChecked(on);
  m_hintAction->setChecked(on);
  updateView();
}

void TetrisView::frame() {
  m_session.advance(now());
  requestDecision();
  afterChange();
  if (m_session.over() && !m_gameOverHandled) onGameOver();
  updateView();
}

// What the session wants decided (the AI's move or batch, or the hint) is decided on a worker
// from copies; the answer goes back to the session, which drops it if the game moved on (the
// player took over, a new game), so it is handed back whatever happened meanwhile.
void TetrisView::requestDecision() {
  std::optional<tetris_play::DecisionRequest> request = m_session.decision_request();
  if (!request) return;
  auto* watcher = new QFutureWatcher<tetris_play::Decision>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
    watcher->deleteLater();
    if (!m_session.take_decision(watcher->result(), now())) return;
    afterChange();
    updateView();
  });
  watcher->setFuture(QtConcurrent::run([request = std::move(*request)]() mutable {
    return tetris_play::decide(std::move(request));
  }));
}

void TetrisView::afterChange() {
  for (const tetris_play::Sample& s : m_session.take_samples()) {
    m_liveChart->addSample(s.pieces, s.height, s.lines);
    m_records.addTetrisStep(s.step, s.score, s.garbage_holes);
  }
  takeEvents();
}

void TetrisView::onGameOver() {
  m_gameOverHandled = true;
  m_liveChart->flush();
  showRunResult();
  if (aiPlaying()) {
    m_resultsChart->addResult(m_session.game().lines());
    if (m_seriesBox->isChecked()) {
      QTimer::singleShot(800, this, [this] {
        if (aiPlaying() && m_session.over()) newGame();
      });
    }
  }
  if (m_lastRun) {
    // Made from the run, not from its words: a new language says all of it again.
    const LastRun last = *m_lastRun;
    say([last] {
      const TetrisModes::Result result = TetrisModes::result(last.run, last.best);
      return tr("%1: %2. %3")
          .arg(TetrisModes::name(last.run.mode), result.headline, result.comparison);
    });
    return;
  }
  const int lines = int(m_session.game().lines());
  say([lines] { return tr("Game over: %n line(s).", nullptr, lines); });
}

// A run in a mode with a goal ended: its result is stored with the game, compared with the
// personal best from before it, and shown on the board and in the result panel.
void TetrisView::showRunResult() {
  const std::int64_t gameId = m_records.tetrisGameId();
  m_records.finishTetris(m_session.finished() ? "finished" : "game_over");
  const tetris_play::Mode mode = m_session.settings().mode;
  if (tetris_play::best_by(mode) == tetris_play::BestBy::None) return;
  const tetris_play::RunResult run = m_session.result(now());
  const auto& config = m_session.game().config();
  const records::TetrisRun stored = TetrisModes::runOf(run, gameId, config.width, config.height);
  const std::optional<records::TetrisRun> best = m_records.bestTetrisRun(
      stored.mode, stored.rules, stored.width, stored.height, TetrisModes::orderOf(mode));
  if (gameId != 0) m_records.storeTetrisRun(stored);
  warnIfNotRecording();
  m_lastRun = LastRun{run, best};
  m_lastResult = TetrisModes::result(run, best);
  updateResultPanel();
}

void TetrisView::keepZenRun() {
  const std::int64_t gameId = m_records.tetrisGameId();
  if (m_session.settings().mode != tetris_play::Mode::Zen || gameId == 0) return;
  const auto& config = m_session.game().config();
  m_records.storeTetrisRun(
      TetrisModes::runOf(m_session.result(now()), gameId, config.width, config.height));
}

void TetrisView::updateResultPanel() {
  m_resultLabel->setVisible(m_lastResult.has_value());
  if (!m_lastResult) return;
  m_resultLabel->setText(
      QStringLiteral("<b>%1</b><br><span style='font-size:large'><b>%2</b></span><br>%3<br>%4")
          .arg(TetrisModes::name(m_session.settings().mode).toHtmlEscaped(),
               m_lastResult->headline.toHtmlEscaped(), m_lastResult->comparison.toHtmlEscaped(),
               m_lastResult->details.toHtmlEscaped()));
}

void TetrisView::updateView() {
  TetrisSnapshot s = snapshotOf(m_session.picture());
  const double t = now();
  m_rates.add(qint64(m_session.active_ms(t)), s.pieces, s.lines);
  s.modeRows = TetrisModes::timerRows(m_session.settings().mode, m_session.active_ms(t),
                                      m_session.time_left_ms(t), m_session.left());
  if (m_lastResult && m_session.over()) {
    s.overlayTitle = m_lastResult->headline;
    s.overlayText = m_lastResult->comparison + QStringLiteral("\n\n") +
                    tr("Press %1 to play again, N or Enter for a new game")
                        .arg(m_controls.keysText(TetrisAction::Restart));
  }
  s.piecesPerSecond = m_rates.piecesPerSecond();
  s.linesPerSecond = m_rates.linesPerSecond();
  if (m_lastResult && m_session.over()) {
    // A finished run shows its own rates, those of its result, not the last few seconds'.
    const tetris_play::RunResult run = m_session.result(t);
    s.piecesPerSecond = run.pps();
    s.linesPerSecond = run.time_ms > 0 ? double(run.lines) * 1000.0 / run.time_ms : 0.0;
  }
  s.restartKeys = m_controls.keysText(TetrisAction::Restart);
  s.pauseKeys = m_controls.keysText(TetrisAction::Pause);
  s.aiKeys = m_controls.keysText(TetrisAction::Ai);
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
                           .arg(aiPlaying() ? tr("AI") : tr("You"))
                           .arg(g.score())
                           .arg(g.lines())
                           .arg(g.level()));
}

void TetrisView::keyPressEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;  // repeat is ours (DAS/ARR), not the platform's
  const int key = event->key();
  if (m_controls.actionOf(key) == TetrisAction::Restart &&
      !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
    restart();
    return;
  }
  if (m_session.over()) {
    if (key == Qt::Key_N || key == Qt::Key_Return || key == Qt::Key_Enter) newGame();
    return;
  }
  const std::optional<tetris::Input> input = m_controls.inputOf(key);
  if (aiPlaying() || paused() || !input) {
    if (!aiPlaying() && !paused() && waitingForStart()) {
      m_session.start(now());  // any key starts the game
      updateView();
    }
    GameView::keyPressEvent(event);
    return;
  }
  m_session.press(*input, now());
  afterChange();
  updateView();
}

void TetrisView::keyReleaseEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  if (const std::optional<tetris::Input> input = m_controls.inputOf(event->key()))
    m_session.release(*input, now());
  GameView::keyReleaseEvent(event);
}

}  // namespace gameai::gui

#include "tetris_versus_window.hpp"

#include <QComboBox>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "tetris_ai/versus.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_view.hpp"

namespace gameai::gui {

namespace {
constexpr int FRAME_MS = 16;
constexpr int DEFAULT_SPEED = 3;  // 5 pieces per second
}  // namespace

TetrisVersusWindow::TetrisVersusWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
  setObjectName(QStringLiteral("tetrisVersus"));
  setWindowTitle(tr("Tetris versus"));
  setFocusPolicy(Qt::StrongFocus);

  auto* controls = new QHBoxLayout;
  m_modeBox = new QComboBox(this);
  m_modeBox->addItem(tr("You against the AI"));
  m_modeBox->addItem(tr("AI against AI"));
  controls->addWidget(new QLabel(tr("Match"), this));
  controls->addWidget(m_modeBox);
  for (int i = 0; i < 2; ++i) {
    auto* box = new QComboBox(this);
    for (const std::string& name : TetrisSession::evaluatorNames())
      if (TetrisSession::aiPlaysRules(name, tetris::RuleSet::Guideline))
        box->addItem(QString::fromStdString(name));
    m_aiBoxes[size_t(i)] = box;
  }
  m_aiBoxes[0]->setCurrentText(QStringLiteral("eltetris"));
  m_aiBoxes[1]->setCurrentText(
      QString::fromStdString(TetrisSession::defaultAi(tetris::RuleSet::Guideline)));
  controls->addWidget(new QLabel(tr("Left AI"), this));
  controls->addWidget(m_aiBoxes[0]);
  controls->addWidget(new QLabel(tr("Opponent"), this));
  controls->addWidget(m_aiBoxes[1]);
  m_thinkBox = new QSpinBox(this);
  m_thinkBox->setRange(1, 10000);
  m_thinkBox->setValue(20);
  m_thinkBox->setSuffix(tr(" ms"));
  m_thinkBox->setToolTip(tr("How long the bot thinks over each piece"));
  controls->addWidget(new QLabel(tr("Think time"), this));
  controls->addWidget(m_thinkBox);
  m_speedBox = new QComboBox(this);
  for (int i = 0; i < TetrisView::SPEED_COUNT; ++i) m_speedBox->addItem(TetrisView::speedName(i));
  m_speedBox->setCurrentIndex(DEFAULT_SPEED);
  m_speedBox->setToolTip(tr("How fast the AI places its pieces"));
  controls->addWidget(new QLabel(tr("AI speed"), this));
  controls->addWidget(m_speedBox);
  auto* newButton = new QPushButton(tr("New match  (N)"), this);
  controls->addWidget(newButton);
  controls->addStretch(1);
  for (QWidget* w : std::initializer_list<QWidget*>{m_modeBox, m_aiBoxes[0], m_aiBoxes[1],
                                                    m_speedBox, newButton})
    w->setFocusPolicy(Qt::NoFocus);
  m_thinkBox->setFocusPolicy(Qt::ClickFocus);

  m_result = new QLabel(this);
  m_result->setAlignment(Qt::AlignCenter);
  QFont big = m_result->font();
  big.setPointSizeF(big.pointSizeF() * 1.4);
  big.setBold(true);
  m_result->setFont(big);

  auto* boards = new QGridLayout;
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    s.name = new QLabel(this);
    s.name->setAlignment(Qt::AlignCenter);
    s.board = new TetrisBoardWidget(this);
    s.board->setFocusPolicy(Qt::NoFocus);
    s.attack = new QLabel(this);
    s.attack->setAlignment(Qt::AlignCenter);
    s.attack->setMinimumHeight(s.attack->fontMetrics().height() * 2);
    boards->addWidget(s.name, 0, i);
    boards->addWidget(s.board, 1, i);
    boards->addWidget(s.attack, 2, i);
  }
  boards->setRowStretch(1, 1);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(m_result);
  layout->addLayout(boards, 1);

  connect(m_modeBox, &QComboBox::currentIndexChanged, this, &TetrisVersusWindow::newMatch);
  for (QComboBox* box : m_aiBoxes)
    connect(box, &QComboBox::currentIndexChanged, this, &TetrisVersusWindow::newMatch);
  connect(m_thinkBox, &QSpinBox::editingFinished, this, [this] {
    setFocus();  // the keys play again
    if (sideSettings(1).thinkMs != m_sides[1].session.settings().thinkMs) newMatch();
  });
  connect(newButton, &QPushButton::clicked, this, &TetrisVersusWindow::newMatch);
  connect(m_speedBox, &QComboBox::currentIndexChanged, this, &TetrisVersusWindow::saveSettings);

  loadSettings();
  m_clock.start();
  m_frameTimer.setTimerType(Qt::PreciseTimer);
  connect(&m_frameTimer, &QTimer::timeout, this, &TetrisVersusWindow::frame);
  m_frameTimer.start(FRAME_MS);
  resize(1100, 720);
  newMatch();
}

TetrisVersusWindow::~TetrisVersusWindow() = default;

// The choices are kept between runs, under their own settings group.
void TetrisVersusWindow::loadSettings() {
  const QSignalBlocker blockMode(m_modeBox), blockLeft(m_aiBoxes[0]), blockRight(m_aiBoxes[1]),
      blockThink(m_thinkBox), blockSpeed(m_speedBox);
  QSettings settings;
  settings.beginGroup(objectName());
  for (int i = 0; i < 2; ++i) {
    const QString ai = settings.value(QStringLiteral("ai%1").arg(i)).toString();
    if (m_aiBoxes[size_t(i)]->findText(ai) >= 0) m_aiBoxes[size_t(i)]->setCurrentText(ai);
  }
  m_thinkBox->setValue(settings.value(QStringLiteral("thinkMs"), 20).toInt());
  m_speedBox->setCurrentIndex(
      std::clamp(settings.value(QStringLiteral("speed"), DEFAULT_SPEED).toInt(), 0,
                 TetrisView::SPEED_COUNT - 1));
  m_modeBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("mode"), 0).toInt(), 0, 1));
}

void TetrisVersusWindow::saveSettings() const {
  QSettings settings;
  settings.beginGroup(objectName());
  for (int i = 0; i < 2; ++i)
    settings.setValue(QStringLiteral("ai%1").arg(i), m_aiBoxes[size_t(i)]->currentText());
  settings.setValue(QStringLiteral("thinkMs"), m_thinkBox->value());
  settings.setValue(QStringLiteral("speed"), m_speedBox->currentIndex());
  settings.setValue(QStringLiteral("mode"), m_modeBox->currentIndex());
}

void TetrisVersusWindow::setMode(Mode mode) {
  m_modeBox->setCurrentIndex(mode == Mode::AiVsAi ? 1 : 0);
}

TetrisVersusWindow::Mode TetrisVersusWindow::mode() const {
  return m_modeBox->currentIndex() == 1 ? Mode::AiVsAi : Mode::HumanVsAi;
}

void TetrisVersusWindow::setOpponent(int side, const QString& ai) {
  m_aiBoxes[size_t(side & 1)]->setCurrentText(ai);
}

void TetrisVersusWindow::setThinkMs(int ms) {
  m_thinkBox->setValue(ms);
  if (sideSettings(1).thinkMs != m_sides[1].session.settings().thinkMs) newMatch();
}

void TetrisVersusWindow::setSpeed(int speed) {
  m_speedBox->setCurrentIndex(std::clamp(speed, 0, TetrisView::SPEED_COUNT - 1));
}

qint64 TetrisVersusWindow::pieceMs() const {
  const int speed = m_speedBox->currentIndex();
  if (speed < 0 || speed >= TetrisView::SPEED_FLAT_OUT) return 0;
  return qint64(1000.0 / TetrisView::PIECES_PER_SECOND[speed]);
}

TetrisSettings TetrisVersusWindow::sideSettings(int side) const {
  TetrisSettings s;
  s.rules = tetris::RuleSet::Guideline;
  s.scoring = tetris::ScoringKind::Guideline;
  s.evaluator = m_aiBoxes[size_t(side)]->currentText().toStdString();
  s.thinkMs = m_thinkBox->value();
  return s;
}

QString TetrisVersusWindow::sideName(int side) const {
  const Side& s = m_sides[size_t(side)];
  if (s.human) return tr("You");
  const std::string& ai = s.session.settings().evaluator;
  if (ai == tetris_ai::BOT_NAME)
    return tr("%1, %2 ms a piece")
        .arg(QString::fromStdString(ai))
        .arg(s.session.settings().thinkMs);
  return QString::fromStdString(ai);
}

void TetrisVersusWindow::newMatch() {
  saveSettings();
  const std::uint64_t seed = QRandomGenerator::global()->generate64() | 1;
  const bool human = mode() == Mode::HumanVsAi;
  m_aiBoxes[0]->setEnabled(!human);
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    TetrisSettings settings = sideSettings(i);
    settings.seed = seed;  // the same pieces on both boards
    s.session = TetrisSession(settings);
    s.human = human && i == 0;
    s.sent = 0;
    s.rates.clear();
    ++s.requestId;
    s.pending = false;
    s.choice.reset();
    s.path.clear();
    s.lastLockAt = now();
    s.attack->clear();
  }
  m_garbage = tetris::GarbageExchange::for_game(m_sides[0].session.settings().width,
                                                tetris_ai::VersusOptions{}.messiness, seed);
  m_winner = -1;
  m_paused = false;
  m_activeMs = 0;
  m_hands.restart(m_sides[0].session, now());
  // Against a person the match waits for the first key; two AIs start at once.
  m_started = false;
  if (!human) start();
  m_result->setText(human ? tr("Press any key to start: the arrows, Space, X/Z and C play "
                               "the left board.")
                          : QString());
  updateBoards();
}

void TetrisVersusWindow::start() {
  m_started = true;
  const qint64 t = now();
  m_hands.restart(m_sides[0].session, t);
  for (Side& s : m_sides) s.lastLockAt = t;
}

void TetrisVersusWindow::setPaused(bool paused) {
  m_paused = paused && m_started && m_winner < 0;
  m_hands.restart(m_sides[0].session, now());
  // The AIs' pieces take up their pace from now, not from before the pause.
  if (!m_paused)
    for (Side& s : m_sides) s.startAt = s.lastLockAt = now();
  m_result->setText(m_paused ? tr("Paused: press P to continue.") : QString());
  updateBoards();
}

void TetrisVersusWindow::frame() {
  const qint64 t = now();
  if (m_started && !m_paused && m_winner < 0) {
    m_activeMs += t - m_lastFrameAt;
    for (int i = 0; i < 2 && m_winner < 0; ++i) {
      Side& s = m_sides[size_t(i)];
      if (s.human) {
        m_hands.frame(s.session, t);
        afterLocks(i);
      } else {
        aiFrame(i, t);
      }
    }
  }
  m_lastFrameAt = t;
  updateBoards();
}

// An AI side: ask the worker for a decision, then walk its keys over the piece's time (the
// last key, the hard drop, ends it), or at max speed lock it at once.
void TetrisVersusWindow::aiFrame(int side, qint64 t) {
  Side& s = m_sides[size_t(side)];
  if (!s.choice) {
    if (!s.pending) requestChoice(side);
    return;
  }
  const qint64 period = pieceMs();
  const std::int64_t before = s.session.game().pieces();
  if (period == 0 || s.path.empty()) {
    if (!s.session.playChoice(*s.choice)) {
      finish(side);
      return;
    }
  } else {
    const auto keys = qint64(s.path.size());
    while (s.pathPos < s.path.size() && t >= s.startAt + period * qint64(s.pathPos + 1) / keys)
      s.session.input(s.path[s.pathPos++]);
    if (s.pathPos < s.path.size()) return;
    if (s.session.game().pieces() == before) s.session.input(tetris::Input::HardDrop);
  }
  s.choice.reset();
  s.lastLockAt = period == 0 ? t : s.startAt + period;
  afterLocks(side);
}

void TetrisVersusWindow::requestChoice(int side) {
  Side& s = m_sides[size_t(side)];
  s.pending = true;
  const quint64 id = ++s.requestId;
  auto* watcher = new QFutureWatcher<std::optional<tetris_ai::Choice>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, side, id] {
    watcher->deleteLater();
    Side& answered = m_sides[size_t(side)];
    if (id != answered.requestId) return;  // a new match started meanwhile
    answered.pending = false;
    const std::optional<tetris_ai::Choice> choice = watcher->result();
    if (!choice) {
      finish(side);  // no move left: the AI has lost
      return;
    }
    answered.choice = choice;
    answered.path = TetrisSession::watchablePath(choice->path);
    answered.pathPos = 0;
    // The piece's time starts when the last one was due (keeping the pace through the AI's
    // thinking), unless the answer came later than a whole piece's time.
    const qint64 t = now();
    answered.startAt = t - answered.lastLockAt < pieceMs() ? answered.lastLockAt : t;
    if (pieceMs() == 0 && m_started && !m_paused && m_winner < 0) aiFrame(side, now());
  });
  watcher->setFuture(
      QtConcurrent::run([session = s.session, incoming = m_garbage.incoming(side)]() mutable {
        return session.aiChoice(incoming);
      }));
}

// Every lock goes to the garbage exchange at once: its attack goes out, and garbage may rise.
void TetrisVersusWindow::afterLocks(int side) {
  Side& s = m_sides[size_t(side)];
  for (const TetrisSession::Sample& sample : s.session.takeSamples()) {
    Q_UNUSED(sample);
    const tetris::LockAttack lock = s.session.exchangeGarbage(m_garbage, side);
    s.sent += lock.sent;
    if (lock.event.lines > 0) s.attack->setText(describe(lock));
  }
  if (s.session.game().game_over()) finish(side);
}

QString TetrisVersusWindow::describe(const tetris::LockAttack& lock) {
  const int lines = std::clamp(lock.event.lines, 0, 4);
  if (lines == 0) return {};
  QStringList parts;
  switch (lock.event.spin) {
    case tetris::Spin::Full: {
      const QString names[] = {QString(), tr("T-spin single"), tr("T-spin double"),
                               tr("T-spin triple"), tr("T-spin triple")};
      parts << names[lines];
      break;
    }
    case tetris::Spin::Mini:
      parts << (lines == 1 ? tr("T-spin mini single") : tr("T-spin mini double"));
      break;
    case tetris::Spin::None: {
      const QString names[] = {QString(), tr("Single"), tr("Double"), tr("Triple"), tr("Tetris")};
      parts << names[lines];
      break;
    }
  }
  if (lock.back_to_back) parts << tr("B2B");
  if (lock.combo >= 1) parts << tr("combo %1").arg(lock.combo);
  if (lock.event.perfect_clear) parts << tr("Perfect clear");
  if (lock.sent > 0) parts << tr("sent %1").arg(lock.sent);
  if (lock.cancelled > 0) parts << tr("cancelled %1").arg(lock.cancelled);
  return parts.join(QStringLiteral(" · "));
}

QString TetrisVersusWindow::attackText(int i) const {
  return m_sides[size_t(i)].attack->text();
}

void TetrisVersusWindow::finish(int loser) {
  if (m_winner >= 0) return;
  m_winner = 1 - loser;
  for (Side& s : m_sides) {
    ++s.requestId;
    s.pending = false;
    s.choice.reset();
  }
  m_hands.releaseAll();
  const Side& w = m_sides[size_t(m_winner)];
  m_result->setText(mode() == Mode::HumanVsAi
                        ? (w.human ? tr("You win! Press N for a new match.")
                                   : tr("The AI wins. Press N for a new match."))
                        : tr("%1 wins. Press N for a new match.").arg(sideName(m_winner)));
  updateBoards();
  Q_EMIT matchOver(m_winner);
}

void TetrisVersusWindow::updateBoards() {
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    TetrisSnapshot snap = s.session.snapshot();
    snap.garbageMeter = true;
    snap.garbageIncoming = m_garbage.incoming(i);
    snap.garbageDue = m_garbage.due(i);
    snap.aiPlaying = !s.human;
    snap.player = sideName(i);
    snap.paused = m_paused;
    s.rates.add(m_activeMs, snap.pieces, snap.lines);
    snap.piecesPerSecond = s.rates.piecesPerSecond();
    snap.linesPerSecond = s.rates.linesPerSecond();
    if (m_winner >= 0) {
      snap.overlayTitle = i == m_winner ? tr("WINS") : tr("TOPPED OUT");
      snap.overlayText = tr("Press N for a new match");
    } else if (!m_started) {
      snap.overlayTitle = tr("READY");
      snap.overlayText = tr("Press any key to start the match");
    }
    s.board->setSnapshot(snap);
    s.name->setText(
        tr("%1 · sent %2 · incoming %3").arg(sideName(i)).arg(s.sent).arg(m_garbage.incoming(i)));
  }
}

void TetrisVersusWindow::keyPressEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;  // repeat is ours (DAS/ARR), not the platform's
  const int key = event->key();
  if (key == Qt::Key_N || ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_winner >= 0)) {
    newMatch();
    return;
  }
  if (m_winner >= 0) return;
  if (key == Qt::Key_P || key == Qt::Key_Escape) {
    setPaused(!m_paused);
    return;
  }
  if (m_paused) return;
  const bool human = m_sides[0].human;
  if (!m_started) {
    if (!human) return;
    start();  // the first key starts the match, and counts
  }
  if (human && m_hands.press(m_sides[0].session, key, now())) {
    afterLocks(0);
    updateBoards();
    return;
  }
  QWidget::keyPressEvent(event);
}

void TetrisVersusWindow::keyReleaseEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  m_hands.release(event->key(), now());
  QWidget::keyReleaseEvent(event);
}

void TetrisVersusWindow::focusOutEvent(QFocusEvent* event) {
  m_hands.releaseAll();  // a key released in another window must not keep repeating here
  QWidget::focusOutEvent(event);
}

// A hidden window pauses its match.
void TetrisVersusWindow::hideEvent(QHideEvent* event) {
  if (m_started && m_winner < 0) setPaused(true);
  QWidget::hideEvent(event);
}

}  // namespace gameai::gui

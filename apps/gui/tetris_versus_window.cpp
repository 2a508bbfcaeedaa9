#include "tetris_versus_window.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
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

#include "game_sounds.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_play/events.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_snapshot.hpp"
#include "tetris_tbp_opponent.hpp"

namespace gameai::gui {

namespace {

const QString TBP_ITEM = QStringLiteral("tbp");

}  // namespace

TetrisVersusWindow::TetrisVersusWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
  setObjectName(QStringLiteral("tetrisVersus"));
  setFocusPolicy(Qt::StrongFocus);

  auto* controls = new QHBoxLayout;
  for (QLabel*& label : m_controlLabels) label = new QLabel(this);
  m_modeBox = new QComboBox(this);
  m_modeBox->addItems({QString(), QString()});
  controls->addWidget(m_controlLabels[0]);
  controls->addWidget(m_modeBox);
  for (int i = 0; i < 2; ++i) {
    auto* box = new QComboBox(this);
    for (const std::string& name : tetris_play::ai_names())
      if (tetris_play::ai_plays_rules(name, tetris::RuleSet::Guideline))
        box->addItem(QString::fromStdString(name));
    box->addItem(QString(), TBP_ITEM);  // "TBP bot...": its text is set by updateTbpItem
    m_aiBoxes[size_t(i)] = box;
  }
  m_style = TetrisStyle::load();
  updateStyleItems();
  m_aiBoxes[0]->setCurrentText(QStringLiteral("eltetris"));
  m_aiBoxes[1]->setCurrentText(
      QString::fromStdString(tetris_play::default_ai(tetris::RuleSet::Guideline)));
  controls->addWidget(m_controlLabels[1]);
  controls->addWidget(m_aiBoxes[0]);
  controls->addWidget(m_controlLabels[2]);
  controls->addWidget(m_aiBoxes[1]);
  m_thinkBox = new QSpinBox(this);
  m_thinkBox->setRange(1, 10000);
  m_thinkBox->setValue(20);
  controls->addWidget(m_controlLabels[3]);
  controls->addWidget(m_thinkBox);
  m_speedBox = new QComboBox(this);
  for (int i = 0; i < tetris_play::SPEED_COUNT; ++i) m_speedBox->addItem(QString());
  m_speedBox->setCurrentIndex(tetris_play::DEFAULT_SPEED);
  controls->addWidget(m_controlLabels[4]);
  controls->addWidget(m_speedBox);
  m_firstToBox = new QSpinBox(this);
  m_firstToBox->setRange(1, tetris_play::MATCH_MAX_FIRST_TO);
  m_firstToBox->setValue(1);
  m_firstToBox->setFocusPolicy(Qt::ClickFocus);
  controls->addWidget(m_controlLabels[5]);
  controls->addWidget(m_firstToBox);
  m_newButton = new QPushButton(this);
  controls->addWidget(m_newButton);
  controls->addStretch(1);
  for (QWidget* w : std::initializer_list<QWidget*>{m_modeBox, m_aiBoxes[0], m_aiBoxes[1],
                                                    m_speedBox, m_newButton})
    w->setFocusPolicy(Qt::NoFocus);
  m_thinkBox->setFocusPolicy(Qt::ClickFocus);

  m_scoreLabel = new QLabel(this);
  m_scoreLabel->setAlignment(Qt::AlignCenter);
  m_result = new QLabel(this);
  m_result->setAlignment(Qt::AlignCenter);
  QFont big = m_result->font();
  big.setPointSizeF(big.pointSizeF() * 1.4);
  big.setBold(true);
  m_result->setFont(big);
  m_result->setWordWrap(true);

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
  layout->addWidget(m_scoreLabel);
  layout->addWidget(m_result);
  layout->addLayout(boards, 1);

  connect(m_modeBox, &QComboBox::currentIndexChanged, this, &TetrisVersusWindow::newMatch);
  for (int i = 0; i < 2; ++i)
    connect(m_aiBoxes[size_t(i)], &QComboBox::activated, this,
            [this, i](int index) { aiChosen(i, index); });
  connect(m_thinkBox, &QSpinBox::editingFinished, this, [this] {
    setFocus();  // the keys play again
    if (sideSettings(1).think_ms != side(1).settings().think_ms) newMatch();
  });
  connect(m_newButton, &QPushButton::clicked, this, &TetrisVersusWindow::newMatch);
  connect(m_firstToBox, &QSpinBox::editingFinished, this, [this] {
    setFocus();
    if (m_firstToBox->value() != firstTo()) newMatch();
  });
  connect(m_speedBox, &QComboBox::currentIndexChanged, this, [this](int speed) {
    for (int i = 0; i < 2; ++i) m_match->set_speed(i, speed);
    saveSettings();
  });

  // The Tetris page's sound settings, as it keeps them.
  m_sounds = new GameSounds(this);
  {
    QSettings settings;
    m_sounds->setEnabled(settings.value(QStringLiteral("tetris/sounds"), false).toBool());
    m_sounds->setVolume(settings.value(QStringLiteral("tetris/soundVolume"), 60).toInt());
  }

  loadSettings();
  m_frameTimer.setTimerType(Qt::PreciseTimer);
  connect(&m_frameTimer, &QTimer::timeout, this, &TetrisVersusWindow::frame);
  m_frameTimer.start(tetris_play::FRAME_MS);
  // The boards' steps held in memory are committed every second: a crash loses little.
  connect(&m_flushTimer, &QTimer::timeout, this, [this] { m_records.flush(); });
  m_flushTimer.start(1000);
  resize(1100, 720);
  newMatch();
  retranslate();
}

TetrisVersusWindow::~TetrisVersusWindow() {
  m_records.finish("stopped", "stopped", "the window was closed");
}

void TetrisVersusWindow::retranslate() {
  setWindowTitle(tr("Tetris versus"));
  m_controlLabels[0]->setText(tr("Match"));
  m_controlLabels[1]->setText(tr("Left AI"));
  m_controlLabels[2]->setText(tr("Opponent"));
  m_controlLabels[3]->setText(tr("Think time"));
  m_controlLabels[4]->setText(tr("AI speed"));
  m_controlLabels[5]->setText(tr("First to"));
  m_firstToBox->setToolTip(tr("The match is won by the first side to win this many games"));
  m_modeBox->setItemText(0, tr("You against the AI"));
  m_modeBox->setItemText(1, tr("AI against AI"));
  m_thinkBox->setSuffix(tr(" ms"));
  m_thinkBox->setToolTip(tr("How long the bot thinks over each piece"));
  for (int i = 0; i < tetris_play::SPEED_COUNT; ++i) m_speedBox->setItemText(i, speedName(i));
  m_speedBox->setToolTip(tr("How fast the AI places its pieces"));
  m_newButton->setText(tr("New match  (N)"));
  for (int i = 0; i < 2; ++i) updateTbpItem(i);
  updateStyleItems();
  for (int i = 0; i < 2; ++i)
    m_sides[size_t(i)].attack->setText(describe(m_sides[size_t(i)].lastAttack));
  updateBoards();
}

void TetrisVersusWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

// The choices are kept between runs, under their own settings group.
void TetrisVersusWindow::loadSettings() {
  const QSignalBlocker blockMode(m_modeBox), blockLeft(m_aiBoxes[0]), blockRight(m_aiBoxes[1]),
      blockThink(m_thinkBox), blockSpeed(m_speedBox);
  QSettings settings;
  settings.beginGroup(objectName());
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    QComboBox* box = m_aiBoxes[size_t(i)];
    s.tbpCommand = settings.value(QStringLiteral("tbp%1").arg(i)).toString();
    const QString ai = settings.value(QStringLiteral("ai%1").arg(i)).toString();
    if (ai == TBP_ITEM && !s.tbpCommand.isEmpty())
      box->setCurrentIndex(box->findData(TBP_ITEM));
    else if (ai == QLatin1String(LIKE_ME_AI) && box->findData(ai) >= 0)
      box->setCurrentIndex(box->findData(ai));
    else if (box->findText(ai) >= 0 && box->findData(TBP_ITEM) != box->findText(ai))
      box->setCurrentText(ai);
    s.lastAi = box->currentIndex();
    updateTbpItem(i);
  }
  m_thinkBox->setValue(settings.value(QStringLiteral("thinkMs"), 20).toInt());
  m_firstToBox->setValue(std::clamp(settings.value(QStringLiteral("firstTo"), 1).toInt(), 1,
                                    tetris_play::MATCH_MAX_FIRST_TO));
  m_speedBox->setCurrentIndex(
      std::clamp(settings.value(QStringLiteral("speed"), tetris_play::DEFAULT_SPEED).toInt(), 0,
                 tetris_play::SPEED_COUNT - 1));
  m_modeBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("mode"), 0).toInt(), 0, 1));
}

void TetrisVersusWindow::saveSettings() const {
  QSettings settings;
  settings.beginGroup(objectName());
  for (int i = 0; i < 2; ++i) {
    const bool likeMe = m_aiBoxes[size_t(i)]->currentData().toString() == QLatin1String(LIKE_ME_AI);
    settings.setValue(QStringLiteral("ai%1").arg(i), isTbp(i) ? TBP_ITEM
                                                     : likeMe
                                                         ? QString::fromLatin1(LIKE_ME_AI)
                                                         : m_aiBoxes[size_t(i)]->currentText());
    settings.setValue(QStringLiteral("tbp%1").arg(i), m_sides[size_t(i)].tbpCommand);
  }
  settings.setValue(QStringLiteral("thinkMs"), m_thinkBox->value());
  settings.setValue(QStringLiteral("firstTo"), m_firstToBox->value());
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
  QComboBox* box = m_aiBoxes[size_t(side & 1)];
  const int index = ai == QLatin1String(LIKE_ME_AI) ? box->findData(ai) : box->findText(ai);
  if (index < 0 || index == box->findData(TBP_ITEM) || index == box->currentIndex()) return;
  {
    const QSignalBlocker block(box);
    box->setCurrentIndex(index);
  }
  m_sides[size_t(side & 1)].lastAi = index;
  newMatch();
}

void TetrisVersusWindow::setTbpOpponent(int side, const QString& command) {
  Side& s = m_sides[size_t(side & 1)];
  QComboBox* box = m_aiBoxes[size_t(side & 1)];
  s.tbpCommand = command.trimmed();
  updateTbpItem(side & 1);
  {
    const QSignalBlocker block(box);
    box->setCurrentIndex(box->findData(TBP_ITEM));
  }
  s.lastAi = box->currentIndex();
  newMatch();
}

QString TetrisVersusWindow::tbpCommand(int side) const {
  return isTbp(side & 1) ? m_sides[size_t(side & 1)].tbpCommand : QString();
}

QString TetrisVersusWindow::resultText() const {
  return m_forfeit;
}

bool TetrisVersusWindow::isTbp(int side) const {
  const QComboBox* box = m_aiBoxes[size_t(side)];
  return box->currentIndex() == box->findData(TBP_ITEM) &&
         !m_sides[size_t(side)].tbpCommand.isEmpty();
}

// The list's last entry: "TBP bot..." until a command is given, then the command.
void TetrisVersusWindow::updateTbpItem(int side) {
  QComboBox* box = m_aiBoxes[size_t(side)];
  const int index = box->findData(TBP_ITEM);
  const QString& command = m_sides[size_t(side)].tbpCommand;
  // A long command is shortened in the middle; the tooltip has it whole.
  box->setItemText(index, command.isEmpty() ? tr("TBP bot...")
                                            : tr("TBP: %1").arg(box->fontMetrics().elidedText(
                                                  command, Qt::ElideMiddle, 240)));
  box->setItemData(index,
                   command.isEmpty()
                       ? tr("Another Tetris bot, run as a program speaking the Tetris Bot Protocol")
                       : command,
                   Qt::ToolTipRole);
}

// A choice made in a side's list: "TBP bot..." asks for the command (again, when chosen again);
// a cancelled question leaves the side as it was.
void TetrisVersusWindow::aiChosen(int side, int index) {
  Side& s = m_sides[size_t(side)];
  QComboBox* box = m_aiBoxes[size_t(side)];
  if (index == box->findData(TBP_ITEM)) {
    if (!askTbpCommand(side)) {
      const QSignalBlocker block(box);
      box->setCurrentIndex(s.lastAi);
      return;
    }
  } else if (index == s.lastAi) {
    return;
  }
  s.lastAi = index;
  newMatch();
}

bool TetrisVersusWindow::askTbpCommand(int side) {
  Side& s = m_sides[size_t(side)];
  bool ok = false;
  const QString command =
      QInputDialog::getText(this, tr("TBP bot"),
                            tr("The command that starts a Tetris bot speaking the Tetris Bot "
                               "Protocol (for example the path of gameai-tetris-bot or of a "
                               "Cold Clear build):"),
                            QLineEdit::Normal, s.tbpCommand, &ok)
          .trimmed();
  setFocus();  // the keys play again
  if (!ok || command.isEmpty()) return false;
  s.tbpCommand = command;
  updateTbpItem(side);
  return true;
}

void TetrisVersusWindow::setThinkMs(int ms) {
  m_thinkBox->setValue(ms);
  if (sideSettings(1).think_ms != side(1).settings().think_ms) newMatch();
}

void TetrisVersusWindow::setFirstTo(int games) {
  m_firstToBox->setValue(std::clamp(games, 1, tetris_play::MATCH_MAX_FIRST_TO));
  if (m_firstToBox->value() != firstTo()) newMatch();
}

void TetrisVersusWindow::setSpeed(int speed) {
  m_speedBox->setCurrentIndex(std::clamp(speed, 0, tetris_play::SPEED_COUNT - 1));
}

tetris_play::Settings TetrisVersusWindow::sideSettings(int side) const {
  tetris_play::Settings s;
  // A side a TBP bot plays keeps one of our AIs in its session, never asked.
  s.evaluator = isTbp(side) ? tetris_play::default_ai(tetris::RuleSet::Guideline)
                            : m_aiBoxes[size_t(side)]->currentText().toStdString();
  if (!isTbp(side) &&
      m_aiBoxes[size_t(side)]->currentData().toString() == QLatin1String(LIKE_ME_AI)) {
    // The weights fitted to the person's games, played by the linear player.
    s.evaluator =
        m_style ? std::string(LIKE_ME_PLAYER) : tetris_play::default_ai(tetris::RuleSet::Guideline);
    if (m_style) s.weights_json = m_style->weightsJson;
  }
  s.think_ms = m_thinkBox->value();
  if (side == 0) s.handling = m_controls.handling;  // the person's, when a person plays
  return s;
}

QString TetrisVersusWindow::sideName(int side) const {
  if (side == 0 && game().person()) return tr("You");
  const tetris_play::Settings& s = game().side(side).settings();
  if (const Side& own = m_sides[size_t(side)]; own.tbp)
    return tr("%1 (TBP), %2 ms a piece")
        .arg(own.tbp->name().isEmpty() ? own.tbp->command() : own.tbp->name())
        .arg(s.think_ms);
  if (s.evaluator == tetris_ai::BOT_NAME)
    return tr("%1, %2 ms a piece").arg(QString::fromStdString(s.evaluator)).arg(s.think_ms);
  if (s.evaluator == LIKE_ME_PLAYER && !s.weights_json.empty() && m_style)
    return tr("Plays like me (%1)").arg(m_style->summary());
  return QString::fromStdString(s.evaluator);
}

void TetrisVersusWindow::newMatch() {
  if (m_match && !gameCounted()) m_records.finish("stopped", "stopped", "a new match was started");
  saveSettings();
  m_controls = TetrisControls::load();  // the handling and keys of the Tetris settings
  tetris_play::VersusMatchSettings match;
  match.sides = {sideSettings(0), sideSettings(1)};
  match.speeds = {m_speedBox->currentIndex(), m_speedBox->currentIndex()};
  match.person = mode() == Mode::HumanVsAi;
  match.first_to = m_firstToBox->value();
  match.seed = QRandomGenerator::global()->generate64();
  match.person_asks_next = true;  // N; between two AIs the next game comes by itself
  m_match = std::make_unique<tetris_play::VersusMatch>(match);
  dealt();
}

// The next game of the match, asked for (N), with the sides as chosen now.
void TetrisVersusWindow::nextGame() {
  if (!match().between_games()) return;
  saveSettings();
  m_controls = TetrisControls::load();
  for (int i = 0; i < 2; ++i) m_match->set_side(i, sideSettings(i));
  if (m_match->next_game(now())) dealt();
}

// The boards, the TBP bots and the words for the game the match has just dealt.
void TetrisVersusWindow::dealt() {
  m_dealt = m_match->dealt();
  const bool person = game().person();
  m_aiBoxes[0]->setEnabled(!person);
  m_records.newGame();
  m_forfeit.clear();
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    if (s.tbp) s.tbp->retire();
    s.tbp = nullptr;
    if (isTbp(i) && !(i == 0 && person))  // the same think time as our AI's
      s.tbp = new TetrisTbpOpponent(s.tbpCommand, m_thinkBox->value(), this);
    s.rates.clear();
    s.lastAttack = {};
    s.attack->clear();
  }
  // Against a person the match waits for the first key; two AIs start at once.
  // The keys named are the player's own (Tetris settings).
  m_result->setText(
      person ? tr("Press any key to start. You play the left board: move %1 and %2, turn right "
                  "%3, turn left %4, soft drop %5, hard drop %6, hold %7; pause %8.")
                   .arg(m_controls.keysText(TetrisAction::Left),
                        m_controls.keysText(TetrisAction::Right),
                        m_controls.keysText(TetrisAction::RotateCw),
                        m_controls.keysText(TetrisAction::RotateCcw),
                        m_controls.keysText(TetrisAction::SoftDrop),
                        m_controls.keysText(TetrisAction::HardDrop),
                        m_controls.keysText(TetrisAction::Hold),
                        m_controls.keysText(TetrisAction::Pause))
             : QString());
  updateBoards();
}

void TetrisVersusWindow::setPaused(bool paused) {
  m_match->set_paused(paused, now());
  m_result->setText(
      game().paused()
          ? tr("Paused: press %1 to continue.").arg(m_controls.keysText(TetrisAction::Pause))
          : QString());
  updateBoards();
}

// The clock: the match (which deals the next game between two AIs by itself), each AI's
// decision asked for, each lock shown and stored, a game's end shown once.
void TetrisVersusWindow::frame() {
  m_match->advance(now());
  if (m_match->dealt() != m_dealt) dealt();
  for (int i = 0; i < 2; ++i) {
    requestDecision(i);
    afterLocks(i);
  }
  if (winner() >= 0 && !gameCounted()) finish();
  updateBoards();
}

// Each AI side's decision on a worker from a copy of its side; the answer goes back to the
// match, whose session drops it if the game moved on (a new match, the end).
void TetrisVersusWindow::requestDecision(int side) {
  std::optional<tetris_play::DecisionRequest> request = m_match->game().decision_request(side);
  if (!request) return;
  if (m_sides[size_t(side)].tbp) {
    requestTbpDecision(side, std::move(*request));
    return;
  }
  auto* watcher = new QFutureWatcher<tetris_play::Decision>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, side] {
    watcher->deleteLater();
    if (!m_match->take_decision(side, watcher->result(), now())) return;
    afterLocks(side);
    if (winner() >= 0 && !gameCounted()) finish();
    updateBoards();
  });
  watcher->setFuture(QtConcurrent::run([request = std::move(*request)]() mutable {
    return tetris_play::decide(std::move(request));
  }));
}

// A TBP bot's decision; a bot that fails forfeits the match. A bot retired since (a new game or
// match) answers nothing.
void TetrisVersusWindow::requestTbpDecision(int side, tetris_play::DecisionRequest request) {
  m_sides[size_t(side)].tbp->ask(std::move(request), [this, side](TetrisTbpOpponent::Answer a) {
    if (winner() >= 0) return;
    if (!a.failure.isEmpty()) {
      m_forfeit = tr("%1 forfeits the match: %2").arg(sideName(side), a.failure);
      m_match->forfeit(side, now());
      finish();
      return;
    }
    if (!m_match->take_decision(side, std::move(a.decision), now())) return;
    afterLocks(side);
    if (winner() >= 0 && !gameCounted()) finish();
    updateBoards();
  });
}

void TetrisVersusWindow::setSounds(GameSounds* sounds) {
  if (!sounds || sounds == m_sounds) return;
  if (m_sounds->parent() == this) delete m_sounds;
  m_sounds = sounds;
}

// Every lock's attack, as the window shows it, its callout over that side's board, and the
// left board's sounds (the AI's moves are silent, as on the Tetris page).
void TetrisVersusWindow::afterLocks(int side) {
  Side& s = m_sides[size_t(side)];
  tetris_play::Event event;
  std::optional<GameSounds::Sound> loudest;
  while (m_match->game().side(side).events().pop(event)) {
    s.board->showCallout(event);
    if (side == 0) loudest = GameSounds::louder(loudest, event);
  }
  if (loudest) m_sounds->play(*loudest);
  for (const tetris_play::Sample& sample : m_match->take_locks(side)) {
    m_records.add(side, game().side(side).game().config(), playerOf(side), sample);
    if (sample.attack && sample.attack->event.lines > 0) {
      s.lastAttack = *sample.attack;
      s.attack->setText(describe(s.lastAttack));
    }
  }
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

game_files::PlayerInfo TetrisVersusWindow::playerOf(int side) const {
  if (side == 0 && game().person()) return {game_files::PlayerInfo::Kind::Human, "human"};
  if (const Side& s = m_sides[size_t(side)]; s.tbp)
    return {game_files::PlayerInfo::Kind::Engine, "tbp:" + s.tbpCommand.toStdString()};
  return GameRecords::tetrisPlayer(game().side(side), true);
}

std::int64_t TetrisVersusWindow::recordedGameId(int i) const {
  return m_records.gameId(i);
}

QString TetrisVersusWindow::attackText(int i) const {
  return m_sides[size_t(i)].attack->text();
}

void TetrisVersusWindow::finish() {
  m_finished = m_match->dealt();  // the match counted it
  const int winner = this->winner();
  const std::string why =
      m_forfeit.isEmpty()
          ? std::string("the ") + (winner == 0 ? "right" : "left") + " board topped out"
          : m_forfeit.toStdString();
  m_records.finish(winner == 0 ? "won" : (m_forfeit.isEmpty() ? "game_over" : "forfeit"),
                   winner == 1 ? "won" : (m_forfeit.isEmpty() ? "game_over" : "forfeit"), why);
  const bool person = game().person();
  const bool decides = matchDecided();
  QString text;
  const int high = std::max(score(0), score(1)), low = std::min(score(0), score(1));
  if (decides && firstTo() > 1)
    text = person ? (winner == 0 ? tr("You win the match %1 – %2! Press N for a new match.")
                                 : tr("The AI wins the match %1 – %2. Press N for a new match."))
                        .arg(high)
                        .arg(low)
                  : tr("%1 wins the match %2 – %3. Press N for a new match.")
                        .arg(sideName(winner))
                        .arg(high)
                        .arg(low);
  else if (decides)
    text = person ? (winner == 0 ? tr("You win! Press N for a new match.")
                                 : tr("The AI wins. Press N for a new match."))
                  : tr("%1 wins. Press N for a new match.").arg(sideName(winner));
  else
    text = person ? (winner == 0 ? tr("You win this game. Press N for the next one.")
                                 : tr("The AI wins this game. Press N for the next one."))
                  : tr("%1 wins this game; the next one starts in a moment.").arg(sideName(winner));
  if (!m_forfeit.isEmpty()) text = m_forfeit + QLatin1Char('\n') + text;
  if (!m_records.error().isEmpty())
    text += QLatin1Char('\n') + tr("The match is not recorded: %1").arg(m_records.error());
  m_result->setText(text);
  m_result->setWordWrap(true);
  updateBoards();
  Q_EMIT gameOver(winner);
  // (Two AIs go on to the next game by themselves: the match deals it after a moment to see the
  // result.)
  if (matchDecided()) Q_EMIT matchOver(winner);
}

void TetrisVersusWindow::updateBoards() {
  if (!m_match) return;
  // The match score, once there is more than one game to win.
  m_scoreLabel->setVisible(firstTo() > 1);
  if (firstTo() > 1)
    m_scoreLabel->setText(tr("%1  %2 – %3  %4 · game %5 · first to %6 wins")
                              .arg(sideName(0))
                              .arg(score(0))
                              .arg(score(1))
                              .arg(sideName(1))
                              .arg(gameNumber())
                              .arg(firstTo()));
  // The rates of the game as it ended, once it did.
  const double t = m_match->ended_at().value_or(now());
  for (int i = 0; i < 2; ++i) {
    Side& s = m_sides[size_t(i)];
    const tetris_play::Session& session = game().side(i);
    TetrisSnapshot snap = snapshotOf(session.picture());
    snap.aiPlaying = !(i == 0 && game().person());
    snap.player = sideName(i);
    s.rates.add(qint64(session.active_ms(t)), snap.pieces, snap.lines);
    snap.piecesPerSecond = s.rates.piecesPerSecond();
    snap.linesPerSecond = s.rates.linesPerSecond();
    if (winner() >= 0) {
      snap.overlayTitle = i == winner()         ? tr("WINS")
                          : m_forfeit.isEmpty() ? tr("TOPPED OUT")
                                                : tr("FORFEITS");
      snap.overlayText = matchDecided()    ? tr("Press N for a new match")
                         : game().person() ? tr("Press N for the next game")
                                           : tr("The next game starts in a moment");
    } else if (!started()) {
      snap.overlayTitle = tr("READY");
      snap.overlayText = tr("Press any key to start the match");
    }
    s.board->setSnapshot(snap);
    s.name->setText(tr("%1 · sent %2 · incoming %3")
                        .arg(sideName(i))
                        .arg(m_match->board(i).sent)
                        .arg(garbage().incoming(i)));
  }
}

void TetrisVersusWindow::keyPressEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;  // repeat is ours (DAS/ARR), not the platform's
  const int key = event->key();
  const bool over = winner() >= 0;
  if (key == Qt::Key_N || ((key == Qt::Key_Return || key == Qt::Key_Enter) && over)) {
    // After a game of a match still open, the next game; else a new match.
    if (match().between_games())
      nextGame();
    else
      newMatch();
    return;
  }
  if (over) return;
  if (m_controls.actionOf(key) == TetrisAction::Pause) {
    setPaused(!paused());
    return;
  }
  if (paused() || !game().person()) return;
  // Any key starts the match; a game key also counts.
  if (!started()) {
    m_match->game().start(now());
    m_result->clear();
  }
  const std::optional<tetris::Input> input = m_controls.inputOf(key);
  if (!input) {
    QWidget::keyPressEvent(event);
    return;
  }
  m_match->press(*input, now());
  afterLocks(0);
  if (winner() >= 0 && !gameCounted()) finish();
  updateBoards();
}

void TetrisVersusWindow::keyReleaseEvent(QKeyEvent* event) {
  if (event->isAutoRepeat()) return;
  if (const std::optional<tetris::Input> input = m_controls.inputOf(event->key()))
    m_match->release(*input, now());
  QWidget::keyReleaseEvent(event);
}

void TetrisVersusWindow::focusOutEvent(QFocusEvent* event) {
  m_match->game().release_all();  // a key released in another window must not keep repeating here
  QWidget::focusOutEvent(event);
}

// A hidden window pauses its match.
void TetrisVersusWindow::hideEvent(QHideEvent* event) {
  setPaused(true);
  QWidget::hideEvent(event);
}

void TetrisVersusWindow::reloadStyle() {
  m_style = TetrisStyle::load();
  updateStyleItems();
  bool playing = false;
  for (int i = 0; i < 2; ++i)
    playing =
        playing || m_aiBoxes[size_t(i)]->currentData().toString() == QLatin1String(LIKE_ME_AI);
  if (playing) newMatch();  // the side plays the new weights
}

// "Plays like me", before "TBP bot...", in both lists while weights were fitted.
void TetrisVersusWindow::updateStyleItems() {
  const QString likeMe = QString::fromLatin1(LIKE_ME_AI);
  for (int i = 0; i < 2; ++i) {
    QComboBox* box = m_aiBoxes[size_t(i)];
    const QSignalBlocker block(box);
    int index = box->findData(likeMe);
    if (m_style && index < 0) {
      index = box->findData(TBP_ITEM);
      box->insertItem(index, QString(), likeMe);
      if (m_sides[size_t(i)].lastAi >= index) ++m_sides[size_t(i)].lastAi;
    } else if (!m_style && index >= 0) {
      if (box->currentIndex() == index) box->setCurrentIndex(0);
      box->removeItem(index);
      if (m_sides[size_t(i)].lastAi > index) --m_sides[size_t(i)].lastAi;
      continue;
    }
    if (index < 0) continue;
    box->setItemText(index, tr("Plays like me"));
    box->setItemData(
        index,
        tr("The AI fitted to your own games (AI > Learn my style): %1").arg(m_style->summary()),
        Qt::ToolTipRole);
  }
}

}  // namespace gameai::gui

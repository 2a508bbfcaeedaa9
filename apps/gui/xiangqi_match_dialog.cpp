#include "xiangqi_match_dialog.hpp"

#include <QCloseEvent>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

#include "common/elo.hpp"
#include "records/store.hpp"
#include "records/xiangqi_recorder.hpp"
#include "xiangqi_ai/match.hpp"
#include "xiangqi_ai/player.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_game.hpp"
#include "xiangqi_play/levels.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

namespace {

using xiangqi_ai::Player;

// A player whose every move is also told to `onMove` (from the match's thread) with the game so
// far, so that the window can show the game while it is played.
class ObservedPlayer : public Player {
 public:
  using Observer = std::function<void(const std::string& fen, std::vector<std::string> moves)>;
  ObservedPlayer(std::unique_ptr<Player> inner, Observer onMove)
      : m_inner(std::move(inner)), m_onMove(std::move(onMove)) {}
  std::string name() const override { return m_inner->name(); }
  xiangqi_ai::SearchNote last_note() const override { return m_inner->last_note(); }
  bool claimed_draw() const override { return m_inner->claimed_draw(); }
  Request request() const override { return m_inner->request(); }
  void new_game() override { m_inner->new_game(); }
  void set_seed(std::uint64_t seed) override { m_inner->set_seed(seed); }
  void interrupt() override { m_inner->interrupt(); }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    const xiangqi_ai::MoveTime& time,
                                    std::string& problem) override {
    auto move = m_inner->choose(fen, moves, time, problem);
    if (move) {
      std::vector<std::string> after = moves;
      after.push_back(*move);
      m_onMove(fen, std::move(after));
    }
    return move;
  }

 private:
  std::unique_ptr<Player> m_inner;
  Observer m_onMove;
};

enum Column { Games, Wins, Draws, Losses, Score, Elo, COLUMNS };

QString eloText(double value) {
  if (std::isinf(value)) return value > 0 ? QStringLiteral("+∞") : QStringLiteral("-∞");
  return (value >= 0 ? QStringLiteral("+") : QString()) + QString::number(std::lround(value));
}

}  // namespace

XiangqiMatchDialog::XiangqiMatchDialog(QWidget* parent) : QDialog(parent) {
  QSettings settings;
  m_engines = loadEngines(settings);

  auto* form = new QGridLayout;
  for (int side = 0; side < 2; ++side) {
    m_sideLabels[side] = new QLabel(this);
    m_engineBox[side] = new QComboBox(this);
    m_level[side] = new QSpinBox(this);
    m_level[side]->setRange(xiangqi_play::MIN_LEVEL, xiangqi_play::MAX_LEVEL);
    m_level[side]->setValue(side == 0 ? 5 : 4);
    form->addWidget(m_sideLabels[side], side, 0);
    form->addWidget(m_engineBox[side], side, 1);
    form->addWidget(m_level[side], side, 2);
    connect(m_engineBox[side], &QComboBox::currentIndexChanged, this,
            &XiangqiMatchDialog::updateEnabled);
  }
  m_timeMode = new QComboBox(this);
  m_movetimeBox = new QSpinBox(this);
  m_movetimeBox->setRange(10, 600000);
  m_movetimeBox->setSingleStep(100);
  m_baseBox = new QDoubleSpinBox(this);
  m_baseBox->setRange(0.1, 36000);
  m_baseBox->setDecimals(1);
  m_incrementBox = new QDoubleSpinBox(this);
  m_incrementBox->setRange(0, 600);
  m_incrementBox->setDecimals(2);
  m_incrementBox->setSingleStep(0.1);
  auto* clockPage = new QWidget(this);
  auto* clockRow = new QHBoxLayout(clockPage);
  clockRow->setContentsMargins(0, 0, 0, 0);
  clockRow->addWidget(m_baseBox, 1);
  clockRow->addWidget(m_incrementBox, 1);
  m_timeStack = new QStackedWidget(this);
  m_timeStack->addWidget(m_movetimeBox);
  m_timeStack->addWidget(clockPage);
  // The last match's time control.
  m_movetimeBox->setValue(settings.value(QStringLiteral("xiangqiMatch/moveTimeMs"), 500).toInt());
  m_baseBox->setValue(settings.value(QStringLiteral("xiangqiMatch/clockBaseMs"), 60000).toDouble() /
                      1000.0);
  m_incrementBox->setValue(
      settings.value(QStringLiteral("xiangqiMatch/clockIncrementMs"), 500).toDouble() / 1000.0);
  const bool clocked = settings.value(QStringLiteral("xiangqiMatch/clock"), false).toBool();
  m_timeMode->addItem(QString());
  m_timeMode->addItem(QString());
  m_timeMode->setCurrentIndex(clocked ? 1 : 0);
  m_timeStack->setCurrentIndex(clocked ? 1 : 0);
  connect(m_timeMode, &QComboBox::currentIndexChanged, m_timeStack,
          &QStackedWidget::setCurrentIndex);
  m_gamesLabel = new QLabel(this);
  m_gamesBox = new QSpinBox(this);
  m_gamesBox->setRange(1, 10000);
  m_gamesBox->setValue(10);
  m_openingsLabel = new QLabel(this);
  m_openings = new QLineEdit(this);
  m_browse = new QToolButton(this);
  m_browse->setText(QStringLiteral("…"));
  form->addWidget(m_timeMode, 2, 0);
  form->addWidget(m_timeStack, 2, 1, 1, 2);
  form->addWidget(m_gamesLabel, 3, 0);
  form->addWidget(m_gamesBox, 3, 1, 1, 2);
  form->addWidget(m_openingsLabel, 4, 0);
  auto* openingsRow = new QHBoxLayout;
  openingsRow->addWidget(m_openings, 1);
  openingsRow->addWidget(m_browse);
  form->addLayout(openingsRow, 4, 1, 1, 2);

  m_start = new QPushButton(this);
  m_stopButton = new QPushButton(this);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_start);
  buttons->addWidget(m_stopButton);
  buttons->addStretch(1);

  m_table = new QTableWidget(1, COLUMNS, this);
  m_table->verticalHeader()->hide();
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setStretchLastSection(true);
  for (int c = 0; c < COLUMNS; ++c) m_table->setItem(0, c, new QTableWidgetItem);
  m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + m_table->rowHeight(0) +
                          2 * m_table->frameWidth());
  m_finished = new QListWidget(this);
  m_finished->setObjectName(QStringLiteral("finishedGames"));
  // A game's line is shown whole, wrapped over as many rows as it needs (its tooltip too).
  m_finished->setWordWrap(true);
  m_finished->setTextElideMode(Qt::ElideNone);
  m_finished->setResizeMode(QListView::Adjust);
  m_finished->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);

  auto* left = new QVBoxLayout;
  left->addLayout(form);
  left->addLayout(buttons);
  left->addWidget(m_table);
  left->addWidget(m_finished, 1);
  left->addWidget(m_status);

  m_gameTitle = new QLabel(this);
  m_board = new XiangqiBoardWidget(this);
  m_moves = new QPlainTextEdit(this);
  m_moves->setObjectName(QStringLiteral("matchMoves"));
  m_moves->setReadOnly(true);
  m_moves->setMaximumHeight(90);
  auto* right = new QVBoxLayout;
  right->addWidget(m_gameTitle);
  right->addWidget(m_board, 1);
  right->addWidget(m_moves);

  auto* layout = new QHBoxLayout(this);
  layout->addLayout(left, 1);
  layout->addLayout(right, 1);
  resize(980, 640);

  m_board->setSnapshot(snapshot(m_game));
  connect(m_start, &QPushButton::clicked, this, [this] { start(); });
  connect(m_stopButton, &QPushButton::clicked, this, &XiangqiMatchDialog::stop);
  connect(m_browse, &QToolButton::clicked, this, [this] {
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose a file of openings"));
    if (!file.isEmpty()) m_openings->setText(file);
  });
  retranslateUi();
  updateTable();
  updateEnabled();
}

XiangqiMatchDialog::~XiangqiMatchDialog() {
  m_stop = true;
  joinWorker();
}

void XiangqiMatchDialog::joinWorker() {
  if (m_worker.joinable()) m_worker.join();
}

void XiangqiMatchDialog::fillEngineBoxes() {
  for (QComboBox* box : m_engineBox) {
    const int current = std::max(0, box->currentIndex());
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(tr("Built-in engine, level"));
    for (const ManagedEngine& e : m_engines) box->addItem(e.name);
    box->setCurrentIndex(std::min(current, box->count() - 1));
  }
}

void XiangqiMatchDialog::retranslateUi() {
  setWindowTitle(tr("Engine match"));
  m_sideLabels[0]->setText(tr("Engine A:"));
  m_sideLabels[1]->setText(tr("Engine B:"));
  m_timeMode->setItemText(0, tr("Time per move:"));
  m_timeMode->setItemText(1, tr("Clock (base + increment):"));
  m_timeMode->setToolTip(
      tr("A clock gives each engine a base time for the game and adds the increment after each "
         "of its moves; an engine whose time runs out loses on time."));
  m_movetimeBox->setSuffix(tr(" ms"));
  m_baseBox->setSuffix(tr(" s"));
  m_incrementBox->setPrefix(tr("+ "));
  m_incrementBox->setSuffix(tr(" s a move"));
  m_gamesLabel->setText(tr("Games:"));
  m_openingsLabel->setText(tr("Openings:"));
  m_openings->setPlaceholderText(tr("optional file: one opening a line (FEN and/or moves)"));
  m_browse->setToolTip(tr("Choose a file of openings"));
  m_start->setText(tr("&Start"));
  m_stopButton->setText(tr("S&top"));
  m_table->setHorizontalHeaderLabels({tr("Games"), tr("A wins"), tr("Draws"), tr("A losses"),
                                      tr("Score of A"), tr("Elo of A (95 %)")});
  fillEngineBoxes();
  showTitle();
  showFinished();
  if (m_statusText) m_status->setText(m_statusText());
}

void XiangqiMatchDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QDialog::changeEvent(event);
}

void XiangqiMatchDialog::closeEvent(QCloseEvent* event) {
  // Closing stops the match; the dialog may be shown again for another.
  stop();
  QDialog::closeEvent(event);
}

void XiangqiMatchDialog::updateEnabled() {
  for (int side = 0; side < 2; ++side) {
    m_engineBox[side]->setEnabled(!m_running);
    m_level[side]->setEnabled(!m_running && m_engineBox[side]->currentIndex() == 0);
  }
  for (QWidget* w :
       std::initializer_list<QWidget*>{m_timeMode, m_movetimeBox, m_baseBox, m_incrementBox,
                                       m_gamesBox, m_openings, m_browse, m_start})
    w->setEnabled(!m_running);
  m_stopButton->setEnabled(m_running);
}

void XiangqiMatchDialog::setPlayer(int side, int engine, int level) {
  m_engineBox[side]->setCurrentIndex(engine);
  m_level[side]->setValue(level);
}

void XiangqiMatchDialog::setMovetime(int ms) {
  m_movetimeBox->setValue(ms);
  m_timeMode->setCurrentIndex(0);
}

void XiangqiMatchDialog::setClock(std::int64_t baseMs, std::int64_t incrementMs) {
  m_baseBox->setValue(static_cast<double>(baseMs) / 1000.0);
  m_incrementBox->setValue(static_cast<double>(incrementMs) / 1000.0);
  m_timeMode->setCurrentIndex(1);
}

xiangqi_ai::TimeControl XiangqiMatchDialog::formTimeControl() const {
  if (m_timeMode->currentIndex() == 0) return m_movetimeBox->value();
  return xiangqi_ai::TimeControl::clock(std::llround(m_baseBox->value() * 1000.0),
                                        std::llround(m_incrementBox->value() * 1000.0));
}

QString XiangqiMatchDialog::timeControlText() const {
  return QString::fromStdString(xiangqi_ai::time_control_text(formTimeControl()));
}

void XiangqiMatchDialog::setGames(int games) {
  m_gamesBox->setValue(games);
}

void XiangqiMatchDialog::setOpenings(const QString& path) {
  m_openings->setText(path);
}

QString XiangqiMatchDialog::statusText() const {
  return m_status->text();
}

QString XiangqiMatchDialog::tableText(int column) const {
  return m_table->item(0, column)->text();
}

XiangqiMatchDialog::Entrant XiangqiMatchDialog::entrant(int side) const {
  Entrant e;
  const int index = m_engineBox[side]->currentIndex();
  if (index <= 0 || index - 1 >= static_cast<int>(m_engines.size())) {
    e.level = m_level[side]->value();
    return e;
  }
  e.builtIn = false;
  e.engine = m_engines[static_cast<std::size_t>(index - 1)];
  e.label = e.engine.name;
  return e;
}

QString XiangqiMatchDialog::playerLabel(int side) const {
  const Entrant& e = m_players[side & 1];
  return e.builtIn ? tr("Built-in level %1").arg(e.level) : e.label;
}

void XiangqiMatchDialog::say(std::function<QString()> text) {
  m_statusText = std::move(text);
  m_status->setText(m_statusText ? m_statusText() : QString());
}

void XiangqiMatchDialog::showTitle() {
  if (m_gameIndex < 0) {
    m_gameTitle->setText(tr("No game yet"));
    return;
  }
  const bool aRed = m_gameIndex % 2 == 0;
  m_gameTitle->setText(tr("Game %1 of %2: %3 (red) against %4 (black)")
                           .arg(m_gameIndex + 1)
                           .arg(m_total)
                           .arg(playerLabel(aRed ? 0 : 1), playerLabel(aRed ? 1 : 0)));
}

bool XiangqiMatchDialog::start() {
  if (m_running) return false;
  joinWorker();
  const Entrant players[2] = {entrant(0), entrant(1)};
  std::vector<xiangqi_ai::Opening> openings;
  if (!m_openings->text().trimmed().isEmpty()) {
    try {
      openings = xiangqi_ai::read_openings(m_openings->text().trimmed().toStdString());
    } catch (const std::exception& e) {
      const QString what = QString::fromStdString(e.what());
      say([what] { return tr("The openings cannot be used: %1").arg(what); });
      return false;
    }
  }
  m_wins = m_draws = m_losses = 0;
  m_recorded.clear();
  m_finishedLines.clear();
  m_finished->clear();
  m_total = m_gamesBox->value();
  m_timeControl = formTimeControl();
  {
    QSettings settings;
    settings.setValue(QStringLiteral("xiangqiMatch/clock"), m_timeControl.clocked());
    settings.setValue(QStringLiteral("xiangqiMatch/moveTimeMs"), m_movetimeBox->value());
    settings.setValue(QStringLiteral("xiangqiMatch/clockBaseMs"),
                      static_cast<qlonglong>(std::llround(m_baseBox->value() * 1000.0)));
    settings.setValue(QStringLiteral("xiangqiMatch/clockIncrementMs"),
                      static_cast<qlonglong>(std::llround(m_incrementBox->value() * 1000.0)));
  }
  for (int side = 0; side < 2; ++side) {
    m_players[side] = players[side];
    m_specs[side] = players[side].builtIn ? "ai:" + std::to_string(players[side].level)
                                          : players[side].engine.spec();
  }
  m_gameIndex = -1;
  m_stop = false;
  m_running = true;
  const QString recordsError = m_records.store() ? QString() : m_records.lastError();
  const QString clockText = timeControlText();
  say([this, recordsError, clockText] {
    const QString timeText = m_timeControl.clocked()
                                 ? tr("clock %1 (seconds)").arg(clockText)
                                 : tr("%1 ms a move").arg(m_timeControl.movetime_ms);
    return tr("Playing %1 against %2, %3…").arg(playerLabel(0), playerLabel(1), timeText) +
           (recordsError.isEmpty()
                ? QString()
                : QLatin1Char(' ') + tr("Games are not recorded: %1").arg(recordsError));
  });
  updateTable();
  updateEnabled();

  const int games = m_total;
  const xiangqi_ai::TimeControl timeControl = m_timeControl;
  const std::uint64_t seed = QRandomGenerator::global()->generate64();
  m_worker = std::thread([this, a = players[0], b = players[1], games, timeControl, seed,
                          openings = std::move(openings)] {
    const ObservedPlayer::Observer observer = [this](const std::string& fen,
                                                     std::vector<std::string> moves) {
      QMetaObject::invokeMethod(
          this, [this, fen, moves = std::move(moves)] { onMove(0, fen, moves); },
          Qt::QueuedConnection);
    };
    const auto make = [&](const Entrant& e, std::uint64_t playerSeed) {
      std::unique_ptr<Player> p;
      if (e.builtIn)
        p = xiangqi_ai::make_player("ai:" + std::to_string(e.level), playerSeed);
      else
        p = std::make_unique<xiangqi_ai::ExternalPlayer>(
            e.engine.protocol, e.engine.command.toStdString(), e.engine.settings());
      return std::make_unique<ObservedPlayer>(std::move(p), observer);
    };
    const auto makePair = [&](int slot) {
      return xiangqi_ai::PlayerPair{make(a, xiangqi_ai::first_seed(seed, slot)),
                                    make(b, xiangqi_ai::second_seed(seed, slot))};
    };
    const xiangqi_ai::GameReporter report =
        [this](int index, const std::string& red, const std::string& black,
               const xiangqi_ai::Opening& opening, const xiangqi_ai::GameOutcome& outcome) {
          FinishedGame g;
          g.index = index;
          g.red = red;
          g.black = black;
          g.startFen = opening.fen;
          g.moves = outcome.moves;
          for (const auto& detail : outcome.details) {
            std::optional<int> score;
            if (detail.score)
              score = detail.score->is_mate() ? game_files::xiangqi_mate_score(detail.score->mate)
                                              : detail.score->cp;
            g.scores.push_back(score);
            g.depths.push_back(detail.depth);
            g.times.push_back(detail.time_ms);
          }
          g.result = outcome.result;
          g.reason = outcome.reason;
          g.text = outcome.text;
          g.finalFen = outcome.final_fen;
          QMetaObject::invokeMethod(
              this, [this, g = std::move(g)] { onGameFinished(g); }, Qt::QueuedConnection);
        };
    QString error;
    try {
      xiangqi_ai::run_match(makePair, 1, games, timeControl, openings, report, seed, &m_stop);
    } catch (const std::exception& e) {
      error = QString::fromStdString(e.what());
    }
    QMetaObject::invokeMethod(
        this, [this, error] { onMatchEnded(error); }, Qt::QueuedConnection);
  });
  return true;
}

void XiangqiMatchDialog::stop() {
  if (!m_running) return;
  m_stop = true;
  say([] { return tr("Stopping…"); });
}

void XiangqiMatchDialog::onMove(int, const std::string& fen,
                                const std::vector<std::string>& moves) {
  if (!m_running) return;
  const int index = gamesPlayed();
  if (index != m_gameIndex || m_game.start_fen() != fen ||
      static_cast<int>(moves.size()) < m_game.ply()) {
    m_game.reset(fen);
    m_gameIndex = index;
  }
  for (std::size_t i = static_cast<std::size_t>(m_game.ply()); i < moves.size(); ++i)
    if (!m_game.play(moves[i])) break;
  showTitle();
  m_board->setSnapshot(snapshot(m_game));
  showMoves();
}

void XiangqiMatchDialog::setNotation(XiangqiNotation notation) {
  if (notation == m_notation) return;
  m_notation = notation;
  showMoves();
}

// The game on show in the chosen notation, moves numbered as the page's move list numbers them.
void XiangqiMatchDialog::showMoves() {
  if (m_gameIndex < 0) {
    m_moves->clear();
    return;
  }
  const std::vector<std::string> texts = moveTexts(m_game, m_notation);
  QStringList text;
  for (std::size_t i = 0; i < texts.size(); ++i)
    text << QString::fromStdString(moveListLabel(m_game, int(i)) + texts[i]);
  m_moves->setPlainText(text.join(QLatin1Char(' ')));
}

QString XiangqiMatchDialog::movesText() const {
  return m_moves->toPlainText();
}

QStringList XiangqiMatchDialog::finishedTexts() const {
  QStringList out;
  for (int i = 0; i < m_finished->count(); ++i) out << m_finished->item(i)->text();
  return out;
}

QString XiangqiMatchDialog::finishedText(const FinishedLine& line) const {
  const std::string_view score = xiangqi::result_score(line.result);
  return tr("%1. %2 (red) – %3 (black): %4, %5 (%n move(s))", nullptr, line.moves)
      .arg(line.index + 1)
      .arg(playerLabel(line.redSide), playerLabel(1 - line.redSide),
           QString::fromLatin1(score.data(), static_cast<qsizetype>(score.size())),
           XiangqiView::winnerText(line.result) + QLatin1Char(' ') +
               XiangqiView::reasonText(line.reason, line.text));
}

// The finished games' list, made from the games (again after a language change).
void XiangqiMatchDialog::showFinished() {
  const bool atEnd = m_finished->count() == 0 || m_finished->currentRow() < 0 ||
                     m_finished->currentRow() == m_finished->count() - 1;
  m_finished->clear();
  for (const FinishedLine& line : m_finishedLines) {
    auto* item = new QListWidgetItem(finishedText(line), m_finished);
    // The referee's own words (which engine, which move) stay at hand.
    item->setToolTip(item->text() + QStringLiteral("\n") + QString::fromStdString(line.text));
  }
  if (atEnd) m_finished->scrollToBottom();
}

void XiangqiMatchDialog::onGameFinished(const FinishedGame& game) {
  const bool aRed = game.index % 2 == 0;
  const bool aWon = game.result == (aRed ? xiangqi::Result::RedWins : xiangqi::Result::BlackWins);
  const bool aLost = game.result == (aRed ? xiangqi::Result::BlackWins : xiangqi::Result::RedWins);
  ++(aWon ? m_wins : aLost ? m_losses : m_draws);
  if (records::Store* store = m_records.store()) {
    try {
      records::XiangqiSetup setup;
      setup.start_fen = game.startFen;
      setup.red = records::xiangqi_player(m_specs[aRed ? 0 : 1], m_timeControl.movetime_ms);
      setup.black = records::xiangqi_player(m_specs[aRed ? 1 : 0], m_timeControl.movetime_ms);
      if (m_timeControl.clocked())
        setup.tags = {{"TimeControl", xiangqi_ai::pgn_time_control_tag(m_timeControl)}};
      std::vector<game_files::XiangqiMove> moves;
      for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const bool noted = i < game.scores.size();
        moves.emplace_back(game.moves[i], noted ? game.scores[i] : std::nullopt,
                           noted ? game.depths[i] : std::nullopt, noted ? game.times[i] : 0);
      }
      m_recorded.push_back(records::record_xiangqi_moves(*store, setup, moves, game.result,
                                                         game.text, game.finalFen));
    } catch (const std::exception& e) {
      const QString what = QString::fromStdString(e.what());
      say([what] { return tr("A game could not be recorded: %1").arg(what); });
    }
  }
  m_finishedLines.push_back({game.index, aRed ? 0 : 1, game.result, game.reason, game.text,
                             static_cast<int>(game.moves.size())});
  showFinished();
  updateTable();
}

void XiangqiMatchDialog::onMatchEnded(const QString& error) {
  joinWorker();
  m_running = false;
  updateEnabled();
  const int played = gamesPlayed();
  const bool stopped = played < m_total;
  const QString recordsError = m_records.store() ? QString() : m_records.lastError();
  say([error, played, stopped, recordsError] {
    QString text = !error.isEmpty() ? tr("The match stopped: %1").arg(error)
                   : stopped        ? tr("Stopped after %n game(s).", nullptr, played)
                             : tr("Match over: %n game(s) played and recorded.", nullptr, played);
    if (!recordsError.isEmpty())
      text += QLatin1Char(' ') + tr("Games are not recorded: %1").arg(recordsError);
    return text;
  });
  Q_EMIT matchFinished();
}

void XiangqiMatchDialog::updateTable() {
  const int n = gamesPlayed();
  const auto elo = common::estimate_elo(m_wins, m_draws, m_losses);
  m_table->item(0, Games)->setText(m_total > 0 ? tr("%1 of %2").arg(n).arg(m_total)
                                               : QStringLiteral("0"));
  m_table->item(0, Wins)->setText(QString::number(m_wins));
  m_table->item(0, Draws)->setText(QString::number(m_draws));
  m_table->item(0, Losses)->setText(QString::number(m_losses));
  m_table->item(0, Score)->setText(
      n > 0 ? QString::number(100.0 * elo.score, 'f', 1) + QStringLiteral(" %") : QString());
  m_table->item(0, Elo)->setText(n > 0 ? eloCellText(elo) : QString());
}

QString XiangqiMatchDialog::eloCellText(const common::EloEstimate& elo) {
  QString eloCell;
  if (std::isfinite(elo.error_95)) {
    eloCell = eloText(elo.difference) + QStringLiteral(" ± ") +
              QString::number(std::lround(elo.error_95));
  } else if ((std::isfinite(elo.lower) && elo.lower <= 0) ||
             (std::isfinite(elo.upper) && elo.upper >= 0)) {
    // Every game won (or lost), but too few of them to show even which engine is the stronger:
    // a bound on the wrong side of 0 would read as a mistake.
    eloCell = tr("%1 (too few games to be sure)").arg(eloText(elo.difference));
  } else if (std::isfinite(elo.lower)) {
    // No game lost (or none won): the interval is open on one side, so its finite bound is
    // what the games show.
    eloCell = tr("%1 (at least %2)").arg(eloText(elo.difference), eloText(elo.lower));
  } else if (std::isfinite(elo.upper)) {
    eloCell = tr("%1 (at most %2)").arg(eloText(elo.difference), eloText(elo.upper));
  } else {
    eloCell = eloText(elo.difference);
  }
  return eloCell;
}

}  // namespace gameai::gui

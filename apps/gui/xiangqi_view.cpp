#include "xiangqi_view.hpp"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTextStream>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "game_sounds.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/book.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_opponent_box.hpp"

namespace gameai::gui {

using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

XiangqiView::XiangqiView(QWidget* parent) : GameView(parent) {
  setObjectName(QStringLiteral("xiangqi"));
  m_board = new XiangqiBoardWidget(this);
  m_engine = new XiangqiEngineRunner(this);
  m_sounds = new GameSounds(this);
  connect(m_board, &XiangqiBoardWidget::squareClicked, this, &XiangqiView::onSquareClicked);
  connect(m_engine, &XiangqiEngineRunner::bestMove, this, &XiangqiView::onBestMove);
  connect(m_engine, &XiangqiEngineRunner::info, this, &XiangqiView::onInfo);
  connect(m_engine, &XiangqiEngineRunner::failed, this, [this](quint64 id, const QString& msg) {
    if (id == m_waitingFor) m_waitingFor = 0;
    if (id == m_hintRequest) m_hintRequest = 0;
    if (id == m_analysisRequest) m_analysisRequest = 0;
    Q_EMIT statusMessage(tr("Engine error: %1").arg(msg));
    refresh();
  });

  // Players.
  auto* players = new QGroupBox(tr("Players"), this);
  auto* form = new QFormLayout(players);
  m_modeBox = new QComboBox(players);
  m_modeBox->addItem(tr("Human vs computer"));
  m_modeBox->addItem(tr("Human vs human"));
  m_modeBox->addItem(tr("Computer vs computer"));
  m_sideBox = new QComboBox(players);
  m_sideBox->addItem(tr("Red (moves first)"));
  m_sideBox->addItem(tr("Black"));
  m_levelBox = new QSpinBox(players);
  m_levelBox->setRange(1, 10);
  m_levelBox->setValue(3);
  m_levelBox->setToolTip(tr("1 looks one move ahead; 10 searches deepest and longest"));
  m_levelBox->installEventFilter(this);
  form->addRow(tr("Mode"), m_modeBox);
  form->addRow(tr("You play"), m_sideBox);
  form->addRow(tr("Level"), m_levelBox);
  // A search under way plays at the level it started with: a new level starts a new search, so
  // the move is the new level's (and recorded as its).
  connect(m_levelBox, &QSpinBox::valueChanged, this, [this] {
    if (m_waitingFor == 0) return;
    cancelSearch();
    maybeStartComputer();
  });
  m_opponentBox = new XiangqiOpponentBox(players);
  form->addRow(tr("Computer"), m_opponentBox);
  m_clockBox = new QComboBox(players);
  m_clockBox->setObjectName(QStringLiteral("clock"));
  m_clockBox->addItem(tr("No clock"));
  for (const auto& [minutes, seconds] : CLOCK_PRESETS)
    m_clockBox->addItem(QStringLiteral("%1+%2").arg(minutes).arg(seconds));
  m_clockBox->addItem(tr("Custom..."));
  m_clockBox->setToolTip(tr("Minutes each + seconds added per move; applies from the next game"));
  form->addRow(tr("Clock"), m_clockBox);
  connect(m_clockBox, &QComboBox::activated, this, &XiangqiView::onClockChoice);
  connect(m_opponentBox, &XiangqiOpponentBox::changed, this, [this] {
    cancelSearch();
    maybeStartComputer();
    refresh();
  });
  connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this](int) {
    m_sideBox->setEnabled(m_modeBox->currentIndex() == int(Mode::HumanVsComputer));
    cancelSearch();
    maybeStartComputer();
    refresh();
  });
  connect(m_sideBox, &QComboBox::currentIndexChanged, this, [this](int index) {
    m_board->setFlipped(index == 1);
    cancelSearch();
    maybeStartComputer();
    refresh();
  });

  // Commands.
  auto* newButton = new QPushButton(tr("New"), this);
  m_undoButton = new QPushButton(tr("Undo 悔棋"), this);
  m_redoButton = new QPushButton(tr("Redo"), this);
  auto* hintButton = new QPushButton(tr("Hint"), this);
  auto* flipButton = new QPushButton(tr("Flip"), this);
  connect(newButton, &QPushButton::clicked, this, &XiangqiView::newGame);
  connect(m_undoButton, &QPushButton::clicked, this, &XiangqiView::undo);
  connect(m_redoButton, &QPushButton::clicked, this, &XiangqiView::redo);
  connect(hintButton, &QPushButton::clicked, this, &XiangqiView::hint);
  connect(flipButton, &QPushButton::clicked, this, &XiangqiView::flip);
  auto* buttons = new QGridLayout;
  buttons->addWidget(newButton, 0, 0);
  buttons->addWidget(m_undoButton, 0, 1);
  buttons->addWidget(m_redoButton, 0, 2);
  buttons->addWidget(hintButton, 1, 0);
  buttons->addWidget(flipButton, 1, 1);

  // The clocks, Red's and Black's, the running one highlighted.
  m_redClock = new QLabel(this);
  m_blackClock = new QLabel(this);
  m_redClock->setObjectName(QStringLiteral("redClock"));
  m_blackClock->setObjectName(QStringLiteral("blackClock"));
  auto* clocks = new QHBoxLayout;
  for (QLabel* label : {m_redClock, m_blackClock}) {
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    font.setBold(true);
    label->setFont(font);
    label->setAlignment(Qt::AlignCenter);
    label->setMargin(3);
    clocks->addWidget(label);
  }
  m_clockTimer = new QTimer(this);
  m_clockTimer->setInterval(100);
  connect(m_clockTimer, &QTimer::timeout, this, &XiangqiView::updateClocks);

  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  QFont statusFont = m_status->font();
  statusFont.setBold(true);
  statusFont.setPointSizeF(statusFont.pointSizeF() * 1.15);
  m_status->setFont(statusFont);

  // Moves: clicking one shows the board after it; the current position returns on the last one.
  auto* movesBox = new QGroupBox(tr("Moves"), this);
  auto* movesLayout = new QVBoxLayout(movesBox);
  m_notationBox = new QComboBox(movesBox);
  m_notationBox->setObjectName(QStringLiteral("notation"));
  m_notationBox->addItem(tr("Chinese 中文"));
  m_notationBox->addItem(tr("WXF"));
  m_notationBox->addItem(tr("ICCS"));
  connect(m_notationBox, &QComboBox::currentIndexChanged, this, [this] {
    refreshMoveList();
    showEngineLine();
    showAnalysisLines();
    m_bookMoves->setText(bookText());
  });
  m_moveList = new QListWidget(movesBox);
  movesLayout->addWidget(m_notationBox);
  movesLayout->addWidget(m_moveList);
  connect(m_moveList, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0) showPly(row + 1);
  });

  // The engine panel.
  auto* engineBox = new QGroupBox(tr("Engine"), this);
  auto* engineForm = new QFormLayout(engineBox);
  m_engineDepth = new QLabel(QStringLiteral("-"), engineBox);
  m_engineScore = new QLabel(QStringLiteral("-"), engineBox);
  m_engineNodes = new QLabel(QStringLiteral("-"), engineBox);
  m_enginePv = new QLabel(QStringLiteral("-"), engineBox);
  m_enginePv->setObjectName(QStringLiteral("enginePv"));
  m_enginePv->setWordWrap(true);
  engineForm->addRow(tr("Depth"), m_engineDepth);
  engineForm->addRow(tr("Score"), m_engineScore);
  engineForm->addRow(tr("Nodes"), m_engineNodes);
  engineForm->addRow(tr("Best line"), m_enginePv);
  m_bookMoves = new QLabel(QStringLiteral("-"), engineBox);
  m_bookMoves->setObjectName(QStringLiteral("bookMoves"));
  m_bookMoves->setWordWrap(true);
  m_bookMoves->setToolTip(tr("Moves masters played here, with how often (the built-in book)"));
  engineForm->addRow(tr("Book"), m_bookMoves);
  m_analyseAction = new QAction(tr("&Analyse position"), this);
  m_analyseAction->setCheckable(true);
  m_analyseAction->setShortcut(QKeySequence(Qt::Key_A));
  connect(m_analyseAction, &QAction::toggled, this, &XiangqiView::setAnalysing);
  auto* analyseBox = new QCheckBox(tr("Analyse (A)"), engineBox);
  analyseBox->setObjectName(QStringLiteral("analyse"));
  analyseBox->setToolTip(tr("Search this position without end and show the engine's lines"));
  connect(analyseBox, &QCheckBox::toggled, m_analyseAction, &QAction::setChecked);
  connect(m_analyseAction, &QAction::toggled, analyseBox, &QCheckBox::setChecked);
  m_analysisList = new QListWidget(engineBox);
  m_analysisList->setObjectName(QStringLiteral("analysisLines"));
  m_analysisList->setWordWrap(true);
  m_analysisList->setMaximumHeight(m_analysisList->fontMetrics().lineSpacing() * 4 + 8);
  m_analysisList->setVisible(false);
  engineForm->addRow(analyseBox);
  engineForm->addRow(m_analysisList);

  auto* side = new QVBoxLayout;
  side->addWidget(players);
  side->addLayout(buttons);
  side->addLayout(clocks);
  side->addWidget(m_status);
  side->addWidget(movesBox, 1);
  side->addWidget(engineBox);
  auto* sideWidget = new QWidget(this);
  sideWidget->setLayout(side);
  sideWidget->setMinimumWidth(250);
  sideWidget->setMaximumWidth(340);

  auto* layout = new QHBoxLayout(this);
  layout->addWidget(m_board, 1);
  layout->addWidget(sideWidget);

  // Actions for the menus; their shortcuts work while this page is shown.
  m_newAction = new QAction(tr("&New game"), this);
  m_newAction->setShortcut(QKeySequence::New);
  connect(m_newAction, &QAction::triggered, this, &XiangqiView::newGame);
  m_undoAction = new QAction(tr("&Undo move (悔棋)"), this);
  m_undoAction->setShortcut(QKeySequence::Undo);
  connect(m_undoAction, &QAction::triggered, this, &XiangqiView::undo);
  m_redoAction = new QAction(tr("&Redo move"), this);
  m_redoAction->setShortcut(QKeySequence::Redo);
  connect(m_redoAction, &QAction::triggered, this, &XiangqiView::redo);
  m_hintAction = new QAction(tr("&Hint"), this);
  m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
  connect(m_hintAction, &QAction::triggered, this, &XiangqiView::hint);
  m_flipAction = new QAction(tr("&Flip board"), this);
  m_flipAction->setShortcut(QKeySequence(Qt::Key_F));
  connect(m_flipAction, &QAction::triggered, this, &XiangqiView::flip);
  m_copyFenAction = new QAction(tr("&Copy FEN"), this);
  m_copyFenAction->setShortcut(QKeySequence::Copy);
  connect(m_copyFenAction, &QAction::triggered, this, &XiangqiView::copyFen);
  m_pasteFenAction = new QAction(tr("&Paste FEN"), this);
  m_pasteFenAction->setShortcut(QKeySequence::Paste);
  connect(m_pasteFenAction, &QAction::triggered, this, &XiangqiView::pasteFen);
  m_loadFenAction = new QAction(tr("&Open FEN file..."), this);
  m_loadFenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
  connect(m_loadFenAction, &QAction::triggered, this, &XiangqiView::loadFenFromFile);
  m_saveFenAction = new QAction(tr("&Save FEN file..."), this);
  m_saveFenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
  connect(m_saveFenAction, &QAction::triggered, this, &XiangqiView::saveFenToFile);
  m_openGameAction = new QAction(tr("&Open game..."), this);
  m_openGameAction->setShortcut(QKeySequence::Open);
  connect(m_openGameAction, &QAction::triggered, this, &XiangqiView::openGameFile);
  m_saveGameAction = new QAction(tr("Save game &as PGN..."), this);
  m_saveGameAction->setShortcut(QKeySequence::Save);
  connect(m_saveGameAction, &QAction::triggered, this, &XiangqiView::saveGameFile);
  m_reviewAction = new QAction(tr("&Review game..."), this);
  m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
  connect(m_reviewAction, &QAction::triggered, this, &XiangqiView::reviewGame);
  m_reviewStoredAction = new QAction(tr("Review a &stored game..."), this);
  connect(m_reviewStoredAction, &QAction::triggered, this, &XiangqiView::reviewStoredGameDialog);
  addActions({m_analyseAction, m_reviewAction, m_newAction, m_undoAction, m_redoAction,
              m_hintAction, m_flipAction, m_copyFenAction, m_pasteFenAction, m_loadFenAction,
              m_saveFenAction, m_openGameAction, m_saveGameAction});

  updateClocks();
  refresh();
}

XiangqiView::~XiangqiView() {
  m_engine->stop();
  recordGame();
}

QString XiangqiView::title() const {
  return tr("Xiangqi 象棋");
}

void XiangqiView::startDemo() {
  setLevel(4);
  setMode(Mode::ComputerVsComputer);
  newGame();
}

void XiangqiView::setMode(Mode mode) {
  m_modeBox->setCurrentIndex(int(mode));
}
void XiangqiView::setHumanSide(Color side) {
  m_sideBox->setCurrentIndex(side == RED ? 0 : 1);
}
void XiangqiView::setExternalEngine(const QString& command, bool ucci) {
  m_opponentBox->setExternal(command, ucci);
}

void XiangqiView::setLevel(int level) {
  m_levelBox->setValue(level);
}

bool XiangqiView::computerToMove() const {
  if (m_game.over() || m_analysing) return false;
  switch (Mode(m_modeBox->currentIndex())) {
    case Mode::HumanVsHuman:
      return false;
    case Mode::ComputerVsComputer:
      return true;
    case Mode::HumanVsComputer:
      return m_game.side_to_move() != (m_sideBox->currentIndex() == 0 ? RED : BLACK);
  }
  return false;
}

bool XiangqiView::engineBusy() const {
  return m_engine->busy();
}

void XiangqiView::cancelSearch() {
  if (m_waitingFor != 0 || m_hintRequest != 0 || m_analysisRequest != 0) m_engine->cancel();
  m_waitingFor = 0;
  m_hintRequest = 0;
  m_analysisRequest = 0;
}

void XiangqiView::maybeStartComputer() {
  if (m_analysing) {
    startAnalysis();
    return;
  }
  if (m_waitingFor != 0 || !computerToMove()) return;
  // Computer against computer is for watching: each move waits a moment before the next search.
  if (Mode(m_modeBox->currentIndex()) == Mode::ComputerVsComputer && m_game.ply() > 0 &&
      !m_watchPauseDone) {
    m_watchPauseDone = true;
    const int ply = m_game.ply();
    QTimer::singleShot(WATCH_PAUSE_MS, this, [this, ply] {
      if (m_game.ply() == ply) maybeStartComputer();
    });
    return;
  }
  m_watchPauseDone = false;
  m_hintRequest = 0;
  m_hintFrom = m_hintTo = -1;
  XiangqiEngineRunner::Request request;
  request.id = m_waitingFor = m_nextRequest++;
  request.startFen = m_game.start_fen();
  request.moves.assign(m_game.moves().begin(), m_game.moves().begin() + m_game.ply());
  request.level = m_levelBox->value();
  if (m_opponentBox->external()) {
    request.externalCommand = m_opponentBox->command();
    request.externalUcci = m_opponentBox->ucci();
  }
  if (m_clock.enabled()) {
    request.clockMs[0] = m_clock.remainingMs(RED);
    request.clockMs[1] = m_clock.remainingMs(BLACK);
    request.incrementMs = m_clock.incrementMs();
  }
  m_engine->go(request);
}

void XiangqiView::onBestMove(quint64 id, int from, int to) {
  if (id == m_analysisRequest) return;  // an analysis ends only when it is replaced
  if (id == m_hintRequest) {
    m_hintRequest = 0;
    m_hintFrom = from;
    m_hintTo = to;
    refresh();
    return;
  }
  if (id != m_waitingFor) return;  // a search that was cancelled
  m_waitingFor = 0;
  if (!playMove(m_game, from, to)) {
    Q_EMIT statusMessage(tr("The engine proposed an illegal move; it was ignored."));
    refresh();
    return;
  }
  afterMove(true);
}

void XiangqiView::onInfo(quint64 id, int depth, int scoreCp, int mate, qint64 nodes,
                         const QString& pv, int line) {
  if (id == 0 || (id != m_waitingFor && id != m_hintRequest && id != m_analysisRequest)) return;
  // Scores are from Red's point of view in the panel, the way xiangqi books print them.
  const bool blackToMove = m_game.side_to_move() == BLACK;
  const int sign = blackToMove ? -1 : 1;
  const QString score = mate != 0 ? (mate * sign > 0 ? tr("Red mates in %1").arg(std::abs(mate))
                                                     : tr("Black mates in %1").arg(std::abs(mate)))
                                  : QString::asprintf("%+.2f", sign * scoreCp / 100.0);
  std::vector<std::string> moves;
  for (const QString& m : pv.split(QLatin1Char(' '), Qt::SkipEmptyParts))
    moves.push_back(m.toStdString());
  if (id == m_analysisRequest && line >= 1 && line <= int(m_analysisLines.size())) {
    AnalysisLine& shown = m_analysisLines[std::size_t(line - 1)];
    shown.score = score;
    shown.depth = depth;
    shown.moves = moves;
    showAnalysisLines();
  }
  if (line != 1) return;  // the panel shows the best line
  m_engineDepth->setText(QString::number(depth));
  m_engineScore->setText(score);
  m_engineNodes->setText(QLocale().toString(nodes));
  m_pvMoves = std::move(moves);
  m_pvFen = m_game.fen();
  showEngineLine();
}

void XiangqiView::showEngineLine() {
  xiangqi::Game from;
  if (m_pvFen.empty() || !from.reset(m_pvFen)) {
    m_enginePv->setText(QStringLiteral("-"));
    return;
  }
  QStringList line;
  for (const std::string& m :
       lineTexts(from, m_pvMoves, XiangqiNotation(m_notationBox->currentIndex())))
    line << QString::fromStdString(m);
  m_enginePv->setText(line.isEmpty() ? QStringLiteral("-") : line.join(QLatin1Char(' ')));
}

void XiangqiView::clearEngineInfo() {
  m_pvFen.clear();
  m_pvMoves.clear();
  for (QLabel* label : {m_engineDepth, m_engineScore, m_engineNodes, m_enginePv})
    label->setText(QStringLiteral("-"));
}

void XiangqiView::onSquareClicked(int sq) {
  if (m_viewPly >= 0) {  // browsing history: a click returns to the game
    showPly(-1);
    return;
  }
  if (m_game.over()) {
    Q_EMIT statusMessage(tr("The game is over: start a new one (Ctrl+N) or undo."));
    return;
  }
  if (computerToMove()) {
    Q_EMIT statusMessage(tr("The computer is to move; wait for its reply."));
    return;
  }
  if (m_selected >= 0) {
    const std::vector<int> targets = targetsFrom(m_game, m_selected);
    if (std::find(targets.begin(), targets.end(), sq) != targets.end()) {
      const int from = m_selected;
      m_selected = -1;
      playMove(m_game, from, sq);
      m_board->animateMove(from, sq, 0);
      afterMove(false);
      return;
    }
  }
  const bool own = isOwnPiece(m_game, sq);
  if (!own && m_selected >= 0)
    Q_EMIT statusMessage(tr("That piece cannot move there."));
  else if (isOpponentPiece(m_game, sq))
    Q_EMIT statusMessage(m_game.side_to_move() == RED ? tr("It is Red's move.")
                                                      : tr("It is Black's move."));
  m_selected = (own && sq != m_selected) ? sq : -1;
  refresh();
}

void XiangqiView::afterMove(bool animate) {
  if (!m_analysing) m_clock.moved(m_game.side_to_move() == RED ? BLACK : RED);
  if (m_game.over()) m_clock.stop();
  updateClocks();
  m_selected = -1;
  m_hintFrom = m_hintTo = -1;
  const xiangqi::Move last = m_game.last_move();
  refreshMoveList();
  refresh();
  if (animate && last) m_board->animateMove(last.from_sq(), last.to_sq());
  recordGame();
  playMoveSound();
  if (m_game.over()) {
    Q_EMIT statusMessage(statusText());
    return;
  }
  // Always say something, so an earlier "Check!" never lingers after the king got out of it.
  Q_EMIT statusMessage(m_game.position().in_check() ? tr("Check! 将军!") : QString());
  maybeStartComputer();
  refresh();
}

void XiangqiView::newGame() {
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  m_game.reset();
  m_clock.reset(m_clockBase, m_clockIncrement);  // the clocks start with the first move
  updateClocks();
  m_redName.clear();
  m_blackName.clear();
  m_selected = -1;
  m_viewPly = -1;
  m_hintFrom = m_hintTo = -1;
  clearEngineInfo();
  refreshMoveList();
  maybeStartComputer();
  refresh();
}

// Against the computer, undo takes back the computer's reply and the player's move, so the
// player is to move again; otherwise one ply.
void XiangqiView::undo() {
  const bool vsComputer = Mode(m_modeBox->currentIndex()) == Mode::HumanVsComputer;
  const bool wasThinking = m_waitingFor != 0;
  cancelSearch();
  if (!m_game.can_undo()) {
    refresh();
    return;
  }
  m_game.undo();
  if (vsComputer && !wasThinking && computerToMove() && m_game.can_undo()) m_game.undo();
  // Taken-back moves do not give time back; the clock of the side now to move runs.
  if (m_clock.enabled() && m_game.ply() > 0) m_clock.start(m_game.side_to_move());
  updateClocks();
  clearEngineInfo();
  m_selected = -1;
  m_viewPly = -1;
  m_hintFrom = m_hintTo = -1;
  refreshMoveList();
  maybeStartComputer();  // the computer's turn (at ply 0, or not against the computer), or analysis
  refresh();
}

void XiangqiView::redo() {
  if (!m_game.can_redo() || m_waitingFor != 0) return;
  m_game.redo();
  if (Mode(m_modeBox->currentIndex()) == Mode::HumanVsComputer && computerToMove() &&
      m_game.can_redo())
    m_game.redo();
  clearEngineInfo();
  m_selected = -1;
  refreshMoveList();
  refresh();
  maybeStartComputer();
}

void XiangqiView::hint() {
  // In analysis the best move is on the board already.
  if (m_game.over() || m_waitingFor != 0 || m_analysing) return;
  XiangqiEngineRunner::Request request;
  request.id = m_hintRequest = m_nextRequest++;
  request.startFen = m_game.start_fen();
  request.moves.assign(m_game.moves().begin(), m_game.moves().begin() + m_game.ply());
  request.level = m_levelBox->value();
  // The hint comes from the engine the player chose to play against, at its level.
  if (m_opponentBox->external()) {
    request.externalCommand = m_opponentBox->command();
    request.externalUcci = m_opponentBox->ucci();
  }
  m_engine->go(request);
  Q_EMIT statusMessage(tr("Looking for a good move..."));
}

void XiangqiView::flip() {
  m_board->setFlipped(!m_board->flipped());
}

void XiangqiView::showPly(int ply) {
  m_viewPly = (ply < 0 || ply >= m_game.ply()) ? -1 : ply;
  if (m_viewPly < 0) {
    const QSignalBlocker block(m_moveList);
    m_moveList->setCurrentRow(m_game.ply() - 1);
  }
  refresh();
}

QString XiangqiView::statusText() const {
  const xiangqi::GameStatus& v = m_game.status();
  if (v.over) {
    using R = xiangqi::Reason;
    const auto side = xiangqi::winning_side(v.result);
    const QString winner = !side                   ? tr("Draw. 和棋")
                           : *side == xiangqi::RED ? tr("Red wins. 红胜")
                                                   : tr("Black wins. 黑胜");
    QString why;
    switch (v.reason) {
      case R::Checkmate:
        why = tr("Checkmate.");
        break;
      case R::Stalemate:
        why = tr("No legal move (stalemate loses).");
        break;
      case R::PerpetualCheck:
        why = tr("Perpetual check loses.");
        break;
      case R::PerpetualChase:
        why = tr("Perpetual chase loses.");
        break;
      case R::Repetition:
        why = tr("The position repeated three times.");
        break;
      case R::MoveLimit:
        why = tr("60 moves without a capture.");
        break;
      case R::NoAttackers:
        why = tr("Neither side can attack any more.");
        break;
      case R::Forfeit:
        if (v.text.find("out of time") != std::string::npos) {
          why = tr("Time ran out.");
          break;
        }
        why = QString::fromStdString(v.text);
        break;
      case R::None:
      case R::PlyLimit:
        why = QString::fromStdString(v.text);
        break;
    }
    return tr("Game over: %1 %2").arg(why, winner);
  }
  QString text = m_game.side_to_move() == RED ? tr("Red to move") : tr("Black to move");
  if (m_game.position().in_check()) text += tr(" — check! 将军!");
  if (m_waitingFor != 0) text += tr(" (computer thinking...)");
  if (m_analysing) text += tr(" — analysing");
  return text;
}

void XiangqiView::refreshMoveList() {
  const QSignalBlocker block(m_moveList);
  m_moveList->clear();
  const auto texts = moveTexts(m_game, XiangqiNotation(m_notationBox->currentIndex()));
  // One ply per row (rows are what a click selects); Black's move indented under Red's.
  for (size_t i = 0; i < texts.size(); ++i) {
    const QString number =
        i % 2 == 0 ? QStringLiteral("%1. ").arg(i / 2 + 1) : QStringLiteral("      ");
    m_moveList->addItem(number + QString::fromStdString(texts[i]));
  }
  m_moveList->setCurrentRow(m_game.ply() - 1);
  m_moveList->scrollToBottom();
}

QStringList XiangqiView::moveListTexts() const {
  QStringList rows;
  for (int i = 0; i < m_moveList->count(); ++i) rows << m_moveList->item(i)->text().trimmed();
  return rows;
}

void XiangqiView::refresh() {
  XiangqiSnapshot s = snapshot(m_game, m_viewPly);
  if (m_viewPly < 0) {
    s.selected = m_selected;
    if (m_selected >= 0) s.targets = targetsFrom(m_game, m_selected);
    s.hintFrom = m_hintFrom;
    s.hintTo = m_hintTo;
    if (m_analysing && m_analysisFen == m_game.fen()) {
      for (std::size_t i = 0; i < m_analysisLines.size(); ++i) {
        const std::vector<std::string>& moves = m_analysisLines[i].moves;
        for (std::size_t k = 0; k < moves.size() && k < (i == 0 ? 2u : 1u); ++k) {
          const xiangqi::Move m = xiangqi::parse_iccs(moves[k]);
          if (m.is_ok()) s.arrows.push_back({m.from_sq(), m.to_sq(), int(i), k == 1});
        }
      }
    }
  }
  m_board->setSnapshot(s);
  m_bookMoves->setText(bookText());
  m_status->setText(
      m_viewPly >= 0
          ? tr("Showing move %1 of %2; click the board to return.").arg(m_viewPly).arg(m_game.ply())
          : statusText());
  m_undoButton->setEnabled(m_game.can_undo());
  m_redoButton->setEnabled(m_game.can_redo());
  m_undoAction->setEnabled(m_game.can_undo());
  m_redoAction->setEnabled(m_game.can_redo());
  Q_EMIT statusSummary(statusText());
}

QString XiangqiView::bookText() const {
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  if (!pos.set(m_game.fen(), &st)) return tr("not in the book");
  const std::vector<xiangqi_ai::BookMove> moves = xiangqi_ai::Book::builtin().probe(pos);
  std::uint64_t total = 0;
  for (const xiangqi_ai::BookMove& m : moves) total += m.count;
  if (moves.empty() || total == 0) return tr("not in the book");
  QStringList shown;
  const auto notation = XiangqiNotation(m_notationBox->currentIndex());
  for (std::size_t i = 0; i < moves.size() && i < 4; ++i) {
    const std::vector<std::string> text =
        lineTexts(m_game, {xiangqi::to_iccs(moves[i].move)}, notation);
    if (text.empty()) continue;
    shown << QStringLiteral("%1 %2%")
                 .arg(QString::fromStdString(text[0]))
                 .arg(qRound(100.0 * moves[i].count / double(total)));
  }
  return shown.join(QStringLiteral(" · "));
}

bool XiangqiView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_levelBox && event->type() == QEvent::ShortcutOverride) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
      event->ignore();  // not the box's: the page's Undo/Redo shortcut takes it
      return true;
    }
  }
  return GameView::eventFilter(watched, event);
}

}  // namespace gameai::gui

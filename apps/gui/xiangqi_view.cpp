#include "xiangqi_view.hpp"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "game_files/xiangqi_pgn.hpp"
#include "game_sounds.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/book.hpp"
#include "xiangqi_board_panel.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_engine_panel.hpp"
#include "xiangqi_files.hpp"
#include "xiangqi_game_panel.hpp"
#include "xiangqi_move_tree.hpp"
#include "xiangqi_opponent_box.hpp"

namespace gameai::gui {

using game_files::XiangqiNodeId;
using game_files::XiangqiTree;
using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

XiangqiView::XiangqiView(QWidget* parent) : GameView(parent) {
  setObjectName(QStringLiteral("xiangqi"));
  m_boardPanel = new XiangqiBoardPanel(m_game, this);
  m_players = new XiangqiPlayersPanel(this);
  m_gamePanel = new XiangqiGamePanel(this);
  m_enginePanel = new XiangqiEnginePanel(this);
  m_searches = new XiangqiSearches(this);
  m_files = new XiangqiFiles(this);
  m_sounds = new GameSounds(this);
  m_clockTimer = new QTimer(this);
  m_clockTimer->setInterval(100);
  connect(m_clockTimer, &QTimer::timeout, this, &XiangqiView::updateClocks);

  auto* side = new QVBoxLayout;
  side->addWidget(m_players);
  // The moves and the engine's panel share the rest of the column; the handle between them
  // gives the move tree more rows (the engine's panel can be folded away entirely).
  m_sideSplitter = new QSplitter(Qt::Vertical, this);
  m_sideSplitter->setObjectName(QStringLiteral("xiangqiSideSplitter"));
  m_sideSplitter->addWidget(m_gamePanel);
  m_sideSplitter->addWidget(m_enginePanel);
  m_sideSplitter->setStretchFactor(0, 1);
  m_sideSplitter->setStretchFactor(1, 0);
  m_sideSplitter->setCollapsible(0, false);
  side->addWidget(m_sideSplitter, 1);
  auto* sideWidget = new QWidget(this);
  sideWidget->setObjectName(QStringLiteral("xiangqiSide"));
  sideWidget->setLayout(side);
  // The side panel's width follows the window, never its text: a text that changes (a long
  // engine line, another language) never moves the board. It is at least wide enough for its
  // boxes, and takes a share of a wide window (the board, kept square, leaves the rest unused).
  const int charWidth = fontMetrics().averageCharWidth();
  sideWidget->setMinimumWidth(std::clamp(charWidth * 46, 300, 400));
  sideWidget->setMaximumWidth(std::clamp(charWidth * 90, 560, 760));
  sideWidget->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  // The move list keeps a few rows whatever the window's height.
  m_gamePanel->moveTree()->setMinimumHeight(fontMetrics().lineSpacing() * 6);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(m_boardPanel, 3);
  layout->addWidget(sideWidget, 2);

  createActions();
  retranslateUi();
  connectParts();
  updateClocks();
  refresh();
}

XiangqiView::~XiangqiView() {
  m_searches->shutDown();
  recordGame();
  // The parts are children, deleted after the game they show: nothing they say while they go
  // may reach the page.
  for (QObject* part : std::initializer_list<QObject*>{m_boardPanel, m_players, m_gamePanel,
                                                       m_gamePanel->moveTree(), m_enginePanel,
                                                       m_searches, m_clockTimer})
    disconnect(part, nullptr, this, nullptr);
}

// The page's actions, for the menus; their shortcuts work while this page is shown.
void XiangqiView::createActions() {
  const auto action = [this](QAction*& out, const QKeySequence& key, auto slot) {
    out = new QAction(this);
    if (!key.isEmpty()) out->setShortcut(key);
    connect(out, &QAction::triggered, this, slot);
    addAction(out);
  };
  action(m_newAction, QKeySequence::New, &XiangqiView::newGame);
  action(m_undoAction, QKeySequence::Undo, &XiangqiView::undo);
  action(m_redoAction, QKeySequence::Redo, &XiangqiView::redo);
  action(m_hintAction, QKeySequence(Qt::Key_H), &XiangqiView::hint);
  action(m_flipAction, QKeySequence(Qt::Key_F), &XiangqiView::flip);
  action(m_copyFenAction, QKeySequence::Copy, &XiangqiView::copyFen);
  action(m_pasteFenAction, QKeySequence::Paste, &XiangqiView::pasteFen);
  action(m_loadFenAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
         &XiangqiView::loadFenFromFile);
  action(m_saveFenAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
         &XiangqiView::saveFenToFile);
  action(m_editPositionAction, QKeySequence(Qt::CTRL | Qt::Key_E), &XiangqiView::editPosition);
  action(m_openGameAction, QKeySequence::Open, &XiangqiView::openGameDialog);
  action(m_saveGameAction, QKeySequence::Save, &XiangqiView::saveGameDialog);
  action(m_reviewAction, QKeySequence(Qt::CTRL | Qt::Key_R), &XiangqiView::reviewGame);
  action(m_reviewStoredAction, QKeySequence(), &XiangqiView::reviewStoredGameDialog);
  m_analyseAction = new QAction(this);
  m_analyseAction->setCheckable(true);
  m_analyseAction->setShortcut(QKeySequence(Qt::Key_A));
  connect(m_analyseAction, &QAction::toggled, this, &XiangqiView::setAnalysing);
  addAction(m_analyseAction);
  m_soundsAction = new QAction(this);
  m_soundsAction->setCheckable(true);
  connect(m_soundsAction, &QAction::toggled, this, &XiangqiView::setSoundsEnabled);
}

void XiangqiView::retranslateUi() {
  m_newAction->setText(tr("&New game"));
  m_undoAction->setText(tr("&Undo move (悔棋)"));
  m_redoAction->setText(tr("&Redo move"));
  m_hintAction->setText(tr("&Hint"));
  m_flipAction->setText(tr("&Flip board"));
  m_copyFenAction->setText(tr("&Copy FEN"));
  m_pasteFenAction->setText(tr("&Paste FEN"));
  m_loadFenAction->setText(tr("&Open FEN file..."));
  m_saveFenAction->setText(tr("&Save FEN file..."));
  m_editPositionAction->setText(tr("&Edit position..."));
  m_openGameAction->setText(tr("&Open game..."));
  m_saveGameAction->setText(tr("Save game &as PGN..."));
  m_reviewAction->setText(tr("&Review game..."));
  m_reviewStoredAction->setText(tr("Review a &stored game..."));
  m_analyseAction->setText(tr("&Analyse position"));
  m_soundsAction->setText(tr("&Sounds"));
}

void XiangqiView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslateUi();
    // The texts the page writes itself (status, book, clocks) in the new language.
    m_bookShown.clear();
    updateClocks();
    refresh();
  }
  GameView::changeEvent(event);
}

void XiangqiView::connectParts() {
  m_boardPanel->setRefusal([this] {
    if (m_game.over()) return tr("The game is over: start a new one (Ctrl+N) or undo.");
    if (computerToMove()) return tr("The computer is to move; wait for its reply.");
    return QString();
  });
  connect(m_boardPanel, &XiangqiBoardPanel::moveChosen, this, &XiangqiView::onMoveChosen);
  connect(m_boardPanel, &XiangqiBoardPanel::message, this, &XiangqiView::statusMessage);

  // A search under way plays at the level it started with: a new level starts a new search, so
  // the move is the new level's (and recorded as its).
  connect(m_players, &XiangqiPlayersPanel::levelChanged, this, [this] {
    if (!thinking()) return;
    cancelSearch();
    maybeStartComputer();
  });
  const auto playersChanged = [this] {
    cancelSearch();
    maybeStartComputer();
    refresh();
  };
  connect(m_players, &XiangqiPlayersPanel::opponentChanged, this, playersChanged);
  connect(m_players, &XiangqiPlayersPanel::modeChanged, this, playersChanged);
  connect(m_players, &XiangqiPlayersPanel::sideChanged, this, [this, playersChanged] {
    m_boardPanel->setFlipped(m_players->humanSide() == BLACK);
    playersChanged();
  });
  connect(m_players, &XiangqiPlayersPanel::clockChosen, this, [this] {
    Q_EMIT statusMessage(m_players->clockBaseMs() > 0
                             ? tr("The clock applies from the next game (Ctrl+N).")
                             : tr("No clock from the next game on."));
  });

  connect(m_gamePanel, &XiangqiGamePanel::newGameRequested, this, &XiangqiView::newGame);
  connect(m_gamePanel, &XiangqiGamePanel::undoRequested, this, &XiangqiView::undo);
  connect(m_gamePanel, &XiangqiGamePanel::redoRequested, this, &XiangqiView::redo);
  connect(m_gamePanel, &XiangqiGamePanel::hintRequested, this, &XiangqiView::hint);
  connect(m_gamePanel, &XiangqiGamePanel::flipRequested, this, &XiangqiView::flip);
  XiangqiMoveTree* tree = m_gamePanel->moveTree();
  connect(tree, &XiangqiMoveTree::nodeChosen, this, &XiangqiView::goToNode);
  connect(tree, &XiangqiMoveTree::promoteRequested, this, &XiangqiView::promoteVariation);
  connect(tree, &XiangqiMoveTree::mainLineRequested, this, &XiangqiView::makeMainLine);
  connect(tree, &XiangqiMoveTree::deleteRequested, this, &XiangqiView::deleteVariation);
  connect(tree, &XiangqiMoveTree::commentRequested, this, &XiangqiView::askComment);
  connect(m_gamePanel, &XiangqiGamePanel::notationChanged, this, [this] {
    refreshMoveList();
    m_enginePanel->setNotation(m_gamePanel->notation());
    refresh();
    Q_EMIT notationChanged();
  });

  connect(m_enginePanel, &XiangqiEnginePanel::analyseToggled, this, &XiangqiView::setAnalysing);

  connect(m_searches, &XiangqiSearches::bestMove, this, &XiangqiView::onBestMove);
  connect(m_searches, &XiangqiSearches::info, this, &XiangqiView::onInfo);
  connect(m_searches, &XiangqiSearches::failed, this, [this](const QString& message) {
    Q_EMIT statusMessage(tr("Engine error: %1").arg(message));
    refresh();
  });
}

QString XiangqiView::title() const {
  return tr("Xiangqi 象棋");
}

XiangqiBoardWidget* XiangqiView::board() const {
  return m_boardPanel->widget();
}

void XiangqiView::startDemo() {
  setLevel(4);
  setMode(Mode::ComputerVsComputer);
  newGame();
}

void XiangqiView::setMode(Mode mode) {
  m_players->setMode(mode);
}
void XiangqiView::setHumanSide(Color side) {
  m_players->setHumanSide(side);
}
void XiangqiView::setExternalEngine(const QString& command, xiangqi_ai::EngineProtocol protocol) {
  m_players->setExternalEngine(command, protocol);
}
void XiangqiView::setLevel(int level) {
  m_players->setLevel(level);
}
void XiangqiView::setClock(qint64 baseMs, qint64 incrementMs) {
  m_players->setClock(baseMs, incrementMs);
}

bool XiangqiView::computerToMove() const {
  return !m_game.over() && !m_analysing && !m_players->humanPlays(m_game.side_to_move());
}

bool XiangqiView::engineBusy() const {
  return m_searches->busy();
}

void XiangqiView::cancelSearch() {
  m_searches->cancel();
}

XiangqiEngineRunner::Request XiangqiView::request() const {
  XiangqiEngineRunner::Request request;
  request.startFen = m_game.start_fen();
  request.moves.assign(m_game.moves().begin(), m_game.moves().begin() + m_game.ply());
  request.level = m_players->level();
  if (m_players->opponent().external()) {
    request.externalCommand = m_players->opponent().command();
    request.externalProtocol = m_players->opponent().protocol();
    request.externalOptions = m_players->opponent().engineOptions();
  }
  return request;
}

void XiangqiView::maybeStartComputer() {
  if (m_analysing) {
    startAnalysis();
    return;
  }
  if (thinking() || !computerToMove()) return;
  // Computer against computer is for watching: each move waits a moment before the next search.
  if (m_players->mode() == Mode::ComputerVsComputer && m_game.ply() > 0 && !m_watchPauseDone) {
    m_watchPauseDone = true;
    const int ply = m_game.ply();
    QTimer::singleShot(WATCH_PAUSE_MS, this, [this, ply] {
      if (m_game.ply() == ply) maybeStartComputer();
    });
    return;
  }
  m_watchPauseDone = false;
  m_boardPanel->clearHint();
  XiangqiEngineRunner::Request move = request();
  if (m_clock.enabled()) {
    move.clockMs[0] = m_clock.remainingMs(RED);
    move.clockMs[1] = m_clock.remainingMs(BLACK);
    move.incrementMs = m_clock.incrementMs();
  }
  m_searches->start(XiangqiSearches::Kind::Move, move);
}

void XiangqiView::onBestMove(XiangqiSearches::Kind kind, int from, int to) {
  if (kind == XiangqiSearches::Kind::Hint) {
    m_boardPanel->setHint(from, to);
    Q_EMIT statusMessage(QString());  // "Looking for a good move..." is over
    refresh();
    return;
  }
  if (!playIntoTree(from, to)) {
    Q_EMIT statusMessage(tr("The engine proposed an illegal move; it was ignored."));
    refresh();
    return;
  }
  afterMove(true);
}

void XiangqiView::onInfo(XiangqiSearches::Kind kind, int depth, int scoreCp, int mate, qint64 nodes,
                         const QString& pv, int line) {
  std::vector<std::string> moves;
  for (const QString& m : pv.split(QLatin1Char(' '), Qt::SkipEmptyParts))
    moves.push_back(m.toStdString());
  if (kind == XiangqiSearches::Kind::Analysis) {
    m_enginePanel->setLine(line - 1, {depth, scoreCp, mate, moves});
    refresh();  // the arrows
  }
  if (line != 1) return;  // the panel shows the best line
  m_enginePanel->showSearch(m_game.fen(), depth, scoreCp, mate, nodes, std::move(moves));
}

void XiangqiView::setAnalysing(bool on) {
  if (on == m_analysing) return;
  cancelSearch();
  m_analysing = on;
  // Analysis is study, not play: the clocks wait meanwhile.
  if (on)
    m_clock.stop();
  else if (m_clock.enabled() && m_game.ply() > 0 && !m_game.over())
    m_clock.start(m_game.side_to_move());
  updateClocks();
  if (m_analyseAction->isChecked() != on) m_analyseAction->setChecked(on);
  m_enginePanel->setAnalysing(on);
  if (on) {
    startAnalysis();
  } else {
    m_enginePanel->clearLines();
    maybeStartComputer();
  }
  refresh();
}

void XiangqiView::startAnalysis() {
  m_enginePanel->startLines(m_game.fen(), ANALYSIS_LINES, m_game.over());
  m_boardPanel->clearHint();
  if (!m_game.over()) {
    XiangqiEngineRunner::Request analysis = request();
    // The analysis is the built-in engine's at full strength.
    analysis.externalCommand.clear();
    analysis.level = xiangqi_ai::MAX_LEVEL;
    analysis.infinite = true;
    analysis.lines = ANALYSIS_LINES;
    m_searches->start(XiangqiSearches::Kind::Analysis, analysis);
  }
  refresh();
}

QStringList XiangqiView::analysisTexts() const {
  return m_enginePanel->lineTexts();
}

void XiangqiView::onMoveChosen(int from, int to) {
  if (!playIntoTree(from, to)) return;
  m_boardPanel->animateMove(from, to, 0);
  afterMove(false);
}

XiangqiNodeId XiangqiView::currentNode() const {
  return cursorNode(m_tree, m_game);
}

bool XiangqiView::playIntoTree(int from, int to) {
  XiangqiNodeId at = currentNode();
  if (at == XiangqiTree::NONE) {  // never expected: the game's line is the tree's line again
    std::vector<game_files::XiangqiMove> moves;
    for (const xiangqi::Move m : m_game.moves()) moves.emplace_back(xiangqi::to_iccs(m));
    m_tree = XiangqiTree::from_moves(m_game.start_fen(), moves);
    at = currentNode();
  }
  if (!playMove(m_game, from, to)) return false;
  at = m_tree.add_move(at, game_files::XiangqiMove(xiangqi::to_iccs(m_game.last_move())));
  // A move the tree had: the game goes on along the tree's line after it (redo follows it).
  if (m_tree.main_child(at) != XiangqiTree::NONE && !m_game.over()) m_tree.replay(at, m_game);
  return true;
}

bool XiangqiView::goToNode(XiangqiNodeId node) {
  if (!m_tree.contains(node)) return false;
  if (node == currentNode()) return true;
  cancelSearch();
  m_tree.replay(node, m_game);
  // As undo and redo: moves taken back give no time back; the clock of the side to move runs.
  if (m_clock.enabled() && m_game.ply() > 0 && !m_game.over() && !m_analysing)
    m_clock.start(m_game.side_to_move());
  else if (m_game.over())
    m_clock.stop();
  updateClocks();
  afterNewPosition();
  maybeStartComputer();
  refresh();
  return true;
}

bool XiangqiView::promoteVariation(XiangqiNodeId node) {
  if (!m_tree.contains(node)) return false;
  const XiangqiNodeId start = variationStart(m_tree, node);
  if (start == XiangqiTree::NONE || !m_tree.promote(start)) return false;
  afterTreeEdit();
  return true;
}

bool XiangqiView::makeMainLine(XiangqiNodeId node) {
  if (!m_tree.contains(node) || variationStart(m_tree, node) == XiangqiTree::NONE) return false;
  m_tree.make_main_line(node);
  afterTreeEdit();
  return true;
}

bool XiangqiView::deleteVariation(XiangqiNodeId node) {
  if (!m_tree.contains(node) || node == XiangqiTree::ROOT) return false;
  XiangqiNodeId start = variationStart(m_tree, node);
  if (start == XiangqiTree::NONE) start = node;
  // The game's line goes with it when it runs through the deleted moves.
  bool onLine = false;
  for (XiangqiNodeId at = currentNode(); at != XiangqiTree::NONE; at = m_tree.parent(at))
    onLine = onLine || at == start;
  const XiangqiNodeId parent = m_tree.parent(start);
  if (onLine) cancelSearch();
  m_tree.remove(start);
  if (onLine) {
    m_tree.replay(parent, m_game);
    if (m_clock.enabled() && m_game.ply() > 0 && !m_game.over() && !m_analysing)
      m_clock.start(m_game.side_to_move());
    updateClocks();
    afterNewPosition();
    maybeStartComputer();
  } else {
    // The game keeps its place; its moves after it follow the tree's line again.
    if (!m_game.over()) m_tree.replay(currentNode(), m_game);
  }
  afterTreeEdit();
  return true;
}

bool XiangqiView::setComment(XiangqiNodeId node, const QString& comment) {
  if (!m_tree.contains(node)) return false;
  m_tree.set_comment(node, comment.trimmed().toStdString());
  afterTreeEdit();
  return true;
}

void XiangqiView::askComment(XiangqiNodeId node) {
  if (!m_tree.contains(node)) return;
  const std::vector<std::string> texts =
      game_files::xiangqi_node_texts(m_tree, toNotation(m_gamePanel->notation()));
  const QString what = node == XiangqiTree::ROOT
                           ? tr("Comment before the first move:")
                           : tr("Comment on %1:")
                                 .arg(QString::fromStdString(
                                     game_files::xiangqi_move_prefix(
                                         m_tree.depth(node) - 1,
                                         game_files::xiangqi_first_seat(m_tree.start_fen())) +
                                     ' ' + texts[std::size_t(node)]));
  bool ok = false;
  const QString text = QInputDialog::getMultiLineText(
      this, tr("Comment"), what, QString::fromStdString(m_tree.comment(node)), &ok);
  if (ok) setComment(node, text);
}

void XiangqiView::afterTreeEdit() {
  refreshMoveList();
  refresh();
  const QString before = m_records.lastError();
  m_records.storeXiangqiTree(m_tree);
  if (m_records.lastError() != before)
    Q_EMIT statusMessage(tr("The game was not recorded: %1").arg(m_records.lastError()));
}

void XiangqiView::afterMove(bool animate) {
  if (!m_analysing) m_clock.moved(m_game.side_to_move() == RED ? BLACK : RED);
  if (m_game.over()) m_clock.stop();
  updateClocks();
  m_boardPanel->clearSelection();
  m_boardPanel->clearHint();
  const xiangqi::Move last = m_game.last_move();
  refreshMoveList();
  refresh();
  if (animate && last) m_boardPanel->animateMove(last.from_sq(), last.to_sq());
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

void XiangqiView::afterNewPosition() {
  m_boardPanel->clearSelection();
  m_boardPanel->clearHint();
  m_enginePanel->clearSearch();
  refreshMoveList();
}

void XiangqiView::newGame() {
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  m_game.reset();
  m_tree = XiangqiTree(m_game.start_fen());
  m_clock.reset(m_players->clockBaseMs(), m_players->clockIncrementMs());  // runs from move 1
  updateClocks();
  m_opened.reset();
  afterNewPosition();
  maybeStartComputer();
  refresh();
}

// Against the computer, undo takes back the computer's reply and the player's move, so the
// player is to move again; otherwise one ply.
void XiangqiView::undo() {
  const bool vsComputer = m_players->mode() == Mode::HumanVsComputer;
  const bool wasThinking = thinking();
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
  afterNewPosition();
  maybeStartComputer();  // the computer's turn (at ply 0, or not against the computer), or analysis
  refresh();
}

void XiangqiView::redo() {
  if (!m_game.can_redo() || thinking()) return;
  m_game.redo();
  if (m_players->mode() == Mode::HumanVsComputer && computerToMove() && m_game.can_redo())
    m_game.redo();
  afterNewPosition();
  refresh();
  maybeStartComputer();
}

void XiangqiView::hint() {
  // In analysis the best move is on the board already.
  if (m_game.over() || thinking() || m_analysing) return;
  // The hint is the best move that can be found, not the opponent's at its level: the built-in
  // engine at full strength, or the external engine the player chose (likely the strongest at
  // hand), each for the hint's time.
  XiangqiEngineRunner::Request hint = request();
  hint.level = xiangqi_ai::MAX_LEVEL;
  hint.moveTimeMs = XiangqiEngineRunner::HINT_MOVETIME_MS;
  m_searches->start(XiangqiSearches::Kind::Hint, hint);
  Q_EMIT statusMessage(tr("Looking for a good move..."));
}

void XiangqiView::flip() {
  m_boardPanel->setFlipped(!m_boardPanel->flipped());
}

// Shows both clocks and ends the game when the running one has fallen.
void XiangqiView::updateClocks() {
  m_gamePanel->showClocks(m_clock);
  if (!m_clock.enabled() || !m_clock.running()) {
    m_clockTimer->stop();
    return;
  }
  if (!m_clockTimer->isActive()) m_clockTimer->start();
  if (m_clock.remainingMs(m_clock.runningSide()) > 0 || m_game.over()) return;
  const Color loser = m_clock.runningSide();
  m_clock.stop();
  m_clockTimer->stop();
  cancelSearch();
  m_game.end(loser == RED ? xiangqi::Result::BlackWins : xiangqi::Result::RedWins,
             xiangqi::Reason::Forfeit,
             loser == RED ? "black wins: red ran out of time" : "red wins: black ran out of time");
  m_boardPanel->clearSelection();
  recordGame();
  refresh();
  Q_EMIT statusMessage(statusText());
  m_gamePanel->showClocks(m_clock);
}

XiangqiNotation XiangqiView::notation() const {
  return m_gamePanel->notation();
}

QString XiangqiView::winnerText(xiangqi::Result result) {
  const auto side = xiangqi::winning_side(result);
  return !side                   ? tr("Draw. 和棋")
         : *side == xiangqi::RED ? tr("Red wins. 红胜")
                                 : tr("Black wins. 黑胜");
}

QString XiangqiView::reasonText(xiangqi::Reason reason, const std::string& text) {
  using R = xiangqi::Reason;
  switch (reason) {
    case R::Checkmate:
      return tr("Checkmate.");
    case R::Stalemate:
      return tr("No legal move (stalemate loses).");
    case R::PerpetualCheck:
      return tr("Perpetual check loses.");
    case R::PerpetualChase:
      return tr("Perpetual chase loses.");
    case R::Repetition:
      return tr("The position repeated three times.");
    case R::MoveLimit:
      return tr("60 moves without a capture.");
    case R::NoAttackers:
      return tr("Neither side can attack any more.");
    case R::PlyLimit:
      return tr("The game reached the referee's limit on its length.");
    case R::Forfeit:
      // The referee's words name the engine and what it did; the kind of forfeit is said here.
      if (text.find("on time") != std::string::npos ||
          text.find("out of time") != std::string::npos)
        return tr("Time ran out.");
      if (text.find("resigned") != std::string::npos) return tr("Resigned.");
      if (text.find("illegal move") != std::string::npos)
        return tr("Forfeit by an illegal move (%1).").arg(QString::fromStdString(text));
      return tr("Forfeit (%1).").arg(QString::fromStdString(text));
    case R::None:
      break;
  }
  return QString::fromStdString(text);
}

QString XiangqiView::statusText() const {
  const xiangqi::GameStatus& v = m_game.status();
  if (v.over) return tr("Game over: %1 %2").arg(reasonText(v.reason, v.text), winnerText(v.result));
  QString text = m_game.side_to_move() == RED ? tr("Red to move") : tr("Black to move");
  if (m_game.position().in_check()) text += tr(" — check! 将军!");
  if (thinking()) text += tr(" (computer thinking...)");
  if (m_analysing) text += tr(" — analysing");
  return text;
}

void XiangqiView::refreshMoveList() {
  m_gamePanel->showMoves(m_tree, currentNode());
}

QStringList XiangqiView::moveListTexts() const {
  return m_gamePanel->moveRows();
}

void XiangqiView::refresh() {
  std::vector<XiangqiSnapshot::Arrow> arrows;
  if (m_analysing && m_enginePanel->linesFen() == m_game.fen()) {
    // The best line's first two moves (the reply greyed), the other lines' first move.
    const std::vector<XiangqiEnginePanel::Line>& lines = m_enginePanel->lines();
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::vector<std::string>& moves = lines[i].moves;
      for (std::size_t k = 0; k < moves.size() && k < (i == 0 ? 2u : 1u); ++k) {
        const xiangqi::Move m = xiangqi::parse_iccs(moves[k]);
        if (m.is_ok()) arrows.push_back({m.from_sq(), m.to_sq(), int(i), k == 1});
      }
    }
  }
  m_boardPanel->setArrows(std::move(arrows));
  m_boardPanel->showPosition();
  // The book is probed once per position and notation (refresh runs on every engine report).
  const std::string bookKey = m_game.fen() + char('0' + int(m_gamePanel->notation()));
  if (bookKey != m_bookShown) {
    m_bookShown = bookKey;
    m_enginePanel->setBookText(bookText());
  }
  m_gamePanel->setStatus(statusText());
  m_gamePanel->setUndoRedo(m_game.can_undo(), m_game.can_redo());
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
  const XiangqiNotation notation = m_gamePanel->notation();
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

}  // namespace gameai::gui

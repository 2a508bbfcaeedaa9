#include "xiangqi_game_controller.hpp"

#include <QTimer>

#include "xiangqi/iccs.hpp"
#include "xiangqi_play/levels.hpp"

namespace gameai::gui {

using game_files::XiangqiNodeId;
using game_files::XiangqiTree;
using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::RED;

XiangqiGameController::XiangqiGameController(XiangqiPlayersPanel& players,
                                             XiangqiSearches& searches, QObject* parent)
    : QObject(parent), m_players(players), m_searches(searches) {
  m_clockTimer = new QTimer(this);
  m_clockTimer->setInterval(100);
  connect(m_clockTimer, &QTimer::timeout, this, &XiangqiGameController::updateClocks);

  // A search under way plays at the level it started with: a new level starts a new search, so
  // the move is the new level's (and recorded as its).
  connect(&m_players, &XiangqiPlayersPanel::levelChanged, this, [this] {
    if (!thinking()) return;
    cancelSearch();
    maybeStartComputer();
  });
  const auto playersChanged = [this] {
    cancelSearch();
    maybeStartComputer();
    Q_EMIT changed();
  };
  connect(&m_players, &XiangqiPlayersPanel::opponentChanged, this, playersChanged);
  connect(&m_players, &XiangqiPlayersPanel::modeChanged, this, playersChanged);
  connect(&m_players, &XiangqiPlayersPanel::sideChanged, this, playersChanged);
  connect(&m_players, &XiangqiPlayersPanel::clockChosen, this, [this] {
    Q_EMIT statusMessage(m_players.clockBaseMs() > 0
                             ? tr("The clock applies from the next game (Ctrl+N).")
                             : tr("No clock from the next game on."));
  });
  connect(&m_searches, &XiangqiSearches::bestMove, this, &XiangqiGameController::onBestMove);
}

bool XiangqiGameController::computerToMove() const {
  return !m_game.over() && !m_analysing && !m_players.humanPlays(m_game.side_to_move());
}

void XiangqiGameController::cancelSearch() {
  m_searches.cancel();
}

XiangqiEngineRunner::Request XiangqiGameController::request() const {
  XiangqiEngineRunner::Request request;
  request.startFen = m_game.start_fen();
  request.moves.assign(m_game.moves().begin(), m_game.moves().begin() + m_game.ply());
  m_players.chooseEngine(request);
  return request;
}

void XiangqiGameController::maybeStartComputer() {
  if (m_analysing) {
    Q_EMIT analysisDue();
    return;
  }
  if (thinking() || !computerToMove()) return;
  // Computer against computer is for watching: each move waits a moment before the next search.
  if (m_players.mode() == Mode::ComputerVsComputer && m_game.ply() > 0 && !m_watchPauseDone) {
    m_watchPauseDone = true;
    const int ply = m_game.ply();
    QTimer::singleShot(WATCH_PAUSE_MS, this, [this, ply] {
      if (m_game.ply() == ply) maybeStartComputer();
    });
    return;
  }
  m_watchPauseDone = false;
  Q_EMIT hintDropped();
  XiangqiEngineRunner::Request move = request();
  if (m_clock.enabled()) {
    move.clockMs[0] = m_clock.remainingMs(RED);
    move.clockMs[1] = m_clock.remainingMs(BLACK);
    move.incrementMs = m_clock.incrementMs();
  }
  m_searches.start(XiangqiSearches::Kind::Move, move);
}

void XiangqiGameController::onBestMove(XiangqiSearches::Kind kind, int from, int to) {
  if (kind == XiangqiSearches::Kind::Hint) {
    Q_EMIT hintFound(from, to);
    return;
  }
  if (!playIntoTree(from, to)) {
    Q_EMIT statusMessage(tr("The engine proposed an illegal move; it was ignored."));
    Q_EMIT changed();
    return;
  }
  afterMove(true);
}

void XiangqiGameController::setAnalysing(bool on) {
  if (on == m_analysing) return;
  cancelSearch();
  m_analysing = on;
  // Analysis is study, not play: the clocks wait meanwhile.
  if (on)
    m_clock.stop();
  else if (m_clock.enabled() && m_game.ply() > 0 && !m_game.over())
    m_clock.start(m_game.side_to_move());
  updateClocks();
}

bool XiangqiGameController::playMove(int from, int to) {
  if (!playIntoTree(from, to)) return false;
  afterMove(false);
  return true;
}

XiangqiNodeId XiangqiGameController::currentNode() const {
  return cursorNode(m_tree, m_game);
}

bool XiangqiGameController::playIntoTree(int from, int to) {
  XiangqiNodeId at = currentNode();
  if (at == XiangqiTree::NONE) {  // never expected: the game's line is the tree's line again
    std::vector<game_files::XiangqiMove> moves;
    for (const xiangqi::Move m : m_game.moves()) moves.emplace_back(xiangqi::to_iccs(m));
    m_tree = XiangqiTree::from_moves(m_game.start_fen(), moves);
    at = currentNode();
  }
  if (!gui::playMove(m_game, from, to)) return false;
  at = m_tree.add_move(at, game_files::XiangqiMove(xiangqi::to_iccs(m_game.last_move())));
  // A move the tree had: the game goes on along the tree's line after it (redo follows it).
  if (m_tree.main_child(at) != XiangqiTree::NONE && !m_game.over()) m_tree.replay(at, m_game);
  return true;
}

bool XiangqiGameController::goToNode(XiangqiNodeId node) {
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
  Q_EMIT positionReplaced();
  maybeStartComputer();
  Q_EMIT changed();
  return true;
}

bool XiangqiGameController::promoteVariation(XiangqiNodeId node) {
  if (!m_tree.contains(node)) return false;
  const XiangqiNodeId start = variationStart(m_tree, node);
  if (start == XiangqiTree::NONE || !m_tree.promote(start)) return false;
  afterTreeEdit();
  return true;
}

bool XiangqiGameController::makeMainLine(XiangqiNodeId node) {
  if (!m_tree.contains(node) || variationStart(m_tree, node) == XiangqiTree::NONE) return false;
  m_tree.make_main_line(node);
  afterTreeEdit();
  return true;
}

bool XiangqiGameController::deleteVariation(XiangqiNodeId node) {
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
    Q_EMIT positionReplaced();
    maybeStartComputer();
  } else {
    // The game keeps its place; its moves after it follow the tree's line again.
    if (!m_game.over()) m_tree.replay(currentNode(), m_game);
  }
  afterTreeEdit();
  return true;
}

bool XiangqiGameController::setComment(XiangqiNodeId node, const QString& comment) {
  if (!m_tree.contains(node)) return false;
  m_tree.set_comment(node, comment.trimmed().toStdString());
  afterTreeEdit();
  return true;
}

void XiangqiGameController::afterTreeEdit() {
  Q_EMIT treeEdited();
  Q_EMIT changed();
  const QString before = m_records.lastError();
  m_records.storeXiangqiTree(m_tree);
  if (m_records.lastError() != before)
    Q_EMIT statusMessage(tr("The game was not recorded: %1").arg(m_records.lastError()));
}

void XiangqiGameController::afterMove(bool animate) {
  if (!m_analysing) m_clock.moved(m_game.side_to_move() == RED ? BLACK : RED);
  if (m_game.over()) m_clock.stop();
  updateClocks();
  Q_EMIT moved(animate);
  recordGame();
  if (m_game.over()) {
    Q_EMIT statusMessage(statusText());
    return;
  }
  // Always say something, so an earlier "Check!" never lingers after the king got out of it.
  Q_EMIT statusMessage(m_game.position().in_check() ? tr("Check! 将军!") : QString());
  maybeStartComputer();
  Q_EMIT changed();
}

void XiangqiGameController::newGame() {
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  m_game.reset();
  m_tree = XiangqiTree(m_game.start_fen());
  m_clock.reset(m_players.clockBaseMs(), m_players.clockIncrementMs());  // runs from move 1
  updateClocks();
  m_opened.reset();
  Q_EMIT positionReplaced();
  maybeStartComputer();
  Q_EMIT changed();
}

void XiangqiGameController::undo() {
  const bool vsComputer = m_players.mode() == Mode::HumanVsComputer;
  const bool wasThinking = thinking();
  cancelSearch();
  if (!m_game.can_undo()) {
    Q_EMIT changed();
    return;
  }
  m_game.undo();
  if (vsComputer && !wasThinking && computerToMove() && m_game.can_undo()) m_game.undo();
  // Taken-back moves do not give time back; the clock of the side now to move runs.
  if (m_clock.enabled() && m_game.ply() > 0) m_clock.start(m_game.side_to_move());
  updateClocks();
  Q_EMIT positionReplaced();
  maybeStartComputer();  // the computer's turn (at ply 0, or not against the computer), or analysis
  Q_EMIT changed();
}

void XiangqiGameController::redo() {
  if (!m_game.can_redo() || thinking()) return;
  m_game.redo();
  if (m_players.mode() == Mode::HumanVsComputer && computerToMove() && m_game.can_redo())
    m_game.redo();
  Q_EMIT positionReplaced();
  Q_EMIT changed();
  maybeStartComputer();
}

void XiangqiGameController::hint() {
  // In analysis the best move is on the board already.
  if (m_game.over() || thinking() || m_analysing) return;
  // The hint is the best move that can be found, not the opponent's at its level: the built-in
  // engine at full strength, or the external engine the player chose (likely the strongest at
  // hand), each for the hint's time.
  XiangqiEngineRunner::Request hint = request();
  hint.level = xiangqi_play::HINT_LEVEL;
  hint.moveTimeMs = int(xiangqi_play::HINT_MOVETIME_MS);
  m_searches.start(XiangqiSearches::Kind::Hint, hint);
  Q_EMIT statusMessage(tr("Looking for a good move..."));
}

void XiangqiGameController::updateClocks() {
  Q_EMIT clocksChanged();
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
  Q_EMIT ended();
  recordGame();
  Q_EMIT changed();
  Q_EMIT statusMessage(statusText());
  Q_EMIT clocksChanged();
}

void XiangqiGameController::applyClockChoice() {
  if (m_game.ply() != 0) return;  // the game not yet begun plays under the time control chosen
  m_clock.reset(m_players.clockBaseMs(), m_players.clockIncrementMs());
  updateClocks();
}

std::string XiangqiGameController::timeControl() const {
  return game_files::pgn_time_control(m_clock.baseMs(), m_clock.incrementMs());
}

void XiangqiGameController::recordGame() {
  GameRecords::XiangqiSeats seats = m_players.seats();
  seats.timeControl = timeControl();
  const QString before = m_records.lastError();
  m_records.syncXiangqi(m_game, seats, m_tree);
  if (m_records.lastError() != before)
    Q_EMIT statusMessage(tr("The game was not recorded: %1").arg(m_records.lastError()));
}

bool XiangqiGameController::loadFen(const QString& fen, QString* error) {
  std::string why;
  cancelSearch();
  xiangqi::Game probe;
  if (!probe.reset(fen.trimmed().toStdString(), &why)) {
    if (error) *error = QString::fromStdString(why);
    return false;
  }
  recordGame();
  m_records.endXiangqi();
  m_game.reset(fen.trimmed().toStdString());
  m_tree = game_files::XiangqiTree(m_game.start_fen());
  m_opened.reset();
  m_clock.reset(m_players.clockBaseMs(), m_players.clockIncrementMs());
  updateClocks();
  Q_EMIT positionReplaced();
  maybeStartComputer();
  Q_EMIT changed();
  return true;
}

bool XiangqiGameController::openGame(const game_files::PgnGame& chosen, QString* error) {
  xiangqi::Game loaded;
  if (!loadXiangqiGame(chosen, loaded, error)) return false;
  // An opened game is for study: nobody's move is started for the computer until the player
  // chooses a mode that asks for one.
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  if (m_players.mode() == Mode::ComputerVsComputer) m_players.setMode(Mode::HumanVsHuman);
  // The game is the tree's main line, the cursor at its end.
  m_tree = chosen.tree;
  m_tree.replay(m_tree.main_line_node(m_tree.main_line_length()), m_game);
  m_opened = xiangqiFileHeader(chosen);
  GameRecords::OpenedXiangqi opened{
      {}, m_opened->red, m_opened->black, m_opened->source, m_opened->tags};
  for (const game_files::XiangqiMove& m : chosen.moves) opened.moves.push_back(m.move);
  m_records.openedXiangqi(std::move(opened));
  // A game that names its time control is played on, from here, under it.
  if (const auto clock = game_files::parse_pgn_time_control(chosen.tag("TimeControl")))
    m_clock.reset(clock->first, clock->second);
  else
    m_clock.reset(m_players.clockBaseMs(), m_players.clockIncrementMs());
  updateClocks();
  Q_EMIT positionReplaced();
  maybeStartComputer();  // analysis, if on
  Q_EMIT changed();
  return true;
}

XiangqiPgnHeader XiangqiGameController::pgnHeader() const {
  if (m_opened) return *m_opened;
  XiangqiPgnHeader header;
  header.red = m_players.player(RED);
  header.black = m_players.player(BLACK);
  header.storedId = m_records.xiangqiGameId();
  header.tags = {{"TimeControl", timeControl()}};
  return header;
}

QString XiangqiGameController::winnerText(xiangqi::Result result) {
  const auto side = xiangqi::winning_side(result);
  return !side                   ? tr("Draw. 和棋")
         : *side == xiangqi::RED ? tr("Red wins. 红胜")
                                 : tr("Black wins. 黑胜");
}

QString XiangqiGameController::reasonText(xiangqi::Reason reason, const std::string& text) {
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

QString XiangqiGameController::statusText() const {
  const xiangqi::GameStatus& v = m_game.status();
  if (v.over) return tr("Game over: %1 %2").arg(reasonText(v.reason, v.text), winnerText(v.result));
  QString text = m_game.side_to_move() == RED ? tr("Red to move") : tr("Black to move");
  if (m_game.position().in_check()) text += tr(" — check! 将军!");
  if (thinking()) text += tr(" (computer thinking...)");
  if (m_analysing) text += tr(" — analysing");
  return text;
}

}  // namespace gameai::gui

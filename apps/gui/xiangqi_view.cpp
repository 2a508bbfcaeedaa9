#include "xiangqi_view.hpp"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

#include "game_files/xiangqi_pgn.hpp"
#include "game_sounds.hpp"
#include "xiangqi_board_panel.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_engine_panel.hpp"
#include "xiangqi_game_panel.hpp"
#include "xiangqi_move_tree.hpp"

namespace gameai::gui {

using game_files::XiangqiNodeId;
using game_files::XiangqiTree;
using xiangqi::BLACK;

XiangqiView::XiangqiView(QWidget* parent) : GameView(parent) {
  setObjectName(QStringLiteral("xiangqi"));
  // The players' box comes after the board in the focus chain: it joins the page below.
  m_players = new XiangqiPlayersPanel;
  m_searches = new XiangqiSearches(this);
  m_game = new XiangqiGameController(*m_players, *m_searches, this);
  m_boardPanel = new XiangqiBoardPanel(m_game->game(), this);
  m_players->setParent(this);
  m_gamePanel = new XiangqiGamePanel(this);
  m_enginePanel = new XiangqiEnginePanel(this);
  m_analysis = new XiangqiAnalysisController(*m_game, *m_searches, *m_enginePanel, this);
  m_files = new XiangqiFileController(*m_game, this);
  m_sounds = new GameSounds(this);

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
  m_gamePanel->showClocks(m_game->clock());
  refresh();
}

XiangqiView::~XiangqiView() {
  m_searches->shutDown();
  m_game->recordGame();
  // The parts are children, deleted after the game they show: nothing they say while they go
  // may reach the page or each other.
  for (QObject* part : std::initializer_list<QObject*>{m_boardPanel, m_players, m_gamePanel,
                                                       m_gamePanel->moveTree(), m_enginePanel,
                                                       m_searches, m_game, m_analysis, m_files})
    disconnect(part, nullptr, nullptr, nullptr);
}

// The page's actions, for the menus; their shortcuts work while this page is shown.
void XiangqiView::createActions() {
  const auto action = [this](QAction*& out, const QKeySequence& key, auto* receiver, auto slot) {
    out = new QAction(this);
    if (!key.isEmpty()) out->setShortcut(key);
    connect(out, &QAction::triggered, receiver, slot);
    addAction(out);
  };
  using Game = XiangqiGameController;
  using Files = XiangqiFileController;
  action(m_newAction, QKeySequence::New, m_game, &Game::newGame);
  action(m_undoAction, QKeySequence::Undo, m_game, &Game::undo);
  action(m_redoAction, QKeySequence::Redo, m_game, &Game::redo);
  action(m_hintAction, QKeySequence(Qt::Key_H), m_game, &Game::hint);
  action(m_flipAction, QKeySequence(Qt::Key_F), this, &XiangqiView::flip);
  action(m_copyFenAction, QKeySequence::Copy, m_files, &Files::copyFen);
  action(m_pasteFenAction, QKeySequence::Paste, m_files, &Files::pasteFen);
  action(m_loadFenAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), m_files,
         &Files::loadFenFromFile);
  action(m_saveFenAction, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), m_files,
         &Files::saveFenToFile);
  action(m_editPositionAction, QKeySequence(Qt::CTRL | Qt::Key_E), this,
         &XiangqiView::editPosition);
  action(m_openGameAction, QKeySequence::Open, m_files, &Files::openGameDialog);
  action(m_saveGameAction, QKeySequence::Save, m_files, &Files::saveGameDialog);
  action(m_reviewAction, QKeySequence(Qt::CTRL | Qt::Key_R), m_files, &Files::reviewGame);
  action(m_reviewStoredAction, QKeySequence(), m_files, &Files::reviewStoredGameDialog);
  m_analyseAction = new QAction(this);
  m_analyseAction->setCheckable(true);
  m_analyseAction->setShortcut(QKeySequence(Qt::Key_A));
  connect(m_analyseAction, &QAction::toggled, m_analysis, &XiangqiAnalysisController::setAnalysing);
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
    m_analysis->retranslate();
    m_gamePanel->showClocks(m_game->clock());
    refresh();
  }
  GameView::changeEvent(event);
}

void XiangqiView::connectParts() {
  m_boardPanel->setRefusal([this] {
    if (m_game->game().over()) return tr("The game is over: start a new one (Ctrl+N) or undo.");
    if (m_game->computerToMove()) return tr("The computer is to move; wait for its reply.");
    return QString();
  });
  connect(m_boardPanel, &XiangqiBoardPanel::moveChosen, this, &XiangqiView::onMoveChosen);
  connect(m_boardPanel, &XiangqiBoardPanel::message, this, &XiangqiView::statusMessage);

  connect(m_players, &XiangqiPlayersPanel::sideChanged, this,
          [this] { m_boardPanel->setFlipped(m_players->humanSide() == BLACK); });

  connect(m_gamePanel, &XiangqiGamePanel::newGameRequested, m_game,
          &XiangqiGameController::newGame);
  connect(m_gamePanel, &XiangqiGamePanel::undoRequested, m_game, &XiangqiGameController::undo);
  connect(m_gamePanel, &XiangqiGamePanel::redoRequested, m_game, &XiangqiGameController::redo);
  connect(m_gamePanel, &XiangqiGamePanel::hintRequested, m_game, &XiangqiGameController::hint);
  connect(m_gamePanel, &XiangqiGamePanel::flipRequested, this, &XiangqiView::flip);
  XiangqiMoveTree* tree = m_gamePanel->moveTree();
  connect(tree, &XiangqiMoveTree::nodeChosen, m_game, &XiangqiGameController::goToNode);
  connect(tree, &XiangqiMoveTree::promoteRequested, m_game,
          &XiangqiGameController::promoteVariation);
  connect(tree, &XiangqiMoveTree::mainLineRequested, m_game, &XiangqiGameController::makeMainLine);
  connect(tree, &XiangqiMoveTree::deleteRequested, m_game, &XiangqiGameController::deleteVariation);
  connect(tree, &XiangqiMoveTree::commentRequested, this, &XiangqiView::askComment);
  connect(m_gamePanel, &XiangqiGamePanel::notationChanged, this, [this] {
    refreshMoveList();
    m_analysis->setNotation(m_gamePanel->notation());
    m_files->setNotation(m_gamePanel->notation());
    refresh();
    Q_EMIT notationChanged();
  });

  connect(m_game, &XiangqiGameController::moved, this, &XiangqiView::onMoved);
  connect(m_game, &XiangqiGameController::positionReplaced, this, &XiangqiView::afterNewPosition);
  connect(m_game, &XiangqiGameController::treeEdited, this, &XiangqiView::refreshMoveList);
  connect(m_game, &XiangqiGameController::ended, m_boardPanel, &XiangqiBoardPanel::clearSelection);
  connect(m_game, &XiangqiGameController::clocksChanged, this,
          [this] { m_gamePanel->showClocks(m_game->clock()); });
  connect(m_game, &XiangqiGameController::hintDropped, m_boardPanel, &XiangqiBoardPanel::clearHint);
  connect(m_game, &XiangqiGameController::hintFound, this, [this](int from, int to) {
    m_boardPanel->setHint(from, to);
    Q_EMIT statusMessage(QString());  // "Looking for a good move..." is over
    refresh();
  });
  connect(m_game, &XiangqiGameController::changed, this, &XiangqiView::refresh);
  connect(m_game, &XiangqiGameController::statusMessage, this, &XiangqiView::statusMessage);

  connect(m_analysis, &XiangqiAnalysisController::analysingChanged, this, [this](bool on) {
    if (m_analyseAction->isChecked() != on) m_analyseAction->setChecked(on);
  });
  connect(m_analysis, &XiangqiAnalysisController::hintDropped, m_boardPanel,
          &XiangqiBoardPanel::clearHint);
  connect(m_analysis, &XiangqiAnalysisController::changed, this, &XiangqiView::refresh);

  connect(m_files, &XiangqiFileController::statusMessage, this, &XiangqiView::statusMessage);

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

void XiangqiView::onMoveChosen(int from, int to) {
  m_game->playMove(from, to);
}

void XiangqiView::onMoved(bool animate) {
  const xiangqi::Move last = m_game->game().last_move();
  if (!animate && last) m_boardPanel->animateMove(last.from_sq(), last.to_sq(), 0);
  m_boardPanel->clearSelection();
  m_boardPanel->clearHint();
  refreshMoveList();
  refresh();
  if (animate && last) m_boardPanel->animateMove(last.from_sq(), last.to_sq());
  playMoveSound();
}

void XiangqiView::askComment(XiangqiNodeId node) {
  const XiangqiTree& tree = m_game->tree();
  if (!tree.contains(node)) return;
  const std::vector<std::string> texts =
      game_files::xiangqi_node_texts(tree, toNotation(m_gamePanel->notation()));
  const QString what =
      node == XiangqiTree::ROOT
          ? tr("Comment before the first move:")
          : tr("Comment on %1:")
                .arg(QString::fromStdString(
                    game_files::xiangqi_move_prefix(
                        tree.depth(node) - 1, game_files::xiangqi_first_seat(tree.start_fen())) +
                    ' ' + texts[std::size_t(node)]));
  bool ok = false;
  const QString text = QInputDialog::getMultiLineText(
      this, tr("Comment"), what, QString::fromStdString(tree.comment(node)), &ok);
  if (ok) m_game->setComment(node, text);
}

void XiangqiView::afterNewPosition() {
  m_boardPanel->clearSelection();
  m_boardPanel->clearHint();
  m_enginePanel->clearSearch();
  refreshMoveList();
}

void XiangqiView::flip() {
  m_boardPanel->setFlipped(!m_boardPanel->flipped());
}

XiangqiNotation XiangqiView::notation() const {
  return m_gamePanel->notation();
}

void XiangqiView::refreshMoveList() {
  m_gamePanel->showMoves(m_game->tree(), m_game->currentNode());
}

QStringList XiangqiView::moveListTexts() const {
  return m_gamePanel->moveRows();
}

void XiangqiView::refresh() {
  const xiangqi::Game& game = m_game->game();
  m_boardPanel->setArrows(m_analysis->arrows());
  m_boardPanel->showPosition();
  m_analysis->showBook();
  const QString status = m_game->statusText();
  m_gamePanel->setStatus(status);
  m_gamePanel->setUndoRedo(game.can_undo(), game.can_redo());
  m_undoAction->setEnabled(game.can_undo());
  m_redoAction->setEnabled(game.can_redo());
  Q_EMIT statusSummary(status);
}

}  // namespace gameai::gui

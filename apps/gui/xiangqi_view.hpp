#pragma once
// The xiangqi page. It holds the game (one xiangqi::Game: rules, history, undo/redo, result),
// its move tree (the variations and comments; the game is the line shown), its clocks and its
// record in the store, and composes the parts the player sees:
//   XiangqiBoardPanel    the board: picking and moving pieces, the hint and analysis arrows;
//   XiangqiPlayersPanel  who plays: mode, side, level, engine, time control;
//   XiangqiGamePanel     the commands, clocks, status line and the move tree (going to any
//                        move, promoting, deleting and commenting on variations);
//   XiangqiEnginePanel   what the engine found, the book, the analysis switch and lines;
//   XiangqiSearches      the engine's searches (the computer's move, a hint, the analysis);
//   XiangqiFiles         the file dialogs (games, positions).
// The page connects them: it decides whose move it is, asks for searches, plays the moves into
// the game and tells every part what changed.

#include <QList>
#include <QPair>
#include <optional>
#include <string>
#include <vector>

#include "game_records.hpp"
#include "game_view.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi_clock.hpp"
#include "xiangqi_game.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_players_panel.hpp"
#include "xiangqi_searches.hpp"

class QAction;
class QSplitter;
class QTimer;

namespace gameai::gui {

class GameSounds;
class XiangqiBoardPanel;
class XiangqiBoardWidget;
class XiangqiEnginePanel;
class XiangqiFiles;
class XiangqiGamePanel;
class XiangqiReviewDialog;
class XiangqiEditor;

class XiangqiView : public GameView {
  Q_OBJECT
 public:
  using Mode = XiangqiPlayersPanel::Mode;

  explicit XiangqiView(QWidget* parent = nullptr);
  ~XiangqiView() override;

  QString title() const override;
  void populateMenus(QMenu* game, QMenu* ai, QMenu* view) override;
  QList<QPair<QString, QString>> keyBindings() const override;
  void saveSettings(QSettings& settings) const override;
  void loadSettings(const QSettings& settings) override;
  void startDemo() override;

  const xiangqi::Game& game() const { return m_game; }
  // The game's move tree: the game is its line through the node at the game's cursor.
  const game_files::XiangqiTree& moveTree() const { return m_tree; }
  game_files::XiangqiNodeId currentNode() const;
  // Goes to the position at `node`: the game becomes the line through it, its cursor at the node
  // (as undo and redo move it; the clock of the side to move runs). False for a node not in the
  // tree.
  bool goToNode(game_files::XiangqiNodeId node);
  // Editing the tree (the move-tree view's buttons): false, changing nothing, where the node has
  // nothing to do it to (promote and main line: a node on the main line; delete: the start).
  // Delete removes the variation that holds `node` (on the main line: the node and the moves
  // after it) and goes to the move before it when the game was on it.
  bool promoteVariation(game_files::XiangqiNodeId node);
  bool makeMainLine(game_files::XiangqiNodeId node);
  bool deleteVariation(game_files::XiangqiNodeId node);
  // Sets the comment on `node`'s move (on the start position: before the first move).
  bool setComment(game_files::XiangqiNodeId node, const QString& comment);
  XiangqiBoardWidget* board() const;
  // Whether the computer is searching for its move.
  bool thinking() const { return m_searches->running() == XiangqiSearches::Kind::Move; }
  // Whether an engine is still searching, for the game or for a search it gave up (which is
  // stopped at once: an external engine is told `stop`).
  bool engineBusy() const;
  // The rows of the move list as shown ("1. 炮二平五", "马8进7", ...).
  QStringList moveListTexts() const;
  static constexpr int WATCH_PAUSE_MS = 600;
  void setMode(Mode mode);
  void setHumanSide(xiangqi::Color side);
  void setLevel(int level);
  // The computer's side is played by `command`, spoken to in `protocol`; empty: built-in engine.
  void setExternalEngine(const QString& command, xiangqi_ai::EngineProtocol protocol);
  // ... or by the engine manager's engine called `name`; false if it has none of that name.
  bool setManagedEngine(const QString& name) { return m_players->setManagedEngine(name); }
  // The engine manager changed its engines (the opponent box reads them again).
  void reloadEngines() { m_players->reloadEngines(); }
  bool loadFen(const QString& fen, QString* error = nullptr);
  // Opens the board editor on the position shown (it deletes itself on close); its OK starts a
  // new game from the edited position, or analyses it.
  XiangqiEditor* editPosition();
  // Game files. The games of a PGN or XQF file, one line each, for choosing one; empty with
  // `error` set when the file cannot be read.
  QStringList gameFileChoices(const QString& path, QString* error = nullptr) const;
  // Puts game `index` (from 0) of the file on the board; false with `error` (file, line, move)
  // and the game on the board unchanged when it cannot be read. The game keeps the file's
  // players: it is saved under their names and, if played on, recorded with their moves.
  bool openGame(const QString& path, int index, QString* error = nullptr);
  // Opens the first game of `path` (gameai-gui --open); when it cannot be, says why in a dialog
  // over the page (and in `error`) and leaves the board as it was.
  bool openGameOrSay(const QString& path, QString* error = nullptr);
  // Writes the game as PGN with its moves in `notation`: the whole tree, variations and comments.
  bool saveGame(const QString& path, xiangqi::Notation notation, QString* error = nullptr) const;
  // Opens the review window on the game's moves up to the cursor (it deletes itself on close).
  XiangqiReviewDialog* reviewGame();
  // The xiangqi games in the records store, newest first: their ids and one line each.
  QList<QPair<qint64, QString>> storedGames(QString* error = nullptr);
  // Opens the review window on stored game `id`; nullptr with `error` when it cannot be read.
  XiangqiReviewDialog* reviewStoredGame(qint64 id, QString* error = nullptr);
  // Time control for the next games: `baseMs` each plus `incrementMs` a move; 0: no clock. The
  // computer plays on its clock; a side whose time runs out loses (whatever the material left).
  void setClock(qint64 baseMs, qint64 incrementMs);
  const XiangqiClock& clock() const { return m_clock; }
  static constexpr auto CLOCK_PRESETS = XiangqiPlayersPanel::CLOCK_PRESETS;
  // Analysis mode: the built-in engine searches the position on the board without end and
  // shows its lines (in a list and as arrows); every move, undo or new position restarts it.
  // Nobody's move is made by the computer meanwhile.
  void setAnalysing(bool on);
  bool analysing() const { return m_analysing; }
  // The opening book's moves for the position on the board, as the engine panel shows them:
  // "炮二平五 53% · 兵七进一 17% · ...", or that the position is not in the book.
  QString bookText() const;
  // The analysis lines as listed: "+0.35  d12  炮二平五 马8进7 ...".
  QStringList analysisTexts() const;
  // Lines the analysis searches and shows (MultiPV), best first.
  static constexpr int ANALYSIS_LINES = 3;
  // Sound effects for moves, captures, check and the end of the game (off by default).
  void setSoundsEnabled(bool on);
  bool soundsEnabled() const;
  // The notation the move list is written in, which the other windows (the engine match) follow.
  XiangqiNotation notation() const;
  // A game's ending in the interface language: who won ("Red wins. 红胜") and why ("Perpetual
  // check loses."), from the library's result and reason (`text`, the library's words, only
  // for the endings the rules do not name: a forfeit, an unfinished game).
  static QString winnerText(xiangqi::Result result);
  static QString reasonText(xiangqi::Reason reason, const std::string& text);

 Q_SIGNALS:
  void notationChanged();

 public Q_SLOTS:
  void newGame();
  void undo();
  void redo();
  void hint();
  void flip();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void createActions();
  void retranslateUi();
  void connectParts();
  void onMoveChosen(int from, int to);
  // Plays from -> to into the game and the tree (a new move from a past position is a variation;
  // a move the tree has already goes on along its line). False, changing nothing, if illegal.
  bool playIntoTree(int from, int to);
  void onBestMove(XiangqiSearches::Kind kind, int from, int to);
  void onInfo(XiangqiSearches::Kind kind, int depth, int scoreCp, int mate, qint64 nodes,
              const QString& pv, int line);
  void startAnalysis();
  void updateClocks();
  void afterMove(bool animate);
  // The game on the board was replaced (new game, FEN, file, undo, redo): drops what belonged
  // to the position before.
  void afterNewPosition();
  void refresh();
  void refreshMoveList();
  void maybeStartComputer();
  void cancelSearch();
  bool computerToMove() const;
  // A search request for the position at the game's cursor.
  XiangqiEngineRunner::Request request() const;
  QString statusText() const;
  // The move tree was edited (not the game): shown and recorded again.
  void afterTreeEdit();
  void askComment(game_files::XiangqiNodeId node);
  void copyFen();
  void saveFenToFile();
  void loadFenFromFile();
  void pasteFen();
  void openGameDialog();
  void saveGameDialog();
  void reviewStoredGameDialog();
  void recordGame();
  // The game's clock as PGN's TimeControl tag writes it ("300+3"; "-" without a clock).
  std::string timeControl() const;
  void playMoveSound();

  xiangqi::Game m_game;
  game_files::XiangqiTree m_tree;
  GameRecords m_records;
  XiangqiClock m_clock;
  XiangqiBoardPanel* m_boardPanel = nullptr;
  XiangqiPlayersPanel* m_players = nullptr;
  XiangqiGamePanel* m_gamePanel = nullptr;
  XiangqiEnginePanel* m_enginePanel = nullptr;
  QSplitter* m_sideSplitter = nullptr;
  XiangqiSearches* m_searches = nullptr;
  XiangqiFiles* m_files = nullptr;
  GameSounds* m_sounds = nullptr;
  QTimer* m_clockTimer = nullptr;

  QAction* m_newAction = nullptr;
  QAction* m_undoAction = nullptr;
  QAction* m_redoAction = nullptr;
  QAction* m_hintAction = nullptr;
  QAction* m_flipAction = nullptr;
  QAction* m_copyFenAction = nullptr;
  QAction* m_pasteFenAction = nullptr;
  QAction* m_loadFenAction = nullptr;
  QAction* m_saveFenAction = nullptr;
  QAction* m_editPositionAction = nullptr;
  QAction* m_openGameAction = nullptr;
  QAction* m_saveGameAction = nullptr;
  QAction* m_reviewAction = nullptr;
  QAction* m_reviewStoredAction = nullptr;
  QAction* m_analyseAction = nullptr;
  QAction* m_soundsAction = nullptr;

  // The game opened from a file: its players and the tags written back when it is saved.
  std::optional<XiangqiPgnHeader> m_opened;
  bool m_analysing = false;
  bool m_watchPauseDone = false;
  std::string m_bookShown;  // the position and notation whose book moves the panel shows
};

}  // namespace gameai::gui

#pragma once
// The xiangqi game being played on the page: the game (one xiangqi::Game: rules, history,
// undo/redo, result), its move tree (the variations and comments; the game is the line shown),
// its clocks and its record in the store, and whose move it is. When the computer is to move it
// asks the searches for the move and plays it; a person's move comes in through playMove. It
// shows nothing: it says what changed, and the page shows it.

#include <QObject>
#include <QString>
#include <optional>
#include <string>

#include "game_files/xiangqi_pgn.hpp"
#include "game_records.hpp"
#include "xiangqi_clock.hpp"
#include "xiangqi_game.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_players_panel.hpp"
#include "xiangqi_searches.hpp"

class QTimer;

namespace gameai::gui {

class XiangqiGameController : public QObject {
  Q_OBJECT
 public:
  using Mode = XiangqiPlayersPanel::Mode;
  static constexpr int WATCH_PAUSE_MS = 600;

  // Who plays is `players`' choice; the engine's searches are `searches`' (both outlive this).
  XiangqiGameController(XiangqiPlayersPanel& players, XiangqiSearches& searches,
                        QObject* parent = nullptr);

  const xiangqi::Game& game() const { return m_game; }
  // The game's move tree: the game is its line through the node at the game's cursor.
  const game_files::XiangqiTree& tree() const { return m_tree; }
  game_files::XiangqiNodeId currentNode() const;
  const XiangqiClock& clock() const { return m_clock; }
  GameRecords& records() { return m_records; }
  const GameRecords& records() const { return m_records; }
  // The game opened from a file: its players and the tags written back when it is saved.
  const std::optional<XiangqiPgnHeader>& opened() const { return m_opened; }

  // Whether the computer is searching for its move.
  bool thinking() const { return m_searches.running() == XiangqiSearches::Kind::Move; }
  // Whether the side to move is the computer's (and the game is played, not analysed).
  bool computerToMove() const;

  void newGame();
  // Against the computer, undo takes back the computer's reply and the player's move, so the
  // player is to move again; otherwise one ply.
  void undo();
  void redo();
  // Asks for the best move that can be found for the side to move (hintFound).
  void hint();
  // A person's move from -> to, into the game and the tree; false, changing nothing, if illegal.
  bool playMove(int from, int to);
  // Goes to the position at `node`: the game becomes the line through it, its cursor at the node
  // (as undo and redo move it; the clock of the side to move runs). False for a node not in the
  // tree.
  bool goToNode(game_files::XiangqiNodeId node);
  // Editing the tree: false, changing nothing, where the node has nothing to do it to (promote
  // and main line: a node on the main line; delete: the start). Delete removes the variation
  // that holds `node` (on the main line: the node and the moves after it) and goes to the move
  // before it when the game was on it.
  bool promoteVariation(game_files::XiangqiNodeId node);
  bool makeMainLine(game_files::XiangqiNodeId node);
  bool deleteVariation(game_files::XiangqiNodeId node);
  // Sets the comment on `node`'s move (on the start position: before the first move).
  bool setComment(game_files::XiangqiNodeId node, const QString& comment);
  // A new game from the position `fen`; false with `error`, the game unchanged, when it is bad.
  bool loadFen(const QString& fen, QString* error = nullptr);
  // Puts a game read from a file on the board, the cursor at the end of its main line; false
  // with `error`, the game unchanged, when its moves do not replay. The game keeps the file's
  // players: it is saved under their names and, if played on, recorded with their moves.
  bool openGame(const game_files::PgnGame& chosen, QString* error = nullptr);
  // What a saved file's header says of the game: the file's players and tags for an opened
  // game, else who plays here, the stored game's id and the time control.
  XiangqiPgnHeader pgnHeader() const;

  // Analysis is study, not play: while it is on, nobody's move is made by the computer and the
  // clocks wait.
  void setAnalysing(bool on);
  bool analysing() const { return m_analysing; }
  // A search request for the position at the game's cursor, for the computer's level and engine.
  XiangqiEngineRunner::Request request() const;
  // Starts the search the position asks for: the computer's move, or the analysis (analysisDue).
  void maybeStartComputer();
  void cancelSearch();
  // The time control chosen takes effect at once when the game has not begun.
  void applyClockChoice();
  // Brings the stored game up to the game as it stands (finished or not): called after every
  // move and when the game is left. A game continued after an undo at its end is stored again as
  // a new game.
  void recordGame();

  // The line under the board: whose move, check, thinking, analysing, or the game's ending.
  QString statusText() const;
  // A game's ending in the interface language: who won ("Red wins. 红胜") and why ("Perpetual
  // check loses."), from the library's result and reason (`text`, the library's words, only
  // for the endings the rules do not name: a forfeit, an unfinished game).
  static QString winnerText(xiangqi::Result result);
  static QString reasonText(xiangqi::Reason reason, const std::string& text);

 Q_SIGNALS:
  // A move was played (`animate`: the computer's, to be shown moving).
  void moved(bool animate);
  // The game on the board was replaced (new game, FEN, file, undo, redo, another node): what
  // belonged to the position before goes.
  void positionReplaced();
  // The move tree was edited (not the game).
  void treeEdited();
  // The game ended off the board (a flag fell).
  void ended();
  // The clocks show other times.
  void clocksChanged();
  // The hint on the board is stale (the computer starts its move).
  void hintDropped();
  // The hint search found `from` -> `to`.
  void hintFound(int from, int to);
  // The analysis must search the position on the board again.
  void analysisDue();
  // Anything shown may have changed (status, undo/redo).
  void changed();
  void statusMessage(const QString& text);

 private:
  void onBestMove(XiangqiSearches::Kind kind, int from, int to);
  // Plays from -> to into the game and the tree (a new move from a past position is a variation;
  // a move the tree has already goes on along its line). False, changing nothing, if illegal.
  bool playIntoTree(int from, int to);
  void afterMove(bool animate);
  void afterTreeEdit();
  // Shows both clocks and ends the game when the running one has fallen.
  void updateClocks();
  // The game's clock as PGN's TimeControl tag writes it ("300+3"; "-" without a clock).
  std::string timeControl() const;

  XiangqiPlayersPanel& m_players;
  XiangqiSearches& m_searches;
  xiangqi::Game m_game;
  game_files::XiangqiTree m_tree;
  GameRecords m_records;
  XiangqiClock m_clock;
  QTimer* m_clockTimer = nullptr;
  std::optional<XiangqiPgnHeader> m_opened;
  bool m_analysing = false;
  bool m_watchPauseDone = false;
};

}  // namespace gameai::gui

#pragma once
// The xiangqi page: the board, the players (human or computer on each side, strength 1-10),
// the move list, the engine panel and the game commands (new, undo/悔棋, redo, hint, flip, FEN).
// The game is one xiangqi::Game (rules, history, undo/redo, result); the computer's moves come from
// XiangqiEngineRunner on a worker thread.

#include <array>
#include <utility>

#include "game_records.hpp"
#include "game_view.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi_clock.hpp"
#include "xiangqi_game.hpp"

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTimer;

namespace gameai::gui {

class GameSounds;
class XiangqiBoardWidget;
class XiangqiEngineRunner;
class XiangqiOpponentBox;
class XiangqiReviewDialog;

class XiangqiView : public GameView {
  Q_OBJECT
 public:
  enum class Mode { HumanVsComputer, HumanVsHuman, ComputerVsComputer };

  explicit XiangqiView(QWidget* parent = nullptr);
  ~XiangqiView() override;

  QString title() const override;
  void populateMenus(QMenu* game, QMenu* ai, QMenu* view) override;
  QList<QPair<QString, QString>> keyBindings() const override;
  void saveSettings(QSettings& settings) const override;
  void loadSettings(const QSettings& settings) override;
  void startDemo() override;

  const xiangqi::Game& game() const { return m_game; }
  XiangqiBoardWidget* board() const { return m_board; }
  bool thinking() const { return m_waitingFor != 0; }
  // Whether an engine is still searching, for the game or for a search it gave up (which is
  // stopped at once: an external engine is told `stop`).
  bool engineBusy() const;
  // The rows of the move list as shown ("1. 炮二平五", "马8进7", ...).
  QStringList moveListTexts() const;
  static constexpr int WATCH_PAUSE_MS = 600;
  void setMode(Mode mode);
  void setHumanSide(xiangqi::Color side);
  void setLevel(int level);
  // The computer's side is played by `command` (UCI, or UCCI if `ucci`); empty: built-in engine.
  void setExternalEngine(const QString& command, bool ucci);
  bool loadFen(const QString& fen, QString* error = nullptr);
  // Game files (xiangqi_view_files.cpp). The games of a PGN or XQF file, one line each, for
  // choosing one; empty with `error` set when the file cannot be read.
  QStringList gameFileChoices(const QString& path, QString* error = nullptr) const;
  // Puts game `index` (from 0) of the file on the board; false with `error` (file, line, move)
  // and the game on the board unchanged when it cannot be read.
  bool openGame(const QString& path, int index, QString* error = nullptr);
  // Writes the game as PGN with its moves in `notation`.
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
  // The clock box's presets: minutes each, seconds per move.
  static constexpr std::array<std::pair<int, int>, 4> CLOCK_PRESETS{
      {{3, 2}, {5, 3}, {15, 10}, {30, 20}}};
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

 public Q_SLOTS:
  void newGame();
  void undo();
  void redo();
  void hint();
  void flip();

 protected:
  // Undo and redo belong to the game while a number box has focus: its text undo would swallow
  // Ctrl+Z.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void onSquareClicked(int sq);
  void onBestMove(quint64 id, int from, int to);
  void onInfo(quint64 id, int depth, int scoreCp, int mate, qint64 nodes, const QString& pv,
              int line);
  // The engine panel shows the last search of the position on the board, its line in the move
  // list's notation; a new position (undo, redo, new game, FEN) clears it.
  void clearEngineInfo();
  void showEngineLine();
  void startAnalysis();
  void onClockChoice(int index);
  void updateClocks();
  static QString clockText(qint64 baseMs, qint64 incrementMs);
  void showAnalysisLines();
  void afterMove(bool animate);
  void refresh();
  void refreshMoveList();
  void maybeStartComputer();
  void cancelSearch();
  bool computerToMove() const;
  QString statusText() const;
  void showPly(int ply);
  void copyFen();
  void saveFenToFile();
  void loadFenFromFile();
  void pasteFen();
  void openGameFile();
  void saveGameFile();
  void reviewStoredGameDialog();
  void recordGame();
  void playMoveSound();

  xiangqi::Game m_game;
  GameRecords m_records;
  XiangqiBoardWidget* m_board = nullptr;
  XiangqiEngineRunner* m_engine = nullptr;
  QComboBox* m_modeBox = nullptr;
  QComboBox* m_sideBox = nullptr;
  QSpinBox* m_levelBox = nullptr;
  XiangqiOpponentBox* m_opponentBox = nullptr;
  GameSounds* m_sounds = nullptr;
  QAction* m_soundsAction = nullptr;
  QListWidget* m_moveList = nullptr;
  QComboBox* m_notationBox = nullptr;
  QLabel* m_status = nullptr;
  QLabel* m_engineDepth = nullptr;
  QLabel* m_engineScore = nullptr;
  QLabel* m_engineNodes = nullptr;
  QLabel* m_enginePv = nullptr;
  QLabel* m_bookMoves = nullptr;
  std::string m_pvFen;                 // the position the engine's line starts from; "" for none
  std::vector<std::string> m_pvMoves;  // the line, in ICCS
  QPushButton* m_undoButton = nullptr;
  QPushButton* m_redoButton = nullptr;
  QAction* m_newAction = nullptr;
  QAction* m_undoAction = nullptr;
  QAction* m_redoAction = nullptr;
  QAction* m_hintAction = nullptr;
  QAction* m_flipAction = nullptr;
  QAction* m_copyFenAction = nullptr;
  QAction* m_pasteFenAction = nullptr;
  QAction* m_loadFenAction = nullptr;
  QAction* m_saveFenAction = nullptr;
  QAction* m_openGameAction = nullptr;
  QAction* m_saveGameAction = nullptr;
  QAction* m_reviewAction = nullptr;
  QAction* m_reviewStoredAction = nullptr;
  QAction* m_analyseAction = nullptr;
  QListWidget* m_analysisList = nullptr;
  XiangqiClock m_clock;
  QComboBox* m_clockBox = nullptr;
  QLabel* m_redClock = nullptr;
  QLabel* m_blackClock = nullptr;
  QTimer* m_clockTimer = nullptr;
  qint64 m_clockBase = 0, m_clockIncrement = 0;  // the time control chosen for the next game
  bool m_analysing = false;
  quint64 m_analysisRequest = 0;
  // One analysis line: its score as shown, depth, and moves (ICCS) from m_analysisFen.
  struct AnalysisLine {
    QString score;
    int depth = 0;
    std::vector<std::string> moves;
  };
  std::vector<AnalysisLine> m_analysisLines;
  std::string m_analysisFen;
  QString m_redName, m_blackName;  // the players of an opened game; empty for a game played here

  int m_selected = -1;
  int m_viewPly = -1;  // -1: the current position; otherwise the ply shown from the move list
  quint64 m_nextRequest = 1;
  quint64 m_waitingFor = 0;   // request the game waits for (a computer move)
  quint64 m_hintRequest = 0;  // request whose answer is shown as a hint
  int m_hintFrom = -1, m_hintTo = -1;
  bool m_watchPauseDone = false;
};

}  // namespace gameai::gui

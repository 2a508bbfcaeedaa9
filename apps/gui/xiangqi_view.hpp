#pragma once
// The xiangqi page. It composes the parts that do the work and lays out the parts the player
// sees:
//   XiangqiGameController     the game being played: moves, undo, the tree, the result, the
//                             clocks, the record in the store, the computer to move;
//   XiangqiAnalysisController the analysis, the engine's reports and the book (engine panel);
//   XiangqiFileController     games and positions in and out: files, clipboard, the store;
//   XiangqiPlayersPanel       who plays: mode, side, level, engine, time control;
//   XiangqiBoardPanel         the board: picking and moving pieces, the hint and analysis arrows;
//   XiangqiGamePanel          the commands, clocks, status line and the move tree (going to any
//                             move, promoting, deleting and commenting on variations);
//   XiangqiEnginePanel        what the engine found, the book, the analysis switch and lines.
// The page holds the menus' actions and shows what the parts say changed. Its functions below
// that only pass a call on to a part are kept for the app and the tests that drive the page.

#include <QList>
#include <QPair>
#include <string>

#include "game_view.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi_analysis_controller.hpp"
#include "xiangqi_file_controller.hpp"
#include "xiangqi_game_controller.hpp"
#include "xiangqi_players_panel.hpp"

class QAction;
class QSplitter;

namespace gameai::gui {

class GameSounds;
class XiangqiBoardPanel;
class XiangqiBoardWidget;
class XiangqiEnginePanel;
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

  // The parts.
  XiangqiGameController& gameController() const { return *m_game; }
  XiangqiAnalysisController& analysis() const { return *m_analysis; }
  XiangqiFileController& files() const { return *m_files; }
  XiangqiPlayersPanel& players() const { return *m_players; }

  const xiangqi::Game& game() const { return m_game->game(); }
  const game_files::XiangqiTree& moveTree() const { return m_game->tree(); }
  game_files::XiangqiNodeId currentNode() const { return m_game->currentNode(); }
  bool goToNode(game_files::XiangqiNodeId node) { return m_game->goToNode(node); }
  bool promoteVariation(game_files::XiangqiNodeId node) { return m_game->promoteVariation(node); }
  bool makeMainLine(game_files::XiangqiNodeId node) { return m_game->makeMainLine(node); }
  bool deleteVariation(game_files::XiangqiNodeId node) { return m_game->deleteVariation(node); }
  bool setComment(game_files::XiangqiNodeId node, const QString& comment) {
    return m_game->setComment(node, comment);
  }
  XiangqiBoardWidget* board() const;
  // Whether the computer is searching for its move.
  bool thinking() const { return m_game->thinking(); }
  // Whether an engine is still searching, for the game or for a search it gave up (which is
  // stopped at once: an external engine is told `stop`).
  bool engineBusy() const { return m_searches->busy(); }
  // The rows of the move list as shown ("1. 炮二平五", "马8进7", ...).
  QStringList moveListTexts() const;
  static constexpr int WATCH_PAUSE_MS = XiangqiGameController::WATCH_PAUSE_MS;
  void setMode(Mode mode) { m_players->setMode(mode); }
  void setHumanSide(xiangqi::Color side) { m_players->setHumanSide(side); }
  void setLevel(int level) { m_players->setLevel(level); }
  // The computer's side is played by `command`, spoken to in `protocol`; empty: built-in engine.
  void setExternalEngine(const QString& command, xiangqi_ai::EngineProtocol protocol) {
    m_players->setExternalEngine(command, protocol);
  }
  // ... or by the engine manager's engine called `name`; false if it has none of that name.
  bool setManagedEngine(const QString& name) { return m_players->setManagedEngine(name); }
  // The engine manager changed its engines (the opponent box reads them again).
  void reloadEngines() { m_players->reloadEngines(); }
  bool loadFen(const QString& fen, QString* error = nullptr) { return m_game->loadFen(fen, error); }
  // Opens the board editor on the position shown (it deletes itself on close); its OK starts a
  // new game from the edited position, or analyses it.
  XiangqiEditor* editPosition();
  QStringList gameFileChoices(const QString& path, QString* error = nullptr) const {
    return m_files->gameFileChoices(path, error);
  }
  bool openGame(const QString& path, int index, QString* error = nullptr) {
    return m_files->openGame(path, index, error);
  }
  bool openGameOrSay(const QString& path, QString* error = nullptr) {
    return m_files->openGameOrSay(path, error);
  }
  bool saveGame(const QString& path, xiangqi::Notation notation, QString* error = nullptr) const {
    return m_files->saveGame(path, notation, error);
  }
  XiangqiReviewDialog* reviewGame() { return m_files->reviewGame(); }
  QList<QPair<qint64, QString>> storedGames(QString* error = nullptr) {
    return m_files->storedGames(error);
  }
  XiangqiReviewDialog* reviewStoredGame(qint64 id, QString* error = nullptr) {
    return m_files->reviewStoredGame(id, error);
  }
  // Time control for the next games: `baseMs` each plus `incrementMs` a move; 0: no clock. The
  // computer plays on its clock; a side whose time runs out loses (whatever the material left).
  void setClock(qint64 baseMs, qint64 incrementMs) { m_players->setClock(baseMs, incrementMs); }
  const XiangqiClock& clock() const { return m_game->clock(); }
  static constexpr auto CLOCK_PRESETS = XiangqiPlayersPanel::CLOCK_PRESETS;
  void setAnalysing(bool on) { m_analysis->setAnalysing(on); }
  bool analysing() const { return m_analysis->analysing(); }
  QString bookText() const { return m_analysis->bookText(); }
  QStringList analysisTexts() const { return m_analysis->analysisTexts(); }
  static constexpr int ANALYSIS_LINES = XiangqiAnalysisController::ANALYSIS_LINES;
  // Sound effects for moves, captures, check and the end of the game (off by default).
  void setSoundsEnabled(bool on);
  bool soundsEnabled() const;
  // The notation the move list is written in, which the other windows (the engine match) follow.
  XiangqiNotation notation() const;
  static QString winnerText(xiangqi::Result result) {
    return XiangqiGameController::winnerText(result);
  }
  static QString reasonText(xiangqi::Reason reason, const std::string& text) {
    return XiangqiGameController::reasonText(reason, text);
  }

 Q_SIGNALS:
  void notationChanged();

 public Q_SLOTS:
  void newGame() { m_game->newGame(); }
  void undo() { m_game->undo(); }
  void redo() { m_game->redo(); }
  void hint() { m_game->hint(); }
  void flip();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void createActions();
  void retranslateUi();
  void connectParts();
  void onMoveChosen(int from, int to);
  // A move was played: shown (the computer's moving) and heard.
  void onMoved(bool animate);
  // The game on the board was replaced: drops what belonged to the position before.
  void afterNewPosition();
  void refresh();
  void refreshMoveList();
  void askComment(game_files::XiangqiNodeId node);
  void playMoveSound();

  XiangqiPlayersPanel* m_players = nullptr;
  XiangqiSearches* m_searches = nullptr;
  XiangqiGameController* m_game = nullptr;
  XiangqiAnalysisController* m_analysis = nullptr;
  XiangqiFileController* m_files = nullptr;
  XiangqiBoardPanel* m_boardPanel = nullptr;
  XiangqiGamePanel* m_gamePanel = nullptr;
  XiangqiEnginePanel* m_enginePanel = nullptr;
  QSplitter* m_sideSplitter = nullptr;
  GameSounds* m_sounds = nullptr;

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
};

}  // namespace gameai::gui

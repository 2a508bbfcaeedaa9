#pragma once
// Engine against engine (AI > Engine match…): two players, each the built-in engine at a level
// or an engine of the engine manager, play a match on the library's match loop
// (xiangqi_ai::run_match, the loop of `gameai xiangqi match`) on a worker thread: a time per
// move or a clock (base + increment, kept by the referee; a side whose flag falls loses on
// time), a number of games, an optional file of openings (each played with both colours; without
// one the colours alternate from the start position). The window shows the running score of
// engine A (games, wins, draws, losses, score, Elo with its 95 % interval as common/elo.hpp
// computes it), the game being played on a board with its moves, and each finished game; every
// finished game is stored in the records database like any other xiangqi game (a clock game
// with its PGN TimeControl). The time control chosen is remembered for the next match. Stop
// abandons the game under way (it is not stored) and ends the match.

#include <QDialog>
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "common/elo.hpp"
#include "game_records.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi_ai/time_control.hpp"
#include "xiangqi_engines.hpp"
#include "xiangqi_game.hpp"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;
class QToolButton;

namespace gameai::gui {

class XiangqiBoardWidget;

class XiangqiMatchDialog : public QDialog {
  Q_OBJECT
 public:
  // The Elo cell of the table for engine A's estimate: "+120 ± 85" (95 %), or the one bound
  // the games give when A lost none (or won none): "+714 (at least +390)".
  static QString eloCellText(const common::EloEstimate& elo);

  explicit XiangqiMatchDialog(QWidget* parent = nullptr);
  ~XiangqiMatchDialog() override;

  // The settings of a match, as the form holds them (for tests and scripts).
  // `engine` 0 is the built-in engine at `level`; k > 0 the k-th managed engine.
  void setPlayer(int side, int engine, int level);
  void setMovetime(int ms);                                      // and chooses a time per move
  void setClock(std::int64_t baseMs, std::int64_t incrementMs);  // and chooses the clock
  // The time control the form holds: "500 ms/move", "60+0.5".
  QString timeControlText() const;
  void setGames(int games);
  void setOpenings(const QString& path);

  // Starts the match; false (and statusText() says why) when it cannot start.
  bool start();
  void stop();
  bool running() const { return m_running; }
  int gamesPlayed() const { return m_wins + m_draws + m_losses; }
  int wins() const { return m_wins; }
  int draws() const { return m_draws; }
  int losses() const { return m_losses; }
  // The ids of the games stored in the records database, in the order they finished.
  const std::vector<std::int64_t>& recordedGames() const { return m_recorded; }
  QString statusText() const;
  // The notation of the game's move list (the one the xiangqi page's move list uses).
  void setNotation(XiangqiNotation notation);
  // The move list of the game on show, and the finished games' lines, as shown.
  QString movesText() const;
  QStringList finishedTexts() const;
  // The text of a cell of the score table (row 0).
  QString tableText(int column) const;

 Q_SIGNALS:
  void matchFinished();

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

 private:
  struct Entrant {
    bool builtIn = true;
    int level = 5;
    ManagedEngine engine;
    QString label;
  };
  struct FinishedGame {
    int index = 0;
    std::string red, black;
    std::string startFen;
    std::vector<std::string> moves;
    std::vector<std::optional<int>> scores, depths;
    std::vector<std::int64_t> times;
    xiangqi::Result result = xiangqi::Result::None;
    xiangqi::Reason reason = xiangqi::Reason::None;
    std::string text, finalFen;
  };
  // What a line of the finished games' list is made from, so that it is made again in a new
  // language: the game's number, its players, its result and reason, its length.
  struct FinishedLine {
    int index = 0;
    int redSide = 0;  // 0: engine A had red
    xiangqi::Result result = xiangqi::Result::None;
    xiangqi::Reason reason = xiangqi::Reason::None;
    std::string text;
    int moves = 0;
  };
  QString finishedText(const FinishedLine& line) const;
  void showFinished();
  void showMoves();
  std::vector<FinishedLine> m_finishedLines;
  XiangqiNotation m_notation = XiangqiNotation::Chinese;
  void retranslateUi();
  void fillEngineBoxes();
  Entrant entrant(int side) const;
  void onMove(int index, const std::string& fen, const std::vector<std::string>& moves);
  void onGameFinished(const FinishedGame& game);
  void onMatchEnded(const QString& error);
  void updateTable();
  void updateEnabled();
  void joinWorker();

  std::vector<ManagedEngine> m_engines;
  std::thread m_worker;
  std::atomic<bool> m_stop{false};
  bool m_running = false;
  int m_wins = 0, m_draws = 0, m_losses = 0;
  int m_total = 0;
  Entrant m_players[2];
  // A player's name as the window shows it ("Built-in level 5", an engine's name).
  QString playerLabel(int side) const;
  // The status line, made again in a new language.
  std::function<QString()> m_statusText;
  void say(std::function<QString()> text);
  void showTitle();
  std::string m_specs[2];
  xiangqi_ai::TimeControl m_timeControl;
  std::vector<std::int64_t> m_recorded;
  GameRecords m_records;
  xiangqi::Game m_game;
  int m_gameIndex = -1;

  QLabel* m_sideLabels[2] = {};
  QComboBox* m_engineBox[2] = {};
  QSpinBox* m_level[2] = {};
  xiangqi_ai::TimeControl formTimeControl() const;
  QComboBox* m_timeMode = nullptr;  // 0: a time per move, 1: a clock
  QStackedWidget* m_timeStack = nullptr;
  QSpinBox* m_movetimeBox = nullptr;
  QDoubleSpinBox* m_baseBox = nullptr;
  QDoubleSpinBox* m_incrementBox = nullptr;
  QLabel* m_gamesLabel = nullptr;
  QSpinBox* m_gamesBox = nullptr;
  QLabel* m_openingsLabel = nullptr;
  QLineEdit* m_openings = nullptr;
  QToolButton* m_browse = nullptr;
  QPushButton* m_start = nullptr;
  QPushButton* m_stopButton = nullptr;
  QTableWidget* m_table = nullptr;
  XiangqiBoardWidget* m_board = nullptr;
  QLabel* m_gameTitle = nullptr;
  QPlainTextEdit* m_moves = nullptr;
  QListWidget* m_finished = nullptr;
  QLabel* m_status = nullptr;
};

}  // namespace gameai::gui

#pragma once
// The review window of a xiangqi game (the one on the board, or one opened from a file): step
// through the moves with the buttons, the arrow keys or the move list; an evaluation graph over
// the game fills in as the engine searches every position on a worker thread; at each move the
// engine's choice is set against the one played, and moves that lost more than MISTAKE_CP
// (BLUNDER_CP) for their side are marked ? (??) in the list and as red dots on the graph.

#include <QDialog>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi_game.hpp"

class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QListWidget;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QValueAxis;

namespace gameai::gui {

class XiangqiBoardWidget;
class XiangqiGameAnalysis;

class XiangqiReviewDialog : public QDialog {
  Q_OBJECT
 public:
  static constexpr int MISTAKE_CP = 150;
  static constexpr int BLUNDER_CP = 300;
  static constexpr int DEFAULT_MOVETIME_MS = 300;  // engine time per position
  // The times per position the window offers.
  static constexpr std::array<int, 5> MOVETIME_CHOICES_MS{100, 300, 1000, 3000, 10000};

  // Reviews the moves of `moves` from `startFen`; the analysis starts at once, `moveTimeMs` per
  // position (0: the time chosen last in this window, else DEFAULT_MOVETIME_MS).
  XiangqiReviewDialog(const std::string& startFen, const std::vector<xiangqi::Move>& moves,
                      XiangqiNotation notation, const QString& title, QWidget* parent = nullptr,
                      int moveTimeMs = 0);
  ~XiangqiReviewDialog() override;

  // The engine's time per position. Setting another analyses the game again from the start and
  // makes it the time the next review starts with.
  int moveTimeMs() const { return m_moveTimeMs; }
  void setMoveTimeMs(int ms);
  // The time chosen last (QSettings), else DEFAULT_MOVETIME_MS.
  static int savedMoveTimeMs();

  // What is reviewed, for the window title, asked again when the language changes.
  void setSubject(std::function<QString()> subject);

  // Shows the position after `ply` moves (0: the start), clamped to the game.
  void setPly(int ply);
  int ply() const { return m_ply; }
  int plyCount() const { return int(m_moves.size()); }
  const XiangqiGameAnalysis& analysis() const { return *m_analysis; }
  // Whether the move that reached position `ply` (1..) is marked as a mistake.
  bool isMistake(int ply) const;
  XiangqiBoardWidget* board() const { return m_board; }
  QListWidget* moveList() const { return m_list; }
  // What the panel says about the position shown: the move played and the engine's choice.
  QString comparisonText() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void retranslateTimes();
  void updateProgressText();
  void onAnalysed(int ply);
  void refresh();
  void updateRow(int ply);
  // The engine's move at position `ply` in the chosen notation, or "" when it has none yet.
  QString engineMoveText(int ply) const;
  static QString scoreText(int redCp, int mate);

  xiangqi::Game m_game;  // the whole game, cursor at the end
  std::vector<xiangqi::Move> m_moves;
  std::vector<std::string> m_texts;  // each move in the notation chosen
  XiangqiNotation m_notation;
  std::function<QString()> m_subject;
  int m_ply = 0;
  XiangqiGameAnalysis* m_analysis = nullptr;
  XiangqiBoardWidget* m_board = nullptr;
  QListWidget* m_list = nullptr;
  QPushButton* m_first = nullptr;
  QPushButton* m_back = nullptr;
  QPushButton* m_forward = nullptr;
  QPushButton* m_last = nullptr;
  QLabel* m_comparison = nullptr;
  QLabel* m_progressText = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_timeLabel = nullptr;
  QComboBox* m_timeBox = nullptr;
  int m_moveTimeMs = DEFAULT_MOVETIME_MS;
  QChartView* m_chartView = nullptr;
  QValueAxis* m_plyAxis = nullptr;
  QLineSeries* m_evalSeries = nullptr;
  QScatterSeries* m_mistakeSeries = nullptr;
  QScatterSeries* m_cursorSeries = nullptr;
};

}  // namespace gameai::gui

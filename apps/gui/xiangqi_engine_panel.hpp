#pragma once
// The Engine box of the xiangqi page: what the last search of the position on the board found
// (depth, score, nodes, best line), the opening book's moves for the position, and the analysis
// switch with the lines the analysis found. It shows what it is given, in the move list's
// notation, and keeps the reports themselves (not their text), so a new notation or language
// redraws them; which search runs is the page's business.

#include <QGroupBox>
#include <string>
#include <vector>

#include "xiangqi_game.hpp"

class QCheckBox;
class QFormLayout;
class QLabel;

namespace gameai::gui {

class MovesLabel;

class XiangqiEnginePanel : public QGroupBox {
  Q_OBJECT
 public:
  // One line of the analysis: what the engine reported for it, moves in ICCS from the position
  // analysed; an empty line is still being searched.
  struct Line {
    int depth = 0;
    int scoreCp = 0;  // from the side to move's view
    int mate = 0;     // non-zero: a forced mate in that many moves (negative: the mover is mated)
    std::vector<std::string> moves;
  };

  explicit XiangqiEnginePanel(QWidget* parent = nullptr);

  void setNotation(XiangqiNotation notation);
  // A report of a search of the position `fen` (the side to move scores `scoreCp`/`mate`).
  void showSearch(const std::string& fen, int depth, int scoreCp, int mate, qint64 nodes,
                  std::vector<std::string> line);
  // A new position: the last search's report goes.
  void clearSearch();
  // The book's moves for the position, as XiangqiAnalysisController::bookText() writes them.
  void setBookText(const QString& text);
  // The best line and the book as shown, whole (a narrow panel shows what fits of them).
  QString bestLineText() const;
  QString bookText() const;

  // Analysis: the switch, the lines box (which replaces the best line row while it is on).
  void setAnalysing(bool on);
  bool analysing() const { return m_analysing; }
  // The analysis starts afresh on `fen` with `lines` lines, none found yet; `over`: the game is
  // over there, so none will be.
  void startLines(const std::string& fen, int lines, bool over);
  // A report for analysis line `index` (from 0) of the position startLines named.
  void setLine(int index, const Line& line);
  const std::vector<Line>& lines() const { return m_lines; }
  const std::string& linesFen() const { return m_linesFen; }
  void clearLines();
  // The analysis lines as shown: "+0.35  d12  炮二平五 马8进7 ...".
  QStringList lineTexts() const;

  // A score from Red's point of view, as the panel writes it: "+0.35", "Red mates in 3".
  static QString scoreText(int scoreCp, int mate, bool blackToMove);

 Q_SIGNALS:
  // The player switched analysis on or off with the box.
  void analyseToggled(bool on);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void showSearchLine();
  void showLines();

  XiangqiNotation m_notation = XiangqiNotation::Chinese;
  QFormLayout* m_form = nullptr;
  QLabel* m_depth = nullptr;
  QLabel* m_score = nullptr;
  QLabel* m_nodes = nullptr;
  MovesLabel* m_pv = nullptr;
  MovesLabel* m_book = nullptr;
  QCheckBox* m_analyse = nullptr;
  QWidget* m_linesBox = nullptr;
  std::vector<MovesLabel*> m_lineLabels;
  // The last search report, kept to redraw it.
  std::string m_searchFen;  // "" for none
  int m_searchDepth = 0, m_searchCp = 0, m_searchMate = 0;
  qint64 m_searchNodes = 0;
  std::vector<std::string> m_searchLine;
  bool m_analysing = false;
  std::string m_linesFen;
  bool m_linesOver = false;
  std::vector<Line> m_lines;
};

}  // namespace gameai::gui

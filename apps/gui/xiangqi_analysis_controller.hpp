#pragma once
// What the engine says about the position on the board, behind the engine panel: the analysis
// (the built-in engine searching the position without end, its lines listed and drawn as
// arrows, restarted by every move, undo or new position), the report of any search under way
// (the computer's move included), and the opening book's moves. While the analysis is on, the
// game is studied, not played (XiangqiGameController::setAnalysing).

#include <QObject>
#include <QStringList>
#include <string>
#include <vector>

#include "xiangqi_game.hpp"
#include "xiangqi_searches.hpp"
#include "xiangqi_snapshot.hpp"

namespace gameai::gui {

class XiangqiEnginePanel;
class XiangqiGameController;

class XiangqiAnalysisController : public QObject {
  Q_OBJECT
 public:
  // Lines the analysis searches and shows (MultiPV), best first.
  static constexpr int ANALYSIS_LINES = 3;

  // Shows what it finds in `panel`, whose analysis switch turns it on and off; `game`,
  // `searches` and `panel` outlive it.
  XiangqiAnalysisController(XiangqiGameController& game, XiangqiSearches& searches,
                            XiangqiEnginePanel& panel, QObject* parent = nullptr);

  void setAnalysing(bool on);
  bool analysing() const;
  // The notation the panel writes moves in.
  void setNotation(XiangqiNotation notation);
  // The analysis lines as listed: "+0.35  d12  炮二平五 马8进7 ...".
  QStringList analysisTexts() const;
  // The arrows the board draws for the analysis: the best line's first two moves (the reply
  // greyed), the other lines' first move; none when not analysing.
  std::vector<XiangqiSnapshot::Arrow> arrows() const;
  // The opening book's moves for the position on the board, as the engine panel shows them:
  // "炮二平五 53% · 兵七进一 17% · ...", or that the position is not in the book.
  QString bookText() const;
  // Shows the book's moves for the position on the board; the book is probed once per position
  // and notation (this runs on every engine report).
  void showBook();
  // The interface language changed: the book's text is written again.
  void retranslate();

 Q_SIGNALS:
  void analysingChanged(bool on);
  // The hint on the board is stale (the analysis shows the best moves).
  void hintDropped();
  // The lines (and so the arrows) changed.
  void changed();

 private:
  // Searches the position on the board again.
  void start();
  void onInfo(XiangqiSearches::Kind kind, int depth, int scoreCp, int mate, qint64 nodes,
              const QString& pv, int line);

  XiangqiGameController& m_game;
  XiangqiSearches& m_searches;
  XiangqiEnginePanel& m_panel;
  XiangqiNotation m_notation = XiangqiNotation::Chinese;
  std::string m_bookShown;  // the position and notation whose book moves the panel shows
};

}  // namespace gameai::gui

// The xiangqi page's analysis mode: an endless search of the position on the board, its lines
// listed and drawn as arrows, restarted by every change of position.
#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>

#include "xiangqi_engine_runner.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

void XiangqiView::setAnalysing(bool on) {
  if (on == m_analysing) return;
  cancelSearch();
  m_analysing = on;
  // Analysis is study, not play: the clocks wait meanwhile.
  if (on)
    m_clock.stop();
  else if (m_clock.enabled() && m_game.ply() > 0 && !m_game.over())
    m_clock.start(m_game.side_to_move());
  updateClocks();
  if (m_analyseAction->isChecked() != on) m_analyseAction->setChecked(on);
  m_analysisList->setVisible(on);
  // The analysis list shows the best line; the panel's own row would repeat it.
  if (auto* form = qobject_cast<QFormLayout*>(m_enginePv->parentWidget()->layout()))
    form->setRowVisible(m_enginePv, !on);
  if (on)
    startAnalysis();
  else {
    m_analysisLines.clear();
    showAnalysisLines();
    maybeStartComputer();
  }
  refresh();
}

void XiangqiView::startAnalysis() {
  m_analysisLines.assign(ANALYSIS_LINES, AnalysisLine{});
  m_analysisFen = m_game.fen();
  m_hintRequest = 0;
  m_hintFrom = m_hintTo = -1;
  if (!m_game.over()) {
    XiangqiEngineRunner::Request request;
    request.id = m_analysisRequest = m_nextRequest++;
    request.startFen = m_game.start_fen();
    request.moves.assign(m_game.moves().begin(), m_game.moves().begin() + m_game.ply());
    request.level = 10;
    request.infinite = true;
    request.lines = ANALYSIS_LINES;
    m_engine->go(request);
  }
  showAnalysisLines();
}

void XiangqiView::showAnalysisLines() {
  const QSignalBlocker block(m_analysisList);
  m_analysisList->clear();
  xiangqi::Game from;
  const bool ok = !m_analysisFen.empty() && from.reset(m_analysisFen);
  for (const AnalysisLine& line : m_analysisLines) {
    if (line.moves.empty() || !ok) {
      m_analysisList->addItem(m_game.over() ? tr("The game is over.") : tr("Thinking..."));
      continue;
    }
    QStringList moves;
    for (const std::string& m :
         lineTexts(from, line.moves, XiangqiNotation(m_notationBox->currentIndex())))
      moves << QString::fromStdString(m);
    m_analysisList->addItem(QStringLiteral("%1  d%2  %3")
                                .arg(line.score)
                                .arg(line.depth)
                                .arg(moves.join(QLatin1Char(' '))));
  }
  refresh();
}

QStringList XiangqiView::analysisTexts() const {
  QStringList rows;
  for (int i = 0; i < m_analysisList->count(); ++i) rows << m_analysisList->item(i)->text();
  return rows;
}

}  // namespace gameai::gui

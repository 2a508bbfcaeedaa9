#include "xiangqi_analysis_controller.hpp"

#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/book.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_engine_panel.hpp"
#include "xiangqi_game_controller.hpp"

namespace gameai::gui {

XiangqiAnalysisController::XiangqiAnalysisController(XiangqiGameController& game,
                                                     XiangqiSearches& searches,
                                                     XiangqiEnginePanel& panel, QObject* parent)
    : QObject(parent), m_game(game), m_searches(searches), m_panel(panel) {
  connect(&m_panel, &XiangqiEnginePanel::analyseToggled, this,
          &XiangqiAnalysisController::setAnalysing);
  connect(&m_game, &XiangqiGameController::analysisDue, this, &XiangqiAnalysisController::start);
  connect(&m_searches, &XiangqiSearches::info, this, &XiangqiAnalysisController::onInfo);
}

bool XiangqiAnalysisController::analysing() const {
  return m_game.analysing();
}

void XiangqiAnalysisController::setAnalysing(bool on) {
  if (on == m_game.analysing()) return;
  m_game.setAnalysing(on);
  Q_EMIT analysingChanged(on);
  m_panel.setAnalysing(on);
  if (on) {
    start();
  } else {
    m_panel.clearLines();
    m_game.maybeStartComputer();
  }
  Q_EMIT changed();
}

void XiangqiAnalysisController::setNotation(XiangqiNotation notation) {
  m_notation = notation;
  m_panel.setNotation(notation);
}

void XiangqiAnalysisController::start() {
  const xiangqi::Game& game = m_game.game();
  m_panel.startLines(game.fen(), ANALYSIS_LINES, game.over());
  Q_EMIT hintDropped();
  if (!game.over()) {
    XiangqiEngineRunner::Request analysis = m_game.request();
    // The analysis is the built-in engine's at full strength.
    analysis.externalCommand.clear();
    analysis.level = xiangqi_ai::MAX_LEVEL;
    analysis.infinite = true;
    analysis.lines = ANALYSIS_LINES;
    m_searches.start(XiangqiSearches::Kind::Analysis, analysis);
  }
  Q_EMIT changed();
}

void XiangqiAnalysisController::onInfo(XiangqiSearches::Kind kind, int depth, int scoreCp, int mate,
                                       qint64 nodes, const QString& pv, int line) {
  std::vector<std::string> moves;
  for (const QString& m : pv.split(QLatin1Char(' '), Qt::SkipEmptyParts))
    moves.push_back(m.toStdString());
  if (kind == XiangqiSearches::Kind::Analysis) {
    m_panel.setLine(line - 1, {depth, scoreCp, mate, moves});
    Q_EMIT changed();  // the arrows
  }
  if (line != 1) return;  // the panel shows the best line
  m_panel.showSearch(m_game.game().fen(), depth, scoreCp, mate, nodes, std::move(moves));
}

QStringList XiangqiAnalysisController::analysisTexts() const {
  return m_panel.lineTexts();
}

std::vector<XiangqiSnapshot::Arrow> XiangqiAnalysisController::arrows() const {
  std::vector<XiangqiSnapshot::Arrow> arrows;
  if (!m_game.analysing() || m_panel.linesFen() != m_game.game().fen()) return arrows;
  // The best line's first two moves (the reply greyed), the other lines' first move.
  const std::vector<XiangqiEnginePanel::Line>& lines = m_panel.lines();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::vector<std::string>& moves = lines[i].moves;
    for (std::size_t k = 0; k < moves.size() && k < (i == 0 ? 2u : 1u); ++k) {
      const xiangqi::Move m = xiangqi::parse_iccs(moves[k]);
      if (m.is_ok()) arrows.push_back({m.from_sq(), m.to_sq(), int(i), k == 1});
    }
  }
  return arrows;
}

void XiangqiAnalysisController::showBook() {
  const std::string bookKey = m_game.game().fen() + char('0' + int(m_notation));
  if (bookKey == m_bookShown) return;
  m_bookShown = bookKey;
  m_panel.setBookText(bookText());
}

void XiangqiAnalysisController::retranslate() {
  m_bookShown.clear();
}

QString XiangqiAnalysisController::bookText() const {
  const xiangqi::Game& game = m_game.game();
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  if (!pos.set(game.fen(), &st)) return tr("not in the book");
  const std::vector<xiangqi_ai::BookMove> moves = xiangqi_ai::Book::builtin().probe(pos);
  std::uint64_t total = 0;
  for (const xiangqi_ai::BookMove& m : moves) total += m.count;
  if (moves.empty() || total == 0) return tr("not in the book");
  QStringList shown;
  for (std::size_t i = 0; i < moves.size() && i < 4; ++i) {
    const std::vector<std::string> text =
        lineTexts(game, {xiangqi::to_iccs(moves[i].move)}, m_notation);
    if (text.empty()) continue;
    shown << QStringLiteral("%1 %2%")
                 .arg(QString::fromStdString(text[0]))
                 .arg(qRound(100.0 * moves[i].count / double(total)));
  }
  return shown.join(QStringLiteral(" · "));
}

}  // namespace gameai::gui

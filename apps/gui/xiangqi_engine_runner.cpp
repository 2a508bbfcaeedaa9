#include "xiangqi_engine_runner.hpp"

#include <QRandomGenerator>

#include "xiangqi/iccs.hpp"

namespace gameai::gui {

namespace {
// "h2e2" -> (from, to) squares; (-1, -1) for anything else.
std::pair<int, int> squaresOf(const std::string& iccs) {
  const xiangqi::Move m = xiangqi::parse_iccs(iccs);
  if (!m.is_ok()) return {-1, -1};
  return {m.from_sq(), m.to_sq()};
}
}  // namespace

XiangqiEngineRunner::XiangqiEngineRunner(QObject* parent)
    : QObject(parent), m_engine(std::make_unique<xiangqi_ai::Engine>()) {
  m_engine->set_seed(QRandomGenerator::global()->generate64());
  // The callbacks run on the engine's search thread: they only copy the report and post it to
  // this object's thread, where the signals are emitted.
  m_engine->on_info([this](const xiangqi_ai::SearchInfo& info) {
    const quint64 id = m_activeId.load();
    QString pv;
    for (const std::string& m : info.pv) pv += QString::fromStdString(m) + QLatin1Char(' ');
    QMetaObject::invokeMethod(
        this,
        [this, id, depth = info.depth, cp = info.score.cp, mate = info.score.mate,
         nodes = qint64(info.nodes),
         pv = pv.trimmed()] { Q_EMIT this->info(id, depth, cp, mate, nodes, pv); },
        Qt::QueuedConnection);
  });
  m_engine->on_bestmove([this](const xiangqi_ai::BestMove& best) {
    const quint64 id = m_activeId.load();
    const auto [from, to] = squaresOf(best.move);
    QMetaObject::invokeMethod(
        this,
        [this, id, from = from, to = to] {
          if (from < 0)
            Q_EMIT failed(id, tr("the engine found no move"));
          else
            Q_EMIT bestMove(id, from, to);
        },
        Qt::QueuedConnection);
  });
}

XiangqiEngineRunner::~XiangqiEngineRunner() {
  m_engine->stop();
  m_engine->wait();
}

void XiangqiEngineRunner::go(const Request& request) {
  // Let a running search report (under its own id) before the new one takes the id over.
  m_engine->stop();
  m_engine->wait();
  std::vector<std::string> moves;
  moves.reserve(request.moves.size());
  for (const xiangqi::Move m : request.moves) moves.push_back(xiangqi::to_iccs(m));
  const std::string error = m_engine->set_position(request.startFen, moves);
  if (!error.empty()) {
    Q_EMIT failed(request.id, QString::fromStdString(error));
    return;
  }
  m_engine->set_level(request.level);
  xiangqi_ai::SearchLimits limits;
  limits.movetime_ms = request.moveTimeMs > 0 ? request.moveTimeMs : LEVEL10_MOVETIME_MS;
  m_activeId = request.id;
  m_engine->go(limits);
}

void XiangqiEngineRunner::stop() {
  m_engine->stop();
}

bool XiangqiEngineRunner::busy() const {
  return m_engine->searching();
}

}  // namespace gameai::gui

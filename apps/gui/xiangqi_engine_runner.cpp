#include "xiangqi_engine_runner.hpp"

#include <QRandomGenerator>
#include <QStringList>
#include <algorithm>
#include <stdexcept>

#include "xiangqi/iccs.hpp"

namespace gameai::gui {

namespace {
// The request's clocks as the play library takes them (all 0 without a clock).
xiangqi_play::ClockTimes clockTimes(const XiangqiEngineRunner::Request& request) {
  xiangqi_play::ClockTimes clock;
  clock.left_ms[0] = request.clockMs[0];
  clock.left_ms[1] = request.clockMs[1];
  clock.increment_ms = request.incrementMs;
  return clock;
}
// "h2e2" -> (from, to) squares; (-1, -1) for anything else.
std::pair<int, int> squaresOf(const std::string& iccs) {
  const xiangqi::Move m = xiangqi::parse_iccs(iccs);
  if (!m.is_ok()) return {-1, -1};
  return {m.from_sq(), m.to_sq()};
}
// The depth, score, node count and principal variation of a UCI/UCCI `info` line; false if it
// carries none of them (e.g. `info string ...`).
struct InfoLine {
  int depth = 0, cp = 0, mate = 0, line = 1;
  qint64 nodes = 0;
  QStringList pv;
};
bool parseInfo(const std::string& line, InfoLine& out) {
  const QStringList words =
      QString::fromStdString(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
  bool any = false;
  for (qsizetype i = 1; i + 1 < words.size(); ++i) {
    const QString& w = words[i];
    if (w == QLatin1String("string")) return any;
    if (w == QLatin1String("depth")) {
      out.depth = words[++i].toInt();
      any = true;
    } else if (w == QLatin1String("multipv")) {
      out.line = std::max(1, words[++i].toInt());
    } else if (w == QLatin1String("nodes")) {
      out.nodes = words[++i].toLongLong();
    } else if (w == QLatin1String("score") && i + 2 < words.size()) {
      const QString& kind = words[++i];
      const int value = words[++i].toInt();
      if (kind == QLatin1String("mate"))
        out.mate = value;
      else
        out.cp = value;
      any = true;
    } else if (w == QLatin1String("pv")) {
      out.pv = words.mid(i + 1);
      return any || !out.pv.isEmpty();
    }
  }
  return any;
}
}  // namespace

XiangqiEngineRunner::XiangqiEngineRunner(QObject* parent)
    : QObject(parent), m_engine(std::make_unique<xiangqi_ai::Engine>()) {
  m_externalPool.setMaxThreadCount(1);
  m_engine->set_seed(QRandomGenerator::global()->generate64());
  // The callbacks run on the engine's search thread: they only copy the report and post it to
  // this object's thread, where the signals are emitted.
  m_engine->on_info([this](const xiangqi_ai::SearchInfo& info) {
    const quint64 id = m_activeId.load();
    if (id == 0) return;  // cancelled
    QString pv;
    for (const std::string& m : info.pv) pv += QString::fromStdString(m) + QLatin1Char(' ');
    QMetaObject::invokeMethod(
        this,
        [this, id, depth = info.depth, cp = info.score.cp, mate = info.score.mate,
         nodes = qint64(info.nodes), pv = pv.trimmed(),
         line = info.multipv] { Q_EMIT this->info(id, depth, cp, mate, nodes, pv, line); },
        Qt::QueuedConnection);
  });
  m_engine->on_bestmove([this](const xiangqi_ai::BestMove& best) {
    const quint64 id = m_activeId.load();
    if (id == 0) return;  // cancelled
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
  m_activeId = 0;  // an external engine still thinking is told to stop, so closing is quick
  m_engine->stop();
  m_engine->wait();
  m_externalPool.clear();
  m_externalPool.waitForDone();
  m_external.reset();
}

void XiangqiEngineRunner::go(const Request& request) {
  if (!request.externalCommand.isEmpty()) {
    goExternal(request);
    return;
  }
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
  m_engine->set_multipv(std::max(1, request.lines));
  const xiangqi_ai::SearchLimits limits = searchLimits(request);
  m_activeId = request.id;
  m_engine->go(limits);
}

xiangqi_ai::SearchLimits XiangqiEngineRunner::searchLimits(const Request& request) {
  xiangqi_ai::SearchLimits limits;
  if (request.infinite) {
    limits.infinite = true;
  } else if (request.moveTimeMs > 0) {
    limits.movetime_ms = request.moveTimeMs;
  } else {
    limits = xiangqi_play::move_limits(clockTimes(request));
  }
  return limits;
}

qint64 XiangqiEngineRunner::externalMoveTimeMs(const Request& request) {
  if (request.moveTimeMs > 0) return request.moveTimeMs;
  // The side to move: the start position's, flipped once a move.
  const bool redStarts = request.startFen.find(" b") == std::string::npos;
  const bool red = (request.moves.size() % 2 == 0) == redStarts;
  return xiangqi_play::external_move_time_ms(request.level, clockTimes(request),
                                             red ? xiangqi::RED : xiangqi::BLACK);
}

void XiangqiEngineRunner::goExternal(const Request& request) {
  m_engine->stop();
  m_engine->wait();
  m_activeId = request.id;
  std::vector<std::string> moves;
  moves.reserve(request.moves.size());
  for (const xiangqi::Move m : request.moves) moves.push_back(xiangqi::to_iccs(m));
  // Requests that are overtaken before their turn on the pool are skipped there.
  m_externalPool.start([this, request, moves] {
    if (m_activeId.load() == request.id) askExternal(request, moves);
  });
}

void XiangqiEngineRunner::askExternal(const Request& request,
                                      const std::vector<std::string>& moves) {
  const quint64 id = request.id;
  auto fail = [this, id](const QString& message) {
    QMetaObject::invokeMethod(
        this, [this, id, message] { Q_EMIT failed(id, message); }, Qt::QueuedConnection);
  };
  // Another program, protocol or option value starts the program afresh.
  QString key = QString::fromUtf8(xiangqi_ai::protocol_name(request.externalProtocol)) +
                QLatin1Char(':') + request.externalCommand;
  for (const auto& [name, value] : request.externalOptions)
    key += QLatin1Char('\n') + QString::fromStdString(name) + QLatin1Char('=') +
           QString::fromStdString(value);
  if (!m_external || key != m_externalKey) {
    m_external.reset();
    m_externalKey.clear();
    auto engine = std::make_unique<xiangqi_ai::ExternalEngine>(
        request.externalProtocol, request.externalCommand.toStdString());
    engine->set_options(request.externalOptions);
    try {
      engine->start();
    } catch (const std::runtime_error& e) {
      fail(tr("could not start the external engine: %1").arg(QString::fromUtf8(e.what())));
      return;
    }
    m_external = std::move(engine);
    m_externalKey = key;
  }
  xiangqi_ai::ExternalEngine* engine = m_external.get();
  engine->set_info_handler([this, id, engine](const std::string& line) {
    InfoLine info;
    if (!parseInfo(line, info)) return;
    QString pv;
    for (const QString& m : info.pv)
      pv += QString::fromStdString(engine->from_engine(m.toStdString())) + QLatin1Char(' ');
    QMetaObject::invokeMethod(
        this,
        [this, id, info, pv = pv.trimmed()] {
          Q_EMIT this->info(id, info.depth, info.cp, info.mate, info.nodes, pv, info.line);
        },
        Qt::QueuedConnection);
  });
  const qint64 movetime = externalMoveTimeMs(request);
  std::string problem;
  const auto cancelled = [this, id] { return m_activeId.load() != id; };
  const auto move = engine->best_move(request.startFen, moves, movetime, problem, cancelled);
  engine->set_info_handler({});
  if (cancelled() && (move || problem == "cancelled")) return;  // nobody waits for it
  if (!move) {
    // A program that crashed or hung is started afresh for the next request.
    m_external.reset();
    m_externalKey.clear();
    fail(QString::fromStdString(problem));
    return;
  }
  const auto [from, to] = squaresOf(*move);
  if (from < 0) {
    fail(tr("engine '%1' answered '%2', which is not a move")
             .arg(QString::fromStdString(engine->name()), QString::fromStdString(*move)));
    return;
  }
  QMetaObject::invokeMethod(
      this, [this, id, from = from, to = to] { Q_EMIT bestMove(id, from, to); },
      Qt::QueuedConnection);
}

void XiangqiEngineRunner::stop() {
  m_engine->stop();
}

void XiangqiEngineRunner::cancel() {
  m_activeId = 0;
  m_engine->stop();
}

bool XiangqiEngineRunner::busy() const {
  return m_engine->searching() || m_externalPool.activeThreadCount() > 0;
}

}  // namespace gameai::gui

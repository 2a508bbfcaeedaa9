#include "xiangqi_searches.hpp"

#include <utility>

namespace gameai::gui {

XiangqiSearches::XiangqiSearches(QObject* parent)
    : QObject(parent), m_runner(new XiangqiEngineRunner(this)) {
  connect(m_runner, &XiangqiEngineRunner::bestMove, this, [this](quint64 id, int from, int to) {
    if (id != m_id || m_kind == Kind::Analysis) return;
    const Kind kind = std::exchange(m_kind, Kind::None);
    m_id = 0;
    Q_EMIT bestMove(kind, from, to);
  });
  connect(m_runner, &XiangqiEngineRunner::info, this,
          [this](quint64 id, int depth, int scoreCp, int mate, qint64 nodes, const QString& pv,
                 int line) {
            if (id != 0 && id == m_id) Q_EMIT info(m_kind, depth, scoreCp, mate, nodes, pv, line);
          });
  connect(m_runner, &XiangqiEngineRunner::failed, this, [this](quint64 id, const QString& message) {
    if (id == m_id) {
      m_kind = Kind::None;
      m_id = 0;
    }
    Q_EMIT failed(message);
  });
}

XiangqiSearches::~XiangqiSearches() = default;

void XiangqiSearches::start(Kind kind, XiangqiEngineRunner::Request request) {
  if (kind == Kind::None) return;
  m_kind = kind;
  request.id = m_id = m_nextId++;
  m_runner->go(request);
}

void XiangqiSearches::cancel() {
  if (m_kind != Kind::None) m_runner->cancel();
  m_kind = Kind::None;
  m_id = 0;
}

bool XiangqiSearches::busy() const {
  return m_runner->busy();
}

void XiangqiSearches::shutDown() {
  m_kind = Kind::None;
  m_id = 0;
  m_runner->stop();
}

}  // namespace gameai::gui

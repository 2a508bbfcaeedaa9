#include "xiangqi_clock.hpp"

namespace gameai::gui {

void XiangqiClock::reset(qint64 baseMs, qint64 incrementMs) {
  m_base = baseMs;
  m_increment = incrementMs;
  m_left = {baseMs, baseMs};
  m_running = false;
  m_side = xiangqi::RED;
}

void XiangqiClock::start(xiangqi::Color side) {
  if (!enabled()) return;
  if (m_running) m_left[std::size_t(m_side)] = remainingMs(m_side);
  m_side = side;
  m_running = true;
  m_since.start();
}

void XiangqiClock::moved(xiangqi::Color side) {
  if (!enabled()) return;
  m_left[std::size_t(side)] = remainingMs(side) + m_increment;
  m_running = false;
  start(side == xiangqi::RED ? xiangqi::BLACK : xiangqi::RED);
}

void XiangqiClock::stop() {
  if (!m_running) return;
  m_left[std::size_t(m_side)] = remainingMs(m_side);
  m_running = false;
}

qint64 XiangqiClock::remainingMs(xiangqi::Color side) const {
  const qint64 left = m_left[std::size_t(side)];
  return m_running && side == m_side ? left - m_since.elapsed() : left;
}

}  // namespace gameai::gui

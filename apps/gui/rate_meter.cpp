#include "rate_meter.hpp"

namespace gameai::gui {

namespace {
// Below this span a rate is mostly noise: show none yet.
constexpr qint64 MIN_SPAN_MS = 200;
}  // namespace

void RateMeter::add(qint64 ms, qint64 pieces, qint64 lines) {
  if (!m_samples.empty() && ms < m_samples.back().ms) m_samples.clear();
  if (!m_samples.empty() && ms == m_samples.back().ms) {
    m_samples.back() = {ms, pieces, lines};
  } else {
    m_samples.push_back({ms, pieces, lines});
  }
  // Keep the newest sample at or before the window's start, so the window is covered whole.
  while (m_samples.size() > 2 && m_samples[1].ms <= ms - m_windowMs) m_samples.pop_front();
}

double RateMeter::rate(qint64 Sample::*count) const {
  if (m_samples.size() < 2) return 0.0;
  const Sample& first = m_samples.front();
  const Sample& last = m_samples.back();
  const qint64 span = last.ms - first.ms;
  if (span < MIN_SPAN_MS) return 0.0;
  return double(last.*count - first.*count) * 1000.0 / double(span);
}

}  // namespace gameai::gui

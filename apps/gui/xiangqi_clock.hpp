#pragma once
// The xiangqi clock of the desktop app: the play library's clock (xiangqi_play::Clock, the same
// model the page keeps) read against a monotonic timer, so the view asks "how much is left now"
// without passing the time. Time is measured, not counted in ticks, so a busy machine cannot slow
// the clocks down.

#include <QElapsedTimer>

#include "xiangqi/types.hpp"
#include "xiangqi_play/clock.hpp"

namespace gameai::gui {

class XiangqiClock {
 public:
  XiangqiClock() { m_timer.start(); }

  // A clock with `baseMs` each and `incrementMs` per move, stopped, Red to start.
  void reset(qint64 baseMs, qint64 incrementMs) { m_clock.reset(baseMs, incrementMs); }
  bool enabled() const { return m_clock.enabled(); }
  void disable() { m_clock.disable(); }
  qint64 baseMs() const { return m_clock.base_ms(); }
  qint64 incrementMs() const { return m_clock.increment_ms(); }

  // Starts the clock of `side` (the first move of a game, or after a pause).
  void start(xiangqi::Color side) { m_clock.start(side, now()); }
  // `side` moved: its clock stops (the increment added) and the other side's starts.
  void moved(xiangqi::Color side) { m_clock.moved(side, now()); }
  void stop() { m_clock.stop(now()); }
  bool running() const { return m_clock.running(); }
  xiangqi::Color runningSide() const { return m_clock.running_side(); }
  // Time left on a clock now (the running one counted down to this moment); <= 0 has fallen.
  qint64 remainingMs(xiangqi::Color side) const { return m_clock.remaining_ms(side, now()); }

 private:
  qint64 now() const { return m_timer.elapsed(); }

  xiangqi_play::Clock m_clock;
  QElapsedTimer m_timer;  // the clock's time line, from the app's start
};

}  // namespace gameai::gui

#pragma once
// The two clocks of a xiangqi game with a time control: a base time and an increment per move
// (5+3: five minutes each, three seconds added after every move). The side to move's clock
// runs; a move stops it, adds the increment and starts the other one. Time is measured, not
// counted in ticks, so a busy machine cannot slow the clocks down.

#include <QElapsedTimer>
#include <array>

#include "xiangqi/types.hpp"

namespace gameai::gui {

class XiangqiClock {
 public:
  // A clock with `baseMs` each and `incrementMs` per move, stopped, Red to start.
  void reset(qint64 baseMs, qint64 incrementMs);
  bool enabled() const { return m_base > 0; }
  void disable() { m_base = 0; }
  qint64 baseMs() const { return m_base; }
  qint64 incrementMs() const { return m_increment; }

  // Starts the clock of `side` (the first move of a game, or after a pause).
  void start(xiangqi::Color side);
  // `side` moved: its clock stops (the increment added) and the other side's starts.
  void moved(xiangqi::Color side);
  void stop();
  bool running() const { return m_running; }
  xiangqi::Color runningSide() const { return m_side; }
  // Time left on a clock now (the running one counted down to this moment); <= 0 has fallen.
  qint64 remainingMs(xiangqi::Color side) const;

 private:
  qint64 m_base = 0;
  qint64 m_increment = 0;
  std::array<qint64, 2> m_left{};
  bool m_running = false;
  xiangqi::Color m_side = xiangqi::RED;
  QElapsedTimer m_since;  // since the running clock last started
};

}  // namespace gameai::gui

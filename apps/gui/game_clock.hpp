#pragma once
// The time a Tetris game in the window reads: milliseconds on a monotonic timer, at the wall
// clock's pace unless told otherwise. setRate() makes it run faster (or slower) from that moment
// on, going on from the time it read last: a test waits a countdown or a minute of gravity out in
// a moment, every rule of the game that reads the clock unchanged (the page's tests do the same
// to the worker's clock).

#include <QElapsedTimer>

namespace gameai::gui {

class GameClock {
 public:
  GameClock() { m_wall.start(); }

  // Milliseconds since the clock was made (at rate 1 throughout: the wall clock's).
  double now() const { return m_base + double(m_wall.elapsed() - m_at) * m_rate; }
  // From now on the clock runs `rate` times as fast as the wall clock (rate > 0).
  void setRate(double rate) {
    m_base = now();
    m_at = m_wall.elapsed();
    m_rate = rate;
  }

 private:
  QElapsedTimer m_wall;
  double m_base = 0;  // the clock's time when the rate last changed
  qint64 m_at = 0;    // the wall clock's then
  double m_rate = 1;
};

}  // namespace gameai::gui

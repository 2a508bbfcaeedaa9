#pragma once
// Pieces and lines per second over a sliding window of playing time: the rate the player sees is
// that of the last few seconds, not an average since the game began, and pieces and lines are
// measured over the very same stretch so the two always agree (at most four lines a piece).

#include <QtGlobal>
#include <deque>

namespace gameai::gui {

class RateMeter {
 public:
  explicit RateMeter(qint64 windowMs = 3000) : m_windowMs(windowMs) {}

  void clear() { m_samples.clear(); }
  // The counts at `ms` of playing time (pauses left out by the caller); `ms` never decreases.
  void add(qint64 ms, qint64 pieces, qint64 lines);
  double piecesPerSecond() const { return rate(&Sample::pieces); }
  double linesPerSecond() const { return rate(&Sample::lines); }

 private:
  struct Sample {
    qint64 ms = 0;
    qint64 pieces = 0;
    qint64 lines = 0;
  };
  double rate(qint64 Sample::*count) const;
  qint64 m_windowMs;
  std::deque<Sample> m_samples;
};

}  // namespace gameai::gui

#pragma once

#include <QChartView>
#include <QVector>

class QLineSeries;
class QValueAxis;
class QBarSeries;
class QBarSet;
class QBarCategoryAxis;

namespace gameai::gui {

// A value axis from 0 that ends on a round number with ticks at round steps (1, 2 or 5 times a
// power of ten): 0/2/4/6/8/10 or 0/1000/.../4000, never 0/2/5/7/10.
struct RoundScale {
  double top = 0;
  int ticks = 0;  // tick marks, 0 and top included
};
RoundScale roundScale(double max, int maxTicks = 6);
void applyRoundScale(QValueAxis* axis, double max, int maxTicks = 6);
// At most this many ticks on the live chart's axes (0/10/20, 0/20000/40000).
inline constexpr int SMALL_CHART_TICKS = 3;

// The live chart of the current Tetris game: stack height and lines cleared, both over the number
// of pieces placed. Samples arrive once per piece, possibly thousands per second when the AI plays
// flat out, so they are buffered and the series is refreshed at most a few times per second, and
// the resolution is halved whenever the chart holds more than MAX_POINTS points.
class TetrisLiveChart : public QChartView {
  Q_OBJECT
 public:
  explicit TetrisLiveChart(QWidget* parent = nullptr);

  void addSample(qint64 pieces, int stackHeight, qint64 lines);
  void clear();
  // Pushes buffered samples into the series now (the view calls it from a timer).
  void flush();
  qsizetype pointCount() const;
  QValueAxis* piecesAxis() const { return m_x; }
  QValueAxis* linesAxis() const { return m_yLines; }

  static constexpr int MAX_POINTS = 1500;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  QLineSeries* m_height = nullptr;
  QLineSeries* m_lines = nullptr;
  QValueAxis* m_x = nullptr;
  QValueAxis* m_yHeight = nullptr;
  QValueAxis* m_yLines = nullptr;
  QVector<QPointF> m_heightPoints, m_linesPoints;
  qint64 m_stride = 1;  // keep one sample in m_stride
  qint64 m_maxHeight = 20;
  bool m_dirty = false;
};

// Results of a series of AI games: lines cleared per game as bars, with the mean in the title.
class TetrisResultsChart : public QChartView {
  Q_OBJECT
 public:
  explicit TetrisResultsChart(QWidget* parent = nullptr);

  void addResult(qint64 lines);
  void clear();
  const QVector<qint64>& results() const { return m_results; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void rebuild();

  QVector<qint64> m_results;
};

}  // namespace gameai::gui

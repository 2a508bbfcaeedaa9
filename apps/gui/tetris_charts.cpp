#include "tetris_charts.hpp"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace gameai::gui {

RoundScale roundScale(double max, int maxTicks) {
  if (!(max > 0)) max = 1;
  maxTicks = std::max(2, maxTicks);
  double power = std::pow(10.0, std::floor(std::log10(max / (maxTicks - 1))));
  for (;; power *= 10) {
    for (const double mantissa : {1.0, 2.0, 5.0}) {
      const double step = mantissa * power;
      const double steps = std::ceil(max / step - 1e-9);
      if (steps <= maxTicks - 1) return {steps * step, int(steps) + 1};
    }
  }
}

void applyRoundScale(QValueAxis* axis, double max, int maxTicks) {
  const RoundScale scale = roundScale(max, maxTicks);
  axis->setRange(0, scale.top);
  axis->setTickCount(scale.ticks);
}

TetrisLiveChart::TetrisLiveChart(QWidget* parent) : QChartView(parent) {
  auto* chart = new QChart;
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->setMargins(QMargins(4, 4, 4, 4));
  m_height = new QLineSeries(chart);
  m_lines = new QLineSeries(chart);
  chart->addSeries(m_height);
  chart->addSeries(m_lines);
  m_x = new QValueAxis(chart);
  m_x->setLabelFormat(QStringLiteral("%d"));
  m_yHeight = new QValueAxis(chart);
  m_yHeight->setLabelFormat(QStringLiteral("%d"));
  m_yLines = new QValueAxis(chart);
  m_yLines->setLabelFormat(QStringLiteral("%d"));
  chart->addAxis(m_x, Qt::AlignBottom);
  chart->addAxis(m_yHeight, Qt::AlignLeft);
  chart->addAxis(m_yLines, Qt::AlignRight);
  m_height->attachAxis(m_x);
  m_height->attachAxis(m_yHeight);
  m_lines->attachAxis(m_x);
  m_lines->attachAxis(m_yLines);
  // The view made a default chart of its own; setChart() does not delete it.
  QChart* unused = this->chart();
  setChart(chart);
  delete unused;
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(240, 180);
  retranslate();
  clear();
}

void TetrisLiveChart::addSample(qint64 pieces, int stackHeight, qint64 lines) {
  if (pieces % m_stride != 0) return;
  m_heightPoints.append(QPointF(double(pieces), stackHeight));
  m_linesPoints.append(QPointF(double(pieces), double(lines)));
  m_maxHeight = std::max<qint64>(m_maxHeight, stackHeight);
  if (m_heightPoints.size() > MAX_POINTS) {
    // Halve the resolution: keep the samples on the new, doubled stride.
    m_stride *= 2;
    auto keep = [this](QVector<QPointF>& pts) {
      QVector<QPointF> kept;
      kept.reserve(pts.size() / 2 + 1);
      for (const QPointF& p : pts)
        if (qint64(p.x()) % m_stride == 0) kept.append(p);
      pts.swap(kept);
    };
    keep(m_heightPoints);
    keep(m_linesPoints);
  }
  m_dirty = true;
}

void TetrisLiveChart::flush() {
  if (!m_dirty) return;
  m_dirty = false;
  m_height->replace(m_heightPoints);
  m_lines->replace(m_linesPoints);
  const double lastX = m_heightPoints.isEmpty() ? 10.0 : m_heightPoints.back().x();
  const double lastLines = m_linesPoints.isEmpty() ? 0.0 : m_linesPoints.back().y();
  // Few ticks: the chart is small beside the board, and labels that do not fit are cut to "…"
  // (five-digit piece counts on the x axis, six lines' labels in a short window).
  applyRoundScale(m_x, std::max(10.0, lastX), SMALL_CHART_TICKS);
  applyRoundScale(m_yHeight, double(m_maxHeight), SMALL_CHART_TICKS);
  applyRoundScale(m_yLines, std::max(10.0, lastLines * 1.1), SMALL_CHART_TICKS);
}

void TetrisLiveChart::clear() {
  m_heightPoints.clear();
  m_linesPoints.clear();
  m_stride = 1;
  m_maxHeight = 20;
  m_dirty = true;
  flush();
}

void TetrisLiveChart::retranslate() {
  // The tab above says "This game": no title inside the chart, whose axes need the room (in a
  // window 768 pixels high their labels were cut to "…").
  setAccessibleName(tr("This game"));
  m_height->setName(tr("Stack height"));
  m_lines->setName(tr("Lines"));
  m_x->setTitleText(tr("Pieces"));
  m_yHeight->setTitleText(tr("Height"));
  m_yLines->setTitleText(tr("Lines"));
}

void TetrisLiveChart::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QChartView::changeEvent(event);
}

void TetrisResultsChart::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) rebuild();
  QChartView::changeEvent(event);
}

qsizetype TetrisLiveChart::pointCount() const {
  return m_heightPoints.size();
}

TetrisResultsChart::TetrisResultsChart(QWidget* parent) : QChartView(parent) {
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(240, 180);
  rebuild();
}

void TetrisResultsChart::addResult(qint64 lines) {
  m_results.append(lines);
  rebuild();
}

void TetrisResultsChart::clear() {
  m_results.clear();
  rebuild();
}

void TetrisResultsChart::rebuild() {
  auto* chart = new QChart;
  chart->legend()->hide();
  chart->setMargins(QMargins(4, 4, 4, 4));
  if (m_results.isEmpty()) {
    chart->setTitle(tr("AI series: no finished games yet"));
  } else {
    const double mean =
        double(std::accumulate(m_results.begin(), m_results.end(), qint64(0))) / m_results.size();
    chart->setTitle(tr("AI series: %n game(s), mean %1 lines", nullptr, int(m_results.size()))
                        .arg(mean, 0, 'f', 0));
    auto* set = new QBarSet(tr("Lines"));
    QStringList categories;
    // Only the last 50 games fit as bars; the mean covers all of them.
    const qsizetype first = std::max<qsizetype>(0, m_results.size() - 50);
    for (qsizetype i = first; i < m_results.size(); ++i) {
      *set << double(m_results[i]);
      categories << QString::number(i + 1);
    }
    auto* series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("Game"));
    auto* y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(tr("Lines"));
    applyRoundScale(
        y, double(*std::max_element(m_results.begin() + first, m_results.end())) * 1.1 + 1);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
  }
  QChart* old = this->chart();
  setChart(chart);
  delete old;
}

}  // namespace gameai::gui

#include "xiangqi_review_dialog.hpp"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

#include "xiangqi/iccs.hpp"

#include "tetris_charts.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_game_analysis.hpp"

namespace gameai::gui {

namespace {
// The graph's range in pawns: scores beyond it (and mates) sit at the edge.
constexpr double GRAPH_PAWNS = XiangqiGameAnalysis::MATE_CP / 100.0;
}  // namespace

XiangqiReviewDialog::XiangqiReviewDialog(const std::string& startFen,
                                         const std::vector<xiangqi::Move>& moves,
                                         XiangqiNotation notation, const QString& title,
                                         QWidget* parent, int moveTimeMs)
    : QDialog(parent), m_notation(notation) {
  setObjectName(QStringLiteral("xiangqiReview"));
  m_subject = [title] { return title; };
  if (!m_game.reset(startFen)) m_game.reset();
  for (const xiangqi::Move m : moves) {
    if (!m_game.play(m)) break;
    m_moves.push_back(m);
  }
  m_texts = moveTexts(m_game, notation);

  m_board = new XiangqiBoardWidget(this);
  m_board->setMinimumSize(360, 400);

  m_list = new QListWidget(this);
  m_list->setObjectName(QStringLiteral("reviewMoves"));
  m_list->addItem(QString());
  for (std::size_t i = 0; i < m_texts.size(); ++i) {
    m_list->addItem(QString());
    updateRow(int(i + 1));
  }
  connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row >= 0 && row != m_ply) setPly(row);
  });

  auto* first = m_first = new QPushButton(QStringLiteral("|◀"), this);
  auto* back = m_back = new QPushButton(QStringLiteral("◀"), this);
  auto* forward = m_forward = new QPushButton(QStringLiteral("▶"), this);
  auto* last = m_last = new QPushButton(QStringLiteral("▶|"), this);
  for (QPushButton* b : {first, back, forward, last}) b->setFocusPolicy(Qt::NoFocus);
  connect(first, &QPushButton::clicked, this, [this] { setPly(0); });
  connect(back, &QPushButton::clicked, this, [this] { setPly(m_ply - 1); });
  connect(forward, &QPushButton::clicked, this, [this] { setPly(m_ply + 1); });
  connect(last, &QPushButton::clicked, this, [this] { setPly(plyCount()); });
  // The arrow keys step wherever the focus is in the window, the move list included.
  const std::pair<int, std::function<int()>> keys[] = {
      {Qt::Key_Left, [this] { return m_ply - 1; }},
      {Qt::Key_Right, [this] { return m_ply + 1; }},
      {Qt::Key_Up, [this] { return m_ply - 1; }},
      {Qt::Key_Down, [this] { return m_ply + 1; }},
      {Qt::Key_Home, [] { return 0; }},
      {Qt::Key_End, [this] { return plyCount(); }}};
  for (const auto& [key, target] : keys)
    connect(new QShortcut(QKeySequence(key), this), &QShortcut::activated, this,
            [this, target = target] { setPly(target()); });
  auto* steps = new QHBoxLayout;
  for (QPushButton* b : {first, back, forward, last}) steps->addWidget(b);

  m_comparison = new QLabel(this);
  m_comparison->setObjectName(QStringLiteral("reviewComparison"));
  m_comparison->setWordWrap(true);
  m_comparison->setMinimumHeight(m_comparison->fontMetrics().lineSpacing() * 3);

  m_progress = new QProgressBar(this);
  m_progress->setRange(0, plyCount() + 1);
  m_progressText = new QLabel(this);
  m_moveTimeMs = moveTimeMs > 0 ? moveTimeMs : savedMoveTimeMs();
  m_timeLabel = new QLabel(this);
  m_timeBox = new QComboBox(this);
  m_timeBox->setObjectName(QStringLiteral("reviewTime"));
  for (const int ms : MOVETIME_CHOICES_MS) m_timeBox->addItem(QString(), ms);
  if (m_timeBox->findData(m_moveTimeMs) < 0) m_timeBox->addItem(QString(), m_moveTimeMs);
  m_timeBox->setCurrentIndex(m_timeBox->findData(m_moveTimeMs));
  m_timeLabel->setBuddy(m_timeBox);
  connect(m_timeBox, &QComboBox::activated, this,
          [this](int index) { setMoveTimeMs(m_timeBox->itemData(index).toInt()); });
  auto* status = new QHBoxLayout;
  status->addWidget(m_progressText, 1);
  status->addWidget(m_timeLabel);
  status->addWidget(m_timeBox);

  // The evaluation graph: Red's advantage in pawns over the plies, mistakes as red dots, the
  // position shown as a blue dot.
  auto* chart = new QChart;
  chart->legend()->hide();
  chart->setMargins(QMargins(4, 4, 4, 4));
  m_evalSeries = new QLineSeries(chart);
  m_mistakeSeries = new QScatterSeries(chart);
  m_mistakeSeries->setColor(QColor(0xd0, 0x20, 0x20));
  m_mistakeSeries->setMarkerSize(9);
  m_cursorSeries = new QScatterSeries(chart);
  m_cursorSeries->setColor(QColor(0x1f, 0x6f, 0xdf));
  m_cursorSeries->setMarkerSize(11);
  chart->addSeries(m_evalSeries);
  chart->addSeries(m_mistakeSeries);
  chart->addSeries(m_cursorSeries);
  auto* x = m_plyAxis = new QValueAxis(chart);
  applyRoundScale(x, std::max(1, plyCount()));
  x->setLabelFormat(QStringLiteral("%d"));
  auto* y = new QValueAxis(chart);
  y->setRange(-GRAPH_PAWNS, GRAPH_PAWNS);
  y->setTickCount(5);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  for (auto* series :
       std::initializer_list<QXYSeries*>{m_evalSeries, m_mistakeSeries, m_cursorSeries}) {
    series->attachAxis(x);
    series->attachAxis(y);
  }
  m_chartView = new QChartView(chart, this);
  m_chartView->setObjectName(QStringLiteral("reviewGraph"));
  m_chartView->setRenderHint(QPainter::Antialiasing);
  m_chartView->setMinimumHeight(180);

  auto* side = new QVBoxLayout;
  side->addWidget(m_list, 1);
  side->addLayout(steps);
  side->addWidget(m_comparison);
  auto* top = new QHBoxLayout;
  top->addWidget(m_board, 1);
  top->addLayout(side);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top, 3);
  layout->addWidget(m_chartView, 1);
  layout->addLayout(status);
  layout->addWidget(m_progress);
  resize(900, 820);

  m_analysis = new XiangqiGameAnalysis(this);
  connect(m_analysis, &XiangqiGameAnalysis::analysed, this, &XiangqiReviewDialog::onAnalysed);
  m_analysis->start(m_game.start_fen(), m_moves, m_moveTimeMs);
  retranslateUi();
  setPly(plyCount());
}

int XiangqiReviewDialog::savedMoveTimeMs() {
  const int ms = QSettings().value(QStringLiteral("xiangqi/reviewMoveTimeMs")).toInt();
  return std::find(MOVETIME_CHOICES_MS.begin(), MOVETIME_CHOICES_MS.end(), ms) !=
                 MOVETIME_CHOICES_MS.end()
             ? ms
             : DEFAULT_MOVETIME_MS;
}

void XiangqiReviewDialog::setMoveTimeMs(int ms) {
  if (ms <= 0 || ms == m_moveTimeMs) return;
  m_moveTimeMs = ms;
  QSettings().setValue(QStringLiteral("xiangqi/reviewMoveTimeMs"), ms);
  {
    const QSignalBlocker block(m_timeBox);
    if (m_timeBox->findData(ms) < 0) m_timeBox->addItem(QString(), ms);
    m_timeBox->setCurrentIndex(m_timeBox->findData(ms));
  }
  retranslateTimes();
  // Every position again, with the new time: the graph, the marks and the engine's moves go
  // until their new results come.
  m_analysis->start(m_game.start_fen(), m_moves, m_moveTimeMs);
  m_evalSeries->clear();
  m_mistakeSeries->clear();
  m_progress->setValue(0);
  for (int ply = 1; ply <= plyCount(); ++ply) updateRow(ply);
  updateProgressText();
  refresh();
}

void XiangqiReviewDialog::retranslateTimes() {
  for (int i = 0; i < m_timeBox->count(); ++i) {
    const int ms = m_timeBox->itemData(i).toInt();
    m_timeBox->setItemText(
        i, ms < 1000 ? tr("%1 s").arg(ms / 1000.0, 0, 'f', 1) : tr("%1 s").arg(ms / 1000));
  }
}

void XiangqiReviewDialog::retranslateUi() {
  setWindowTitle(tr("Review: %1").arg(m_subject()));
  m_list->item(0)->setText(tr("Start position"));
  m_first->setToolTip(tr("Start (Home)"));
  m_back->setToolTip(tr("Back one move (←)"));
  m_forward->setToolTip(tr("Forward one move (→)"));
  m_last->setToolTip(tr("End (End)"));
  m_plyAxis->setTitleText(tr("Ply"));
  m_chartView->chart()->setTitle(tr("Red's advantage in pawns, by the engine"));
  m_timeLabel->setText(tr("&Time per position:"));
  m_timeBox->setToolTip(
      tr("How long the engine searches each position; another time analyses "
         "the game again"));
  retranslateTimes();
  for (int ply = 1; ply <= plyCount(); ++ply) updateRow(ply);
  updateProgressText();
  m_comparison->setText(comparisonText());
}

void XiangqiReviewDialog::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QDialog::changeEvent(event);
}

void XiangqiReviewDialog::setSubject(std::function<QString()> subject) {
  m_subject = std::move(subject);
  setWindowTitle(tr("Review: %1").arg(m_subject()));
}

void XiangqiReviewDialog::updateProgressText() {
  const int done = m_analysis->analysedCount();
  if (done == 0) {
    m_progressText->setText(tr("The engine is looking at every position..."));
  } else if (done == m_analysis->positionCount()) {
    int red = 0, black = 0;
    for (int p = 1; p <= plyCount(); ++p)
      if (isMistake(p))
        (m_game.start_fen().find(" b") != std::string::npos) == (p % 2 == 1) ? ++black : ++red;
    m_progressText->setText(tr("Analysis done. Mistakes: Red %1, Black %2.").arg(red).arg(black));
  } else {
    m_progressText->setText(
        tr("Analysing position %1 of %2...").arg(done + 1).arg(m_analysis->positionCount()));
  }
}

XiangqiReviewDialog::~XiangqiReviewDialog() {
  m_analysis->stop();
}

void XiangqiReviewDialog::setPly(int ply) {
  m_ply = std::clamp(ply, 0, plyCount());
  {
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(m_ply);
  }
  refresh();
}

bool XiangqiReviewDialog::isMistake(int ply) const {
  return m_analysis->loss(ply) > MISTAKE_CP;
}

QString XiangqiReviewDialog::scoreText(int redCp, int mate) {
  if (mate > 0) return tr("Red mates in %1").arg(mate);
  if (mate < 0) return tr("Black mates in %1").arg(-mate);
  return QString::asprintf("%+.2f", redCp / 100.0);
}

QString XiangqiReviewDialog::engineMoveText(int ply) const {
  if (ply < 0 || ply >= m_analysis->positionCount()) return {};
  const XiangqiGameAnalysis::Eval& e = m_analysis->eval(ply);
  if (!e.done || e.best.empty()) return {};
  xiangqi::Game at;
  if (!at.reset(m_game.start_fen())) return {};
  for (int i = 0; i < ply; ++i) at.play(m_moves[std::size_t(i)]);
  const std::vector<std::string> text = lineTexts(at, {e.best}, m_notation);
  return text.empty() ? QString() : QString::fromStdString(text[0]);
}

QString XiangqiReviewDialog::comparisonText() const {
  QStringList lines;
  if (m_ply > 0) {
    const QString played = QString::fromStdString(m_texts[std::size_t(m_ply - 1)]);
    const QString best = engineMoveText(m_ply - 1);
    if (best.isEmpty())
      lines << tr("Played %1.").arg(played);
    else if (m_analysis->eval(m_ply - 1).best == xiangqi::to_iccs(m_moves[std::size_t(m_ply - 1)]))
      lines << tr("Played %1, the engine's choice too.").arg(played);
    else
      lines << tr("Played %1; the engine preferred %2.").arg(played, best);
    const int loss = m_analysis->loss(m_ply);
    if (loss > BLUNDER_CP)
      lines << tr("A blunder: it lost %1 pawns.").arg(loss / 100.0, 0, 'f', 1);
    else if (loss > MISTAKE_CP)
      lines << tr("A mistake: it lost %1 pawns.").arg(loss / 100.0, 0, 'f', 1);
  }
  if (m_ply < m_analysis->positionCount() && m_analysis->eval(m_ply).done) {
    const XiangqiGameAnalysis::Eval& e = m_analysis->eval(m_ply);
    const QString next = engineMoveText(m_ply);
    lines << (next.isEmpty() ? tr("Score %1.").arg(scoreText(e.redCp, e.mate))
                             : tr("Score %1; the engine would play %2 (the arrow).")
                                   .arg(scoreText(e.redCp, e.mate), next));
  }
  return lines.join(QLatin1Char('\n'));
}

void XiangqiReviewDialog::updateRow(int ply) {
  QListWidgetItem* item = m_list->item(ply);
  if (!item || ply < 1) return;
  const int i = ply - 1;
  const std::string label = moveListLabel(m_game, i);
  QString text = (label.empty() ? QStringLiteral("      ") : QString::fromStdString(label)) +
                 QString::fromStdString(m_texts[std::size_t(i)]);
  const int loss = m_analysis ? m_analysis->loss(ply) : 0;
  if (loss > BLUNDER_CP)
    text += QStringLiteral(" ??");
  else if (loss > MISTAKE_CP)
    text += QStringLiteral(" ?");
  item->setText(text);
  item->setForeground(loss > MISTAKE_CP ? QBrush(QColor(0xc0, 0x10, 0x10)) : QBrush());
  const QString best = m_analysis ? engineMoveText(ply - 1) : QString();
  item->setToolTip(best.isEmpty() ? QString() : tr("Engine: %1").arg(best));
}

void XiangqiReviewDialog::onAnalysed(int ply) {
  const XiangqiGameAnalysis::Eval& e = m_analysis->eval(ply);
  m_evalSeries->append(ply, std::clamp(e.redCp / 100.0, -GRAPH_PAWNS, GRAPH_PAWNS));
  updateRow(ply);      // its loss is known now
  updateRow(ply + 1);  // and its engine move
  if (ply > 0 && isMistake(ply))
    m_mistakeSeries->append(ply, std::clamp(e.redCp / 100.0, -GRAPH_PAWNS, GRAPH_PAWNS));
  const int done = m_analysis->analysedCount();
  m_progress->setValue(done);
  updateProgressText();
  if (ply == m_ply || ply == m_ply - 1) refresh();
}

void XiangqiReviewDialog::refresh() {
  XiangqiSnapshot s = snapshot(m_game, m_ply);
  if (m_ply < m_analysis->positionCount()) {
    const XiangqiGameAnalysis::Eval& e = m_analysis->eval(m_ply);
    const xiangqi::Move best = e.done ? xiangqi::parse_iccs(e.best) : xiangqi::Move();
    if (best.is_ok()) {
      s.hintFrom = best.from_sq();
      s.hintTo = best.to_sq();
    }
  }
  m_board->setSnapshot(s);
  m_comparison->setText(comparisonText());
  m_cursorSeries->clear();
  if (m_ply < m_analysis->positionCount() && m_analysis->eval(m_ply).done)
    m_cursorSeries->append(
        m_ply, std::clamp(m_analysis->eval(m_ply).redCp / 100.0, -GRAPH_PAWNS, GRAPH_PAWNS));
}

}  // namespace gameai::gui

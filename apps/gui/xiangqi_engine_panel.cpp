#include "xiangqi_engine_panel.hpp"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <cstdlib>
#include <utility>

#include "xiangqi/game.hpp"

namespace gameai::gui {

namespace {
// `moves` (ICCS) from `fen` in `notation`; empty when there are none to show.
QStringList lineMoves(const std::string& fen, const std::vector<std::string>& moves,
                      XiangqiNotation notation) {
  xiangqi::Game from;
  if (fen.empty() || !from.reset(fen)) return {};
  QStringList texts;
  for (const std::string& m : lineTexts(from, moves, notation)) texts << QString::fromStdString(m);
  return texts;
}

bool blackToMove(const std::string& fen) {
  const std::size_t space = fen.find(' ');
  return space != std::string::npos && fen.compare(space, 2, " b") == 0;
}
}  // namespace

// A label that shows a line of items (moves, book moves) in at most `rows` rows at its width,
// wrapped at the items: those that do not fit are left out and the line ends in "…", the whole
// line its tooltip. Its height is always that of `rows` rows, so a new line (several a second
// during analysis) redraws it without moving anything around it.
class MovesLabel : public QLabel {
 public:
  MovesLabel(int rows, QString separator, QWidget* parent)
      : QLabel(parent), m_rows(rows), m_separator(std::move(separator)) {
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    measure();
  }
  // `head` ("+0.35  d12") and the items after it; no items shows the head alone, or "-".
  void setItems(const QString& head, const QStringList& items) {
    if (head == m_head && items == m_items) return;
    m_head = head;
    m_items = items;
    fit();
  }
  QString wholeText() const { return joined(m_items.size()); }

  bool hasHeightForWidth() const override { return false; }
  QSize sizeHint() const override { return {1, m_height}; }
  QSize minimumSizeHint() const override { return {1, m_height}; }

 protected:
  void resizeEvent(QResizeEvent* event) override {
    QLabel::resizeEvent(event);
    fit();
  }
  void changeEvent(QEvent* event) override {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
      measure();
      updateGeometry();
      fit();
    }
  }

 private:
  // The height of the rows, measured on Chinese moves and Latin text alike: Chinese is drawn in
  // a fallback font whose rows can be taller than the widget font's.
  void measure() {
    QStringList rows;
    for (int i = 0; i < m_rows; ++i) rows << QStringLiteral("炮二平五 h2e2 C2=5 +0.35");
    m_height = std::max(m_rows * fontMetrics().lineSpacing(),
                        fontMetrics()
                            .boundingRect(QRect(0, 0, 1 << 20, 1 << 20), Qt::TextWordWrap,
                                          rows.join(QLatin1Char('\n')))
                            .height());
    const QMargins margins = contentsMargins();
    m_height += margins.top() + margins.bottom();
  }
  // The head and the first `count` items; `shown`: as drawn, each item kept whole on its row
  // (Chinese text may otherwise break between any two characters, "马2进" | "3").
  QString joined(qsizetype count, bool shown = false) const {
    QString text = m_head;
    for (qsizetype i = 0; i < count; ++i) {
      QString item = m_items[i];
      if (shown) {
        item.replace(QLatin1Char(' '), QChar(0x00A0));  // no-break space
        for (qsizetype k = item.size() - 1; k > 0; --k)
          item.insert(k, QChar(0x2060));  // word joiner
      }
      text += (text.isEmpty() ? QString() : (i == 0 ? QStringLiteral("  ") : m_separator)) + item;
    }
    return text.isEmpty() ? QStringLiteral("-") : text;
  }
  // Shows as many items as fit (found by bisection: a line is measured a few times, not once per
  // move).
  void fit() {
    const QFontMetrics metrics = fontMetrics();
    const QRect area = contentsRect();
    const auto fits = [&](const QString& text) {
      return metrics
                 .boundingRect(QRect(0, 0, std::max(1, area.width()), 1 << 20), Qt::TextWordWrap,
                               text)
                 .height() <= area.height();
    };
    const auto shortened = [this](qsizetype count) {
      return count < m_items.size() ? joined(count, true) + QStringLiteral(" …")
                                    : joined(count, true);
    };
    qsizetype count = m_items.size();
    if (!fits(shortened(count))) {
      qsizetype low = 1, high = count - 1;  // low always shown; high the most that may fit
      while (low < high) {
        const qsizetype mid = (low + high + 1) / 2;
        if (fits(shortened(mid)))
          low = mid;
        else
          high = mid - 1;
      }
      count = std::min(low, count);
    }
    setText(shortened(count));
    setToolTip(count < m_items.size() ? joined(m_items.size()) : QString());
  }

  int m_rows;
  QString m_separator;
  int m_height = 0;
  QString m_head;
  QStringList m_items;
};

XiangqiEnginePanel::XiangqiEnginePanel(QWidget* parent) : QGroupBox(parent) {
  setObjectName(QStringLiteral("engine"));
  auto* layout = new QVBoxLayout(this);
  m_form = new QFormLayout;
  // A row of two lines (the best line, the book) is named beside its first line.
  m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_depth = new QLabel(QStringLiteral("-"), this);
  m_score = new QLabel(QStringLiteral("-"), this);
  m_nodes = new QLabel(QStringLiteral("-"), this);
  m_pv = new MovesLabel(2, QStringLiteral(" "), this);
  m_pv->setObjectName(QStringLiteral("enginePv"));
  m_book = new MovesLabel(2, QStringLiteral(" · "), this);
  m_book->setObjectName(QStringLiteral("bookMoves"));
  for (QLabel* field : std::initializer_list<QLabel*>{m_depth, m_score, m_nodes, m_pv, m_book}) {
    // The form gives a name the height of its row; its text stays at the top, by the first line.
    auto* name = new QLabel(this);
    name->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_form->addRow(name, field);
  }
  layout->addLayout(m_form);

  m_analyse = new QCheckBox(this);
  m_analyse->setObjectName(QStringLiteral("analyse"));
  connect(m_analyse, &QCheckBox::toggled, this, [this](bool on) {
    if (on != m_analysing) Q_EMIT analyseToggled(on);
  });
  layout->addWidget(m_analyse);

  // The analysis lines: one label each, two rows at most.
  m_linesBox = new QWidget(this);
  m_linesBox->setObjectName(QStringLiteral("analysisLines"));
  auto* linesLayout = new QVBoxLayout(m_linesBox);
  linesLayout->setContentsMargins(0, 0, 0, 0);
  m_linesBox->setVisible(false);
  layout->addWidget(m_linesBox);
  retranslateUi();
}

void XiangqiEnginePanel::retranslateUi() {
  setTitle(tr("Engine"));
  const std::pair<QWidget*, QString> labels[] = {{m_depth, tr("Depth")},
                                                 {m_score, tr("Score")},
                                                 {m_nodes, tr("Nodes")},
                                                 {m_pv, tr("Best line")},
                                                 {m_book, tr("Book")}};
  for (const auto& [field, text] : labels)
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field))) label->setText(text);
  m_book->setToolTip(tr("Moves masters played here, with how often (the built-in book)"));
  m_analyse->setText(tr("Analyse (A)"));
  m_analyse->setToolTip(tr("Search this position without end and show the engine's lines"));
  showSearchLine();
  showLines();
}

void XiangqiEnginePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QGroupBox::changeEvent(event);
}

void XiangqiEnginePanel::setNotation(XiangqiNotation notation) {
  m_notation = notation;
  showSearchLine();
  showLines();
}

QString XiangqiEnginePanel::scoreText(int scoreCp, int mate, bool blackToMove) {
  // Scores are from Red's point of view, the way xiangqi books print them.
  const int sign = blackToMove ? -1 : 1;
  if (mate != 0)
    return mate * sign > 0 ? tr("Red mates in %1").arg(std::abs(mate))
                           : tr("Black mates in %1").arg(std::abs(mate));
  return QString::asprintf("%+.2f", sign * scoreCp / 100.0);
}

void XiangqiEnginePanel::showSearch(const std::string& fen, int depth, int scoreCp, int mate,
                                    qint64 nodes, std::vector<std::string> line) {
  m_searchFen = fen;
  m_searchDepth = depth;
  m_searchCp = scoreCp;
  m_searchMate = mate;
  m_searchNodes = nodes;
  m_searchLine = std::move(line);
  showSearchLine();
}

void XiangqiEnginePanel::clearSearch() {
  m_searchFen.clear();
  m_searchLine.clear();
  showSearchLine();
}

void XiangqiEnginePanel::showSearchLine() {
  if (m_searchFen.empty()) {
    for (QLabel* label : {m_depth, m_score, m_nodes}) label->setText(QStringLiteral("-"));
    m_pv->setItems({}, {});
    return;
  }
  m_depth->setText(QString::number(m_searchDepth));
  m_score->setText(scoreText(m_searchCp, m_searchMate, blackToMove(m_searchFen)));
  m_nodes->setText(QLocale().toString(m_searchNodes));
  m_pv->setItems({}, lineMoves(m_searchFen, m_searchLine, m_notation));
}

void XiangqiEnginePanel::setBookText(const QString& text) {
  m_book->setItems({}, text.split(QStringLiteral(" · ")));
}

QString XiangqiEnginePanel::bestLineText() const {
  return m_pv->wholeText();
}

QString XiangqiEnginePanel::bookText() const {
  return m_book->wholeText();
}

void XiangqiEnginePanel::setAnalysing(bool on) {
  m_analysing = on;
  if (m_analyse->isChecked() != on) {
    const QSignalBlocker block(m_analyse);
    m_analyse->setChecked(on);
  }
  m_linesBox->setVisible(on);
  // Each analysis line has its score and depth, the first is the best line: the panel's own
  // rows would repeat them.
  for (QWidget* row : std::initializer_list<QWidget*>{m_depth, m_score, m_nodes, m_pv})
    m_form->setRowVisible(row, !on);
}

void XiangqiEnginePanel::startLines(const std::string& fen, int lines, bool over) {
  m_linesFen = fen;
  m_linesOver = over;
  m_lines.assign(std::size_t(std::max(0, lines)), Line{});
  showLines();
}

void XiangqiEnginePanel::setLine(int index, const Line& line) {
  if (index < 0 || std::size_t(index) >= m_lines.size()) return;
  m_lines[std::size_t(index)] = line;
  showLines();
}

void XiangqiEnginePanel::clearLines() {
  m_lines.clear();
  m_linesFen.clear();
  showLines();
}

QStringList XiangqiEnginePanel::lineTexts() const {
  QStringList rows;
  for (const MovesLabel* label : m_lineLabels)
    if (label->isVisibleTo(m_linesBox)) rows << label->wholeText();
  return rows;
}

void XiangqiEnginePanel::showLines() {
  auto* layout = static_cast<QVBoxLayout*>(m_linesBox->layout());
  while (m_lineLabels.size() < m_lines.size()) {
    auto* label = new MovesLabel(2, QStringLiteral(" "), m_linesBox);
    layout->addWidget(label);
    m_lineLabels.push_back(label);
  }
  const bool black = blackToMove(m_linesFen);
  for (std::size_t i = 0; i < m_lineLabels.size(); ++i) {
    MovesLabel* label = m_lineLabels[i];
    label->setVisible(i < m_lines.size());
    if (i >= m_lines.size()) continue;
    const Line& line = m_lines[i];
    const QStringList moves = lineMoves(m_linesFen, line.moves, m_notation);
    if (moves.isEmpty())
      label->setItems(m_linesOver ? tr("The game is over.") : tr("Thinking..."), {});
    else
      label->setItems(
          QStringLiteral("%1  d%2").arg(scoreText(line.scoreCp, line.mate, black)).arg(line.depth),
          moves);
  }
}

}  // namespace gameai::gui

#include "tetris_board_widget.hpp"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <algorithm>

#include "tetris_play/events.hpp"

namespace gameai::gui {

namespace {
// Layout in cell units: a side panel of PANEL cells on each side of the well, GAP between.
constexpr qreal PANEL = 5.0;
constexpr qreal GAP = 0.8;
constexpr qreal WELL_MARGIN = 0.6;
const QColor BACKGROUND(0x1d, 0x1f, 0x2b);
const QColor WELL(0x10, 0x11, 0x18);
const QColor GRID(0x26, 0x28, 0x36);
const QColor TEXT(0xe8, 0xe8, 0xf0);
const QColor DIM_TEXT(0x9a, 0x9c, 0xb0);
}  // namespace

TetrisBoardWidget::TetrisBoardWidget(QWidget* parent) : QWidget(parent) {
  setAttribute(Qt::WA_OpaquePaintEvent);
  setFocusPolicy(Qt::StrongFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TetrisBoardWidget::setSnapshot(const TetrisSnapshot& snapshot) {
  m_snapshot = snapshot;
  update();
}

QSize TetrisBoardWidget::sizeHint() const {
  const qreal cell = 28;
  return QSize(int((m_snapshot.width + 2 * PANEL + 2 * GAP + 2 * WELL_MARGIN) * cell),
               int((m_snapshot.height + m_snapshot.above + 2 * WELL_MARGIN) * cell));
}

QSize TetrisBoardWidget::minimumSizeHint() const {
  const qreal cell = 12;
  return QSize(int((m_snapshot.width + 2 * PANEL + 2 * GAP + 2 * WELL_MARGIN) * cell),
               int((m_snapshot.height + m_snapshot.above + 2 * WELL_MARGIN) * cell));
}

// Guideline colours, so players recognise the pieces at a glance.
QColor TetrisBoardWidget::colorOf(int kind) {
  switch (kind) {
    case 1:
      return QColor(0x00, 0xc8, 0xe0);  // I cyan
    case 2:
      return QColor(0xf0, 0xd0, 0x00);  // O yellow
    case 3:
      return QColor(0xa6, 0x4d, 0xff);  // T purple
    case 4:
      return QColor(0x3c, 0xc8, 0x4a);  // S green
    case 5:
      return QColor(0xe8, 0x3a, 0x3a);  // Z red
    case 6:
      return QColor(0x30, 0x6c, 0xf0);  // J blue
    case 7:
      return QColor(0xf0, 0x8c, 0x1e);  // L orange
    case 8:
      return QColor(0x70, 0x72, 0x80);  // garbage
    default:
      return WELL;
  }
}

void TetrisBoardWidget::paintCell(QPainter& p, const QRectF& r, int kind) const {
  const QColor base = colorOf(kind);
  const qreal bevel = std::max<qreal>(1.0, r.width() * 0.12);
  p.fillRect(r, base.darker(130));
  p.fillRect(r.adjusted(bevel, bevel, -bevel, -bevel), base);
  p.fillRect(QRectF(r.left() + bevel, r.top() + bevel, r.width() - 2 * bevel, bevel),
             base.lighter(135));
}

void TetrisBoardWidget::paintPieceBox(QPainter& p, const QRectF& box, const TetrisPieceShape& shape,
                                      qreal cell, bool dimmed) const {
  p.setPen(QPen(GRID, 1));
  p.setBrush(WELL);
  p.drawRoundedRect(box, cell * 0.2, cell * 0.2);
  if (shape.kind == 0 || shape.cells.isEmpty()) return;
  int minX = shape.cells[0].x(), maxX = minX, minY = shape.cells[0].y(), maxY = minY;
  for (const QPoint& c : shape.cells) {
    minX = std::min(minX, c.x());
    maxX = std::max(maxX, c.x());
    minY = std::min(minY, c.y());
    maxY = std::max(maxY, c.y());
  }
  const qreal s = std::min(cell * 0.8, box.width() / 5.0);
  const qreal w = (maxX - minX + 1) * s, h = (maxY - minY + 1) * s;
  const QPointF origin(box.center().x() - w / 2, box.center().y() - h / 2);
  p.save();
  if (dimmed) p.setOpacity(0.35);
  for (const QPoint& c : shape.cells)
    paintCell(p, QRectF(origin.x() + (c.x() - minX) * s, origin.y() + (c.y() - minY) * s, s, s),
              shape.kind);
  p.restore();
}

void TetrisBoardWidget::paintStats(QPainter& p, const QRectF& area, qreal cell) const {
  const TetrisSnapshot& s = m_snapshot;
  const QLocale locale;
  struct Row {
    QString label, value;
  };
  QVector<Row> rows;
  for (const auto& [label, value] : s.modeRows) rows.append({label, value});
  rows += {
      {tr("Score"), locale.toString(s.score)},
      {tr("Lines"), locale.toString(s.lines)},
      {tr("Level"), locale.toString(s.level)},
      {tr("Pieces"), locale.toString(s.pieces)},
      {tr("Pieces/s"), locale.toString(s.piecesPerSecond, 'f', 2)},
      {tr("Lines/s"), locale.toString(s.linesPerSecond, 'f', 1)},
  };
  QFont label = font();
  label.setPixelSize(std::max(8, int(cell * 0.42)));
  QFont value = font();
  value.setPixelSize(std::max(9, int(cell * 0.62)));
  value.setBold(true);
  qreal y = area.top();
  for (const Row& row : rows) {
    p.setFont(label);
    p.setPen(DIM_TEXT);
    p.drawText(QRectF(area.left(), y, area.width(), cell * 0.6), Qt::AlignLeft | Qt::AlignVCenter,
               row.label);
    p.setFont(value);
    p.setPen(TEXT);
    p.drawText(QRectF(area.left(), y + cell * 0.55, area.width(), cell * 0.85),
               Qt::AlignLeft | Qt::AlignVCenter, row.value);
    y += cell * 1.55;
    if (y > area.bottom()) break;
  }
  // Who is playing: the badge the player looks at when pressing A.
  const QRectF badge(area.left(), y + cell * 0.2, area.width(), cell * 0.95);
  p.setPen(Qt::NoPen);
  p.setBrush(s.aiPlaying ? QColor(0x30, 0x6c, 0xf0) : QColor(0x3c, 0x8c, 0x4a));
  p.drawRoundedRect(badge, cell * 0.25, cell * 0.25);
  p.setPen(Qt::white);
  p.setFont(label);
  p.drawText(badge, Qt::AlignCenter,
             !s.player.isEmpty() ? s.player
             : s.aiPlaying       ? tr("AI playing")
                                 : tr("You play"));
  if (!s.ruleSet.isEmpty()) {
    p.setPen(DIM_TEXT);
    p.drawText(QRectF(area.left(), badge.bottom() + cell * 0.2, area.width(), cell * 0.7),
               Qt::AlignLeft | Qt::AlignVCenter, s.ruleSet);
  }
}

void TetrisBoardWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing, false);
  p.fillRect(rect(), BACKGROUND);
  const TetrisSnapshot& s = m_snapshot;
  if (s.width <= 0 || s.height <= 0) return;

  // The rows above the board (guideline pieces enter there) sit over the well, without a frame.
  const qreal unitsW = s.width + 2 * PANEL + 2 * GAP + 2 * WELL_MARGIN;
  const qreal unitsH = s.height + s.above + 2 * WELL_MARGIN;
  const qreal cell = std::max<qreal>(2.0, std::min(width() / unitsW, height() / unitsH));
  const qreal left = (width() - unitsW * cell) / 2 + WELL_MARGIN * cell;
  const qreal top = (height() - unitsH * cell) / 2 + WELL_MARGIN * cell + s.above * cell;
  const QRectF well(left + (PANEL + GAP) * cell, top, s.width * cell, s.height * cell);

  // The well and its faint grid.
  p.fillRect(well, WELL);
  p.setPen(QPen(GRID, 1));
  for (int x = 1; x < s.width; ++x)
    p.drawLine(QPointF(well.left() + x * cell, well.top()),
               QPointF(well.left() + x * cell, well.bottom()));
  for (int y = 1; y < s.height; ++y)
    p.drawLine(QPointF(well.left(), well.top() + y * cell),
               QPointF(well.right(), well.top() + y * cell));

  auto cellRect = [&](int x, int y) {
    return QRectF(well.left() + x * cell, well.top() + y * cell, cell, cell);
  };
  for (int y = -s.above; y < s.height; ++y)
    for (int x = 0; x < s.width; ++x)
      if (const int k = s.cell(x, y)) paintCell(p, cellRect(x, y), k);

  // The AI's plan after the hint: faint cells, each piece numbered once by the order the pieces
  // would come (the session places each piece on the board as it is now, clear by clear, so no
  // two pieces of the plan share a cell and none covers a filled one).
  if (!s.hintPlan.isEmpty()) {
    QFont number = font();
    number.setPixelSize(std::max(7, int(cell * 0.5)));
    p.setFont(number);
    for (int i = 0; i < s.hintPlan.size(); ++i) {
      const int alpha = std::max(40, 110 - 15 * i);
      const QPoint* label = nullptr;
      for (const QPoint& c : s.hintPlan[i]) {
        if (c.y() < -s.above || c.y() >= s.height) continue;
        const QRectF r = cellRect(c.x(), c.y()).adjusted(3, 3, -3, -3);
        p.setPen(QPen(QColor(255, 255, 255, alpha), 1, Qt::DotLine));
        p.setBrush(QColor(255, 255, 255, alpha / 4));
        p.drawRect(r);
        if (!label || c.y() < label->y() || (c.y() == label->y() && c.x() < label->x())) label = &c;
      }
      if (!label) continue;
      p.setPen(QColor(255, 255, 255, alpha + 60));
      p.drawText(cellRect(label->x(), label->y()), Qt::AlignCenter, QString::number(i + 2));
    }
  }
  // The hint ghost (dashed white) under the piece's own ghost (outlined in the piece colour).
  p.setBrush(Qt::NoBrush);
  if (!s.hint.isEmpty()) {
    p.setPen(QPen(QColor(255, 255, 255, 200), std::max<qreal>(1.5, cell * 0.08), Qt::DashLine));
    for (const QPoint& c : s.hint)
      if (c.y() >= -s.above) p.drawRect(cellRect(c.x(), c.y()).adjusted(2, 2, -2, -2));
  }
  if (!s.ghost.isEmpty() && s.activeKind) {
    QColor g = colorOf(s.activeKind);
    p.setPen(QPen(g, std::max<qreal>(1.0, cell * 0.07)));
    g.setAlpha(60);
    p.setBrush(g);
    for (const QPoint& c : s.ghost)
      if (c.y() >= -s.above) p.drawRect(cellRect(c.x(), c.y()).adjusted(1, 1, -1, -1));
    p.setBrush(Qt::NoBrush);
  }
  p.save();
  p.setClipRect(well.adjusted(0, -cell * s.above, 0, 0));
  for (const QPoint& c : s.active) paintCell(p, cellRect(c.x(), c.y()), s.activeKind);
  p.restore();
  p.setPen(QPen(QColor(0x5a, 0x5d, 0x78), std::max<qreal>(1.0, cell * 0.08)));
  p.drawRect(well);

  // Versus: the garbage meter in the gap left of the well, one cell per row waiting, from the
  // floor up; rows due after the next lock in red, the rest in orange.
  if (s.garbageMeter) {
    const QRectF meter(well.left() - GAP * cell * 0.8, top, GAP * cell * 0.6, s.height * cell);
    p.fillRect(meter, WELL);
    const int waiting = std::min(s.garbageIncoming, s.height);
    const int due = std::min(s.garbageDue, waiting);
    p.fillRect(QRectF(meter.left(), meter.bottom() - waiting * cell, meter.width(), waiting * cell),
               QColor(0xf0, 0x8c, 0x1e));
    p.fillRect(QRectF(meter.left(), meter.bottom() - due * cell, meter.width(), due * cell),
               QColor(0xe8, 0x3a, 0x3a));
  }

  // Left panel: hold box, then statistics.
  QFont heading = font();
  heading.setPixelSize(std::max(8, int(cell * 0.5)));
  heading.setBold(true);
  p.setFont(heading);
  p.setPen(DIM_TEXT);
  const QRectF leftPanel(left, top, PANEL * cell, s.height * cell);
  if (s.holdEnabled) {
    p.drawText(QRectF(leftPanel.left(), top, leftPanel.width(), cell * 0.8),
               Qt::AlignLeft | Qt::AlignVCenter, tr("HOLD"));
    const QRectF holdBox(leftPanel.left(), top + cell * 0.9, leftPanel.width(), cell * 3.2);
    paintPieceBox(p, holdBox, s.hold, cell, s.holdUsed);
    // The hint starts with the hold key: the box says so.
    if (s.hintHolds) {
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(QColor(255, 255, 255, 200), std::max<qreal>(1.5, cell * 0.08), Qt::DashLine));
      p.drawRoundedRect(holdBox.adjusted(1, 1, -1, -1), cell * 0.2, cell * 0.2);
      p.setPen(TEXT);
      p.drawText(holdBox.adjusted(0, 0, 0, -cell * 0.1), Qt::AlignHCenter | Qt::AlignBottom,
                 tr("hint: hold"));
    }
  }
  paintStats(p,
             QRectF(leftPanel.left(), top + cell * (s.holdEnabled ? 4.6 : 0.0), leftPanel.width(),
                    s.height * cell - cell * 4.6),
             cell);

  // Right panel: the queue, the first piece in a larger box.
  const QRectF rightPanel(well.right() + GAP * cell, top, PANEL * cell, s.height * cell);
  p.setFont(heading);
  p.setPen(DIM_TEXT);
  p.drawText(QRectF(rightPanel.left(), top, rightPanel.width(), cell * 0.8),
             Qt::AlignLeft | Qt::AlignVCenter, tr("NEXT"));
  qreal y = top + cell * 0.9;
  for (int i = 0; i < s.queue.size(); ++i) {
    const qreal h = i == 0 ? cell * 3.2 : cell * 2.6;
    if (y + h > rightPanel.bottom()) break;
    paintPieceBox(p, QRectF(rightPanel.left(), y, rightPanel.width(), h), s.queue[i],
                  i == 0 ? cell : cell * 0.8, false);
    y += h + cell * 0.3;
  }

  paintCallout(p, well, cell);

  // The countdown before a run, and its "go", big over the well.
  if ((s.countdown > 0 || s.go) && !s.paused) {
    if (s.countdown > 0) p.fillRect(well, QColor(0, 0, 0, 110));
    QFont huge = font();
    huge.setPixelSize(std::max(12, int(cell * (s.countdown > 0 ? 4.0 : 2.6))));
    huge.setBold(true);
    p.setFont(huge);
    p.setPen(s.countdown > 0 ? Qt::white : QColor(0x7c, 0xe0, 0x8c));
    p.drawText(QRectF(well.left(), well.center().y() - cell * 3, well.width(), cell * 6),
               Qt::AlignCenter, s.countdown > 0 ? QString::number(s.countdown) : tr("GO!"));
  }

  // Overlay for a game waiting to start, pause and game over, or the caller's own.
  const bool ready = s.waiting && s.countdown == 0;
  if (s.paused || s.gameOver || s.finished || ready || !s.overlayTitle.isEmpty()) {
    const QColor dim(0, 0, 0, 150);
    p.fillRect(well, dim);
    // The part of the piece (and of the stack) in the rows above the well is dimmed with it.
    for (int row = -s.above; row < 0; ++row)
      for (int column = 0; column < s.width; ++column)
        if (s.cell(column, row)) p.fillRect(cellRect(column, row), dim);
    for (const QPoint& c : s.active)
      if (c.y() < 0 && c.y() >= -s.above && c.x() >= 0 && c.x() < s.width)
        p.fillRect(cellRect(c.x(), c.y()), dim);
    QFont big = font();
    big.setPixelSize(std::max(10, int(cell * 1.1)));
    big.setBold(true);
    p.setFont(big);
    p.setPen(Qt::white);
    const QRectF titleRect(well.left(), well.center().y() - cell * 2, well.width(), cell * 1.6);
    p.drawText(titleRect, Qt::AlignCenter,
               !s.overlayTitle.isEmpty() ? s.overlayTitle
               : s.gameOver              ? tr("GAME OVER")
               : s.finished              ? tr("FINISHED")
               : s.paused                ? tr("PAUSED")
                                         : tr("READY"));
    QFont small = font();
    small.setPixelSize(std::max(8, int(cell * 0.45)));
    p.setFont(small);
    p.drawText(QRectF(well.left(), titleRect.bottom(), well.width(), cell * 6),
               Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
               !s.overlayTitle.isEmpty() ? s.overlayText
               : s.gameOver || s.finished
                   ? tr("Press %1 to play again, N or Enter for a new game").arg(s.restartKeys)
               : s.paused ? tr("Press %1 to continue").arg(s.pauseKeys)
                          : tr("Press any key to start, or %1 to let the AI play").arg(s.aiKeys));
  }
}

QStringList TetrisBoardWidget::calloutOf(const tetris_play::Event& e) {
  QStringList lines;
  if (!e.notable()) return lines;
  if (e.spin == tetris::Spin::Full) {
    const QString names[] = {tr("T-Spin"), tr("T-Spin Single"), tr("T-Spin Double"),
                             tr("T-Spin Triple")};
    lines << names[std::clamp(e.lines, 0, 3)];
  } else if (e.spin == tetris::Spin::Mini) {
    const QString names[] = {tr("T-Spin Mini"), tr("T-Spin Mini Single"), tr("T-Spin Mini Double"),
                             tr("T-Spin Mini Double")};
    lines << names[std::clamp(e.lines, 0, 3)];
  } else if (e.lines >= 4) {
    lines << tr("Tetris!");
  }
  if (e.back_to_back) lines << tr("Back-to-Back");
  if (e.lines > 0 && e.combo >= 1) lines << tr("%1 Combo").arg(e.combo);
  if (e.perfect_clear) lines << tr("Perfect Clear");
  if (e.attack > 0) lines << QStringLiteral("+%1").arg(e.attack);
  return lines;
}

void TetrisBoardWidget::showCallout(const tetris_play::Event& event) {
  const QStringList lines = calloutOf(event);
  if (lines.isEmpty()) return;
  m_callout = lines;
  m_calloutClock.start();
  setAccessibleDescription(lines.join(QStringLiteral(" · ")));
  update();
}

void TetrisBoardWidget::clearCallout() {
  m_callout.clear();
  m_calloutClock.invalidate();
  update();
}

QString TetrisBoardWidget::callout() const {
  if (m_callout.isEmpty() || !m_calloutClock.isValid() || m_calloutClock.elapsed() >= CALLOUT_MS)
    return {};
  return m_callout.join(QStringLiteral(" · "));
}

// The callout in the well's upper third: the first line large, the others below it, the attack
// in red; it rises a little as it appears and fades over its last third.
void TetrisBoardWidget::paintCallout(QPainter& p, const QRectF& well, qreal cell) {
  if (m_callout.isEmpty() || !m_calloutClock.isValid()) return;
  const qint64 age = m_calloutClock.elapsed();
  if (age >= CALLOUT_MS) {
    m_callout.clear();
    return;
  }
  constexpr qint64 FADE_MS = CALLOUT_MS / 3;
  const qreal alpha = age < CALLOUT_MS - FADE_MS ? 1.0 : qreal(CALLOUT_MS - age) / FADE_MS;
  const qreal rise = std::min<qreal>(1.0, qreal(age) / 150.0) * cell * 0.4;
  p.save();
  p.setOpacity(alpha);
  p.setRenderHint(QPainter::Antialiasing, true);
  qreal y = well.top() + well.height() * 0.22 - rise;
  const bool attack = m_callout.last().startsWith(QLatin1Char('+'));
  for (int i = 0; i < m_callout.size(); ++i) {
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(9, int(cell * (i == 0 ? 0.95 : 0.75))));
    const qreal h = cell * (i == 0 ? 1.4 : 1.05);
    const QRectF r(well.left() - cell * 2, y, well.width() + cell * 4, h);
    QPainterPath path;
    const QFontMetricsF m(f);
    const qreal w = m.horizontalAdvance(m_callout[i]);
    path.addText(QPointF(r.center().x() - w / 2, r.center().y() + m.ascent() / 2 - m.descent() / 2),
                 f, m_callout[i]);
    p.setPen(QPen(QColor(8, 10, 16, 230), std::max<qreal>(2.0, cell * 0.16), Qt::SolidLine,
                  Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    const bool last = i == m_callout.size() - 1;
    p.setPen(Qt::NoPen);
    p.setBrush(attack && last ? QColor(0xff, 0x6b, 0x5a)
               : i == 0       ? QColor(0xff, 0xd8, 0x4a)
                              : QColor(0x9f, 0xe0, 0xff));
    p.drawPath(path);
    y += h;
  }
  p.restore();
  // The fade goes on without a new picture from the game (paused, waiting, over).
  QTimer::singleShot(30, this, qOverload<>(&QWidget::update));
}

}  // namespace gameai::gui

#include "xiangqi_board_widget.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace gameai::gui {

namespace {
const QColor WOOD(0xe9, 0xc7, 0x8b);
const QColor WOOD_EDGE(0xb9, 0x8a, 0x4c);
const QColor LINE(0x5a, 0x3a, 0x1a);
const QColor RED_PIECE(0xb3, 0x26, 0x1e);
const QColor BLACK_PIECE(0x20, 0x20, 0x20);
const QColor IVORY(0xf6, 0xe7, 0xc4);
const QColor SELECT(0x2e, 0x8b, 0x57);
const QColor LAST_MOVE(0x1f, 0x5f, 0xbf);
// Board margin in cells around the outer lines: room for the file numbers.
constexpr qreal BOARD_MARGIN = 1.25;
const QString CJK_FAMILIES = QStringLiteral("WenQuanYi Micro Hei");
}  // namespace

XiangqiBoardWidget::XiangqiBoardWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(false);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  m_animation.setStartValue(0.0);
  m_animation.setEndValue(1.0);
  m_animation.setEasingCurve(QEasingCurve::OutCubic);
  connect(&m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
  connect(&m_animation, &QVariantAnimation::finished, this, [this] {
    m_animFrom = m_animTo = -1;
    update();
  });
}

void XiangqiBoardWidget::setSnapshot(const XiangqiSnapshot& snapshot) {
  m_snapshot = snapshot;
  update();
}

void XiangqiBoardWidget::animateMove(int from, int to, int animationMs) {
  if (from < 0 || to < 0 || animationMs <= 0) return;
  m_animFrom = from;
  m_animTo = to;
  m_animation.stop();
  m_animation.setDuration(animationMs);
  m_animation.start();
}

void XiangqiBoardWidget::setFlipped(bool flipped) {
  m_flipped = flipped;
  update();
}

// Red: 帥仕相傌俥炮兵; Black: 將士象馬車砲卒 — the traditional pairs that tell the sides apart
// even without colour.
QString XiangqiBoardWidget::pieceGlyph(xiangqi::Piece piece) {
  static const char16_t RED[] = u"帥仕相傌俥炮兵";
  static const char16_t BLACK[] = u"將士象馬車砲卒";
  const int type = int(xiangqi::type_of(piece));  // KING..SOLDIER = 1..7
  if (piece == xiangqi::NO_PIECE || type < 1 || type > 7) return {};
  return QString(QChar(xiangqi::color_of(piece) == xiangqi::RED ? RED[type - 1] : BLACK[type - 1]));
}

XiangqiBoardWidget::Geometry XiangqiBoardWidget::geometry() const {
  Geometry g;
  const qreal unitsW = (xiangqi::FILE_NB - 1) + 2 * BOARD_MARGIN;
  const qreal unitsH = (xiangqi::RANK_NB - 1) + 2 * BOARD_MARGIN;
  g.cell = std::max<qreal>(4.0, std::min(width() / unitsW, height() / unitsH));
  g.left = (width() - unitsW * g.cell) / 2 + BOARD_MARGIN * g.cell;
  g.top = (height() - unitsH * g.cell) / 2 + BOARD_MARGIN * g.cell;
  return g;
}

QPointF XiangqiBoardWidget::pointOf(int file, int rank) const {
  const Geometry g = geometry();
  // Screen row 0 is the top; Red's rank 0 is at the bottom unless flipped.
  const int col = m_flipped ? xiangqi::FILE_NB - 1 - file : file;
  const int row = m_flipped ? rank : xiangqi::RANK_NB - 1 - rank;
  return QPointF(g.left + col * g.cell, g.top + row * g.cell);
}

QPointF XiangqiBoardWidget::squareCenter(int sq) const {
  return pointOf(XiangqiSnapshot::fileOf(sq), XiangqiSnapshot::rankOf(sq));
}

int XiangqiBoardWidget::squareAt(const QPointF& pos) const {
  const Geometry g = geometry();
  const int col = int(std::lround((pos.x() - g.left) / g.cell));
  const int row = int(std::lround((pos.y() - g.top) / g.cell));
  if (col < 0 || col >= xiangqi::FILE_NB || row < 0 || row >= xiangqi::RANK_NB) return -1;
  const QPointF c(g.left + col * g.cell, g.top + row * g.cell);
  if (std::hypot(pos.x() - c.x(), pos.y() - c.y()) > g.cell * 0.5) return -1;
  const int file = m_flipped ? xiangqi::FILE_NB - 1 - col : col;
  const int rank = m_flipped ? row : xiangqi::RANK_NB - 1 - row;
  return XiangqiSnapshot::square(file, rank);
}

void XiangqiBoardWidget::paintGrid(QPainter& p, const Geometry& g) const {
  const qreal c = g.cell;
  const QRectF lines(g.left, g.top, 8 * c, 9 * c);
  // The wooden board with a double frame.
  p.setPen(Qt::NoPen);
  p.setBrush(WOOD_EDGE);
  p.drawRoundedRect(lines.adjusted(-c * 1.15, -c * 1.15, c * 1.15, c * 1.15), c * 0.15, c * 0.15);
  p.setBrush(WOOD);
  p.drawRect(lines.adjusted(-c * 1.05, -c * 1.05, c * 1.05, c * 1.05));
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(LINE, std::max<qreal>(1.5, c * 0.05)));
  p.drawRect(lines.adjusted(-c * 0.55, -c * 0.55, c * 0.55, c * 0.55));
  p.setPen(QPen(LINE, std::max<qreal>(1.0, c * 0.025)));

  // Ranks run across the whole board; inner files stop at the river. The grid is symmetric, so
  // it is drawn in screen coordinates and looks the same flipped.
  for (int r = 0; r < xiangqi::RANK_NB; ++r)
    p.drawLine(QPointF(g.left, g.top + r * c), QPointF(g.left + 8 * c, g.top + r * c));
  for (int f = 0; f < xiangqi::FILE_NB; ++f) {
    const qreal x = g.left + f * c;
    if (f == 0 || f == 8) {
      p.drawLine(QPointF(x, g.top), QPointF(x, g.top + 9 * c));
    } else {
      p.drawLine(QPointF(x, g.top), QPointF(x, g.top + 4 * c));
      p.drawLine(QPointF(x, g.top + 5 * c), QPointF(x, g.top + 9 * c));
    }
  }
  // Palace diagonals, top and bottom.
  for (qreal row : {0.0, 7.0}) {
    p.drawLine(QPointF(g.left + 3 * c, g.top + row * c),
               QPointF(g.left + 5 * c, g.top + (row + 2) * c));
    p.drawLine(QPointF(g.left + 5 * c, g.top + row * c),
               QPointF(g.left + 3 * c, g.top + (row + 2) * c));
  }
  // Position marks: small corner brackets around the starting points of cannons and soldiers,
  // only on the sides that lie inside the board.
  auto mark = [&](int col, int row) {
    const QPointF o(g.left + col * c, g.top + row * c);
    const qreal d = c * 0.08, l = c * 0.2;
    for (int sx : {-1, 1}) {
      if ((col == 0 && sx < 0) || (col == 8 && sx > 0)) continue;
      for (int sy : {-1, 1}) {
        const QPointF k(o.x() + sx * d, o.y() + sy * d);
        p.drawLine(k, QPointF(k.x() + sx * l, k.y()));
        p.drawLine(k, QPointF(k.x(), k.y() + sy * l));
      }
    }
  };
  for (int row : {2, 7})
    for (int col : {1, 7}) mark(col, row);
  for (int row : {3, 6})
    for (int col = 0; col < xiangqi::FILE_NB; col += 2) mark(col, row);

  // The river.
  QFont river(CJK_FAMILIES);
  river.setPixelSize(std::max(8, int(c * 0.62)));
  p.setFont(river);
  p.setPen(LINE);
  const QRectF riverRect(g.left, g.top + 4 * c, 8 * c, c);
  p.drawText(QRectF(riverRect.left() + c, riverRect.top(), 2.5 * c, c), Qt::AlignCenter,
             QStringLiteral("楚 河"));
  p.drawText(QRectF(riverRect.right() - 3.5 * c, riverRect.top(), 2.5 * c, c), Qt::AlignCenter,
             QStringLiteral("漢 界"));

  // File numbers: each side counts its files from its own right, Red in Chinese numerals.
  static const char16_t RED_NUM[] = u"一二三四五六七八九";
  QFont num(CJK_FAMILIES);
  num.setPixelSize(std::max(7, int(c * 0.32)));
  p.setFont(num);
  for (int col = 0; col < xiangqi::FILE_NB; ++col) {
    const int file = m_flipped ? xiangqi::FILE_NB - 1 - col : col;
    const QString redLabel = QChar(RED_NUM[xiangqi::FILE_NB - 1 - file]);
    const QString blackLabel = QString::number(file + 1);
    const QString bottom = m_flipped ? blackLabel : redLabel;
    const QString top = m_flipped ? redLabel : blackLabel;
    const qreal x = g.left + col * c;
    p.drawText(QRectF(x - c / 2, g.top + 9 * c + c * 0.56, c, c * 0.45), Qt::AlignCenter, bottom);
    p.drawText(QRectF(x - c / 2, g.top - c * 1.01, c, c * 0.45), Qt::AlignCenter, top);
  }
}

void XiangqiBoardWidget::paintPiece(QPainter& p, QPointF centre, xiangqi::Piece piece, qreal radius,
                                    bool selected) {
  const QColor ink = xiangqi::color_of(piece) == xiangqi::RED ? RED_PIECE : BLACK_PIECE;
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 60));
  p.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.1), radius, radius);
  QRadialGradient face(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.4);
  face.setColorAt(0, IVORY.lighter(108));
  face.setColorAt(1, IVORY.darker(112));
  p.setBrush(face);
  p.setPen(QPen(selected ? SELECT : ink.darker(120),
                std::max<qreal>(1.0, radius * (selected ? 0.14 : 0.06))));
  p.drawEllipse(centre, radius, radius);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(ink, std::max<qreal>(1.0, radius * 0.05)));
  p.drawEllipse(centre, radius * 0.82, radius * 0.82);
  QFont glyph(CJK_FAMILIES);
  glyph.setPixelSize(std::max(8, int(radius * 1.15)));
  glyph.setBold(true);
  p.setFont(glyph);
  p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
             Qt::AlignCenter, pieceGlyph(piece));
}

void XiangqiBoardWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  p.fillRect(rect(), palette().window());
  const Geometry g = geometry();
  paintGrid(p, g);
  const qreal radius = g.cell * 0.44;
  const XiangqiSnapshot& s = m_snapshot;

  // Last move: corner brackets on both squares.
  auto brackets = [&](int sq, const QColor& color) {
    if (sq < 0) return;
    const QPointF o = squareCenter(sq);
    const qreal r = radius * 1.08, l = radius * 0.4;
    p.setPen(QPen(color, std::max<qreal>(1.5, g.cell * 0.05)));
    for (int sx : {-1, 1})
      for (int sy : {-1, 1}) {
        const QPointF k(o.x() + sx * r, o.y() + sy * r);
        p.drawLine(k, QPointF(k.x() - sx * l, k.y()));
        p.drawLine(k, QPointF(k.x(), k.y() - sy * l));
      }
  };
  brackets(s.lastFrom, LAST_MOVE);
  brackets(s.lastTo, LAST_MOVE);

  if (s.checkedGeneral >= 0) {
    QRadialGradient glow(squareCenter(s.checkedGeneral), radius * 1.6);
    glow.setColorAt(0.55, QColor(230, 30, 30, 200));
    glow.setColorAt(1, QColor(230, 30, 30, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(glow);
    p.drawEllipse(squareCenter(s.checkedGeneral), radius * 1.6, radius * 1.6);
  }

  const qreal t = m_animFrom >= 0 ? m_animation.currentValue().toReal() : 1.0;
  for (int sq = 0; sq < xiangqi::SQUARE_NB; ++sq) {
    const xiangqi::Piece piece = s.pieces[size_t(sq)];
    if (piece == xiangqi::NO_PIECE) continue;
    if (m_dragging && sq == m_pressSquare) continue;
    if (sq == m_animTo && m_animFrom >= 0) continue;
    paintPiece(p, squareCenter(sq), piece, radius, sq == s.selected);
  }

  // Legal destinations: a dot on empty points, a ring around capturable pieces.
  for (int sq : s.targets) {
    const QPointF o = squareCenter(sq);
    if (s.pieces[size_t(sq)] != xiangqi::NO_PIECE) {
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(SELECT, std::max<qreal>(2.0, g.cell * 0.07)));
      p.drawEllipse(o, radius * 1.05, radius * 1.05);
    } else {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(SELECT.red(), SELECT.green(), SELECT.blue(), 190));
      p.drawEllipse(o, radius * 0.25, radius * 0.25);
    }
  }

  // Arrows: the analysis lines (the reply greyed, later lines thinner and paler), then the
  // engine's hint on top.
  const auto arrow = [&](int from, int to, const QColor& color, qreal width) {
    const QPointF a = squareCenter(from), b = squareCenter(to);
    p.setPen(QPen(color, g.cell * width, Qt::SolidLine, Qt::RoundCap));
    const QPointF d = b - a;
    const qreal len = std::hypot(d.x(), d.y());
    if (len <= 0) return;
    const QPointF u = d / len, n(-u.y(), u.x());
    const QPointF tip = b - u * radius * 0.3;
    p.drawLine(a, tip - u * g.cell * 0.25);
    QPolygonF head;
    head << tip << tip - u * g.cell * 0.35 + n * g.cell * 0.2
         << tip - u * g.cell * 0.35 - n * g.cell * 0.2;
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawPolygon(head);
  };
  for (auto it = s.arrows.rbegin(); it != s.arrows.rend(); ++it) {
    if (it->from < 0 || it->to < 0) continue;
    const int alpha = std::max(70, 210 - 50 * it->line);
    const QColor color =
        it->reply ? QColor(0x40, 0x40, 0x40, 150) : QColor(0x10, 0xa0, 0x50, alpha);
    arrow(it->from, it->to, color, it->line == 0 && !it->reply ? 0.12 : 0.08);
  }
  if (s.hintFrom >= 0 && s.hintTo >= 0)
    arrow(s.hintFrom, s.hintTo, QColor(0x1f, 0x8f, 0xff, 200), 0.12);

  // The moving piece: the animated slide, or the piece held by the mouse.
  if (m_animFrom >= 0 && m_animTo >= 0 && s.pieces[size_t(m_animTo)] != xiangqi::NO_PIECE) {
    const QPointF a = squareCenter(m_animFrom), b = squareCenter(m_animTo);
    paintPiece(p, a + (b - a) * t, s.pieces[size_t(m_animTo)], radius, false);
  }
  if (m_dragging && m_pressSquare >= 0 && s.pieces[size_t(m_pressSquare)] != xiangqi::NO_PIECE)
    paintPiece(p, m_dragPos, s.pieces[size_t(m_pressSquare)], radius * 1.08, true);
}

void XiangqiBoardWidget::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const int sq = squareAt(event->position());
  m_pressSquare = sq;
  m_pressPos = event->position();
  m_dragging = false;
  if (sq >= 0) Q_EMIT squareClicked(sq);
}

void XiangqiBoardWidget::mouseMoveEvent(QMouseEvent* event) {
  if (!(event->buttons() & Qt::LeftButton) || m_pressSquare < 0) return;
  // Only the piece the view selected can be dragged.
  if (m_snapshot.selected != m_pressSquare) return;
  const QPointF d = event->position() - m_pressPos;
  if (!m_dragging && std::hypot(d.x(), d.y()) < geometry().cell * 0.25) return;
  m_dragging = true;
  m_dragPos = event->position();
  update();
}

void XiangqiBoardWidget::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  const bool wasDragging = m_dragging;
  m_dragging = false;
  const int from = m_pressSquare;
  m_pressSquare = -1;
  if (wasDragging) {
    const int sq = squareAt(event->position());
    if (sq >= 0 && sq != from) Q_EMIT squareClicked(sq);
    update();
  }
}

}  // namespace gameai::gui

#pragma once
// Paints a xiangqi board the way printed boards look: nine files and ten ranks of lines, the
// river with 楚河 漢界, the palace diagonals, the small position marks where cannons and soldiers
// start, and round pieces carrying their Chinese characters in red or black. It scales with the
// widget and can be flipped so Black plays from the bottom.
//
// Input: a press on a square emits squareClicked; dragging a piece and releasing it on another
// square emits squareClicked for that square as well, so the view handles click-click and drag
// with the same code. The widget decides nothing about legality.

#include <QVariantAnimation>
#include <QWidget>

#include "xiangqi_snapshot.hpp"

class QPainter;

namespace gameai::gui {

class XiangqiBoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiBoardWidget(QWidget* parent = nullptr);

  void setSnapshot(const XiangqiSnapshot& snapshot);
  const XiangqiSnapshot& snapshot() const { return m_snapshot; }
  // Shows the move from -> to sliding over animationMs; the snapshot already holds the result.
  void animateMove(int from, int to, int animationMs = 160);
  void setFlipped(bool flipped);
  bool flipped() const { return m_flipped; }

  // Screen centre of a square's intersection, and the square under a point (-1 if none).
  QPointF squareCenter(int sq) const;
  int squareAt(const QPointF& pos) const;

  static QString pieceGlyph(xiangqi::Piece piece);
  // Paints one piece as the board does (the board editor's palette and dragged pieces use it).
  static void paintPiece(QPainter& p, QPointF centre, xiangqi::Piece piece, qreal radius,
                         bool selected);
  QSize sizeHint() const override { return QSize(540, 600); }
  QSize minimumSizeHint() const override { return QSize(250, 280); }
  int heightForWidth(int w) const override { return w * 119 / 105; }

 Q_SIGNALS:
  void squareClicked(int sq);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  struct Geometry {
    qreal cell = 0, left = 0, top = 0;
  };
  Geometry geometry() const;
  QPointF pointOf(int file, int rank) const;  // before flipping
  void paintGrid(QPainter& p, const Geometry& g) const;

  XiangqiSnapshot m_snapshot;
  bool m_flipped = false;
  int m_pressSquare = -1;
  QPointF m_pressPos;
  QPointF m_dragPos;
  bool m_dragging = false;
  QVariantAnimation m_animation;
  int m_animFrom = -1, m_animTo = -1;
};

}  // namespace gameai::gui

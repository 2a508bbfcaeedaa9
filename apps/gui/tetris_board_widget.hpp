#pragma once

#include <QWidget>

#include "tetris_snapshot.hpp"

namespace gameai::gui {

// Paints a Tetris game: the hold box and the statistics on the left, the well with its ghost
// piece (and the AI's hint as a second, dashed ghost) in the middle, the preview queue on the
// right, and an overlay when the game is paused or over. Everything scales with the widget; the
// cell size is the largest that fits, so the picture stays square-celled at any window shape.
class TetrisBoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit TetrisBoardWidget(QWidget* parent = nullptr);

  void setSnapshot(const TetrisSnapshot& snapshot);
  const TetrisSnapshot& snapshot() const { return m_snapshot; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  static QColor colorOf(int kind);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  void paintCell(QPainter& p, const QRectF& r, int kind) const;
  void paintPieceBox(QPainter& p, const QRectF& box, const TetrisPieceShape& shape, qreal cell,
                     bool dimmed) const;
  void paintStats(QPainter& p, const QRectF& area, qreal cell) const;

  TetrisSnapshot m_snapshot;
};

}  // namespace gameai::gui

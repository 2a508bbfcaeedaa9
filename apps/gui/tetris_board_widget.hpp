#pragma once

#include <QElapsedTimer>
#include <QStringList>
#include <QWidget>

#include "tetris_snapshot.hpp"

namespace gameai::tetris_play {
struct Event;
}

namespace gameai::gui {

// Paints a Tetris game: the hold box and the statistics on the left, the well with its ghost
// piece (and the AI's hint as a second, dashed ghost) in the middle, the preview queue on the
// right, and an overlay when the game is paused or over. Everything scales with the widget; the
// cell size is the largest that fits, so the picture stays square-celled at any window shape.
// A clear worth telling ("T-Spin Double", "Back-to-Back", "3 Combo", "Perfect Clear" and the
// attack it sends, "+4") is called out over the well for CALLOUT_MS, fading out at the end.
class TetrisBoardWidget : public QWidget {
  Q_OBJECT
 public:
  explicit TetrisBoardWidget(QWidget* parent = nullptr);

  void setSnapshot(const TetrisSnapshot& snapshot);
  const TetrisSnapshot& snapshot() const { return m_snapshot; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  static QColor colorOf(int kind);

  static constexpr int CALLOUT_MS = 1500;
  // The callout of a lock, in the user's language (none for a plain lock or single).
  static QStringList calloutOf(const tetris_play::Event& event);
  // Shows the callout of `event`, if it has one, from now.
  void showCallout(const tetris_play::Event& event);
  void clearCallout();
  // The callout shown now, its lines and attack joined by " · " (empty when none or faded).
  QString callout() const;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  void paintCell(QPainter& p, const QRectF& r, int kind) const;
  void paintPieceBox(QPainter& p, const QRectF& box, const TetrisPieceShape& shape, qreal cell,
                     bool dimmed) const;
  void paintStats(QPainter& p, const QRectF& area, qreal cell) const;
  void paintCallout(QPainter& p, const QRectF& well, qreal cell);

  TetrisSnapshot m_snapshot;
  QStringList m_callout;  // its lines, the attack ("+4") last
  QElapsedTimer m_calloutClock;
};

}  // namespace gameai::gui

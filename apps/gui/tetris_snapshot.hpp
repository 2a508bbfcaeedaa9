#pragma once

#include <QPoint>
#include <QString>
#include <QVector>

namespace gameai::gui {

// What the Tetris board widget paints: a plain picture of one moment of a game, filled from the
// tetris library's Game by the view. The widget knows colours and layout, never rules; keeping the
// picture separate lets the painting be tested and screenshotted without a running game.
//
// Cell kinds: 0 empty, 1..7 the tetrominoes I O T S Z J L, 8 garbage. Row 0 is the top visible
// row; x grows to the right.
struct TetrisPieceShape {
  int kind = 0;           // 0 = none
  QVector<QPoint> cells;  // spawn orientation, any origin
};

struct TetrisSnapshot {
  int width = 10;
  int height = 20;
  QVector<quint8> cells;   // width * height, row-major from the top
  QVector<QPoint> active;  // cells of the falling piece (may lie above row 0)
  int activeKind = 0;
  QVector<QPoint> ghost;  // where a hard drop would land the falling piece
  QVector<QPoint> hint;   // the AI's choice shown while a person plays
  // The AI's plan after the hint, drawn faint and numbered 2, 3, ... where each piece would lock
  // (on the board as it will be by then), and whether the hint starts with the hold key.
  QVector<QVector<QPoint>> hintPlan;
  bool hintHolds = false;
  TetrisPieceShape hold;
  bool holdUsed = false;  // hold already used for this piece: drawn greyed
  bool holdEnabled = true;
  QVector<TetrisPieceShape> queue;

  qint64 score = 0;
  qint64 lines = 0;
  int level = 0;
  qint64 pieces = 0;
  double piecesPerSecond = 0.0;
  double linesPerSecond = 0.0;
  bool aiPlaying = false;
  bool paused = false;
  bool waiting = false;  // a new game waiting for the player's first key
  bool gameOver = false;
  QString ruleSet;  // shown under the stats, e.g. "guideline"
  // Versus: the garbage meter beside the well, rows waiting to rise (the due ones rise after
  // the next lock that clears nothing).
  bool garbageMeter = false;
  int garbageIncoming = 0;
  int garbageDue = 0;
  QString player;  // the badge under the stats; empty: "AI playing" or "You play"
  // When set, the well is covered with this title and text (a versus match's result).
  QString overlayTitle;
  QString overlayText;

  quint8 cell(int x, int y) const {
    if (x < 0 || x >= width || y < 0 || y >= height) return 0;
    return cells.value(y * width + x);
  }
};

}  // namespace gameai::gui

#pragma once

#include <QPair>
#include <QPoint>
#include <QString>
#include <QVector>
#include <optional>
#include <string>

#include "tetris/input.hpp"
#include "tetris/rules.hpp"
#include "tetris_play/picture.hpp"

namespace gameai::gui {

// What the Tetris board widget paints: a plain picture of one moment of a game, made from the
// play session's picture (tetris_play::Picture) in screen coordinates. The widget knows colours
// and layout, never rules; keeping the picture separate lets the painting be tested and
// screenshotted without a running game.
//
// Cell kinds: 0 empty, 1..7 the tetrominoes I O T S Z J L, 8 garbage. Row 0 is the top visible
// row, the `above` rows over the board (where guideline pieces enter) are rows -1, -2; x grows to
// the right.
struct TetrisPieceShape {
  int kind = 0;           // 0 = none
  QVector<QPoint> cells;  // spawn orientation, any origin
};

struct TetrisSnapshot {
  int width = 10;
  int height = 20;
  int above = 0;           // rows drawn above the visible board
  QVector<quint8> cells;   // width * (above + height), row-major from the top row above
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
  bool finished = false;  // a mode's goal reached
  int countdown = 0;      // "3", "2", "1" drawn on the well while the countdown runs
  bool go = false;        // "GO!" for a moment after it
  // A mode's timer and what is left (label, value), drawn above the score.
  QVector<QPair<QString, QString>> modeRows;
  QString ruleSet;  // shown under the stats, e.g. "guideline"
  // Versus: the garbage meter beside the well, rows waiting to rise (the due ones rise after
  // the next lock that clears nothing).
  bool garbageMeter = false;
  int garbageIncoming = 0;
  int garbageDue = 0;
  QString player;  // the badge under the stats; empty: "AI playing" or "You play"
  // The player's keys named on the well's cover: restart, pause, hand the game to the AI.
  QString restartKeys = QStringLiteral("R");
  QString pauseKeys = QStringLiteral("P");
  QString aiKeys = QStringLiteral("A");
  // When set, the well is covered with this title and text (a versus match's result).
  QString overlayTitle;
  QString overlayText;

  quint8 cell(int x, int y) const {
    if (x < 0 || x >= width || y < -above || y >= height) return 0;
    return cells.value((y + above) * width + x);
  }
};

// The session's picture in screen rows, the rule set named in the interface language.
TetrisSnapshot snapshotOf(const tetris_play::Picture& picture);
TetrisPieceShape pieceShapeOf(const tetris_play::PieceShape& piece);

// The rule set's name in the interface language; a stored variant name the rules library does
// not know is shown as stored.
QString ruleSetName(tetris::RuleSet rules);
QString ruleSetName(const std::string& stored);

// A speed step's name: "5 pieces/s", or "max" for flat out.
QString speedName(int step);

}  // namespace gameai::gui

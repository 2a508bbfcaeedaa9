#include "tetris_snapshot.hpp"

#include <QCoreApplication>

#include "tetris_play/timing.hpp"

namespace gameai::gui {

namespace {

QVector<QPoint> screenCells(const tetris_play::PieceCells& cells, int height) {
  QVector<QPoint> out;
  for (const tetris_play::Point& c : cells) out.append(QPoint(c.x, height - 1 - c.y));
  return out;
}

}  // namespace

TetrisPieceShape pieceShapeOf(const tetris_play::PieceShape& piece) {
  TetrisPieceShape shape;
  shape.kind = piece.kind;
  for (const tetris_play::Point& c : piece.cells) shape.cells.append(QPoint(c.x, -c.y));
  return shape;
}

TetrisSnapshot snapshotOf(const tetris_play::Picture& p) {
  TetrisSnapshot s;
  const int w = p.width, h = p.height;
  s.width = w;
  s.height = h;
  s.above = p.above;
  s.cells.resize(w * (h + p.above));
  // The picture counts rows from the floor; the snapshot from the top row above the board.
  for (int y = 0; y < h + p.above; ++y)
    for (int x = 0; x < w; ++x) s.cells[(h + p.above - 1 - y) * w + x] = p.at(x, y);
  if (p.active) s.active = screenCells(*p.active, h);
  s.activeKind = p.active_kind;
  if (p.ghost) s.ghost = screenCells(*p.ghost, h);
  if (p.hint) s.hint = screenCells(*p.hint, h);
  for (const tetris_play::PieceCells& cells : p.hint_plan) s.hintPlan.append(screenCells(cells, h));
  s.hintHolds = p.hint_holds;
  if (p.hold) s.hold = pieceShapeOf(*p.hold);
  s.holdUsed = p.hold_used;
  s.holdEnabled = p.hold_enabled;
  for (const tetris_play::PieceShape& piece : p.queue) s.queue.append(pieceShapeOf(piece));
  s.score = p.score;
  s.lines = p.lines;
  s.level = p.level;
  s.pieces = p.pieces;
  s.aiPlaying = p.ai;
  s.paused = p.paused;
  s.waiting = p.waiting;
  s.gameOver = p.game_over;
  s.finished = p.finished;
  s.countdown = p.countdown;
  s.go = p.go;
  s.ruleSet = ruleSetName(p.rules);
  s.garbageMeter = p.garbage_meter;
  s.garbageIncoming = p.garbage_incoming;
  s.garbageDue = p.garbage_due;
  return s;
}

QString ruleSetName(tetris::RuleSet rules) {
  switch (rules) {
    case tetris::RuleSet::Guideline:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "guideline");
    case tetris::RuleSet::Standard:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "standard");
    case tetris::RuleSet::Classic:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "classic");
  }
  const auto name = tetris::rule_set_name(rules);
  return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QString ruleSetName(const std::string& stored) {
  if (const auto rules = tetris::rule_set_from_string(stored)) return ruleSetName(*rules);
  return QString::fromStdString(stored);
}

QString speedName(int step) {
  const double pps = tetris_play::speed_pieces_per_second(step);
  if (pps <= 0) return QCoreApplication::translate("gameai::gui::TetrisView", "max");
  return QCoreApplication::translate("gameai::gui::TetrisView", "%1 pieces/s").arg(pps);
}

}  // namespace gameai::gui

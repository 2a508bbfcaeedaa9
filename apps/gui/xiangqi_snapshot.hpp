#pragma once

#include <QVector>
#include <array>

namespace gameai::gui {

// What the xiangqi board widget paints, filled from the xiangqi library's Position by the view.
// Squares follow ICCS: index = rank * 9 + file, file 0 ('a') on Red's left, rank 0 on Red's back
// row. Pieces are signed codes: positive for Red, negative for Black, magnitude 1..7 for general,
// advisor, elephant, horse, chariot, cannon, soldier; 0 is empty.
enum XiangqiPieceType : int {
  XQ_GENERAL = 1,
  XQ_ADVISOR = 2,
  XQ_ELEPHANT = 3,
  XQ_HORSE = 4,
  XQ_CHARIOT = 5,
  XQ_CANNON = 6,
  XQ_SOLDIER = 7,
};

constexpr int XQ_FILES = 9;
constexpr int XQ_RANKS = 10;
constexpr int XQ_SQUARES = XQ_FILES * XQ_RANKS;

struct XiangqiSnapshot {
  std::array<int, XQ_SQUARES> pieces{};
  int selected = -1;
  QVector<int> targets;  // legal destinations of the selected piece
  int lastFrom = -1, lastTo = -1;
  int hintFrom = -1, hintTo = -1;
  int checkedGeneral = -1;  // square of a general in check, to mark it

  static int square(int file, int rank) { return rank * XQ_FILES + file; }
  static int fileOf(int sq) { return sq % XQ_FILES; }
  static int rankOf(int sq) { return sq / XQ_FILES; }
};

}  // namespace gameai::gui

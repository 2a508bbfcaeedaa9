#pragma once
// What the Tetris GUI tests share: the view shown at a size where the whole page fits, and the
// keyboard key that plays each game key with the default keys (Tetris settings).

#include <QTest>
#include <QWidget>

#include "tetris/input.hpp"

namespace gameai::gui::testing {

inline void showTetrisView(QWidget& view) {
  view.resize(1100, 780);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.activateWindow();
  view.setFocus();
}

inline Qt::Key qtKeyOf(tetris::Input in) {
  switch (in) {
    case tetris::Input::Left:
      return Qt::Key_Left;
    case tetris::Input::Right:
      return Qt::Key_Right;
    case tetris::Input::SoftDrop:
      return Qt::Key_Down;
    case tetris::Input::HardDrop:
      return Qt::Key_Space;
    case tetris::Input::RotateCw:
      return Qt::Key_Up;
    case tetris::Input::RotateCcw:
      return Qt::Key_Z;
    case tetris::Input::Hold:
      return Qt::Key_C;
    case tetris::Input::Rotate180:  // off by default, and no AI path turns half a turn
      break;
  }
  return Qt::Key_Space;
}

}  // namespace gameai::gui::testing

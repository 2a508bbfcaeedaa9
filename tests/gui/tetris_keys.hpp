#pragma once
// What the Tetris GUI tests share: the view shown at a size where the whole page fits, and the
// keyboard key that plays each game key with the default keys (Tetris settings), and a piece
// played by those keys as a person would.

#include <QTest>
#include <QWidget>

#include <cstdint>
#include <vector>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"

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

// Plays the piece the view's AI would choose, key by key with the default keys, until it locks
// (`View` is the Tetris view: a template, so that tests without it need not build it).
template <class View>
void playPieceByKeys(View& view) {
  auto ai = view.session().player();
  tetris::Game game = view.session().game();
  const auto choice = ai.choose(game);
  QVERIFY(choice.has_value());
  std::vector<tetris::Input> path = tetris_play::watchable_path(choice->path);
  if (choice->hold && (path.empty() || path.front() != tetris::Input::Hold))
    path.insert(path.begin(), tetris::Input::Hold);
  const std::int64_t pieces = view.session().game().pieces();
  for (tetris::Input key : path) {
    QTest::keyClick(&view, qtKeyOf(key));
    if (view.session().game().pieces() != pieces || view.session().over()) break;
  }
}

}  // namespace gameai::gui::testing

#pragma once
// What the Tetris GUI tests share: the view shown at a size where the whole page fits, and the
// keyboard key that plays each game key with the default keys (Tetris settings), a piece
// played by those keys as a person would, and the game's time passed on its own clock.

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

// Lets `ms` of the game's time pass on the view's game clock, run `rate` times as fast as the wall
// clock meanwhile (then at its pace again): gravity, a countdown or a delay runs as it would, in a
// fraction of the time. It waits on the clock, never a fixed sleep; a frame of the view sees the
// time a moment later (at 16 ms a frame, 160 ms of game time at rate 10).
template <class View>
void passGameTime(View& view, double ms, double rate = 10) {
  const double until = view.gameClock().now() + ms;
  view.gameClock().setRate(rate);
  QTRY_VERIFY_WITH_TIMEOUT(view.gameClock().now() >= until, 60000);
  view.gameClock().setRate(1);
}

// Waits a run's countdown ("3, 2, 1, go") out on a clock twenty times as fast; the game's clock
// at the wall clock's pace again when the pieces start to fall.
template <class View>
void waitCountdownOut(View& view) {
  view.gameClock().setRate(20);
  QTRY_VERIFY_WITH_TIMEOUT(!view.session().waiting(), 10000);
  view.gameClock().setRate(1);
}

}  // namespace gameai::gui::testing

#pragma once
// Driving the xiangqi page as the GUI tests do: setting up a game and clicking points by name
// ("h2", "e9") on the board.
#include <QLabel>
#include <QTest>

#include "xiangqi_board_widget.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui::testing {

// The board square of an ICCS point name: file letter a-i, rank digit 0-9.
inline int sq(const char* name) {
  return XiangqiSnapshot::square(name[0] - 'a', name[1] - '0');
}

inline void clickSquare(XiangqiView& view, const char* name) {
  auto* board = view.board();
  QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(sq(name)).toPoint());
}

// A label's text as read: the engine panel keeps each move whole on its row with no-break spaces
// and word joiners, which a reader does not see.
inline QString shownText(const QLabel* label) {
  QString text = label->text();
  text.remove(QChar(0x2060));
  text.replace(QChar(0x00A0), QLatin1Char(' '));
  return text;
}

// Shows the page on screen and starts a new game in which the human plays Red against the
// computer at `level`. Callers check QTest::currentTestFailed() afterwards.
inline void showRedAgainstComputer(XiangqiView& view, int level) {
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setLevel(level);
  view.setHumanSide(xiangqi::RED);
  view.setMode(XiangqiView::Mode::HumanVsComputer);
  view.newGame();
}

}  // namespace gameai::gui::testing

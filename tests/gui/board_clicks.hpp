#pragma once
// Clicking xiangqi points by name ("h2", "e9") on the page's board, as the GUI tests do.
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

}  // namespace gameai::gui::testing

#pragma once
// What the xiangqi board widget paints, filled from a xiangqi::Game by snapshot() in
// xiangqi_game.hpp: the library's pieces on the library's squares (index = rank * 9 + file, file
// 0 ('a') on Red's left, rank 0 on Red's back row, as ICCS), plus what the view marks on them.
// Plain C++ (no Qt), so that the game code that fills it stays Qt-free.

#include <array>
#include <vector>

#include "xiangqi/types.hpp"

namespace gameai::gui {

struct XiangqiSnapshot {
  std::array<xiangqi::Piece, xiangqi::SQUARE_NB> pieces{};
  int selected = -1;
  std::vector<int> targets;  // legal destinations of the selected piece
  int lastFrom = -1, lastTo = -1;
  int hintFrom = -1, hintTo = -1;
  // Analysis lines drawn as arrows: the first move of each line (line 0 the best, drawn
  // boldest) and, greyed, the reply the engine expects to the best line.
  struct Arrow {
    int from = -1, to = -1;
    int line = 0;        // 0 = the best line
    bool reply = false;  // the opponent's expected answer
  };
  std::vector<Arrow> arrows;
  int checkedGeneral = -1;  // square of a general in check, to mark it

  static int square(int file, int rank) { return xiangqi::make_square(file, rank); }
  static int fileOf(int sq) { return xiangqi::file_of(sq); }
  static int rankOf(int sq) { return xiangqi::rank_of(sq); }
};

}  // namespace gameai::gui

#pragma once
// Whether a game is over, for the match runner, the `status` command and the xboard front end.
//
// The verdict follows the xiangqi rules: a side with no legal move loses (checkmate and
// stalemate alike); a position occurring for the third time ends the game, lost by a side that
// gave check with every one of its moves in the cycle (perpetual check) and drawn otherwise;
// 120 plies without a capture draw; neither side having a chariot, horse, cannon or soldier
// draws.

#include <string>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {

struct GameVerdict {
  bool over = false;
  std::string result;  // "red", "black" or "draw" when over
  std::string reason;
};

GameVerdict judge_game(const xiangqi::Position& pos);

}  // namespace gameai::xiangqi_ai

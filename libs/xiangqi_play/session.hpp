#pragma once
// The xiangqi game a front end plays against the computer or between two people: the rules
// library's Game (moves, undo, the ruling), each move as it is written in Chinese and WXF notation
// (in the position it was played from, so the move list is never rewritten), how many moves an
// undo takes back against the computer, and the game lost on time when a clock falls.
//
// The rules stay in xiangqi::Game; this adds only what a front end needs around them.

#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi/types.hpp"

namespace gameai::xiangqi_play {

// A move as the move list shows it.
struct WrittenMove {
  xiangqi::Move move;
  std::string iccs;
  std::string chinese;
  std::string wxf;
};

class Session {
 public:
  // A new game from `fen` ("" for the usual start): "" or a message naming what is wrong (the
  // game is then left as it was).
  std::string reset(std::string_view fen);

  // Plays a legal move (or one written in ICCS, "h2e2"); false, changing nothing, for anything
  // else, and once the game is over.
  bool play(xiangqi::Move move);
  bool play(std::string_view iccs);

  // Takes back up to `count` moves; returns how many were taken back.
  int undo(int count);

  // The side to move ran out of time (or any side whose flag fell): the other side wins.
  void lose_on_time(xiangqi::Color loser);

  const xiangqi::Game& game() const { return game_; }
  // The moves up to the game's cursor, in the order played.
  const std::vector<WrittenMove>& written() const { return written_; }

 private:
  xiangqi::Game game_;
  std::vector<WrittenMove> written_;
};

// How many moves an undo takes back after `ply` moves with `side_to_move` to move: the last one,
// and, while the computer plays the side then to move, one more each time, so that the person
// moves again. With two people or two computers (`computer_red` == `computer_black`) only the
// last move.
int takeback_plies(int ply, xiangqi::Color side_to_move, bool computer_red, bool computer_black);

}  // namespace gameai::xiangqi_play

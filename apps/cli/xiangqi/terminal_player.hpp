#pragma once
// A person playing xiangqi at a terminal (`gameai xiangqi play --red human`), and the moves of
// the game printed as it goes.
//
// Before each of their moves the person sees the board (the last move marked) and a prompt. They
// type a move in any notation the project reads (move_input.hpp) or a command: `undo` (take back
// their last move and the reply), `hint` (our engine's suggestion), `flip` (turn the board),
// `board`, `fen`, `help`, `resign` and `quit` (or end of input: the game is left unfinished).
// Every move of the game is printed in the notation the person typed last: Chinese unless they
// typed WXF or coordinates (or the game was started with another).

#include <cstdint>
#include <istream>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "board_view.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi_ai/player.hpp"

namespace gameai::cli {

// The terminal of a game, shared by its human players and its move printer: what a person
// changes at the prompt (the board's orientation, the notation) holds for the whole game.
struct Terminal {
  std::istream& in;
  std::ostream& out;
  BoardStyle style;
  xiangqi::Notation notation = xiangqi::Notation::Chinese;
  // Whether the board on screen shows the game as it stands (no move printed since).
  bool board_is_current = false;
};

// A human player at `terminal`; `seed` seeds the engine that gives hints.
std::unique_ptr<xiangqi_ai::Player> make_human_player(Terminal& terminal, std::uint64_t seed);

// Prints each move of a game as it is played ("1. 炮二平五", "1... 马8进7") and the moves taken
// back, in the terminal's notation, and keeps the game to draw its last position.
class MovePrinter {
 public:
  // `start_fen` must be valid.
  MovePrinter(Terminal& terminal, const std::string& start_fen);
  void moved(const std::string& iccs);
  void took_back(const std::vector<std::string>& taken_back);
  const xiangqi::Game& game() const noexcept { return game_; }

 private:
  // "1. " or "1... " before the move at ply `ply` of the game.
  std::string number(int ply) const;

  Terminal& terminal_;
  xiangqi::Game game_;
  bool black_first_ = false;
};

}  // namespace gameai::cli

#pragma once
// The Tetris Bot Protocol (TBP): the bot side, and what a front end needs to run another TBP bot.
//
// TBP is one JSON object per line, both ways. The bot announces itself (`info`), accepts the
// rules (`rules` -> `ready`), takes a position (`start`: board of 40 rows of 10 cells, row 0 at
// the bottom, the queue with the current piece first, hold, combo, back_to_back), answers
// `suggest` with `suggestion` (moves in order of preference, each a `location` -- piece `type`,
// `orientation` north/east/south/west and the x, y of the piece's SRS rotation centre -- and a
// `spin`), and follows the game with `play` and `new_piece` until `stop`; `quit` ends it.
// Whether a move holds is inferred from the piece it places.
//
// TbpSession is the bot over the Tetris AI's front door, driven line by line so tests and fuzz
// targets run it in-process. A malformed or out-of-order message is answered with a clear error
// on the error channel and changes nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/board.hpp"
#include "tetris/placement.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tbp {

// A TBP location from a placement, and back (nullopt outside a 10 x 40 board).
struct Location {
  tetris::Piece piece = tetris::Piece::I;
  tetris::Rotation orientation = tetris::Rotation::Spawn;
  int x = 0;
  int y = 0;
};
Location to_location(const tetris::Placement& p) noexcept;
tetris::Placement to_placement(const Location& l) noexcept;

std::string_view orientation_name(tetris::Rotation r) noexcept;  // "north", "east", ...
std::optional<tetris::Rotation> orientation_from_name(std::string_view name) noexcept;

// What the session writes: protocol messages for standard output, errors for standard error.
struct Output {
  std::vector<std::string> messages;
  std::vector<std::string> errors;
};

class TbpSession {
 public:
  // Throws tetris_ai::PlayerError for settings the guideline rules do not take.
  explicit TbpSession(const tetris_ai::PlayerSettings& settings);

  // The `info` message the bot sends first.
  std::string info() const;
  // Handles one line of input.
  Output handle(std::string_view line);
  bool quit() const noexcept { return quit_; }
  // What the session knows of the 7-bag after the queue: the pieces it still holds (empty: the
  // next piece starts a new bag); nullopt when the front end did not say or the pieces it sent
  // do not fit a 7-bag.
  const std::optional<std::vector<tetris::Piece>>& bag() const noexcept { return bag_; }

 private:
  tetris_ai::Player player_;
  bool rules_ = false;
  bool running_ = false;
  bool quit_ = false;
  tetris::Board board_{10, 20};       // 20 visible rows; TBP's rows 20-39 are the buffer above
  std::vector<tetris::Piece> queue_;  // the current piece first
  std::optional<tetris::Piece> hold_;
  tetris::AttackState attack_;
  std::optional<std::vector<tetris::Piece>> bag_;
};

}  // namespace gameai::tbp

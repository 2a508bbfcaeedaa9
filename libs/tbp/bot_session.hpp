#pragma once
// The bot's side of the Tetris Bot Protocol (codec.hpp): our guideline bot answering a front end.
//
// TbpSession is the bot over the Tetris AI's front door, driven line by line so that the
// gameai-tetris-bot executable, tests and fuzz targets run it alike. A malformed or
// out-of-order message is answered with a clear error on the error channel and changes nothing.
// handle() searches when asked (`suggest`). The gameai-tetris-bot executable searches between
// messages instead, from the moment the position is known (position(), version()), so that a
// front end that gives it time before asking gets its answer at once. The bot keeps no search
// from one piece to the next: each position is searched afresh (the beam of tetris_ai/bot.hpp
// is rebuilt for every piece).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tbp/codec.hpp"
#include "tetris/attack.hpp"
#include "tetris/board.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tbp {

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

  // For a bot that thinks between messages: the position a `suggest` would search now (nullopt
  // before `start`, after `stop` or with an empty queue), a count that changes whenever it
  // changes, the player that searches it, and the `suggestion` message for a choice.
  std::optional<tetris_ai::BotState> position() const;
  std::uint64_t version() const noexcept { return version_; }
  tetris_ai::Player& player() noexcept { return player_; }
  static std::string suggestion(const std::optional<tetris_ai::Choice>& choice);

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
  std::uint64_t version_ = 0;
};

}  // namespace gameai::tbp

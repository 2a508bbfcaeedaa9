#pragma once
// How long the players of a game may think: a fixed time for every move (the referee's default),
// or a chess clock with a base time, an increment per move and optionally a number of moves per
// period, as cutechess-cli and PGN's TimeControl tag write them ("60+0.5", "40/60+0.6").
//
// The referee (match.hpp) keeps each side's clock on a clock game and tells the mover both clocks
// (MoveTime) each time it asks for a move, as a UCI `go wtime ... btime ...` would.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gameai::xiangqi_ai {

struct TimeControl {
  std::int64_t movetime_ms = 0;   // a fixed time per move, used when base_ms is 0
  std::int64_t base_ms = 0;       // a clock: this much for the game, or for each period
  std::int64_t increment_ms = 0;  // added to the mover's clock after each of its moves
  int moves = 0;                  // moves per period (base_ms added again after them); 0: none

  TimeControl() = default;
  // A fixed time per move converts implicitly: that is what most games are played with.
  TimeControl(std::int64_t movetime)
      : movetime_ms(movetime) {}  // NOLINT(google-explicit-constructor)
  bool clocked() const { return base_ms > 0; }
  static TimeControl per_move(std::int64_t ms) { return TimeControl(ms); }
  static TimeControl clock(std::int64_t base_ms, std::int64_t increment_ms, int moves = 0) {
    TimeControl tc;
    tc.base_ms = base_ms;
    tc.increment_ms = increment_ms;
    tc.moves = moves;
    return tc;
  }
  bool operator==(const TimeControl&) const = default;
};

// Text that is not a clock; the message says what is wrong and the form expected.
struct TimeControlError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// A clock written `[MOVES/]BASE[+INCREMENT]` in seconds with up to three decimals: "60+0.5" (a
// minute and half a second a move), "300" (five minutes, no increment), "40/60+0.6" (a minute for
// every 40 moves, 0.6 s a move). The base must be above 0; at most 24 hours. Throws
// TimeControlError.
TimeControl parse_clock(std::string_view text);

// A time control in the form parse_clock reads ("60+0.5", "40/60", "0.05"), or "300 ms/move"
// for a fixed time per move. parse_clock(time_control_text(c)) == c for every clock.
std::string time_control_text(const TimeControl& tc);

// The value of PGN's TimeControl tag for a clock ("60+0.5", "40/60+0.6"); "" for a fixed time
// per move, which the tag has no form for (such a game carries no tag).
std::string pgn_time_control_tag(const TimeControl& tc);

// The time a player is given for one move: a fixed move time, or the clocks before the move.
struct MoveTime {
  std::int64_t movetime_ms = 0;       // > 0: exactly this long (no clock)
  std::int64_t clock_ms[2] = {0, 0};  // on a clock: what red [0] and black [1] have left
  std::int64_t increment_ms = 0;      // added after each move, for both sides
  int moves_to_go = 0;                // the mover's moves to the next period; 0: none
  int mover = 0;                      // 0: red moves, 1: black

  MoveTime() = default;
  // A fixed time per move converts implicitly: that is how most callers ask for a move.
  MoveTime(std::int64_t movetime) : movetime_ms(movetime) {}  // NOLINT(google-explicit-constructor)
  bool clocked() const { return movetime_ms <= 0 && clock_ms[mover] > 0; }
  // The mover's own clock (0 without a clock).
  std::int64_t own_ms() const { return clocked() ? clock_ms[mover] : 0; }
};

}  // namespace gameai::xiangqi_ai

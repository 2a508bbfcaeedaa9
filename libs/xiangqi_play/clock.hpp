#pragma once
// The two clocks of a xiangqi game with a time control: a base time and an increment per move
// (5+3: five minutes each, three seconds added after every move, the first included). The side to
// move's clock runs; a move stops it, adds the increment and starts the other one. The clock
// keeps no time of its own: every call that needs the time is given it (`now_ms`, from any
// monotonic clock the front end reads), so a busy machine cannot slow it down and a test drives it
// with plain numbers. The desktop app and the page both keep their clocks in it.

#include <array>
#include <cstdint>
#include <optional>

#include "xiangqi/types.hpp"

namespace gameai::xiangqi_play {

class Clock {
 public:
  // A clock with `base_ms` each and `increment_ms` per move, stopped, Red to start; a base of 0
  // (or less) is no clock at all.
  void reset(std::int64_t base_ms, std::int64_t increment_ms);
  bool enabled() const { return base_ms_ > 0; }
  void disable() { reset(0, 0); }
  std::int64_t base_ms() const { return base_ms_; }
  std::int64_t increment_ms() const { return increment_ms_; }

  // Runs the clock of `side` from `now_ms` (the first move of a game, or after a pause); a clock
  // that ran until now is charged the time it ran.
  void start(xiangqi::Color side, std::int64_t now_ms);
  // `side` moved at `now_ms`: its clock is charged (if it ran), the increment is added, and the
  // other side's clock starts.
  void moved(xiangqi::Color side, std::int64_t now_ms);
  void stop(std::int64_t now_ms);
  bool running() const { return running_; }
  xiangqi::Color running_side() const { return side_; }
  // Time left on a clock at `now_ms` (the running one counted down to then); <= 0 has fallen.
  std::int64_t remaining_ms(xiangqi::Color side, std::int64_t now_ms) const;

  // The side whose time has run out by `now_ms`: its clock stops at zero and stays so (start and
  // moved do nothing more) until reset. Empty while the running side has time left.
  std::optional<xiangqi::Color> check_flag(std::int64_t now_ms);
  std::optional<xiangqi::Color> flagged() const { return flagged_; }
  // Lifts a fallen flag (the moves before it were taken back): the fallen side keeps no time, so
  // its flag falls again as soon as its clock runs.
  void lift_flag() { flagged_.reset(); }

 private:
  std::int64_t base_ms_ = 0;
  std::int64_t increment_ms_ = 0;
  std::array<std::int64_t, 2> left_{};
  bool running_ = false;
  xiangqi::Color side_ = xiangqi::RED;
  std::int64_t since_ms_ = 0;  // when the running clock last started
  std::optional<xiangqi::Color> flagged_;
};

}  // namespace gameai::xiangqi_play

#pragma once
// What the page's WebAssembly module offers of the xiangqi play library (libs/xiangqi_play), in
// the plain numbers JavaScript has: the clock (times in ms as performance.now() gives them), the
// level bounds, the computer's limits and move time at a level, the clock presets, and how many
// moves an undo takes back. Without embind, so that it is compiled and tested natively too: the
// page's path to a move time is the desktop app's (tests/gui/xiangqi_move_time_test.cpp).

#include <string>
#include <vector>

#include "xiangqi_ai/limits.hpp"
#include "xiangqi_play/clock.hpp"
#include "xiangqi_play/levels.hpp"

namespace gameai::web {

// The clocks the page keeps, as the play library takes them: Red's and Black's time left and the
// increment in ms (all 0: no clock).
xiangqi_play::ClockTimes clock_times(double red_ms, double black_ms, double increment_ms);

// The limits the engine searches under for the computer's move on those clocks, or for a hint.
xiangqi_ai::SearchLimits think_limits(bool hint, double red_ms, double black_ms,
                                      double increment_ms);

// The longest the computer at `level` thinks over the move (xiangqi_play::move_time_ms).
double move_time(int level, double red_ms, double black_ms, double increment_ms, bool red_to_move);

// A clock preset as the page lists it: "5+3", the base and the increment in ms.
struct PagePreset {
  std::string name;
  double base_ms = 0;
  double increment_ms = 0;
};
std::vector<PagePreset> clock_presets();

// How many moves the page's undo takes back (xiangqi_play::takeback_plies).
int takeback(int ply, bool red_to_move, bool computer_red, bool computer_black);

// The page's clock: xiangqi_play::Clock with sides as "red" / "black" and times as doubles.
class PageClock {
 public:
  void reset(double base_ms, double increment_ms);
  bool enabled() const { return clock_.enabled(); }
  double base_ms() const { return double(clock_.base_ms()); }
  double increment_ms() const { return double(clock_.increment_ms()); }
  void start(bool red, double now_ms);
  void moved(bool red, double now_ms);
  void stop(double now_ms);
  // "red", "black", or "" when no clock runs.
  std::string running() const;
  double remaining(bool red, double now_ms) const;
  // The side whose flag has fallen by `now_ms` ("red", "black"), else "".
  std::string check_flag(double now_ms);
  std::string flagged() const;
  void lift_flag() { clock_.lift_flag(); }

 private:
  xiangqi_play::Clock clock_;
};

}  // namespace gameai::web

#pragma once
// Time management: how long one move may take under the limits of a `go` command.
//
// Two budgets come out of the limits. The optimum is what a move should normally take: the
// search does not start another iteration of iterative deepening once most of it is spent. The
// maximum is the hard deadline at which the search is interrupted mid-iteration. With a fixed
// movetime both are the movetime less a small safety margin for the reply to reach the GUI.

#include <cstdint>

#include "xiangqi_ai/limits.hpp"

namespace gameai::xiangqi_ai {

struct TimeBudget {
  std::int64_t optimum_ms = 0;  // 0: no time limit
  std::int64_t maximum_ms = 0;  // 0: no time limit
  bool limited() const { return maximum_ms > 0; }
};

// Tunables of the time manager, in one place.
struct TimeSettings {
  std::int64_t move_overhead_ms = 10;  // kept back for communication delays
  int default_moves_to_go = 30;        // assumed moves left in sudden-death games
  double increment_share = 0.8;        // part of the increment spent on this move
  double max_to_optimum = 4.0;         // the hard limit may stretch to this many optima
  double max_share_of_clock = 0.5;     // and never beyond this share of the remaining clock
  double last_move_share = 0.95;       // the move before a time control: at most this share
};

// The budget for the side to move (`red` true for red) under `limits`. With moves to go (a
// classical control, "40 moves in 90 minutes", UCI movestogo, xboard's `level 40 90 0`) the clock
// is shared among the moves left to the control, and the last of them may spend most of it: the
// next period refills the clock.
TimeBudget plan_time(const SearchLimits& limits, bool red, const TimeSettings& settings = {});

}  // namespace gameai::xiangqi_ai

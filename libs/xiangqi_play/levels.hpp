#pragma once
// The computer's levels as a game against it uses them: the bounds a front end accepts, and how
// long the computer thinks over a move at each level — one rule for the desktop app and the page.
//
// The rule is the engine's own: without a clock the search is given LEVEL10_MOVETIME_MS a move and
// each level below 10 stops sooner at its own depth or time cap (xiangqi_ai/levels.hpp); on a
// clock the search is given both clocks and the increment, and the engine's time manager
// (xiangqi_ai/timeman.hpp) shares out the mover's time, the level still capping it. A hint is the
// engine at full strength for HINT_MOVETIME_MS whatever the opponent's level.

#include <cstdint>

#include "xiangqi/types.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/limits.hpp"

namespace gameai::xiangqi_play {

inline constexpr int MIN_LEVEL = xiangqi_ai::MIN_LEVEL;
inline constexpr int MAX_LEVEL = xiangqi_ai::MAX_LEVEL;

// Whether `level` is one a player may choose (a whole number 1..10).
constexpr bool is_level(int level) {
  return level >= MIN_LEVEL && level <= MAX_LEVEL;
}
// `level` brought into 1..10.
int clamp_level(int level);

// How long the strongest level thinks per move without a clock (lower levels stop at their own
// depth or time first).
inline constexpr std::int64_t LEVEL10_MOVETIME_MS = 5000;
// How long a hint is searched, at full strength: long enough to search deeper than any level below
// 10 (level 9 stops at 3 s), short enough to wait for.
inline constexpr std::int64_t HINT_MOVETIME_MS = 3000;
inline constexpr int HINT_LEVEL = MAX_LEVEL;

// The clocks when the computer is asked for a move: time left for Red [0] and Black [1] and the
// increment, in ms; all 0 without a clock.
struct ClockTimes {
  std::int64_t left_ms[2] = {0, 0};
  std::int64_t increment_ms = 0;
  bool on() const { return left_ms[0] > 0 || left_ms[1] > 0; }
};

// The limits the engine is given for the computer's move (the level is set on the engine, which
// applies its caps to them: xiangqi_ai::level_limits).
xiangqi_ai::SearchLimits move_limits(const ClockTimes& clock);
// The limits of a hint (searched at HINT_LEVEL).
xiangqi_ai::SearchLimits hint_limits();

// The longest the computer at `level` thinks over the move of `mover` under move_limits(clock):
// the level's time cap, else the engine's hard limit for the move (its time manager's maximum on a
// clock). It may answer sooner (a level's depth cap, a clear best move), never later.
std::int64_t move_time_ms(int level, const ClockTimes& clock, xiangqi::Color mover);

// The time an external engine (a program spoken to by move time, which knows nothing of our
// levels) is given at `level`: its share of LEVEL10_MOVETIME_MS (level 5: half), and on a clock no
// more than the engine's time manager would plan for the move.
std::int64_t external_move_time_ms(int level, const ClockTimes& clock, xiangqi::Color mover);

}  // namespace gameai::xiangqi_play

#include "xiangqi_play/levels.hpp"

#include <algorithm>

#include "xiangqi_ai/timeman.hpp"

namespace gameai::xiangqi_play {

int clamp_level(int level) {
  return std::clamp(level, MIN_LEVEL, MAX_LEVEL);
}

xiangqi_ai::SearchLimits move_limits(const ClockTimes& clock) {
  xiangqi_ai::SearchLimits limits;
  if (!clock.on()) {
    limits.movetime_ms = LEVEL10_MOVETIME_MS;
    return limits;
  }
  for (int side = 0; side < 2; ++side) {
    limits.time_ms[side] = std::max<std::int64_t>(1, clock.left_ms[side]);
    limits.inc_ms[side] = std::max<std::int64_t>(0, clock.increment_ms);
  }
  return limits;
}

xiangqi_ai::SearchLimits hint_limits() {
  xiangqi_ai::SearchLimits limits;
  limits.movetime_ms = HINT_MOVETIME_MS;
  return limits;
}

std::int64_t move_time_ms(int level, const ClockTimes& clock, xiangqi::Color mover) {
  const bool red = mover == xiangqi::RED;
  const xiangqi_ai::SearchLimits limits =
      xiangqi_ai::level_limits(move_limits(clock), clamp_level(level), red);
  if (limits.movetime_ms > 0) return limits.movetime_ms;
  return xiangqi_ai::plan_time(limits, red).maximum_ms;
}

std::int64_t external_move_time_ms(int level, const ClockTimes& clock, xiangqi::Color mover) {
  const std::int64_t share = LEVEL10_MOVETIME_MS * clamp_level(level) / MAX_LEVEL;
  if (!clock.on()) return share;
  const xiangqi_ai::TimeBudget planned =
      xiangqi_ai::plan_time(move_limits(clock), mover == xiangqi::RED);
  return planned.limited() ? std::min(share, planned.optimum_ms) : share;
}

}  // namespace gameai::xiangqi_play

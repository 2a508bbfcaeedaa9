#include "xiangqi_ai/timeman.hpp"

#include <algorithm>

namespace gameai::xiangqi_ai {

TimeBudget plan_time(const SearchLimits& limits, bool red, const TimeSettings& settings) {
  TimeBudget budget;
  // A ponder search gets its budget now; the clock only starts counting at ponderhit.
  if (limits.infinite) return budget;
  if (limits.movetime_ms > 0) {
    const std::int64_t ms =
        std::max<std::int64_t>(1, limits.movetime_ms - settings.move_overhead_ms);
    budget.optimum_ms = ms;
    budget.maximum_ms = ms;
    return budget;
  }
  const int side = red ? 0 : 1;
  const std::int64_t clock = limits.time_ms[side];
  if (clock <= 0) return budget;
  const std::int64_t inc = limits.inc_ms[side];
  const int moves_left =
      limits.moves_to_go > 0 ? std::min(limits.moves_to_go, 50) : settings.default_moves_to_go;
  const std::int64_t usable = std::max<std::int64_t>(1, clock - settings.move_overhead_ms);
  const auto optimum =
      static_cast<std::int64_t>(static_cast<double>(usable) / moves_left +
                                settings.increment_share * static_cast<double>(inc));
  const auto ceiling =
      static_cast<std::int64_t>(settings.max_share_of_clock * static_cast<double>(usable));
  // With one move to the time control nearly the whole clock is available; a little is kept for
  // the answer's way to the GUI, which a busy machine can make longer than the move overhead.
  const auto last_move =
      static_cast<std::int64_t>(settings.last_move_share * static_cast<double>(usable));
  const std::int64_t hard_cap =
      std::max<std::int64_t>(1, limits.moves_to_go == 1 ? last_move : ceiling);
  budget.optimum_ms = std::clamp<std::int64_t>(optimum, 1, hard_cap);
  budget.maximum_ms = std::clamp<std::int64_t>(
      static_cast<std::int64_t>(settings.max_to_optimum * static_cast<double>(budget.optimum_ms)),
      budget.optimum_ms, hard_cap);
  return budget;
}

}  // namespace gameai::xiangqi_ai

#include "xiangqi_ai/levels.hpp"

#include <algorithm>
#include <array>

#include "xiangqi_ai/timeman.hpp"

namespace gameai::xiangqi_ai {

std::string_view algorithm_name(Algorithm algorithm) {
  return algorithm == Algorithm::Minimax ? "minimax" : "alphabeta";
}

LevelSettings level_settings(int level) {
  // Each step adds depth or removes noise; measured level against level in docs/xiangqi-engine.md.
  static constexpr std::array<LevelSettings, MAX_LEVEL> TABLE = {{
      {Algorithm::Minimax, 1, 0, 120},
      {Algorithm::Minimax, 2, 0, 60},
      {Algorithm::Alphabeta, 2, 0, 40},
      {Algorithm::Alphabeta, 3, 0, 25},
      {Algorithm::Alphabeta, 4, 0, 15},
      {Algorithm::Alphabeta, 5, 0, 8},
      {Algorithm::Alphabeta, 6, 300, 0},
      {Algorithm::Alphabeta, 8, 1000, 0},
      {Algorithm::Alphabeta, 10, 3000, 0},
      {Algorithm::Alphabeta, 0, 0, 0},
  }};
  return TABLE[static_cast<std::size_t>(std::clamp(level, MIN_LEVEL, MAX_LEVEL) - 1)];
}

SearchLimits level_limits(const SearchLimits& requested, int level, bool red) {
  SearchLimits limits = requested;
  const LevelSettings settings = level_settings(level);
  if (settings.max_depth > 0)
    limits.depth =
        limits.depth > 0 ? std::min(limits.depth, settings.max_depth) : settings.max_depth;
  // The minimax reference cannot search deep; without a depth it goes as deep as time allows.
  if (settings.max_movetime_ms > 0 && !limits.endless()) {
    std::int64_t cap = settings.max_movetime_ms;
    if (limits.movetime_ms > 0) cap = std::min(cap, limits.movetime_ms);
    // On a clock the cap never takes more than the clock's own plan for this move would.
    if (limits.movetime_ms == 0 && limits.uses_clock()) {
      const TimeBudget planned = plan_time(limits, red);
      if (planned.limited()) cap = std::min(cap, planned.optimum_ms);
    }
    limits.movetime_ms = cap;
  }
  return limits;
}

int level_for_elo(int elo) {
  int level = MIN_LEVEL;
  for (int i = 0; i < MAX_LEVEL; ++i)
    if (LEVEL_ELO[static_cast<std::size_t>(i)] <= elo) level = i + 1;
  return level;
}

}  // namespace gameai::xiangqi_ai

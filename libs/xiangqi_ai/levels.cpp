#include "xiangqi_ai/levels.hpp"

#include <algorithm>
#include <array>

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

int level_for_elo(int elo) {
  int level = MIN_LEVEL;
  for (int i = 0; i < MAX_LEVEL; ++i)
    if (LEVEL_ELO[static_cast<std::size_t>(i)] <= elo) level = i + 1;
  return level;
}

}  // namespace gameai::xiangqi_ai

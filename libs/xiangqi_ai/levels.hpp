#pragma once
// Difficulty levels 1-10: limits and controlled randomness on top of the search.
//
// Levels 1-2 are seed 001's plain minimax at depth 1 and 2 with noisy evaluation, so a beginner
// can win; levels 3-6 are the alpha-beta search held to shallow depths, with less noise at each
// step; 7-9 cap depth and time; level 10 is the engine at full strength under the caller's
// limits. Noise is a deterministic function of the position and a per-game seed, so a search is
// reproducible for a given seed yet games differ from one seed to the next.

#include <cstdint>
#include <string_view>

namespace gameai::xiangqi_ai {

enum class Algorithm { Alphabeta, Minimax };

std::string_view algorithm_name(Algorithm algorithm);

struct LevelSettings {
  Algorithm algorithm = Algorithm::Alphabeta;
  int max_depth = 0;                 // 0: no cap
  std::int64_t max_movetime_ms = 0;  // 0: no cap
  int eval_noise_cp = 0;             // evaluation noise amplitude (+- this many centipawns)
};

inline constexpr int MIN_LEVEL = 1;
inline constexpr int MAX_LEVEL = 10;

// The settings of `level`, clamped to 1..10.
LevelSettings level_settings(int level);

}  // namespace gameai::xiangqi_ai

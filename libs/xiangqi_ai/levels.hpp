#pragma once
// Difficulty levels 1-10: limits and controlled randomness on top of the search.
//
// Levels 1-2 are seed 001's plain minimax at depth 1 and 2 with noisy evaluation, so a beginner
// can win; levels 3-6 are the alpha-beta search held to shallow depths, with less noise at each
// step; 7-9 cap depth and time; level 10 is the engine at full strength under the caller's
// limits. Noise is a deterministic function of the position and a per-game seed, so a search is
// reproducible for a given seed yet games differ from one seed to the next.

#include <array>
#include <cstdint>
#include <string_view>

#include "xiangqi_ai/limits.hpp"

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

// `limits` as a search at `level` runs under them, for the side to move (`red` true for red): the
// level's depth cap, and its time cap, which on a clock never exceeds the time manager's optimum
// for the move (timeman.hpp). The engine facade searches under these; a front end that tells the
// player how long the computer may think reads them too, so both agree.
SearchLimits level_limits(const SearchLimits& limits, int level, bool red);

// The strength of each level on an Elo scale (level 1 = 1000), summed from the matches of each
// level against the one below at 200 ms a move (docs/xiangqi-engine.md, Levels; a sweep counts
// as +300). A relative scale for UCI_Elo, not a rating list's.
inline constexpr std::array<int, MAX_LEVEL> LEVEL_ELO = {1000, 1300, 1600, 1790, 1980,
                                                         2280, 2440, 2630, 2930, 3230};

// The strongest level whose Elo is at most `elo` (level 1 below the scale).
int level_for_elo(int elo);

}  // namespace gameai::xiangqi_ai

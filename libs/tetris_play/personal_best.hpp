#pragma once
// A run against the personal best of its mode and rules from before it: the verdict both front
// ends word at the end of a run (the desktop from the records store's best, the page from the
// best this browser keeps). Only a run that counts (mode.hpp: RunResult::counts) is compared; one
// that does not says why it is no best: its goal was not reached, or it was not played alone.

#include <cstdint>
#include <optional>
#include <string_view>

#include "tetris_play/mode.hpp"

namespace gameai::tetris_play {

enum class BestVerdict : std::uint8_t {
  None,         // the mode keeps no best (endless, zen)
  NotFinished,  // a sprint, dig or ultra that did not reach its goal
  NotCounted,   // reached its goal (or a marathon topped out), but the AI played or hinted
  First,        // the first best of its mode and rules
  Better,       // beats the best: the new best
  NotBetter,    // does not beat it (a tie included)
};

// "none", "not_finished", "not_counted", "first", "better", "not_better" (what the page reads).
std::string_view best_verdict_name(BestVerdict verdict) noexcept;

// The figures a personal best is judged by: the time played (whole milliseconds, as the records
// store and the page keep it) and the score.
struct PersonalBest {
  std::int64_t time_ms = 0;
  std::int64_t score = 0;
};

struct BestComparison {
  BestVerdict verdict = BestVerdict::None;
  // Better and NotBetter: the run's figure less the best's, in milliseconds (the run's time
  // rounded to the nearest) for a mode by time, in points for a mode by score.
  std::int64_t difference = 0;
  bool new_best() const noexcept {
    return verdict == BestVerdict::First || verdict == BestVerdict::Better;
  }
};

// `run` against `best`, the personal best of its mode and rules before it (nullopt: none yet).
BestComparison compare_with_best(const RunResult& run,
                                 const std::optional<PersonalBest>& best) noexcept;

}  // namespace gameai::tetris_play

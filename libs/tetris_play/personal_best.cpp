#include "tetris_play/personal_best.hpp"

#include <cmath>

namespace gameai::tetris_play {

std::string_view best_verdict_name(BestVerdict verdict) noexcept {
  switch (verdict) {
    case BestVerdict::None:
      return "none";
    case BestVerdict::NotFinished:
      return "not_finished";
    case BestVerdict::NotCounted:
      return "not_counted";
    case BestVerdict::First:
      return "first";
    case BestVerdict::Better:
      return "better";
    case BestVerdict::NotBetter:
      return "not_better";
  }
  return "none";
}

BestComparison compare_with_best(const RunResult& run,
                                 const std::optional<PersonalBest>& best) noexcept {
  const BestBy by = best_by(run.mode);
  if (by == BestBy::None) return {};
  if (!run.counts) {
    // A marathon that topped out has reached what a marathon asks (as far as it could go):
    // only the AI or its hint kept it from counting.
    const bool finished = run.end == RunEnd::Finished;
    return {!finished && run.mode != Mode::Marathon ? BestVerdict::NotFinished
                                                    : BestVerdict::NotCounted,
            0};
  }
  if (!best) return {BestVerdict::First, 0};
  if (by == BestBy::LeastTime) {
    const std::int64_t difference = std::llround(run.time_ms) - best->time_ms;
    return {difference < 0 ? BestVerdict::Better : BestVerdict::NotBetter, difference};
  }
  const std::int64_t difference = run.score - best->score;
  return {difference > 0 ? BestVerdict::Better : BestVerdict::NotBetter, difference};
}

}  // namespace gameai::tetris_play

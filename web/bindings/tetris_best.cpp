#include "tetris_best.hpp"

#include <cmath>

namespace gameai::web {

tetris_play::BestComparison page_best_comparison(const PageRun& page,
                                                 const std::optional<PageBest>& best) {
  const std::optional<tetris_play::Mode> mode = tetris_play::mode_from_name(page.mode);
  if (!mode) return {};
  tetris_play::RunResult run;
  run.mode = *mode;
  run.end = page.end == "finished" ? tetris_play::RunEnd::Finished : tetris_play::RunEnd::ToppedOut;
  run.counts = page.counts;
  run.time_ms = page.time_ms;
  run.score = std::llround(page.score);
  std::optional<tetris_play::PersonalBest> kept;
  if (best)
    kept = tetris_play::PersonalBest{std::llround(best->time_ms), std::llround(best->score)};
  return tetris_play::compare_with_best(run, kept);
}

}  // namespace gameai::web

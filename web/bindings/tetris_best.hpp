#pragma once
// The personal-best verdict of a run as the page asks for it: the run's figures as the page
// holds them (the result of the module's run(): the mode's name, "finished" or "topped_out",
// whether it counts, its time and score) against the best this browser keeps (its time, rounded
// to the millisecond when kept, and its score). The verdict is the play session's
// (tetris_play::compare_with_best), the desktop's too. Kept free of embind so that the native
// tests call the very code the page calls.

#include <optional>
#include <string>

#include "tetris_play/personal_best.hpp"

namespace gameai::web {

struct PageRun {
  std::string mode;  // tetris_play::mode_name
  std::string end;   // "finished" or "topped_out"
  bool counts = false;
  double time_ms = 0;
  double score = 0;
};

struct PageBest {
  double time_ms = 0;
  double score = 0;
};

// The verdict None for a mode the page does not know.
tetris_play::BestComparison page_best_comparison(const PageRun& run,
                                                 const std::optional<PageBest>& best);

}  // namespace gameai::web

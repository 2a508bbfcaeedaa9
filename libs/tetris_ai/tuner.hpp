#pragma once
// Learning evaluation weights by playing (seed 004's wish, seed 002's "the weights could be
// learned"): the noisy cross-entropy method of Szita & Lőrincz (2006), the method behind the
// strong learned Tetris weights.
//
// Each generation draws `population` weight vectors from independent normal distributions (one
// per feature), scores each by its mean lines over `games` games, keeps the best
// `elite_fraction`, and refits the means and deviations to the elite, adding a little noise to
// the variance (decreasing over generations) so the search does not collapse too early. All
// candidates of a generation play the same games (the same seeds), which makes their
// comparison fairer. Everything follows from the seed: the same options give the same weights
// whatever the thread count.

#include <array>
#include <cstdint>
#include <functional>

#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::tetris_ai {

struct TuneOptions {
  int generations = 10;
  int population = 50;
  double elite_fraction = 0.1;
  int games = 4;    // per candidate
  GameConfig game;  // rules, size and the piece limit per game (0: none; beware of long games)
  double initial_deviation = 10;
  double noise = 4;             // added to the variance in generation 0 ...
  double noise_decrease = 0.4;  // ... and decreased by this much per generation (not below 0)
  std::uint64_t seed = 1;
  unsigned threads = 1;
  // Which of the nine features (LinearWeights order) are tuned; the others stay 0.
  std::array<bool, FEATURE_COUNT> tuned{true, true, true, true, true, true, true, true, true};
};

struct GenerationReport {
  int generation = 0;
  double best_mean_lines = 0;   // the generation's best candidate
  double elite_mean_lines = 0;  // mean over its elite
  LinearWeights best;           // that candidate's weights
  LinearWeights mean;           // the distribution's new means
};

// Runs the tuner and returns the distribution's final means. `report` (if set) is called after
// each generation; it may be called from the calling thread only.
LinearWeights tune_weights(const TuneOptions& options,
                           const std::function<void(const GenerationReport&)>& report = {});

// The settings of the player a candidate weight vector makes: the `linear` preset with them.
PlayerSettings player_settings(const LinearWeights& weights);

}  // namespace gameai::tetris_ai

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

#include <optional>
#include <vector>

#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/bot_eval.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::tetris_ai {

// The noisy cross-entropy method itself, on any vector of parameters: each generation draws
// `population` vectors from per-parameter normal distributions, scores each by `fitness` over
// `games` games (every candidate of a generation plays the same game indices), keeps the best
// `elite_fraction` and refits the distributions to it with added, decreasing noise. Deterministic
// for a seed, whatever the thread count.
struct CrossEntropyOptions {
  int generations = 10;
  int population = 50;
  double elite_fraction = 0.1;
  int games = 4;
  double noise = 4;
  double noise_decrease = 0.4;
  std::uint64_t seed = 1;
  unsigned threads = 1;
};

// The score of parameter vector `x` in game `game` (higher is better); called from worker
// threads at once.
using Fitness = std::function<double(const std::vector<double>& x, std::uint64_t game)>;

struct CrossEntropyReport {
  int generation = 0;
  double best_score = 0;   // the generation's best candidate, mean over its games
  double elite_score = 0;  // mean over the elite
  std::vector<double> best;
  std::vector<double> mean;  // the distribution's new means
};

// Returns the final means; a deviation of 0 keeps that parameter at its mean.
std::vector<double> cross_entropy(
    const CrossEntropyOptions& options, std::vector<double> mean, std::vector<double> deviation,
    const Fitness& fitness, const std::function<void(const CrossEntropyReport&)>& report = {});

struct TuneOptions {
  int generations = 10;
  int population = 50;
  double elite_fraction = 0.1;
  int games = 4;        // per candidate
  GameConfig game;      // rules, size and the piece limit per game (0: none; beware of long games)
  LinearWeights start;  // the first generation's means (all 0 by default)
  FeatureVariant variant = FeatureVariant::MdpTetris;  // how the candidates measure features
  double initial_deviation = 10;
  double noise = 4;             // added to the variance in generation 0 ...
  double noise_decrease = 0.4;  // ... and decreased by this much per generation (not below 0)
  std::uint64_t seed = 1;
  unsigned threads = 1;
  // Which features (LinearWeights order) are tuned; the others keep their starting values.
  std::array<bool, FEATURE_COUNT> tuned = [] {
    std::array<bool, FEATURE_COUNT> all{};
    all.fill(true);
    return all;
  }();
};

struct GenerationReport {
  int generation = 0;
  double best_mean_lines = 0;   // the generation's best candidate
  double elite_mean_lines = 0;  // mean over its elite
  LinearWeights best;           // that candidate's weights
  LinearWeights mean;           // the distribution's new means
  double seconds = 0;           // the generation's wall-clock time
  std::uint64_t decisions = 0;  // placements played in its games, every process's
};

// Runs the tuner and returns the distribution's final means. `report` (if set) is called after
// each generation; it may be called from the calling thread only.
LinearWeights tune_weights(const TuneOptions& options,
                           const std::function<void(const GenerationReport&)>& report = {});

// The settings of the player a candidate weight vector makes: the `linear` preset with them,
// measuring the features as `variant` says.
PlayerSettings player_settings(const LinearWeights& weights, FeatureVariant variant);

// Tuning the guideline bot's weights by playing. Fitness `Attack`: lines sent per piece over
// an ultra of `pieces` pieces; `Versus`: the share of points in versus games against the bot
// with the starting weights; `Dig`: garbage rows dug per piece in a cheese dig of `garbage` rows
// (versus.hpp's solo dig; one that tops out or passes `pieces` pieces counts the rows it dug
// over `pieces` pieces). Each parameter starts at its current value with a deviation of
// `relative_deviation` times its size (at least 1), except that a dig keeps the parameters that
// start at 0 at 0: they are the features the dig weights turn off (bot_eval.hpp).
enum class BotFitness : std::uint8_t { Attack, Versus, Dig };

struct BotTuneOptions {
  CrossEntropyOptions search;
  BotFitness fitness = BotFitness::Attack;
  // The weights to start from; none: the defaults, or for a dig the dig weights (bot_eval.hpp).
  std::optional<BotWeights> start;
  double relative_deviation = 0.3;
  // Per game (a dig: the most pieces it may take); 0: 300, or for a dig 10 a garbage row.
  std::int64_t pieces = 0;
  std::int64_t garbage = 100;  // a dig's garbage rows
  std::uint64_t nodes = 2000;  // the bot's placements evaluated per piece
};

BotWeights tune_bot(const BotTuneOptions& options,
                    const std::function<void(const CrossEntropyReport&)>& report = {});

}  // namespace gameai::tetris_ai

// The cross-entropy tuner learns: on a small board its weights beat its first generation's
// random draws, and the same seed gives the same weights whatever the thread count.

#include "tetris_ai/tuner.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <vector>

#include "tetris_ai/match.hpp"

namespace gameai::tetris_ai {
namespace {

TuneOptions small_options(unsigned threads) {
  TuneOptions o;
  o.generations = 5;
  o.population = 20;
  o.elite_fraction = 0.2;
  o.games = 2;
  o.game.width = 6;
  o.game.height = 12;
  o.game.max_pieces = 400;
  o.seed = 11;
  o.threads = threads;
  return o;
}

TEST(Tuner, LearnsAndIsReproducible) {
  std::vector<GenerationReport> reports;
  const LinearWeights learned =
      tune_weights(small_options(1), [&](const GenerationReport& r) { reports.push_back(r); });
  ASSERT_EQ(reports.size(), 5u);
  EXPECT_GT(reports.back().elite_mean_lines, reports.front().elite_mean_lines);
  // Each report counts the placements its games played: at most 20 candidates x 2 games x 400
  // pieces, and at least the 1.5 pieces a 6-wide row takes for each of the best one's lines.
  for (const GenerationReport& r : reports) {
    EXPECT_LE(r.decisions, 20u * 2u * 400u);
    EXPECT_GE(static_cast<double>(r.decisions), 1.5 * 2 * r.best_mean_lines);
    EXPECT_GT(r.seconds, 0);
  }
  // Holes should come out as a penalty.
  EXPECT_LT(learned[HOLES], 0);

  EXPECT_EQ(tune_weights(small_options(2)), learned);

  // The learned weights play the small board better than all-zero weights (which take the
  // first placement every time).
  GameConfig config = small_options(1).game;
  MatchOptions match;
  match.games = 10;
  match.seed = 99;
  const FeatureVariant v = small_options(1).variant;
  const double tuned = play_match(player_settings(learned, v), config, match).mean_lines;
  const double blind = play_match(player_settings(LinearWeights{}, v), config, match).mean_lines;
  EXPECT_GT(tuned, blind + 5);
}

// The search starts from given weights: with a tiny deviation and no added noise it stays there.
TEST(Tuner, StartsFromGivenWeights) {
  TuneOptions o = small_options(1);
  o.generations = 2;
  o.start = Evaluator(*find_preset("bcts")).linear();
  o.initial_deviation = 0.001;
  o.noise = 0;
  const auto start = to_array(o.start);
  const auto learned = to_array(tune_weights(o));
  for (std::size_t f = 0; f < start.size(); ++f) EXPECT_NEAR(learned[f], start[f], 0.01) << f;
}

// A candidate is the linear preset with its weights, measuring the features as the tune says:
// BCTS's weights measured as MDPTetris measures them are the bcts preset.
TEST(Tuner, CandidatesPlayAsTheLinearPresetWithTheirWeights) {
  const Evaluator bcts(*find_preset("bcts"));
  const LinearWeights w = bcts.linear();
  EXPECT_EQ(from_array(to_array(w)), w);
  const Player player(player_settings(w, bcts.variant()), tetris::RuleSet::Classic);
  EXPECT_EQ(player.name(), "linear");
  LinearWeights back;
  from_json(player.weights_json(), back);
  EXPECT_EQ(back, w);
  EXPECT_EQ(player.weights_json().at(std::string(VARIANT_KEY)), "mdptetris");
  MatchOptions match;
  match.games = 3;
  GameConfig config;
  config.height = 10;
  PlayerSettings preset;
  preset.ai = "bcts";
  EXPECT_EQ(play_match(player_settings(w, bcts.variant()), config, match).mean_lines,
            play_match(preset, config, match).mean_lines);
}

}  // namespace
}  // namespace gameai::tetris_ai

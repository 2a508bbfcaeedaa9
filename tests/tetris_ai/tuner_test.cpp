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
  // Holes should come out as a penalty.
  EXPECT_LT(learned.holes, 0);

  EXPECT_EQ(tune_weights(small_options(2)), learned);

  // The learned weights play the small board better than all-zero weights (which take the
  // first placement every time).
  GameConfig config = small_options(1).game;
  MatchOptions match;
  match.games = 10;
  match.seed = 99;
  const double tuned = play_match(player_settings(learned), config, match).mean_lines;
  const double blind = play_match(player_settings(LinearWeights{}), config, match).mean_lines;
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

TEST(Tuner, CandidatesPlayAsTheLinearPresetWithTheirWeights) {
  const LinearWeights w = Evaluator(*find_preset("bcts")).linear();
  EXPECT_EQ(from_array(to_array(w)), w);
  const Player player(player_settings(w), tetris::RuleSet::Classic);
  EXPECT_EQ(player.name(), "linear");
  LinearWeights back;
  from_json(player.weights_json(), back);
  EXPECT_EQ(back, w);
}

}  // namespace
}  // namespace gameai::tetris_ai

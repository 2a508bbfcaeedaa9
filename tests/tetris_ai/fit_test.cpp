#include "tetris_ai/fit.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tetris/game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tetris_ai {
namespace {

// Weights of no preset's, over every basic feature and one detail.
constexpr LinearWeights PLAYER_WEIGHTS = weights_of({{"landing_height", -3.1},
                                                     {"rows_cleared", 1.2},
                                                     {"eroded_cells", 2.0},
                                                     {"row_transitions", -2.6},
                                                     {"column_transitions", -7.3},
                                                     {"holes", -5.5},
                                                     {"well_sums", -2.2},
                                                     {"rows_with_holes", -4.1}});

PlayerSettings linear_player(const LinearWeights& w, double noise = 0) {
  PlayerSettings s;
  s.ai = "linear";
  nlohmann::json j;
  to_json(j, w);
  s.weights = j.dump();
  s.noise = noise;
  return s;
}

struct Recorded {
  std::size_t decisions = 0;
  // Decisions (indices into the data) where the noisy player chose what the weights choose.
  std::vector<std::size_t> untouched;
};

// Plays `games` games of up to `pieces` pieces with `settings` under `rules`, adding every
// placement to `data` (game g as group g). `clean` (optional) marks the decisions where it would
// have chosen the same.
Recorded record_games(ChoiceData& data, const PlayerSettings& settings, tetris::RuleSet rules,
                      int games, int pieces, std::uint64_t seed,
                      const PlayerSettings* clean = nullptr) {
  Recorded r;
  for (int g = 0; g < games; ++g) {
    tetris::Game game(tetris::GameConfig::for_rules(rules, seed + static_cast<std::uint64_t>(g)));
    Player player(settings, rules, seed * 1000 + static_cast<std::uint64_t>(g));
    std::optional<Player> reference;
    if (clean) reference.emplace(*clean, rules);
    for (int i = 0; i < pieces && !game.game_over(); ++i) {
      std::optional<Choice> c = player.choose(game);
      if (!c) break;
      bool same = false;
      if (reference) {
        tetris::Game copy = game;
        const std::optional<Choice> best = reference->choose(copy);
        same = best && tetris::canonical(best->placement) == tetris::canonical(c->placement);
      }
      const AddOutcome added = data.add(game.board(), c->placement.piece, rules, c->placement,
                                        static_cast<std::uint32_t>(g));
      EXPECT_EQ(added, AddOutcome::Added);
      if (added == AddOutcome::Added && same) r.untouched.push_back(data.size() - 1);
      if (c->hold) game.input(tetris::Input::Hold);
      if (!game.play(c->placement, c->spin).ok) break;
      ++r.decisions;
    }
  }
  return r;
}

void fill_row(tetris::Board& board, int y, unsigned mask) {
  for (int x = 0; x < board.width(); ++x) {
    if ((mask >> x) & 1u) board.set(x, y);
  }
}

TEST(ChoiceData, HoldsEveryLegalPlacementOnceWithItsFeatures) {
  ChoiceData data;
  tetris::Board board(10, 20);
  fill_row(board, 0, 0b1111111110);
  const tetris::Placement chosen{tetris::Piece::I, tetris::Rotation::Right, 0, 0};
  ASSERT_EQ(data.add(board, tetris::Piece::I, tetris::RuleSet::Classic, chosen, 7),
            AddOutcome::Added);
  const ChoiceData::Decision& d = data.decision(0);
  // I: 7 flat columns + 10 upright ones.
  EXPECT_EQ(d.count, 17);
  EXPECT_EQ(d.group, 7u);
  const std::span<const float> f = data.candidate(d.first + d.chosen);
  EXPECT_EQ(f[ROWS_CLEARED], 1);
  EXPECT_EQ(f[ERODED_CELLS], 1);
  EXPECT_EQ(f[LANDING_HEIGHT], 1.5);  // rows 0..3: 0 + (4 - 1) / 2
  EXPECT_EQ(f[HOLES], 0);
  // El-Tetris takes the clearing drop here, as the player did.
  EXPECT_TRUE(d.eltetris_agrees);
}

TEST(ChoiceData, RefusesAPlacementThatIsNotLegal) {
  ChoiceData data;
  tetris::Board board(10, 20);
  fill_row(board, 0, 0b1111111110);
  fill_row(board, 1, 0b1111111110);
  // Floating in mid-air, and inside the stack: neither is a place a piece can come to rest.
  const tetris::Placement floating{tetris::Piece::O, tetris::Rotation::Spawn, 4, 10};
  const tetris::Placement buried{tetris::Piece::O, tetris::Rotation::Spawn, 0, 0};
  EXPECT_EQ(data.add(board, tetris::Piece::O, tetris::RuleSet::Classic, floating, 0),
            AddOutcome::NotLegal);
  EXPECT_EQ(data.add(board, tetris::Piece::O, tetris::RuleSet::Guideline, buried, 0),
            AddOutcome::NotLegal);
  EXPECT_TRUE(data.empty());
  EXPECT_EQ(data.candidate_count(), 0u);
}

TEST(ChoiceData, GuidelineCandidatesCoverDistinctCells) {
  ChoiceData data;
  tetris::Board board(10, 20);
  const tetris::Placement flat{tetris::Piece::S, tetris::Rotation::Spawn, 0, 0};
  ASSERT_EQ(data.add(board, tetris::Piece::S, tetris::RuleSet::Guideline, flat, 0),
            AddOutcome::Added);
  // S on an empty board: 8 flat and 9 upright resting places, each once although two rotations
  // reach every one.
  EXPECT_EQ(data.decision(0).count, 17);
}

TEST(ChoiceData, TruncateDropsTheLaterDecisions) {
  ChoiceData data;
  record_games(data, linear_player(PLAYER_WEIGHTS), tetris::RuleSet::Classic, 1, 10, 3);
  ASSERT_EQ(data.size(), 10u);
  const std::size_t rows = data.decision(4).first;
  data.truncate(4);
  EXPECT_EQ(data.size(), 4u);
  EXPECT_EQ(data.candidate_count(), rows);
}

// The fitted weights' choice is the one a linear player with those weights makes.
TEST(ChoiceData, ChoiceIsTheLinearPlayersChoice) {
  ChoiceData data;
  record_games(data, linear_player(PLAYER_WEIGHTS), tetris::RuleSet::Classic, 2, 150, 11);
  for (std::size_t i = 0; i < data.size(); ++i)
    EXPECT_EQ(data.choice(i, PLAYER_WEIGHTS), data.decision(i).chosen) << "decision " << i;
}

TEST(Fit, RecoversAPlayersWeightsOnGamesItDidNotSee) {
  for (const tetris::RuleSet rules : {tetris::RuleSet::Classic, tetris::RuleSet::Standard}) {
    ChoiceData data;
    record_games(data, linear_player(PLAYER_WEIGHTS), rules, 15, 200, 21);
    const Split split = split_by_group(data, 5);
    ASSERT_FALSE(split.held_out.empty());
    const FitResult fit = fit_weights(data, split.fit);
    EXPECT_TRUE(fit.converged);
    EXPECT_LT(fit.slip_share, 0.01);  // it never slips
    const Agreement a = agreement(data, split.held_out, fit.weights);
    EXPECT_GE(Agreement::rate(a.agreed, a.positions), 0.97) << tetris::rule_set_name(rules);
    ASSERT_GT(a.contested, 20u);
    EXPECT_GE(Agreement::rate(a.contested_agreed, a.contested), 0.85);
    // The stock players disagree with this player far more often than the fitted weights do.
    EXPECT_LT(a.eltetris_agreed, a.agreed);
    // Every basic feature's weight has the player's sign.
    for (const std::size_t k : {LANDING_HEIGHT, ROW_TRANSITIONS, COLUMN_TRANSITIONS, HOLES})
      EXPECT_LT(fit.weights[k], 0) << FEATURES[k].name;
  }
}

TEST(Fit, RecoversANoisyPlayerWherePlayedCleanly) {
  ChoiceData data;
  const PlayerSettings clean = linear_player(PLAYER_WEIGHTS);
  const Recorded r = record_games(data, linear_player(PLAYER_WEIGHTS, 0.1),
                                  tetris::RuleSet::Classic, 20, 200, 31, &clean);
  // About one placement in ten was drawn at random (and a few of those agree by chance).
  const double clean_share =
      static_cast<double>(r.untouched.size()) / static_cast<double>(data.size());
  EXPECT_GT(clean_share, 0.8);
  EXPECT_LT(clean_share, 0.97);
  const Split split = split_by_group(data, 5);
  const FitResult fit = fit_weights(data, split.fit);
  EXPECT_NEAR(fit.slip_share, 0.1, 0.03);
  // The mixture holds the logit alone as a special case: it explains the slips better.
  EXPECT_GT(fit.log_likelihood, fit.logit_log_likelihood);
  FitOptions plain;
  plain.slips = false;
  EXPECT_GT(fit.log_likelihood, fit_weights(data, split.fit, plain).log_likelihood);
  std::vector<std::size_t> held_clean;
  for (const std::size_t i : r.untouched) {
    if (data.decision(i).group % 5 == 4) held_clean.push_back(i);
  }
  const Agreement a = agreement(data, held_clean, fit.weights);
  EXPECT_GE(Agreement::rate(a.agreed, a.positions), 0.85);
}

TEST(Fit, TheFittedWeightsMaximiseTheLikelihood) {
  ChoiceData data;
  record_games(data, linear_player(PLAYER_WEIGHTS, 0.2), tetris::RuleSet::Classic, 4, 150, 41);
  std::vector<std::size_t> all(data.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  FitOptions options;
  options.ridge = 0;  // the random placements keep the plain maximum finite
  options.slips = false;
  const FitResult fit = fit_weights(data, all, options);
  ASSERT_TRUE(fit.converged);
  EXPECT_NEAR(mean_log_likelihood(data, all, fit.weights), fit.log_likelihood, 1e-9);
  EXPECT_GT(fit.log_likelihood, mean_log_likelihood(data, all, LinearWeights{}));
  for (std::size_t k = 0; k < FEATURE_COUNT; ++k) {
    for (const double step : {-0.02, 0.02}) {
      LinearWeights moved = fit.weights;
      moved[k] += step * (1 + std::abs(moved[k]));
      EXPECT_LE(mean_log_likelihood(data, all, moved), fit.log_likelihood + 1e-12)
          << FEATURES[k].name << " moved by " << step;
    }
  }
}

TEST(Fit, NoDecisionsGiveZeroWeights) {
  ChoiceData data;
  const FitResult fit = fit_weights(data, {});
  EXPECT_EQ(fit.weights, LinearWeights{});
  EXPECT_EQ(fit.iterations, 0);
}

TEST(Fit, SplitHoldsOutEveryNthGroup) {
  ChoiceData data;
  record_games(data, linear_player(PLAYER_WEIGHTS), tetris::RuleSet::Classic, 6, 5, 51);
  const Split split = split_by_group(data, 3);
  EXPECT_EQ(split.held_out.size(), 10u);  // groups 2 and 5
  EXPECT_EQ(split.fit.size(), 20u);
  for (const std::size_t i : split.held_out) EXPECT_EQ(data.decision(i).group % 3, 2u);
  EXPECT_TRUE(split_by_group(data, 0).held_out.empty());
}

TEST(Player, NoiseIsAShareOfThePieces) {
  PlayerSettings s = linear_player(PLAYER_WEIGHTS, 1.5);
  EXPECT_THROW(Player(s, tetris::RuleSet::Classic), PlayerError);
  s.noise = 0.1;
  s.ai = "bot";
  s.weights.clear();
  EXPECT_THROW(Player(s, tetris::RuleSet::Guideline), PlayerError);
}

}  // namespace
}  // namespace gameai::tetris_ai

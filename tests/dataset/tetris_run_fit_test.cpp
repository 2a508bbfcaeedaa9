// A person's placements in run files, fitted without a records store (the web page's "Learn my
// style"): games played by a linear player and written with the game-files library's writer, read
// back, replayed and fitted; refused files add nothing.
#include "dataset/tetris_run_fit.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tetris/game.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::dataset {
namespace {

tetris_ai::PlayerSettings mine() {
  tetris_ai::PlayerSettings s;
  s.ai = "linear";
  s.weights = R"({"landing_height": -3.1, "rows_cleared": 1.2, "eroded_cells": 2.0,
                  "row_transitions": -2.6, "column_transitions": -7.3, "holes": -5.5,
                  "well_sums": -2.2, "rows_with_holes": -4.1})";
  return s;
}

// Game `index` of seed 5 played by `settings` for up to `pieces` pieces, as a run file of the
// person: each placement played again on the run file's own game, its step as the rules record it.
game_files::TetrisRunFile played_run(const tetris_ai::PlayerSettings& settings,
                                     tetris::RuleSet rules, std::uint64_t index,
                                     std::uint64_t pieces) {
  game_files::TetrisRunFile run;
  run.config = tetris::GameConfig::for_rules(rules, 5);
  run.game_index = index;
  run.mode = "endless";
  // The run file's game (tetris_run_start's) keeping its history, where the steps are read.
  tetris::GameConfig config = run.config;
  config.seed = tetris::game_piece_seed(config.seed, index);
  config.record_history = true;
  tetris::Game game(config);
  tetris_ai::AutoGame player(settings, {rules, 10, 20, pieces}, 5, index);
  while (player.step()) {
    const tetris::StepRecord played = player.last_step();
    EXPECT_TRUE(game.play(played.placement, played.spin).ok);
    tetris::StepRecord record = game.history().back();
    record.board_hash &= 0xffffffffu;
    run.steps.push_back({record, game.score()});
  }
  return run;
}

TEST(TetrisRunFit, LearnsAPlayerFromItsRunFilesAndHoldsOutEveryFifthGame) {
  tetris_ai::ChoiceData data;
  std::int64_t steps = 0;
  for (std::uint32_t g = 0; g < 6; ++g) {
    const game_files::TetrisRunFile run = played_run(mine(), tetris::RuleSet::Classic, g, 150);
    steps += static_cast<std::int64_t>(run.steps.size());
    const RunChoices got = add_run_file_choices(game_files::write_tetris_run_file(run), g, data);
    ASSERT_TRUE(got.ok()) << got.error;
    EXPECT_EQ(got.rules, "classic");
    EXPECT_EQ(got.decisions + got.not_legal + got.no_placement,
              static_cast<std::int64_t>(run.steps.size()));
  }
  EXPECT_EQ(static_cast<std::int64_t>(data.size()), steps);
  int iterations = 0;
  const RunFit fit = fit_run_choices(data, [&](int i, double) { iterations = i; });
  EXPECT_GT(iterations, 0);
  EXPECT_TRUE(fit.held_out);  // game 4 of 0..5
  EXPECT_EQ(fit.placements, data.size());
  EXPECT_LT(fit.fitted, fit.placements);
  EXPECT_EQ(fit.agreement.positions, fit.placements - fit.fitted);
  EXPECT_GE(tetris_ai::Agreement::rate(fit.agreement.agreed, fit.agreement.positions), 0.9);

  // The weights file plays: `--ai linear --weights FILE` reads it, every feature in it.
  EXPECT_EQ(linear_weights_error(fit.weights_json), "");
  const nlohmann::json j = nlohmann::json::parse(fit.weights_json);
  EXPECT_EQ(j.at("feature_variant"), "eltetris");
  EXPECT_EQ(j.size(), tetris_ai::FEATURE_COUNT + 1);
  tetris_ai::PlayerSettings fitted;
  fitted.ai = "linear";
  fitted.weights = fit.weights_json;
  const tetris_ai::Player player(fitted, tetris::RuleSet::Classic);
  tetris_ai::LinearWeights read;
  tetris_ai::from_json(player.weights_json(), read);
  EXPECT_EQ(read, fit.weights);
}

TEST(TetrisRunFit, OneGameIsMeasuredOnItsOwnPlacements) {
  tetris_ai::ChoiceData data;
  const game_files::TetrisRunFile run = played_run(mine(), tetris::RuleSet::Guideline, 0, 60);
  const RunChoices got = add_run_choices(run, 0, data);
  ASSERT_TRUE(got.ok()) << got.error;
  EXPECT_EQ(got.rules, "guideline");
  const RunFit fit = fit_run_choices(data);
  EXPECT_FALSE(fit.held_out);
  EXPECT_EQ(fit.fitted, data.size());
  EXPECT_EQ(fit.agreement.positions, data.size());
  EXPECT_GT(fit.agreement.agreed, 0u);
}

TEST(TetrisRunFit, RefusesFilesItCannotLearnFromAndAddsNothing) {
  tetris_ai::ChoiceData data;
  const game_files::TetrisRunFile good = played_run(mine(), tetris::RuleSet::Classic, 1, 40);
  ASSERT_TRUE(add_run_choices(good, 0, data).ok());
  const std::size_t kept = data.size();

  // A game the AI took part in: the file names the AI, and none of it counts.
  game_files::TetrisRunFile helped = good;
  helped.player_kind = "ai";
  helped.player_name = "human+eltetris";
  RunChoices got = add_run_file_choices(game_files::write_tetris_run_file(helped), 1, data);
  EXPECT_NE(got.error.find("the AI played part of this game"), std::string::npos) << got.error;
  helped.player_name = "eltetris";
  got = add_run_choices(helped, 1, data);
  EXPECT_NE(got.error.find("played by the AI 'eltetris'"), std::string::npos) << got.error;

  // A game that does not replay: named at its step, and the steps before it are not kept.
  game_files::TetrisRunFile broken = good;
  broken.steps[11].score_after += 100;
  got = add_run_file_choices(game_files::write_tetris_run_file(broken), 1, data);
  EXPECT_NE(got.error.find("does not replay at step 12"), std::string::npos) << got.error;
  EXPECT_EQ(got.decisions, 0);

  // Not a run file at all, and a run with no pieces.
  got = add_run_file_choices(R"({"format": "gameai-xiangqi", "moves": []})", 1, data);
  EXPECT_FALSE(got.ok());
  got = add_run_file_choices("not json", 1, data);
  EXPECT_FALSE(got.ok());
  game_files::TetrisRunFile empty = good;
  empty.steps.clear();
  EXPECT_EQ(add_run_choices(empty, 1, data).error, "the game has no pieces placed");
  EXPECT_EQ(data.size(), kept);
}

TEST(TetrisRunFit, TakesThePersonsBoardOfAVersusFile) {
  game_files::TetrisVersusFile versus;
  versus.boards[0] = played_run(mine(), tetris::RuleSet::Guideline, 2, 30);
  versus.boards[1] = played_run(mine(), tetris::RuleSet::Guideline, 3, 45);
  for (auto& b : versus.boards) b.mode = "versus";
  versus.boards[1].player_kind = "ai";
  versus.boards[1].player_name = "bot";
  tetris_ai::ChoiceData data;
  RunChoices got = add_run_file_choices(game_files::write_tetris_versus_file(versus), 0, data);
  ASSERT_TRUE(got.ok()) << got.error;
  EXPECT_EQ(got.decisions + got.not_legal, 30);
  const std::size_t first = data.size();

  versus.boards[0].player_kind = "ai";
  versus.boards[0].player_name = "eltetris";
  got = add_run_file_choices(game_files::write_tetris_versus_file(versus), 1, data);
  EXPECT_NE(got.error.find("no person played"), std::string::npos) << got.error;
  EXPECT_EQ(data.size(), first);
}

TEST(TetrisRunFit, ChecksWeightsBeforeAPlayerIsMadeFromThem) {
  EXPECT_EQ(linear_weights_error(R"({"holes": -2, "feature_variant": "mdptetris"})"), "");
  EXPECT_EQ(linear_weights_error("{"), "the weights are not JSON");
  EXPECT_EQ(linear_weights_error("[1]"), "the weights are not a JSON object");
  EXPECT_NE(linear_weights_error(R"({"hole": -2})").find("not a feature"), std::string::npos);
  EXPECT_NE(linear_weights_error(R"({"holes": "x"})").find("not a number"), std::string::npos);
  EXPECT_NE(linear_weights_error(R"({"feature_variant": "x"})").find("must be"), std::string::npos);
}

}  // namespace
}  // namespace gameai::dataset

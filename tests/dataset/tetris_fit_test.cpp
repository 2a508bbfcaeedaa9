#include "dataset/tetris_fit.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "records/sqlite.hpp"
#include "records/tetris_recorder.hpp"
#include "test_support.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_games.hpp"

namespace gameai::records {
namespace {

using dataset::collect_choices;
using dataset::PlayerSelection;

tetris_ai::PlayerSettings mine() {
  tetris_ai::PlayerSettings s;
  s.ai = "linear";
  s.weights = R"({"landing_height": -3.1, "rows_cleared": 1.2, "eroded_cells": 2.0,
                  "row_transitions": -2.6, "column_transitions": -7.3, "holes": -5.5,
                  "well_sums": -2.2, "rows_with_holes": -4.1})";
  return s;
}

// A headless game of `settings` as `gameai tetris play --record` stores it, under `name`.
std::int64_t record(Store& store, tetris::RuleSet rules, const tetris_ai::PlayerSettings& settings,
                    const std::string& name, std::uint64_t index, std::uint64_t pieces) {
  const tetris_ai::GameConfig config{rules, 10, 20, pieces};
  tetris_ai::AutoGame game(settings, config, 5, index);
  TetrisRecorder recorder(
      store, tetris_play_setup(rules, 10, 20, 5, index, {game_files::PlayerInfo::Kind::Ai, name}));
  while (game.step()) recorder.add_step(tetris_step(game.last_step(), game.score()));
  recorder.finish(game.reached_limit() ? "piece_limit" : "game_over");
  return recorder.game_id();
}

std::vector<game_files::GameSummary> oldest_first(Store& store) {
  auto games = store.list_games({});
  std::reverse(games.begin(), games.end());
  return games;
}

TEST(TetrisFit, CollectsThePlacementsOfTheChosenPlayerOnly) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  for (std::uint64_t i = 0; i < 3; ++i)
    record(store, tetris::RuleSet::Classic, mine(), "mine", i, 60);
  testing::play_and_record(store, tetris::RuleSet::Guideline, 9, 40);  // an AI named "lowest"
  const auto games = oldest_first(store);
  tetris_ai::ChoiceData data;
  std::vector<std::size_t> progress;
  const dataset::ChoiceSummary s =
      collect_choices(store, games, PlayerSelection{game_files::PlayerInfo::Kind::Ai, "mine"}, data,
                      [&](std::size_t done) { progress.push_back(done); });
  EXPECT_EQ(s.games, 3);
  EXPECT_EQ(s.decisions, 180);
  EXPECT_EQ(data.size(), 180u);
  EXPECT_EQ(s.not_legal, 0);
  EXPECT_TRUE(s.diverged.empty());
  EXPECT_EQ(s.rules, std::vector<std::string>{"classic"});
  EXPECT_EQ(progress, (std::vector<std::size_t>{1, 2, 3, 4}));
  // Groups number the games that gave decisions.
  EXPECT_EQ(data.decision(0).group, 0u);
  EXPECT_EQ(data.decision(179).group, 2u);
  // The recorded weights choose every recorded placement.
  tetris_ai::Player player(mine(), tetris::RuleSet::Classic);
  tetris_ai::LinearWeights w;
  tetris_ai::from_json(player.weights_json(), w);
  for (std::size_t i = 0; i < data.size(); ++i)
    EXPECT_EQ(data.choice(i, w), data.decision(i).chosen) << i;

  // Every player: the guideline game's placements too, all of them reachable.
  tetris_ai::ChoiceData all;
  const dataset::ChoiceSummary every = collect_choices(store, games, PlayerSelection{}, all);
  EXPECT_EQ(every.games, 4);
  EXPECT_EQ(every.decisions, 220);
  EXPECT_EQ(every.not_legal, 0);
  EXPECT_EQ(every.rules, (std::vector<std::string>{"classic", "guideline"}));

  // Nobody of that name.
  tetris_ai::ChoiceData none;
  EXPECT_EQ(collect_choices(store, games,
                            PlayerSelection{game_files::PlayerInfo::Kind::Human, "human"}, none)
                .decisions,
            0);
  EXPECT_TRUE(none.empty());
}

TEST(TetrisFit, AGameThatDoesNotReplayIsLeftOutWhole) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t good = record(store, tetris::RuleSet::Classic, mine(), "mine", 0, 50);
  const std::int64_t bad = record(store, tetris::RuleSet::Classic, mine(), "mine", 1, 50);
  // Another seed deals other pieces: the recorded placements stop matching the replay.
  Statement(store.database(), "UPDATE games SET seed = 99 WHERE id = ?1").bind(1, bad).run();
  const auto games = oldest_first(store);
  tetris_ai::ChoiceData data;
  const dataset::ChoiceSummary s = collect_choices(
      store, games, PlayerSelection{game_files::PlayerInfo::Kind::Ai, "mine"}, data);
  EXPECT_EQ(s.diverged, std::vector<std::int64_t>{bad});
  EXPECT_EQ(s.games, 1);
  EXPECT_EQ(s.decisions, 50);
  EXPECT_EQ(data.size(), 50u);
  EXPECT_EQ(store.game(good).pieces, 50);
}

TEST(TetrisFit, AStepBelongsToThePlayerOfItsStretch) {
  game_files::GameSummary game;
  game.players.push_back({game_files::PlayerInfo::Kind::Human, "human"});
  EXPECT_EQ(dataset::step_player(game, 5)->name, "human");
  game_files::Stretch first;
  first.seat = 0;
  first.from_step = 0;
  first.player = {game_files::PlayerInfo::Kind::Human, "human"};
  game_files::Stretch second = first;
  second.from_step = 10;
  second.player = {game_files::PlayerInfo::Kind::Ai, "eltetris"};
  game.stretches = {first, second};
  EXPECT_EQ(dataset::step_player(game, 9)->name, "human");
  EXPECT_EQ(dataset::step_player(game, 10)->name, "eltetris");
  EXPECT_EQ(dataset::step_player(game, 400)->name, "eltetris");
}

}  // namespace
}  // namespace gameai::records

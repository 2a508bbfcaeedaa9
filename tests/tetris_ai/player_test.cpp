// The Tetris AI's front door: settings checked in one place with messages that say what to fix,
// and choices whose key paths, walked through the rules library, lock where they say.

#include "tetris_ai/player.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "common/rng.hpp"
#include "tetris/board_io.hpp"
#include "tetris_ai/column_board.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::RuleSet;

std::string error_of(const PlayerSettings& settings, RuleSet rules = RuleSet::Classic) {
  try {
    Player player(settings, rules);
  } catch (const PlayerError& e) {
    return e.what();
  }
  return {};
}

TEST(Player, SettingsErrorsSayWhatToFix) {
  PlayerSettings s;
  EXPECT_EQ(error_of(s), "");
  s.ai = "eltetrs";
  EXPECT_NE(error_of(s).find("unknown AI 'eltetrs'"), std::string::npos) << error_of(s);
  EXPECT_NE(error_of(s).find("dellacherie"), std::string::npos);
  s = {};
  s.weights = R"({"holes": 1e400})";
  s.weights_source = "big.json";
  const std::string big = error_of(s);
  EXPECT_NE(big.find("big.json"), std::string::npos) << big;
  EXPECT_NE(big.find("\"holes\""), std::string::npos) << big;
  EXPECT_EQ(big.find("json.exception"), std::string::npos) << big;
  s.weights = R"({"hoels": -1})";
  EXPECT_NE(error_of(s).find("unknown weight \"hoels\""), std::string::npos) << error_of(s);
  s.weights = R"({"holes": "many"})";
  EXPECT_NE(error_of(s).find("\"holes\" must be a number"), std::string::npos) << error_of(s);
  s.weights = "[1, 2";
  EXPECT_NE(error_of(s).find("big.json: not a valid weights file"), std::string::npos);
  // A syntax error is placed by line and column, not by the last key read before it.
  s.weights = R"({"holes": -5 "hole_cover": 1})";
  const std::string syntax = error_of(s);
  EXPECT_NE(syntax.find("line 1, column"), std::string::npos) << syntax;
  EXPECT_EQ(syntax.find("at weight"), std::string::npos) << syntax;
  // A weight given twice is named, not silently the last one.
  s.weights = R"({"holes": -5, "pattern_diversity": 1, "holes": -6})";
  EXPECT_NE(error_of(s).find("big.json: weight \"holes\" is given twice"), std::string::npos)
      << error_of(s);
  // compact names every key it takes, its switch included.
  s.ai = "compact";
  s.weights = R"({"deeper_gap_own_colum": true})";
  EXPECT_NE(error_of(s).find("deeper_gap, deeper_gap_own_column"), std::string::npos)
      << error_of(s);
  s = {};
  s.lookahead = 1;
  EXPECT_EQ(error_of(s, RuleSet::Standard), "");
  EXPECT_NE(error_of(s, RuleSet::Guideline).find("are for the one-piece players under classic"),
            std::string::npos);
  s = {};
  s.ai = "bot";
  const std::string classic_bot = error_of(s, RuleSet::Classic);
  EXPECT_NE(classic_bot.find("choose one of compact, eltetris"), std::string::npos) << classic_bot;
  EXPECT_EQ(classic_bot.find(", bot"), std::string::npos) << classic_bot;
  s = {};
  s.lookahead = 1;
  EXPECT_FALSE(supports_lookahead(RuleSet::Guideline));
  EXPECT_TRUE(supports_lookahead(RuleSet::Classic));
  s.beam_width = 4;
  s.beam_depth = 2;
  EXPECT_NE(error_of(s).find("not both"), std::string::npos);
}

TEST(Player, BeamTextAndWeightsFiles) {
  PlayerSettings s;
  parse_beam(s, "8,3");
  EXPECT_EQ(s.beam_width, 8);
  EXPECT_EQ(s.beam_depth, 3);
  for (const char* bad : {"8", "8,", ",3", "a,b", "0,3", "8,0", "5000,2", "8,33", "-1,2"}) {
    EXPECT_THROW(parse_beam(s, bad), PlayerError) << bad;
  }
  const auto dir = std::filesystem::temp_directory_path() / "gameai_player_test";
  std::filesystem::create_directories(dir);
  EXPECT_THROW(load_weights_file(s, dir.string()), PlayerError);
  EXPECT_THROW(load_weights_file(s, (dir / "missing.json").string()), PlayerError);
  const auto file = dir / "w.json";
  std::ofstream(file) << R"({"holes": -2.5})";
  load_weights_file(s, file.string());
  s.beam_width = 0;
  s.ai = "bcts";
  const Player player(s, RuleSet::Classic);
  EXPECT_DOUBLE_EQ(player.weights_json().at("holes").get<double>(), -2.5);
  EXPECT_DOUBLE_EQ(player.weights_json().at("rows_with_holes").get<double>(), -24.04);
  std::filesystem::remove_all(dir);
}

// Under every rule set the choice for a game walks, key by key, to the placement it names and
// locks there as the spin it names; under classic the placement is played directly.
TEST(Player, ChoicesWalkToWhereTheySay) {
  for (const RuleSet rules : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
    tetris::Game game(tetris::GameConfig::for_rules(rules, 11));
    Player player(PlayerSettings{}, rules);
    for (int i = 0; i < 150 && !game.game_over(); ++i) {
      const auto choice = player.choose(game);
      ASSERT_TRUE(choice.has_value());
      const std::int64_t before = game.pieces();
      if (rules == RuleSet::Classic) {
        EXPECT_TRUE(choice->path.empty());
        ASSERT_TRUE(game.play(choice->placement).ok);
      } else {
        ASSERT_FALSE(choice->path.empty());
        EXPECT_EQ(*(choice->path.end() - 1), tetris::Input::HardDrop);
        for (const tetris::Input in : choice->path) game.input(in);
        ASSERT_EQ(game.pieces(), before + 1);
        EXPECT_EQ(game.history().back().placement, tetris::canonical(choice->placement));
        EXPECT_EQ(game.history().back().spin, choice->spin);
      }
    }
    EXPECT_GE(game.pieces(), 150) << tetris::rule_set_name(rules);
  }
}

// The `best` command's question: a board and a piece. The full features come back, hole
// details included, whatever the evaluator weighs.
TEST(Player, ChoosesOnABoardWithFullFeatures) {
  const tetris::Board board = tetris::parse_board(
      "..........\n..........\n..........\n..........\n"
      "#.........\n##.#######\n#########.\n##.#######\n");
  for (const RuleSet rules : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
    Player player(PlayerSettings{}, rules);
    const auto c = player.choose(board, tetris::Piece::I);
    ASSERT_TRUE(c.has_value());
    FeatureCalculator calc;
    calc.reset(ColumnBoard(board), ALL_FEATURES);
    const PlacementFeatures full =
        calc.evaluate(column_shape(c->placement.piece, c->placement.rotation), c->placement.column,
                      c->placement.row);
    EXPECT_EQ(c->features, full) << tetris::rule_set_name(rules);
    EXPECT_GT(c->features[HOLE_DEPTH], 0);
    EXPECT_GT(c->features[HOLE_COVER], 0);
    EXPECT_EQ(c->path.empty(), rules == RuleSet::Classic);
  }
}

// The AI's column board computes the rules board's fingerprint without converting.
TEST(ColumnBoardHash, EqualsTheRulesBoardHash) {
  common::Rng rng(5);
  for (int trial = 0; trial < 500; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    tetris::Board board(w, h);
    for (int x = 0; x < w; ++x) {
      const int top = static_cast<int>(rng.below(static_cast<std::uint32_t>(h)));
      for (int y = 0; y < top; ++y) {
        if (rng.below(3) != 0) board.set(x, y);
      }
    }
    ASSERT_EQ(ColumnBoard(board).hash(), board.hash()) << w << "x" << h;
  }
}

}  // namespace
}  // namespace gameai::tetris_ai

// Tetris run files: written and read back exactly, replayed board by board, refused with a clear
// error when damaged, cut short or from a newer gameai; imported into the store (with their mode
// and result), replayed there, and written back from it.
#include "game_files/tetris_replay_file.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "run_file_games.hpp"
#include "tetris/attack.hpp"

#ifndef GAMEAI_TEST_DATA_DIR
#define GAMEAI_TEST_DATA_DIR "tests/data"
#endif

namespace gameai::game_files {
namespace {

using testing::recorded_run;
using testing::same_steps;
using testing::versus_game;

std::string read_error(const std::string& text) {
  const TetrisRunFileRead r = read_tetris_run_file(text);
  EXPECT_FALSE(r.file.has_value()) << text.substr(0, 200);
  return r.error;
}

class RunFile : public ::testing::TestWithParam<tetris::RuleSet> {};

TEST_P(RunFile, RoundTripsAndReplaysEveryBoard) {
  const TetrisRunFile run = recorded_run(GetParam(), 5, 300, 0, 9);
  ASSERT_GT(run.steps.size(), 30u);  // the policy tops out early, garbage rising
  ASSERT_FALSE(run.garbage.empty());
  const std::string text = write_tetris_run_file(run);
  const TetrisRunFileRead back = read_tetris_run_file(text);
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(same_steps(*back.file, run));
  EXPECT_EQ(back.file->config.rules, run.config.rules);
  EXPECT_EQ(back.file->config.randomizer, run.config.randomizer);
  EXPECT_EQ(back.file->config.seed, run.config.seed);
  EXPECT_EQ(back.file->mode, "sprint");
  EXPECT_EQ(back.file->result, run.result);
  EXPECT_EQ(back.file->garbage, run.garbage);
  // Written again, the very same text.
  EXPECT_EQ(write_tetris_run_file(*back.file), text);
  // Replayed: every step reproduces, and the game ends where the run did.
  std::int64_t last_score = -1;
  const TetrisRunReplay replay =
      replay_tetris_run_file(*back.file, [&](std::int64_t, const tetris::Game& after) {
        last_score = after.score();
        return true;
      });
  EXPECT_TRUE(replay.exact()) << replay.problem;
  EXPECT_EQ(replay.steps, static_cast<std::int64_t>(run.steps.size()));
  EXPECT_EQ(last_score, run.result->score);
}

INSTANTIATE_TEST_SUITE_P(AllRules, RunFile,
                         ::testing::Values(tetris::RuleSet::Classic, tetris::RuleSet::Standard,
                                           tetris::RuleSet::Guideline));

TEST(RunFileReplay, ADigReplaysOnItsCheeseAndNotWithout) {
  TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 9, 60, 10);
  const TetrisRunFileRead back = read_tetris_run_file(write_tetris_run_file(run));
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_EQ(back.file->cheese, run.cheese);
  EXPECT_TRUE(replay_tetris_run_file(*back.file).exact());
  run.cheese.clear();
  const TetrisRunReplay without = replay_tetris_run_file(run);
  EXPECT_FALSE(without.exact());
  EXPECT_EQ(without.diverged_at, 0);
}

TEST(RunFileReplay, AStepChangedIsFoundWhereItDiverges) {
  TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[41].record.board_hash ^= 1;
  const TetrisRunReplay replay = replay_tetris_run_file(run);
  EXPECT_EQ(replay.diverged_at, 41);
  EXPECT_EQ(replay.steps, 41);
  EXPECT_NE(replay.problem.find("step 42 ("), std::string::npos) << replay.problem;
  EXPECT_NE(replay.problem.find("board differs"), std::string::npos) << replay.problem;
  run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[10].score_after += 2;
  EXPECT_NE(replay_tetris_run_file(run).problem.find("the score is"), std::string::npos);
  // A placement the rules never dealt.
  run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[0].record.placement.row = 12;
  EXPECT_NE(replay_tetris_run_file(run).problem.find("not legal"), std::string::npos);
}

TEST(RunFileRead, BadFilesAreRefusedWithWhatIsWrong) {
  const std::string good = write_tetris_run_file(recorded_run(tetris::RuleSet::Guideline, 2, 40));
  ASSERT_TRUE(read_tetris_run_file(good).file);
  EXPECT_NE(read_error("").find("empty"), std::string::npos);
  EXPECT_NE(read_error("   \n").find("empty"), std::string::npos);
  EXPECT_NE(read_error("[Event \"x\"]\n1. h2e2").find("not JSON"), std::string::npos);
  // Cut short anywhere: the file says so, whether or not the JSON still parses.
  for (const std::size_t at : {good.size() / 3, good.size() / 2, good.size() - 3}) {
    const std::string error = read_error(good.substr(0, at));
    EXPECT_NE(error.find("cut short"), std::string::npos) << at << ": " << error;
  }
  EXPECT_NE(read_error(R"({"format": "something-else", "version": 1})").find("\"format\""),
            std::string::npos);
  EXPECT_NE(read_error(R"({"version": 1})").find("not a Tetris run file"), std::string::npos);
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  const std::string newer = read_error(with("\"version\": 1", "\"version\": 3"));
  EXPECT_NE(newer.find("version 3"), std::string::npos) << newer;
  EXPECT_NE(newer.find("update gameai"), std::string::npos) << newer;
  EXPECT_NE(read_error(with("\"rules\": \"guideline\"", "\"rules\": \"tengen\""))
                .find("unknown rule set \"tengen\""),
            std::string::npos);
  EXPECT_NE(read_error(with("\"width\": 10", "\"width\": 99")).find("\"width\" must be from 4"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"width\": 10", "\"width\": \"ten\"")).find("whole number"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"mode\": \"sprint\"", "\"mode\": \"race\"")).find("unknown mode"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"seed\": 2,", "")).find("\"seed\" is missing"), std::string::npos);
  const std::string piece = read_error(with("{\"piece\":\"", "{\"piece\":\"Q\",\"was\":\""));
  EXPECT_NE(piece.find("step 1: \"piece\" must be one of"), std::string::npos) << piece;
  const std::string steps = read_error(with("\"steps\": [", "\"steps\": 7, \"x\": ["));
  EXPECT_FALSE(steps.empty());
  const std::string pieces = read_error(with("\"pieces\": 40", "\"pieces\": 41"));
  EXPECT_NE(pieces.find("cut short or was changed"), std::string::npos) << pieces;
}

TEST(RunFileRead, AFileThePageWroteReadsAndReplays) {
  // Downloaded from the web page after a 40-line sprint played by key events (web/test).
  std::ifstream in(std::string(GAMEAI_TEST_DATA_DIR) + "/records/page-sprint.gameai-run.json");
  ASSERT_TRUE(in) << "tests/data/records/page-sprint.gameai-run.json is missing";
  std::stringstream text;
  text << in.rdbuf();
  const TetrisRunFileRead r = read_tetris_run_file(text.str());
  ASSERT_TRUE(r.file) << r.error;
  EXPECT_EQ(r.file->mode, "sprint");
  ASSERT_TRUE(r.file->result);
  EXPECT_GE(r.file->result->lines, 40);
  EXPECT_TRUE(replay_tetris_run_file(*r.file).exact());
}

TEST(VersusFile, AFileThePageWroteReadsAndBothBoardsReplay) {
  // Downloaded from the web page's Versus tab after a match of two AIs (web/test).
  std::ifstream in(std::string(GAMEAI_TEST_DATA_DIR) + "/records/page-versus.gameai-run.json");
  ASSERT_TRUE(in) << "tests/data/records/page-versus.gameai-run.json is missing";
  std::stringstream text;
  text << in.rdbuf();
  const TetrisFileRead r = read_tetris_file(text.str());
  ASSERT_TRUE(r.versus) << r.error;
  EXPECT_GE(r.versus->winner, 0);
  EXPECT_FALSE(r.versus->boards[0].garbage.empty() && r.versus->boards[1].garbage.empty());
  EXPECT_EQ(r.versus->boards[0].config.seed, r.versus->boards[1].config.seed);
  EXPECT_TRUE(replay_tetris_versus_file(*r.versus).exact());
}

TEST(VersusFile, RoundTripsBothBoardsWhichReplay) {
  const TetrisVersusFile v = versus_game();
  ASSERT_FALSE(v.boards[0].garbage.empty());
  const std::string text = write_tetris_versus_file(v);
  EXPECT_NE(text.find("\"version\": 2"), std::string::npos);
  EXPECT_NE(text.find("\"side\": \"left\""), std::string::npos) << text.substr(0, 600);
  const TetrisFileRead back = read_tetris_file(text);
  ASSERT_TRUE(back.versus) << back.error;
  EXPECT_FALSE(back.run);
  EXPECT_EQ(back.versus->game, 2);
  EXPECT_EQ(back.versus->first_to, 3);
  EXPECT_EQ(back.versus->winner, 1);
  EXPECT_EQ(back.versus->played_at_ms, v.played_at_ms);
  EXPECT_EQ(back.versus->program, v.program);
  for (std::size_t i = 0; i < 2; ++i) {
    const TetrisRunFile& b = back.versus->boards[i];
    EXPECT_TRUE(same_steps(b, v.boards[i])) << i;
    EXPECT_EQ(b.garbage, v.boards[i].garbage) << i;
    EXPECT_EQ(b.mode, "versus");
    EXPECT_EQ(b.player_name, v.boards[i].player_name);
    EXPECT_EQ(b.config.seed, 12u);
    EXPECT_TRUE(replay_tetris_run_file(b).exact()) << i;
  }
  EXPECT_TRUE(replay_tetris_versus_file(*back.versus).exact());
  // A lone run still reads as one, written as version 1; the lone reader refuses a versus file.
  TetrisRunFile alone = v.boards[0];
  alone.mode = "endless";
  const std::string lone = write_tetris_run_file(alone);
  EXPECT_NE(lone.find("\"version\": 1"), std::string::npos);
  EXPECT_TRUE(read_tetris_file(lone).run);
  EXPECT_NE(read_tetris_run_file(text).error.find("versus file holds two boards"),
            std::string::npos);
}

TEST(VersusFile, CutOrDamagedFilesAreRefusedWithWhatIsWrong) {
  const std::string good = write_tetris_versus_file(versus_game());
  for (const std::size_t at : {good.size() / 4, good.size() / 2, good.size() - 4}) {
    const TetrisFileRead r = read_tetris_file(good.substr(0, at));
    EXPECT_FALSE(r.versus || r.run) << at;
    EXPECT_NE(r.error.find("cut short"), std::string::npos) << at << ": " << r.error;
  }
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return read_tetris_file(text.replace(at, from.size(), to)).error;
  };
  EXPECT_NE(with("\"side\": \"left\"", "\"side\": \"right\"").find("the left board: \"side\""),
            std::string::npos);
  EXPECT_NE(with("\"winner\": \"right\"", "\"winner\": \"both\"").find("\"winner\" must be"),
            std::string::npos);
  EXPECT_NE(with("\"version\": 2", "\"version\": 1").find("version 2 or later"), std::string::npos);
  const std::string rules = with("\"rules\": \"guideline\"", "\"rules\": \"tengen\"");
  EXPECT_NE(rules.find("the left board: unknown rule set"), std::string::npos) << rules;
}

}  // namespace
}  // namespace gameai::game_files

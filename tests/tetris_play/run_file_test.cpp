// The web page's table in a mode of play: a finished run comes out as a run file that the
// records library reads back and replays exactly (the dig with its cheese), and the page's
// replay shows the run's boards; endless games keep no steps and give no file.
#include <gtest/gtest.h>

#include "records/tetris_replay_file.hpp"
#include "tetris_table.hpp"

namespace {

using gameai::web::RunReplay;
using gameai::web::TableSettings;
using gameai::web::TetrisTable;
namespace records = gameai::records;

TableSettings mode(const std::string& name, std::uint64_t seed) {
  TableSettings s;
  s.mode = name;
  s.seed = seed;
  s.lookahead = 0;
  return s;
}

TEST(TableRunFile, AFinishedSprintAndDigReplayExactlyFromTheirFiles) {
  for (const std::string name : {"sprint", "dig"}) {
    TetrisTable table(mode(name, 5));
    table.advance(0);
    EXPECT_EQ(table.run_file(0, 0), "") << "no file before the run is over";
    table.session().play_ai_until(400);
    ASSERT_TRUE(table.session().finished()) << name;
    const std::string text = table.run_file(1000, 1700000000000);
    const records::TetrisRunFileRead read = records::read_tetris_run_file(text);
    ASSERT_TRUE(read.file) << read.error;
    const records::TetrisRunFile& run = *read.file;
    EXPECT_EQ(run.mode, name);
    EXPECT_EQ(run.cheese.size(), name == "dig" ? 10u : 0u);
    EXPECT_EQ(run.player_kind, "ai");  // the AI played it: it says so, and it does not count
    ASSERT_TRUE(run.result);
    EXPECT_FALSE(run.result->counts);
    EXPECT_EQ(run.result->end, "finished");
    EXPECT_EQ(run.result->pieces, table.session().game().pieces());
    EXPECT_EQ(run.result->score, table.session().game().score());
    if (name == "sprint") {
      EXPECT_GE(run.result->lines, 40);
    }
    const records::TetrisRunReplay replay = records::replay_tetris_run_file(run);
    EXPECT_TRUE(replay.exact()) << replay.problem;
    // The page's replay: the last board is the game's.
    RunReplay shown;
    ASSERT_EQ(shown.load(text), "");
    const auto last = shown.picture(shown.steps());
    const auto now = table.session().picture();
    EXPECT_EQ(last.score, now.score);
    EXPECT_EQ(last.lines, now.lines);
    for (int y = 0; y < now.height; ++y)
      for (int x = 0; x < now.width; ++x)
        EXPECT_EQ(last.at(x, y) != 0, now.at(x, y) != 0) << name << " " << x << "," << y;
    // Back to the start: the cheese alone.
    const auto first = shown.picture(0);
    EXPECT_EQ(first.pieces, 0);
  }
}

TEST(TableRunFile, EndlessKeepsNoStepsAndABadFileIsRefused) {
  TetrisTable table(mode("endless", 3));
  table.session().play_ai_until(30);
  EXPECT_EQ(table.run_file(0, 0), "");
  RunReplay shown;
  EXPECT_NE(
      shown.load("{\"format\": \"gameai-tetris-run\", \"version\": 1, \"rul").find("cut short"),
      std::string::npos);
  EXPECT_NE(gameai::web::settings_error(mode("race", 1)).find("unknown mode 'race'"),
            std::string::npos);
}

}  // namespace

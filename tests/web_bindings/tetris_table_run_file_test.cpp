// The web page's table in a mode of play: a finished run comes out as a run file that the
// records library reads back and replays exactly (the dig with its cheese), and the page's
// replay shows the run's boards; a zen or endless run is a file while it is played, zen's
// top-outs replayed as they were.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "game_files/tetris_replay_file.hpp"
#include "records/tetris_replay.hpp"
#include "records/tetris_runs.hpp"
#include "tetris_table.hpp"

namespace {

using gameai::web::RunReplay;
using gameai::web::TableSettings;
using gameai::web::TetrisTable;
namespace records = gameai::records;
namespace game_files = gameai::game_files;

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
    const game_files::TetrisRunFileRead read = game_files::read_tetris_run_file(text);
    ASSERT_TRUE(read.file) << read.error;
    const game_files::TetrisRunFile& run = *read.file;
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
    const game_files::TetrisRunReplay replay = game_files::replay_tetris_run_file(run);
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

// A person's keys: one hard drop every 50 ms from `t`, after the countdown a first key starts.
void drop(TetrisTable& table, double& t, int pieces) {
  for (int i = 0; i < pieces; ++i) {
    t += 50;
    table.press("hard", t);
    table.release("hard", t);
    table.advance(t);
  }
}

// The page's replay of `text` ends on the board the table shows now.
void expect_replay_ends_as(const std::string& text, const TetrisTable& table) {
  RunReplay shown;
  ASSERT_EQ(shown.load(text), "");
  const auto last = shown.picture(shown.steps());
  const auto now = table.session().picture();
  EXPECT_EQ(last.score, now.score);
  for (int y = 0; y < now.height; ++y)
    for (int x = 0; x < now.width; ++x)
      EXPECT_EQ(last.at(x, y) != 0, now.at(x, y) != 0) << x << "," << y;
}

TEST(TableRunFile, AZenRunSoFarIsAFileThatReplaysThroughItsTopOuts) {
  TetrisTable table(mode("zen", 3));
  double t = 0;
  table.press("hard", t);  // starts the countdown
  table.release("hard", t);
  t += 3100;
  table.advance(t);
  // Hard drops in the middle top out again and again; zen empties the board each time.
  int cleared = 0;
  for (int i = 0; i < 120; ++i) {
    const int before = table.session().game().board().max_height();
    drop(table, t, 1);
    if (table.session().game().board().max_height() < before - 4) ++cleared;
  }
  ASSERT_GE(cleared, 2);
  ASSERT_FALSE(table.session().over());
  const std::string text = table.run_file(t, 1700000000000);
  const game_files::TetrisRunFileRead read = game_files::read_tetris_run_file(text);
  ASSERT_TRUE(read.file) << read.error;
  EXPECT_EQ(read.file->mode, "zen");
  EXPECT_EQ(read.file->player_kind, "human");
  EXPECT_EQ(read.file->steps.size(), 120u);
  ASSERT_TRUE(read.file->result);
  EXPECT_EQ(read.file->result->end, "finished");  // zen ends where the player stops
  EXPECT_FALSE(read.file->result->counts);
  EXPECT_EQ(read.file->result->pieces, 120);
  EXPECT_EQ(read.file->result->keys, 120);  // the key that started the countdown is not one
  const game_files::TetrisRunReplay replay = game_files::replay_tetris_run_file(*read.file);
  EXPECT_TRUE(replay.exact()) << replay.problem;
  expect_replay_ends_as(text, table);
  // Imported into the records: stored as zen, replayed there and written back the same.
  const std::filesystem::path db = std::filesystem::temp_directory_path() /
                                   ("gameai-zen-run-" + std::to_string(::getpid()) + ".sqlite");
  std::filesystem::remove(db);
  {
    records::Store store(db.string());
    const records::TetrisRunImport imported = records::import_tetris_run(store, *read.file);
    const records::TetrisReplayResult stored =
        records::replay_tetris(store, store.game(imported.id));
    EXPECT_TRUE(stored.exact()) << stored.problem;
    const game_files::TetrisRunFile back = records::tetris_run_file(store, imported.id);
    EXPECT_EQ(back.mode, "zen");
    EXPECT_TRUE(game_files::replay_tetris_run_file(back).exact());
  }
  std::filesystem::remove(db);
  // Without its mode the same steps do not replay past the first top-out.
  game_files::TetrisRunFile endless = *read.file;
  endless.mode = "endless";
  EXPECT_FALSE(game_files::replay_tetris_run_file(endless).exact());
  // The play goes on after the download, and a later file holds the later pieces.
  drop(table, t, 5);
  const game_files::TetrisRunFileRead later =
      game_files::read_tetris_run_file(table.run_file(t, 0));
  ASSERT_TRUE(later.file) << later.error;
  EXPECT_EQ(later.file->steps.size(), 125u);
}

TEST(TableRunFile, AnEndlessGameIsAFileWhilePlayedAndAtItsTopOut) {
  TetrisTable table(mode("endless", 3));
  double t = 0;
  table.advance(t);
  drop(table, t, 8);
  const std::string playing = table.run_file(t, 0);
  const game_files::TetrisRunFileRead read = game_files::read_tetris_run_file(playing);
  ASSERT_TRUE(read.file) << read.error;
  EXPECT_EQ(read.file->mode, "endless");
  EXPECT_EQ(read.file->steps.size(), 8u);
  EXPECT_FALSE(read.file->result) << "an endless game still played has no result yet";
  EXPECT_TRUE(game_files::replay_tetris_run_file(*read.file).exact());
  EXPECT_TRUE(table.session().game().history().size() <= 1u)
      << "the game's own history is dropped as the table takes the steps";
  drop(table, t, 200);
  ASSERT_TRUE(table.session().over());
  const std::string over = table.run_file(t, 0);
  const game_files::TetrisRunFileRead end = game_files::read_tetris_run_file(over);
  ASSERT_TRUE(end.file) << end.error;
  ASSERT_TRUE(end.file->result);
  EXPECT_EQ(end.file->result->end, "topped_out");
  EXPECT_EQ(static_cast<std::int64_t>(end.file->steps.size()), table.session().game().pieces());
  EXPECT_TRUE(game_files::replay_tetris_run_file(*end.file).exact());
  expect_replay_ends_as(over, table);
}

TEST(TableRunFile, ABadFileIsRefused) {
  RunReplay shown;
  EXPECT_NE(
      shown.load("{\"format\": \"gameai-tetris-run\", \"version\": 1, \"rul").find("cut short"),
      std::string::npos);
  EXPECT_NE(gameai::web::settings_error(mode("race", 1)).find("unknown mode 'race'"),
            std::string::npos);
}

}  // namespace

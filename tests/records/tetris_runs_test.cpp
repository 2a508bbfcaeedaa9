// Tetris runs in a mode of play and the personal best of each mode, rules and board size: the
// least time for sprint and dig, the most score for ultra and marathon, among the runs that count.
#include "records/tetris_runs.hpp"

#include <gtest/gtest.h>

#include "cli_run.hpp"
#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "run_file_games.hpp"
#include "test_support.hpp"
#include "tetris_games.hpp"

namespace gameai::records {
namespace {

using game_files::testing::recorded_run;
using game_files::testing::same_steps;
using game_files::testing::versus_game;

// A stored Tetris game to hang a run on.
std::int64_t new_game(Store& store) {
  TetrisSetup setup;
  setup.rules = "guideline";
  TetrisRecorder recorder(store, setup);
  testing::SyntheticSteps source;
  recorder.add_step(source.step(0));
  recorder.finish("finished");
  return recorder.game_id();
}

TetrisRun run(std::int64_t game, const std::string& mode, std::int64_t time_ms, std::int64_t score,
              bool counts = true) {
  TetrisRun r;
  r.game_id = game;
  r.mode = mode;
  r.rules = "guideline";
  r.counts = counts;
  r.time_ms = time_ms;
  r.pieces = 100;
  r.keys = 250;
  r.lines = 40;
  r.score = score;
  r.level = 5;
  return r;
}

TEST(TetrisRuns, AreStoredWithTheirGameAndReadBack) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = new_game(store);
  EXPECT_FALSE(tetris_run(store, id).has_value());
  const TetrisRun r = run(id, "sprint", 61234, 9000);
  store_tetris_run(store, r);
  EXPECT_EQ(tetris_run(store, id), r);
  // Stored again for the same game: replaced.
  TetrisRun again = r;
  again.time_ms = 60000;
  store_tetris_run(store, again);
  EXPECT_EQ(tetris_run(store, id), again);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM tetris_runs"), 1);
  // Deleting the game deletes its run.
  store.delete_game(id);
  EXPECT_FALSE(tetris_run(store, id).has_value());
}

TEST(TetrisRuns, TheBestIsTheLeastTimeOrTheMostScoreOfTheRunsThatCount) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  EXPECT_FALSE(best_tetris_run(store, "sprint", "guideline", 10, 20, RunOrder::LeastTime));
  const auto stored = [&](TetrisRun r) {
    r.game_id = new_game(store);
    store_tetris_run(store, r);
    return r.game_id;
  };
  stored(run(0, "sprint", 70000, 99999));
  const std::int64_t fastest = stored(run(0, "sprint", 65000, 100));
  stored(run(0, "sprint", 65000, 100));         // as fast, later: the first one stays the best
  stored(run(0, "sprint", 30000, 100, false));  // with the AI's help: does not count
  TetrisRun small = run(0, "sprint", 20000, 100);
  small.width = 6;  // another board
  const std::int64_t narrow = stored(small);
  TetrisRun standard = run(0, "sprint", 10000, 100);
  standard.rules = "standard";
  stored(standard);
  stored(run(0, "ultra", 120000, 30000));
  const std::int64_t ultra_best = stored(run(0, "ultra", 120000, 45000));
  stored(run(0, "ultra", 120000, 90000, false));

  auto best = best_tetris_run(store, "sprint", "guideline", 10, 20, RunOrder::LeastTime);
  ASSERT_TRUE(best.has_value());
  EXPECT_EQ(best->game_id, fastest);
  EXPECT_EQ(best->time_ms, 65000);
  best = best_tetris_run(store, "sprint", "guideline", 6, 20, RunOrder::LeastTime);
  ASSERT_TRUE(best.has_value());
  EXPECT_EQ(best->game_id, narrow);
  best = best_tetris_run(store, "ultra", "guideline", 10, 20, RunOrder::MostScore);
  ASSERT_TRUE(best.has_value());
  EXPECT_EQ(best->game_id, ultra_best);
  EXPECT_EQ(best->score, 45000);
  EXPECT_FALSE(best_tetris_run(store, "dig", "guideline", 10, 20, RunOrder::LeastTime));
  EXPECT_FALSE(best_tetris_run(store, "ultra", "classic", 10, 20, RunOrder::MostScore));
}

TEST(TetrisRuns, BadRunsAreRefusedNamingWhatIsWrong) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  try {
    store_tetris_run(store, run(42, "sprint", 1000, 0));
    FAIL() << "a run of no game was stored";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("no game 42"), std::string::npos) << e.what();
  }
  TetrisRun bad = run(new_game(store), "sprint", 1000, 0);
  bad.ended = "won";
  EXPECT_THROW(store_tetris_run(store, bad), game_files::RecordsError);
  XiangqiRecorder xiangqi(store, {});
  xiangqi.add_move(game_files::XiangqiMove("h2e2"));
  xiangqi.flush();
  try {
    store_tetris_run(store, run(xiangqi.game_id(), "sprint", 1000, 0));
    FAIL() << "a xiangqi game took a Tetris run";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::Invalid);
  }
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM tetris_runs"), 0);
}

// Run files (game_files/tetris_replay_file.hpp) imported into the store, replayed there and
// written back from it.

TEST(RunFileStore, ImportStoresTheGameAndItsRunAndReplaysThere) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const game_files::TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 9, 60, 10, 7);
  ASSERT_TRUE(run.result);
  ASSERT_GE(run.garbage.size(), 3u);
  const TetrisRunImport imported = import_tetris_run(store, run);
  EXPECT_FALSE(imported.duplicate);
  const game_files::GameSummary game = store.game(imported.id);
  EXPECT_EQ(game.source, RUN_FILE_SOURCE);
  EXPECT_EQ(game.pieces, static_cast<std::int64_t>(run.steps.size()));
  const std::vector<game_files::TetrisGarbage> garbage = store.tetris_garbage(imported.id);
  ASSERT_FALSE(garbage.empty());
  EXPECT_EQ(garbage.front().step, -1);
  EXPECT_EQ(std::vector<int>(garbage.front().holes.begin(), garbage.front().holes.end()),
            run.cheese);
  EXPECT_EQ(garbage.size(), run.garbage.size() + 1);
  const TetrisReplayResult replay = replay_tetris(store, game);
  EXPECT_TRUE(replay.exact()) << replay.problem;
  EXPECT_EQ(replay.score, run.result->score);
  const auto stored = tetris_run(store, imported.id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->mode, "dig");
  EXPECT_EQ(stored->time_ms, 61234);
  EXPECT_EQ(stored->counts, run.result->counts);
  // The same run again is not stored twice.
  const TetrisRunImport again = import_tetris_run(store, run);
  EXPECT_TRUE(again.duplicate);
  EXPECT_EQ(again.id, imported.id);
  // Written back from the store: the same run.
  const game_files::TetrisRunFile out = tetris_run_file(store, imported.id);
  EXPECT_TRUE(same_steps(out, run));
  EXPECT_EQ(out.cheese, run.cheese);
  EXPECT_EQ(out.garbage, run.garbage);
  EXPECT_EQ(out.mode, "dig");
  EXPECT_EQ(out.result, run.result);
  EXPECT_TRUE(game_files::replay_tetris_run_file(out).exact());
}

TEST(RunFileStore, ARunThatDoesNotReplayIsNotStored) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  game_files::TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 4, 50);
  run.steps[20].score_after = 1;
  try {
    import_tetris_run(store, run);
    FAIL() << "imported";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::Invalid);
    EXPECT_NE(std::string(e.what()).find("step 21"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(store.list_games({}).empty());
}

TEST(RunFileStore, AStoredGameOfARecorderIsWrittenAsAFileThatReplays) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = testing::play_and_record(store, tetris::RuleSet::Standard, 7, 120);
  const game_files::TetrisRunFile file = tetris_run_file(store, id);
  EXPECT_EQ(file.mode, "endless");
  EXPECT_FALSE(file.result);
  EXPECT_EQ(file.player_kind, "ai");
  EXPECT_EQ(file.player_name, "lowest");
  const game_files::TetrisRunFileRead back =
      game_files::read_tetris_run_file(game_files::write_tetris_run_file(file));
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(game_files::replay_tetris_run_file(*back.file).exact());
}

TEST(RunFileCli, ImportThenReplayAndExport) {
  testing::TempDir dir;
  const std::string db = dir.file("cli.sqlite");
  const std::string path = dir.file("run.json");
  std::ofstream(path) << game_files::write_tetris_run_file(
      recorded_run(tetris::RuleSet::Guideline, 6, 70, 10));
  const auto imported = cli_test::run_gameai("records import " + path + " --db " + db);
  ASSERT_EQ(imported.status, 0) << imported.out;
  EXPECT_NE(imported.out.find("as game 1 (dig"), std::string::npos) << imported.out;
  const auto replayed = cli_test::run_gameai("records replay 1 --db " + db);
  EXPECT_EQ(replayed.status, 0) << replayed.out;
  const auto again = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(again.status, 0);
  EXPECT_NE(again.out.find("already stored as game 1"), std::string::npos) << again.out;
  const std::string out = dir.file("out.json");
  const auto exported = cli_test::run_gameai(
      "records export --game tetris --format run --id 1 --out " + out + " --db " + db);
  ASSERT_EQ(exported.status, 0) << exported.out;
  std::ifstream written(out);
  std::stringstream text;
  text << written.rdbuf();
  const game_files::TetrisRunFileRead back = game_files::read_tetris_run_file(text.str());
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(game_files::replay_tetris_run_file(*back.file).exact());
  // A damaged file: a clear error, status 2, nothing stored.
  std::ofstream(path) << "{\"format\": \"gameai-tetris-run\", \"version\": 1, \"rules\": \"gu";
  const auto bad = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("cut short"), std::string::npos) << bad.out;
}

TEST(VersusFile, ImportStoresBothBoardsLinkedAsTheDesktopRecordsThem) {
  testing::TempDir dir;
  Store store(dir.file("v.sqlite"));
  const game_files::TetrisVersusFile v = versus_game();
  const TetrisVersusImport imported = import_tetris_versus(store, v);
  EXPECT_FALSE(imported.duplicate);
  const auto tag = [&](std::int64_t id, const std::string& name) {
    for (const auto& [n, value] : store.game(id).tags)
      if (n == name) return value;
    return std::string();
  };
  EXPECT_EQ(tag(imported.ids[0], "Versus"), "left");
  EXPECT_EQ(tag(imported.ids[1], "Versus"), "right");
  EXPECT_EQ(tag(imported.ids[0], "Opponent"), std::to_string(imported.ids[1]));
  EXPECT_EQ(tag(imported.ids[1], "Opponent"), std::to_string(imported.ids[0]));
  for (std::size_t i = 0; i < 2; ++i) {
    const game_files::GameSummary game = store.game(imported.ids[i]);
    EXPECT_EQ(game.pieces, static_cast<std::int64_t>(v.boards[i].steps.size()));
    EXPECT_EQ(game.result, i == 1 ? "won" : "game_over");
    EXPECT_EQ(store.tetris_garbage(imported.ids[i]).size(), v.boards[i].garbage.size());
    const TetrisReplayResult replay = replay_tetris(store, game);
    EXPECT_TRUE(replay.exact()) << i << ": " << replay.problem;
    // Each board written back from the store is the board of the file.
    const game_files::TetrisRunFile out = tetris_run_file(store, imported.ids[i]);
    EXPECT_TRUE(same_steps(out, v.boards[i]));
    EXPECT_EQ(out.garbage, v.boards[i].garbage);
  }
  const TetrisVersusImport again = import_tetris_versus(store, v);
  EXPECT_TRUE(again.duplicate);
  EXPECT_EQ(again.ids, imported.ids);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

TEST(VersusFile, ABoardThatDoesNotReplayIsRefusedAndNothingIsStored) {
  testing::TempDir dir;
  Store store(dir.file("v.sqlite"));
  for (int side = 0; side < 2; ++side) {
    game_files::TetrisVersusFile v = versus_game();
    v.boards[static_cast<std::size_t>(side)].garbage.front().holes.front() ^= 1;  // another hole
    try {
      import_tetris_versus(store, v);
      FAIL() << "imported";
    } catch (const game_files::RecordsError& e) {
      EXPECT_EQ(e.kind(), game_files::ErrorKind::Invalid);
      EXPECT_NE(std::string(e.what()).find(side == 0 ? "the left board: " : "the right board: "),
                std::string::npos)
          << e.what();
    }
    EXPECT_TRUE(store.list_games({}).empty()) << side;
  }
}

TEST(VersusFileCli, ImportStoresBothBoardsAndRefusesABadOneWhole) {
  testing::TempDir dir;
  const std::string db = dir.file("cli.sqlite");
  const std::string path = dir.file("versus.json");
  std::ofstream(path) << game_files::write_tetris_versus_file(versus_game());
  const auto imported = cli_test::run_gameai("records import " + path + " --db " + db);
  ASSERT_EQ(imported.status, 0) << imported.out;
  const game_files::TetrisVersusFile v = versus_game();
  EXPECT_NE(
      imported.out.find("as games 1 (left, human, " + std::to_string(v.boards[0].steps.size()) +
                        " pieces) and 2 (right, bot, " + std::to_string(v.boards[1].steps.size()) +
                        " pieces): versus game 2, right won"),
      std::string::npos)
      << imported.out;
  EXPECT_EQ(cli_test::run_gameai("records replay 1 --db " + db).status, 0);
  EXPECT_EQ(cli_test::run_gameai("records replay 2 --db " + db).status, 0);
  const auto again = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_NE(again.out.find("already stored as games 1 and 2"), std::string::npos) << again.out;
  game_files::TetrisVersusFile bad = versus_game();
  bad.boards[1].steps[10].score_after += 1;
  bad.program = "changed";
  std::ofstream(path) << game_files::write_tetris_versus_file(bad);
  const auto refused = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.out.find("the right board: "), std::string::npos) << refused.out;
  Store store(db);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

}  // namespace
}  // namespace gameai::records

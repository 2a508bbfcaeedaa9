// Tetris runs in a mode of play and the personal best of each mode, rules and board size: the
// least time for sprint and dig, the most score for ultra and marathon, among the runs that count.
#include "records/tetris_runs.hpp"

#include <gtest/gtest.h>

#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

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
  } catch (const RecordsError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("no game 42"), std::string::npos) << e.what();
  }
  TetrisRun bad = run(new_game(store), "sprint", 1000, 0);
  bad.ended = "won";
  EXPECT_THROW(store_tetris_run(store, bad), RecordsError);
  XiangqiRecorder xiangqi(store, {});
  xiangqi.add_move(XiangqiMove("h2e2"));
  xiangqi.flush();
  try {
    store_tetris_run(store, run(xiangqi.game_id(), "sprint", 1000, 0));
    FAIL() << "a xiangqi game took a Tetris run";
  } catch (const RecordsError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Invalid);
  }
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM tetris_runs"), 0);
}

}  // namespace
}  // namespace gameai::records

// Batching and interruption of TetrisRecorder and XiangqiRecorder, seen from a second
// connection as another process would see the file.
#include <gtest/gtest.h>

#include <thread>

#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

std::int64_t committed_steps(const std::string& path) {
  Database reader(path, OpenMode::ReadOnly, 1000);
  return reader.query_int("SELECT coalesce(sum(step_count), 0) FROM tetris_chunks");
}

TEST(TetrisRecorder, CommitsWholeBatchesAndKeepsTheRestPending) {
  testing::TempDir dir;
  const std::string path = dir.file("r.sqlite");
  Store store(path);
  TetrisRecorder recorder(store, {}, {.batch_size = 10, .max_interval_ms = 3'600'000});
  testing::SyntheticSteps source;
  for (int i = 0; i < 25; ++i) recorder.add_step(source.step(i));
  EXPECT_EQ(recorder.committed_steps(), 20);
  EXPECT_EQ(recorder.steps(), 25);
  EXPECT_EQ(committed_steps(path), 20);
  Database reader(path, OpenMode::ReadOnly, 1000);
  EXPECT_EQ(reader.query_int("SELECT pieces FROM games"), 20);
  EXPECT_EQ(reader.query_int("SELECT finished FROM games"), 0);
  recorder.flush();
  EXPECT_EQ(committed_steps(path), 25);
}

TEST(TetrisRecorder, SlowGamesAreCommittedWithinTheInterval) {
  testing::TempDir dir;
  const std::string path = dir.file("r.sqlite");
  Store store(path);
  TetrisRecorder recorder(store, {}, {.batch_size = 4096, .max_interval_ms = 20});
  testing::SyntheticSteps source;
  recorder.add_step(source.step(0));
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  recorder.add_step(source.step(1));  // the first step after the interval commits all
  EXPECT_EQ(recorder.committed_steps(), 2);
  EXPECT_EQ(committed_steps(path), 2);
}

TEST(TetrisRecorder, UnfinishedGameKeepsEveryStepAndStaysUnfinished) {
  testing::TempDir dir;
  const std::string path = dir.file("r.sqlite");
  Store store(path);
  std::int64_t id = 0;
  {
    TetrisRecorder recorder(store, {}, {.batch_size = 100, .max_interval_ms = 3'600'000});
    testing::SyntheticSteps source;
    for (int i = 0; i < 150; ++i) recorder.add_step(source.step(i));
    id = recorder.game_id();
  }  // destroyed without finish(), as when play is interrupted
  const game_files::GameSummary game = store.game(id);
  EXPECT_FALSE(game.finished);
  EXPECT_EQ(game.pieces, 150);
  EXPECT_EQ(store.tetris_step_count(id), 150);
}

TEST(TetrisRecorder, StepsAfterFinishAreRefused) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  TetrisRecorder recorder(store, {}, {.batch_size = 1, .max_interval_ms = 1000});
  recorder.finish("game_over");
  EXPECT_TRUE(recorder.finished());
  EXPECT_THROW(recorder.add_step({}), game_files::RecordsError);
}

TEST(TetrisRecorder, ThreadsShareOneStore) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&store] {
      TetrisRecorder recorder(store, {}, {.batch_size = 50, .max_interval_ms = 1000});
      testing::SyntheticSteps source;
      for (int i = 0; i < 1000; ++i) recorder.add_step(source.step(i));
      recorder.finish("game_over");
    });
  for (auto& thread : threads) thread.join();
  for (const game_files::GameSummary& game : store.list_games({})) {
    EXPECT_TRUE(game.finished);
    EXPECT_EQ(store.tetris_step_count(game.id), 1000);
  }
  EXPECT_EQ(store.list_games({}).size(), 4u);
}

TEST(XiangqiRecorder, HumanPaceCommitsEveryMoveAndFinishStoresTheResult) {
  testing::TempDir dir;
  const std::string path = dir.file("r.sqlite");
  Store store(path);
  XiangqiSetup setup;
  setup.start_fen = XIANGQI_START_FEN;
  XiangqiRecorder recorder(store, setup, {.batch_size = 64, .max_interval_ms = 0});
  recorder.add_move(game_files::XiangqiMove("b2e2"));
  Database reader(path, OpenMode::ReadOnly, 1000);
  EXPECT_EQ(reader.query_int("SELECT count(*) FROM xiangqi_nodes"), 1);
  recorder.add_move(game_files::XiangqiMove("h9g7", -15, 8, 300));
  recorder.finish(xiangqi::Result::Draw, "agreed", "some-fen");
  EXPECT_EQ(reader.query_int("SELECT plies FROM games"), 2);
  EXPECT_EQ(reader.query_text("SELECT final_fen FROM games"), "some-fen");
  EXPECT_THROW(recorder.add_move(game_files::XiangqiMove("a0a1")), game_files::RecordsError);
}

TEST(XiangqiRecorder, PlayerSpecsMapToKinds) {
  EXPECT_EQ(xiangqi_player("human").kind, game_files::PlayerInfo::Kind::Human);
  EXPECT_EQ(xiangqi_player("human", 300).settings, "{}");
  const game_files::PlayerInfo ai = xiangqi_player("ai:7", 300);
  EXPECT_EQ(ai.kind, game_files::PlayerInfo::Kind::Ai);
  EXPECT_EQ(ai.name, "ai:7");
  EXPECT_EQ(ai.settings, R"({"movetime_ms":300})");
  EXPECT_EQ(xiangqi_player("minimax:3").kind, game_files::PlayerInfo::Kind::Ai);
  EXPECT_EQ(xiangqi_player("uci:/usr/games/fairy-stockfish").kind,
            game_files::PlayerInfo::Kind::Engine);
  EXPECT_EQ(xiangqi_player("ucci:eleeye").kind, game_files::PlayerInfo::Kind::Engine);
  EXPECT_EQ(xiangqi_player("xboard:fairy-stockfish").kind, game_files::PlayerInfo::Kind::Engine);
}

TEST(XiangqiRecorder, WholeGameAtOnce) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = xiangqi_player("ai:3");
  setup.black = xiangqi_player("uci:fairy-stockfish");
  const std::int64_t id = record_xiangqi_game(store, setup, {"h2e2", "h9g7"},
                                              xiangqi::Result::BlackWins, "time forfeit", "fen");
  const game_files::GameSummary game = store.game(id);
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.plies, 2);
  EXPECT_EQ(game.reason, "time forfeit");
  EXPECT_EQ(store.xiangqi_moves(id)[1].move, "h9g7");
}

}  // namespace
}  // namespace gameai::records

#include "records/store.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

std::int64_t record_tetris(Store& store, const std::string& rules, const std::string& ai, int steps,
                           int lines_each_third) {
  TetrisSetup setup;
  setup.rules = rules;
  setup.seed = 7;
  setup.player = {game_files::PlayerInfo::Kind::Ai, ai};
  TetrisRecorder recorder(store, setup);
  std::int64_t score = 0;
  for (int i = 0; i < steps; ++i) {
    game_files::TetrisStep step;
    step.lines_cleared = static_cast<std::uint8_t>(i % 3 == 2 ? lines_each_third : 0);
    score += step.lines_cleared;
    step.score_after = score;
    recorder.add_step(step);
  }
  recorder.finish("game_over", "spawn blocked");
  return recorder.game_id();
}

std::int64_t record_xiangqi(Store& store, const std::string& red, const std::string& black,
                            xiangqi::Result result) {
  XiangqiSetup setup;
  setup.red = {game_files::PlayerInfo::Kind::Ai, red};
  setup.black = {game_files::PlayerInfo::Kind::Ai, black};
  XiangqiRecorder recorder(store, setup);
  recorder.add_move(game_files::XiangqiMove("h2e2", 30, 9, 120));
  recorder.add_move(game_files::XiangqiMove("h9g7", std::nullopt, std::nullopt, 2500));
  recorder.finish(result, "adjudicated", "fen-after");
  return recorder.game_id();
}

TEST(Store, TetrisGameRoundTrips) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  testing::SyntheticSteps source;
  TetrisSetup setup;
  setup.rules = "guideline";
  setup.height = 22;
  setup.seed = 0xfedcba9876543210ull;
  setup.player = {game_files::PlayerInfo::Kind::Ai, "eltetris", R"({"controller":"beam"})",
                  weights_digest(R"({"holes":-7.9})")};
  std::vector<game_files::TetrisStep> written;
  std::int64_t id = 0;
  {
    TetrisRecorder recorder(store, setup, {.batch_size = 100, .max_interval_ms = 60000});
    for (int i = 0; i < 1234; ++i) {
      written.push_back(source.step(i));
      recorder.add_step(written.back());
    }
    recorder.finish("game_over", "spawn blocked");
    id = recorder.game_id();
  }
  const game_files::GameSummary game = store.game(id);
  EXPECT_EQ(game.game, game_files::GameKind::Tetris);
  EXPECT_EQ(game.variant, "guideline");
  EXPECT_EQ(game.height, 22);
  EXPECT_EQ(game.seed, 0xfedcba9876543210ull);
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.result, "game_over");
  EXPECT_EQ(game.reason, "spawn blocked");
  EXPECT_EQ(game.pieces, 1234);
  EXPECT_EQ(game.score, written.back().score_after);
  std::int64_t lines = 0;
  for (const game_files::TetrisStep& s : written) lines += s.lines_cleared;
  EXPECT_EQ(game.lines, lines);
  EXPECT_EQ(game.program_version, GAMEAI_VERSION);
  EXPECT_GE(game.ended_at_ms, game.started_at_ms);
  ASSERT_EQ(game.players.size(), 1u);
  EXPECT_EQ(game.players[0].kind, game_files::PlayerInfo::Kind::Ai);
  EXPECT_EQ(game.players[0].settings, R"({"controller":"beam"})");
  EXPECT_EQ(game.players[0].weights_hash.size(), 16u);

  EXPECT_EQ(store.tetris_step_count(id), 1234);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM tetris_chunks"), 13);
  std::int64_t seen = 0;
  store.for_each_tetris_step(id, [&](std::int64_t index, const game_files::TetrisStep& step) {
    EXPECT_EQ(index, seen);
    EXPECT_TRUE(testing::same_step(written[static_cast<std::size_t>(index)], step)) << index;
    ++seen;
    return true;
  });
  EXPECT_EQ(seen, 1234);
}

TEST(Store, XiangqiGameRoundTrips) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id =
      record_xiangqi(store, "ai:5", "uci:fairy-stockfish", xiangqi::Result::BlackWins);
  const game_files::GameSummary game = store.game(id);
  EXPECT_EQ(game.game, game_files::GameKind::Xiangqi);
  EXPECT_EQ(game.plies, 2);
  EXPECT_EQ(game.result, "black");
  EXPECT_EQ(game.final_fen, "fen-after");
  ASSERT_EQ(game.players.size(), 2u);
  EXPECT_EQ(game.players[1].name, "uci:fairy-stockfish");
  const auto moves = store.xiangqi_moves(id);
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0].move, "h2e2");
  EXPECT_EQ(moves[0].score, 30);
  EXPECT_EQ(moves[0].depth, 9);
  EXPECT_EQ(moves[1].move, "h9g7");
  EXPECT_FALSE(moves[1].score.has_value());
  EXPECT_EQ(moves[1].time_ms, 2500);
}

TEST(Store, ListFiltersByGameNewestFirstWithLimit) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto t1 = record_tetris(store, "classic", "compact", 10, 1);
  const auto x1 = record_xiangqi(store, "ai:1", "ai:2", xiangqi::Result::RedWins);
  const auto t2 = record_tetris(store, "classic", "compact", 10, 1);
  auto all = store.list_games({});
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].id, t2);
  EXPECT_EQ(all[2].id, t1);
  GameFilter filter;
  filter.game = game_files::GameKind::Tetris;
  auto tetris = store.list_games(filter);
  ASSERT_EQ(tetris.size(), 2u);
  filter.game = game_files::GameKind::Xiangqi;
  filter.limit = 1;
  auto one = store.list_games(filter);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].id, x1);
  filter.game.reset();
  filter.limit = 2;
  EXPECT_EQ(store.list_games(filter).size(), 2u);
}

TEST(Store, StatsAggregatePerPlayerAndRuleSet) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  // 30 steps with 2 lines every third step = 20 lines; 9 steps x 1 line each third = 3 lines.
  record_tetris(store, "classic", "eltetris", 30, 2);
  record_tetris(store, "classic", "eltetris", 9, 1);
  record_tetris(store, "standard", "eltetris", 3, 4);
  record_xiangqi(store, "ai:5", "ai:3", xiangqi::Result::RedWins);
  record_xiangqi(store, "ai:3", "ai:5", xiangqi::Result::Draw);
  record_xiangqi(store, "ai:3", "ai:5", xiangqi::Result::RedWins);
  const auto rows = store.stats(std::nullopt);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].variant, "classic");
  EXPECT_EQ(rows[0].games, 2);
  EXPECT_DOUBLE_EQ(rows[0].mean_lines, 11.5);
  EXPECT_EQ(rows[0].max_lines, 20);
  EXPECT_EQ(rows[1].variant, "standard");
  EXPECT_EQ(rows[1].max_lines, 4);
  // ai:3 won once (as red), drew once, lost once (as black against ai:5's red).
  EXPECT_EQ(rows[2].player, "ai:3");
  EXPECT_EQ(rows[2].games, 3);
  EXPECT_EQ(rows[2].wins, 1);
  EXPECT_EQ(rows[2].draws, 1);
  EXPECT_EQ(rows[2].losses, 1);
  EXPECT_EQ(rows[3].player, "ai:5");
  EXPECT_EQ(rows[3].wins, 1);
  EXPECT_EQ(rows[3].losses, 1);
  EXPECT_EQ(store.stats(game_files::GameKind::Xiangqi).size(), 2u);
}

TEST(Store, DeleteRemovesTheGameAndEverythingItOwns) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto keep = record_tetris(store, "classic", "compact", 5000, 1);
  const auto gone = record_tetris(store, "classic", "compact", 5000, 1);
  const auto moves = record_xiangqi(store, "a", "b", xiangqi::Result::Draw);
  store.delete_game(gone);
  store.delete_game(moves);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM games"), 1);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM players"), 1);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM xiangqi_nodes"), 0);
  EXPECT_EQ(store.tetris_step_count(gone), 0);
  EXPECT_EQ(store.tetris_step_count(keep), 5000);
  try {
    store.delete_game(gone);
    FAIL() << "deleting a missing game succeeded";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::NotFound);
  }
  store.vacuum();
  EXPECT_EQ(store.integrity_check(), "ok");
  EXPECT_EQ(store.tetris_step_count(keep), 5000);
}

TEST(Store, MissingGameIsNotFound) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  try {
    store.game(42);
    FAIL();
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("42"), std::string::npos);
  }
}

}  // namespace
}  // namespace gameai::records

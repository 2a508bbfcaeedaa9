// A xiangqi game stored move by move while its player takes moves back and plays others (the
// desktop app's undo, redo and clicks in the move list), and killed before it ends.
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "game_files/xiangqi_replay.hpp"
#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

std::vector<std::string> texts(const std::vector<game_files::XiangqiMove>& moves) {
  std::vector<std::string> out;
  for (const game_files::XiangqiMove& m : moves) out.push_back(m.move);
  return out;
}

TEST(XiangqiRewrite, StoreReplacesTheTailInOneGo) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiRecorder recorder(store, {}, {.batch_size = 1});
  for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"})
    recorder.add_move(game_files::XiangqiMove(m));
  const std::vector<game_files::XiangqiMove> tail = {game_files::XiangqiMove("b9c7", 12, 7, 450),
                                                     game_files::XiangqiMove("b0c2")};
  store.replace_xiangqi_moves(recorder.game_id(), 1, tail);
  const auto moves = store.xiangqi_moves(recorder.game_id());
  EXPECT_EQ(texts(moves), (std::vector<std::string>{"h2e2", "b9c7", "b0c2"}));
  EXPECT_EQ(moves[1].score, 12);
  EXPECT_EQ(moves[1].depth, 7);
  EXPECT_EQ(moves[1].time_ms, 450);
  EXPECT_FALSE(moves[2].score.has_value());
  EXPECT_EQ(store.game(recorder.game_id()).plies, 3);
  // Back to the start: no moves at all.
  store.replace_xiangqi_moves(recorder.game_id(), 0, {});
  EXPECT_TRUE(store.xiangqi_moves(recorder.game_id()).empty());
  EXPECT_EQ(store.game(recorder.game_id()).plies, 0);
}

TEST(XiangqiRewrite, StoreRefusesWhatItCannotReplace) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::vector<game_files::XiangqiMove> one = {game_files::XiangqiMove("h2e2")};
  EXPECT_THROW(store.replace_xiangqi_moves(999, 0, one), game_files::RecordsError);
  XiangqiRecorder open_game(store, {}, {.batch_size = 1});
  open_game.add_move(game_files::XiangqiMove("h2e2"));
  EXPECT_THROW(store.replace_xiangqi_moves(open_game.game_id(), 2, one), game_files::RecordsError);
  EXPECT_THROW(store.replace_xiangqi_moves(open_game.game_id(), -1, one), game_files::RecordsError);
  const std::int64_t done =
      record_xiangqi_game(store, {}, {"h2e2"}, xiangqi::Result::Draw, "agreed", "fen");
  EXPECT_THROW(store.replace_xiangqi_moves(done, 0, one), game_files::RecordsError);
  EXPECT_EQ(texts(store.xiangqi_moves(done)), std::vector<std::string>{"h2e2"});
  TetrisRecorder tetris(store, {});
  EXPECT_THROW(store.replace_xiangqi_moves(tetris.game_id(), 0, one), game_files::RecordsError);
}

TEST(XiangqiRewrite, RecorderRewritesPendingAndCommittedMoves) {
  testing::TempDir dir;
  const std::string path = dir.file("r.sqlite");
  Store store(path);
  XiangqiRecorder recorder(store, {}, {.batch_size = 3, .max_interval_ms = 3'600'000});
  for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"})
    recorder.add_move(game_files::XiangqiMove(m));
  // Plies 0-2 committed, ply 3 pending; take back one pending move only.
  const std::vector<game_files::XiangqiMove> other = {game_files::XiangqiMove("b9c7")};
  recorder.rewrite(3, other);
  EXPECT_EQ(texts(store.xiangqi_moves(recorder.game_id())),
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "b9c7"}));
  // Take back into the committed moves.
  const std::vector<game_files::XiangqiMove> again = {game_files::XiangqiMove("c6c5"),
                                                      game_files::XiangqiMove("b0c2")};
  recorder.rewrite(1, again);
  EXPECT_EQ(recorder.plies(), 3);
  EXPECT_EQ(texts(store.xiangqi_moves(recorder.game_id())),
            (std::vector<std::string>{"h2e2", "c6c5", "b0c2"}));
  EXPECT_THROW(recorder.rewrite(4, other), game_files::RecordsError);
  recorder.finish(xiangqi::Result::Draw, "agreed", "fen");
  EXPECT_THROW(recorder.rewrite(0, other), game_files::RecordsError);
  EXPECT_EQ(store.game(recorder.game_id()).plies, 3);
}

TEST(XiangqiRewrite, GameKilledMidwayKeepsEveryMoveAndReplays) {
  testing::TempDir dir;
  const std::string path = dir.file("killed.sqlite");
  { Store create(path); }
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    // As the desktop app records: every move committed as it is played; a takeback rewrites
    // the tail. Then the process dies without finishing the game or running any destructor.
    try {
      Store store(path);
      XiangqiSetup setup;
      setup.red = xiangqi_player("human");
      setup.black = xiangqi_player("ai:3");
      XiangqiRecorder recorder(store, setup, {.batch_size = 1});
      recorder.add_move(game_files::XiangqiMove("h2e2", std::nullopt, std::nullopt, 2100));
      recorder.add_move(game_files::XiangqiMove("h9g7", -20, 6, 300));
      recorder.add_move(game_files::XiangqiMove("h0g2", std::nullopt, std::nullopt, 900));
      const std::vector<game_files::XiangqiMove> instead = {
          game_files::XiangqiMove("b0c2"),
          game_files::XiangqiMove("b9c7", game_files::xiangqi_mate_score(-3), 9)};
      recorder.rewrite(2, instead);
      recorder.add_move(game_files::XiangqiMove("a0a1"));
    } catch (...) {
      ::_exit(2);
    }
    ::_exit(0);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  ASSERT_EQ(WEXITSTATUS(status), 0);

  Store store(path);
  EXPECT_EQ(store.integrity_check(), "ok");
  const auto games = store.list_games({});
  ASSERT_EQ(games.size(), 1u);
  EXPECT_FALSE(games[0].finished);
  EXPECT_EQ(games[0].plies, 5);
  const auto moves = store.xiangqi_moves(games[0].id);
  EXPECT_EQ(texts(moves), (std::vector<std::string>{"h2e2", "h9g7", "b0c2", "b9c7", "a0a1"}));
  EXPECT_EQ(moves[0].time_ms, 2100);
  EXPECT_EQ(moves[1].score, -20);
  EXPECT_EQ(game_files::xiangqi_score_text(*moves[3].score), "mated 3");
  const game_files::XiangqiReplayResult replay = game_files::replay_xiangqi(games[0], moves);
  EXPECT_EQ(replay.plies, 5u);
  EXPECT_EQ(replay.final_fen,
            "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C4/R8/2BAKABNR b - - 5 3");
}

TEST(XiangqiScore, MateScoresReadBack) {
  EXPECT_EQ(game_files::xiangqi_mate_score(3), 99997);
  EXPECT_EQ(game_files::xiangqi_mate_score(-2), -99998);
  EXPECT_EQ(game_files::xiangqi_score_text(game_files::xiangqi_mate_score(3)), "mate 3");
  EXPECT_EQ(game_files::xiangqi_score_text(game_files::xiangqi_mate_score(-2)), "mated 2");
  EXPECT_EQ(game_files::xiangqi_score_text(35), "+0.35");
  EXPECT_EQ(game_files::xiangqi_score_text(-120), "-1.20");
  EXPECT_EQ(game_files::xiangqi_score_text(0), "+0.00");
}

}  // namespace
}  // namespace gameai::records

// Processes: a writer killed with SIGKILL in the middle of a game, and two writers at once.
// Each child opens its own connection after fork(), as separate programs would.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdio>

#include "records/tetris_recorder.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

constexpr std::size_t BATCH = 1000;

// Child: records steps forever, reporting the committed count on `report` after each commit.
[[noreturn]] void endless_writer(const std::string& path, int report) {
  try {
    Store store(path);
    TetrisRecorder recorder(store, {}, {.batch_size = BATCH, .max_interval_ms = 3'600'000});
    testing::SyntheticSteps source;
    std::int64_t reported = 0;
    for (std::int64_t i = 0;; ++i) {
      recorder.add_step(source.step(i));
      if (recorder.committed_steps() != reported) {
        reported = recorder.committed_steps();
        if (::write(report, &reported, sizeof reported) != sizeof reported) ::_exit(3);
      }
    }
  } catch (...) {
    ::_exit(2);
  }
}

TEST(Crash, WriterKilledMidBatchLeavesAConsistentStore) {
  testing::TempDir dir;
  const std::string path = dir.file("crash.sqlite");
  { Store create(path); }
  int pipe_fds[2];
  ASSERT_EQ(::pipe(pipe_fds), 0);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(pipe_fds[0]);
    endless_writer(path, pipe_fds[1]);
  }
  ::close(pipe_fds[1]);
  std::int64_t last_report = 0;
  // Let it commit a few batches, then kill it while it gathers (or commits) the next.
  while (last_report < static_cast<std::int64_t>(5 * BATCH))
    ASSERT_EQ(::read(pipe_fds[0], &last_report, sizeof last_report), sizeof last_report);
  ::usleep(300);
  ::kill(child, SIGKILL);
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));
  // A commit may have completed between the last report and the kill.
  std::int64_t more = 0;
  while (::read(pipe_fds[0], &more, sizeof more) == sizeof more) last_report = more;
  ::close(pipe_fds[0]);

  Store store(path);
  EXPECT_EQ(store.integrity_check(), "ok");
  const auto games = store.list_games({});
  ASSERT_EQ(games.size(), 1u);
  EXPECT_FALSE(games[0].finished);
  const std::int64_t survived = store.tetris_step_count(games[0].id);
  std::printf("killed writer: %lld steps survived, last reported commit %lld\n",
              static_cast<long long>(survived), static_cast<long long>(last_report));
  EXPECT_GE(survived, last_report);
  EXPECT_LE(survived, last_report + static_cast<std::int64_t>(BATCH));
  EXPECT_EQ(survived % static_cast<std::int64_t>(BATCH), 0);
  EXPECT_EQ(games[0].pieces, survived);
  // Every surviving step is exactly what was written.
  testing::SyntheticSteps source;
  std::int64_t checked = 0;
  store.for_each_tetris_step(games[0].id,
                             [&](std::int64_t index, const game_files::TetrisStep& step) {
                               EXPECT_TRUE(testing::same_step(source.step(index), step)) << index;
                               ++checked;
                               return true;
                             });
  EXPECT_EQ(checked, survived);
  // The store stays writable after the crash.
  TetrisRecorder recorder(store, {});
  recorder.finish("game_over");
}

// Child: records `games` Tetris games and one xiangqi game; exits 0 when all were stored.
[[noreturn]] void finite_writer(const std::string& path, int games, int steps) {
  try {
    Store store(path);
    for (int g = 0; g < games; ++g) {
      TetrisRecorder recorder(store, {}, {.batch_size = 200, .max_interval_ms = 1000});
      testing::SyntheticSteps source;
      for (int i = 0; i < steps; ++i) recorder.add_step(source.step(i));
      recorder.finish("game_over");
    }
    XiangqiRecorder recorder(store, {}, {.batch_size = 1, .max_interval_ms = 1000});
    for (int i = 0; i < 50; ++i)
      recorder.add_move(game_files::XiangqiMove(i % 2 ? "h9g7" : "g7h9"));
    recorder.finish(xiangqi::Result::Draw, "repetition", "");
    ::_exit(0);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "writer failed: %s\n", e.what());
    ::_exit(1);
  }
}

TEST(Crash, TwoProcessesWriteAtTheSameTime) {
  testing::TempDir dir;
  const std::string path = dir.file("shared.sqlite");
  { Store create(path); }
  constexpr int GAMES = 3;
  constexpr int STEPS = 20'000;
  pid_t children[2];
  for (pid_t& child : children) {
    child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) finite_writer(path, GAMES, STEPS);
  }
  for (pid_t child : children) {
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
  }
  Store store(path);
  EXPECT_EQ(store.integrity_check(), "ok");
  GameFilter tetris;
  tetris.game = game_files::GameKind::Tetris;
  const auto games = store.list_games(tetris);
  ASSERT_EQ(games.size(), 2u * GAMES);
  for (const game_files::GameSummary& game : games) {
    EXPECT_TRUE(game.finished);
    EXPECT_EQ(store.tetris_step_count(game.id), STEPS);
  }
  EXPECT_EQ(store.database().query_int("SELECT sum(plies) FROM games WHERE game = 'xiangqi'"), 100);
}

}  // namespace
}  // namespace gameai::records

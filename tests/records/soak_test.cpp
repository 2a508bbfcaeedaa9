// Soak: 100 writers killed with SIGKILL at random moments while they record Tetris games into one
// store file, each cycle adding games to what the earlier ones left. After every kill the store
// must open, pass SQLite's integrity check and hold everything the writers reported committed:
// at least the steps of every commit, exactly the steps of every finished game, and every stored
// step as it was written. Some kills land before the first commit, some while the store is being
// opened. Labelled `slow`.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <random>

#include "records/tetris_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

constexpr int CYCLES = 100;
constexpr std::size_t BATCH = 64;
constexpr std::int64_t GAME_STEPS = 640;  // a game is finished after this many steps

// What a writer told the parent: a commit of game `id` (steps so far), or its finish.
struct Report {
  std::int64_t id = 0;
  std::int64_t committed = 0;
  std::int64_t finished = 0;
};

void send(int fd, const Report& r) {
  if (::write(fd, &r, sizeof r) != sizeof r) ::_exit(3);
}

// Child: records games until killed, reporting every commit and every finished game.
[[noreturn]] void writer(const std::string& path, int report) {
  try {
    Store store(path);
    for (;;) {
      TetrisRecorder recorder(store, {}, {.batch_size = BATCH, .max_interval_ms = 3'600'000});
      testing::SyntheticSteps source;
      std::int64_t reported = 0;
      for (std::int64_t i = 0; i < GAME_STEPS; ++i) {
        recorder.add_step(source.step(i));
        if (recorder.committed_steps() != reported) {
          reported = recorder.committed_steps();
          send(report, {recorder.game_id(), reported, 0});
        }
      }
      recorder.finish("game_over");
      send(report, {recorder.game_id(), GAME_STEPS, 1});
    }
  } catch (...) {
    ::_exit(2);
  }
}

TEST(Soak, HundredWritersKilledMidWrite) {
  testing::TempDir dir;
  const std::string path = dir.file("soak.sqlite");
  { Store create(path); }
  std::mt19937 rng(20261123);
  std::map<std::int64_t, Report> promised;  // per game, the most the writers reported
  std::int64_t verified_steps = 0, early_kills = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int cycle = 0; cycle < CYCLES; ++cycle) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      ::close(fds[0]);
      writer(path, fds[1]);
    }
    ::close(fds[1]);
    // Every fourth kill comes at a random moment from the start (possibly while the store is
    // opened); the others after the first commit, at a random moment of the next batches.
    Report r;
    if (cycle % 4 == 0) {
      ::usleep(std::uniform_int_distribution<useconds_t>(0, 20'000)(rng));
    } else {
      ASSERT_EQ(::read(fds[0], &r, sizeof r), static_cast<ssize_t>(sizeof r));
      promised[r.id] = r;
      ::usleep(std::uniform_int_distribution<useconds_t>(0, 30'000)(rng));
    }
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status)) << "cycle " << cycle << ": the writer exited by itself";
    bool any = false;
    while (::read(fds[0], &r, sizeof r) == static_cast<ssize_t>(sizeof r)) {
      Report& p = promised[r.id];
      p.id = r.id;
      p.committed = std::max(p.committed, r.committed);
      p.finished = p.finished || r.finished;
      any = true;
    }
    ::close(fds[0]);
    early_kills += cycle % 4 == 0 && !any;

    Store store(path);
    ASSERT_EQ(store.integrity_check(), "ok") << "cycle " << cycle;
    for (const auto& [id, p] : promised) {
      const std::int64_t stored = store.tetris_step_count(id);
      ASSERT_GE(stored, p.committed) << "cycle " << cycle << ", game " << id;
      if (p.finished) {
        ASSERT_TRUE(store.game(id).finished) << "cycle " << cycle << ", game " << id;
        ASSERT_EQ(stored, GAME_STEPS) << "cycle " << cycle << ", game " << id;
      }
    }
    // The games this writer touched hold exactly the steps it wrote.
    for (const game_files::GameSummary& game :
         store.list_games({.game = game_files::GameKind::Tetris, .limit = 12})) {
      testing::SyntheticSteps source;
      store.for_each_tetris_step(
          game.id, [&](std::int64_t index, const game_files::TetrisStep& step) {
            EXPECT_TRUE(testing::same_step(source.step(index), step)) << game.id << " " << index;
            ++verified_steps;
            return true;
          });
    }
  }
  Store store(path);
  std::int64_t stored = 0, finished = 0;
  const auto games = store.list_games({});
  for (const game_files::GameSummary& game : games) {
    stored += store.tetris_step_count(game.id);
    finished += game.finished;
  }
  std::printf(
      "soak: %d writers killed (%lld before any commit), %zu games (%lld finished), %lld steps "
      "stored, %lld step reads verified, integrity ok after every kill, %.1f s\n",
      CYCLES, static_cast<long long>(early_kills), games.size(), static_cast<long long>(finished),
      static_cast<long long>(stored), static_cast<long long>(verified_steps),
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

}  // namespace
}  // namespace gameai::records

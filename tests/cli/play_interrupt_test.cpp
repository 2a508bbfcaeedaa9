// `gameai tetris play` and `gameai xiangqi match` stopped with Ctrl-C (SIGINT) as a user stops
// them: the games that ended were printed as they ended, and the summary of those games follows,
// with exit status 130. A match of 10^8 games takes no more memory than one of ten, and stops as
// promptly.

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Stopped {
  int status = -1;
  std::string out;
  long max_rss_kb = 0;         // the program's peak memory
  double seconds_to_stop = 0;  // from the signal to the program's exit
};

// Starts gameai with `args`, reads its output until `wait_for` has appeared, sends SIGINT and
// reads the rest. The signal goes after 30 s at the latest, so a program that prints nothing
// fails the test instead of hanging it.
Stopped interrupt_after(const std::vector<std::string>& args, const std::string& wait_for) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) return {};
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(pipe_fds[1], STDOUT_FILENO);
    ::dup2(pipe_fds[1], STDERR_FILENO);
    ::close(pipe_fds[0]);
    ::close(pipe_fds[1]);
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(GAMEAI_CLI_PATH));
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(GAMEAI_CLI_PATH, argv.data());
    ::_exit(127);
  }
  ::close(pipe_fds[1]);
  Stopped result;
  bool sent = false;
  std::chrono::steady_clock::time_point sent_at;
  char buffer[4096];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  for (;;) {
    if (!sent) {
      pollfd ready{pipe_fds[0], POLLIN, 0};
      if (::poll(&ready, 1, 100) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
          ::kill(pid, SIGINT);
          sent = true;
          sent_at = std::chrono::steady_clock::now();
        }
        continue;
      }
    }
    const ssize_t n = ::read(pipe_fds[0], buffer, sizeof buffer);
    if (n <= 0) break;
    result.out.append(buffer, static_cast<std::size_t>(n));
    if (!sent && result.out.find(wait_for) != std::string::npos) {
      ::kill(pid, SIGINT);
      sent = true;
      sent_at = std::chrono::steady_clock::now();
    }
  }
  ::close(pipe_fds[0]);
  int raw = 0;
  rusage usage{};
  ::wait4(pid, &raw, 0, &usage);
  result.seconds_to_stop =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - sent_at).count();
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.max_rss_kb = usage.ru_maxrss;
  return result;
}

TEST(TetrisPlayInterrupt, CtrlCPrintsTheFinishedGamesAndExits130) {
  // A million short games: far more than run before the signal arrives.
  const Stopped r = interrupt_after({"tetris", "play", "--ai", "eltetris", "--games", "1000000",
                                     "--max-pieces", "2000", "--threads", "1"},
                                    "game 2: lines");
  EXPECT_EQ(r.status, 130) << r.out;
  EXPECT_NE(r.out.find("game 0: lines"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 1: lines"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("interrupted: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" of 1000000 games finished"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("eltetris, classic 10x20, "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mean lines"), std::string::npos) << r.out;
}

// 10^8 games asked for: nothing is kept per game asked (the results are summed as games end), so
// the program stays small, and Ctrl-C stops it at once rather than after walking every game left.
TEST(TetrisPlayInterrupt, AHundredMillionGamesTakeLittleMemoryAndStopAtOnce) {
  const Stopped r = interrupt_after({"tetris", "play", "--ai", "eltetris", "--games", "100000000",
                                     "--max-pieces", "1", "--threads", "2"},
                                    "game 1000: lines");
  EXPECT_EQ(r.status, 130) << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find(" of 100000000 games finished"), std::string::npos);
  // Before: 4 GB, and 25 s to stop. A few seconds on a loaded machine is still "at once".
  EXPECT_LT(r.max_rss_kb, 200 * 1024) << "peak memory " << r.max_rss_kb << " KiB";
  EXPECT_LT(r.seconds_to_stop, 10.0);
}

TEST(XiangqiMatchInterrupt, CtrlCPrintsTheScoreOfTheFinishedGames) {
  const Stopped r = interrupt_after(
      {"xiangqi", "match", "ai:1", "ai:1", "--games", "1000", "--movetime", "20", "--seed", "3"},
      "game 2/1000: ");
  EXPECT_EQ(r.status, 130) << r.out;
  EXPECT_NE(r.out.find("game 1/1000: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("interrupted: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" of 1000 games finished"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Score of ai:1 vs ai:1: W/D/L "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Elo difference: "), std::string::npos) << r.out;
  EXPECT_LT(r.seconds_to_stop, 10.0);
}

}  // namespace

// `gameai xiangqi play` against another engine, played by a small scripted UCCI engine: how a move
// time is given to a UCCI engine, how a `nobestmove` draw claim is judged, and that the whole
// engine process goes when the game ends, even when the shell started it as a child.

#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

// Speaks enough UCCI to play red's first move. MODE: `play` answers `go` with h2e2 (on `stop`
// when the search has no limit), `claim` answers every `go` with nobestmove, `claim-once` only
// the first. It logs its pid, each `go` and the milliseconds from `go` to `stop` to LOG, and
// keeps running after its input closes, as ElephantEye does.
constexpr const char* FAKE_ENGINE = R"(import os, sys, time
mode, log = sys.argv[1], open(sys.argv[2], 'a', buffering=1)
log.write('pid %d\n' % os.getpid())
def say(text):
    sys.stdout.write(text + '\n'); sys.stdout.flush()
gos, started, waiting = 0, 0.0, False
for line in sys.stdin:
    words = line.split()
    if not words: continue
    if words[0] == 'ucci': say('id name fake'); say('ucciok')
    elif words[0] == 'isready': say('readyok')
    elif words[0] == 'go':
        gos += 1; started = time.time(); log.write(line)
        if mode == 'claim' or (mode == 'claim-once' and gos == 1): say('nobestmove')
        elif 'infinite' in words: waiting = True
        else: say('bestmove h2e2')
    elif words[0] == 'stop' and waiting:
        log.write('stop after %d ms\n' % ((time.time() - started) * 1000))
        waiting = False; say('bestmove h2e2')
    elif words[0] == 'quit': break
time.sleep(30)
)";

struct FakeEngine {
  std::string script;
  std::string log;
  explicit FakeEngine(const std::string& name) {
    script = ::testing::TempDir() + "gameai_fake_ucci_" + name + ".py";
    log = ::testing::TempDir() + "gameai_fake_ucci_" + name + ".log";
    std::ofstream(script) << FAKE_ENGINE;
    std::remove(log.c_str());
  }
  // A `ucci:` player; `; true` keeps the shell running as the engine's parent.
  std::string player(const std::string& mode) const {
    return "'ucci:python3 " + script + " " + mode + " " + log + "; true'";
  }
  std::string logged() const {
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }
  pid_t pid() const {
    const std::string text = logged();
    const auto at = text.find("pid ");
    return at == std::string::npos ? -1 : std::stoi(text.substr(at + 4));
  }
};

bool alive(pid_t pid) {
  for (int i = 0; i < 100; ++i) {
    if (::kill(pid, 0) != 0 && errno == ESRCH) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

TEST(ExternalEngine, UcciSearchesTheWholeMoveTimeThenIsStopped) {
  const FakeEngine fake("timing");
  const CliRun r = run_gameai(
      "xiangqi play --red " + fake.player("play") + " --black human --letters --movetime 600",
      "resign\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("1. C2=5"), std::string::npos) << r.out;
  const std::string log = fake.logged();
  EXPECT_NE(log.find("go depth infinite"), std::string::npos) << log;
  const auto at = log.find("stop after ");
  ASSERT_NE(at, std::string::npos) << log;
  const int ms = std::stoi(log.substr(at + 11));
  EXPECT_GE(ms, 550) << log;
  EXPECT_LE(ms, 1500) << log;
}

TEST(ExternalEngine, TheEngineStartedByTheShellEndsWithTheGame) {
  const FakeEngine fake("group");
  const CliRun r = run_gameai(
      "xiangqi play --red " + fake.player("play") + " --black human --letters --movetime 50",
      "resign\n");
  EXPECT_EQ(r.status, 0) << r.out;
  const pid_t pid = fake.pid();
  ASSERT_GT(pid, 0) << fake.logged();
  EXPECT_FALSE(alive(pid)) << "the engine (pid " << pid << ") outlived the game";
  if (alive(pid)) ::kill(pid, SIGKILL);
}

TEST(ExternalEngine, ADrawClaimTheRulesDoNotGiveIsRefusedThenForfeits) {
  const FakeEngine once("claim_once");
  const CliRun plays_on = run_gameai(
      "xiangqi play --red " + once.player("claim-once") + " --black human --letters --movetime 50",
      "resign\n");
  EXPECT_EQ(plays_on.status, 0) << plays_on.out;
  EXPECT_NE(plays_on.out.find("1. C2=5"), std::string::npos) << plays_on.out;
  EXPECT_NE(plays_on.out.find("Red wins: Black resigned"), std::string::npos) << plays_on.out;

  const FakeEngine always("claim");
  const CliRun r = run_gameai(
      "xiangqi play --red " + always.player("claim") + " --black human --letters --movetime 50",
      "resign\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("claimed a draw (nobestmove) that the rules do not give"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Black wins"), std::string::npos) << r.out;
}

}  // namespace

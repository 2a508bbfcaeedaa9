// `gameai xiangqi play` and `match` against other engines, played by small scripted UCCI engines
// that behave as ElephantEye: how a move time is given to a UCCI engine, that a `nobestmove`
// answering a late `stop` is read away, how a `nobestmove` draw claim is judged, that the whole
// engine process goes when the game ends, even when the shell started it as a child, and that a
// command that is not there is said to be not found.

#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

// Speaks UCCI as ElephantEye does, enough to play red's first moves: MOVES (comma-separated) in
// turn. `go depth N` searches until `stop`; `go depth infinite` is depth 0 to ElephantEye, which
// answers nobestmove at once; a `stop` with no search running is answered with nobestmove. MODE:
// `play` as described, `late` answers each `go` 200 ms after it whether stopped or not (so a stop
// sent before then finds it idle), `claim` answers every `go` with nobestmove, `claim-once` only
// the first. It logs its pid, each `go` and the milliseconds from `go` to `stop` to LOG, and keeps
// running after its input closes, as ElephantEye does.
constexpr const char* FAKE_ENGINE = R"(import os, sys, time
mode, log = sys.argv[1], open(sys.argv[2], 'a', buffering=1)
moves = (sys.argv[3] if len(sys.argv) > 3 else 'h2e2').split(',')
log.write('pid %d\n' % os.getpid())
def say(text):
    sys.stdout.write(text + '\n'); sys.stdout.flush()
gos, started, waiting = 0, 0.0, False
def answer():
    say('bestmove ' + moves[min(gos - 1, len(moves) - 1)])
for line in sys.stdin:
    words = line.split()
    if not words: continue
    if words[0] == 'ucci': say('id name fake'); say('ucciok')
    elif words[0] == 'isready': say('readyok')
    elif words[0] == 'go':
        gos += 1; started = time.time(); log.write(line)
        if mode == 'claim' or (mode == 'claim-once' and gos == 1): say('nobestmove')
        elif 'infinite' in words: say('nobestmove')
        elif mode == 'late': time.sleep(0.2); answer()
        else: waiting = True
    elif words[0] == 'stop':
        if waiting:
            log.write('stop after %d ms\n' % ((time.time() - started) * 1000))
            waiting = False; answer()
        else: say('nobestmove')
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
  std::string player(const std::string& mode, const std::string& moves = "h2e2") const {
    return "'ucci:python3 " + script + " " + mode + " " + log + " " + moves + "; true'";
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
  EXPECT_NE(log.find("go depth 32"), std::string::npos) << log;
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

// A stop that crosses the engine's answer: the idle engine answers it with nobestmove, which is
// read away before the next move, so each move costs one `go` and no draw claim is seen.
TEST(ExternalEngine, ANobestmoveAnsweringALateStopIsDrained) {
  const FakeEngine fake("late");
  const CliRun r = run_gameai("xiangqi play --red " + fake.player("late", "h2e2,h0g2,b0c2") +
                                  " --black human --letters --movetime 50",
                              "H8+7\nH2+3\nresign\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("3. H8+7"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Red wins: Black resigned"), std::string::npos) << r.out;
  const std::string log = fake.logged();
  std::size_t gos = 0;
  for (auto at = log.find("go "); at != std::string::npos; at = log.find("go ", at + 1)) ++gos;
  EXPECT_EQ(gos, 3u) << log;
}

TEST(ExternalEngine, ACommandThatIsNotThereIsSaidToBeNotFound) {
  for (const char* player : {"uci:/nonexistent/engine", "ucci:/nonexistent/engine"}) {
    const CliRun r = run_gameai(std::string("xiangqi match ") + player + " ai:1 --games 1");
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("engine command '/nonexistent/engine' was not found"), std::string::npos)
        << r.out;
  }
}

// Drives gameai-xiangqi in UCCI as ElephantEye behaves: `go depth infinite` is depth 0
// (nobestmove at once), a `stop` with no search running is answered with nobestmove, and every
// answer comes a little late, so stops often cross it.
constexpr const char* ELEPHANTEYE_LIKE = R"(import subprocess, sys, threading, time
engine = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True, bufsize=1)
lock, searching = threading.Lock(), [False]
def say(text):
    with lock: sys.stdout.write(text + '\n'); sys.stdout.flush()
def pump():
    for line in engine.stdout:
        if line.startswith('bestmove') or line.startswith('nobestmove'):
            time.sleep(0.02)
            with lock: searching[0] = False
        say(line.rstrip('\n'))
threading.Thread(target=pump, daemon=True).start()
def send(line):
    engine.stdin.write(line); engine.stdin.flush()
for line in sys.stdin:
    words = line.split()
    if not words: continue
    if words[0] == 'go':
        if 'depth' in words and words[words.index('depth') + 1] == 'infinite':
            say('nobestmove'); continue
        with lock: searching[0] = True
        send(line)
    elif words[0] == 'stop':
        with lock: busy = searching[0]
        if busy: send(line)
        else: say('nobestmove')
    else:
        send(line)
        if words[0] == 'quit': break
)";

// Two games of a match against an engine that behaves as ElephantEye: none is lost to a
// misunderstanding (no forfeit for a missing or refused move).
TEST(ExternalEngine, AMatchAgainstAnElephantEyeLikeEngine) {
  const std::string script = ::testing::TempDir() + "gameai_elephanteye_like.py";
  std::ofstream(script) << ELEPHANTEYE_LIKE;
  const CliRun r = run_gameai("xiangqi match 'ucci:python3 " + script + " " + GAMEAI_ENGINE_PATH +
                              "' ai:1 --games 2 --movetime 50");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("game 1/2: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 2/2: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("loses: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Score of gameai-xiangqi"), std::string::npos) << r.out;
}

// The same against ElephantEye itself, when GAMEAI_ELEPHANTEYE names a build of it (its BOOK.DAT
// beside it): g++ -O3 -DNDEBUG ELEEYE/*.cpp base/pipe.cpp from github.com/xqbase/eleeye.
TEST(ExternalEngine, AMatchAgainstElephantEye) {
  const char* eleeye = std::getenv("GAMEAI_ELEPHANTEYE");
  if (eleeye == nullptr || *eleeye == '\0') GTEST_SKIP() << "GAMEAI_ELEPHANTEYE is not set";
  const CliRun r =
      run_gameai(std::string("xiangqi match 'ucci:") + eleeye + "' ai:3 --games 2 --movetime 100");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("game 1/2: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 2/2: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("has no move"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("gave no move"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Score of ElephantEye"), std::string::npos) << r.out;
}

}  // namespace

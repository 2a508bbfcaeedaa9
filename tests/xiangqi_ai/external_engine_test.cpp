// The external-engine client against a real engine: our own gameai-xiangqi executable, spoken to
// in UCI and in UCCI through pipes. Every move it sends back must be legal in the game so far.
#include "xiangqi_ai/external_engine.hpp"

#include <gtest/gtest.h>

#include <deque>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {
namespace {

// Plays `plies` moves of engine-against-itself and checks each reply in a Position.
void play_plies(EngineProtocol protocol, int plies) {
  ExternalEngine engine(protocol, GAMEAI_ENGINE_PATH);
  std::vector<std::string> info_lines;
  engine.set_info_handler([&](const std::string& line) { info_lines.push_back(line); });
  engine.start();
  EXPECT_EQ(engine.name().rfind("gameai-xiangqi", 0), 0u) << engine.name();
  engine.new_game();

  std::deque<xiangqi::StateInfo> states(1);
  xiangqi::Position pos;
  ASSERT_TRUE(pos.set(xiangqi::START_FEN, &states.back()));
  std::vector<std::string> moves;
  for (int ply = 0; ply < plies; ++ply) {
    std::string problem;
    const auto reply = engine.best_move(std::string(xiangqi::START_FEN), moves, 30, problem);
    ASSERT_TRUE(reply.has_value()) << problem;
    const xiangqi::Move m = xiangqi::parse_legal_iccs(pos, *reply);
    ASSERT_NE(m, xiangqi::Move::none()) << "illegal reply " << *reply << " at ply " << ply;
    states.emplace_back();
    pos.do_move(m, states.back());
    moves.push_back(*reply);
  }
  EXPECT_FALSE(info_lines.empty()) << "the engine's search info never reached the handler";
  for (const auto& line : info_lines) EXPECT_EQ(line.rfind("info ", 0), 0u) << line;
}

TEST(ExternalEngine, OwnEngineOverUciPlaysLegalMoves) {
  play_plies(EngineProtocol::Uci, 6);
}

TEST(ExternalEngine, OwnEngineOverUcciPlaysLegalMoves) {
  play_plies(EngineProtocol::Ucci, 6);
}

TEST(ExternalEngine, ProgramThatIsNotAnEngineIsNamedInTheError) {
  ExternalEngine engine(EngineProtocol::Uci, "/bin/true");
  try {
    engine.start();
    FAIL() << "start() accepted /bin/true";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("/bin/true"), std::string::npos) << e.what();
    // "exited with status 0 without answering 'uci'" once it has gone, "did not answer 'uci'"
    // while it still runs: either way the handshake it failed is named.
    EXPECT_NE(std::string(e.what()).find("answer"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("'uci'"), std::string::npos) << e.what();
  }
}

TEST(ExternalEngine, EngineThatDiesReportsItInsteadOfAMove) {
  // Answers the handshake, then exits at the first `go`.
  ExternalEngine engine(EngineProtocol::Uci,
                        "while read l; do case $l in uci) echo uciok;; isready) echo readyok;; "
                        "go*) exit 0;; esac; done");
  engine.start();
  std::string problem;
  const auto reply = engine.best_move(std::string(xiangqi::START_FEN), {}, 20, problem);
  EXPECT_FALSE(reply.has_value());
  EXPECT_NE(problem.find("exited"), std::string::npos) << problem;
}

// The `go` line for each time: a time per move as before, a clock as UCI's wtime/btime and as
// UCCI's time/increment (the mover's own clock first, the opponent's after, in milliseconds).
TEST(ExternalEngine, GoLineCarriesTheTimeControl) {
  const ExternalEngine uci(EngineProtocol::Uci, "unused");
  const ExternalEngine ucci(EngineProtocol::Ucci, "unused");
  EXPECT_EQ(uci.go_command(300), "go movetime 300");
  EXPECT_EQ(ucci.go_command(300), "go depth 32");
  MoveTime clock;
  clock.clock_ms[0] = 60000;
  clock.clock_ms[1] = 42500;
  clock.increment_ms = 500;
  clock.mover = 1;
  EXPECT_EQ(uci.go_command(clock), "go wtime 60000 btime 42500 winc 500 binc 500");
  EXPECT_EQ(ucci.go_command(clock), "go time 42500 increment 500 opptime 60000 oppincrement 500");
  clock.mover = 0;
  EXPECT_EQ(ucci.go_command(clock), "go time 60000 increment 500 opptime 42500 oppincrement 500");
  clock.moves_to_go = 7;
  EXPECT_EQ(uci.go_command(clock), "go wtime 60000 btime 42500 winc 500 binc 500 movestogo 7");
  EXPECT_EQ(ucci.go_command(clock), "go time 60000 movestogo 7 opptime 42500");
}

// What the engine process reads: a fake engine writes every line it is sent to a file.
TEST(ExternalEngine, TheClockReachesTheEngine) {
  for (const EngineProtocol protocol : {EngineProtocol::Uci, EngineProtocol::Ucci}) {
    const std::string log = ::testing::TempDir() + "gameai_fake_engine_" +
                            (protocol == EngineProtocol::Uci ? "uci" : "ucci") + ".log";
    std::remove(log.c_str());
    ExternalEngine engine(protocol, "while read l; do echo \"$l\" >> '" + log +
                                        "'; case $l in uci) echo uciok;; ucci) echo ucciok;; "
                                        "isready) echo readyok;; go*) echo bestmove h7e7;; "
                                        "esac; done");
    engine.start();
    MoveTime clock;
    clock.clock_ms[0] = 1000;
    clock.clock_ms[1] = 900;
    clock.increment_ms = 100;
    clock.mover = 1;
    std::string problem;
    const auto reply = engine.best_move(std::string(xiangqi::START_FEN), {"h2e2"}, clock, problem);
    ASSERT_EQ(reply, "h7e7") << problem;
    std::ifstream in(log);
    std::stringstream sent;
    sent << in.rdbuf();
    const std::string expected = protocol == EngineProtocol::Uci
                                     ? "go wtime 1000 btime 900 winc 100 binc 100\n"
                                     : "go time 900 increment 100 opptime 1000 oppincrement 100\n";
    EXPECT_NE(sent.str().find("moves h2e2\n" + expected), std::string::npos) << sent.str();
    EXPECT_EQ(sent.str().find("movetime"), std::string::npos) << sent.str();
  }
}

}  // namespace
}  // namespace gameai::xiangqi_ai

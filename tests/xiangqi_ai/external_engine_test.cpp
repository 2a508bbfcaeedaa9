// The external-engine client against a real engine: our own gameai-xiangqi executable, spoken to
// in UCI and in UCCI through pipes. Every move it sends back must be legal in the game so far.
#include "xiangqi_ai/external_engine.hpp"

#include <gtest/gtest.h>

#include <deque>
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

}  // namespace
}  // namespace gameai::xiangqi_ai

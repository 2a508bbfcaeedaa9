// The xboard (CECP v2) driver against our own gameai-xiangqi and against small scripted engines
// that misbehave in one way each: an illegal move, a crash, a resignation, a refused move. Every
// reply our engine sends must be legal in the game so far; every misbehaviour must end the game
// with a problem that names it.
#include <gtest/gtest.h>

#include <cstdio>
#include <deque>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_ai/match.hpp"
#include "xiangqi_ai/player.hpp"

namespace gameai::xiangqi_ai {
namespace {

// Plays `plies` moves of engine-against-itself from `fen` and checks each reply in a Position.
void play_plies(ExternalEngine& engine, const std::string& fen, int plies) {
  std::deque<xiangqi::StateInfo> states(1);
  xiangqi::Position pos;
  ASSERT_TRUE(pos.set(fen, &states.back()));
  std::vector<std::string> moves;
  for (int ply = 0; ply < plies; ++ply) {
    std::string problem;
    const auto reply = engine.best_move(fen, moves, 20, problem);
    ASSERT_TRUE(reply.has_value()) << problem << " at ply " << ply;
    const xiangqi::Move m = xiangqi::parse_legal_iccs(pos, *reply);
    ASSERT_NE(m, xiangqi::Move::none()) << "illegal reply " << *reply << " at ply " << ply;
    states.emplace_back();
    pos.do_move(m, states.back());
    moves.push_back(*reply);
  }
}

TEST(ExternalEngineXboard, OwnEnginePlaysLegalMovesAndThinksAloud) {
  ExternalEngine engine(EngineProtocol::Xboard, GAMEAI_ENGINE_PATH);
  std::vector<std::string> info_lines;
  engine.set_info_handler([&](const std::string& line) { info_lines.push_back(line); });
  // Without its book it searches every move, and says so in thinking lines.
  engine.set_options({{"OwnBook", "false"}});
  engine.start();
  EXPECT_EQ(engine.name().rfind("gameai-xiangqi", 0), 0u) << engine.name();
  engine.new_game();
  play_plies(engine, std::string(xiangqi::START_FEN), 6);
  // Thinking lines reach the handler as UCI's info lines, with moves in ICCS.
  ASSERT_FALSE(info_lines.empty());
  for (const auto& line : info_lines) {
    EXPECT_EQ(line.rfind("info depth ", 0), 0u) << line;
    EXPECT_NE(line.find(" score "), std::string::npos) << line;
  }
}

TEST(ExternalEngineXboard, APositionIsSetUpAndAnotherGameStartsAnew) {
  ExternalEngine engine(EngineProtocol::Xboard, GAMEAI_ENGINE_PATH);
  engine.start();
  engine.new_game();
  // Black to move in a middle game: setboard, then moves on from there.
  play_plies(engine, "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
             4);
  // A game that does not continue the one the engine knows starts it again.
  play_plies(engine, std::string(xiangqi::START_FEN), 3);
  // Black's moves in ranks 5-9 come back as ICCS writes them (ranks from 0 on red's side).
  std::string problem;
  const auto reply = engine.best_move(std::string(xiangqi::START_FEN), {"h2e2"}, 20, problem);
  ASSERT_TRUE(reply) << problem;
  EXPECT_GE((*reply)[1], '5') << *reply;
}

TEST(ExternalEngineXboard, ACancelledMoveLeavesTheEngineReadyForTheNext) {
  ExternalEngine engine(EngineProtocol::Xboard, GAMEAI_ENGINE_PATH);
  engine.start();
  engine.new_game();
  std::string problem;
  const auto none =
      engine.best_move(std::string(xiangqi::START_FEN), {}, 60000, problem, [] { return true; });
  EXPECT_FALSE(none);
  EXPECT_EQ(problem, "cancelled");
  play_plies(engine, std::string(xiangqi::START_FEN), 2);
}

TEST(ExternalEngineXboard, OurEngineWinsOrDrawsTwoLegalGamesAgainstLevelOne) {
  auto xboard = make_player(std::string("xboard:") + GAMEAI_ENGINE_PATH, 1);
  auto weak = make_player("ai:1", 2);
  for (int game = 0; game < 2; ++game) {
    Player& red = game == 0 ? *xboard : *weak;
    Player& black = game == 0 ? *weak : *xboard;
    const GameOutcome outcome = play_game(red, black, std::string(xiangqi::START_FEN), {}, 10);
    EXPECT_NE(outcome.result, xiangqi::Result::None) << outcome.text;
    EXPECT_NE(outcome.reason, xiangqi::Reason::Forfeit) << outcome.text;
    EXPECT_GT(outcome.moves.size(), 2u);
  }
}

// A scripted xboard engine: answers the handshake and `ping`, runs `on_go` at `go` and
// `on_move` at a move it is told; `log` (when given) receives every line it reads.
std::string fake_xboard(const std::string& on_go, const std::string& on_move = ":",
                        const std::string& log = "", const std::string& variants = "xiangqi") {
  return std::string("while read l; do ") + (log.empty() ? "" : "echo \"$l\" >> " + log + "; ") +
         "case \"$l\" in 'protover 2') echo 'feature myname=\"Fake\" ping=1 usermove=1 "
         "setboard=1 variants=\"" +
         variants + "\"'; echo 'feature done=1';; ping*) echo \"pong ${l#ping }\";; go) " + on_go +
         ";; usermove*) " + on_move + ";; quit) exit 0;; esac; done";
}

// The game between `red_spec`'s engine and level 1, as black.
GameOutcome game_against_level_one(const std::string& command) {
  ExternalPlayer red(EngineProtocol::Xboard, command);
  auto black = make_player("ai:1", 1);
  return play_game(red, *black, std::string(xiangqi::START_FEN), {}, 20);
}

TEST(ExternalEngineXboard, AnIllegalMoveForfeits) {
  const GameOutcome o = game_against_level_one(fake_xboard("echo 'move a0a5'"));
  EXPECT_EQ(o.result, xiangqi::Result::BlackWins);
  EXPECT_EQ(o.reason, xiangqi::Reason::Forfeit);
  EXPECT_EQ(o.text, "red loses: illegal move 'a0a5' by Fake");
}

TEST(ExternalEngineXboard, ACrashForfeitsAndSaysSo) {
  const GameOutcome o = game_against_level_one(fake_xboard("exit 1"));
  EXPECT_EQ(o.result, xiangqi::Result::BlackWins);
  EXPECT_EQ(o.reason, xiangqi::Reason::Forfeit);
  EXPECT_EQ(o.text, "red loses: engine 'Fake' exited");
}

TEST(ExternalEngineXboard, AResignationEndsTheGameAsOne) {
  const GameOutcome o = game_against_level_one(fake_xboard("echo resign"));
  EXPECT_EQ(o.result, xiangqi::Result::BlackWins);
  EXPECT_EQ(o.text, "black wins: red resigned");
}

TEST(ExternalEngineXboard, AWinClaimInsteadOfAMoveForfeits) {
  const GameOutcome o = game_against_level_one(fake_xboard("echo '1-0 {I think I won}'"));
  EXPECT_EQ(o.result, xiangqi::Result::BlackWins);
  EXPECT_EQ(o.text, "red loses: engine 'Fake' claims the result 1-0 {I think I won}");
}

TEST(ExternalEngineXboard, AMoveTheEngineRefusesIsNamed) {
  // Plays a legal first move as red, then refuses black's reply.
  ExternalPlayer red(EngineProtocol::Xboard,
                     fake_xboard("echo 'move h2e2'", "echo \"Illegal move: ${l#usermove }\""));
  auto black = make_player("ai:1", 1);
  const GameOutcome o = play_game(red, *black, std::string(xiangqi::START_FEN), {}, 20);
  EXPECT_EQ(o.result, xiangqi::Result::BlackWins);
  EXPECT_EQ(o.moves.size(), 2u);
  EXPECT_EQ(o.text, "red loses: engine 'Fake' refused the game: Illegal move: " + o.moves[1]);
}

TEST(ExternalEngineXboard, OptionsAreSentAsXboardWritesThem) {
  char path[] = "/tmp/gameai-xboard-log-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  {
    ExternalEngine engine(EngineProtocol::Xboard, fake_xboard("echo 'move h2e2'", ":", path));
    engine.set_options({{"Skill Level", "5"}, {"Ponder", "true"}, {"Clear Hash", ""}});
    engine.start();
    engine.new_game();
    std::string problem;
    ASSERT_TRUE(engine.best_move(std::string(xiangqi::START_FEN), {}, 20, problem)) << problem;
  }
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path);
  const std::string log = text.str();
  for (const char* line :
       {"xboard\n", "protover 2\n", "post\n", "option Skill Level=5\n", "option Ponder=1\n",
        "option Clear Hash\n", "new\n", "variant xiangqi\n", "force\n", "st 1\n", "go\n"})
    EXPECT_NE(log.find(line), std::string::npos) << line << " is not in:\n" << log;
  // The options come before the first game.
  EXPECT_LT(log.find("option Skill Level=5"), log.find("new\n"));
}

TEST(ExternalEngineXboard, AClockIsGivenAsLevelTimeAndOtim) {
  char path[] = "/tmp/gameai-xboard-clock-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  {
    ExternalEngine engine(EngineProtocol::Xboard, fake_xboard("echo 'move h2e2'", ":", path));
    engine.start();
    engine.new_game();
    MoveTime time;
    time.clock_ms[0] = 65000;  // red, to move: 1:05
    time.clock_ms[1] = 30004;
    time.increment_ms = 2500;
    std::string problem;
    ASSERT_TRUE(engine.best_move(std::string(xiangqi::START_FEN), {}, time, problem)) << problem;
  }
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path);
  const std::string log = text.str();
  // Whole seconds of increment (rounded down), centiseconds of clock (rounded up), no `st`.
  for (const char* line : {"level 0 1:05 2\n", "time 6500\n", "otim 3001\n", "go\n"})
    EXPECT_NE(log.find(line), std::string::npos) << line << " is not in:\n" << log;
  EXPECT_EQ(log.find("st "), std::string::npos) << log;
}

TEST(ExternalEngineXboard, OurEngineKeepsItsClock) {
  auto xboard = make_player(std::string("xboard:") + GAMEAI_ENGINE_PATH, 1);
  auto weak = make_player("ai:1", 2);
  const GameOutcome outcome =
      play_game(*xboard, *weak, std::string(xiangqi::START_FEN), {}, TimeControl::clock(3000, 100));
  EXPECT_NE(outcome.result, xiangqi::Result::None) << outcome.text;
  EXPECT_NE(outcome.reason, xiangqi::Reason::Forfeit) << outcome.text;
  EXPECT_EQ(outcome.text.find("time"), std::string::npos) << outcome.text;
}

TEST(ExternalEngineXboard, ThinkingLinesBecomeInfoLines) {
  // Plain (our engine's) and extended (Fairy-Stockfish's: seldepth, nps, tbhits, a tab) forms,
  // a mate score, and a line that is not thinking.
  ExternalEngine engine(EngineProtocol::Xboard,
                        fake_xboard("echo '4 -12 3 999 h2e2 h7e7'; "
                                    "printf '6 100003 10 5000 8 500000 0\\t b0c2 b9c7\\n'; "
                                    "echo '7 -100002 12 6000 c3c4'; echo 'telluser hello'; "
                                    "echo 'move h2e2'"));
  std::vector<std::string> lines;
  engine.set_info_handler([&](const std::string& line) { lines.push_back(line); });
  engine.start();
  engine.new_game();
  std::string problem;
  ASSERT_TRUE(engine.best_move(std::string(xiangqi::START_FEN), {}, 20, problem)) << problem;
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "info depth 4 score cp -12 time 30 nodes 999 pv h2e2 h7e7",
                       "info depth 6 score mate 3 time 100 nodes 5000 pv b0c2 b9c7",
                       "info depth 7 score mate -2 time 120 nodes 6000 pv c3c4",
                   }));
}

TEST(ExternalEngineXboard, AnEngineWithoutXiangqiIsRefusedAtStart) {
  ExternalEngine engine(EngineProtocol::Xboard, fake_xboard(":", ":", "", "normal,shogi"));
  try {
    engine.start();
    FAIL() << "an engine without xiangqi was started";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "engine 'Fake' does not play xiangqi (its variants: normal,shogi)");
  }
}

TEST(ExternalEngineXboard, AProgramThatIsNotAnEngineIsNamed) {
  ExternalEngine engine(EngineProtocol::Xboard, "/bin/true");
  try {
    engine.start();
    FAIL() << "start() accepted /bin/true";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("'protover 2'"), std::string::npos) << e.what();
  }
}

TEST(ExternalEngineXboard, PlayerSpecsNameTheProtocol) {
  EXPECT_THROW(make_player("xboard:", 1), PlayerSpecError);
  try {
    make_player("xboard:/no/such/engine", 1);
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "player 'xboard:/no/such/engine': engine command '/no/such/engine' was not found");
  }
}

}  // namespace
}  // namespace gameai::xiangqi_ai

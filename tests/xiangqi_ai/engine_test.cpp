#include "xiangqi_ai/engine.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <numeric>
#include <thread>

namespace gameai::xiangqi_ai {
namespace {

TEST(Engine, StartsFromTheStartPosition) {
  Engine engine;
  EXPECT_EQ(engine.fen(), START_FEN);
  EXPECT_TRUE(engine.red_to_move());
  EXPECT_NE(engine.board_text().find(std::string(START_FEN)), std::string::npos);
}

TEST(Engine, BadInputKeepsTheLastGoodPosition) {
  Engine engine;
  ASSERT_EQ(engine.set_position(START_FEN, {"h2e2"}), "");
  const std::string good = engine.fen();
  const std::string bad_fen = engine.set_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9 w", {});
  EXPECT_NE(bad_fen.find("FEN"), std::string::npos);
  const std::string illegal = engine.set_position(START_FEN, {"h2e2", "h9g7", "e2e9"});
  EXPECT_NE(illegal.find("illegal move 'e2e9'"), std::string::npos) << illegal;
  EXPECT_NE(illegal.find("move 3"), std::string::npos) << illegal;
  const std::string malformed = engine.set_position(START_FEN, {"zz"});
  EXPECT_NE(malformed.find("malformed move 'zz'"), std::string::npos) << malformed;
  EXPECT_EQ(engine.fen(), good);
  EXPECT_FALSE(engine.red_to_move());
}

TEST(Engine, PerftDivideMatchesPublishedCounts) {
  Engine engine;
  const auto sum = [](const auto& divide) {
    std::uint64_t total = 0;
    for (const auto& entry : divide) total += entry.second;
    return total;
  };
  EXPECT_EQ(engine.perft_divide(1).size(), 44u);
  EXPECT_EQ(sum(engine.perft_divide(2)), 1920u);
  EXPECT_EQ(sum(engine.perft_divide(3)), 79666u);
}

// After ponderhit, a ponder search runs on the clock it was given: on a 2 s sudden-death
// clock it must answer well within that, though pondering itself had no end.
TEST(Engine, PonderhitEndsTheSearchOnTheClock) {
  Engine engine;
  std::atomic<int> answers{0};
  engine.on_bestmove([&](const BestMove&) { ++answers; });
  SearchLimits limits;
  limits.ponder = true;
  limits.time_ms[0] = limits.time_ms[1] = 2000;
  engine.go(limits);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(answers.load(), 0) << "a ponder search answered before ponderhit";
  const auto hit = std::chrono::steady_clock::now();
  engine.ponderhit();
  while (answers.load() == 0 && std::chrono::steady_clock::now() - hit < std::chrono::seconds(5))
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(answers.load(), 1) << "no bestmove 5 s after ponderhit on a 2 s clock";
  engine.stop();
  engine.wait();
}

TEST(Engine, OptionsAreKept) {
  Engine engine;
  engine.set_hash_mb(2);
  engine.set_threads(3);
  engine.set_level(4);
  engine.set_algorithm(Algorithm::Minimax);
  EXPECT_EQ(engine.hash_mb(), 2u);
  EXPECT_EQ(engine.threads(), 3);
  EXPECT_EQ(engine.level(), 4);
  EXPECT_EQ(engine.algorithm(), Algorithm::Minimax);
  engine.set_level(0);
  EXPECT_EQ(engine.level(), MIN_LEVEL);
}

TEST(Engine, WeightsChangeTheClassicalEvaluation) {
  Engine engine;
  engine.set_evaluation(Evaluation::Classical);
  ASSERT_EQ(engine.set_position("3ak4/9/9/9/9/9/9/9/9/R2A1K3 w - - 0 1"), "");
  const int before = engine.static_eval();
  EvalWeights w = EvalWeights::defaults();
  w.value_mg[kind_index(xiangqi::CHARIOT)] += 100;
  w.value_eg[kind_index(xiangqi::CHARIOT)] += 100;
  engine.set_weights(w);
  EXPECT_EQ(engine.static_eval(), before + 100);
}

// Low levels are noisy but seeded: the same seed gives the same move, and every level answers
// with a legal move.
TEST(Engine, LevelsAreReproducibleAndLegal) {
  for (int level = MIN_LEVEL; level <= 6; ++level) {
    std::string moves[2];
    for (std::string& move : moves) {
      Engine engine;
      engine.set_level(level);
      engine.set_seed(99);
      ASSERT_EQ(engine.set_position(START_FEN, {"b2e2"}), "");
      SearchLimits limits;
      limits.movetime_ms = 2000;
      move = engine.search(limits).move;
    }
    EXPECT_EQ(moves[0], moves[1]) << "level " << level;
    EXPECT_TRUE(inspect_game(START_FEN, {"b2e2", moves[0]}).error.empty()) << moves[0];
  }
}

}  // namespace
}  // namespace gameai::xiangqi_ai

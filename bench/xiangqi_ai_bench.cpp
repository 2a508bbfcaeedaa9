// Micro-benchmarks of the xiangqi search: evaluation, table probes and a fixed-depth search.
// The engine's own `gameai-xiangqi bench` gives the node-count signature; these give rates.
// Also the referee's cost per move: a game kept in one xiangqi::Game against the same game
// rebuilt from its FEN and moves after every move (inspect_game), as a referee without a game
// model has to.

#include <benchmark/benchmark.h>

#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/evaluate.hpp"
#include "xiangqi_ai/tt.hpp"

namespace {

using namespace gameai;

void BM_Evaluate(benchmark::State& state) {
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  pos.set("r1bakab1r/9/1cn3nc1/p1p1p3p/9/2PN2p2/P3P3P/1C4NC1/9/R1BAKAB1R b - - 1 5", &st);
  const xiangqi_ai::Evaluator evaluator;
  for (auto _ : state) benchmark::DoNotOptimize(evaluator.evaluate(pos));
}
BENCHMARK(BM_Evaluate);

void BM_TableProbe(benchmark::State& state) {
  xiangqi_ai::TranspositionTable tt(16);
  std::uint64_t key = 0x9E3779B97F4A7C15ULL;
  bool found = false;
  for (auto _ : state) {
    key = key * 6364136223846793005ULL + 1442695040888963407ULL;
    benchmark::DoNotOptimize(tt.probe(key, found));
  }
}
BENCHMARK(BM_TableProbe);

// Nodes per second of a one-thread search from the start position to a fixed depth (wall time:
// the search runs on the engine's own thread).
void BM_SearchStartDepth(benchmark::State& state) {
  xiangqi_ai::Engine engine;
  xiangqi_ai::SearchLimits limits;
  limits.depth = static_cast<int>(state.range(0));
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    engine.new_game();
    nodes += engine.search(limits).nodes;
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SearchStartDepth)->Arg(8)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

namespace {

// A real game (the first of tests/data/xiangqi/master-games-iccs.pgn), 65 plies.
std::vector<std::string> master_game() {
  std::istringstream in(
      "g0e2 b9c7 g3g4 c6c5 h0g2 c7d5 b0a2 h7e7 f0e1 h9g7 g2h4 e7e3 b2d2 b7b4 h4g6 i9h9 a0b0 a9b9 "
      "g4g5 c9e7 i0g0 h9h3 h2f2 h3f3 a3a4 b4b2 g0g2 f3i3 g2g0 i3f3 g0g2 f3h3 g2g0 h3f3 g0g2 e3e4 "
      "d2d4 b2b6 d4d2 b6b2 d2d4 b2b6 d4d2 b6g6 b0b9 g6g2 b9d9 e9e8 d9d5 f3g3 a2b4 g2g5 b4a6 e8e9 "
      "d2b2 g3g0 f2f0 g5i5 a6c7 f9e8 b2b9 e9f9 c7d9 e7c9 d9f8");
  std::vector<std::string> moves;
  for (std::string m; in >> m;) moves.push_back(m);
  return moves;
}

// The referee with a game model: each move is played into the Game, which judges it.
void BM_RefereeGameModel(benchmark::State& state) {
  const std::vector<std::string> moves = master_game();
  for (auto _ : state) {
    xiangqi::Game game;
    for (const std::string& m : moves) {
      if (!game.play(m)) state.SkipWithError("illegal move");
      benchmark::DoNotOptimize(game.over());
    }
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(moves.size()));
}
BENCHMARK(BM_RefereeGameModel)->Unit(benchmark::kMicrosecond);

// The referee without one: after each move the game is rebuilt from the FEN and judged.
void BM_RefereeReplayEveryMove(benchmark::State& state) {
  const std::vector<std::string> moves = master_game();
  for (auto _ : state) {
    std::vector<std::string> played;
    for (const std::string& m : moves) {
      played.push_back(m);
      benchmark::DoNotOptimize(xiangqi_ai::inspect_game(xiangqi_ai::START_FEN, played).over);
    }
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(moves.size()));
}
BENCHMARK(BM_RefereeReplayEveryMove)->Unit(benchmark::kMicrosecond);

}  // namespace

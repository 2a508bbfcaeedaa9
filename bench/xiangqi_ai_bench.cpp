// Micro-benchmarks of the xiangqi search: evaluation, table probes and a fixed-depth search.
// The engine's own `gameai-xiangqi bench` gives the node-count signature; these give rates.

#include <benchmark/benchmark.h>

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

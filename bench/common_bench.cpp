#include <benchmark/benchmark.h>

#include "common/rng.hpp"

static void BM_RngNext(benchmark::State& state) {
  gameai::common::Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(rng.next());
}
BENCHMARK(BM_RngNext);

static void BM_RngBelow7(benchmark::State& state) {
  gameai::common::Rng rng(1);
  for (auto _ : state) benchmark::DoNotOptimize(rng.below(7));
}
BENCHMARK(BM_RngBelow7);

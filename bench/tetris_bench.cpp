// Rules-library micro-benchmarks on typical mid-game boards: classic drop generation, and
// the per-placement cost an evaluator pays (copy the board, place, clear rows); the guideline
// search per piece. Counters report time per placement ("placements" rate).

#include <benchmark/benchmark.h>

#include <vector>

#include "common/rng.hpp"
#include "tetris/board.hpp"
#include "tetris/drops.hpp"
#include "tetris/movegen.hpp"

namespace {

using namespace gameai::tetris;

// Boards from a classic game played by a simple greedy policy (lowest landing row, then
// fewest covered cells), sampled every few pieces: stacks of varied height with some holes,
// as an evaluator sees them.
const std::vector<Board>& typical_boards() {
  static const std::vector<Board> boards = [] {
    std::vector<Board> out;
    gameai::common::Rng rng(2026);
    Board b;
    for (int piece = 0; out.size() < 256; ++piece) {
      const DropList list = drops(b, ALL_PIECES[rng.below(PIECE_COUNT)]);
      if (list.empty()) {
        b = Board();
        continue;
      }
      const Placement* best = &list[0];
      for (const Placement& p : list) {
        if (p.row < best->row || (p.row == best->row && rng.coin())) best = &p;
      }
      b.apply(*best);
      if (piece % 7 == 0 && b.max_height() > 3) out.push_back(b);
    }
    return out;
  }();
  return boards;
}

void BM_GenerateDrops(benchmark::State& state) {
  const auto& boards = typical_boards();
  DropList list;
  std::size_t i = 0;
  std::int64_t placements = 0;
  for (auto _ : state) {
    const Board& b = boards[i++ & 255];
    for (Piece p : ALL_PIECES) {
      generate_drops(b, p, list);
      placements += static_cast<std::int64_t>(list.size());
      benchmark::DoNotOptimize(list);
    }
  }
  state.counters["placements"] =
      benchmark::Counter(static_cast<double>(placements), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateDrops);

// Generation plus, for every placement, a board copy, the placement and its row clears.
void BM_DropsApplyClear(benchmark::State& state) {
  const auto& boards = typical_boards();
  DropList list;
  std::size_t i = 0;
  std::int64_t placements = 0;
  for (auto _ : state) {
    const Board& b = boards[i++ & 255];
    for (Piece p : ALL_PIECES) {
      generate_drops(b, p, list);
      for (const Placement& pl : list) {
        Board copy = b;
        const LineClear clear = copy.apply(pl);
        benchmark::DoNotOptimize(clear);
        benchmark::DoNotOptimize(copy);
      }
      placements += static_cast<std::int64_t>(list.size());
    }
  }
  state.counters["placements"] =
      benchmark::Counter(static_cast<double>(placements), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_DropsApplyClear);

void BM_BoardHash(benchmark::State& state) {
  const auto& boards = typical_boards();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(boards[i++ & 255].hash());
}
BENCHMARK(BM_BoardHash);

// The guideline breadth-first search (tucks, spins, paths) for each of the seven pieces.
void BM_GuidelineReachable(benchmark::State& state) {
  const auto& boards = typical_boards();
  static MoveGenerator generator;
  std::size_t i = 0;
  std::int64_t placements = 0;
  for (auto _ : state) {
    const Board& b = boards[i++ & 255];
    for (Piece p : ALL_PIECES) {
      generator.generate(RuleSet::Guideline, b, p);
      placements += static_cast<std::int64_t>(generator.size());
    }
  }
  state.counters["placements"] =
      benchmark::Counter(static_cast<double>(placements), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GuidelineReachable);

}  // namespace

// Xiangqi rules micro-benchmarks: perft from the start position (nodes/s is the headline figure:
// the items_per_second counter), legal generation on a middlegame position, and make/unmake.
#include <benchmark/benchmark.h>

#include "xiangqi/movegen.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"

using namespace gameai::xiangqi;

namespace {

constexpr const char* MIDDLEGAME =
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1";

void BM_PerftStart(benchmark::State& state) {
  Position pos;
  StateInfo st;
  pos.set(START_FEN, &st);
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, int(state.range(0)));
  state.SetItemsProcessed(std::int64_t(nodes));
}
BENCHMARK(BM_PerftStart)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

// Generation of one kind of move list on a middlegame position.
template <GenType T>
void BM_Generate(benchmark::State& state) {
  Position pos;
  StateInfo st;
  pos.set(MIDDLEGAME, &st);
  for (auto _ : state) {
    MoveList<T> moves(pos);
    benchmark::DoNotOptimize(moves.size());
  }
}
BENCHMARK_TEMPLATE(BM_Generate, LEGAL);
BENCHMARK_TEMPLATE(BM_Generate, CAPTURES);

void BM_DoUndoAllMoves(benchmark::State& state) {
  Position pos;
  StateInfo st, next;
  pos.set(MIDDLEGAME, &st);
  const MoveList<LEGAL> moves(pos);
  for (auto _ : state) {
    for (const ExtMove& m : moves) {
      pos.do_move(m, next);
      pos.undo_move(m);
    }
    benchmark::DoNotOptimize(pos.key());
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(moves.size()));
}
BENCHMARK(BM_DoUndoAllMoves);

}  // namespace

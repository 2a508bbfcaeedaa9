// Micro-benchmarks of the Tetris AI hot path: one decision (generate every classic drop of the
// current piece, evaluate each, keep the best) per evaluator and controller, on a fixed set of
// ragged mid-game boards.

#include <benchmark/benchmark.h>

#include <vector>

#include "common/rng.hpp"
#include "tetris_ai/controller.hpp"

namespace {

using namespace gameai;

struct Position {
  tetris_ai::ColumnBoard board;
  tetris::Piece piece;
};

// 256 boards with stacks 2..9 high and a few holes, and a random piece each (fixed seed).
const std::vector<Position>& positions() {
  static const std::vector<Position> all = [] {
    std::vector<Position> v;
    common::Rng rng(12345);
    for (int i = 0; i < 256; ++i) {
      tetris::Board b(10, 20);
      const int base = 2 + static_cast<int>(rng.below(8));
      for (int x = 0; x < 10; ++x) {
        const int top = base + static_cast<int>(rng.below(3)) - 1;
        for (int y = 0; y < top; ++y) {
          if (rng.below(8) != 0) b.set(x, y);
        }
      }
      b.clear_full_rows();
      v.push_back({tetris_ai::ColumnBoard(b), tetris::ALL_PIECES[rng.below(7)]});
    }
    return v;
  }();
  return all;
}

void decide(benchmark::State& state, const char* preset, tetris_ai::SearchOptions search) {
  tetris_ai::Controller controller(tetris_ai::Evaluator(*tetris_ai::find_preset(preset)), search,
                                   1);
  const auto& pos = positions();
  const tetris::Piece preview[] = {tetris::Piece::T, tetris::Piece::L, tetris::Piece::S};
  std::size_t i = 0;
  for (auto _ : state) {
    const Position& p = pos[i++ & 255];
    benchmark::DoNotOptimize(controller.decide(p.board, p.piece, preview));
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

void BM_DecideEltetris(benchmark::State& s) {
  decide(s, "eltetris", {});
}
void BM_DecideDellacherie(benchmark::State& s) {
  decide(s, "dellacherie", {});
}
void BM_DecideBcts(benchmark::State& s) {
  decide(s, "bcts", {});
}
void BM_DecideCompact(benchmark::State& s) {
  decide(s, "compact", {});
}
void BM_DecideEltetrisTwoPiece(benchmark::State& s) {
  tetris_ai::SearchOptions o;
  o.lookahead = 1;
  decide(s, "eltetris", o);
}
void BM_DecideEltetrisBeam8x3(benchmark::State& s) {
  tetris_ai::SearchOptions o;
  o.beam_width = 8;
  o.beam_depth = 3;
  decide(s, "eltetris", o);
}

void BM_BoardFeatures(benchmark::State& state) {
  const auto& pos = positions();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(tetris_ai::board_features(pos[i++ & 255].board));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

BENCHMARK(BM_DecideEltetris);
BENCHMARK(BM_DecideDellacherie);
BENCHMARK(BM_DecideBcts);
BENCHMARK(BM_DecideCompact);
BENCHMARK(BM_DecideEltetrisTwoPiece);
BENCHMARK(BM_DecideEltetrisBeam8x3);
BENCHMARK(BM_BoardFeatures);

}  // namespace

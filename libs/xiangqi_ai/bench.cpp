#include "xiangqi_ai/bench.hpp"

#include <array>
#include <ctime>
#include <vector>

#include "common/timing.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {
namespace {

// Openings and middlegames (a FEN and moves played from it) and endgames from published perft
// test positions: together they exercise captures, checks and quiet manoeuvring.
struct BenchSpec {
  const char* fen;
  const char* moves;
};

constexpr std::array<BenchSpec, 8> BENCH_POSITIONS = {{
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", ""},
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
     "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5 h0h6 b7a7"},
    {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
     "c3c4 g6g5 b0c2 h9g7 h0g2 b9c7 g3g4 g5g4 c2d4"},
    {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", ""},
    {"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1", ""},
    {"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", ""},
    {"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1", ""},
    {"R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1", ""},
}};

std::vector<std::string> words_of(const char* text) {
  std::vector<std::string> words;
  std::string word;
  for (const char* p = text;; ++p) {
    if (*p == ' ' || *p == '\0') {
      if (!word.empty()) words.push_back(word);
      word.clear();
      if (*p == '\0') break;
    } else {
      word += *p;
    }
  }
  return words;
}

}  // namespace

BenchResult run_bench(int depth, const std::function<void(const BenchPosition&)>& on_position,
                      int multipv, Evaluation evaluation) {
  BenchResult result;
  Engine engine;
  engine.set_evaluation(evaluation);
  engine.set_hash_mb(16);
  engine.set_threads(1);
  engine.set_multipv(multipv);
  SearchLimits limits;
  limits.depth = depth;
  common::Stopwatch clock;
  const std::clock_t cpu_start = std::clock();
  for (std::size_t i = 0; i < BENCH_POSITIONS.size(); ++i) {
    const std::string error =
        engine.set_position(BENCH_POSITIONS[i].fen, words_of(BENCH_POSITIONS[i].moves));
    if (!error.empty()) continue;  // guarded by a test: every bench position is valid
    engine.new_game();
    const BestMove best = engine.search(limits);
    result.nodes += best.nodes;
    ++result.positions;
    if (on_position) {
      BenchPosition p;
      p.index = static_cast<int>(i);
      p.fen = engine.fen();
      p.nodes = best.nodes;
      p.best_move = best.move;
      on_position(p);
    }
  }
  result.time_ms = clock.millis();
  result.cpu_ms = static_cast<std::int64_t>(static_cast<double>(std::clock() - cpu_start) * 1000 /
                                            CLOCKS_PER_SEC);
  return result;
}

}  // namespace gameai::xiangqi_ai

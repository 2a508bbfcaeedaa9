#pragma once
// The xiangqi searchers: seed 001's plain minimax (the reference and the weakest levels) and the
// default iterative-deepening principal-variation alpha-beta search with Lazy SMP threads.
//
// Search::run() searches one root (a FEN plus the moves of the game so far, which the
// repetition rules need) under SearchLimits, reporting each finished iteration through a
// callback and returning the best move. It never prints. `control` lets another thread stop
// the search or end pondering while it runs.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "xiangqi/types.hpp"
#include "xiangqi_ai/evaluate.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/limits.hpp"
#include "xiangqi_ai/movepick.hpp"
#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/tt.hpp"

namespace gameai::xiangqi_ai {

inline constexpr int MAX_PLY = 120;
inline constexpr int VALUE_INFINITE = 32000;
// No static evaluation (the side to move is in check).
inline constexpr int VALUE_NONE = 32001;
inline constexpr int VALUE_MATE = 31000;
inline constexpr int VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;

// Scores for mate in `ply` plies from the root, and for being mated.
constexpr int mate_in(int ply) {
  return VALUE_MATE - ply;
}
constexpr int mated_in(int ply) {
  return -VALUE_MATE + ply;
}

// The internal score as a protocol Score (centipawns or mate in moves).
Score to_score(int value);

// Shared between the searching threads and the thread that controls them.
struct SearchControl {
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::atomic<std::int64_t> clock_start_ms{0};  // time control starts here (reset on ponderhit)
};

struct SearchOptions {
  Algorithm algorithm = Algorithm::Alphabeta;
  int threads = 1;
  int multipv = 1;  // lines searched and reported, best first (the first one gives the move)
  int eval_noise_cp = 0;
  std::uint64_t noise_seed = 0;
  // The evaluation network, or null for the classical evaluation. The caller keeps it alive
  // while the search runs.
  const nnue::Network* network = nullptr;
};

// The game to search from: a start FEN and the legal moves played since.
struct RootGame {
  std::string fen;
  std::vector<xiangqi::Move> moves;
};

// Move-ordering statistics, one set per search thread, kept by the owner of the Search between
// the moves of a game.
using HistoryTables = std::vector<std::unique_ptr<ThreadHistory>>;

class Search {
 public:
  using InfoCallback = std::function<void(const SearchInfo&)>;

  // Without `histories`, every run starts from empty move-ordering statistics.
  Search(TranspositionTable& tt, const Evaluator& evaluator, HistoryTables* histories = nullptr);

  // Searches `game` under `limits`. The root must be a valid position (the facade checks).
  BestMove run(const RootGame& game, const SearchLimits& limits, const SearchOptions& options,
               SearchControl& control, const InfoCallback& on_info);

  // The total nodes of the last run.
  std::uint64_t nodes() const { return nodes_; }

 private:
  TranspositionTable& tt_;
  const Evaluator& evaluator_;
  HistoryTables* histories_;
  std::uint64_t nodes_ = 0;
};

}  // namespace gameai::xiangqi_ai

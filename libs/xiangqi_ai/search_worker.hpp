#pragma once
// Internals shared by the two halves of the search: the per-thread Worker, the tunables and
// small score helpers. search.cpp holds the node searches (alpha-beta, quiescence, minimax);
// deepening.cpp holds iterative deepening, reporting and the Lazy SMP driver.

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/movepick.hpp"
#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/search.hpp"
#include "xiangqi_ai/timeman.hpp"

namespace gameai::xiangqi_ai::detail {

using namespace xiangqi;

// Tunables of the search, named here rather than scattered as numbers.
inline constexpr int ASPIRATION_START_DEPTH = 5;
inline constexpr int ASPIRATION_WINDOW = 35;
inline constexpr int RFP_MAX_DEPTH = 6;
inline constexpr int RFP_MARGIN = 90;
inline constexpr int NMP_MIN_DEPTH = 2;
inline constexpr int FUTILITY_MAX_DEPTH = 3;
inline constexpr int FUTILITY_MARGIN = 120;
inline constexpr int LMR_MIN_DEPTH = 3;
inline constexpr int IIR_MIN_DEPTH = 4;
// History (plain plus continuation) worth one ply less or more of late-move reduction.
inline constexpr int LMR_HISTORY_DIVISOR = 12000;
inline constexpr int HISTORY_BONUS_SCALE = 16;  // bonus = depth^2 * this, capped below
inline constexpr int HISTORY_BONUS_MAX = 4000;

inline constexpr int QS_DELTA_MARGIN = 200;
inline constexpr int CHECK_EVERY_NODES = 1024;
// A new iteration is not started once this share of the optimum time is spent.
inline constexpr double ITERATION_TIME_SHARE = 0.55;
// A repetition lost by perpetual check or chase: scored as a large advantage rather than a mate.
inline constexpr int VALUE_RULE_WIN = 20000;

// Late-move reduction in plies for a depth and a move number, from the log-log rule.
struct ReductionTable {
  std::array<std::array<std::uint8_t, 64>, 64> r{};
  ReductionTable() {
    for (int d = 1; d < 64; ++d)
      for (int m = 1; m < 64; ++m)
        r[d][m] = static_cast<std::uint8_t>(0.6 + std::log(d) * std::log(m) / 2.1);
  }
  int get(int depth, int move_number) const {
    return r[static_cast<std::size_t>(std::min(depth, 63))]
            [static_cast<std::size_t>(std::min(move_number, 63))];
  }
};
inline const ReductionTable REDUCTIONS;

inline int value_to_tt(int v, int ply) {
  return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= -VALUE_MATE_IN_MAX_PLY ? v - ply : v;
}
inline int value_from_tt(int v, int ply) {
  return v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= -VALUE_MATE_IN_MAX_PLY ? v + ply : v;
}

inline bool has_attackers(const Position& pos, Color c) {
  return (pos.pieces(c, CHARIOT) | pos.pieces(c, HORSE) | pos.pieces(c, CANNON)) != 0;
}

// Per-thread search state. Big arrays live here, allocated once per search, never per node.
class Worker {
 public:
  Worker(int id, const RootGame& game, TranspositionTable& tt, const Evaluator& evaluator,
         const SearchOptions& options, SearchControl& control, const SearchLimits& limits,
         const TimeBudget& budget, const std::vector<Worker*>& all, ThreadHistory& history)
      : id_(id),
        tt_(tt),
        evaluator_(evaluator),
        options_(options),
        control_(control),
        limits_(limits),
        budget_(budget),
        all_(all),
        history_(history),
        game_states_(game.moves.size() + 1) {
    std::string error;
    pos_.set(game.fen, &game_states_[0], &error);
    for (std::size_t i = 0; i < game.moves.size(); ++i)
      pos_.do_move(game.moves[i], game_states_[i + 1]);
    for (const ExtMove& m : MoveList<LEGAL>(pos_)) {
      const std::string text = to_iccs(m.move);
      const auto listed = [&text](const std::vector<std::string>& v) {
        return std::find(v.begin(), v.end(), text) != v.end();
      };
      if (listed(limits.ban_moves)) continue;
      if (!limits.search_moves.empty() && !listed(limits.search_moves)) continue;
      root_moves_.push_back(m.move);
    }
    if (options.network != nullptr) accumulators_.reset(*options.network, pos_, MAX_PLY + 1);
  }

  void iterative_deepening(const Search::InfoCallback* on_info);

  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  bool has_root_moves() const { return !root_moves_.empty(); }
  Move best_move() const { return best_move_; }
  Move ponder_move() const { return ponder_move_; }
  int best_score() const { return best_score_; }
  int completed_depth() const { return completed_depth_; }

 private:
  int search(int alpha, int beta, int depth, int ply, bool cut_node);
  int qsearch(int alpha, int beta, int ply);
  int minimax(int depth, int ply);
  int evaluate();
  // The static evaluation kept in the position's table entry (if any, and not from a position in
  // check), else a fresh one.
  int stored_or_fresh_eval(const TTEntry* entry) {
    return entry && entry->eval != VALUE_NONE ? entry->eval : evaluate();
  }
  bool rule_verdict(int ply, int& value);
  // Moves on the searched line: the position and, with the network, its accumulators.
  void make_move(Move m, StateInfo& st) {
    if (options_.network != nullptr) accumulators_.push(pos_, m);
    pos_.do_move(m, st);
  }
  void unmake_move(Move m) {
    pos_.undo_move(m);
    if (options_.network != nullptr) accumulators_.pop();
  }
  void make_null_move(StateInfo& st) {
    if (options_.network != nullptr) accumulators_.push_null();
    pos_.do_null_move(st);
  }
  void unmake_null_move() {
    pos_.undo_null_move();
    if (options_.network != nullptr) accumulators_.pop();
  }
  // A root move this search may play: listed, and not already the head of a better line.
  bool root_allowed(Move m) const {
    return std::find(root_moves_.begin(), root_moves_.end(), m) != root_moves_.end() &&
           std::find(excluded_.begin(), excluded_.end(), m) == excluded_.end();
  }
  void poll();
  // Counts a node (only this thread writes its counter, so no atomic read-modify-write is
  // needed) and polls the limits now and then.
  void count_node() {
    const std::uint64_t n = nodes_.load(std::memory_order_relaxed) + 1;
    nodes_.store(n, std::memory_order_relaxed);
    if (n % CHECK_EVERY_NODES == 0) poll();
  }
  bool stopped() const { return control_.stop.load(std::memory_order_relaxed); }
  void update_pv(int ply, Move m) {
    pv_[ply][0] = m;
    const int child = ply + 1 < MAX_PLY ? pv_len_[ply + 1] : 0;
    for (int i = 0; i < child; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_len_[ply] = child + 1;
  }
  void report(const Search::InfoCallback& on_info, int depth, int line, int score,
              const std::vector<Move>& pv);
  // Searches the current root (minus the excluded moves) to `depth` with an aspiration window
  // around `previous`; the score, or nothing useful once stopped.
  int search_root(int depth, int previous);
  Continuations continuations(int ply) const {
    return {cont_[static_cast<std::size_t>(ply)],
            ply >= 1 ? cont_[static_cast<std::size_t>(ply - 1)] : nullptr};
  }
  // Rewards the quiet move that cut off and punishes the quiet moves tried before it.
  void update_quiet_stats(int ply, int depth, Move best, const Move* quiets, int quiet_count);

  int id_;
  TranspositionTable& tt_;
  const Evaluator& evaluator_;
  const SearchOptions& options_;
  SearchControl& control_;
  const SearchLimits& limits_;
  const TimeBudget& budget_;
  const std::vector<Worker*>& all_;
  ThreadHistory& history_;  // move-ordering statistics, owned by the caller across searches
  std::vector<StateInfo> game_states_;
  Position pos_;
  nnue::AccumulatorStack accumulators_;  // used when options_.network is set
  std::vector<Move> root_moves_;
  std::atomic<std::uint64_t> nodes_{0};
  int seldepth_ = 0;
  int root_depth_ = 0;
  // cont_[ply]: the continuation table of the move that led to ply (null at the root and after
  // a null move).
  std::array<PieceToHistory*, MAX_PLY + 2> cont_{};
  std::array<std::array<Move, 2>, MAX_PLY + 2> killers_{};
  std::array<Move, MAX_PLY + 2> played_{};
  std::array<int, MAX_PLY + 2> static_evals_{};  // VALUE_NONE where the side was in check
  std::array<std::array<Move, MAX_PLY + 1>, MAX_PLY + 1> pv_{};
  std::array<int, MAX_PLY + 2> pv_len_{};
  Move best_move_;
  Move ponder_move_;
  int best_score_ = 0;
  int completed_depth_ = 0;
  std::vector<Move> last_pv_;
  // MultiPV: the lines of the last finished iteration, best first, and the heads of the lines
  // already found in the iteration under way (excluded from the next line's search).
  struct Line {
    int score = 0;
    std::vector<Move> pv;
  };
  std::vector<Line> lines_;
  std::vector<Move> excluded_;
};

}  // namespace gameai::xiangqi_ai::detail

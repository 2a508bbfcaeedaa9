// Design note: the alpha-beta search.
//
// The search is Stockfish's shape cut down to what pays for itself in xiangqi. Iterative
// deepening calls a principal-variation search (zero windows for all moves after the first,
// re-searched on a fail high) with aspiration windows around the previous score. Each node
// consults, in order: the rules (repetition and the 60-move counter, Step 2), mate-distance
// bounds, the shared transposition table, then prunes with reverse futility and null move before
// searching its moves in MovePicker order with late-move reductions, late-move pruning and
// futility at the frontier; checks extend by one ply. Leaves go to a quiescence search over
// captures (all evasions when in check) with stand pat.
//
// Xiangqi differs from chess in ways the search must respect: a side with no legal move loses
// (stalemate too), so "no moves" is always mated_in(ply); perpetual check loses for the checker,
// so a repetition is scored by who gave check all along; and null move is only tried when the
// side to move keeps a chariot, horse or cannon, as the soldier endings are where zugzwang lives.
//
// Lazy SMP: every thread runs the same iterative deepening on its own copy of the game, sharing
// only the transposition table; helpers start at staggered depths so that they fill the table
// with results the main thread wants next. Only the main thread watches the clock and reports.

#include "xiangqi_ai/search.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <thread>

#include "common/timing.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/movepick.hpp"
#include "xiangqi_ai/timeman.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// Tunables of the search, named here rather than scattered as numbers.
constexpr int ASPIRATION_START_DEPTH = 5;
constexpr int ASPIRATION_WINDOW = 35;
constexpr int RFP_MAX_DEPTH = 6;
constexpr int RFP_MARGIN = 90;
constexpr int NMP_MIN_DEPTH = 2;
constexpr int FUTILITY_MAX_DEPTH = 3;
constexpr int FUTILITY_MARGIN = 120;
constexpr int LMR_MIN_DEPTH = 3;
constexpr int QS_DELTA_MARGIN = 200;
constexpr int CHECK_EVERY_NODES = 1024;
// A new iteration is not started once this share of the optimum time is spent.
constexpr double ITERATION_TIME_SHARE = 0.55;
// A repetition lost by perpetual check or chase: scored as a large advantage rather than a mate.
constexpr int VALUE_RULE_WIN = 20000;

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
const ReductionTable REDUCTIONS;

int value_to_tt(int v, int ply) {
  return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= -VALUE_MATE_IN_MAX_PLY ? v - ply : v;
}
int value_from_tt(int v, int ply) {
  return v >= VALUE_MATE_IN_MAX_PLY ? v - ply : v <= -VALUE_MATE_IN_MAX_PLY ? v + ply : v;
}

// The Zobrist key after move m, computed as do_move() will, so that the table entry of the child
// can be fetched from memory while the move is being made.
std::uint64_t key_after(const Position& pos, Move m) {
  const Square from = m.from_sq(), to = m.to_sq();
  const Piece pc = pos.piece_on(from), captured = pos.piece_on(to);
  std::uint64_t k = pos.key() ^ TABLES.zobrist_side ^ TABLES.zobrist_piece[pc][from] ^
                    TABLES.zobrist_piece[pc][to];
  if (captured != NO_PIECE) k ^= TABLES.zobrist_piece[captured][to];
  return k;
}

bool has_attackers(const Position& pos, Color c) {
  return (pos.pieces(c, CHARIOT) | pos.pieces(c, HORSE) | pos.pieces(c, CANNON)) != 0;
}

// Per-thread search state. Big arrays live here, allocated once per search, never per node.
class Worker {
 public:
  Worker(int id, const RootGame& game, TranspositionTable& tt, const Evaluator& evaluator,
         const SearchOptions& options, SearchControl& control, const SearchLimits& limits,
         const TimeBudget& budget, const std::vector<Worker*>& all)
      : id_(id),
        tt_(tt),
        evaluator_(evaluator),
        options_(options),
        control_(control),
        limits_(limits),
        budget_(budget),
        all_(all),
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
  int evaluate() const;
  bool rule_verdict(int ply, int& value);
  bool root_allowed(Move m) const {
    return std::find(root_moves_.begin(), root_moves_.end(), m) != root_moves_.end();
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
  void report(const Search::InfoCallback& on_info, int depth, int score);

  int id_;
  TranspositionTable& tt_;
  const Evaluator& evaluator_;
  const SearchOptions& options_;
  SearchControl& control_;
  const SearchLimits& limits_;
  const TimeBudget& budget_;
  const std::vector<Worker*>& all_;
  std::vector<StateInfo> game_states_;
  Position pos_;
  std::vector<Move> root_moves_;
  std::atomic<std::uint64_t> nodes_{0};
  int seldepth_ = 0;
  int root_depth_ = 0;
  History history_;
  std::array<std::array<Move, 2>, MAX_PLY + 2> killers_{};
  std::array<Move, MAX_PLY + 2> played_{};
  std::array<std::array<Move, MAX_PLY + 1>, MAX_PLY + 1> pv_{};
  std::array<int, MAX_PLY + 2> pv_len_{};
  Move best_move_;
  Move ponder_move_;
  int best_score_ = 0;
  int completed_depth_ = 0;
  std::vector<Move> last_pv_;
};

int Worker::evaluate() const {
  int v = evaluator_.evaluate(pos_);
  if (options_.eval_noise_cp > 0) {
    // Deterministic noise per (position, seed): the same position always gets the same value
    // within one search, so the tree stays consistent.
    std::uint64_t h = pos_.key() ^ options_.noise_seed;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    const int span = 2 * options_.eval_noise_cp + 1;
    v += static_cast<int>(h % static_cast<std::uint64_t>(span)) - options_.eval_noise_cp;
  }
  return v;
}

// Step 2 of a node: the rules' verdict on the path that led here (repetition with perpetual
// check or chase, the 60-move rule, bare armies), from the side to move's point of view.
bool Worker::rule_verdict(int ply, int& value) {
  const Verdict v = rule_judge(pos_, ply);
  switch (v.outcome) {
    case Outcome::NONE:
      return false;
    case Outcome::DRAW:
      value = 0;
      return true;
    case Outcome::WIN:
      value = VALUE_RULE_WIN - ply;
      return true;
    case Outcome::LOSS:
      value = -VALUE_RULE_WIN + ply;
      return true;
  }
  return false;
}

void Worker::poll() {
  if (id_ != 0) return;
  if (limits_.nodes > 0) {
    std::uint64_t total = 0;
    for (const Worker* w : all_) total += w->nodes();
    if (total >= limits_.nodes) control_.stop = true;
  }
  if (budget_.limited() && !control_.pondering.load(std::memory_order_relaxed)) {
    const std::int64_t elapsed = common::now_ms() - control_.clock_start_ms.load();
    if (elapsed >= budget_.maximum_ms) control_.stop = true;
  }
}

int Worker::minimax(int depth, int ply) {
  // Seed 001's search: every move to a fixed depth, the evaluation at the leaves, no pruning.
  count_node();
  pv_len_[ply] = 0;
  int verdict = 0;
  if (ply > 0 && rule_verdict(ply, verdict)) return verdict;
  if (depth <= 0 || ply >= MAX_PLY) return evaluate();
  int best = -VALUE_INFINITE;
  int legal = 0;
  for (const ExtMove& m : MoveList<LEGAL>(pos_)) {
    if (ply == 0 && !root_allowed(m.move)) continue;
    ++legal;
    StateInfo st;
    pos_.do_move(m.move, st);
    const int v = -minimax(depth - 1, ply + 1);
    pos_.undo_move(m.move);
    if (stopped()) return 0;
    if (v > best) {
      best = v;
      update_pv(ply, m.move);
    }
  }
  return legal == 0 ? mated_in(ply) : best;
}

int Worker::qsearch(int alpha, int beta, int ply) {
  count_node();
  if (stopped()) return 0;
  pv_len_[ply] = 0;
  seldepth_ = std::max(seldepth_, ply);
  const bool in_check = pos_.in_check();
  if (ply >= MAX_PLY) return in_check ? 0 : evaluate();

  // Stand pat first: most quiescence nodes end here, and then the table is not touched.
  int best = -VALUE_INFINITE;
  int stand_pat = -VALUE_INFINITE;
  if (!in_check) {
    stand_pat = evaluate();
    if (stand_pat >= beta) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    best = stand_pat;
  }

  bool found = false;
  TTEntry* tte = tt_.probe(pos_.key(), found);
  const Move tt_move = found ? Move(tte->move) : Move::none();
  if (found) {
    const int v = value_from_tt(tte->score, ply);
    const Bound b = tte->bound();
    if (b == Bound::EXACT || (b == Bound::LOWER && v >= beta) || (b == Bound::UPPER && v <= alpha))
      return v;
  }
  MovePicker picker(pos_, tt_move, history_);
  Move best_move = Move::none();
  int searched = 0;
  for (Move m = picker.next(); m; m = picker.next()) {
    ++searched;
    if (!in_check) {
      // Delta pruning: even winning the victim outright cannot lift the score to alpha.
      const int gain = evaluator_.piece_value(type_of(pos_.piece_on(m.to_sq())));
      if (stand_pat + gain + QS_DELTA_MARGIN <= alpha && !pos_.gives_check(m)) continue;
    }
    StateInfo st;
    tt_.prefetch(key_after(pos_, m));
    pos_.do_move(m, st);
    const int v = -qsearch(-beta, -alpha, ply + 1);
    pos_.undo_move(m);
    if (stopped()) return 0;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        best_move = m;
        update_pv(ply, m);
        if (v >= beta) break;
      }
    }
  }
  if (in_check && searched == 0) return mated_in(ply);
  const Bound bound = best >= beta ? Bound::LOWER : Bound::UPPER;
  tt_.save(tte, pos_.key(), value_to_tt(best, ply), stand_pat == -VALUE_INFINITE ? 0 : stand_pat, 0,
           bound, best_move.raw());
  return best;
}

int Worker::search(int alpha, int beta, int depth, int ply, bool cut_node) {
  const bool pv_node = beta - alpha > 1;
  const bool root = ply == 0;
  if (depth <= 0) return qsearch(alpha, beta, ply);

  // Step 1. Count the node, watch the clock.
  count_node();
  if (stopped()) return 0;
  pv_len_[ply] = 0;
  seldepth_ = std::max(seldepth_, ply);

  // Step 2. Rules and mate distance.
  if (!root) {
    int verdict = 0;
    if (rule_verdict(ply, verdict)) return verdict;
    if (ply >= MAX_PLY) return pos_.in_check() ? 0 : evaluate();
    alpha = std::max(mated_in(ply), alpha);
    beta = std::min(mate_in(ply + 1), beta);
    if (alpha >= beta) return alpha;
  }

  // Step 3. Transposition table.
  bool found = false;
  TTEntry* tte = tt_.probe(pos_.key(), found);
  const int tt_value = found ? value_from_tt(tte->score, ply) : 0;
  Move tt_move = found ? Move(tte->move) : Move::none();
  if (root && !last_pv_.empty()) tt_move = last_pv_[0];
  if (!pv_node && found && tte->depth() >= depth) {
    const Bound b = tte->bound();
    if ((b == Bound::LOWER && tt_value >= beta) || (b == Bound::UPPER && tt_value <= alpha) ||
        b == Bound::EXACT)
      return tt_value;
  }

  // Step 4. Static evaluation.
  const bool in_check = pos_.in_check();
  const Color us = pos_.side_to_move();
  int static_eval = 0;
  if (!in_check) static_eval = found ? tte->eval : evaluate();

  // Step 5. Reverse futility: far above beta at low depth, a quiet move will not fall below it.
  if (!pv_node && !in_check && depth <= RFP_MAX_DEPTH && static_eval - RFP_MARGIN * depth >= beta &&
      std::abs(beta) < VALUE_MATE_IN_MAX_PLY)
    return static_eval;

  // Step 6. Null move: let the opponent move twice; if we still stand above beta, cut.
  if (!pv_node && !in_check && depth >= NMP_MIN_DEPTH && static_eval >= beta &&
      played_[ply] != Move::null() && has_attackers(pos_, us) &&
      std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
    const int r = 3 + depth / 4 + std::min(2, (static_eval - beta) / 200);
    StateInfo st;
    played_[ply + 1] = Move::null();
    pos_.do_null_move(st);
    const int v = -search(-beta, -beta + 1, depth - r, ply + 1, !cut_node);
    pos_.undo_null_move();
    if (stopped()) return 0;
    if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
  }

  // Step 7. Without a table move, a PV node is searched one ply shallower to find one cheaply.
  if (pv_node && !tt_move && depth >= 6) --depth;

  // Step 8. The moves.
  const Move* killers = killers_[static_cast<std::size_t>(ply)].data();
  MovePicker picker(pos_, tt_move, killers, history_);
  int best = -VALUE_INFINITE;
  Move best_move = Move::none();
  int move_count = 0;
  std::array<Move, MAX_MOVES> quiets_tried;
  int quiet_count = 0;
  const int original_alpha = alpha;

  for (Move m = picker.next(); m; m = picker.next()) {
    if (root && !root_allowed(m)) continue;
    ++move_count;
    const bool capture = pos_.capture(m);
    const bool gives_check = pos_.gives_check(m);

    // Step 9. Pruning of late quiet moves at shallow depth.
    if (!root && !in_check && !capture && !gives_check && best > -VALUE_MATE_IN_MAX_PLY) {
      if (depth <= 4 && move_count > 4 + 3 * depth * depth) continue;
      if (depth <= FUTILITY_MAX_DEPTH && static_eval + FUTILITY_MARGIN * depth <= alpha) continue;
    }

    // Step 10. Check extension, bounded so that check sequences cannot run away.
    const int extension = gives_check && ply < 2 * root_depth_ ? 1 : 0;
    const int new_depth = depth - 1 + extension;

    StateInfo st;
    played_[ply + 1] = m;
    tt_.prefetch(key_after(pos_, m));
    pos_.do_move(m, st);
    int v = 0;
    if (move_count == 1) {
      v = -search(-beta, -alpha, new_depth, ply + 1, false);
    } else {
      // Step 11. Late-move reduction, then the zero-window search, re-searched if it fails high.
      int r = 0;
      if (depth >= LMR_MIN_DEPTH && !capture && !in_check && !gives_check) {
        r = REDUCTIONS.get(depth, move_count);
        if (pv_node) --r;
        if (cut_node) ++r;
        if (m == killers[0] || m == killers[1]) --r;
        r -= history_.get(us, m) / 6000;
        r = std::clamp(r, 0, new_depth - 1);
      }
      v = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
      if (r > 0 && v > alpha) v = -search(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
      if (pv_node && v > alpha && v < beta) v = -search(-beta, -alpha, new_depth, ply + 1, false);
    }
    pos_.undo_move(m);
    if (stopped()) return 0;

    if (v > best) {
      best = v;
      if (v > alpha) {
        best_move = m;
        alpha = v;
        if (pv_node) update_pv(ply, m);
        if (v >= beta) break;
      }
    }
    if (!capture && quiet_count < MAX_MOVES)
      quiets_tried[static_cast<std::size_t>(quiet_count++)] = m;
  }

  // Step 12. No legal move: the side to move has lost (checkmate or stalemate alike).
  if (move_count == 0) return root ? 0 : mated_in(ply);

  // Step 13. Reward the quiet move that cut off, punish the quiet moves tried before it.
  if (best >= beta && best_move && !pos_.capture(best_move)) {
    auto& k = killers_[static_cast<std::size_t>(ply)];
    if (k[0] != best_move) {
      k[1] = k[0];
      k[0] = best_move;
    }
    const int bonus = std::min(depth * depth * 16, 4000);
    history_.update(us, best_move, bonus);
    for (int i = 0; i < quiet_count; ++i)
      if (quiets_tried[static_cast<std::size_t>(i)] != best_move)
        history_.update(us, quiets_tried[static_cast<std::size_t>(i)], -bonus);
  }

  const Bound bound = best >= beta            ? Bound::LOWER
                      : best > original_alpha ? Bound::EXACT
                                              : Bound::UPPER;
  tt_.save(tte, pos_.key(), value_to_tt(best, ply), static_eval, depth, bound, best_move.raw());
  return best;
}

void Worker::report(const Search::InfoCallback& on_info, int depth, int score) {
  SearchInfo info;
  info.depth = depth;
  info.seldepth = std::max(seldepth_, depth);
  info.score = to_score(score);
  for (const Worker* w : all_) info.nodes += w->nodes();
  info.time_ms = common::now_ms() - control_.clock_start_ms.load();
  info.nps =
      info.nodes * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.time_ms));
  info.hashfull = tt_.hashfull();
  for (Move m : last_pv_) info.pv.push_back(to_iccs(m));
  on_info(info);
}

void Worker::iterative_deepening(const Search::InfoCallback* on_info) {
  if (root_moves_.empty()) return;
  best_move_ = root_moves_[0];
  const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, MAX_PLY - 1) : MAX_PLY - 1;
  const bool main = id_ == 0;
  int score = 0;
  for (int depth = 1 + (main ? 0 : id_ % 2); depth <= max_depth; ++depth) {
    root_depth_ = depth;
    seldepth_ = 0;
    if (options_.algorithm == Algorithm::MINIMAX) {
      score = minimax(depth, 0);
    } else {
      int delta = ASPIRATION_WINDOW;
      int alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
      if (depth >= ASPIRATION_START_DEPTH) {
        alpha = std::max(score - delta, -VALUE_INFINITE);
        beta = std::min(score + delta, VALUE_INFINITE);
      }
      for (;;) {
        const int v = search(alpha, beta, depth, 0, false);
        if (stopped()) break;
        if (v <= alpha) {
          beta = (alpha + beta) / 2;
          alpha = std::max(v - delta, -VALUE_INFINITE);
        } else if (v >= beta) {
          beta = std::min(v + delta, VALUE_INFINITE);
        } else {
          score = v;
          break;
        }
        delta += delta / 2 + 10;
      }
    }
    if (stopped()) {
      // An interrupted iteration still counts if some root move was searched to the end and
      // raised alpha: that move beat everything searched before it at the new depth.
      if (depth > 1 && pv_len_[0] > 0 && options_.algorithm == Algorithm::ALPHABETA) {
        last_pv_.assign(pv_[0].begin(), pv_[0].begin() + pv_len_[0]);
        best_move_ = last_pv_[0];
        ponder_move_ = last_pv_.size() > 1 ? last_pv_[1] : Move::none();
      }
      break;
    }
    if (pv_len_[0] > 0) {
      last_pv_.assign(pv_[0].begin(), pv_[0].begin() + pv_len_[0]);
      best_move_ = last_pv_[0];
      ponder_move_ = last_pv_.size() > 1 ? last_pv_[1] : Move::none();
    }
    best_score_ = score;
    completed_depth_ = depth;
    if (!main) continue;
    if (on_info && *on_info) report(*on_info, depth, score);

    // Stop when the limits say so; never leave an endless search before stop or ponderhit.
    if (limits_.mate > 0 && std::abs(score) >= VALUE_MATE_IN_MAX_PLY &&
        VALUE_MATE - std::abs(score) <= 2 * limits_.mate)
      break;
    // Under a clock, do not start an iteration that probably cannot finish; with a fixed
    // movetime every moment is used, as an interrupted iteration still yields a move.
    if (budget_.limited() && limits_.movetime_ms == 0 && !control_.pondering.load()) {
      const std::int64_t elapsed = common::now_ms() - control_.clock_start_ms.load();
      if (static_cast<double>(elapsed) >=
          ITERATION_TIME_SHARE * static_cast<double>(budget_.optimum_ms))
        break;
    }
    if (root_moves_.size() == 1 && budget_.limited() && depth >= 4) break;
  }
}

}  // namespace

Score to_score(int value) {
  Score s;
  if (value >= VALUE_MATE_IN_MAX_PLY) {
    s.mate = (VALUE_MATE - value + 1) / 2;
  } else if (value <= -VALUE_MATE_IN_MAX_PLY) {
    s.mate = -(VALUE_MATE + value) / 2;
    if (s.mate == 0) s.mate = -1;
  }
  s.cp = value;
  return s;
}

Search::Search(TranspositionTable& tt, const Evaluator& evaluator)
    : tt_(tt), evaluator_(evaluator) {}

BestMove Search::run(const RootGame& game, const SearchLimits& limits, const SearchOptions& options,
                     SearchControl& control, const InfoCallback& on_info) {
  if (control.clock_start_ms.load() == 0) control.clock_start_ms = common::now_ms();
  const TimeBudget budget = plan_time(limits, [&] {
    StateInfo st;
    Position pos;
    pos.set(game.fen, &st);
    // The side to move at the root: the FEN's side, flipped once per game move.
    return (pos.side_to_move() == RED) == (game.moves.size() % 2 == 0);
  }());
  tt_.new_search();

  const int thread_count =
      options.algorithm == Algorithm::MINIMAX ? 1 : std::max(1, options.threads);
  std::vector<std::unique_ptr<Worker>> workers;
  std::vector<Worker*> all;
  for (int i = 0; i < thread_count; ++i) {
    workers.push_back(
        std::make_unique<Worker>(i, game, tt_, evaluator_, options, control, limits, budget, all));
    all.push_back(workers.back().get());
  }

  BestMove result;
  if (workers[0]->has_root_moves()) {
    std::vector<std::thread> helpers;
    for (int i = 1; i < thread_count; ++i)
      helpers.emplace_back(
          [w = workers[static_cast<std::size_t>(i)].get()] { w->iterative_deepening(nullptr); });
    workers[0]->iterative_deepening(&on_info);
    // An endless search answers only after stop (or after ponderhit once the clock runs out).
    while (!control.stop.load() && (limits.infinite || control.pondering.load()))
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    control.stop = true;
    for (auto& t : helpers) t.join();
    const Worker& main = *workers[0];
    result.move = to_iccs(main.best_move());
    if (main.ponder_move()) result.ponder = to_iccs(main.ponder_move());
    result.score = to_score(main.best_score());
    result.depth = main.completed_depth();
  }
  nodes_ = 0;
  for (const Worker* w : all) nodes_ += w->nodes();
  result.nodes = nodes_;
  result.time_ms = common::now_ms() - control.clock_start_ms.load();
  return result;
}

}  // namespace gameai::xiangqi_ai

// Design note: the alpha-beta search.
//
// The search is Stockfish's shape cut down to what pays for itself in xiangqi. Iterative
// deepening calls a principal-variation search (zero windows for all moves after the first,
// re-searched on a fail high) with aspiration windows around the previous score. Each node
// consults, in order: the rules module's rule_judge (repetition, the 60-move counter),
// mate-distance bounds, the shared transposition table, then prunes with reverse futility and null
// move before searching its moves in MovePicker order with late-move reductions, late-move pruning
// and futility at the frontier; checks extend by one ply. Whether the static evaluation is
// improving on the one two plies earlier makes that pruning more or less bold, and a node
// expected to matter that has no table move is searched one ply shallower. Leaves go to a
// quiescence search over captures (all evasions when in check) with stand pat.
//
// Xiangqi differs from chess in ways the search must respect: a side with no legal move loses
// (stalemate too), so "no moves" is always mated_in(ply); perpetual check and perpetual chase
// lose for the offender, so a repetition is not simply a draw; and null move is only tried when
// the side to move keeps a chariot, horse or cannon, as soldier endings are where zugzwang lives.
//
// Lazy SMP: every thread runs the same iterative deepening on its own copy of the game, sharing
// only the transposition table; helpers start at staggered depths so that they fill the table
// with results the main thread wants next. Only the main thread watches the clock and reports
// (deepening.cpp).

#include "xiangqi_ai/search.hpp"

#include "common/timing.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/search_worker.hpp"

namespace gameai::xiangqi_ai::detail {

int Worker::evaluate() {
  int v = options_.network != nullptr ? accumulators_.evaluate(pos_) : evaluator_.evaluate(pos_);
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
    case Outcome::None:
      return false;
    case Outcome::Draw:
      value = 0;
      return true;
    case Outcome::Win:
      value = VALUE_RULE_WIN - ply;
      return true;
    case Outcome::Loss:
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
    make_move(m.move, st);
    const int v = -minimax(depth - 1, ply + 1);
    unmake_move(m.move);
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

  bool found = false;
  TTEntry* tte = tt_.probe(pos_.key(), found);
  const Move tt_move = found ? Move(tte->move) : Move::none();
  if (found) {
    const int v = value_from_tt(tte->score, ply);
    const Bound b = tte->bound();
    if (b == Bound::Exact || (b == Bound::Lower && v >= beta) || (b == Bound::Upper && v <= alpha))
      return v;
  }

  // Stand pat: the static evaluation (kept in the table entry when there is one) is a lower
  // bound, as the side to move need not capture.
  int best = -VALUE_INFINITE;
  int stand_pat = -VALUE_INFINITE;
  if (!in_check) {
    stand_pat = stored_or_fresh_eval(found ? tte : nullptr);
    if (stand_pat >= beta) {
      if (!found)
        tt_.save(tte, pos_.key(), value_to_tt(stand_pat, ply), stand_pat, 0, Bound::Lower, 0);
      return stand_pat;
    }
    alpha = std::max(alpha, stand_pat);
    best = stand_pat;
  }
  MovePicker picker(pos_, tt_move, history_.main);
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
    tt_.prefetch(pos_.key_after(m));
    make_move(m, st);
    const int v = -qsearch(-beta, -alpha, ply + 1);
    unmake_move(m);
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
  const Bound bound = best >= beta ? Bound::Lower : Bound::Upper;
  tt_.save(tte, pos_.key(), value_to_tt(best, ply), in_check ? VALUE_NONE : stand_pat, 0, bound,
           best_move.raw());
  return best;
}

void Worker::update_quiet_stats(int ply, int depth, Move best, const Move* quiets,
                                int quiet_count) {
  auto& k = killers_[static_cast<std::size_t>(ply)];
  if (k[0] != best) {
    k[1] = k[0];
    k[0] = best;
  }
  const Color us = pos_.side_to_move();
  const int bonus = std::min(depth * depth * HISTORY_BONUS_SCALE, HISTORY_BONUS_MAX);
  const auto reward = [&](Move m, int amount) {
    history_.main.update(us, m, amount);
    const Piece pc = pos_.moved_piece(m);
    for (int back = 0; back < 2 && ply - back >= 0; ++back)
      if (PieceToHistory* c = cont_[static_cast<std::size_t>(ply - back)])
        c->update(pc, m.to_sq(), amount);
  };
  reward(best, bonus);
  for (int i = 0; i < quiet_count; ++i)
    if (quiets[i] != best) reward(quiets[i], -bonus);
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
    if ((b == Bound::Lower && tt_value >= beta) || (b == Bound::Upper && tt_value <= alpha) ||
        b == Bound::Exact)
      return tt_value;
  }

  // Step 4. Static evaluation.
  const bool in_check = pos_.in_check();
  const Color us = pos_.side_to_move();
  int static_eval = VALUE_NONE;
  if (!in_check) static_eval = stored_or_fresh_eval(found ? tte : nullptr);
  static_evals_[static_cast<std::size_t>(ply)] = static_eval;
  // Improving: better than two plies ago (or four, if that side was in check then). Pruning is
  // bolder when the position is getting worse.
  bool improving = false;
  if (!in_check) {
    const int before = ply >= 2 ? static_evals_[static_cast<std::size_t>(ply - 2)] : VALUE_NONE;
    const int earlier = ply >= 4 ? static_evals_[static_cast<std::size_t>(ply - 4)] : VALUE_NONE;
    improving = before != VALUE_NONE    ? static_eval > before
                : earlier != VALUE_NONE ? static_eval > earlier
                                        : true;
  }

  // Step 5. Reverse futility: far above beta at low depth, a quiet move will not fall below it.
  if (!pv_node && !in_check && depth <= RFP_MAX_DEPTH &&
      static_eval - RFP_MARGIN * (depth - (improving ? 1 : 0)) >= beta &&
      std::abs(beta) < VALUE_MATE_IN_MAX_PLY)
    return static_eval;

  // Step 6. Null move: let the opponent move twice; if we still stand above beta, cut.
  if (!pv_node && !in_check && depth >= NMP_MIN_DEPTH && static_eval >= beta &&
      played_[ply] != Move::null() && has_attackers(pos_, us) &&
      std::abs(beta) < VALUE_MATE_IN_MAX_PLY) {
    const int r = 3 + depth / 4 + std::min(2, (static_eval - beta) / 200);
    StateInfo st;
    played_[ply + 1] = Move::null();
    cont_[static_cast<std::size_t>(ply + 1)] = nullptr;
    make_null_move(st);
    const int v = -search(-beta, -beta + 1, depth - r, ply + 1, !cut_node);
    unmake_null_move();
    if (stopped()) return 0;
    if (v >= beta) return v >= VALUE_MATE_IN_MAX_PLY ? beta : v;
  }

  // Step 7. Without a table move, a PV or expected cut node is searched one ply shallower: the
  // move ordering is poor there anyway, and the next visit will have a move to try first.
  if ((pv_node || cut_node) && !tt_move && depth >= IIR_MIN_DEPTH) --depth;

  // Step 8. The moves.
  const Move* killers = killers_[static_cast<std::size_t>(ply)].data();
  const Continuations conts = continuations(ply);
  MovePicker picker(pos_, tt_move, killers, history_.main, conts);
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

    // Step 9. Pruning of late quiet moves at shallow depth. (Pruning moves that lose the
    // exchange on their target square, as chess engines do, measured weaker here: in xiangqi
    // such moves are often screens, blocks and sacrifices that work.)
    if (!root && !in_check && !capture && !gives_check && best > -VALUE_MATE_IN_MAX_PLY) {
      if (depth <= 4 && move_count > (4 + 3 * depth * depth) * (improving ? 3 : 2) / 3) continue;
      if (depth <= FUTILITY_MAX_DEPTH && static_eval + FUTILITY_MARGIN * depth <= alpha) continue;
    }

    // Step 10. Check extension, bounded so that check sequences cannot run away.
    const int extension = gives_check && ply < 2 * root_depth_ ? 1 : 0;
    const int new_depth = depth - 1 + extension;

    StateInfo st;
    played_[ply + 1] = m;
    const Piece moved = pos_.moved_piece(m);
    cont_[static_cast<std::size_t>(ply + 1)] = &history_.continuation.at(moved, m.to_sq());
    tt_.prefetch(pos_.key_after(m));
    make_move(m, st);
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
        if (!improving) ++r;
        if (m == killers[0] || m == killers[1]) --r;
        int stat = history_.main.get(us, m);
        for (const PieceToHistory* c : conts)
          if (c) stat += c->get(moved, m.to_sq());
        r -= stat / LMR_HISTORY_DIVISOR;
        r = std::clamp(r, 0, new_depth - 1);
      }
      v = -search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
      if (r > 0 && v > alpha) v = -search(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
      if (pv_node && v > alpha && v < beta) v = -search(-beta, -alpha, new_depth, ply + 1, false);
    }
    unmake_move(m);
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
  if (best >= beta && best_move && !pos_.capture(best_move))
    update_quiet_stats(ply, depth, best_move, quiets_tried.data(), quiet_count);

  const Bound bound = best >= beta            ? Bound::Lower
                      : best > original_alpha ? Bound::Exact
                                              : Bound::Upper;
  tt_.save(tte, pos_.key(), value_to_tt(best, ply), static_eval, depth, bound, best_move.raw());
  return best;
}

}  // namespace gameai::xiangqi_ai::detail

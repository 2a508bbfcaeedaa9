// Iterative deepening, progress reports and the Lazy SMP driver of the alpha-beta search.

#include <algorithm>
#include <memory>
#include <thread>

#include "common/timing.hpp"
#include "xiangqi_ai/search.hpp"
#include "xiangqi_ai/search_worker.hpp"

namespace gameai::xiangqi_ai {
namespace detail {
void Worker::report(const Search::InfoCallback& on_info, int depth, int line, int score,
                    const std::vector<Move>& pv) {
  SearchInfo info;
  info.multipv = line;
  info.depth = depth;
  info.seldepth = std::max(seldepth_, depth);
  info.score = to_score(score);
  for (const Worker* w : all_) info.nodes += w->nodes();
  info.time_ms = common::now_ms() - control_.clock_start_ms.load();
  info.nps =
      info.nodes * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.time_ms));
  info.hashfull = tt_.hashfull();
  for (Move m : pv) info.pv.push_back(to_iccs(m));
  on_info(info);
}

int Worker::search_root(int depth, int previous) {
  if (options_.algorithm == Algorithm::Minimax) return minimax(depth, 0);
  int delta = ASPIRATION_WINDOW;
  int alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
  if (depth >= ASPIRATION_START_DEPTH) {
    alpha = std::max(previous - delta, -VALUE_INFINITE);
    beta = std::min(previous + delta, VALUE_INFINITE);
  }
  for (;;) {
    const int v = search(alpha, beta, depth, 0, false);
    if (stopped()) return v;
    if (v <= alpha) {
      beta = (alpha + beta) / 2;
      alpha = std::max(v - delta, -VALUE_INFINITE);
    } else if (v >= beta) {
      beta = std::min(v + delta, VALUE_INFINITE);
    } else {
      return v;
    }
    delta += delta / 2 + 10;
  }
}

namespace {
// A mate score whose distance the search has looked well past: deeper iterations would only
// repeat it. The slack covers mates first found through reduced lines.
bool mate_settled(int score, int depth) {
  if (std::abs(score) < VALUE_MATE_IN_MAX_PLY) return false;
  const int plies = VALUE_MATE - std::abs(score);
  return depth >= 2 * plies + 2;
}
}  // namespace

void Worker::iterative_deepening(const Search::InfoCallback* on_info) {
  if (root_moves_.empty()) return;
  best_move_ = root_moves_[0];
  const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, MAX_PLY - 1) : MAX_PLY - 1;
  const bool main = id_ == 0;
  // Helper threads fill the table for the best line only.
  const int line_count =
      main ? std::clamp(options_.multipv, 1, static_cast<int>(root_moves_.size())) : 1;
  lines_.assign(static_cast<std::size_t>(line_count), Line{});
  std::vector<Line> found;
  found.reserve(lines_.size());
  for (int depth = 1 + (main ? 0 : id_ % 2); depth <= max_depth; ++depth) {
    root_depth_ = depth;
    // Step 1. Each line in turn: the best root move, then the best of the rest, and so on.
    found.clear();
    excluded_.clear();
    std::size_t completed_lines = 0;
    for (std::size_t k = 0; k < lines_.size(); ++k) {
      seldepth_ = 0;
      last_pv_ = lines_[k].pv;
      const int v = search_root(depth, lines_[k].score);
      if (stopped()) {
        // An interrupted first line still counts if some root move was searched to the end
        // and raised alpha: that move beat everything searched before it at the new depth.
        if (k == 0 && depth > 1 && pv_len_[0] > 0 && options_.algorithm == Algorithm::Alphabeta)
          found.push_back({v, std::vector<Move>(pv_[0].begin(), pv_[0].begin() + pv_len_[0])});
        break;
      }
      Line line{v, lines_[k].pv};
      if (pv_len_[0] > 0) line.pv.assign(pv_[0].begin(), pv_[0].begin() + pv_len_[0]);
      if (!line.pv.empty()) excluded_.push_back(line.pv[0]);
      found.push_back(std::move(line));
      ++completed_lines;
    }
    excluded_.clear();
    const bool complete = completed_lines == lines_.size();
    if (!found.empty()) {
      last_pv_ = found[0].pv;
      if (!last_pv_.empty()) {
        best_move_ = last_pv_[0];
        ponder_move_ = last_pv_.size() > 1 ? last_pv_[1] : Move::none();
      }
    } else {
      last_pv_ = lines_[0].pv;
    }
    if (!complete) {
      // A first line searched to the end at this depth is a finished iteration for the move.
      if (completed_lines > 0) {
        best_score_ = found[0].score;
        completed_depth_ = depth;
      }
      break;
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const Line& a, const Line& b) { return a.score > b.score; });
    lines_.swap(found);
    last_pv_ = lines_[0].pv;
    if (!last_pv_.empty()) {
      best_move_ = last_pv_[0];
      ponder_move_ = last_pv_.size() > 1 ? last_pv_[1] : Move::none();
    }
    const int score = lines_[0].score;
    best_score_ = score;
    completed_depth_ = depth;
    if (!main) continue;
    if (on_info && *on_info)
      for (std::size_t k = 0; k < lines_.size(); ++k)
        report(*on_info, depth, static_cast<int>(k) + 1, lines_[k].score, lines_[k].pv);

    // Step 2. Stop when the limits say so; never leave an endless search before stop or
    // ponderhit (run() waits for them).
    if (limits_.mate > 0 && std::abs(score) >= VALUE_MATE_IN_MAX_PLY &&
        VALUE_MATE - std::abs(score) <= 2 * limits_.mate)
      break;
    // Without a fixed depth, a mate that every line shows and deeper iterations cannot
    // shorten ends the deepening.
    if (limits_.depth == 0 && std::all_of(lines_.begin(), lines_.end(), [depth](const Line& l) {
          return mate_settled(l.score, depth);
        }))
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

}  // namespace detail

using detail::Worker;
using namespace xiangqi;

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

Search::Search(TranspositionTable& tt, const Evaluator& evaluator, HistoryTables* histories)
    : tt_(tt), evaluator_(evaluator), histories_(histories) {}

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
      options.algorithm == Algorithm::Minimax ? 1 : std::max(1, options.threads);
  HistoryTables fresh;
  HistoryTables& histories = histories_ ? *histories_ : fresh;
  while (histories.size() < static_cast<std::size_t>(thread_count))
    histories.push_back(std::make_unique<ThreadHistory>());
  std::vector<std::unique_ptr<Worker>> workers;
  std::vector<Worker*> all;
  for (int i = 0; i < thread_count; ++i) {
    workers.push_back(std::make_unique<Worker>(i, game, tt_, evaluator_, options, control, limits,
                                               budget, all,
                                               *histories[static_cast<std::size_t>(i)]));
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

#include "tetris_ai/bot.hpp"

#include <pthread.h>
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "common/thread_pool.hpp"
#include "tetris/rules.hpp"

namespace gameai::tetris_ai {
namespace {

constexpr double DEAD = -1e12;
// How many of the best leaves speculation judges at least; a budget beyond what the widest beam
// needs judges more of them.
constexpr std::size_t SPECULATED_LEAVES = 16;
// The first search, which always finishes and prices a unit of width.
constexpr int FIRST_WIDTH = 8;
// A further search runs only when it is expected to be at least this much wider than the last
// one finished (in quarters): a slightly wider beam is not worth a second search.
constexpr int WIDER_QUARTERS = 5;
// The share of the remaining budget a search is sized to use (in percent): the cost of a width
// is an estimate, and a search that runs out is thrown away.
constexpr int BUDGET_PERCENT = 90;
// Deep values: leaves of the widest search kept for them, and placements of the first unseen
// piece followed further.
constexpr std::size_t DEEP_LEAVES = 64;
constexpr std::size_t DEEP_CHILDREN = 2;
// The perfect-clear search: the share of a node or time budget it may use (one part in this
// many), its node limit without a budget, and the size of its table of dead ends.
constexpr std::uint64_t PC_SHARE = 4;
constexpr std::uint64_t PC_NODES = 30000;
constexpr std::size_t PC_TABLE = std::size_t{1} << 14;
// The highest perfect clear looked for, in rows.
constexpr int PC_ROWS = 4;
// The most pieces searched: the current one and the previews (a node's position is a byte).
constexpr std::size_t MAX_SEQUENCE = 32;

std::uint64_t mix(std::uint64_t x) noexcept {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

// The empty cells of `board` below row `rows` (at most 64 cells) fall into areas of whole pieces.
// Exact while no empty cell is covered; a covered pocket that a clear above it would open to
// another area is judged as it stands (the search then misses that rare perfect clear, and
// keeps its pruning everywhere else).
bool whole_areas(const tetris::Board& board, int rows) noexcept {
  const int w = board.width();
  std::uint64_t empty = 0;
  std::uint64_t left = 0;
  for (int y = 0; y < rows; ++y) {
    empty |= static_cast<std::uint64_t>(board.full_row() & ~board.row(y)) << (y * w);
    left |= std::uint64_t{1} << (y * w);
  }
  const std::uint64_t right = left << (w - 1);
  while (empty != 0) {
    std::uint64_t area = empty & (~empty + 1);
    while (true) {
      const std::uint64_t grown =
          (area | ((area << 1) & ~left) | ((area >> 1) & ~right) | (area << w) | (area >> w)) &
          empty;
      if (grown == area) break;
      area = grown;
    }
    if (std::popcount(area) % 4 != 0) return false;
    empty &= ~area;
  }
  return true;
}

// One way on from a node: place the next piece, or hold it and place the held one (the piece
// after it when the hold is empty, which uses up two pieces of the sequence).
struct PieceChoice {
  bool hold;
  tetris::Piece piece;
  std::optional<tetris::Piece> hold_after;
  std::size_t advance;
};

// The ways on from position `pos` of `sequence` with `hold` held (at most two); how many.
int piece_choices(std::span<const tetris::Piece> sequence, std::size_t pos,
                  std::optional<tetris::Piece> hold, bool may_hold,
                  std::array<PieceChoice, 2>& out) noexcept {
  const tetris::Piece next = sequence[pos];
  int count = 0;
  out[static_cast<std::size_t>(count++)] = {false, next, hold, 1};
  if (may_hold) {
    if (hold) {
      if (*hold != next) out[static_cast<std::size_t>(count++)] = {true, *hold, next, 1};
    } else if (pos + 1 < sequence.size()) {
      out[static_cast<std::size_t>(count++)] = {true, sequence[pos + 1], next, 2};
    }
  }
  return count;
}

// The moves of `choice` on `board`: at the root, the piece not held moves on from where it
// stands when it has already moved.
void generate_choice(tetris::MoveGenerator& generator, const tetris::Board& board,
                     const PieceChoice& choice, bool root, const BotState& state) noexcept {
  if (root && !choice.hold && state.falling) {
    generator.generate_from(tetris::RuleSet::Guideline, board, *state.falling);
  } else {
    generator.generate(tetris::RuleSet::Guideline, board, choice.piece);
  }
}

// A search position's key: board, hold, place in the sequence, chain state and one more small
// number (garbage waiting in the beam, the target height in the perfect-clear search). Never 0,
// which marks an empty slot.
std::uint64_t position_key(const tetris::Board& board, std::optional<tetris::Piece> hold,
                           std::size_t pos, const tetris::AttackState& attack,
                           std::uint16_t extra) noexcept {
  const std::uint64_t key =
      board.hash() ^ mix((std::uint64_t{hold ? static_cast<unsigned>(*hold) + 1u : 0u} << 8) |
                         (std::uint64_t{pos} << 16) | (std::uint64_t{attack.back_to_back} << 24) |
                         (static_cast<std::uint64_t>(attack.combo + 1) << 32) |
                         (static_cast<std::uint64_t>(extra) << 40));
  return key | 1;
}

// Looks `key` up in an open-addressed table (a power of two long, never full); false when it is
// there, else true, recording it when `remember`.
bool first_visit(std::vector<std::uint64_t>& table, std::uint64_t key, bool remember) noexcept {
  const std::size_t mask = table.size() - 1;
  std::size_t i = key & mask;
  while (table[i] != 0) {
    if (table[i] == key) return false;
    i = (i + 1) & mask;
  }
  if (remember) table[i] = key;
  return true;
}

// Rows the garbage still waiting adds to a board's height, as the weights count it.
int raised(int pending, const BotWeights& w) noexcept {
  return pending > 0 ? static_cast<int>(std::lround(w.incoming * pending)) : 0;
}

// Threads to run `slices` slices of `work` nodes on: a small level is not worth starting
// threads for, and its slices run one after the other here (the result is the same).
unsigned threads_for(std::size_t work, std::size_t slices) noexcept {
  constexpr std::size_t MIN_NODES_PER_THREAD = 16;
  return work >= MIN_NODES_PER_THREAD * slices ? static_cast<unsigned>(slices) : 1u;
}

}  // namespace

Bot::Bot(const BotSettings& settings) : settings_(settings) {
  settings_.threads = std::clamp(settings_.threads, 1, MAX_BOT_THREADS);
  for (int i = 0; i < settings_.threads; ++i) workers_.push_back(std::make_unique<Worker>());
}

double Bot::clock_seconds() const noexcept {
  timespec t{};
  clock_gettime(cpu_clock_id_, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Read after each expanded node (some tens of children): cheap beside the move search.
bool Bot::out_of_time() noexcept {
  if (stop_.load(std::memory_order_relaxed)) return true;
  if (cancelled_.load(std::memory_order_relaxed) ||
      (settings_.think_ms > 0 && clock_seconds() >= deadline_)) {
    stop_.store(true, std::memory_order_relaxed);
    return true;
  }
  return false;
}

bool Bot::over_node_budget() const noexcept {
  return settings_.nodes != 0 && nodes_ > settings_.nodes;
}

// Children of `node`: place the next piece of the sequence, or hold it and place the held piece
// (the one after it when the hold is empty).
void Bot::expand(const Node& node, std::uint32_t index, bool root, const BotState& state,
                 std::span<const tetris::Piece> sequence, Worker& worker) {
  const std::size_t pos = node.pos;
  if (pos >= sequence.size()) return;
  std::array<PieceChoice, 2> options;
  const int count = piece_choices(sequence, pos, node.hold, !root || state.hold_allowed, options);
  const BotWeights& w = settings_.weights;
  tetris::MoveGenerator& generator = worker.generator;
  for (int o = 0; o < count; ++o) {
    const PieceChoice& opt = options[static_cast<std::size_t>(o)];
    generate_choice(generator, node.board, opt, root, state);
    for (const tetris::Move& m : generator) {
      Node child;
      child.board = node.board;
      const bool lock_out = tetris::locks_out(tetris::RuleSet::Guideline, child.board, m.placement);
      const tetris::LineClear clear = child.board.apply(m.placement);
      const tetris::ClearEvent event = tetris::lock_event(clear.count, m.spin, child.board.empty());
      child.hold = opt.hold_after;
      child.pos = static_cast<std::uint8_t>(pos + opt.advance);
      child.attack = node.attack;
      int sent = 0;
      child.reward =
          node.reward + placement_reward(event, m.placement.piece, child.attack, w, &sent);
      child.pending = clear.count > 0 ? static_cast<std::int16_t>(std::max(0, node.pending - sent))
                                      : node.pending;
      child.parent = index;
      child.step = PlanStep{opt.hold, m.placement, m.spin};
      const bool dead = lock_out || (child.pos < sequence.size() &&
                                     !tetris::entry_placement(tetris::RuleSet::Guideline,
                                                              sequence[child.pos], child.board));
      child.score = dead ? DEAD + child.reward
                         : child.reward +
                               board_value(bot_features(child.board, raised(child.pending, w)), w) +
                               (child.attack.back_to_back ? w.back_to_back : 0);
      worker.children.push_back(child);
      ++worker.nodes;
    }
  }
}

void Bot::expand_level(const std::vector<Node>& level, bool root, const BotState& state,
                       bool may_stop) {
  const std::size_t slices =
      std::min<std::size_t>(workers_.size(), std::max<std::size_t>(level.size(), 1));
  for (auto& worker : workers_) {
    worker->children.clear();
    worker->nodes = 0;
  }
  const auto slice = [&](std::size_t s, unsigned) {
    Worker& worker = *workers_[s];
    const std::size_t begin = level.size() * s / slices;
    const std::size_t end = level.size() * (s + 1) / slices;
    for (std::size_t i = begin; i < end; ++i) {
      if (level[i].score <= DEAD / 2 && !root) continue;
      expand(level[i], static_cast<std::uint32_t>(i), root, state, sequence_, worker);
      if (may_stop && out_of_time()) return;
    }
  };
  common::parallel_for(slices, threads_for(level.size(), slices), slice);
  children_.clear();
  for (std::size_t s = 0; s < slices; ++s) {
    const Worker& worker = *workers_[s];
    children_.insert(children_.end(), worker.children.begin(), worker.children.end());
    nodes_ += worker.nodes;
  }
}

// The best first (ties: the earlier child first, so the order does not depend on the sort), and
// a child whose board, hold, queue position and chain equal a better one's is left out.
void Bot::select(std::size_t width, std::vector<Node>& out) {
  out.clear();
  ranked_.clear();
  for (std::uint32_t i = 0; i < children_.size(); ++i) ranked_.push_back({children_[i].score, i});
  const auto better = [](const Ranked& a, const Ranked& b) {
    return a.score > b.score || (a.score == b.score && a.index < b.index);
  };
  std::size_t table = 16;
  while (table < 4 * width) table *= 2;
  seen_.assign(table, 0);
  const auto first_time = [&](const Node& n) {
    return first_visit(
        seen_,
        position_key(n.board, n.hold, n.pos, n.attack, static_cast<std::uint16_t>(n.pending)),
        true);
  };
  // Sort a prefix a little longer than the width; sort the rest only if copies use it up.
  std::size_t sorted = 0;
  std::size_t next = 0;
  while (out.size() < width && next < ranked_.size()) {
    if (next == sorted) {
      const std::size_t more = std::min(ranked_.size(), sorted + 2 * width + 8);
      const auto begin = ranked_.begin() + static_cast<std::ptrdiff_t>(sorted);
      const auto mid = ranked_.begin() + static_cast<std::ptrdiff_t>(more);
      std::nth_element(begin, mid - 1, ranked_.end(), better);
      std::sort(begin, mid, better);
      sorted = more;
    }
    const Node& n = children_[ranked_[next++].index];
    if (first_time(n)) out.push_back(n);
  }
}

// Speculation: the best leaves are valued by what the next, unseen piece can do there, on
// average over the pieces the bag can still deal (all seven when the bag is not known).
std::size_t Bot::unseen_pieces(const BotState& state,
                               std::array<tetris::Piece, tetris::PIECE_COUNT>& pieces) {
  std::size_t count = 0;
  if (!state.bag.empty()) {
    for (const tetris::Piece p : state.bag) pieces[count++ % pieces.size()] = p;
    return std::min(count, pieces.size());
  }
  for (const tetris::Piece p : tetris::ALL_PIECES) pieces[count++] = p;
  return count;
}

void Bot::speculate(const BotState& state, std::vector<Node>& leaves, std::size_t judged,
                    bool may_stop) {
  std::array<tetris::Piece, tetris::PIECE_COUNT> pieces{};
  const std::size_t count = unseen_pieces(state, pieces);
  speculated_.assign(judged, DEAD);
  const std::size_t slices = std::min<std::size_t>(workers_.size(), judged);
  for (auto& worker : workers_) worker->nodes = 0;
  const auto slice = [&](std::size_t s, unsigned) {
    Worker& worker = *workers_[s];
    for (std::size_t i = judged * s / slices; i < judged * (s + 1) / slices; ++i) {
      const Node& leaf = leaves[i];
      if (leaf.score <= DEAD / 2) {
        speculated_[i] = leaf.score;
        continue;
      }
      double total = 0;
      for (std::size_t k = 0; k < count; ++k) {
        worker.children.clear();
        Node probe = leaf;
        probe.pos = 0;
        expand(probe, 0, false, state, std::span<const tetris::Piece>(&pieces[k], 1), worker);
        double best = DEAD;
        for (const Node& c : worker.children) best = std::max(best, c.score);
        total += best;
      }
      speculated_[i] = total / static_cast<double>(count);
      if (may_stop && out_of_time()) return;
    }
  };
  common::parallel_for(slices, threads_for(judged * 4, slices), slice);
  for (std::size_t s = 0; s < slices; ++s) nodes_ += workers_[s]->nodes;
  for (std::size_t i = 0; i < judged; ++i) leaves[i].score = speculated_[i];
  std::stable_sort(leaves.begin(), leaves.begin() + static_cast<std::ptrdiff_t>(judged),
                   [](const Node& a, const Node& b) { return a.score > b.score; });
}

bool Bot::search(const BotState& state, int width, std::size_t judge, bool may_stop,
                 BotDecision& out) {
  ++out.searches;
  const std::uint64_t start = nodes_;
  levels_.resize(std::max<std::size_t>(levels_.size(), sequence_.size() + 1));
  for (auto& level : levels_) level.clear();
  Node root;
  root.board = state.board;
  root.hold = state.hold;
  root.attack = state.attack;
  root.pending = static_cast<std::int16_t>(std::clamp(state.incoming, 0, 1000));
  levels_[0].push_back(root);
  std::size_t depth = 0;
  while (true) {
    expand_level(levels_[depth], depth == 0, state, may_stop);
    if (may_stop && (stop_.load(std::memory_order_relaxed) || over_node_budget())) return false;
    if (children_.empty()) break;
    ++depth;
    select(static_cast<std::size_t>(width), levels_[depth]);
    if (depth + 1 > sequence_.size()) break;
  }
  beam_nodes_ = nodes_ - start;
  speculation_nodes_ = 0;
  if (depth == 0) return true;  // no move at all
  std::vector<Node>& leaves = levels_[depth];
  const std::size_t judged = std::min<std::size_t>(leaves.size(), judge);
  judged_ = 0;
  if (settings_.speculate && judged > 1) {
    judged_ = judged;
    const std::uint64_t before = nodes_;
    speculate(state, leaves, judged, may_stop);
    if (may_stop && (stop_.load(std::memory_order_relaxed) || over_node_budget())) return false;
    speculation_nodes_ = nodes_ - before;
  }
  // The best nodes of the deepest level, walked back to the root.
  const std::size_t kept = std::min(leaves.size(), DEEP_LEAVES);
  top_leaves_.assign(leaves.begin(), leaves.begin() + static_cast<std::ptrdiff_t>(kept));
  top_plans_.resize(kept);
  for (std::size_t i = 0; i < kept; ++i) {
    std::vector<PlanStep>& plan = top_plans_[i];
    plan.assign(depth, PlanStep{});
    const Node* n = &leaves[i];
    for (std::size_t d = depth; d > 0; --d) {
      plan[d - 1] = n->step;
      if (d > 1) n = &levels_[d - 1][n->parent];
    }
  }
  out.score = leaves.front().score;
  out.width = width;
  out.plan = top_plans_.front();
  out.first = out.plan.front();
  return true;
}

double Bot::deep_value(const Node& leaf, const BotState& state,
                       std::span<const tetris::Piece> pieces, Worker& worker) {
  if (leaf.score <= DEAD / 2) return leaf.score;
  double total = 0;
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    worker.children.clear();
    Node probe = leaf;
    probe.pos = 0;
    expand(probe, 0, false, state, pieces.subspan(k, 1), worker);
    // The DEEP_CHILDREN best placements of this piece (the earlier first among equals).
    std::array<Node, DEEP_CHILDREN> best;
    std::size_t found = 0;
    for (const Node& c : worker.children) {
      std::size_t at = found;
      while (at > 0 && best[at - 1].score < c.score) --at;
      if (at >= DEEP_CHILDREN) continue;
      for (std::size_t j = std::min(found, DEEP_CHILDREN - 1); j > at; --j) best[j] = best[j - 1];
      best[at] = c;
      found = std::min(found + 1, DEEP_CHILDREN);
    }
    if (found == 0 || best[0].score <= DEAD / 2) {
      total += DEAD;
      continue;
    }
    // The bag after this piece: the others, or a whole new bag when it was the last.
    std::array<tetris::Piece, tetris::PIECE_COUNT> after{};
    std::size_t after_count = 0;
    for (std::size_t j = 0; j < pieces.size(); ++j) {
      if (j != k) after[after_count++] = pieces[j];
    }
    if (after_count == 0) {
      for (const tetris::Piece p : tetris::ALL_PIECES) after[after_count++] = p;
    }
    double value = DEAD;
    for (std::size_t c = 0; c < found; ++c) {
      if (best[c].score <= DEAD / 2) continue;
      double sum = 0;
      for (std::size_t j = 0; j < after_count; ++j) {
        worker.children.clear();
        Node next = best[c];
        next.pos = 0;
        expand(next, 0, false, state, std::span<const tetris::Piece>(&after[j], 1), worker);
        double top = DEAD;
        for (const Node& g : worker.children) top = std::max(top, g.score);
        sum += top;
      }
      value = std::max(value, sum / static_cast<double>(after_count));
    }
    total += value;
  }
  return total / static_cast<double>(pieces.size());
}

void Bot::deepen(const BotState& state, BotDecision& best) {
  const std::size_t n = top_leaves_.size();
  if (n < 2) return;
  std::array<tetris::Piece, tetris::PIECE_COUNT> pieces{};
  const std::size_t count = unseen_pieces(state, pieces);
  const std::span<const tetris::Piece> unseen(pieces.data(), count);
  std::vector<double> value(n, DEAD);
  std::vector<std::uint64_t> cost(n, 0);
  // Leaves are judged in batches of one per thread but taken in order while the budget lasts,
  // so with a node budget the choice is the same for any thread count.
  const std::size_t slices = workers_.size();
  std::uint64_t used = nodes_;
  std::size_t judged = 0;
  bool stop = false;
  for (std::size_t start = 0; start < n && !stop; start += slices) {
    if (out_of_time() || over_node_budget()) break;
    const std::size_t batch = std::min(slices, n - start);
    common::parallel_for(batch, static_cast<unsigned>(batch), [&](std::size_t s, unsigned) {
      Worker& worker = *workers_[s];
      const std::uint64_t before = worker.nodes;
      value[start + s] = deep_value(top_leaves_[start + s], state, unseen, worker);
      cost[start + s] = worker.nodes - before;
    });
    for (std::size_t i = start; i < start + batch; ++i) {
      if (settings_.nodes != 0 && used + cost[i] > settings_.nodes) {
        stop = true;
        break;
      }
      used += cost[i];
      ++judged;
    }
  }
  nodes_ = used;
  if (judged < 2) return;
  std::size_t choice = 0;
  for (std::size_t i = 1; i < judged; ++i) {
    if (value[i] > value[choice]) choice = i;
  }
  best.score = value[choice];
  best.plan = top_plans_[choice];
  best.first = best.plan.front();
}

void Bot::perfect_clear_from(const tetris::Board& board, std::optional<tetris::Piece> hold,
                             std::size_t pos, int rows, tetris::AttackState attack, double reward,
                             const BotState& state) {
  if (pos >= sequence_.size() || nodes_ >= pc_limit_) return;
  if (cancelled_.load(std::memory_order_relaxed)) return;
  if (settings_.think_ms > 0 && clock_seconds() >= pc_deadline_) return;
  const int cells = board.width() * rows - board.cell_count();
  const auto pieces = static_cast<int>(sequence_.size() - pos) + (hold ? 1 : 0);
  if (cells > 4 * pieces) return;
  // The table is kept at most three quarters full, so that a probe always ends; past that,
  // positions are searched again rather than remembered.
  const bool remember = pc_seen_count_ < PC_TABLE / 4 * 3;
  if (!first_visit(pc_seen_,
                   position_key(board, hold, pos, attack, static_cast<std::uint16_t>(rows)),
                   remember)) {
    return;
  }
  pc_seen_count_ += remember ? 1 : 0;
  const std::size_t depth = pc_plan_.size();
  const bool root = depth == 0;

  std::array<PieceChoice, 2> options;
  const int count = piece_choices(sequence_, pos, hold, !root || state.hold_allowed, options);
  tetris::MoveGenerator& generator = workers_.front()->generator;
  for (int o = 0; o < count; ++o) {
    const PieceChoice& opt = options[static_cast<std::size_t>(o)];
    generate_choice(generator, board, opt, root, state);
    std::vector<tetris::Move>& moves = pc_moves_[depth];
    moves.assign(generator.begin(), generator.end());
    nodes_ += moves.size();
    for (const tetris::Move& m : moves) {
      tetris::Board after = board;
      const tetris::LineClear clear = after.apply(m.placement);
      // Rows cleared below the target lower it (a row above it cannot be full but on a board
      // as narrow as a piece).
      const int left = rows - std::popcount(clear.rows & ((std::uint64_t{1} << rows) - 1));
      if (after.max_height() > left) continue;
      if (!after.empty() && !whole_areas(after, left)) continue;
      const tetris::ClearEvent event = tetris::lock_event(clear.count, m.spin, after.empty());
      tetris::AttackState chain = attack;
      const double gained =
          reward + placement_reward(event, m.placement.piece, chain, settings_.weights);
      pc_plan_.push_back(PlanStep{opt.hold, m.placement, m.spin});
      if (after.empty()) {
        const double value = gained + (chain.back_to_back ? settings_.weights.back_to_back : 0);
        if (pc_best_.empty() || value > pc_best_value_) {
          pc_best_ = pc_plan_;
          pc_best_value_ = value;
        }
      } else {
        perfect_clear_from(after, opt.hold_after, pos + opt.advance, left, chain, gained, state);
      }
      pc_plan_.pop_back();
    }
  }
}

bool Bot::perfect_clear(const BotState& state, BotDecision& out) {
  const tetris::Board& board = state.board;
  const int top = board.max_height();
  if (top > PC_ROWS || board.width() * PC_ROWS > 64) return false;
  const std::uint64_t share =
      settings_.nodes != 0 ? std::max<std::uint64_t>(settings_.nodes / PC_SHARE, 1) : PC_NODES;
  pc_limit_ = nodes_ + share;
  pc_deadline_ = clock_seconds() + settings_.think_ms / 1000.0 / static_cast<double>(PC_SHARE);
  // One list of moves per depth, made before the search so none moves while a caller reads it.
  if (pc_moves_.size() < sequence_.size() + 1) pc_moves_.resize(sequence_.size() + 1);
  pc_seen_.assign(PC_TABLE, 0);
  pc_seen_count_ = 0;
  pc_best_.clear();
  const int pieces = static_cast<int>(sequence_.size()) + (state.hold ? 1 : 0);
  // The lowest perfect clear the pieces make; of those found, the one worth most.
  for (int rows = std::max(top, 1); rows <= PC_ROWS && pc_best_.empty(); ++rows) {
    const int cells = board.width() * rows - board.cell_count();
    // Covered cells are fine (a plan tucks pieces under others), but every empty area must be
    // whole pieces.
    if (cells % 4 != 0 || cells > 4 * pieces || !whole_areas(board, rows)) continue;
    pc_plan_.clear();
    perfect_clear_from(board, state.hold, 0, rows, state.attack, 0, state);
  }
  if (pc_best_.empty()) return false;
  out.plan = pc_best_;
  out.first = out.plan.front();
  out.score = pc_best_value_;
  out.width = 0;
  return true;
}

std::optional<BotDecision> Bot::think(const BotState& state) {
  sequence_.clear();
  sequence_.push_back(state.current);
  // The previews searched: at most MAX_SEQUENCE - 1 (a front end may send a longer queue).
  const std::size_t previews = std::min(state.queue.size(), MAX_SEQUENCE - 1);
  sequence_.insert(sequence_.end(), state.queue.begin(),
                   state.queue.begin() + static_cast<std::ptrdiff_t>(previews));
  nodes_ = 0;
  stop_.store(false, std::memory_order_relaxed);
  cpu_clock_id_ = CLOCK_MONOTONIC;
#if !defined(__EMSCRIPTEN__)
  clockid_t own = CLOCK_MONOTONIC;
  if (settings_.cpu_clock && pthread_getcpuclockid(pthread_self(), &own) == 0) cpu_clock_id_ = own;
#endif
  deadline_ = clock_seconds() + settings_.think_ms / 1000.0;
  const int max_width = std::max(FIRST_WIDTH, settings_.max_width);
  BotDecision best;
  if (settings_.perfect_clears && perfect_clear(state, best)) {
    best.nodes = nodes_;
    return best;
  }
  // The narrowest search always finishes, whatever the budget: there is always a move. Its pace
  // (not the perfect-clear search's, whose nodes are cheaper) prices the searches after it.
  const double first_start = clock_seconds();
  const std::uint64_t first_nodes = nodes_;
  search(state, FIRST_WIDTH, SPECULATED_LEAVES, false, best);
  if (best.plan.empty()) return std::nullopt;  // nothing to play
  int searches = best.searches;
  const bool limited = settings_.think_ms > 0 || settings_.nodes != 0;
  int width = FIRST_WIDTH;
  std::size_t judged = SPECULATED_LEAVES;
  // What one unit of width and one judged leaf cost in the last search finished.
  double beam_per_width = static_cast<double>(beam_nodes_) / width;
  double per_leaf = judged_ > 0 ? static_cast<double>(speculation_nodes_) / judged_ : 0;
  double last_start = first_start;
  double last_end = clock_seconds();
  std::uint64_t last_nodes = nodes_ - first_nodes;
  while (limited) {
    // The budget left, in nodes: by the node budget, and by the time at the last search's pace.
    double left = 1e18;
    if (settings_.nodes != 0) {
      left = static_cast<double>(settings_.nodes) - static_cast<double>(nodes_);
    }
    if (settings_.think_ms > 0) {
      const double seconds = deadline_ - clock_seconds();
      const double spent = last_end - last_start;
      const double per_node = spent / static_cast<double>(std::max<std::uint64_t>(last_nodes, 1));
      left = std::min(left, seconds / std::max(per_node, 1e-12));
    }
    const double usable = left * BUDGET_PERCENT / 100.0;
    // The widest beam that fits beside the least speculation, up to max_width; what is left
    // then judges more leaves.
    const double base = static_cast<double>(SPECULATED_LEAVES) * per_leaf;
    const double fits =
        std::min(static_cast<double>(max_width), (usable - base) / std::max(beam_per_width, 1.0));
    const int next_width = std::max(0, static_cast<int>(fits));
    std::size_t next_judged = SPECULATED_LEAVES;
    if (next_width == max_width && per_leaf > 0) {
      const double spare = usable - beam_per_width * next_width - base;
      if (spare > 0) {
        next_judged =
            std::min<std::size_t>(static_cast<std::size_t>(max_width),
                                  SPECULATED_LEAVES + static_cast<std::size_t>(spare / per_leaf));
      }
    }
    const bool wider = next_width * 4 >= width * WIDER_QUARTERS;
    const bool judges_more = next_judged * 4 >= judged * WIDER_QUARTERS;
    if (next_width < width || (!wider && !judges_more)) break;
    BotDecision d;
    last_start = clock_seconds();
    const std::uint64_t before = nodes_;
    const bool finished = search(state, next_width, next_judged, true, d);
    searches += d.searches;
    if (!finished || d.plan.empty()) break;
    best = d;
    width = next_width;
    judged = next_judged;
    last_end = clock_seconds();
    last_nodes = nodes_ - before;
    beam_per_width = static_cast<double>(beam_nodes_) / width;
    if (judged_ > 0) per_leaf = static_cast<double>(speculation_nodes_) / judged_;
  }
  if (limited && settings_.deepen) {
    for (auto& worker : workers_) worker->nodes = 0;
    deepen(state, best);
  }
  best.nodes = nodes_;
  best.searches = searches;
  return best;
}

}  // namespace gameai::tetris_ai

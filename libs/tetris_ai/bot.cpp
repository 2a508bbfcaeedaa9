#include "tetris_ai/bot.hpp"

#include <algorithm>

#include "tetris/rules.hpp"

namespace gameai::tetris_ai {
namespace {

constexpr double DEAD = -1e12;

}  // namespace

Bot::Bot(const BotSettings& settings) : settings_(settings) {}

bool Bot::out_of_budget() noexcept {
  if (settings_.nodes != 0 && nodes_ >= settings_.nodes) return true;
  // The clock is read every 64 children: cheap, and fine-grained enough for milliseconds.
  if (settings_.think_ms > 0 && (nodes_ & 63u) == 0) {
    return std::chrono::steady_clock::now() >= deadline_;
  }
  return false;
}

// Children of `node`: place the next piece of the sequence, or hold it and place the held piece
// (the one after it when the hold is empty).
void Bot::expand(const Node& node, std::uint32_t index, bool root, const BotState& state) {
  const std::size_t pos = node.pos;
  if (pos >= sequence_.size()) return;
  const tetris::Piece next = sequence_[pos];
  struct Option {
    bool hold;
    tetris::Piece piece;
    std::optional<tetris::Piece> hold_after;
    std::size_t advance;
  };
  Option options[2];
  int count = 0;
  options[count++] = {false, next, node.hold, 1};
  const bool may_hold = !root || state.hold_allowed;
  if (may_hold) {
    if (node.hold) {
      if (*node.hold != next) options[count++] = {true, *node.hold, next, 1};
    } else if (pos + 1 < sequence_.size()) {
      options[count++] = {true, sequence_[pos + 1], next, 2};
    }
  }
  const BotWeights& w = settings_.weights;
  for (int o = 0; o < count; ++o) {
    const Option& opt = options[o];
    if (root && !opt.hold && state.falling) {
      generator_.generate_from(tetris::RuleSet::Guideline, node.board, *state.falling);
    } else {
      generator_.generate(tetris::RuleSet::Guideline, node.board, opt.piece);
    }
    for (const tetris::Move& m : generator_) {
      Node child;
      child.board = node.board;
      const bool lock_out = m.placement.row >= child.board.height();
      const tetris::LineClear clear = child.board.apply(m.placement);
      tetris::ClearEvent event;
      event.lines = clear.count;
      event.spin = m.spin;
      event.perfect_clear = clear.count > 0 && child.board.empty();
      child.hold = opt.hold_after;
      child.pos = static_cast<std::uint8_t>(pos + opt.advance);
      child.attack = node.attack;
      child.reward = node.reward + placement_reward(event, m.placement.piece, child.attack, w);
      child.parent = index;
      child.step = PlanStep{opt.hold, m.placement, m.spin};
      const bool dead = lock_out || (child.pos < sequence_.size() &&
                                     !tetris::entry_placement(tetris::RuleSet::Guideline,
                                                              sequence_[child.pos], child.board));
      child.score = dead ? DEAD + child.reward
                         : child.reward + board_value(bot_features(child.board), w) +
                               (child.attack.back_to_back ? w.back_to_back : 0);
      children_.push_back(child);
      ++nodes_;
    }
  }
}

bool Bot::search(const BotState& state, int width, bool may_stop, BotDecision& out) {
  levels_.resize(std::max<std::size_t>(levels_.size(), sequence_.size() + 1));
  for (auto& level : levels_) level.clear();
  Node root;
  root.board = state.board;
  root.hold = state.hold;
  root.attack = state.attack;
  levels_[0].push_back(root);
  std::size_t depth = 0;
  const auto better = [](const Node& a, const Node& b) { return a.score > b.score; };
  while (true) {
    children_.clear();
    const std::vector<Node>& level = levels_[depth];
    for (std::uint32_t i = 0; i < level.size(); ++i) {
      if (level[i].score <= DEAD / 2 && depth > 0) continue;
      expand(level[i], i, depth == 0, state);
      if (may_stop && out_of_budget()) return false;
    }
    if (children_.empty()) break;
    const std::size_t keep =
        std::min<std::size_t>(static_cast<std::size_t>(width), children_.size());
    std::partial_sort(children_.begin(), children_.begin() + static_cast<std::ptrdiff_t>(keep),
                      children_.end(), better);
    ++depth;
    levels_[depth].assign(children_.begin(), children_.begin() + static_cast<std::ptrdiff_t>(keep));
    if (depth + 1 > sequence_.size()) break;
  }
  if (depth == 0) return true;  // no move at all
  // The best node of the deepest level, walked back to the root.
  const Node* best = &levels_[depth].front();
  out.score = best->score;
  out.width = width;
  out.plan.assign(depth, PlanStep{});
  for (std::size_t d = depth; d > 0; --d) {
    out.plan[d - 1] = best->step;
    if (d > 1) best = &levels_[d - 1][best->parent];
  }
  out.first = out.plan.front();
  return true;
}

std::optional<BotDecision> Bot::think(const BotState& state) {
  sequence_.clear();
  sequence_.push_back(state.current);
  sequence_.insert(sequence_.end(), state.queue.begin(), state.queue.end());
  nodes_ = 0;
  deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(settings_.think_ms);
  std::optional<BotDecision> best;
  for (int width = 8; width <= std::max(8, settings_.max_width); width *= 2) {
    BotDecision d;
    // The narrowest search always finishes, whatever the budget: there is always a move.
    const bool finished = search(state, width, best.has_value(), d);
    if (!finished && best) break;
    if (d.plan.empty()) {
      if (finished) return best;  // nothing to play
      break;
    }
    best = d;
    if (!finished) break;
    if (settings_.think_ms == 0 && settings_.nodes == 0) break;  // no budget: one pass
    if (settings_.think_ms > 0 && std::chrono::steady_clock::now() >= deadline_) break;
    if (settings_.nodes != 0 && nodes_ >= settings_.nodes) break;
  }
  if (best) best->nodes = nodes_;
  return best;
}

}  // namespace gameai::tetris_ai

#pragma once
// The guideline bot: a search over the whole known queue, hold included, for modern play
// (attack, back-to-back, T-spins), anytime within a budget of time or nodes.
//
// Design note. The bot searches a beam over the piece sequence it knows (the current piece and
// the previews): a node is a board, the held piece, how far along the queue it is, the attack
// chain (back-to-back, combo) and the rewards of the placements that led to it (bot_eval.hpp).
// Each node has two ways on: place the next piece, or hold it and place the held one (or, with
// the hold empty, the piece after it); every resting place the guideline's moves reach, spins
// included, is a child (tetris::MoveGenerator's bitboard search). A node's score is its
// rewards plus the value of its board; each level keeps the `width` best. The search is
// anytime: it runs with width 8, then 16, 32, ... while the budget lasts, and plays the first
// move of the best sequence of the widest search it finished. A node whose piece cannot enter
// or locks above the field is dead. Nothing is allocated per node once the buffers have grown.

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/board.hpp"
#include "tetris/movegen.hpp"
#include "tetris/placement.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/bot_eval.hpp"

namespace gameai::tetris_ai {

struct BotSettings {
  BotWeights weights;
  int think_ms = 20;        // time per piece; 0: no time limit
  std::uint64_t nodes = 0;  // nodes per piece (children evaluated); 0: no node limit
  int max_width = 4096;     // the beam stops widening here
};

// What the bot knows of a game.
struct BotState {
  tetris::Board board;
  tetris::Piece current = tetris::Piece::I;
  std::vector<tetris::Piece> queue;  // previews, nearest first
  std::optional<tetris::Piece> hold;
  bool hold_allowed = true;
  tetris::AttackState attack;
  // Where the current piece stands now, when it has moved since it entered; its moves are
  // searched from there.
  std::optional<tetris::Placement> falling;
};

// One placement of a plan: whether the hold key comes first, where the piece locks, and as
// what spin.
struct PlanStep {
  bool hold = false;
  tetris::Placement placement;
  tetris::Spin spin = tetris::Spin::None;
};

struct BotDecision {
  PlanStep first;
  std::vector<PlanStep> plan;  // the best sequence found, `first` first
  double score = 0;
  std::uint64_t nodes = 0;  // children evaluated
  int width = 0;            // the widest beam finished
};

class Bot {
 public:
  explicit Bot(const BotSettings& settings = {});
  const BotSettings& settings() const noexcept { return settings_; }

  // The best move for `state` within the budget; nullopt when the current piece (and the held
  // one) has no move: the game is lost.
  std::optional<BotDecision> think(const BotState& state);

 private:
  struct Node {
    tetris::Board board;
    std::optional<tetris::Piece> hold;
    std::uint8_t pos = 0;  // index into the sequence of the next piece to place
    tetris::AttackState attack;
    double reward = 0;
    double score = 0;
    std::uint32_t parent = 0;  // index into the previous level's nodes
    PlanStep step;
  };

  // One beam search of `width`; false when `may_stop` and the budget ran out first.
  bool search(const BotState& state, int width, bool may_stop, BotDecision& out);
  void expand(const Node& node, std::uint32_t index, bool root, const BotState& state);
  bool out_of_budget() noexcept;

  BotSettings settings_;
  tetris::MoveGenerator generator_;
  std::vector<tetris::Piece> sequence_;
  std::vector<std::vector<Node>> levels_;
  std::vector<Node> children_;
  std::uint64_t nodes_ = 0;
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace gameai::tetris_ai

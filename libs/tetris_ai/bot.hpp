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
// rewards plus the value of its board; each level keeps the `width` best distinct nodes: the
// same board with the same hold, queue position and chain, reached by another order of the
// pieces or as another spin of the same cells, is one node (a transposition), so the beam is
// not filled with copies. The best leaves are then valued by speculation: for each piece the
// 7-bag can deal next (all seven when the bag is not known), the best placement it has there
// (or of the held piece), averaged.
//
// A perfect clear comes first: on a board of at most four rows, a depth-first
// search over the known pieces (hold included) looks for placements that empty the board, each
// staying below a target height, every enclosed empty area a whole number of pieces, positions
// already searched skipped. It spends at most a quarter of the budget; when it finds one, the
// best found at the lowest height is played and the beam is not run.
//
// The budget is spent on one wide search, not on doubling: a first search of width 8 always
// finishes and measures what a unit of width costs (nodes or time, beam and speculation apart);
// the bot then runs the widest search the rest of the budget is expected to pay for, and again
// while a notably wider one still fits. It plays the first move of the best sequence of the
// widest search it finished. A node budget is checked between the levels of a search, so a
// search with a fixed node budget gives the same move whatever the thread count.
//
// Threads share the work of one decision: each level's nodes are split into fixed contiguous
// slices, one per thread, each thread expands its slice with its own move generator, and the
// children are joined in slice order, so the beam and the move are exactly those of one thread;
// speculation splits the judged leaves the same way. A node whose piece cannot enter or locks
// above the field is dead. Nothing is allocated per node once the buffers have grown.

#include <array>
#include <atomic>
#include <cstdint>
#include <ctime>
#include <memory>
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

inline constexpr int MAX_BOT_THREADS = 64;

struct BotSettings {
  BotWeights weights;
  int think_ms = 20;        // time per piece; 0: no time limit
  std::uint64_t nodes = 0;  // nodes per piece (children evaluated); 0: no node limit
  // The beam stops widening here; a larger budget judges more leaves instead. Measured, much
  // wider beams play worse: among thousands of leaves the best by the evaluation is more often
  // one whose value is overestimated.
  int max_width = 128;
  int threads = 1;  // threads sharing each decision (1..MAX_BOT_THREADS)
  // think_ms counts the CPU time of the thread that decides (what the search is given whatever
  // else the machine runs; other search threads add theirs uncounted) instead of the wall clock.
  bool cpu_clock = false;
  // Value the best leaves by the unseen piece after the queue, averaged over the bag.
  bool speculate = true;
  // With budget left after the widest search, value its best leaves two unseen pieces deep.
  bool deepen = true;
  // On a board of at most four rows, first look for a perfect clear within the known queue (hold
  // included) and play it when there is one.
  bool perfect_clears = true;
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
  // The pieces the 7-bag can still deal after the queue; empty: unknown (any of the seven).
  std::vector<tetris::Piece> bag;
  // Versus: garbage rows waiting to rise under the stack (what the next clears cancel first).
  int incoming = 0;
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
  int searches = 0;         // searches run (finished or not)
};

class Bot {
 public:
  explicit Bot(const BotSettings& settings = {});
  const BotSettings& settings() const noexcept { return settings_; }

  // The best move for `state` within the budget; nullopt when the current piece (and the held
  // one) has no move: the game is lost.
  std::optional<BotDecision> think(const BotState& state);
  // From another thread: ends the search under way (or the next one) early, as if its budget
  // had run out; the first narrow search still finishes, so it returns a move. It stays
  // cancelled until resume().
  void cancel() noexcept { cancelled_.store(true, std::memory_order_relaxed); }
  void resume() noexcept { cancelled_.store(false, std::memory_order_relaxed); }

 private:
  struct Node {
    tetris::Board board;
    std::optional<tetris::Piece> hold;
    std::uint8_t pos = 0;      // index into the sequence of the next piece to place
    std::int16_t pending = 0;  // garbage rows still waiting: not cancelled by the attack sent
    tetris::AttackState attack;
    double reward = 0;
    double score = 0;
    std::uint32_t parent = 0;  // index into the previous level's nodes
    PlanStep step;
  };
  // What one thread needs to expand nodes: its own move generator and children.
  struct Worker {
    tetris::MoveGenerator generator;
    std::vector<Node> children;
    std::uint64_t nodes = 0;
  };
  struct Ranked {
    double score;
    std::uint32_t index;
  };

  // One beam search of `width` that speculates on its `judge` best leaves; false when
  // `may_stop` and the budget ran out first.
  bool search(const BotState& state, int width, std::size_t judge, bool may_stop, BotDecision& out);
  void expand(const Node& node, std::uint32_t index, bool root, const BotState& state,
              std::span<const tetris::Piece> sequence, Worker& worker);
  // Expands every node of `level` over the workers; the children land in children_ in the
  // order one thread would make them.
  void expand_level(const std::vector<Node>& level, bool root, const BotState& state,
                    bool may_stop);
  // The `width` best distinct children, best first, into `out`.
  void select(std::size_t width, std::vector<Node>& out);
  void speculate(const BotState& state, std::vector<Node>& leaves, std::size_t judged,
                 bool may_stop);
  // The pieces the bag can deal after the queue (all seven when it is not known).
  static std::size_t unseen_pieces(const BotState& state,
                                   std::array<tetris::Piece, tetris::PIECE_COUNT>& out);
  // A leaf's value two unseen pieces ahead: the average over the first piece of the best of its
  // DEEP_CHILDREN best placements, each valued by the average over the second piece of its best
  // placement.
  double deep_value(const Node& leaf, const BotState& state, std::span<const tetris::Piece> pieces,
                    Worker& worker);
  // Spends the budget left on deep values of the best leaves of the last search finished, in
  // order, and plays the best of those judged.
  void deepen(const BotState& state, BotDecision& best);
  // A perfect clear within the known pieces, by a depth-first search: every placement stays
  // below a target height of at most four rows, and every enclosed empty area below it must be
  // whole pieces. Of the lowest ones found within the search's share of the budget, the one
  // whose placements are worth most (bot_eval.hpp) fills `out`; false when none was found.
  bool perfect_clear(const BotState& state, BotDecision& out);
  void perfect_clear_from(const tetris::Board& board, std::optional<tetris::Piece> hold,
                          std::size_t pos, int rows, tetris::AttackState attack, double reward,
                          const BotState& state);
  bool out_of_time() noexcept;
  // Seconds on the budget's clock: the wall clock, or the deciding thread's CPU time.
  double clock_seconds() const noexcept;
  bool over_node_budget() const noexcept;

  BotSettings settings_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::vector<tetris::Piece> sequence_;
  std::vector<std::vector<Node>> levels_;
  std::vector<Node> children_;
  std::vector<Ranked> ranked_;
  std::vector<std::uint64_t> seen_;  // open-addressed keys of the nodes kept at one level
  std::vector<double> speculated_;
  // The perfect-clear search: the moves of each depth, the placements of the line being tried,
  // the best perfect clear found and its value, positions already searched (open-addressed
  // keys), and its limits.
  std::vector<std::vector<tetris::Move>> pc_moves_;
  std::vector<PlanStep> pc_plan_;
  std::vector<PlanStep> pc_best_;
  double pc_best_value_ = 0;
  std::vector<std::uint64_t> pc_seen_;
  std::size_t pc_seen_count_ = 0;
  std::uint64_t pc_limit_ = 0;
  double pc_deadline_ = 0;  // on clock_seconds()
  std::uint64_t nodes_ = 0;
  std::uint64_t beam_nodes_ = 0;         // of the last search: nodes spent in the beam ...
  std::uint64_t speculation_nodes_ = 0;  // ... and in speculation, over ...
  std::size_t judged_ = 0;               // ... this many leaves
  // The best leaves of the last search finished, best first, with their plans.
  std::vector<Node> top_leaves_;
  std::vector<std::vector<PlanStep>> top_plans_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> cancelled_{false};
  double deadline_ = 0;
  // The deciding thread's CPU clock, when cpu_clock (read from the worker threads too).
  clockid_t cpu_clock_id_ = CLOCK_MONOTONIC;
};

}  // namespace gameai::tetris_ai

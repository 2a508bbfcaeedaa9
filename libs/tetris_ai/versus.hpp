#pragma once
// Versus games between two Tetris players under the guideline rules, and the measures people
// use for one player: a 40-line sprint, an "ultra" of a fixed number of pieces, and a cheese
// race (dig).
//
// Versus: both players get the same piece sequence (one seed) and place one piece in turn;
// the garbage they send each other follows tetris/garbage_exchange.hpp (cancelling, a delay of
// one piece, one hole column per batch moved with probability `messiness`). A player loses
// when its next piece cannot enter, a piece locks wholly above the field, or garbage pushes the
// stack out of the stored rows; both reaching `max_pieces` is a draw.
//
// A player's decision depends only on its own game (and, when it is told, on the garbage waiting
// for it). When neither is told the garbage waiting, the two decisions of a turn can be taken at
// the same time without changing the game: `simultaneous` does so, each player on its own
// thread, which is how a bot that thinks on its own clock (an external bot thinks from the moment
// it is told the position until it is asked) gets the same time per piece as the other player
// and a core of its own, as in a real-time game.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "tetris/game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tetris_ai {

// Time spent on decisions.
struct DecisionTime {
  std::int64_t decisions = 0;
  double cpu_ms = 0;   // CPU time (the deciding thread's, for our player)
  double wall_ms = 0;  // the wall clock's
  DecisionTime& operator+=(const DecisionTime& o) noexcept {
    decisions += o.decisions;
    cpu_ms += o.cpu_ms;
    wall_ms += o.wall_ms;
    return *this;
  }
};

// Anything that can play a guideline game one decision at a time: our Player, or an external
// bot (the command line wraps a Tetris Bot Protocol process as one).
class Contestant {
 public:
  virtual ~Contestant() = default;
  // The move for the game's current piece (hold flag, placement, spin); nullopt: no move.
  virtual std::optional<Choice> choose(tetris::Game& game) = 0;
  // Before each choice in versus: the garbage rows waiting to rise under the stack.
  virtual void incoming(int rows) { (void)rows; }
  // Called after garbage rose under the contestant's stack (a bot that keeps its own copy of
  // the board must start again from the game).
  virtual void garbage_added(const tetris::Game& game) { (void)game; }
  // Why the last choose() gave no move when the contestant failed rather than lost (an external
  // bot that ended, did not answer in time or answered something unusable); empty otherwise.
  virtual std::string failure() const { return {}; }
  // What its decisions took, summed: the CPU time its search used (an external bot's: the
  // whole program's, from being told the position until it answered) and the wall clock's time.
  virtual DecisionTime time_used() const { return {}; }
};

// Our own player as a contestant.
class PlayerContestant : public Contestant {
 public:
  explicit PlayerContestant(Player player) : player_(std::move(player)) {}
  std::optional<Choice> choose(tetris::Game& game) override;
  void incoming(int rows) override { player_.set_incoming(rows); }
  DecisionTime time_used() const override { return time_; }

 private:
  Player player_;
  DecisionTime time_;
};

struct VersusOptions {
  std::uint64_t seed = 1;
  double messiness = 0.3;
  std::int64_t max_pieces = 1500;  // per player; then a draw
  // Whether each player is told the garbage rows waiting to rise under its stack (the Tetris
  // Bot Protocol has no message for them: against such a bot neither side is told).
  bool tell_incoming = true;
  // Both players decide each turn at the same time, each on its own thread; needs
  // tell_incoming false (std::invalid_argument otherwise).
  bool simultaneous = false;
};

enum class VersusResult : std::uint8_t { FirstWins, SecondWins, Draw };

struct VersusGame {
  VersusResult result = VersusResult::Draw;
  std::int64_t pieces[2] = {0, 0};
  std::int64_t attack[2] = {0, 0};  // lines sent
  std::int64_t lines[2] = {0, 0};
  // A player that lost by failing (Contestant::failure, or a move the game refused): why.
  std::string forfeit[2];
};

// Plays one versus game on game seed options.seed.
VersusGame play_versus(Contestant& first, Contestant& second, const VersusOptions& options);

// Plays `choice` on `game`: the hold key first if it holds, then the placement as its spin.
// False when the game refuses it.
bool apply_choice(tetris::Game& game, const Choice& choice);

// One-player measures, all under the guideline rules with hold and five previews.
struct SoloResult {
  std::int64_t pieces = 0;
  std::int64_t keys = 0;  // keys pressed (a run of soft drops is one key held), hard drops too
  std::int64_t lines = 0;
  std::int64_t attack = 0;
  std::int64_t tspins = 0;  // locks that cleared lines with a T-spin (mini or full)
  std::int64_t tetrises = 0;
  std::int64_t perfect_clears = 0;
  int max_b2b = 0;  // the longest run of back-to-back clears
  std::int64_t garbage_cleared = 0;
  bool finished = false;  // reached the goal (sprint, dig) or the piece count (ultra)
};

enum class SoloGoal : std::uint8_t { Sprint, Ultra, Dig };

struct SoloOptions {
  SoloGoal goal = SoloGoal::Sprint;
  std::int64_t target = 40;  // sprint: lines; ultra: pieces; dig: garbage rows
  std::uint64_t seed = 1;
  std::int64_t max_pieces = 5000;  // a sprint or dig not done by then is not finished
};

SoloResult play_solo(Contestant& player, const SoloOptions& options);

}  // namespace gameai::tetris_ai

#pragma once
// A xiangqi player: whoever chooses the moves of one side in a game the referee (match.hpp)
// keeps. Our engine at a level, seed 001's plain minimax, another engine over UCI, UCCI or
// xboard, or a person at a front end (the command line's terminal, the GUI's board) are all
// players behind this one interface, so a game or a match between any two of them is played the
// same way.
//
// A player is asked for a move given the game so far (start FEN + moves in ICCS) and its time:
// a time per move, or both sides' clocks (time_control.hpp). Computer players are named by specs:
// `ai[:LEVEL]` (our engine, level 1-10, default 10), `minimax[:DEPTH]` (the plain minimax, depth
// 1-6, default 3), `uci:COMMAND`, `ucci:COMMAND` and `xboard:COMMAND` (another engine as a child
// process; COMMAND goes to /bin/sh).

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_ai/limits.hpp"
#include "xiangqi_ai/time_control.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::xiangqi_ai {

// What a player's last search said about the move it chose, from the mover's view. Empty for
// players that do not search or do not say (and for a book move).
struct SearchNote {
  std::optional<Score> score;
  std::optional<int> depth;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  // About the move the last successful choose() returned.
  virtual SearchNote last_note() const { return {}; }
  // True when the last choose() had no move because the player claimed a draw (an engine's
  // `nobestmove` with legal moves on the board).
  virtual bool claimed_draw() const { return false; }
  // What a person asked for instead of a move, when the last choose() had none: to resign, to
  // leave the game unfinished, or to take back their own last move and the reply to it.
  enum class Request { None, Resign, Leave, TakeBack };
  virtual Request request() const { return Request::None; }
  virtual void new_game() {}
  // Reseeds the player's randomness (our engine's low levels and book), so that a game of a
  // match depends on its own seed, not on the games the same player played before.
  virtual void set_seed(std::uint64_t /*seed*/) {}
  // The move to play within `time`, or nullopt with `problem` saying why there is none
  // (resigned, crashed, timed out, no move, interrupted).
  virtual std::optional<std::string> choose(const std::string& fen,
                                            const std::vector<std::string>& moves,
                                            const MoveTime& time, std::string& problem) = 0;
  // Asks a choose() under way on another thread to return at once, with no move: the game is
  // being abandoned (a match stopped by Ctrl-C). Safe from any thread at any time; a choose()
  // that starts after it may still run its course, so a caller keeps asking until it returns.
  virtual void interrupt() {}
};

// The evaluation our engine searches with as a player (`--eval`, `--net` on the command line):
// the network (the built-in one, or the one in `net_file`) or the classical evaluation.
struct PlayerEval {
  Evaluation evaluation = Evaluation::Network;
  std::string net_file;  // empty or "<builtin>": the built-in network
  // What the player's name says about it: "" for the built-in network, else "classical" or the
  // network file's name.
  std::string label() const;
};

// Our engine as a player, at `level` (1-10), or seed 001's plain minimax searching
// `minimax_depth` plies when that is above 0. It plays from the opening book, except as minimax.
class EnginePlayer : public Player {
 public:
  EnginePlayer(std::string name, int level, int minimax_depth, std::uint64_t seed);
  std::string name() const override { return name_; }
  void new_game() override;
  void set_seed(std::uint64_t seed) override { engine_.set_seed(seed); }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    const MoveTime& time, std::string& problem) override;
  SearchNote last_note() const override { return note_; }
  void interrupt() override;
  void set_weights(const EvalWeights& weights) { engine_.set_weights(weights); }
  // Searches with `eval`; returns "" or why its network file cannot be used (the player then
  // keeps the network it had).
  std::string set_eval(const PlayerEval& eval);

 private:
  std::string name_;
  int minimax_depth_;
  Engine engine_;
  SearchNote note_;
  std::atomic<bool> interrupted_{false};
};

// Another engine as a player, run as a child process (external_engine.hpp).
class ExternalPlayer : public Player {
 public:
  // Starts the engine with `options` (ExternalEngine::set_options); throws std::runtime_error
  // naming the command if it cannot.
  ExternalPlayer(EngineProtocol protocol, const std::string& command,
                 std::vector<std::pair<std::string, std::string>> options = {});
  std::string name() const override { return engine_.name(); }
  void new_game() override;
  bool claimed_draw() const override { return engine_.claimed_draw(); }
  // An engine's resignation (xboard `resign`) ends the game as a person's does.
  Request request() const override { return engine_.resigned() ? Request::Resign : Request::None; }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    const MoveTime& time, std::string& problem) override;
  void interrupt() override { interrupted_ = true; }

 private:
  ExternalEngine engine_;
  std::atomic<bool> interrupted_{false};
};

// A spec that names no player, or a weights file given to a player that has no evaluation.
struct PlayerSpecError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// The computer players' specs, for help texts and error messages.
inline constexpr const char* COMPUTER_PLAYER_SPECS =
    "ai[:LEVEL 1-10], minimax[:DEPTH 1-6], uci:COMMAND, ucci:COMMAND or xboard:COMMAND";

// Builds the computer player `spec` names. `seed` makes the low levels' randomness reproducible;
// `weights` (with `weights_name` for the player's name) replaces the classical evaluation's
// weights of an `ai` player. `eval` chooses the evaluation of an `ai` or `minimax` player (the
// other players ignore it; an `ai` player's name then ends in its label: "ai:10 [classical]").
// Throws PlayerSpecError for a spec it does not understand (or weights for another player), and
// std::runtime_error naming the command when an engine cannot be started or the file when a
// network cannot be used.
std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed,
                                    const EvalWeights* weights = nullptr,
                                    const std::string& weights_name = {},
                                    const PlayerEval* eval = nullptr);

}  // namespace gameai::xiangqi_ai

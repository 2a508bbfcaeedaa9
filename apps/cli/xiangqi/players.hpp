#pragma once
// The players of `gameai xiangqi play` and `match`, all behind one interface.
//
// A player is asked for a move given the game so far (start FEN + moves in ICCS) and a time per
// move. Specs: `human` (moves typed on the terminal), `ai[:LEVEL]` (our engine, level 1-10,
// default 10), `minimax[:DEPTH]` (seed 001's plain minimax), `uci:COMMAND` and `ucci:COMMAND`
// (another engine as a child process).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::cli {

// What a player's last search said about the move it chose: the score from the mover's view in
// the records store's convention (centipawns, or records::xiangqi_mate_score) and the depth.
// Empty for players that do not search or do not say.
struct SearchNote {
  std::optional<int> score;
  std::optional<int> depth;
};

class Player {
 public:
  virtual ~Player() = default;
  // About the move the last successful choose() returned.
  virtual SearchNote last_note() const { return {}; }
  virtual std::string name() const = 0;
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
  // The move to play, or nullopt with `problem` saying why there is none (resigned, crashed,
  // timed out, no move).
  virtual std::optional<std::string> choose(const std::string& fen,
                                            const std::vector<std::string>& moves,
                                            std::int64_t movetime_ms, std::string& problem) = 0;
};

struct Terminal;

// The evaluation an `ai` player searches with (--eval, --net): the network (the built-in one, or
// `net_file`) or the classical evaluation.
struct PlayerEval {
  xiangqi_ai::Evaluation evaluation = xiangqi_ai::Evaluation::Network;
  std::string net_file;
  // What the player's name says about it: "" for the built-in network, else "classical" or the
  // network file's name.
  std::string label() const;
};

// Builds the player a spec names; throws UsageError for a spec it does not understand (and for
// `human` without a terminal to play on) and InputError if an engine cannot be started or does
// not answer. `seed` makes the low levels' randomness reproducible. `weights` (with `weights_name`
// for the player's name) replaces the classical evaluation's weights of an `ai` player; for any
// other player it is a UsageError. `eval` chooses an `ai` player's evaluation (InputError for a
// network file that cannot be used); other players ignore it.
std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed,
                                    Terminal* terminal = nullptr,
                                    const xiangqi_ai::EvalWeights* weights = nullptr,
                                    const std::string& weights_name = {},
                                    const PlayerEval* eval = nullptr);

}  // namespace gameai::cli

#pragma once
// The engine facade: the one door through which every front end uses the xiangqi search.
//
// A front end sets a position (a FEN and moves in ICCS text), calls go() with limits and gets
// SearchInfo and BestMove back through callbacks, which run on the search thread. go() returns
// at once; stop() asks the search to finish and the bestmove callback still fires (within a few
// milliseconds). Bad input is refused with a message and leaves the last good state in place.
// Options (hash size, threads, level, algorithm, evaluation weights) apply from the next go().
// They are declared, with their defaults, ranges and the setter each one calls, in options.hpp;
// an Engine starts at those defaults (only the book stays off until set_own_book(true)).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "xiangqi/rules.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/limits.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::xiangqi_ai {

// The state of a game after some moves, as xiangqi::Game judges it.
struct PositionReport {
  std::string error;  // non-empty when the FEN or a move was refused; nothing else is then set
  std::string fen;    // the position after the moves
  bool red_to_move = true;
  bool over = false;
  xiangqi::Result result = xiangqi::Result::None;  // set when over
  xiangqi::Reason reason = xiangqi::Reason::None;
  std::string text;  // why the game is over, in words ("black wins: red is checkmated")
};

// Plays `moves` (ICCS text) from `fen` through a xiangqi::Game and reports how it stands, or the
// first thing refused. For one-off questions; a front end that plays a game keeps a Game.
PositionReport inspect_game(std::string_view fen, const std::vector<std::string>& moves);

// The standard start position (the rules library's), for front ends that only include the facade.
inline constexpr std::string_view START_FEN = xiangqi::START_FEN;

inline constexpr int MAX_MULTIPV = 128;

// How positions are evaluated: the evaluation network (nnue.hpp, the default) or the classical
// hand-written evaluation (evaluate.hpp, with its weights).
enum class Evaluation { Network, Classical };

// "nnue" or "classical", as the options and the command line write them; parse_evaluation
// returns false for other text.
std::string_view evaluation_name(Evaluation e);
bool parse_evaluation(std::string_view text, Evaluation& out);

class Engine {
 public:
  using InfoCallback = std::function<void(const SearchInfo&)>;
  using BestMoveCallback = std::function<void(const BestMove&)>;

  Engine();
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Sets the position to `fen` followed by `moves`. Returns an empty string on success, else a
  // message naming the bad FEN field or the illegal move (the previous position is kept).
  std::string set_position(std::string_view fen, const std::vector<std::string>& moves = {});
  std::string fen() const;
  bool red_to_move() const;
  // The board drawn in text (letters, red upper case, rank 9 on top) with its FEN.
  std::string board_text() const;

  void set_hash_mb(std::size_t megabytes);
  void set_threads(int threads);
  // Lines searched and reported (SearchInfo::multipv), best first: 1..MAX_MULTIPV.
  void set_multipv(int lines);
  int multipv() const;
  void set_level(int level);  // 1..10; 10 is full strength
  void set_algorithm(Algorithm algorithm);
  void set_weights(const EvalWeights& weights);
  // The evaluation searches use. Network falls back to classical in a build without a built-in
  // network and with no network file loaded.
  void set_evaluation(Evaluation evaluation);
  Evaluation evaluation() const;
  // Loads the network file for the Network evaluation; "" or "<builtin>" selects the built-in
  // one. Returns "" or, when the file cannot be used, a message saying why (the network in use is
  // kept).
  std::string set_eval_file(const std::string& path);
  std::string eval_file() const;
  // The network's name (from its file), or "" when none is loaded.
  std::string network_name() const;
  void set_seed(std::uint64_t seed);  // seeds the low levels' randomness and the book choice
  // The opening book (book.hpp): with it on (off until set_own_book(true); the protocol front
  // ends, through the OwnBook option, and `gameai xiangqi play/match` turn it on) go() answers at
  // once with a book move, chosen at random in proportion to how often it was played, when the
  // position is in the book and the search is for a move to play under a clock or a time per move
  // (not infinite, pondering, limited by depth, nodes or a mate, or restricted to some moves).
  // set_book_file("") or "<builtin>" selects the built-in book; otherwise it returns an error
  // message (keeping the book in use) or "".
  void set_own_book(bool on);
  std::string set_book_file(const std::string& path);
  bool own_book() const;
  std::string book_file() const;
  std::size_t hash_mb() const;
  int threads() const;
  int level() const;
  Algorithm algorithm() const;

  // Forgets everything learnt in earlier searches (table, history).
  void new_game();

  void on_info(InfoCallback callback);
  void on_bestmove(BestMoveCallback callback);

  // Starts searching the current position; returns at once. An earlier search is stopped first.
  void go(const SearchLimits& limits);
  void stop();
  // The opponent played the pondered move: continue under the clock from now.
  void ponderhit();
  // Blocks until the current search (if any) has reported its best move.
  void wait();
  bool searching() const;

  // Searches synchronously and returns the best move (callbacks fire as for go()).
  BestMove search(const SearchLimits& limits);

  // Each legal move with its perft count at `depth` (>= 1), in generation order.
  std::vector<std::pair<std::string, std::uint64_t>> perft_divide(int depth) const;

  // The static evaluation of the current position, side to move's view, in centipawns.
  int static_eval() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gameai::xiangqi_ai

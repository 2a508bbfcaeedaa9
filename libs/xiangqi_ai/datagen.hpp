#pragma once
// Training positions for the evaluation network from our engine's own games (and from games
// played elsewhere), each labelled with our search's score and the game's result.
//
// Game i of a run opens in a way drawn from common::Rng::for_stream(seed, i): from the start
// position or a line of an openings file, then (in some games) moves from the opening book, then
// a few random legal moves, so that no two games are alike. From there the engine plays both
// sides, each move a search of a fixed node budget (and depth cap). The positions it searched
// are kept unless the side to move was in check, the best move was a capture (the position is
// not quiet: its score is the exchange's, not the evaluation's), the score was a mate or a rule
// win, or the position came from the book or the random moves. A game ends by the rules, by
// adjudication (one side ahead by `win_cp` for `win_plies` searches in a row; or every score within
// `draw_cp` for `draw_plies` searches past ply `draw_after`) or as a draw at `max_plies`. The
// searches are limited by nodes only and both sides share one engine whose tables are cleared
// before each game, so game i gives the same positions on any thread or process.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xiangqi/rules.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/nnue_data.hpp"

namespace gameai::xiangqi_ai {

struct DatagenOpening {
  std::string fen;
  std::vector<std::string> moves;
};

struct DatagenOptions {
  std::uint64_t seed = 1;
  std::uint64_t nodes = 5000;            // node budget of each searched move
  int depth = 0;                         // and depth cap (0: none)
  std::vector<DatagenOpening> openings;  // if given, games start from these ...
  double openings_share = 0.5;           // ... in this share of games
  double book_share = 0.5;               // share of games that go on with book moves
  int max_book_plies = 16;               // up to this many (uniform, while in the book)
  int min_random_plies = 2;              // then this many random moves ...
  int max_random_plies = 8;              // ... up to this many (uniform)
  int max_plies = 400;
  int win_cp = 1500;
  int win_plies = 6;
  int draw_cp = 12;
  int draw_plies = 20;
  int draw_after = 80;
  Evaluation evaluation = Evaluation::Network;
  std::string eval_file;  // a network file for Evaluation::Network ("" : the built-in one)
  std::size_t hash_mb = 16;
};

// A fingerprint of everything that decides which games a run plays, for resuming it.
std::uint64_t datagen_fingerprint(const DatagenOptions& options, const std::string& network_name);

struct DatagenGame {
  std::vector<nnue::PackedPosition> positions;
  xiangqi::Result result = xiangqi::Result::Draw;
  int plies = 0;
  bool adjudicated = false;
};

// Plays games and labels positions; one per thread, reused from game to game.
class Datagen {
 public:
  // Throws nnue::NetworkError when the options name a network file that cannot be used.
  explicit Datagen(const DatagenOptions& options);
  ~Datagen();
  Datagen(const Datagen&) = delete;
  Datagen& operator=(const Datagen&) = delete;

  // Game `index` of the run: the same for the same options and index, whatever came before.
  DatagenGame play(std::uint64_t index);

  // The positions of a game played elsewhere (start FEN, moves in ICCS, its result or None for
  // unknown), each searched to the node budget and kept by the rules above; `skip_plies` first
  // plies are left out (the opening book's business). Stops at the first illegal move.
  DatagenGame label(const std::string& fen, const std::vector<std::string>& moves,
                    xiangqi::Result result, int skip_plies);

  std::string network_name() const;

 private:
  struct Searched {
    std::string move;
    int score = 0;
    bool keep = false;  // the position may be kept (quiet, not decided)
  };
  Searched search(const std::string& fen, const std::vector<std::string>& moves,
                  const xiangqi::Position& pos);

  DatagenOptions options_;
  std::unique_ptr<Engine> engine_;
};

}  // namespace gameai::xiangqi_ai

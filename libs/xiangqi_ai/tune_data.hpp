#pragma once
// Training positions for the tuner (tuner.hpp) from our own games, labelled by our own search.
//
// A game of index i is played by the engine against itself from the start position: its first
// few plies are random legal moves (so no two games are alike), the rest are searches of a small
// node budget, with a rare random move mixed in. Positions past the opening plies are sampled;
// those in check are left out, and each one kept is searched again to a fixed depth, whose score
// is the label (a mate score leaves the position out: it is decided, not evaluated). With a
// blend L > 0 the label moves towards the game's result (see blend_label).
//
// Everything random in game i comes from common::Rng::for_stream(seed, i), the searches are
// limited by nodes and depth only (never by time) and both engines start each game with empty
// tables, so game i gives the same positions and labels on any thread, in any process, in any
// order: the property the distributed commands need.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "xiangqi/rules.hpp"
#include "xiangqi_ai/tuner.hpp"

namespace gameai::xiangqi_ai {

struct TuneDataOptions {
  std::uint64_t seed = 1;
  std::uint64_t nodes = 4000;  // node budget of each move played
  int depth = 6;               // depth of the labelling search
  double blend = 0;            // share of the game's result in each label, 0..1
  double sample_share = 0.5;   // chance that a position past the opening is sampled
  int min_random_plies = 2;    // the game opens with this many random moves ...
  int max_random_plies = 10;   // ... up to this many (uniform)
  int skip_plies = 4;          // and no position is sampled in the next few plies
  int max_plies = 300;         // a longer game stops here and counts as a draw
  std::size_t hash_mb = 16;    // each engine's transposition table
};

struct TuneDataGame {
  std::vector<TuneSample> samples;  // in game order
  xiangqi::Result result = xiangqi::Result::Draw;
  int plies = 0;
};

// The label for a position whose search scored `search_cp` (side to move's view) in a game the
// side to move went on to win (`points` 1), draw (0.5) or lose (0), with the result's share
// `blend`: the search score is mapped to an expected result by the tuner's logistic curve,
// p = (1 - blend) / (1 + exp(-search_cp / TUNE_DATA_SCALE)) + blend * points, and p back to
// centipawns, TUNE_DATA_SCALE * ln(p / (1 - p)), held within +-TUNE_DATA_MAX_CP. blend 0 gives
// the search score itself.
inline constexpr double TUNE_DATA_SCALE = 400;
inline constexpr double TUNE_DATA_MAX_CP = 2000;
double blend_label(double search_cp, double points, double blend);

// Plays and labels games; one per thread, reused from game to game.
class TuneDataPlayer {
 public:
  explicit TuneDataPlayer(const TuneDataOptions& options);
  ~TuneDataPlayer();
  TuneDataPlayer(const TuneDataPlayer&) = delete;
  TuneDataPlayer& operator=(const TuneDataPlayer&) = delete;

  // Game `index` of the run: the same for the same options and index, whatever came before.
  TuneDataGame play(std::uint64_t index);

 private:
  struct Engines;
  TuneDataOptions options_;
  std::unique_ptr<Engines> engines_;
};

}  // namespace gameai::xiangqi_ai

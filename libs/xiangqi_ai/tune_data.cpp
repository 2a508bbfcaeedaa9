#include "xiangqi_ai/tune_data.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "common/rng.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {

namespace {

// The share of the engine's own moves replaced by a random legal move, after the opening: a
// little variety inside the games too.
constexpr double RANDOM_MOVE_SHARE = 0.02;
// A labelled position waiting for the game's result.
struct PendingSample {
  std::string fen;
  double search_cp = 0;
  xiangqi::Color mover = xiangqi::RED;
};

}  // namespace

double blend_label(double search_cp, double points, double blend) {
  if (blend <= 0) return std::clamp(search_cp, -TUNE_DATA_MAX_CP, TUNE_DATA_MAX_CP);
  const double expected = 1.0 / (1.0 + std::exp(-search_cp / TUNE_DATA_SCALE));
  const double p = (1 - blend) * expected + blend * points;
  // Held away from 0 and 1, where the logit is infinite.
  const double limit = 1.0 / (1.0 + std::exp(-TUNE_DATA_MAX_CP / TUNE_DATA_SCALE));
  const double q = std::clamp(p, 1 - limit, limit);
  return TUNE_DATA_SCALE * std::log(q / (1 - q));
}

struct TuneDataPlayer::Engines {
  Engine player;    // plays the game's moves at the node budget
  Engine labeller;  // searches sampled positions to the label depth
};

TuneDataPlayer::TuneDataPlayer(const TuneDataOptions& options)
    : options_(options), engines_(std::make_unique<Engines>()) {
  for (Engine* e : {&engines_->player, &engines_->labeller}) {
    e->set_threads(1);
    e->set_hash_mb(options_.hash_mb);
  }
}

TuneDataPlayer::~TuneDataPlayer() = default;

TuneDataGame TuneDataPlayer::play(std::uint64_t index) {
  common::Rng rng = common::Rng::for_stream(options_.seed, index);
  const int span = std::max(0, options_.max_random_plies - options_.min_random_plies);
  const int random_plies =
      options_.min_random_plies + static_cast<int>(rng.below(static_cast<std::uint32_t>(span + 1)));
  engines_->player.new_game();
  engines_->labeller.new_game();

  xiangqi::Game game;
  std::vector<std::string> moves;
  std::vector<PendingSample> pending;
  TuneDataGame out;
  for (int ply = 0; ply < options_.max_plies && !game.over(); ++ply) {
    const xiangqi::Position& pos = game.position();
    // Step 1. Sample and label the position.
    if (ply >= random_plies + options_.skip_plies && rng.uniform() < options_.sample_share &&
        !pos.in_check()) {
      engines_->labeller.set_position(START_FEN, moves);
      SearchLimits limits;
      limits.depth = options_.depth;
      const BestMove best = engines_->labeller.search(limits);
      if (!best.move.empty() && !best.score.is_mate() && std::abs(best.score.cp) < DECIDED_CP)
        pending.push_back({game.fen(), static_cast<double>(best.score.cp), pos.side_to_move()});
    }
    // Step 2. Choose the move: random in the opening (and now and then later), else searched.
    std::string move;
    if (ply < random_plies || rng.uniform() < RANDOM_MOVE_SHARE) {
      const xiangqi::MoveList<xiangqi::LEGAL> legal(pos);
      if (legal.size() == 0) break;
      move =
          xiangqi::to_iccs(legal.begin()[rng.below(static_cast<std::uint32_t>(legal.size()))].move);
    } else {
      engines_->player.set_position(START_FEN, moves);
      SearchLimits limits;
      limits.nodes = options_.nodes;
      move = engines_->player.search(limits).move;
      if (move.empty()) break;
    }
    if (!game.play(move)) break;
    moves.push_back(move);
  }

  // Step 3. The result (an unfinished game counts as a draw) and the labels.
  out.plies = static_cast<int>(moves.size());
  out.result = game.over() ? game.result() : xiangqi::Result::Draw;
  const auto winner = xiangqi::winning_side(out.result);
  for (const PendingSample& p : pending) {
    const double points = !winner ? 0.5 : *winner == p.mover ? 1.0 : 0.0;
    out.samples.push_back({p.fen, std::round(blend_label(p.search_cp, points, options_.blend))});
  }
  return out;
}

}  // namespace gameai::xiangqi_ai

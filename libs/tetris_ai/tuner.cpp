#include "tetris_ai/tuner.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <numeric>
#include <vector>

#include <nlohmann/json.hpp>
#include "common/distributed.hpp"
#include "common/rng.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::tetris_ai {
namespace {

using Vector = std::array<double, FEATURE_COUNT>;

// A standard normal draw (Box-Muller on our portable generator, so runs match everywhere).
double normal(common::Rng& rng) noexcept {
  double u = rng.uniform();
  while (u <= 0) u = rng.uniform();
  const double v = rng.uniform();
  return std::sqrt(-2 * std::log(u)) * std::cos(6.283185307179586 * v);
}

}  // namespace

PlayerSettings player_settings(const LinearWeights& weights, FeatureVariant variant) {
  nlohmann::json json;
  to_json(json, weights);
  json[std::string(VARIANT_KEY)] = std::string(variant_name(variant));
  PlayerSettings settings;
  settings.ai = "linear";
  settings.weights = json.dump();
  settings.weights_source = "tuned weights";
  return settings;
}

std::vector<double> cross_entropy(const CrossEntropyOptions& o, std::vector<double> mean,
                                  std::vector<double> deviation, const Fitness& fitness,
                                  const std::function<void(const CrossEntropyReport&)>& report) {
  common::Rng rng = common::Rng::for_stream(o.seed, 0x7475'6e65);  // "tune"
  const std::size_t dims = mean.size();
  std::vector<bool> tuned(dims);
  for (std::size_t f = 0; f < dims; ++f) tuned[f] = deviation[f] != 0;
  const auto population = static_cast<std::size_t>(std::max(2, o.population));
  const auto elite = std::clamp<std::size_t>(
      static_cast<std::size_t>(std::lround(o.elite_fraction * static_cast<double>(population))), 1,
      population);
  const auto games = static_cast<std::size_t>(std::max(1, o.games));
  std::vector<std::vector<double>> candidates(population, std::vector<double>(dims));
  std::vector<double> results(population * games);
  std::vector<double> score(population);
  std::vector<std::size_t> order(population);

  for (int g = 0; g < o.generations; ++g) {
    for (auto& c : candidates) {
      for (std::size_t f = 0; f < dims; ++f) c[f] = mean[f] + deviation[f] * normal(rng);
    }
    // Generation g's games are games g * games .. of the tuning seed, for every candidate. Under
    // mpirun the jobs are spread over the processes, which all draw the same candidates from the
    // same generator and so, once the results are shared, all update the same mean.
    common::distributed_for(population * games, o.threads, [&](std::size_t job, unsigned) {
      const std::size_t candidate = job / games;
      const std::size_t game = job % games;
      results[job] = fitness(candidates[candidate], static_cast<std::uint64_t>(g) * games + game);
    });
    common::share(results);
    for (std::size_t c = 0; c < population; ++c) {
      score[c] =
          std::accumulate(results.begin() + static_cast<std::ptrdiff_t>(c * games),
                          results.begin() + static_cast<std::ptrdiff_t>((c + 1) * games), 0.0) /
          static_cast<double>(games);
    }
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
    const double noise = std::max(0.0, o.noise - o.noise_decrease * g);
    for (std::size_t f = 0; f < dims; ++f) {
      if (!tuned[f]) continue;
      double m = 0;
      for (std::size_t e = 0; e < elite; ++e) m += candidates[order[e]][f];
      m /= static_cast<double>(elite);
      double v = 0;
      for (std::size_t e = 0; e < elite; ++e) {
        const double d = candidates[order[e]][f] - m;
        v += d * d;
      }
      v /= static_cast<double>(elite);
      mean[f] = m;
      deviation[f] = std::sqrt(v + noise);
    }
    if (report) {
      double elite_score = 0;
      for (std::size_t e = 0; e < elite; ++e) elite_score += score[order[e]];
      CrossEntropyReport r;
      r.generation = g;
      r.best_score = score[order[0]];
      r.elite_score = elite_score / static_cast<double>(elite);
      r.best = candidates[order[0]];
      r.mean = mean;
      report(r);
    }
  }
  return mean;
}

LinearWeights tune_weights(const TuneOptions& o,
                           const std::function<void(const GenerationReport&)>& report) {
  CrossEntropyOptions ce;
  ce.generations = o.generations;
  ce.population = o.population;
  ce.elite_fraction = o.elite_fraction;
  ce.games = o.games;
  ce.noise = o.noise;
  ce.noise_decrease = o.noise_decrease;
  ce.seed = o.seed;
  ce.threads = o.threads;
  const Vector start = to_array(o.start);
  std::vector<double> mean(start.begin(), start.end());
  std::vector<double> deviation(FEATURE_COUNT, 0.0);
  for (std::size_t f = 0; f < FEATURE_COUNT; ++f)
    deviation[f] = o.tuned[f] ? o.initial_deviation : 0;
  const auto as_weights = [](const std::vector<double>& x) {
    Vector a{};
    std::copy(x.begin(), x.end(), a.begin());
    return from_array(a);
  };
  std::atomic<std::uint64_t> pieces{0};  // this process's, in the current generation
  auto generation_start = std::chrono::steady_clock::now();
  const Fitness lines = [&](const std::vector<double>& x, std::uint64_t game) {
    AutoGame play(player_settings(as_weights(x), o.variant), o.game, o.seed, game);
    while (play.step()) {
    }
    pieces.fetch_add(play.pieces(), std::memory_order_relaxed);
    return static_cast<double>(play.lines());
  };
  const std::vector<double> result =
      cross_entropy(ce, mean, deviation, lines, [&](const CrossEntropyReport& r) {
        // Every process passes here each generation: the counts are shared before anything
        // else, element i from rank i.
        std::vector<std::uint64_t> counts(static_cast<std::size_t>(common::process_count()), 0);
        counts[static_cast<std::size_t>(common::process_rank())] = pieces.exchange(0);
        common::share(counts);
        const auto now = std::chrono::steady_clock::now();
        const double seconds = std::chrono::duration<double>(now - generation_start).count();
        generation_start = now;
        if (!report) return;
        GenerationReport g;
        g.seconds = seconds;
        g.decisions = std::accumulate(counts.begin(), counts.end(), std::uint64_t{0});
        g.generation = r.generation;
        g.best_mean_lines = r.best_score;
        g.elite_mean_lines = r.elite_score;
        g.best = as_weights(r.best);
        g.mean = as_weights(r.mean);
        report(g);
      });
  return as_weights(result);
}

BotWeights tune_bot(const BotTuneOptions& o,
                    const std::function<void(const CrossEntropyReport&)>& report) {
  const bool dig = o.fitness == BotFitness::Dig;
  const BotWeights start_weights = o.start ? *o.start : dig ? dig_weights() : BotWeights{};
  const std::int64_t pieces = o.pieces > 0 ? o.pieces : dig ? 10 * o.garbage : 300;
  const std::vector<double> start = to_vector(start_weights);
  std::vector<double> deviation(start.size());
  for (std::size_t i = 0; i < start.size(); ++i) {
    deviation[i] = std::max(1.0, std::abs(start[i]) * o.relative_deviation);
    if (dig && start[i] == 0) deviation[i] = 0;
  }
  const auto player_for = [&](const BotWeights& w) {
    nlohmann::json json;
    to_json(json, w);
    PlayerSettings s;
    s.ai = std::string(BOT_NAME);
    s.weights = json.dump();
    s.weights_source = "tuned weights";
    s.think_ms = 0;
    s.nodes = o.nodes;
    return Player(s, tetris::RuleSet::Guideline);
  };
  const Fitness fitness = [&](const std::vector<double>& x, std::uint64_t game) {
    PlayerContestant candidate(player_for(from_vector(x)));
    if (o.fitness == BotFitness::Attack) {
      SoloOptions ultra;
      ultra.goal = SoloGoal::Ultra;
      ultra.target = pieces;
      ultra.seed = tetris::game_piece_seed(o.search.seed, game);
      const SoloResult r = play_solo(candidate, ultra);
      return r.pieces > 0 ? static_cast<double>(r.attack) / static_cast<double>(r.pieces) : 0.0;
    }
    if (dig) {
      SoloOptions cheese;
      cheese.goal = SoloGoal::Dig;
      cheese.target = o.garbage;
      cheese.max_pieces = pieces;
      cheese.seed = tetris::game_piece_seed(o.search.seed, game);
      const SoloResult r = play_solo(candidate, cheese);
      // A dig left unfinished (topped out, or out of pieces) counts all the pieces it had.
      const std::int64_t used = r.finished ? r.pieces : pieces;
      return used > 0 ? static_cast<double>(r.garbage_cleared) / static_cast<double>(used) : 0.0;
    }
    PlayerContestant reference(player_for(start_weights));
    VersusOptions v;
    v.seed = tetris::game_piece_seed(o.search.seed, game / 2);
    v.max_pieces = pieces;
    const bool first = game % 2 == 0;
    const VersusGame g =
        first ? play_versus(candidate, reference, v) : play_versus(reference, candidate, v);
    if (g.result == VersusResult::Draw) return 0.5;
    return (g.result == VersusResult::FirstWins) == first ? 1.0 : 0.0;
  };
  return from_vector(cross_entropy(o.search, start, deviation, fitness, report));
}

}  // namespace gameai::tetris_ai

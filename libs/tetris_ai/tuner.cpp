#include "tetris_ai/tuner.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include <nlohmann/json.hpp>
#include "common/rng.hpp"
#include "common/thread_pool.hpp"

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

PlayerSettings player_settings(const LinearWeights& weights) {
  nlohmann::json json;
  to_json(json, weights);
  PlayerSettings settings;
  settings.ai = "linear";
  settings.weights = json.dump();
  settings.weights_source = "tuned weights";
  return settings;
}

LinearWeights tune_weights(const TuneOptions& o,
                           const std::function<void(const GenerationReport&)>& report) {
  common::Rng rng = common::Rng::for_stream(o.seed, 0x7475'6e65);  // "tune"
  Vector mean{};
  Vector deviation{};
  for (std::size_t f = 0; f < FEATURE_COUNT; ++f) {
    deviation[static_cast<std::size_t>(f)] =
        o.tuned[static_cast<std::size_t>(f)] ? o.initial_deviation : 0;
  }
  const auto population = static_cast<std::size_t>(std::max(2, o.population));
  const auto elite = std::clamp<std::size_t>(
      static_cast<std::size_t>(std::lround(o.elite_fraction * static_cast<double>(population))), 1,
      population);
  const auto games = static_cast<std::size_t>(std::max(1, o.games));
  std::vector<Vector> candidates(population);
  std::vector<double> lines(population * games);
  std::vector<double> score(population);
  std::vector<std::size_t> order(population);

  for (int g = 0; g < o.generations; ++g) {
    for (auto& c : candidates) {
      for (std::size_t f = 0; f < c.size(); ++f) c[f] = mean[f] + deviation[f] * normal(rng);
    }
    // Generation g's games are games g * games .. of the tuning seed, for every candidate.
    common::parallel_for(population * games, o.threads, [&](std::size_t job, unsigned) {
      const std::size_t candidate = job / games;
      const std::size_t game = job % games;
      AutoGame play(player_settings(from_array(candidates[candidate])), o.game, o.seed,
                    static_cast<std::uint64_t>(g) * games + game);
      while (play.step()) {
      }
      lines[job] = static_cast<double>(play.lines());
    });
    for (std::size_t c = 0; c < population; ++c) {
      score[c] =
          std::accumulate(lines.begin() + static_cast<std::ptrdiff_t>(c * games),
                          lines.begin() + static_cast<std::ptrdiff_t>((c + 1) * games), 0.0) /
          static_cast<double>(games);
    }
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
    const double noise = std::max(0.0, o.noise - o.noise_decrease * g);
    double elite_lines = 0;
    for (std::size_t f = 0; f < FEATURE_COUNT; ++f) {
      if (!o.tuned[f]) continue;
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
    for (std::size_t e = 0; e < elite; ++e) elite_lines += score[order[e]];
    if (report) {
      GenerationReport r;
      r.generation = g;
      r.best_mean_lines = score[order[0]];
      r.elite_mean_lines = elite_lines / static_cast<double>(elite);
      r.best = from_array(candidates[order[0]]);
      r.mean = from_array(mean);
      report(r);
    }
  }
  return from_array(mean);
}

}  // namespace gameai::tetris_ai

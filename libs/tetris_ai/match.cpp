#include "tetris_ai/match.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "common/distributed.hpp"
#include "common/stats.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"

namespace gameai::tetris_ai {
namespace {

// Pieces between progress reports and stop checks inside one (possibly very long) game.
constexpr std::uint64_t PROGRESS_STRIDE = 1 << 14;

}  // namespace

void summarize(MatchSummary& summary) {
  auto& games = summary.games;
  summary.total_lines = 0;
  summary.decisions = 0;
  for (const auto& g : games) {
    summary.total_lines += g.lines;
    summary.decisions += g.pieces;
  }
  summary.decisions_per_second =
      summary.seconds > 0 ? static_cast<double>(summary.decisions) / summary.seconds : 0;
  const std::size_t n = games.size();
  if (n == 0) return;
  summary.mean_lines = static_cast<double>(summary.total_lines) / static_cast<double>(n);
  std::vector<std::uint64_t> lines;
  lines.reserve(n);
  for (const auto& g : games) lines.push_back(g.lines);
  summary.standard_error = common::standard_error(lines);
  std::sort(lines.begin(), lines.end());
  summary.min_lines = lines.front();
  summary.max_lines = lines.back();
  summary.median_lines =
      n % 2 == 1 ? static_cast<double>(lines[n / 2])
                 : (static_cast<double>(lines[n / 2 - 1]) + static_cast<double>(lines[n / 2])) / 2;
}

MatchSummary play_match(const PlayerSettings& player, const GameConfig& config,
                        const MatchOptions& options) {
  MatchSummary summary;
  std::vector<GameResult> results(options.games);
  std::vector<char> finished(options.games, 0);
  std::atomic<std::uint64_t> pieces{0};
  std::atomic<std::uint64_t> lines{0};
  std::unique_ptr<common::ProgressMeter> meter;
  if (options.progress) {
    meter = std::make_unique<common::ProgressMeter>(options.games, options.progress);
  }
  common::Stopwatch clock;
  auto detail = [&] {
    const double placed = static_cast<double>(pieces.load());
    const double seconds = clock.seconds();
    return "pieces " + common::format_si(placed) + ", lines " +
           common::format_si(static_cast<double>(lines.load())) + ", " +
           common::format_si(seconds > 0 ? placed / seconds : 0) + " decisions/s";
  };
  auto stopped = [&] { return options.stop != nullptr && options.stop->load(); };
  // More threads than games would only idle.
  const auto threads = static_cast<unsigned>(
      std::min<std::uint64_t>(options.threads == 0 ? common::hardware_threads() : options.threads,
                              std::max<std::uint64_t>(options.games, 1)));
  // Under mpirun each process plays its share of the games; their results are gathered after.
  const bool distributed = common::process_count() > 1;
  common::distributed_for(options.games, threads, [&](std::size_t index, unsigned) {
    if (stopped()) return;
    AutoGame game(player, config, options.seed, index);
    const GameObserver observer = options.observe ? options.observe(index) : GameObserver{};
    std::uint64_t since = 0;
    std::uint64_t lines_before = 0;
    while (const auto decision = game.step()) {
      if (observer) observer(game, &*decision);
      if (++since == PROGRESS_STRIDE) {
        pieces += since;
        lines += game.lines() - lines_before;
        lines_before = game.lines();
        since = 0;
        if (meter) meter->advance(0, detail);
        if (stopped()) return;
      }
    }
    pieces += since;
    lines += game.lines() - lines_before;
    if (observer) observer(game, nullptr);
    results[index] =
        GameResult{index, game.lines(), game.pieces(), game.score(), game.reached_limit()};
    finished[index] = 1;
    if (options.game_ended && !distributed) options.game_ended(results[index]);
    if (meter) meter->advance(1, detail);
  });
  if (distributed) {
    common::share(results);
    common::share(finished);
    // Every game has ended now: report them in index order, as one process playing them one at
    // a time would.
    if (options.game_ended) {
      for (std::size_t i = 0; i < results.size(); ++i) {
        if (finished[i]) options.game_ended(results[i]);
      }
    }
  }
  summary.seconds = clock.seconds();
  if (meter) meter->finish(detail());
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (finished[i]) summary.games.push_back(results[i]);
  }
  summarize(summary);
  return summary;
}

}  // namespace gameai::tetris_ai

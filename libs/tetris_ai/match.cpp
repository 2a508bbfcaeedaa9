#include "tetris_ai/match.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>

#include "common/distributed.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"

namespace gameai::tetris_ai {
namespace {

// Pieces between progress reports and stop checks inside one (possibly very long) game.
constexpr std::uint64_t PROGRESS_STRIDE = 1 << 14;

}  // namespace

void LinesTally::add(std::uint64_t lines) {
  ++games_by_lines_[lines];
  ++count_;
  total_ += lines;
}

void LinesTally::summarize(MatchSummary& summary) const {
  summary.game_count = count_;
  summary.total_lines = total_;
  if (count_ == 0) return;
  const double n = static_cast<double>(count_);
  const double mean = static_cast<double>(total_) / n;
  summary.mean_lines = mean;
  double squares = 0;
  for (const auto& [lines, games] : games_by_lines_) {
    const double d = static_cast<double>(lines) - mean;
    squares += static_cast<double>(games) * d * d;
  }
  summary.standard_error = count_ < 2 ? 0 : std::sqrt(squares / (n - 1) / n);
  summary.min_lines = games_by_lines_.begin()->first;
  summary.max_lines = games_by_lines_.rbegin()->first;
  // The games at positions (count - 1) / 2 and count / 2 in order of lines.
  const std::uint64_t low = (count_ - 1) / 2, high = count_ / 2;
  std::uint64_t seen = 0;
  double low_lines = 0, high_lines = 0;
  for (const auto& [lines, games] : games_by_lines_) {
    if (seen <= low && low < seen + games) low_lines = static_cast<double>(lines);
    if (seen <= high && high < seen + games) {
      high_lines = static_cast<double>(lines);
      break;
    }
    seen += games;
  }
  summary.median_lines = (low_lines + high_lines) / 2;
}

namespace {

// A game's result as it travels between processes under mpirun.
std::string encode(const GameResult& g) {
  return std::to_string(g.index) + ' ' + std::to_string(g.lines) + ' ' + std::to_string(g.pieces) +
         ' ' + std::to_string(g.score) + ' ' + (g.reached_limit ? '1' : '0');
}

GameResult decode(const std::string& text) {
  std::istringstream in(text);
  GameResult g;
  int limit = 0;
  in >> g.index >> g.lines >> g.pieces >> g.score >> limit;
  g.reached_limit = limit != 0;
  return g;
}

}  // namespace

MatchSummary play_match(const PlayerSettings& player, const GameConfig& config,
                        const MatchOptions& options) {
  MatchSummary summary;
  // Under mpirun every result goes to the root, which reports them in index order.
  const bool distributed = common::process_count() > 1;
  const bool keep = options.keep_games || distributed;
  std::mutex results_mutex;
  std::vector<GameResult> kept;
  LinesTally tally;
  std::uint64_t decisions = 0;
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
  common::distributed_for(
      options.games, threads,
      [&](std::size_t index, unsigned) {
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
        const GameResult result{index, game.lines(), game.pieces(), game.score(),
                                game.reached_limit()};
        {
          const std::lock_guard lock(results_mutex);
          if (keep) kept.push_back(result);
          if (!distributed) {
            tally.add(result.lines);
            decisions += result.pieces;
          }
        }
        if (options.game_ended && !distributed) options.game_ended(result);
        if (meter) meter->advance(1, detail);
      },
      options.stop);
  if (distributed) {
    std::vector<std::string> mine;
    mine.reserve(kept.size());
    for (const GameResult& g : kept) mine.push_back(encode(g));
    kept.clear();
    // Every game has ended now: the root reports them in index order, as one process playing
    // them one at a time would.
    for (const std::string& text : common::gather_on_root(mine)) kept.push_back(decode(text));
    std::sort(kept.begin(), kept.end(),
              [](const GameResult& a, const GameResult& b) { return a.index < b.index; });
    for (const GameResult& g : kept) {
      tally.add(g.lines);
      decisions += g.pieces;
      if (options.game_ended) options.game_ended(g);
    }
  }
  summary.seconds = clock.seconds();
  if (meter) meter->finish(detail());
  if (options.keep_games) {
    std::sort(kept.begin(), kept.end(),
              [](const GameResult& a, const GameResult& b) { return a.index < b.index; });
    summary.games = std::move(kept);
  }
  tally.summarize(summary);
  summary.decisions = decisions;
  summary.decisions_per_second =
      summary.seconds > 0 ? static_cast<double>(summary.decisions) / summary.seconds : 0;
  return summary;
}

}  // namespace gameai::tetris_ai

#pragma once
// Many headless games of one controller, in parallel, with the statistics that compare
// evaluators: mean lines with its standard error, min / median / max, and decisions per second.

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

#include "common/progress.hpp"
#include "tetris_ai/auto_game.hpp"

namespace gameai::tetris_ai {

struct GameResult {
  std::uint64_t index = 0;
  std::uint64_t lines = 0;
  std::uint64_t pieces = 0;
  std::int64_t score = 0;
  bool reached_limit = false;  // stopped by the piece limit, not lost
};

struct MatchSummary {
  // The games that ended, in game-index order, when MatchOptions::keep_games asks for them.
  std::vector<GameResult> games;
  std::uint64_t game_count = 0;  // games that ended (the statistics below are over these)
  double mean_lines = 0;
  double standard_error = 0;  // of the mean: sample standard deviation / sqrt(games)
  std::uint64_t min_lines = 0;
  double median_lines = 0;
  std::uint64_t max_lines = 0;
  std::uint64_t total_lines = 0;
  std::uint64_t decisions = 0;  // pieces placed (one decision each)
  double seconds = 0;
  double decisions_per_second = 0;
};

// Sees every placement of one game (decision != nullptr), then the game's end (nullptr). Used to
// record games; called on the thread that plays the game.
using GameObserver = std::function<void(const AutoGame& game, const Decision* decision)>;

struct MatchOptions {
  std::uint64_t seed = 1;
  std::uint64_t games = 1;
  unsigned threads = 1;  // 0: one per hardware thread
  // Receives progress (games done of total, detail "pieces P lines L") at most every 200 ms.
  common::ProgressCallback progress;
  // Set from another thread to stop early; unfinished games are dropped from the summary.
  const std::atomic<bool>* stop = nullptr;
  // When set, called once per game (with its index) for an observer of that game's placements.
  std::function<GameObserver(std::uint64_t index)> observe;
  // When set, called with each game's result as the game ends (in the order games end, on the
  // thread that played it), so that a front end can show results before the match is over.
  // Under mpirun (common/distributed.hpp) each process plays the games it owns and the results
  // are shared when all have ended: then game_ended is called for every game, in index order,
  // on the calling thread, and `observe` is refused by the front ends (each process would write
  // its own records).
  std::function<void(const GameResult& result)> game_ended;
  // Keep every game's result in MatchSummary::games. Without it nothing grows with the number
  // of games: the statistics are summed as games end (the median from a count of games per
  // number of lines), so a match of 2^32 short games runs in a few kilobytes.
  bool keep_games = true;
};

// The lines of many games, summed as the games end: mean and its standard error, min, median
// and max, from a count of games per number of lines (memory grows with the distinct numbers of
// lines, not with the games).
class LinesTally {
 public:
  void add(std::uint64_t lines);
  std::uint64_t count() const noexcept { return count_; }
  std::uint64_t total() const noexcept { return total_; }
  // Fills the line statistics of `summary` (nothing when no game ended).
  void summarize(MatchSummary& summary) const;

 private:
  std::map<std::uint64_t, std::uint64_t> games_by_lines_;
  std::uint64_t count_ = 0;
  std::uint64_t total_ = 0;
};

// Once MatchOptions::stop is set, no game starts and the games under way end within a few
// thousand pieces; the call then returns promptly however many games were asked for.
MatchSummary play_match(const PlayerSettings& player, const GameConfig& config,
                        const MatchOptions& options);

}  // namespace gameai::tetris_ai

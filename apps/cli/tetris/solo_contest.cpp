#include "solo_contest.hpp"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli.hpp"
#include "common/stats.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"
#include "contest.hpp"
#include "tbp/external_bot.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {
namespace {

struct SoloOptions {
  std::string ai = "bot";
  ContestOptions contest;
  std::int64_t target = 0;
  tetris_ai::SoloGoal goal = tetris_ai::SoloGoal::Sprint;
};

int run_solo(const SoloOptions& o) {
  const tetris_ai::SoloGoal goal = o.goal;
  tetris_ai::PlayerSettings settings = settings_for(o.ai, o.contest, o.contest.weights);
  // The bot digs with its dig weights unless a weights file says otherwise.
  const bool dig_weights = goal == tetris_ai::SoloGoal::Dig && o.contest.weights.empty() &&
                           tetris_ai::use_dig_weights(settings);
  if (!o.contest.json) {
    std::printf("player %s%s\n", given(o.ai, o.contest).c_str(),
                dig_weights ? ", its dig weights" : "");
    std::fflush(stdout);
  }
  std::vector<tetris_ai::SoloResult> results(o.contest.games);
  std::vector<double> seconds(o.contest.games, 0.0);
  TbpTotals tbp_totals;
  tetris_ai::DecisionTime time_used;
  std::mutex lock;
  common::parallel_for(o.contest.games, threads_for(o.contest), [&](std::size_t i, unsigned) {
    const auto player = contestant(o.ai, settings, o.contest, i);
    tetris_ai::SoloOptions s;
    s.goal = goal;
    s.target = o.target;
    s.seed = tetris::game_piece_seed(o.contest.seed, i);
    const common::Stopwatch clock;
    results[i] = tetris_ai::play_solo(*player, s);
    seconds[i] = clock.seconds();
    const std::lock_guard guard(lock);
    time_used += player->time_used();
    if (const auto* bot = dynamic_cast<const tbp::ExternalBot*>(player.get())) {
      tbp_totals.add(*bot);
    }
    // A TBP bot that failed ends its game there: say why.
    if (const std::string why = player->failure(); !why.empty()) {
      std::fprintf(stderr, "gameai: game %zu: %s forfeits: %s\n", i, o.ai.c_str(), why.c_str());
    }
  });
  const double n = static_cast<double>(results.size());
  double pieces = 0, keys = 0, attack = 0, lines = 0;
  double tspins = 0, tetrises = 0, pcs = 0;
  double total_seconds = 0;
  for (const double t : seconds) total_seconds += t;
  int max_b2b = 0;
  std::int64_t unfinished = 0;
  for (const auto& r : results) {
    pieces += static_cast<double>(r.pieces);
    keys += static_cast<double>(r.keys);
    attack += static_cast<double>(r.attack);
    lines += static_cast<double>(r.lines);
    tspins += static_cast<double>(r.tspins);
    tetrises += static_cast<double>(r.tetrises);
    pcs += static_cast<double>(r.perfect_clears);
    max_b2b = std::max(max_b2b, r.max_b2b);
    unfinished += !r.finished;
  }
  const double mean = pieces / n;
  // Standard errors over the games: of the pieces, and of each game's own attack per piece.
  std::vector<double> game_pieces, game_rates;
  for (const auto& r : results) {
    game_pieces.push_back(static_cast<double>(r.pieces));
    game_rates.push_back(
        r.pieces > 0 ? static_cast<double>(r.attack) / static_cast<double>(r.pieces) : 0.0);
  }
  const double stderr_pieces = common::standard_error(game_pieces);
  const double stderr_rate = common::standard_error(game_rates);
  nlohmann::ordered_json j;
  if (goal == tetris_ai::SoloGoal::Sprint) {
    j["mean_pieces"] = mean;
    j["stderr_pieces"] = stderr_pieces;
    j["mean_keys"] = keys / n;
  } else if (goal == tetris_ai::SoloGoal::Ultra) {
    j["attack_per_piece"] = pieces > 0 ? attack / pieces : 0.0;
    j["tspins"] = tspins / n;
    j["tetrises"] = tetrises / n;
    j["perfect_clears"] = pcs / n;
    j["max_b2b"] = max_b2b;
    j["lines"] = lines / n;
  } else {
    j["mean_pieces"] = mean;
    j["max_pieces"] = *std::max_element(game_pieces.begin(), game_pieces.end());
    if (o.ai == tetris_ai::BOT_NAME) j["weights"] = dig_weights ? "dig" : "file";
  }
  // How fast the player plays: wall time per game, and pieces per second of that time.
  j["seconds_per_game"] = total_seconds / n;
  j["pieces_per_second"] = total_seconds > 0 ? pieces / total_seconds : 0.0;
  if (o.contest.json) {
    std::cout << j.dump() << "\n";
  } else {
    for (const auto& [key, value] : j.items()) std::cout << key << ": " << value.dump() << "\n";
    if (n > 1 && goal == tetris_ai::SoloGoal::Ultra) {
      std::printf("standard error of attack_per_piece: %.4f\n", stderr_rate);
    } else if (n > 1 && goal == tetris_ai::SoloGoal::Dig) {
      std::printf("standard error of mean_pieces: %.2f\n", stderr_pieces);
    }
    std::printf("time used: %s\n", time_text(time_used).c_str());
    if (tbp_totals.games > 0) std::printf("%s\n", tbp_totals.text().c_str());
    std::cout << counted(o.contest.games, "game", "games") << ", " << unfinished << " not finished";
    if (unfinished > 0) {
      std::cout << (goal == tetris_ai::SoloGoal::Ultra
                        ? " (topped out before the last piece"
                        : " (topped out, or not done within 5000 pieces")
                << "; counted in the figures as far as they got)";
    }
    std::cout << "\n";
  }
  if (unfinished > 0 && o.contest.json) {
    std::cerr << "gameai: " << unfinished << " of " << o.contest.games
              << " games not finished (counted as far as they got)\n";
  }
  return unfinished == 0 ? EXIT_OK : EXIT_FAILURE_STATUS;
}

}  // namespace

void add_solo(CLI::App& tetris, const SoloCommand& c) {
  auto o = std::make_shared<SoloOptions>();
  o->target = c.target;
  o->goal = c.goal;
  CLI::App* cmd = tetris.add_subcommand(c.name, c.help);
  cmd->footer("Played under the guideline rules (SRS, 7-bag) with hold and five previews.");
  cmd->add_option(
         "--ai", o->ai,
         "Player: " + tetris_ai::preset_names() + ", or tbp:COMMAND for a Tetris Bot Protocol bot")
      ->capture_default_str();
  cmd->add_option(c.target_option, o->target, c.target_help)
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{100000}))
      ->capture_default_str();
  add_contest_options(cmd, o->contest, false);
  on_run(cmd, [o] { return run_solo(*o); });
}

}  // namespace gameai::cli::tetris_cli

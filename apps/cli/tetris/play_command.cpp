// `gameai tetris play`: many headless games of one AI player, in parallel, and the statistics
// that compare players (mean lines with its standard error, min / median / max, decisions/s).
// Each game is printed as it ends; Ctrl-C stops the match, prints the summary of the games that
// ended and exits with status 130.

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

#include "ai_options.hpp"
#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/progress.hpp"
#include "common/thread_pool.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "records_view.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/match.hpp"

namespace gameai::cli::tetris_cli {
namespace {

struct PlayOptions {
  AiOptions ai;
  std::uint64_t games = 1;
  unsigned threads = 1;
  bool json = false;
  bool record = false;
  std::string db;
};

// The player entry stored with recorded games: AI, search settings and weights digest.
game_files::PlayerInfo recorded_player(const PlayOptions& o, const tetris_ai::Player& player) {
  nlohmann::json settings = {{"lookahead", o.ai.lookahead},
                             {"beam", o.ai.beam},
                             {"max_pieces", o.ai.max_pieces},
                             {"weights", player.weights_json()}};
  if (o.ai.noise > 0) settings["noise"] = o.ai.noise;
  return game_files::PlayerInfo{game_files::PlayerInfo::Kind::Ai, ai_name(o.ai), settings.dump(),
                                records::weights_digest(player.weights_json().dump())};
}

// Records one headless game: its setup at the start, each placement as the rules library
// replays it, and how it ended.
class GameRecorder {
 public:
  GameRecorder(records::Store& store, const tetris_ai::GameConfig& config, std::uint64_t seed,
               std::uint64_t index, const game_files::PlayerInfo& player)
      : recorder_(store, records::tetris_play_setup(config.rules, config.width, config.height, seed,
                                                    index, player)) {}
  void placed(const tetris_ai::AutoGame& game) {
    recorder_.add_step(records::tetris_step(game.last_step(), game.score()));
  }
  void ended(const tetris_ai::AutoGame& game) {
    recorder_.finish(game.reached_limit() ? "piece_limit" : "game_over",
                     game.reached_limit() ? "piece limit reached" : "no legal placement");
  }

 private:
  records::TetrisRecorder recorder_;
};

std::string game_line(const tetris_ai::GameResult& g) {
  return "game " + std::to_string(g.index) + ": lines " + std::to_string(g.lines) + ", pieces " +
         std::to_string(g.pieces) + ", score " + std::to_string(g.score) +
         (g.reached_limit ? " (piece limit)" : "");
}

void print_text(const PlayOptions& o, unsigned threads, const tetris_ai::MatchSummary& s) {
  if (s.game_count == 0) return;
  char line[256];
  std::snprintf(line, sizeof line,
                "%s, %s %dx%d, %llu game%s: mean lines %.1f +- %.1f (standard error), min %llu, "
                "median %.1f, max %llu\n",
                ai_name(o.ai).c_str(), o.ai.rules.c_str(), o.ai.width, o.ai.height,
                static_cast<unsigned long long>(s.game_count), s.game_count == 1 ? "" : "s",
                s.mean_lines, s.standard_error, static_cast<unsigned long long>(s.min_lines),
                s.median_lines, static_cast<unsigned long long>(s.max_lines));
  std::cout << line;
  std::snprintf(line, sizeof line, "%llu decisions in %.2f s on %u thread%s: %s decisions/s\n",
                static_cast<unsigned long long>(s.decisions), s.seconds, threads,
                threads == 1 ? "" : "s", common::format_si(s.decisions_per_second).c_str());
  std::cout << line;
}

void print_json(const PlayOptions& o, unsigned threads, const tetris_ai::Player& player,
                const tetris_ai::MatchSummary& s, bool stopped) {
  nlohmann::ordered_json j;
  j["ai"] = ai_name(o.ai);
  j["weights"] = player.weights_json();
  j["rules"] = o.ai.rules;
  j["width"] = o.ai.width;
  j["height"] = o.ai.height;
  j["seed"] = o.ai.seed;
  j["lookahead"] = o.ai.lookahead;
  j["beam"] = o.ai.beam;
  j["max_pieces"] = o.ai.max_pieces;
  j["threads"] = threads;
  nlohmann::ordered_json games = nlohmann::ordered_json::array();
  for (const auto& g : s.games) {
    games.push_back({{"index", g.index},
                     {"lines", g.lines},
                     {"pieces", g.pieces},
                     {"score", g.score},
                     {"piece_limit", g.reached_limit}});
  }
  j["games"] = games;
  j["interrupted"] = stopped;
  j["mean_lines"] = s.mean_lines;
  j["standard_error"] = s.standard_error;
  j["min_lines"] = s.min_lines;
  j["median_lines"] = s.median_lines;
  j["max_lines"] = s.max_lines;
  j["total_lines"] = s.total_lines;
  j["decisions"] = s.decisions;
  j["seconds"] = s.seconds;
  j["decisions_per_second"] = s.decisions_per_second;
  std::cout << j.dump(2) << "\n";
}

}  // namespace

void add_play_command(CLI::App& tetris) {
  auto options = std::make_shared<PlayOptions>();
  CLI::App* play = tetris.add_subcommand(
      "play", "Play N headless games with an AI player and report lines per game");
  add_ai_options(play, options->ai);
  play->add_option("--games", options->games, "Number of games")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 32))
      ->capture_default_str();
  play->add_option("--threads", options->threads, "Worker threads (0: one per hardware thread)")
      ->check(CLI::Range(0u, 1024u))
      ->capture_default_str();
  play->add_flag("--json", options->json, "Print the results as one JSON object");
  play->add_flag("--record", options->record,
                 "Store every game, placement by placement, in the records database");
  records_view::add_db_option(play, options->db);

  on_run(play, [options] {
    const PlayOptions& o = *options;
    const tetris_ai::PlayerSettings settings = make_player(o.ai);
    const tetris_ai::GameConfig config = make_game_config(o.ai);
    const tetris_ai::Player player(settings, config.rules);
    // More threads than games would only idle.
    const auto threads = static_cast<unsigned>(
        std::min<std::uint64_t>(o.threads == 0 ? common::hardware_threads() : o.threads, o.games));

    tetris_ai::MatchOptions match;
    match.seed = o.ai.seed;
    match.games = o.games;
    match.threads = threads;
    // Only the JSON lists every game; otherwise nothing is kept per game, so memory does not
    // grow with --games.
    match.keep_games = o.json;
    std::unique_ptr<records::Store> store;
    if (o.record && common::process_count() > 1)
      throw UsageError("--record stores games from one process: run it without mpirun");
    if (o.record) {
      store = records_view::open_store(o.db, records_view::Create::Yes);
      const game_files::PlayerInfo info = recorded_player(o, player);
      match.observe = [&store, &config, info, seed = o.ai.seed](std::uint64_t index) {
        auto recorder = std::make_shared<GameRecorder>(*store, config, seed, index, info);
        return tetris_ai::GameObserver(
            [recorder](const tetris_ai::AutoGame& game, const tetris_ai::Decision* decision) {
              if (decision != nullptr) {
                recorder->placed(game);
              } else {
                recorder->ended(game);
              }
            });
      };
    }
    const bool live = live_terminal() && !o.json;
    std::mutex out;  // the progress line and the games' lines come from several threads
    if (live) {
      match.progress = [&out](const common::ProgressSnapshot& p) {
        std::string eta;
        // Games take about the same time: the ones left, at the pace of the ones done.
        if (p.done > 0 && p.done < p.total) {
          eta = ", about " +
                common::format_duration(p.elapsed_seconds * static_cast<double>(p.total - p.done) /
                                        static_cast<double>(p.done)) +
                " left";
        }
        const std::lock_guard lock(out);
        std::cout << "\r\x1b[K"
                  << "games " << p.done << "/" << p.total << ", " << p.detail << ", "
                  << common::format_duration(p.elapsed_seconds) << eta << std::flush;
      };
    }
    if (!o.json) {
      match.game_ended = [&out, live](const tetris_ai::GameResult& g) {
        const std::lock_guard lock(out);
        std::cout << (live ? "\r\x1b[K" : "") << game_line(g) << std::endl;
      };
    }
    match.stop = &interrupt_flag();
    tetris_ai::MatchSummary summary;
    {
      const InterruptGuard guard;
      summary = tetris_ai::play_match(settings, config, match);
    }
    if (live) std::cout << "\r\x1b[K" << std::flush;
    const bool stopped = interrupt_flag().load();
    if (o.json) {
      print_json(o, threads, player, summary, stopped);
    } else {
      if (stopped) {
        std::cout << "interrupted: " << summary.game_count << " of "
                  << counted(o.games, "game", "games") << " finished\n";
      }
      print_text(o, threads, summary);
    }
    return stopped ? interrupted_status() : EXIT_OK;
  });
}

[[maybe_unused]] const bool play_command_registered =
    register_command("tetris", 10, add_play_command);

}  // namespace gameai::cli::tetris_cli

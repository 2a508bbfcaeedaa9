// `gameai records stats`: totals per game, variant and player.

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <vector>

#include "cli.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

void add_stats(CLI::App& records) {
  struct Options {
    std::string db, game;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* stats = records.add_subcommand("stats",
                                           "Per player and rule set, counted by stretch: games, "
                                           "pieces and lines, or moves and wins/draws/losses");
  view::add_db_option(stats, opts->db);
  stats->add_option("--game", opts->game, "only games of this kind")
      ->check(CLI::IsMember({"tetris", "xiangqi"}));
  stats->add_flag("--json", opts->json, "print a JSON array");
  on_run(
      stats, view::guarded([opts] {
        auto store = view::open_store_to_read(opts->db);
        const auto rows = store->stats(view::game_option(opts->game));
        if (opts->json) {
          nlohmann::json out = nlohmann::json::array();
          for (const auto& row : rows) out.push_back(view::to_json(row));
          std::cout << out.dump(2) << "\n";
          return EXIT_OK;
        }
        if (rows.empty()) fmt::print("no games stored in {}\n", store->path());
        bool tetris_header = false, xiangqi_header = false;
        for (const auto& r : rows) {
          if (r.game == game_files::GameKind::Tetris) {
            if (!tetris_header)
              fmt::print("{:<8} {:<10} {:<24} {:>7} {:>9} {:>10} {:>10} {:>12} {:>10} {:>12}\n",
                         "GAME", "RULES", "PLAYER", "GAMES", "FINISHED", "PIECES", "LINES",
                         "MEAN LINES", "MAX LINES", "MEAN SCORE");
            tetris_header = true;
            fmt::print("{:<8} {:<10} {:<24} {:>7} {:>9} {:>10} {:>10} {:>12.1f} {:>10} {:>12.1f}\n",
                       "tetris", r.variant, r.player, r.games, r.finished, r.steps, r.lines,
                       r.mean_lines, r.max_lines, r.mean_score);
          } else {
            if (!xiangqi_header)
              fmt::print("{}{:<8} {:<10} {:<24} {:>7} {:>9} {:>7} {:>6} {:>6} {:>6} {:>7}\n",
                         tetris_header ? "\n" : "", "GAME", "VARIANT", "PLAYER", "GAMES",
                         "FINISHED", "MOVES", "WINS", "DRAWS", "LOSSES", "SCORE%");
            xiangqi_header = true;
            const double decided = static_cast<double>(r.wins + r.draws + r.losses);
            const double percent =
                decided > 0
                    ? 100.0 * (static_cast<double>(r.wins) + 0.5 * static_cast<double>(r.draws)) /
                          decided
                    : 0.0;
            fmt::print("{:<8} {:<10} {:<24} {:>7} {:>9} {:>7} {:>6} {:>6} {:>6} {:>7.1f}\n",
                       "xiangqi", r.variant, r.player, r.games, r.finished, r.steps, r.wins,
                       r.draws, r.losses, percent);
          }
        }
        return EXIT_OK;
      }));
}

[[maybe_unused]] const bool stats_command_registered = register_command("records", 30, add_stats);

}  // namespace
}  // namespace gameai::cli

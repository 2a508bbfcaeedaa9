// `gameai records list`: the stored games, newest first, with filters.

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

void add_list(CLI::App& records) {
  struct Options {
    std::string db, game;
    std::int64_t limit = 20;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* list = records.add_subcommand("list", "List stored games, newest first");
  view::add_db_option(list, opts->db);
  list->add_option("--game", opts->game, "only games of this kind")
      ->check(CLI::IsMember({"tetris", "xiangqi"}));
  list->add_option("--limit", opts->limit, "at most N games (0 = all)")
      ->capture_default_str()
      ->check(whole_number<std::int64_t>(0));
  list->add_flag("--json", opts->json, "print a JSON array");
  on_run(list, view::guarded([opts] {
           auto store = view::open_store_to_read(opts->db);
           records::GameFilter filter;
           filter.game = view::game_option(opts->game);
           filter.limit = opts->limit;
           const auto games = store->list_games(filter);
           if (opts->json) {
             nlohmann::json out = nlohmann::json::array();
             for (const auto& game : games) out.push_back(view::to_json(game));
             std::cout << out.dump(2) << "\n";
             return EXIT_OK;
           }
           if (games.empty()) {
             fmt::print("no games stored in {}\n", store->path());
             return EXIT_OK;
           }
           // Each text column is as wide as its widest entry, so long player names and
           // results keep the columns after them aligned.
           using Row = std::array<std::string, 8>;
           std::vector<Row> rows{
               {"ID", "GAME", "VARIANT", "PLAYERS", "LINES", "LENGTH", "RESULT", "STARTED"}};
           for (const auto& game : games) {
             const bool tetris = game.game == game_files::GameKind::Tetris;
             rows.push_back(
                 {std::to_string(game.id), std::string(game_files::to_string(game.game)),
                  game.variant, view::players_text(game), tetris ? std::to_string(game.lines) : "-",
                  // Tetris games are as long as their pieces, xiangqi games their moves as
                  // players count them (Red's and Black's together).
                  tetris ? counted(static_cast<unsigned long long>(game.pieces), "piece", "pieces")
                         : counted(static_cast<unsigned long long>(game_files::xiangqi_move_count(
                                       game.plies, game_files::xiangqi_first_seat(game.start_fen))),
                                   "move", "moves"),
                  game.finished ? (game.result.empty() ? "finished" : game.result) : "unfinished",
                  view::format_time(game.started_at_ms)});
           }
           std::array<std::size_t, 8> width{};
           for (const Row& row : rows)
             for (std::size_t c = 0; c < row.size(); ++c)
               width[c] = std::max(width[c], view::display_width(row[c]));
           constexpr std::array<bool, 8> right{true, false, false, false, true, true, false, false};
           for (const Row& row : rows) {
             std::string line;
             for (std::size_t c = 0; c < row.size(); ++c) {
               const std::string pad(width[c] - view::display_width(row[c]), ' ');
               if (c > 0) line += "  ";
               if (right[c]) line += pad;
               line += row[c];
               if (!right[c] && c + 1 < row.size()) line += pad;  // no trailing blanks
             }
             fmt::print("{}\n", line);
           }
           return EXIT_OK;
         }));
}

// Who played each stretch of the game and what it played, seat by seat. A xiangqi stretch starts
// at a move as players count them (its seat says whose).

[[maybe_unused]] const bool list_command_registered = register_command("records", 10, add_list);

}  // namespace
}  // namespace gameai::cli

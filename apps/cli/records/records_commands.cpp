// `gameai records ...`: list, show, stats, delete and vacuum the stored games; replay, export
// and import are registered from their own files.

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <vector>

#include "cli.hpp"
#include "records_view.hpp"

namespace gameai::cli {

namespace {

namespace view = records_view;

std::optional<records::GameKind> game_option(const std::string& text) {
  if (text.empty()) return std::nullopt;
  return records::parse_game_kind(text);
}

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
           auto store = view::open_store(opts->db);
           records::GameFilter filter;
           filter.game = game_option(opts->game);
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
             const bool tetris = game.game == records::GameKind::Tetris;
             rows.push_back(
                 {std::to_string(game.id), std::string(records::to_string(game.game)), game.variant,
                  view::players_text(game), tetris ? std::to_string(game.lines) : "-",
                  // Tetris games are as long as their pieces, xiangqi games their plies.
                  tetris ? counted(static_cast<unsigned long long>(game.pieces), "piece", "pieces")
                         : counted(static_cast<unsigned long long>(game.plies), "ply", "plies"),
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

// Who played each stretch of the game and what it played, seat by seat.
void print_stretches(const records::GameSummary& game) {
  const bool tetris = game.game == records::GameKind::Tetris;
  std::vector<std::array<std::string, 6>> rows;
  rows.push_back({tetris ? "from step" : "from ply", tetris ? "" : "seat", "player",
                  tetris ? "pieces" : "moves", tetris ? "lines" : "", tetris ? "points" : ""});
  const char* seats[] = {"red", "black"};
  for (const auto& s : game.stretches) {
    std::string who = s.player.name + " (" + records::to_string(s.player.kind) + ")";
    if (s.player.settings != "{}" && s.player.settings.size() <= 60) who += " " + s.player.settings;
    rows.push_back({std::to_string(s.from_step), tetris || s.seat > 1 ? "" : seats[s.seat], who,
                    std::to_string(s.steps), tetris ? std::to_string(s.lines) : "",
                    tetris ? std::to_string(s.points) : ""});
  }
  std::array<std::size_t, 6> width{};
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size(); ++c)
      width[c] = std::max(width[c], view::display_width(row[c]));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::string line = fmt::format("  {:<12}", r == 0 ? "stretches" : "");
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      if (width[c] == 0) continue;
      const std::string pad(width[c] - view::display_width(rows[r][c]), ' ');
      const bool number = c == 0 || c >= 3;
      line += number ? pad + rows[r][c] : rows[r][c] + pad;
      line += "  ";
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    fmt::print("{}\n", line);
  }
}

void print_game(records::Store& store, const records::GameSummary& game, bool steps) {
  fmt::print("game {} ({} {}), {}\n", game.id, records::to_string(game.game), game.variant,
             game.finished ? "finished" : "unfinished");
  const char* seats[] = {"red", "black"};
  for (std::size_t i = 0; i < game.players.size(); ++i) {
    const auto& p = game.players[i];
    fmt::print("  {:<12}{} ({}){}{}\n",
               game.game == records::GameKind::Xiangqi && i < 2 ? seats[i] : "player", p.name,
               records::to_string(p.kind), p.settings == "{}" ? "" : " " + p.settings,
               p.weights_hash.empty() ? "" : " weights " + p.weights_hash);
  }
  print_stretches(game);
  fmt::print("  {:<12}{}\n  {:<12}{}\n", "started", view::format_time(game.started_at_ms), "ended",
             view::format_time(game.ended_at_ms));
  if (!game.result.empty() || !game.reason.empty()) {
    // A reason that already starts with the result ("draw: ...", "red wins: ...") says it alone.
    const bool says_result = !game.result.empty() && game.reason.rfind(game.result, 0) == 0;
    fmt::print("  {:<12}{}\n", "result",
               says_result           ? game.reason
               : game.reason.empty() ? game.result
                                     : game.result + " (" + game.reason + ")");
  }
  fmt::print("  {:<12}{}\n", "program", game.program_version);
  if (game.game == records::GameKind::Tetris) {
    fmt::print("  {:<12}{}x{}, randomizer {}, scoring {}\n", "board", game.width, game.height,
               game.randomizer, game.scoring);
    if (game.game_index)
      fmt::print(
          "  {:<12}{}, game {} of the run (gameai tetris play --seed {} plays it as game "
          "{})\n",
          "seed", game.seed, *game.game_index, game.seed, *game.game_index);
    else
      fmt::print("  {:<12}{}\n", "seed", game.seed);
    fmt::print("  {:<12}{} pieces, {} lines, score {}\n", "totals", game.pieces, game.lines,
               game.score);
    if (!steps) return;
    fmt::print("  {:>8}  piece rot  x   y  lines      score  hash\n", "step");
    store.for_each_tetris_step(game.id, [](std::int64_t index, const records::TetrisStep& s) {
      fmt::print("  {:>8}  {:^5} {:>3} {:>2} {:>3} {:>6} {:>10}  {:08x}{}\n", index,
                 records::PIECE_LETTERS[s.piece], "0R2L"[s.rotation], s.x, s.y, s.lines_cleared,
                 s.score_after, s.board_hash, s.held ? " (hold)" : "");
      return true;
    });
    return;
  }
  if (!game.start_fen.empty()) fmt::print("  {:<12}{}\n", "start", game.start_fen);
  if (!game.final_fen.empty()) fmt::print("  {:<12}{}\n", "final", game.final_fen);
  fmt::print("  {:<12}{}\n", "plies", game.plies);
  if (!steps) return;
  const auto moves = store.xiangqi_moves(game.id);
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const auto& m = moves[ply];
    std::string extra;
    if (m.score) extra += " score " + records::xiangqi_score_text(*m.score);
    if (m.depth) extra += fmt::format(" depth {}", *m.depth);
    if (m.time_ms >= 1000)
      extra += fmt::format(" {:.2f}s", static_cast<double>(m.time_ms) / 1000.0);
    else if (m.time_ms > 0)
      extra += fmt::format(" {}ms", m.time_ms);
    if (!m.comment.empty()) extra += "  {" + m.comment + "}";
    fmt::print("  {:>4}{} {}{}\n", ply / 2 + 1, ply % 2 == 0 ? ". " : "...", m.move, extra);
  }
}

void add_show(CLI::App& records) {
  struct Options {
    std::string db;
    std::int64_t id = 0;
    bool json = false, steps = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* show = records.add_subcommand("show", "Show one stored game");
  show->add_option("ID", opts->id, "game id (see 'gameai records list')")
      ->required()
      ->check(whole_number<std::int64_t>(1));
  view::add_db_option(show, opts->db);
  show->add_flag("--json", opts->json, "print the game as a JSON object");
  show->add_flag("--steps,--moves", opts->steps,
                 "also list every stored Tetris step or xiangqi move");
  on_run(show, view::guarded([opts] {
           auto store = view::open_store(opts->db);
           const auto game = store->game(opts->id);
           if (opts->json) {
             nlohmann::json out = view::to_json(game);
             if (opts->steps && game.game == records::GameKind::Xiangqi) {
               out["moves"] = nlohmann::json::array();
               for (const auto& m : store->xiangqi_moves(game.id))
                 out["moves"].push_back(
                     {{"move", m.move},
                      {"score", m.score ? nlohmann::json(*m.score) : nlohmann::json(nullptr)},
                      {"depth", m.depth ? nlohmann::json(*m.depth) : nlohmann::json(nullptr)},
                      {"time_ms", m.time_ms},
                      {"comment", m.comment}});
             }
             std::cout << out.dump(2) << "\n";
           } else {
             print_game(*store, game, opts->steps);
           }
           return EXIT_OK;
         }));
}

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
        auto store = view::open_store(opts->db);
        const auto rows = store->stats(game_option(opts->game));
        if (opts->json) {
          nlohmann::json out = nlohmann::json::array();
          for (const auto& row : rows) out.push_back(view::to_json(row));
          std::cout << out.dump(2) << "\n";
          return EXIT_OK;
        }
        if (rows.empty()) fmt::print("no games stored in {}\n", store->path());
        bool tetris_header = false, xiangqi_header = false;
        for (const auto& r : rows) {
          if (r.game == records::GameKind::Tetris) {
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

void add_delete(CLI::App& records) {
  struct Options {
    std::string db;
    std::int64_t id = 0;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* remove =
      records.add_subcommand("delete", "Delete one stored game with all its steps or moves");
  remove->add_option("ID", opts->id, "game id (see 'gameai records list')")
      ->required()
      ->check(whole_number<std::int64_t>(1));
  view::add_db_option(remove, opts->db);
  on_run(remove, view::guarded([opts] {
           auto store = view::open_store(opts->db);
           store->delete_game(opts->id);
           fmt::print("deleted game {} from {}\n", opts->id, store->path());
           return EXIT_OK;
         }));
}

void add_vacuum(CLI::App& records) {
  auto db = std::make_shared<std::string>();
  CLI::App* vacuum = records.add_subcommand(
      "vacuum", "Compact the database file after deletions (rewrites it; others must wait)");
  view::add_db_option(vacuum, *db);
  on_run(vacuum, view::guarded([db] {
           auto store = view::open_store(*db);
           namespace fs = std::filesystem;
           const auto before = fs::file_size(store->path());
           store->vacuum();
           fmt::print("vacuumed {}: {} -> {} bytes\n", store->path(), before,
                      fs::file_size(store->path()));
           return EXIT_OK;
         }));
}

}  // namespace

[[maybe_unused]] const bool registered_group = register_group("records", "Stored games", 30);
[[maybe_unused]] const bool registered_list = register_command("records", 10, add_list);
[[maybe_unused]] const bool registered_show = register_command("records", 20, add_show);
[[maybe_unused]] const bool registered_stats = register_command("records", 30, add_stats);
[[maybe_unused]] const bool registered_delete = register_command("records", 60, add_delete);
[[maybe_unused]] const bool registered_vacuum = register_command("records", 70, add_vacuum);

}  // namespace gameai::cli

// `gameai records show ID`: one stored game, its players, its moves or steps.

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <vector>

#include "cli.hpp"
#include "records/xiangqi_pgn.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

void print_stretches(const records::GameSummary& game) {
  const bool tetris = game.game == records::GameKind::Tetris;
  const int first = tetris ? 0 : records::xiangqi_first_seat(game.start_fen);
  std::vector<std::array<std::string, 6>> rows;
  rows.push_back({tetris ? "from step" : "from move", tetris ? "" : "seat", "player",
                  tetris ? "pieces" : "moves", tetris ? "lines" : "", tetris ? "points" : ""});
  const char* seats[] = {"red", "black"};
  for (const auto& s : game.stretches) {
    rows.push_back(
        {std::to_string(tetris ? s.from_step : records::xiangqi_move_number(s.from_step, first)),
         tetris || s.seat > 1 ? "" : seats[s.seat], view::player_text(game, s.player),
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

// A label and its value on one line of `records show`; a label as long as the column gets a
// space after it.
void print_field(std::string_view label, std::string_view value) {
  fmt::print("  {:<11} {}\n", label, value);
}

void print_game(records::Store& store, const records::GameSummary& game, bool steps,
                xiangqi::Notation notation) {
  fmt::print("game {} ({} {}), {}\n", game.id, records::to_string(game.game), game.variant,
             game.finished ? "finished" : "unfinished");
  const char* seats[] = {"red", "black"};
  for (std::size_t i = 0; i < game.players.size(); ++i) {
    const auto& p = game.players[i];
    print_field(game.game == records::GameKind::Xiangqi && i < 2 ? seats[i] : "player",
                view::player_text(game, p));
  }
  print_stretches(game);
  if (!game.source.empty())
    print_field("imported", game.source == "xqf" ? "from an XQF file" : "from a PGN file");
  // What the game's file said about it (Event, Site, Date, Round, Annotator, ...), as it said it.
  for (const auto& [name, value] : game.tags) print_field(name, value);
  print_field("started", view::format_time(game.started_at_ms));
  print_field("ended", view::format_time(game.ended_at_ms));
  if (!game.result.empty() || !game.reason.empty()) {
    // A reason that already starts with the result ("draw: ...", "red wins: ...") says it alone.
    const bool says_result = !game.result.empty() && game.reason.rfind(game.result, 0) == 0;
    print_field("result", says_result           ? game.reason
                          : game.reason.empty() ? game.result
                                                : game.result + " (" + game.reason + ")");
  }
  print_field("program", game.program_version);
  if (game.game == records::GameKind::Tetris) {
    print_field("board", fmt::format("{}x{}, randomizer {}, scoring {}", game.width, game.height,
                                     game.randomizer, game.scoring));
    if (game.game_index)
      print_field("seed",
                  fmt::format("{}, game {} of the run (gameai tetris play --seed {} plays it as "
                              "game {})",
                              game.seed, *game.game_index, game.seed, *game.game_index));
    else
      print_field("seed", std::to_string(game.seed));
    print_field("totals",
                fmt::format("{} pieces, {} lines, score {}", game.pieces, game.lines, game.score));
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
  if (!game.start_fen.empty()) print_field("start", game.start_fen);
  if (!game.final_fen.empty()) print_field("final", game.final_fen);
  const int first = records::xiangqi_first_seat(game.start_fen);
  print_field("moves",
              fmt::format("{} ({})", records::xiangqi_move_count(game.plies, first),
                          counted(static_cast<unsigned long long>(game.plies), "ply", "plies")));
  if (!steps) return;
  const auto moves = store.xiangqi_moves(game.id);
  const auto texts = records::xiangqi_move_texts(game.start_fen, moves, notation);
  std::size_t text_width = 0;
  for (const auto& text : texts) text_width = std::max(text_width, view::display_width(text));
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
    const std::string prefix = records::xiangqi_move_prefix(static_cast<std::int64_t>(ply), first);
    const std::string pad =
        extra.empty() ? "" : std::string(text_width - view::display_width(texts[ply]), ' ');
    fmt::print("  {:>6} {}{}{}\n", prefix, texts[ply], pad, extra);
  }
}

void add_show(CLI::App& records) {
  struct Options {
    std::string db, notation = "chinese";
    std::int64_t id = 0;
    bool json = false, steps = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* show = records.add_subcommand("show", "Show one stored game");
  show->add_option("ID", opts->id, "game id (see 'gameai records list')")
      ->required()
      ->check(whole_number<std::int64_t>(1));
  view::add_db_option(show, opts->db);
  show->add_flag("--json", opts->json,
                 "print the game as a JSON object (with the players' settings and weights in "
                 "full)");
  show->add_flag("--steps,--moves", opts->steps,
                 "also list every stored Tetris step or xiangqi move");
  view::add_notation_option(show, opts->notation);
  on_run(show, view::guarded([opts] {
           auto store = view::open_store_to_read(opts->db);
           const auto game = store->game(opts->id);
           const xiangqi::Notation notation = view::notation(opts->notation);
           if (opts->json) {
             nlohmann::json out = view::to_json(game);
             if (opts->steps && game.game == records::GameKind::Xiangqi) {
               const auto moves = store->xiangqi_moves(game.id);
               const auto texts = records::xiangqi_move_texts(game.start_fen, moves, notation);
               out["moves"] = nlohmann::json::array();
               for (std::size_t i = 0; i < moves.size(); ++i) {
                 const auto& m = moves[i];
                 out["moves"].push_back(
                     {{"move", m.move},
                      {"text", texts[i]},
                      {"score", m.score ? nlohmann::json(*m.score) : nlohmann::json(nullptr)},
                      {"depth", m.depth ? nlohmann::json(*m.depth) : nlohmann::json(nullptr)},
                      {"time_ms", m.time_ms},
                      {"comment", m.comment}});
               }
             }
             std::cout << out.dump(2) << "\n";
           } else {
             print_game(*store, game, opts->steps, notation);
           }
           return EXIT_OK;
         }));
}

[[maybe_unused]] const bool show_command_registered = register_command("records", 20, add_show);

}  // namespace
}  // namespace gameai::cli

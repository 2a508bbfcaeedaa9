// `gameai records show ID`: one stored game, its players, its moves or steps.

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <iostream>
#include <optional>
#include <vector>

#include "cli.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "records/tetris_runs.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

void print_stretches(const game_files::GameSummary& game) {
  const bool tetris = game.game == game_files::GameKind::Tetris;
  const int first = tetris ? 0 : game_files::xiangqi_first_seat(game.start_fen);
  std::vector<std::array<std::string, 6>> rows;
  rows.push_back({tetris ? "from step" : "from move", tetris ? "" : "seat", "player",
                  tetris ? "pieces" : "moves", tetris ? "lines" : "", tetris ? "points" : ""});
  const char* seats[] = {"red", "black"};
  for (const auto& s : game.stretches) {
    rows.push_back(
        {std::to_string(tetris ? s.from_step : game_files::xiangqi_move_number(s.from_step, first)),
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

// A comment on one line of the table: its line breaks become spaces.
std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  return text;
}

// Prints `text` wrapped at 79 columns, every line indented by `indent` spaces.
void print_wrapped(const std::string& text, std::size_t indent) {
  std::string line;
  std::size_t width = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    const std::size_t w = view::display_width(word);
    if (!line.empty() && indent + width + 1 + w > 79) {
      fmt::print("{}{}\n", std::string(indent, ' '), line);
      line.clear();
      width = 0;
    }
    if (!line.empty()) {
      line += ' ';
      ++width;
    }
    line += word;
    width += w;
    start = end + 1;
  }
  if (!line.empty()) fmt::print("{}{}\n", std::string(indent, ' '), line);
}

// The main line as a table, a move a row with its score, depth, time and comment; with a tree,
// the comment before the first move first, and after each move the variations that are
// alternatives to it, in parentheses as PGN writes them (nested ones inside).
void print_move_rows(const std::vector<game_files::XiangqiMove>& moves,
                     const std::vector<std::string>& list_texts, int first,
                     const game_files::XiangqiTree* tree,
                     const std::vector<std::string>& node_texts) {
  std::vector<game_files::XiangqiNodeId> nodes;
  std::vector<std::string> texts = list_texts;
  if (tree) {
    for (auto at = tree->main_child(game_files::XiangqiTree::ROOT);
         at != game_files::XiangqiTree::NONE; at = tree->main_child(at)) {
      nodes.push_back(at);
      texts.push_back(node_texts[static_cast<std::size_t>(at)]);
    }
    const std::string& before = tree->comment(game_files::XiangqiTree::ROOT);
    if (!before.empty()) print_wrapped("{" + one_line(before) + "}", 9);
  }
  std::size_t text_width = 0;
  for (const auto& text : texts) text_width = std::max(text_width, view::display_width(text));
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const auto& m = moves[ply];
    std::string extra;
    if (m.score) extra += " score " + game_files::xiangqi_score_text(*m.score);
    if (m.depth) extra += fmt::format(" depth {}", *m.depth);
    if (m.time_ms >= 1000)
      extra += fmt::format(" {:.2f}s", static_cast<double>(m.time_ms) / 1000.0);
    else if (m.time_ms > 0)
      extra += fmt::format(" {}ms", m.time_ms);
    if (!m.comment.empty()) extra += "  {" + one_line(m.comment) + "}";
    const std::string prefix =
        game_files::xiangqi_move_prefix(static_cast<std::int64_t>(ply), first);
    const std::string pad =
        extra.empty() ? "" : std::string(text_width - view::display_width(texts[ply]), ' ');
    fmt::print("  {:>6} {}{}{}\n", prefix, texts[ply], pad, extra);
    if (!tree) continue;
    const auto& alternatives = tree->children(tree->parent(nodes[ply]));
    for (std::size_t k = 1; k < alternatives.size(); ++k) {
      std::string line = "(";  // appended, not "(" + ...: GCC 12 warns wrongly on that (restrict)
      line += one_line(game_files::pgn_line_text(*tree, alternatives[k], node_texts));
      line += ')';
      print_wrapped(line, 11);
    }
  }
}

// A line of the tree as JSON: its moves from `first` on, each with the variations that are
// alternatives to it.
nlohmann::json line_json(const game_files::XiangqiTree& tree, game_files::XiangqiNodeId first,
                         const std::vector<std::string>& texts) {
  nlohmann::json line = nlohmann::json::array();
  for (auto at = first; at != game_files::XiangqiTree::NONE; at = tree.main_child(at)) {
    const auto& m = tree.move(at);
    nlohmann::json one{{"move", m.move},
                       {"text", texts[static_cast<std::size_t>(at)]},
                       {"score", m.score ? nlohmann::json(*m.score) : nlohmann::json(nullptr)},
                       {"depth", m.depth ? nlohmann::json(*m.depth) : nlohmann::json(nullptr)},
                       {"time_ms", m.time_ms},
                       {"comment", m.comment}};
    const auto& siblings = tree.children(tree.parent(at));
    if (siblings.front() == at && siblings.size() > 1) {
      one["variations"] = nlohmann::json::array();
      for (std::size_t k = 1; k < siblings.size(); ++k)
        one["variations"].push_back(line_json(tree, siblings[k], texts));
    }
    line.push_back(std::move(one));
  }
  return line;
}

void print_game(records::Store& store, const game_files::GameSummary& game, bool steps,
                xiangqi::Notation notation) {
  fmt::print("game {} ({} {}), {}\n", game.id, game_files::to_string(game.game), game.variant,
             game.finished ? "finished" : "unfinished");
  const char* seats[] = {"red", "black"};
  for (std::size_t i = 0; i < game.players.size(); ++i) {
    const auto& p = game.players[i];
    print_field(game.game == game_files::GameKind::Xiangqi && i < 2 ? seats[i] : "player",
                view::player_text(game, p));
  }
  print_stretches(game);
  if (!game.source.empty())
    print_field("imported", game.source == "xqf"                      ? "from an XQF file"
                            : game.source == records::RUN_FILE_SOURCE ? "from a Tetris run file"
                                                                      : "from a PGN file");
  // What the game's file said about it (Event, Site, Date, Round, Annotator, ...), as it said it;
  // for a game played in the desktop app, its TimeControl.
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
  if (game.game == game_files::GameKind::Tetris) {
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
    store.for_each_tetris_step(game.id, [](std::int64_t index, const game_files::TetrisStep& s) {
      fmt::print("  {:>8}  {:^5} {:>3} {:>2} {:>3} {:>6} {:>10}  {:08x}{}\n", index,
                 game_files::PIECE_LETTERS[s.piece], "0R2L"[s.rotation], s.x, s.y, s.lines_cleared,
                 s.score_after, s.board_hash, s.held ? " (hold)" : "");
      return true;
    });
    return;
  }
  if (!game.start_fen.empty()) print_field("start", game.start_fen);
  if (!game.final_fen.empty()) print_field("final", game.final_fen);
  const int first = game_files::xiangqi_first_seat(game.start_fen);
  // The tree for the variations; a damaged one still shows its main line as far as it replays.
  std::optional<game_files::XiangqiTree> tree;
  std::string damage;
  try {
    tree = store.xiangqi_tree(game.id);
  } catch (const game_files::RecordsError& e) {
    if (e.kind() != game_files::ErrorKind::Corrupt) throw;
    damage = e.what();
  }
  std::string moves_text =
      fmt::format("{} ({})", game_files::xiangqi_move_count(game.plies, first),
                  counted(static_cast<unsigned long long>(game.plies), "ply", "plies"));
  if (tree && tree->variation_count() > 0)
    moves_text += ", " + counted(tree->variation_count(), "variation", "variations");
  print_field("moves", moves_text);
  if (!steps) return;
  if (!tree) {
    fmt::print("  (variations and the comment before the first move not shown: {})\n", damage);
    const auto moves = store.xiangqi_moves(game.id);
    print_move_rows(moves, game_files::xiangqi_move_texts(game.start_fen, moves, notation), first,
                    nullptr, {});
    return;
  }
  print_move_rows(tree->main_line(), {}, first, &*tree,
                  game_files::xiangqi_node_texts(*tree, notation));
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
                 "also list every stored Tetris step, or every xiangqi move with the variations "
                 "and comments");
  view::add_notation_option(show, opts->notation);
  on_run(show, view::guarded([opts] {
           auto store = view::open_store_to_read(opts->db);
           const auto game = store->game(opts->id);
           const xiangqi::Notation notation = view::notation(opts->notation);
           if (opts->json) {
             nlohmann::json out = view::to_json(game);
             if (opts->steps && game.game == game_files::GameKind::Xiangqi) {
               // A damaged tree gives its main line alone, as far as it replays.
               game_files::XiangqiTree tree;
               try {
                 tree = store->xiangqi_tree(game.id);
               } catch (const game_files::RecordsError& e) {
                 if (e.kind() != game_files::ErrorKind::Corrupt) throw;
                 tree = game_files::XiangqiTree(game.start_fen);
                 game_files::XiangqiNodeId at = game_files::XiangqiTree::ROOT;
                 for (const auto& m : store->xiangqi_moves(game.id)) {
                   try {
                     at = tree.add_move(at, m);
                   } catch (const game_files::RecordsError&) {
                     break;
                   }
                 }
                 out["damage"] = e.what();
               }
               const auto texts = game_files::xiangqi_node_texts(tree, notation);
               if (!tree.comment(game_files::XiangqiTree::ROOT).empty())
                 out["start_comment"] = tree.comment(game_files::XiangqiTree::ROOT);
               out["moves"] =
                   line_json(tree, tree.main_child(game_files::XiangqiTree::ROOT), texts);
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

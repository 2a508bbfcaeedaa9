// `gameai records export`: Tetris games as CSV / JSON Lines for learning or one as a run file,
// xiangqi games as PGN.

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "dataset/tetris_export.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "records/tetris_runs.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

struct ExportOptions {
  std::string db, game, format, out, notation = "xboard";
  std::vector<std::int64_t> ids;
};

int run_export(const ExportOptions& opts) {
  const game_files::GameKind kind = *game_files::parse_game_kind(opts.game);
  std::string format = opts.format;
  if (format.empty()) format = kind == game_files::GameKind::Tetris ? "csv" : "pgn";
  if (kind == game_files::GameKind::Tetris && format == "pgn")
    throw UsageError("Tetris games export as --format csv, jsonl or run; pgn is for xiangqi");
  if (kind == game_files::GameKind::Xiangqi && format != "pgn")
    throw UsageError("xiangqi games export as --format pgn");
  if (format == "run" && opts.ids.size() != 1)
    throw UsageError(
        "--format run writes one Tetris run file: name its game with one --id (see 'gameai "
        "records list --game tetris')");
  auto store = view::open_store_to_read(opts.db);
  const auto games = view::games_of_kind(*store, opts.ids, kind);

  std::ofstream file;
  if (!opts.out.empty()) {
    file.open(opts.out, std::ios::binary | std::ios::trunc);
    if (!file) throw InputError("cannot write '" + opts.out + "': check the directory exists");
  }
  std::ostream& out = opts.out.empty() ? std::cout : file;
  const std::string where = opts.out.empty() ? "standard output" : opts.out;
  if (format == "run") {
    out << game_files::write_tetris_run_file(records::tetris_run_file(*store, games.front().id));
    out.flush();
    if (!out) throw InputError("writing '" + where + "' failed (disk full?)");
    std::cerr << fmt::format("exported Tetris game {} as a run file to {}\n", games.front().id,
                             where);
    return EXIT_OK;
  }
  if (kind == game_files::GameKind::Tetris) {
    const auto summary = dataset::export_tetris(
        *store, games,
        format == "jsonl" ? dataset::ExportFormat::Jsonl : dataset::ExportFormat::Csv, out);
    out.flush();
    if (!out) throw InputError("writing '" + where + "' failed (disk full?)");
    std::cerr << fmt::format("exported {} from {} to {}\n",
                             counted(summary.rows, "placement", "placements"),
                             counted(summary.games, "Tetris game", "Tetris games"), where);
    if (summary.diverged_games > 0)
      throw InputError(fmt::format(
          "{} games did not replay exactly and were exported only up to where they diverge; "
          "'gameai records replay ID' shows where",
          summary.diverged_games));
    return EXIT_OK;
  }
  const xiangqi::Notation notation = *xiangqi::parse_notation_name(opts.notation);
  std::size_t damaged = 0;
  for (const auto& game : games) {
    try {
      out << game_files::write_pgn(game, store->xiangqi_tree(game.id), notation);
    } catch (const game_files::RecordsError& e) {
      if (e.kind() != game_files::ErrorKind::Corrupt) throw;
      // A damaged tree: its main line as stored, the moves that do not replay in ICCS.
      std::cerr << fmt::format("gameai: {}; exporting its main line alone\n", e.what());
      out << game_files::write_pgn(game, store->xiangqi_moves(game.id), notation);
      ++damaged;
    }
  }
  out.flush();
  if (!out) throw InputError("writing '" + where + "' failed (disk full?)");
  std::cerr << fmt::format("exported {} to {}\n",
                           counted(games.size(), "xiangqi game", "xiangqi games"), where);
  if (damaged > 0)
    throw InputError(fmt::format(
        "{} stored games are damaged and were exported without their variations (see above); "
        "'gameai records replay ID' shows where",
        damaged));
  return EXIT_OK;
}

void add_export(CLI::App& records) {
  auto opts = std::make_shared<ExportOptions>();
  CLI::App* exp = records.add_subcommand(
      "export",
      "Export stored games: Tetris as a data set (CSV or JSON Lines, one row per "
      "placement) or one game as a run file (the page and the desktop app open it, 'records "
      "import' reads it), xiangqi as PGN with their variations and comments");
  exp->add_option("--game", opts->game, "which games")
      ->required()
      ->check(CLI::IsMember({"tetris", "xiangqi"}));
  exp->add_option("--format", opts->format,
                  "csv or jsonl for Tetris (default csv), run for one Tetris game (--id) as a run "
                  "file, pgn for xiangqi (default)")
      ->check(CLI::IsMember({"csv", "jsonl", "run", "pgn"}));
  exp->add_option("--notation", opts->notation,
                  "xiangqi moves as chinese (炮二平五), wxf (C2=5), iccs (h2e2) or xboard (h3e3)")
      ->capture_default_str()
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}));
  exp->add_option("--out", opts->out, "write to FILE instead of standard output")
      ->option_text("FILE");
  exp->add_option("--id", opts->ids, "export only these games (repeatable)")
      ->check(whole_number<std::int64_t>(1));
  view::add_db_option(exp, opts->db);
  on_run(exp, view::guarded([opts] { return run_export(*opts); }));
}

[[maybe_unused]] const bool export_command_registered = register_command("records", 50, add_export);

}  // namespace
}  // namespace gameai::cli

// `gameai records export` (Tetris as CSV / JSON Lines for learning, xiangqi as PGN) and
// `gameai records import` (xiangqi PGN and XQF files).

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "dataset/tetris_export.hpp"
#include "records/error.hpp"
#include "records/xiangqi_import.hpp"
#include "records/xiangqi_pgn.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

struct ExportOptions {
  std::string db, game, format, out, notation = "xboard";
  std::vector<std::int64_t> ids;
};

std::vector<records::GameSummary> games_to_export(records::Store& store, const ExportOptions& opts,
                                                  records::GameKind kind) {
  std::vector<records::GameSummary> games;
  if (!opts.ids.empty()) {
    for (const std::int64_t id : opts.ids) {
      records::GameSummary game = store.game(id);
      if (game.game != kind)
        throw UsageError(fmt::format("game {} is a {} game, not {}", id,
                                     records::to_string(game.game), records::to_string(kind)));
      games.push_back(std::move(game));
    }
    return games;
  }
  records::GameFilter filter;
  filter.game = kind;
  games = store.list_games(filter);
  std::reverse(games.begin(), games.end());  // oldest first, as they were played
  return games;
}

int run_export(const ExportOptions& opts) {
  const records::GameKind kind = *records::parse_game_kind(opts.game);
  std::string format = opts.format;
  if (format.empty()) format = kind == records::GameKind::Tetris ? "csv" : "pgn";
  if (kind == records::GameKind::Tetris && format == "pgn")
    throw UsageError("Tetris games export as --format csv or jsonl; pgn is for xiangqi");
  if (kind == records::GameKind::Xiangqi && format != "pgn")
    throw UsageError("xiangqi games export as --format pgn");
  auto store = view::open_store_to_read(opts.db);
  const auto games = games_to_export(*store, opts, kind);

  std::ofstream file;
  if (!opts.out.empty()) {
    file.open(opts.out, std::ios::binary | std::ios::trunc);
    if (!file) throw InputError("cannot write '" + opts.out + "': check the directory exists");
  }
  std::ostream& out = opts.out.empty() ? std::cout : file;
  const std::string where = opts.out.empty() ? "standard output" : opts.out;
  if (kind == records::GameKind::Tetris) {
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
      out << records::write_pgn(game, store->xiangqi_tree(game.id), notation);
    } catch (const records::RecordsError& e) {
      if (e.kind() != records::ErrorKind::Corrupt) throw;
      // A damaged tree: its main line as stored, the moves that do not replay in ICCS.
      std::cerr << fmt::format("gameai: {}; exporting its main line alone\n", e.what());
      out << records::write_pgn(game, store->xiangqi_moves(game.id), notation);
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

int run_import(const std::string& db, const std::vector<std::string>& files, bool quiet) {
  auto store = view::open_store(db, view::Create::Yes);
  records::XiangqiImporter importer(*store);
  int failures = 0;
  std::size_t imported = 0, duplicates = 0, partial = 0;
  for (const std::string& path : files) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
      std::cerr << fmt::format("gameai: '{}' is a directory, not a PGN file\n", path);
      ++failures;
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cerr << fmt::format("gameai: cannot read '{}'\n", path);
      ++failures;
      continue;
    }
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::vector<records::PgnGame> games;
    try {
      games = records::read_game_file(bytes.str(), path);
    } catch (const records::RecordsError& e) {
      std::cerr << "gameai: " << e.what() << "\n";
      ++failures;
      continue;
    }
    if (games.empty()) std::cerr << fmt::format("gameai: '{}' holds no games\n", path);
    for (const auto& game : games) {
      // What was left out (a variation cut at a move that is not legal) names its own line.
      for (const std::string& note : game.notes) std::cerr << "gameai: " << note << "\n";
      if (!game.notes.empty() && game.error.empty()) ++partial;
      try {
        const auto outcome = importer.import(game, path);
        if (outcome.duplicate) {
          ++duplicates;
          if (!quiet)
            fmt::print("skipped {}:{}: already stored as game {}\n", path, game.first_line,
                       outcome.id);
          continue;
        }
        ++imported;
        const std::size_t variations = game.tree.variation_count();
        if (!quiet)
          fmt::print("imported {}:{} as game {} ({}{}, {}, {})\n", path, game.first_line,
                     outcome.id,
                     counted(static_cast<unsigned long long>(records::xiangqi_move_count(
                                 static_cast<std::int64_t>(game.moves.size()),
                                 records::xiangqi_first_seat(game.tag("FEN")))),
                             "move", "moves"),
                     variations > 0 ? ", " + counted(variations, "variation", "variations") : "",
                     game.result, game.notation);
      } catch (const records::RecordsError& e) {
        if (e.kind() != records::ErrorKind::Invalid) throw;  // the store itself failed
        std::cerr << "gameai: " << e.what() << "\n";
        ++failures;
      }
    }
  }
  std::cerr << fmt::format("imported {} into {} ({} already stored)\n",
                           counted(imported, "xiangqi game", "xiangqi games"), store->path(),
                           duplicates);
  if (failures > 0)
    throw InputError(
        fmt::format("{} game(s) or file(s) could not be imported (see above); the "
                    "others were stored",
                    failures));
  if (partial > 0)
    throw InputError(fmt::format(
        "{} game(s) had a variation with a move that is not legal (see above); they were stored "
        "with the variation up to that move",
        partial));
  return EXIT_OK;
}

}  // namespace

void add_records_export_commands(CLI::App& records) {
  auto opts = std::make_shared<ExportOptions>();
  CLI::App* exp = records.add_subcommand(
      "export",
      "Export stored games: Tetris as a data set (CSV or JSON Lines, one row per "
      "placement), xiangqi as PGN");
  exp->add_option("--game", opts->game, "which games")
      ->required()
      ->check(CLI::IsMember({"tetris", "xiangqi"}));
  exp->add_option("--format", opts->format,
                  "csv or jsonl for Tetris (default csv), pgn for xiangqi (default)")
      ->check(CLI::IsMember({"csv", "jsonl", "pgn"}));
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

  auto db = std::make_shared<std::string>();
  auto files = std::make_shared<std::vector<std::string>>();
  auto quiet = std::make_shared<bool>(false);
  CLI::App* imp = records.add_subcommand(
      "import",
      "Import xiangqi games from PGN (Chinese, WXF, ICCS or XBoard moves; UTF-8 or GBK) or XQF "
      "files; moves are checked and games already stored are skipped");
  imp->add_option("FILE", *files, "PGN or XQF files")->required();
  imp->add_flag("--quiet", *quiet, "print only errors and the summary");
  view::add_db_option(imp, *db);
  on_run(imp, view::guarded([db, files, quiet] { return run_import(*db, *files, *quiet); }));
}

}  // namespace gameai::cli

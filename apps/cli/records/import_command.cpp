// `gameai records import FILE...`: xiangqi games from PGN and XQF files, checked move by move.

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "dataset/tetris_export.hpp"
#include "records/xiangqi_import.hpp"
#include "records/xiangqi_pgn.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

int run_import(const std::string& db, const std::vector<std::string>& files, bool quiet) {
  auto store = view::open_store(db, view::Create::Yes);
  records::XiangqiImporter importer(*store);
  int failures = 0;
  std::size_t imported = 0, duplicates = 0;
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
      for (const std::string& note : game.notes)
        std::cerr << fmt::format("gameai: {}:{}: {}\n", path, game.first_line, note);
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
  return EXIT_OK;
}

void add_import(CLI::App& records) {
  auto db = std::make_shared<std::string>();
  auto files = std::make_shared<std::vector<std::string>>();
  auto quiet = std::make_shared<bool>(false);
  CLI::App* imp = records.add_subcommand(
      "import",
      "Import xiangqi games from PGN (Chinese, WXF, ICCS or XBoard moves; UTF-8 or GBK) or XQF "
      "files with their variations and comments; every move, in variations too, is checked and "
      "games already stored are skipped");
  imp->add_option("FILE", *files, "PGN or XQF files")->required();
  imp->add_flag("--quiet", *quiet, "print only errors and the summary");
  view::add_db_option(imp, *db);
  on_run(imp, view::guarded([db, files, quiet] { return run_import(*db, *files, *quiet); }));
}

[[maybe_unused]] const bool import_command_registered = register_command("records", 55, add_import);

}  // namespace
}  // namespace gameai::cli

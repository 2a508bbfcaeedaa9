// `gameai records import FILE...`: xiangqi games from PGN and XQF files, checked move by move, and
// Tetris run files (the web page's "Download this run", `records export --format run`) and versus
// files (both boards of a versus game, the page's "Download this game"), replayed step by step.

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "dataset/tetris_export.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "records/tetris_runs.hpp"
#include "records/xiangqi_importer.hpp"
#include "records_view.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

// Whether `bytes` are JSON (a Tetris run file) rather than PGN or XQF.
bool looks_like_json(const std::string& bytes) {
  std::size_t at = bytes.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  at = bytes.find_first_not_of(" \t\r\n", at);
  return at != std::string::npos && bytes[at] == '{';
}

// Stores the Tetris run of `path`; false (said on standard error) when it cannot be.
bool import_run(records::Store& store, const std::string& path, const std::string& bytes,
                bool quiet, std::size_t& imported, std::size_t& duplicates) {
  const game_files::TetrisFileRead read = game_files::read_tetris_file(bytes);
  if (!read.run && !read.versus) {
    std::cerr << fmt::format("gameai: {}: {}\n", path, read.error);
    return false;
  }
  try {
    if (read.versus) {
      // A versus game: both boards, stored and linked as the desktop records them.
      const game_files::TetrisVersusFile& v = *read.versus;
      const records::TetrisVersusImport outcome = records::import_tetris_versus(store, v);
      if (outcome.duplicate) {
        ++duplicates;
        if (!quiet)
          fmt::print("skipped {}: already stored as games {} and {}\n", path, outcome.ids[0],
                     outcome.ids[1]);
        return true;
      }
      ++imported;
      if (!quiet)
        fmt::print(
            "imported {} as games {} (left, {}, {}) and {} (right, {}, {}): versus game {}, {}\n",
            path, outcome.ids[0], v.boards[0].player_name,
            counted(v.boards[0].steps.size(), "piece", "pieces"), outcome.ids[1],
            v.boards[1].player_name, counted(v.boards[1].steps.size(), "piece", "pieces"), v.game,
            v.winner < 0 ? std::string("stopped")
                         : std::string(v.winner == 0 ? "left" : "right") + " won");
      return true;
    }
    const game_files::TetrisRunFile& run = *read.run;
    const records::TetrisRunImport outcome = records::import_tetris_run(store, run);
    if (outcome.duplicate) {
      ++duplicates;
      if (!quiet) fmt::print("skipped {}: already stored as game {}\n", path, outcome.id);
      return true;
    }
    ++imported;
    if (!quiet) {
      std::string what =
          fmt::format("{}, {}, {}", run.mode, tetris::rule_set_name(run.config.rules),
                      counted(run.steps.size(), "piece", "pieces"));
      if (run.result)
        what +=
            fmt::format(", {} lines, {} points, {}.{:03} s{}", run.result->lines, run.result->score,
                        run.result->time_ms / 1000, run.result->time_ms % 1000,
                        run.result->counts ? "" : ", not a personal best");
      fmt::print("imported {} as game {} ({})\n", path, outcome.id, what);
    }
    return true;
  } catch (const game_files::RecordsError& e) {
    if (e.kind() != game_files::ErrorKind::Invalid) throw;  // the store itself failed
    std::cerr << fmt::format("gameai: {}: {}\n", path, e.what());
    return false;
  }
}

int run_import(const std::string& db, const std::vector<std::string>& files, bool quiet) {
  auto store = view::open_store(db, view::Create::Yes);
  records::XiangqiImporter importer(*store);
  int failures = 0;
  std::size_t imported = 0, duplicates = 0, runs = 0, run_duplicates = 0;
  std::size_t run_files = 0, game_files = 0;
  for (const std::string& path : files) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
      std::cerr << fmt::format("gameai: '{}' is a directory, not a game file\n", path);
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
    if (looks_like_json(bytes.str())) {
      ++run_files;
      if (!import_run(*store, path, bytes.str(), quiet, runs, run_duplicates)) ++failures;
      continue;
    }
    ++game_files;
    std::vector<game_files::PgnGame> games;
    try {
      games = game_files::read_game_file(bytes.str(), path);
    } catch (const game_files::RecordsError& e) {
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
                     counted(static_cast<unsigned long long>(game_files::xiangqi_move_count(
                                 static_cast<std::int64_t>(game.moves.size()),
                                 game_files::xiangqi_first_seat(game.tag("FEN")))),
                             "move", "moves"),
                     variations > 0 ? ", " + counted(variations, "variation", "variations") : "",
                     game.result, game.notation);
      } catch (const game_files::RecordsError& e) {
        if (e.kind() != game_files::ErrorKind::Invalid) throw;  // the store itself failed
        std::cerr << "gameai: " << e.what() << "\n";
        ++failures;
      }
    }
  }
  if (run_files > 0)
    std::cerr << fmt::format("imported {} into {} ({} already stored)\n",
                             counted(runs, "Tetris run", "Tetris runs"), store->path(),
                             run_duplicates);
  if (run_files == 0 || game_files > 0)
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
      "files with their variations and comments, and Tetris run files (.json, from the web "
      "page's 'Download this run' or 'records export --format run') with their mode and "
      "result; every move and step is checked and games already stored are skipped");
  imp->add_option("FILE", *files, "PGN, XQF or Tetris run files")->required();
  imp->add_flag("--quiet", *quiet, "print only errors and the summary");
  view::add_db_option(imp, *db);
  on_run(imp, view::guarded([db, files, quiet] { return run_import(*db, *files, *quiet); }));
}

[[maybe_unused]] const bool import_command_registered = register_command("records", 55, add_import);

}  // namespace
}  // namespace gameai::cli

// `gameai records vacuum`: give the space of deleted games back to the file system.

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

[[maybe_unused]] const bool vacuum_command_registered = register_command("records", 70, add_vacuum);

}  // namespace
}  // namespace gameai::cli

// `gameai records delete ID`: one stored game with all its steps or moves.

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

[[maybe_unused]] const bool delete_command_registered = register_command("records", 60, add_delete);

}  // namespace
}  // namespace gameai::cli

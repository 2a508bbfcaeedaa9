#pragma once
// The subcommands of `gameai tetris`, each defined in its own file.

#include <CLI/CLI.hpp>

namespace gameai::cli::tetris_cli {

void add_play_command(CLI::App& tetris);
void add_watch_command(CLI::App& tetris);
void add_board_commands(CLI::App& tetris);  // features, best
void add_bench_command(CLI::App& tetris);
void add_tune_command(CLI::App& tetris);
void add_versus_commands(CLI::App& tetris);  // versus, sprint, ultra, dig

}  // namespace gameai::cli::tetris_cli

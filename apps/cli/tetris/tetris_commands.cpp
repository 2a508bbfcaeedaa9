#include "tetris_commands.hpp"

#include "cli.hpp"

namespace gameai::cli {

// Registers `gameai tetris ...`.
void add_tetris_commands(CLI::App& app) {
  CLI::App* tetris = app.add_subcommand(
      "tetris",
      "Tetris AI players: play, watch, features, best, bench, tune, versus, sprint, ultra, dig");
  tetris->require_subcommand(1);
  tetris_cli::add_play_command(*tetris);
  tetris_cli::add_watch_command(*tetris);
  tetris_cli::add_board_commands(*tetris);
  tetris_cli::add_bench_command(*tetris);
  tetris_cli::add_tune_command(*tetris);
  tetris_cli::add_versus_commands(*tetris);
}

}  // namespace gameai::cli

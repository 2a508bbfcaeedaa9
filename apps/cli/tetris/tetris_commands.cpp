#include "cli.hpp"

namespace gameai::cli {

// Registers `gameai tetris ...`; the subcommands are added by the tetris front end.
void add_tetris_commands(CLI::App& app) {
  app.add_subcommand("tetris", "tetris commands")->require_subcommand(1);
}

}  // namespace gameai::cli

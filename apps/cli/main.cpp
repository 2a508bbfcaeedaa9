// gameai: the command line for the Tetris and Xiangqi players and the game records.

#include "cli.hpp"

namespace gameai::cli {
void add_tetris_commands(CLI::App& app);
void add_xiangqi_commands(CLI::App& app);
void add_records_commands(CLI::App& app);
}  // namespace gameai::cli

int main(int argc, char** argv) {
  CLI::App app{"gameai: computer players for Tetris and Xiangqi (Chinese chess)", "gameai"};
  app.set_version_flag("--version", std::string("gameai ") + GAMEAI_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  gameai::cli::add_tetris_commands(app);
  gameai::cli::add_xiangqi_commands(app);
  gameai::cli::add_records_commands(app);
  return gameai::cli::run(app, argc, argv);
}

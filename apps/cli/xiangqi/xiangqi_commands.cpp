#include "cli.hpp"

namespace gameai::cli {

// Registers `gameai xiangqi ...`; the subcommands are added by the xiangqi front end.
void add_xiangqi_commands(CLI::App& app) {
  app.add_subcommand("xiangqi", "xiangqi commands")->require_subcommand(1);
}

}  // namespace gameai::cli

#include "cli.hpp"

namespace gameai::cli {

// Registers `gameai records ...`; the subcommands are added by the records front end.
void add_records_commands(CLI::App& app) {
  app.add_subcommand("records", "records commands")->require_subcommand(1);
}

}  // namespace gameai::cli

#pragma once
// The engine options a command takes as flags (`--hash`, `--threads`, `--multipv`, `--weights`,
// ...), made from the rows of the option table (xiangqi_ai/options.hpp) that name a flag: their
// range, default and help come from there, so a new option with a flag appears here by itself.

#include <CLI/CLI.hpp>
#include <deque>
#include <string>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::cli {

class EngineFlags {
 public:
  // Adds a flag to `command` for every option of the table that names one.
  void add_to(CLI::App* command);
  // Sets the options given on the command line on `engine` (the others keep the defaults it
  // starts with); an InputError names the flag whose value the engine refused (a weights file
  // that does not load).
  void apply(xiangqi_ai::Engine& engine) const;

 private:
  struct Flag {
    const xiangqi_ai::OptionRow* row;
    std::string value;
    CLI::Option* option = nullptr;
  };
  std::deque<Flag> flags_;  // stable addresses: CLI11 writes into `value`
};

}  // namespace gameai::cli

#pragma once
// The engine options a command takes as flags (`--hash`, `--threads`, `--multipv`, `--weights`,
// ...), made from the rows of the option table (xiangqi_ai/options.hpp) that name a flag: their
// range, default and help come from there, so a new option with a flag appears here by itself.

#include <CLI/CLI.hpp>
#include <deque>
#include <string>
#include <string_view>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::cli {

// The flag the option table gives its row named `row_name` (the UCI name), with `suffix` for a
// second player's: flag_name("EvalFile", "-b") is "--net-b". The row must name a flag.
std::string flag_name(std::string_view row_name, const std::string& suffix = {});

// The row named `row_name` as a flag of a command that hands the value to something else than an
// Engine (a player of `play` or `match`, the searches of `datagen`): its name (flag_name), its
// check (the row's choices, in any case, or its range) and its type come from the row; `help`
// says what it sets in this command. CLI11 writes the value given into `value`.
CLI::Option* add_row_flag(CLI::App* command, std::string_view row_name, std::string& value,
                          const std::string& suffix, const std::string& help);

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

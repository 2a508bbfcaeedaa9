#pragma once
// A player alone against the clock's usual measures under the guideline rules (SRS, 7-bag, hold
// and five previews): `gameai tetris sprint`, `ultra` and `dig` are each one of these, declared
// in their own file; they differ in the goal and in the option that sets its size.

#include <CLI/CLI.hpp>
#include <cstdint>

#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {

struct SoloCommand {
  const char* name;
  const char* help;
  tetris_ai::SoloGoal goal;
  const char* target_option;  // the option that sets the goal's size ("--lines")
  const char* target_help;
  std::int64_t target;  // its default
};

// Adds the command `c` to `tetris`.
void add_solo(CLI::App& tetris, const SoloCommand& c);

}  // namespace gameai::cli::tetris_cli

// `gameai tetris sprint`: 40-line sprint: the pieces (and keys) a player needs to clear 40 lines
// (solo_contest.hpp).

#include "cli.hpp"
#include "solo_contest.hpp"

namespace gameai::cli::tetris_cli {
namespace {

void add_sprint(CLI::App& tetris) {
  add_solo(tetris, {"sprint", "40-line sprint: pieces (and keys) to clear the lines",
                    tetris_ai::SoloGoal::Sprint, "--lines", "Lines to clear", 40});
}

}  // namespace

[[maybe_unused]] const bool sprint_command_registered = register_command("tetris", 72, add_sprint);

}  // namespace gameai::cli::tetris_cli

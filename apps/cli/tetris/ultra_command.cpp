// `gameai tetris ultra`: a fixed number of pieces without garbage: attack per piece, T-spins,
// tetrises (solo_contest.hpp).

#include "cli.hpp"
#include "solo_contest.hpp"

namespace gameai::cli::tetris_cli {
namespace {

void add_ultra(CLI::App& tetris) {
  add_solo(tetris,
           {"ultra", "A fixed number of pieces, no garbage: attack per piece, T-spins, tetrises",
            tetris_ai::SoloGoal::Ultra, "--pieces", "Pieces to play", 1000});
}

}  // namespace

[[maybe_unused]] const bool ultra_command_registered = register_command("tetris", 74, add_ultra);

}  // namespace gameai::cli::tetris_cli

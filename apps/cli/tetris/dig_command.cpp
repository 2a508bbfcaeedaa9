// `gameai tetris dig`: cheese race: the pieces a player needs to clear garbage rows with one hole
// each (solo_contest.hpp).

#include "cli.hpp"
#include "solo_contest.hpp"

namespace gameai::cli::tetris_cli {
namespace {

void add_dig(CLI::App& tetris) {
  add_solo(tetris, {"dig", "Cheese race: pieces to clear garbage rows with one hole each",
                    tetris_ai::SoloGoal::Dig, "--garbage", "Garbage rows to clear", 100});
}

}  // namespace

[[maybe_unused]] const bool dig_command_registered = register_command("tetris", 76, add_dig);

}  // namespace gameai::cli::tetris_cli

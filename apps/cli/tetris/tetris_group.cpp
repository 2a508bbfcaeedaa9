// `gameai tetris ...`: the Tetris AI front end. Each command registers itself from its own file.

#include "cli.hpp"

namespace gameai::cli {
namespace {

[[maybe_unused]] const bool tetris_group_registered =
    register_group("tetris", "Tetris AI players", 10);

}  // namespace
}  // namespace gameai::cli

// `gameai xiangqi ...`: the rules, the engine and games on the command line. Each command
// registers itself from its own file.

#include "cli.hpp"

namespace gameai::cli {
namespace {

[[maybe_unused]] const bool xiangqi_group_registered =
    register_group("xiangqi", "xiangqi (Chinese chess)", 20);

}  // namespace
}  // namespace gameai::cli

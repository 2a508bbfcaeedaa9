// `gameai records ...`: the command line over the game records store. Each command registers
// itself from its own file.

#include "cli.hpp"

namespace gameai::cli {
namespace {

[[maybe_unused]] const bool records_group_registered =
    register_group("records", "Stored games", 30);

}  // namespace
}  // namespace gameai::cli

#pragma once
// `gameai xiangqi tune-data`: training positions for `gameai xiangqi tune` from our engine's own
// games, labelled by its own deeper search.

#include <CLI/CLI.hpp>

namespace gameai::cli {

void add_tune_data_command(CLI::App& xq);

}  // namespace gameai::cli

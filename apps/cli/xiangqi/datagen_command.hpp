#pragma once
// `gameai xiangqi datagen`: positions for training the evaluation network, from our engine's
// self-play or from stored games, labelled by its search.

#include <CLI/CLI.hpp>

namespace gameai::cli {

void add_datagen_command(CLI::App& xq);

}  // namespace gameai::cli

#pragma once
// `gameai xiangqi train`: trains the evaluation network on positions files (datagen's).

#include <CLI/CLI.hpp>

namespace gameai::cli {

void add_train_command(CLI::App& xq);

}  // namespace gameai::cli

#pragma once
// `gameai xiangqi book build|probe`: make an opening book from game files, look a position up.

#include <CLI/CLI.hpp>

namespace gameai::cli {

void add_book_command(CLI::App& xq);

}  // namespace gameai::cli

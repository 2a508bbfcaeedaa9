#pragma once
// What `gameai tetris features` and `best` share: a board file read from the command line, and a
// board's column heights as JSON.

#include <nlohmann/json.hpp>
#include <string>

#include "tetris/board.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::cli::tetris_cli {

// Loads a board file, turning parse errors (whose message names the file, line and column)
// into InputError, exit status 2.
tetris::Board load_board(const std::string& path);

// The column heights, left to right.
nlohmann::ordered_json heights_json(const tetris_ai::BoardFeatures& f);

}  // namespace gameai::cli::tetris_cli

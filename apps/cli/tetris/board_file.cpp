#include "board_file.hpp"

#include "cli.hpp"
#include "tetris/board_io.hpp"

namespace gameai::cli::tetris_cli {

tetris::Board load_board(const std::string& path) {
  try {
    return tetris::load_board_file(path);
  } catch (const tetris::BoardParseError& e) {
    throw InputError(e.what());
  }
}

nlohmann::ordered_json heights_json(const tetris_ai::BoardFeatures& f) {
  nlohmann::ordered_json heights = nlohmann::ordered_json::array();
  for (int x = 0; x < f.width; ++x) heights.push_back(f.heights[static_cast<std::size_t>(x)]);
  return heights;
}

}  // namespace gameai::cli::tetris_cli

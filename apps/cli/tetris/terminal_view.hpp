#pragma once
// Drawing a game in a terminal with ANSI escape codes, for `gameai tetris watch`: the board
// with each cell in its piece's colour, the next piece, lines, score and pieces.

#include <array>
#include <cstdint>
#include <string>

#include "tetris/piece.hpp"
#include "tetris/placement.hpp"
#include "tetris_ai/auto_game.hpp"

namespace gameai::cli::tetris_cli {

// Which piece filled each cell, kept beside the game's bitboard so the picture has colours:
// placements paint cells, line clears remove the same rows the game removed.
class ColourBoard {
 public:
  ColourBoard(int width, int height) noexcept : width_(width), height_(height) {}
  void place(const tetris::Placement& p) noexcept;
  void remove_rows(std::uint64_t rows) noexcept;
  // 0 for empty, 1 + piece index otherwise.
  std::uint8_t at(int x, int y) const noexcept {
    return cells_[static_cast<std::size_t>(y * width_ + x)];
  }

 private:
  int width_;
  int height_;
  std::array<std::uint8_t, 16 * 48> cells_{};
};

// One frame: cursor home, then the board and the side panel. With `colour` false the cells
// are drawn as '#' and '.', without escape codes.
std::string render_frame(const tetris_ai::AutoGame& game, const ColourBoard& colours, bool colour);

}  // namespace gameai::cli::tetris_cli

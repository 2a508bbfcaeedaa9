#pragma once
// A Tetris board drawn in a terminal with ANSI colours, for `gameai tetris watch` and `gameai
// records replay`: each settled cell in its piece's colour, and a side panel of text lines. A
// terminal too short for a row per line gets the compact layout, two board rows per line drawn
// with half blocks; one too small for that is told the size it needs.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "tetris/piece.hpp"
#include "tetris/placement.hpp"

namespace gameai::cli {

// Which piece filled each cell, kept beside the game's bitboard so the picture has colours:
// placements paint cells, line clears remove the same rows the game removed.
class ColourBoard {
 public:
  ColourBoard(int width, int height) noexcept : width_(width), height_(height) {}
  int width() const noexcept { return width_; }
  int height() const noexcept { return height_; }
  void place(const tetris::Placement& p) noexcept;
  void remove_rows(std::uint64_t rows) noexcept;
  // Places `p` and removes the rows it fills, as the rules do when a piece locks.
  void lock(const tetris::Placement& p) noexcept;
  // 0 for empty, 1 + piece index otherwise.
  std::uint8_t at(int x, int y) const noexcept {
    return cells_[static_cast<std::size_t>(y * width_ + x)];
  }

 private:
  int width_;
  int height_;
  std::array<std::uint8_t, 16 * 48> cells_{};
};

// Full: one board row per terminal line. Compact: two rows per line.
enum class BoardLayout { Full, Compact };

struct TerminalSize {
  int rows = 0;
  int columns = 0;
};
// The size of the terminal on standard output; nullopt when it is not a terminal.
std::optional<TerminalSize> terminal_size();

// Terminal lines and columns a frame takes: the board with its border and the panel beside it.
// A frame leaves the terminal's last line free, so that drawing it never scrolls.
int frame_lines(int board_height, BoardLayout layout) noexcept;
int frame_columns(int board_width) noexcept;
// The layout a frame fits in `size` (full when it can), nullopt when none fits.
std::optional<BoardLayout> fitting_layout(TerminalSize size, int board_width,
                                          int board_height) noexcept;
// "needs a terminal of at least 13 rows and 46 columns (this one has 8 rows and 80 columns)".
std::string size_needed(TerminalSize size, int board_width, int board_height);

// Panel line `line` of 0..1 showing `piece` in its spawn orientation, in colour or as '#'.
std::string piece_picture(tetris::Piece piece, int line, bool colour);

// One frame: cursor home (colour only), then the board with `panel` beside it from the top. With
// `colour` false the cells are '#' and '.', without escape codes, in the full layout.
std::string render_board(const ColourBoard& colours, std::span<const std::string> panel,
                         bool colour, BoardLayout layout = BoardLayout::Full);

}  // namespace gameai::cli

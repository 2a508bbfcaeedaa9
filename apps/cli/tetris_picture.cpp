#include "tetris_picture.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <string_view>

namespace gameai::cli {
namespace {

// 256-colour codes of the pieces I O T S Z J L (the guideline's colours) and of an empty cell.
constexpr std::array<int, tetris::PIECE_COUNT> PIECE_COLOURS{44, 220, 129, 40, 196, 27, 208};
constexpr int EMPTY_COLOUR = 235;
constexpr std::string_view RESET = "\x1b[0m";
// Columns the panel may take beside the board ("   score  2180708885" and room to spare).
constexpr int PANEL_COLUMNS = 24;

int colour_of(std::uint8_t cell) {
  return cell == 0 ? EMPTY_COLOUR : PIECE_COLOURS[static_cast<std::size_t>(cell - 1)];
}

void draw_cell(std::string& out, std::uint8_t cell, bool colour) {
  if (!colour) {
    out += cell == 0 ? ". " : "# ";
    return;
  }
  out += "\x1b[48;5;" + std::to_string(colour_of(cell)) + "m  ";
  out += RESET;
}

// Two cells stacked in one character cell: the upper half in the foreground colour.
void draw_half_cells(std::string& out, std::uint8_t upper, std::uint8_t lower) {
  out += "\x1b[38;5;" + std::to_string(colour_of(upper)) + ";48;5;" +
         std::to_string(colour_of(lower)) + "m\u2580\u2580";
  out += RESET;
}

}  // namespace

void ColourBoard::place(const tetris::Placement& p) noexcept {
  const tetris::Shape& s = p.cells_shape();
  for (const auto& c : s.cells) {
    const int x = p.column + c.x;
    const int y = p.row + c.y;
    if (x >= 0 && x < width_ && y >= 0 && y < height_) {
      cells_[static_cast<std::size_t>(y * width_ + x)] =
          static_cast<std::uint8_t>(tetris::to_int(p.piece) + 1);
    }
  }
}

void ColourBoard::remove_rows(std::uint64_t rows) noexcept {
  int write = 0;
  for (int read = 0; read < height_; ++read) {
    if ((rows >> read) & 1u) continue;
    if (write != read) {
      std::copy_n(cells_.begin() + read * width_, width_, cells_.begin() + write * width_);
    }
    ++write;
  }
  std::fill(cells_.begin() + write * width_, cells_.begin() + height_ * width_, 0);
}

void ColourBoard::lock(const tetris::Placement& p) noexcept {
  place(p);
  std::uint64_t full = 0;
  for (int y = 0; y < height_; ++y) {
    bool all = true;
    for (int x = 0; x < width_ && all; ++x) all = at(x, y) != 0;
    if (all) full |= std::uint64_t{1} << y;
  }
  if (full != 0) remove_rows(full);
}

std::optional<TerminalSize> terminal_size() {
  winsize size{};
  if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0) return std::nullopt;
  return TerminalSize{size.ws_row, size.ws_col};
}

int frame_lines(int board_height, BoardLayout layout) noexcept {
  const int rows = layout == BoardLayout::Full ? board_height : (board_height + 1) / 2;
  return rows + 2;  // the borders
}

int frame_columns(int board_width) noexcept {
  return 2 * board_width + 2 + PANEL_COLUMNS;
}

std::optional<BoardLayout> fitting_layout(TerminalSize size, int board_width,
                                          int board_height) noexcept {
  if (size.columns < frame_columns(board_width)) return std::nullopt;
  for (const BoardLayout layout : {BoardLayout::Full, BoardLayout::Compact})
    if (frame_lines(board_height, layout) < size.rows) return layout;
  return std::nullopt;
}

std::string size_needed(TerminalSize size, int board_width, int board_height) {
  return "needs a terminal of at least " +
         std::to_string(frame_lines(board_height, BoardLayout::Compact) + 1) + " rows and " +
         std::to_string(frame_columns(board_width)) + " columns for a " +
         std::to_string(board_width) + "x" + std::to_string(board_height) +
         " board (this one has " + std::to_string(size.rows) + " rows and " +
         std::to_string(size.columns) + " columns)";
}

std::string piece_picture(tetris::Piece piece, int line, bool colour) {
  const tetris::Shape& s = tetris::shape(piece, tetris::Rotation::Spawn);
  const int y = s.height - 1 - line;  // shape rows top first
  std::string out;
  for (int x = 0; x < 4; ++x) {
    const bool on = y >= 0 && x < s.width && (s.rows[static_cast<std::size_t>(y)] >> x) & 1u;
    draw_cell(out, on ? static_cast<std::uint8_t>(tetris::to_int(piece) + 1) : 0, colour);
  }
  return out;
}

std::string render_board(const ColourBoard& colours, std::span<const std::string> panel,
                         bool colour, BoardLayout layout) {
  const int w = colours.width();
  const int h = colours.height();
  if (!colour) layout = BoardLayout::Full;
  std::string out;
  out.reserve(static_cast<std::size_t>((w * 30 + 64) * (h + 2)));
  if (colour) out += "\x1b[H";
  const std::string border(static_cast<std::size_t>(w * 2), '-');
  out += "+" + border + "+";
  if (colour) out += "\x1b[K";
  out += "\n";
  const int lines = frame_lines(h, layout) - 2;
  for (int line = 0; line < lines; ++line) {
    out += "|";
    if (layout == BoardLayout::Full) {
      const int y = h - 1 - line;
      for (int x = 0; x < w; ++x) draw_cell(out, colours.at(x, y), colour);
    } else {
      // The top line of an odd height shows the top row over an empty one above the board.
      const int upper = h - 1 - 2 * line + (h % 2);
      for (int x = 0; x < w; ++x)
        draw_half_cells(out, upper < h ? colours.at(x, upper) : 0, colours.at(x, upper - 1));
    }
    out += "|";
    if (static_cast<std::size_t>(line) < panel.size()) out += panel[static_cast<std::size_t>(line)];
    if (colour) out += "\x1b[K";
    out += "\n";
  }
  out += "+" + border + "+";
  if (colour) out += "\x1b[K";
  out += "\n";
  return out;
}

}  // namespace gameai::cli

#include "terminal_view.hpp"

#include <algorithm>
#include <string_view>

namespace gameai::cli::tetris_cli {
namespace {

// Background colours, in piece order I O T S Z J L (the guideline's colours, 256-colour codes).
constexpr std::array<std::string_view, tetris::PIECE_COUNT> PIECE_COLOURS{
    "\x1b[48;5;44m",  "\x1b[48;5;220m", "\x1b[48;5;129m", "\x1b[48;5;40m",
    "\x1b[48;5;196m", "\x1b[48;5;27m",  "\x1b[48;5;208m"};
constexpr std::string_view RESET = "\x1b[0m";
constexpr std::string_view EMPTY_CELL = "\x1b[48;5;235m  ";

void draw_cell(std::string& out, std::uint8_t cell, bool colour) {
  if (!colour) {
    out += cell == 0 ? ". " : "# ";
    return;
  }
  if (cell == 0) {
    out += EMPTY_CELL;
  } else {
    out += PIECE_COLOURS[static_cast<std::size_t>(cell - 1)];
    out += "  ";
  }
  out += RESET;
}

// The side panel's line for board row `line` (0 = top).
std::string panel_line(const tetris_ai::AutoGame& game, int line, bool colour) {
  const tetris::Piece next = game.preview().empty() ? game.current() : game.preview().front();
  const tetris::Shape& s = tetris::shape(next, tetris::Rotation::Spawn);
  std::string out = "   ";
  switch (line) {
    case 0:
      return out + "next";
    case 1:
    case 2: {
      const int y = s.height - line;  // shape rows top first
      for (int x = 0; x < 4; ++x) {
        const bool on = y >= 0 && x < s.width && (s.rows[static_cast<std::size_t>(y)] >> x) & 1u;
        draw_cell(out, on ? static_cast<std::uint8_t>(tetris::to_int(next) + 1) : 0, colour);
      }
      return out;
    }
    case 4:
      return out + "lines  " + std::to_string(game.lines());
    case 5:
      return out + "score  " + std::to_string(game.score());
    case 6:
      return out + "pieces " + std::to_string(game.pieces());
    default:
      return {};
  }
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

std::string render_frame(const tetris_ai::AutoGame& game, const ColourBoard& colours, bool colour) {
  const int w = game.board().width();
  const int h = game.board().height();
  std::string out;
  out.reserve(static_cast<std::size_t>((w * 24 + 64) * (h + 2)));
  if (colour) out += "\x1b[H";
  const std::string border(static_cast<std::size_t>(w * 2), '-');
  out += "+" + border + "+\n";
  for (int line = 0; line < h; ++line) {
    const int y = h - 1 - line;
    out += "|";
    for (int x = 0; x < w; ++x) draw_cell(out, colours.at(x, y), colour);
    out += "|" + panel_line(game, line, colour);
    if (colour) out += "\x1b[K";
    out += "\n";
  }
  out += "+" + border + "+\n";
  return out;
}

}  // namespace gameai::cli::tetris_cli

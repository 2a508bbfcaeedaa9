#pragma once
// The seven tetrominoes, their four rotation states and the per-rotation shape data that
// placement, drop and collision code needs to work a whole row at a time.
//
// Shapes follow the Super Rotation System (the Tetris Guideline): each piece sits in a square
// box (4x4 for I, 2x2 for O, 3x3 for the rest) and rotating clockwise turns the box's contents
// a quarter turn. Every rule set uses these shapes; only the guideline's wall kicks depend on
// the box, so the box offset of each rotation is kept beside the cells.
//
// Coordinates: x grows to the right, y grows upwards (row 0 is the floor), matching Board.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gameai::tetris {

enum class Piece : std::uint8_t { I, O, T, S, Z, J, L };
constexpr int PIECE_COUNT = 7;
constexpr std::array<Piece, PIECE_COUNT> ALL_PIECES{Piece::I, Piece::O, Piece::T, Piece::S,
                                                    Piece::Z, Piece::J, Piece::L};

// Rotation states as the guideline names them: 0 (spawn), R (one turn clockwise), 2, L.
enum class Rotation : std::uint8_t { Spawn = 0, Right = 1, Reverse = 2, Left = 3 };
constexpr int ROTATION_COUNT = 4;

constexpr int to_int(Piece p) noexcept {
  return static_cast<int>(p);
}
constexpr int to_int(Rotation r) noexcept {
  return static_cast<int>(r);
}
constexpr Rotation rotation_from_int(int r) noexcept {
  return static_cast<Rotation>(r & 3);
}
constexpr Rotation rotate_cw(Rotation r) noexcept {
  return rotation_from_int(to_int(r) + 1);
}
constexpr Rotation rotate_ccw(Rotation r) noexcept {
  return rotation_from_int(to_int(r) + 3);
}

// "I", "O", ... and the guideline's rotation names "0", "R", "2", "L".
std::string_view piece_name(Piece p) noexcept;
char piece_char(Piece p) noexcept;
std::string_view rotation_name(Rotation r) noexcept;
// Accepts the letter in either case; nullopt for anything else.
std::optional<Piece> piece_from_char(char c) noexcept;
// Accepts a one-letter name in either case (surrounding spaces not allowed).
std::optional<Piece> piece_from_string(std::string_view s) noexcept;

// How many rotations give different cell sets up to translation: O 1; I, S, Z 2; T, J, L 4.
// Rotations 0 .. count-1 are the representatives.
constexpr int distinct_rotations(Piece p) noexcept {
  switch (p) {
    case Piece::O:
      return 1;
    case Piece::I:
    case Piece::S:
    case Piece::Z:
      return 2;
    default:
      return 4;
  }
}

struct Cell {
  std::int8_t x;
  std::int8_t y;
};

// One rotation of one piece, normalised so its lowest row and leftmost column are 0.
//  - cells: the four cells relative to that corner.
//  - rows[i]: bit mask of the cells in row i (bit 0 = leftmost column), i < height.
//  - bottom[i] / top[i]: lowest / highest cell row in column i, i < width.
//  - box_x, box_y: where the corner sits inside the SRS rotation box, so
//    (column, row) = (box position + box offset).
struct Shape {
  std::array<Cell, 4> cells{};
  std::array<std::uint16_t, 4> rows{};
  std::array<std::int8_t, 4> bottom{};
  std::array<std::int8_t, 4> top{};
  std::int8_t width = 0;
  std::int8_t height = 0;
  std::int8_t box_x = 0;
  std::int8_t box_y = 0;
  std::int8_t box_size = 0;
};

namespace detail {

// SRS spawn states, top row first, in the piece's rotation box.
constexpr std::array<std::array<std::string_view, 4>, PIECE_COUNT> SPAWN_ART{{
    {"....", "IIII", "....", "...."},
    {"OO", "OO", "", ""},
    {".T.", "TTT", "...", ""},
    {".SS", "SS.", "...", ""},
    {"ZZ.", ".ZZ", "...", ""},
    {"J..", "JJJ", "...", ""},
    {"..L", "LLL", "...", ""},
}};

constexpr Shape make_shape(int piece, int rotation) {
  const auto& art = SPAWN_ART[static_cast<std::size_t>(piece)];
  const int n = static_cast<int>(art[0].size());
  // Collect spawn cells in box coordinates with y up.
  std::array<Cell, 4> box{};
  int count = 0;
  for (int yd = 0; yd < n; ++yd) {
    for (int x = 0; x < n; ++x) {
      if (art[static_cast<std::size_t>(yd)][static_cast<std::size_t>(x)] != '.') {
        box[static_cast<std::size_t>(count++)] =
            Cell{static_cast<std::int8_t>(x), static_cast<std::int8_t>(n - 1 - yd)};
      }
    }
  }
  // A clockwise quarter turn inside an n x n box, y up: (x, y) -> (y, n - 1 - x).
  for (int r = 0; r < rotation; ++r) {
    for (auto& c : box) {
      const int x = c.x;
      c.x = c.y;
      c.y = static_cast<std::int8_t>(n - 1 - x);
    }
  }
  int min_x = 99, min_y = 99, max_x = -1, max_y = -1;
  for (const auto& c : box) {
    min_x = c.x < min_x ? c.x : min_x;
    min_y = c.y < min_y ? c.y : min_y;
    max_x = c.x > max_x ? c.x : max_x;
    max_y = c.y > max_y ? c.y : max_y;
  }
  Shape s{};
  s.width = static_cast<std::int8_t>(max_x - min_x + 1);
  s.height = static_cast<std::int8_t>(max_y - min_y + 1);
  s.box_x = static_cast<std::int8_t>(min_x);
  s.box_y = static_cast<std::int8_t>(min_y);
  s.box_size = static_cast<std::int8_t>(n);
  for (auto& b : s.bottom) b = 99;
  for (auto& t : s.top) t = -1;
  for (std::size_t i = 0; i < 4; ++i) {
    const int x = box[i].x - min_x;
    const int y = box[i].y - min_y;
    s.cells[i] = Cell{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
    const auto ux = static_cast<std::size_t>(x);
    s.rows[static_cast<std::size_t>(y)] |= static_cast<std::uint16_t>(1u << x);
    if (y < s.bottom[ux]) s.bottom[ux] = static_cast<std::int8_t>(y);
    if (y > s.top[ux]) s.top[ux] = static_cast<std::int8_t>(y);
  }
  for (int x = s.width; x < 4; ++x) {
    s.bottom[static_cast<std::size_t>(x)] = 0;
    s.top[static_cast<std::size_t>(x)] = 0;
  }
  return s;
}

constexpr std::array<std::array<Shape, ROTATION_COUNT>, PIECE_COUNT> make_shapes() {
  std::array<std::array<Shape, ROTATION_COUNT>, PIECE_COUNT> all{};
  for (int p = 0; p < PIECE_COUNT; ++p) {
    for (int r = 0; r < ROTATION_COUNT; ++r) {
      all[static_cast<std::size_t>(p)][static_cast<std::size_t>(r)] = make_shape(p, r);
    }
  }
  return all;
}

inline constexpr auto SHAPES = make_shapes();

}  // namespace detail

constexpr const Shape& shape(Piece p, Rotation r) noexcept {
  return detail::SHAPES[static_cast<std::size_t>(p)][static_cast<std::size_t>(r)];
}

}  // namespace gameai::tetris

// The SRS shapes of every piece in every rotation, drawn in the rotation box exactly as the
// Tetris Guideline draws them (top row first), and the derived per-rotation data.

#include "tetris/piece.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace gameai::tetris {
namespace {

struct ShapeCase {
  Piece piece;
  Rotation rotation;
  std::vector<std::string> box;
};

const std::vector<ShapeCase> SRS_SHAPES = {
    {Piece::I, Rotation::Spawn, {"....", "IIII", "....", "...."}},
    {Piece::I, Rotation::Right, {"..I.", "..I.", "..I.", "..I."}},
    {Piece::I, Rotation::Reverse, {"....", "....", "IIII", "...."}},
    {Piece::I, Rotation::Left, {".I..", ".I..", ".I..", ".I.."}},
    {Piece::O, Rotation::Spawn, {"OO", "OO"}},
    {Piece::O, Rotation::Right, {"OO", "OO"}},
    {Piece::O, Rotation::Reverse, {"OO", "OO"}},
    {Piece::O, Rotation::Left, {"OO", "OO"}},
    {Piece::T, Rotation::Spawn, {".T.", "TTT", "..."}},
    {Piece::T, Rotation::Right, {".T.", ".TT", ".T."}},
    {Piece::T, Rotation::Reverse, {"...", "TTT", ".T."}},
    {Piece::T, Rotation::Left, {".T.", "TT.", ".T."}},
    {Piece::S, Rotation::Spawn, {".SS", "SS.", "..."}},
    {Piece::S, Rotation::Right, {".S.", ".SS", "..S"}},
    {Piece::S, Rotation::Reverse, {"...", ".SS", "SS."}},
    {Piece::S, Rotation::Left, {"S..", "SS.", ".S."}},
    {Piece::Z, Rotation::Spawn, {"ZZ.", ".ZZ", "..."}},
    {Piece::Z, Rotation::Right, {"..Z", ".ZZ", ".Z."}},
    {Piece::Z, Rotation::Reverse, {"...", "ZZ.", ".ZZ"}},
    {Piece::Z, Rotation::Left, {".Z.", "ZZ.", "Z.."}},
    {Piece::J, Rotation::Spawn, {"J..", "JJJ", "..."}},
    {Piece::J, Rotation::Right, {".JJ", ".J.", ".J."}},
    {Piece::J, Rotation::Reverse, {"...", "JJJ", "..J"}},
    {Piece::J, Rotation::Left, {".J.", ".J.", "JJ."}},
    {Piece::L, Rotation::Spawn, {"..L", "LLL", "..."}},
    {Piece::L, Rotation::Right, {".L.", ".L.", ".LL"}},
    {Piece::L, Rotation::Reverse, {"...", "LLL", "L.."}},
    {Piece::L, Rotation::Left, {"LL.", ".L.", ".L."}},
};

std::vector<std::string> draw_in_box(Piece p, Rotation r) {
  const Shape& s = shape(p, r);
  const int n = s.box_size;
  std::vector<std::string> box(static_cast<std::size_t>(n),
                               std::string(static_cast<std::size_t>(n), '.'));
  for (const Cell& c : s.cells) {
    const int x = s.box_x + c.x;
    const int y = s.box_y + c.y;
    box[static_cast<std::size_t>(n - 1 - y)][static_cast<std::size_t>(x)] = piece_char(p);
  }
  return box;
}

TEST(Piece, SrsShapesInEveryRotation) {
  for (const auto& c : SRS_SHAPES) {
    EXPECT_EQ(draw_in_box(c.piece, c.rotation), c.box)
        << piece_name(c.piece) << " rotation " << rotation_name(c.rotation);
  }
}

TEST(Piece, RowMasksColumnsAndExtentsAgreeWithCells) {
  for (Piece p : ALL_PIECES) {
    for (int r = 0; r < ROTATION_COUNT; ++r) {
      const Shape& s = shape(p, rotation_from_int(r));
      std::array<std::uint16_t, 4> rows{};
      int max_x = 0, max_y = 0, min_x = 9, min_y = 9;
      for (const Cell& c : s.cells) {
        rows[static_cast<std::size_t>(c.y)] |= static_cast<std::uint16_t>(1u << c.x);
        max_x = std::max<int>(max_x, c.x);
        max_y = std::max<int>(max_y, c.y);
        min_x = std::min<int>(min_x, c.x);
        min_y = std::min<int>(min_y, c.y);
      }
      EXPECT_EQ(min_x, 0);
      EXPECT_EQ(min_y, 0);
      EXPECT_EQ(s.width, max_x + 1);
      EXPECT_EQ(s.height, max_y + 1);
      EXPECT_EQ(s.rows, rows);
      for (int x = 0; x < s.width; ++x) {
        int lo = 9, hi = -1;
        for (const Cell& c : s.cells) {
          if (c.x == x) {
            lo = std::min<int>(lo, c.y);
            hi = std::max<int>(hi, c.y);
          }
        }
        EXPECT_EQ(s.bottom[static_cast<std::size_t>(x)], lo) << piece_name(p) << r << " col " << x;
        EXPECT_EQ(s.top[static_cast<std::size_t>(x)], hi) << piece_name(p) << r << " col " << x;
      }
    }
  }
}

TEST(Piece, DistinctRotationsMatchShapeSymmetry) {
  for (Piece p : ALL_PIECES) {
    // Count the different normalised row-mask sets among the four rotations.
    std::vector<std::array<std::uint16_t, 4>> seen;
    for (int r = 0; r < ROTATION_COUNT; ++r) {
      const auto& rows = shape(p, rotation_from_int(r)).rows;
      if (std::find(seen.begin(), seen.end(), rows) == seen.end()) seen.push_back(rows);
    }
    EXPECT_EQ(static_cast<int>(seen.size()), distinct_rotations(p)) << piece_name(p);
    // The representatives 0 .. count-1 are themselves pairwise different.
    for (int a = 0; a < distinct_rotations(p); ++a) {
      for (int b = a + 1; b < distinct_rotations(p); ++b) {
        EXPECT_NE(shape(p, rotation_from_int(a)).rows, shape(p, rotation_from_int(b)).rows);
      }
    }
  }
}

TEST(Piece, NamesAndParsing) {
  const std::string letters = "IOTSZJL";
  for (std::size_t i = 0; i < letters.size(); ++i) {
    const Piece p = ALL_PIECES[i];
    EXPECT_EQ(piece_char(p), letters[i]);
    EXPECT_EQ(piece_from_char(letters[i]), p);
    EXPECT_EQ(piece_from_char(static_cast<char>(letters[i] - 'A' + 'a')), p);
    EXPECT_EQ(piece_from_string(piece_name(p)), p);
  }
  EXPECT_EQ(piece_from_char('X'), std::nullopt);
  EXPECT_EQ(piece_from_char('#'), std::nullopt);
  EXPECT_EQ(piece_from_string(""), std::nullopt);
  EXPECT_EQ(piece_from_string("TT"), std::nullopt);
  EXPECT_EQ(rotation_name(Rotation::Right), "R");
  EXPECT_EQ(rotate_cw(Rotation::Left), Rotation::Spawn);
  EXPECT_EQ(rotate_ccw(Rotation::Spawn), Rotation::Left);
}

}  // namespace
}  // namespace gameai::tetris

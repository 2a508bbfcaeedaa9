// The Tetris Bot Protocol's codec: locations worked by hand from the specification's rotation
// centres.

#include "tbp/codec.hpp"

#include <gtest/gtest.h>

namespace gameai::tbp {
namespace {

using tetris::Piece;
using tetris::Rotation;

TEST(TbpLocation, CentresWorkedByHand) {
  // T north with its cells at (3..5, 0) and (4, 1): the centre is the middle of the bar.
  const Location t = to_location({Piece::T, Rotation::Spawn, 3, 0});
  EXPECT_EQ(t.x, 4);
  EXPECT_EQ(t.y, 0);
  // I north in row 0, columns 3..6: the centre is the middle-left cell, (4, 0).
  const Location i = to_location({Piece::I, Rotation::Spawn, 3, 0});
  EXPECT_EQ(i.x, 4);
  EXPECT_EQ(i.y, 0);
  // I east in column 9, rows 0..3: the middle-top cell, (9, 2).
  const Location ie = to_location({Piece::I, Rotation::Right, 9, 0});
  EXPECT_EQ(ie.x, 9);
  EXPECT_EQ(ie.y, 2);
  // O: the bottom-left cell when north; south names the top-right cell of the same square.
  EXPECT_EQ(to_location({Piece::O, Rotation::Spawn, 0, 0}).x, 0);
  const tetris::Placement o = to_placement({Piece::O, Rotation::Reverse, 1, 1});
  EXPECT_EQ(o, (tetris::Placement{Piece::O, Rotation::Spawn, 0, 0}));
  // Every placement survives the round trip (symmetric pieces come back canonical).
  for (const Piece p : tetris::ALL_PIECES) {
    for (int r = 0; r < 4; ++r) {
      const tetris::Placement placement{p, tetris::rotation_from_int(r), 4, 5};
      EXPECT_EQ(to_placement(to_location(placement)), tetris::canonical(placement))
          << tetris::piece_name(p) << " " << r;
    }
  }
}

}  // namespace
}  // namespace gameai::tbp

// Bitboard primitives and attack tables, checked against counts worked out by hand.
#include "xiangqi/bitboard.hpp"

#include <gtest/gtest.h>

#include <set>

#include "square_name.hpp"

namespace gameai::xiangqi {
namespace {

using testing::sq;

TEST(Bitboard, BitScansSpanBothHalves) {
  const Bitboard b = square_bb(3) | square_bb(70) | square_bb(89);
  EXPECT_EQ(popcount(b), 3);
  EXPECT_EQ(lsb(b), 3);
  EXPECT_EQ(msb(b), 89);
  EXPECT_EQ(lsb(square_bb(64)), 64);
  EXPECT_EQ(msb(square_bb(63)), 63);
  Bitboard c = b;
  EXPECT_EQ(pop_lsb(c), 3);
  EXPECT_EQ(pop_lsb(c), 70);
  EXPECT_EQ(c, square_bb(89));
}

TEST(Bitboard, RaysAndSlidersOnAnEmptyBoard) {
  EXPECT_EQ(popcount(TABLES.ray[NORTH][sq("e0")]), 9);
  EXPECT_EQ(popcount(TABLES.ray[EAST][sq("e0")]), 4);
  EXPECT_EQ(popcount(TABLES.ray[SOUTH][sq("e0")]), 0);
  EXPECT_EQ(popcount(chariot_attacks(sq("e4"), 0)), 17);
  EXPECT_EQ(cannon_attacks(sq("e4"), 0), Bitboard(0));
}

TEST(Bitboard, SlidersStopAtTheFirstPieceAndCannonsJumpOne) {
  const Bitboard occupied = square_bb(sq("e6")) | square_bb(sq("e8")) | square_bb(sq("e9"));
  const Bitboard up = chariot_ray<NORTH>(sq("e4"), occupied);
  EXPECT_EQ(up, square_bb(sq("e5")) | square_bb(sq("e6")));
  EXPECT_EQ(cannon_target<NORTH>(sq("e4"), occupied), square_bb(sq("e8")));
  EXPECT_EQ(cannon_target<SOUTH>(sq("e4"), occupied), Bitboard(0));
}

TEST(Bitboard, HorseLegsAndElephantEyes) {
  EXPECT_EQ(popcount(horse_attacks(sq("e4"), 0)), 8);
  EXPECT_EQ(popcount(horse_attacks(sq("a0"), 0)), 2);
  // A piece on the leg e5 removes d6 and f6.
  EXPECT_EQ(popcount(horse_attacks(sq("e4"), square_bb(sq("e5")))), 6);
  // Horses attacking e4 with nothing on the board are exactly the eight e4 attacks back.
  EXPECT_EQ(horse_attackers(sq("e4"), ~Bitboard(0), 0), horse_attacks(sq("e4"), 0));
  // Blocking the diagonal neighbour d5 stops the two horses whose leg it is (c5 and d6).
  const Bitboard blocked = horse_attackers(sq("e4"), ~Bitboard(0), square_bb(sq("d5")));
  EXPECT_FALSE(has(blocked, sq("c5")));
  EXPECT_FALSE(has(blocked, sq("d6")));
  EXPECT_EQ(popcount(blocked), 6);
  EXPECT_EQ(popcount(elephant_attacks(sq("e2"), 0)), 4);
  EXPECT_EQ(popcount(elephant_attacks(sq("c4"), 0)), 2);  // never across the river
  EXPECT_EQ(popcount(elephant_attacks(sq("e2"), square_bb(sq("d3")))), 3);
}

TEST(Bitboard, PalaceAndSoldierTables) {
  EXPECT_EQ(popcount(TABLES.palace[RED]), 9);
  EXPECT_EQ(popcount(TABLES.palace[BLACK]), 9);
  EXPECT_EQ(popcount(TABLES.king_steps[sq("e1")]), 4);
  EXPECT_EQ(popcount(TABLES.king_steps[sq("d0")]), 2);
  EXPECT_EQ(popcount(TABLES.advisor_steps[sq("e1")]), 4);
  EXPECT_EQ(popcount(TABLES.advisor_steps[sq("d2")]), 1);
  EXPECT_EQ(TABLES.soldier_steps[RED][sq("e3")], square_bb(sq("e4")));
  EXPECT_EQ(popcount(TABLES.soldier_steps[RED][sq("e5")]), 3);
  EXPECT_EQ(popcount(TABLES.soldier_steps[BLACK][sq("e4")]), 3);
  EXPECT_EQ(TABLES.soldier_attackers[BLACK][sq("e1")],
            square_bb(sq("e2")) | square_bb(sq("d1")) | square_bb(sq("f1")));
}

TEST(Bitboard, ZobristKeysAreDistinct) {
  std::set<std::uint64_t> keys{TABLES.zobrist_side};
  for (int p = 1; p < PIECE_NB; ++p)
    for (Square s = 0; s < SQUARE_NB; ++s) keys.insert(TABLES.zobrist_piece[p][s]);
  EXPECT_EQ(keys.size(), 1u + 15u * 90u);  // pieces 1-15 (8 is unused but keyed all the same)
}

}  // namespace
}  // namespace gameai::xiangqi

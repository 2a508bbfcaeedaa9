#include "common/bits.hpp"

#include <gtest/gtest.h>

using namespace gameai::common;

TEST(Bits, PopLsbWalksBitsInOrder) {
  std::uint64_t x = (1ULL << 3) | (1ULL << 17) | (1ULL << 63);
  EXPECT_EQ(popcount(x), 3);
  EXPECT_EQ(pop_lsb(x), 3);
  EXPECT_EQ(pop_lsb(x), 17);
  EXPECT_EQ(msb(x), 63);
  EXPECT_EQ(pop_lsb(x), 63);
  EXPECT_EQ(x, 0U);
}

TEST(Bits, PextGathersMaskedBits) {
  EXPECT_EQ(pext(0b101101, 0b111100), 0b1011U);
  EXPECT_EQ(pext(0xFF00FF00FF00FF00ULL, 0x8000000000000001ULL), 0b10U);
  EXPECT_EQ(pext(0, 0xFFFF), 0U);
}

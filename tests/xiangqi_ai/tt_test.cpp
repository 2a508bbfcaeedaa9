#include "xiangqi_ai/tt.hpp"

#include <gtest/gtest.h>

namespace gameai::xiangqi_ai {
namespace {

TEST(TranspositionTable, StoresAndFinds) {
  TranspositionTable tt(1);
  bool found = true;
  const std::uint64_t key = 0x123456789abcdef0ULL;
  TTEntry* slot = tt.probe(key, found);
  EXPECT_FALSE(found);
  tt.save(slot, key, -250, 17, 7, Bound::Lower, 0x1234);
  TTEntry* hit = tt.probe(key, found);
  ASSERT_TRUE(found);
  EXPECT_EQ(hit->score, -250);
  EXPECT_EQ(hit->eval, 17);
  EXPECT_EQ(hit->depth(), 7);
  EXPECT_EQ(hit->bound(), Bound::Lower);
  EXPECT_EQ(hit->move, 0x1234);
}

TEST(TranspositionTable, QuiescenceDepthsFit) {
  TranspositionTable tt(1);
  bool found = false;
  TTEntry* slot = tt.probe(42, found);
  tt.save(slot, 42, 5, 5, 0, Bound::Upper, 0);
  EXPECT_EQ(tt.probe(42, found)->depth(), 0);
  EXPECT_TRUE(found);
}

TEST(TranspositionTable, OtherKeysMissAndClearForgets) {
  TranspositionTable tt(1);
  bool found = false;
  TTEntry* slot = tt.probe(1000, found);
  tt.save(slot, 1000, 1, 1, 3, Bound::Exact, 7);
  tt.probe(1001, found);
  EXPECT_FALSE(found);
  tt.clear();
  tt.probe(1000, found);
  EXPECT_FALSE(found);
}

// Large tables are cleared and resized by taking fresh zeroed pages: what was stored is
// forgotten all the same, the table works after it, and a resize to the same size clears too.
TEST(TranspositionTable, LargeTablesClearAndResizeLikeSmallOnes) {
  for (const std::size_t mb : {std::size_t{1}, std::size_t{96}}) {
    TranspositionTable tt(mb);
    bool found = false;
    for (int round = 0; round < 3; ++round) {
      for (std::uint64_t key = 1; key < 5000; ++key) {
        TTEntry* slot = tt.probe(key * 0x9E3779B97F4A7C15ULL, found);
        EXPECT_FALSE(found) << mb << " MiB, round " << round << ", key " << key;
        tt.save(slot, key * 0x9E3779B97F4A7C15ULL, 1, 1, 3, Bound::Exact, 7);
      }
      tt.probe(77 * 0x9E3779B97F4A7C15ULL, found);
      EXPECT_TRUE(found) << mb;
      if (round == 0) tt.clear();
      if (round == 1) tt.resize(mb);  // the same size: cleared, as a new game does
    }
    tt.resize(mb + 1);
    tt.probe(77 * 0x9E3779B97F4A7C15ULL, found);
    EXPECT_FALSE(found) << mb;
    EXPECT_EQ(tt.megabytes(), mb + 1);
  }
}

TEST(TranspositionTable, HashfullCountsThisSearch) {
  TranspositionTable tt(1);
  EXPECT_EQ(tt.hashfull(), 0);
  bool found = false;
  // Fill the first sampled clusters directly through keys that map there.
  for (std::uint64_t i = 0; i < 200000; ++i) {
    const std::uint64_t key = i * 0x9E3779B97F4A7C15ULL;
    TTEntry* slot = tt.probe(key, found);
    tt.save(slot, key, 0, 0, 1, Bound::Exact, 0);
  }
  EXPECT_GT(tt.hashfull(), 500);
  tt.new_search();
  EXPECT_EQ(tt.hashfull(), 0);
  EXPECT_EQ(tt.megabytes(), 1u);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

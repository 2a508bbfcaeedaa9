// Perft counts against the published table in tests/data/xiangqi/perft.epd. This default run
// takes every entry of up to 4 million nodes; perft_slow_test.cpp takes the rest.
#include "xiangqi/perft.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "perft_table.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

constexpr std::uint64_t FAST_LIMIT = 4'000'000;

TEST(Perft, PublishedTableUpToFourMillionNodes) {
  const auto table = testing::load_perft_table();
  ASSERT_GE(table.size(), 50u) << "perft.epd missing or truncated";
  int checked = 0;
  for (const auto& c : table) {
    if (c.nodes > FAST_LIMIT) continue;
    Position pos;
    StateInfo st;
    std::string error;
    ASSERT_TRUE(pos.set(c.fen, &st, &error)) << c.fen << ": " << error;
    const std::uint64_t key = pos.key();
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
    EXPECT_EQ(pos.key(), key);
    EXPECT_EQ(pos.fen(), c.fen);
    ++checked;
  }
  EXPECT_GE(checked, 45);
}

TEST(Perft, DivideSumsToPerft) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  std::uint64_t sum = 0;
  const auto entries = perft_divide(pos, 3);
  EXPECT_EQ(entries.size(), 44u);
  for (const auto& e : entries) sum += e.nodes;
  EXPECT_EQ(sum, 79666u);
  EXPECT_EQ(perft(pos, 0), 1u);
  EXPECT_EQ(perft(pos, 1), 44u);
}

}  // namespace
}  // namespace gameai::xiangqi

// Perft counts against published figures: the start position (depths 1-6 are well known) and
// further positions whose counts were published alongside Pikafish and chessprogramming.org.
#include "xiangqi/perft.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

struct PerftCase {
  const char* fen;
  int depth;
  std::uint64_t nodes;
};

class PerftFast : public ::testing::TestWithParam<PerftCase> {};

TEST_P(PerftFast, MatchesPublishedCount) {
  const PerftCase& c = GetParam();
  Position pos;
  StateInfo st;
  std::string error;
  ASSERT_TRUE(pos.set(c.fen, &st, &error)) << error;
  const std::uint64_t key = pos.key();
  const std::string fen = pos.fen();
  EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
  EXPECT_EQ(pos.key(), key);
  EXPECT_EQ(pos.fen(), fen);
}

constexpr const char* START =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

INSTANTIATE_TEST_SUITE_P(StartPosition, PerftFast,
                         ::testing::Values(PerftCase{START, 1, 44}, PerftCase{START, 2, 1920},
                                           PerftCase{START, 3, 79666},
                                           PerftCase{START, 4, 3290240}));

TEST(Perft, DivideSumsToPerft) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START, &st));
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

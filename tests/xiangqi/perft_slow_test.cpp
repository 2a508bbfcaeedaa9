// The deep half of the perft table (entries above 4 million nodes, up to 5.4 billion from the
// start position at depth 6). Labelled `slow`: run with `ctest --preset ci -L slow -R PerftDeep`.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "perft_table.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

TEST(PerftDeep, PublishedTableAboveFourMillionNodes) {
  for (const auto& c : testing::load_perft_table()) {
    if (c.nodes <= 4'000'000) continue;
    Position pos;
    StateInfo st;
    ASSERT_TRUE(pos.set(c.fen, &st));
    EXPECT_EQ(perft(pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
  }
}

}  // namespace
}  // namespace gameai::xiangqi

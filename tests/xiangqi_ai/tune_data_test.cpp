#include "xiangqi_ai/tune_data.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {
namespace {

TEST(TuneData, BlendMovesTheSearchScoreTowardsTheResult) {
  EXPECT_DOUBLE_EQ(blend_label(123, 1, 0), 123);
  EXPECT_DOUBLE_EQ(blend_label(5000, 0, 0), TUNE_DATA_MAX_CP);
  // Half of a drawn game's 0.5 and half of the search's expectation: half way in probability.
  EXPECT_NEAR(blend_label(0, 1, 0.5), TUNE_DATA_SCALE * std::log(0.75 / 0.25), 1e-9);
  EXPECT_NEAR(blend_label(300, 0.5, 0.5), blend_label(300, 0.5, 0.0) / 2, 60);
  EXPECT_LT(blend_label(300, 0.5, 0.5), 300);
  EXPECT_NEAR(blend_label(300, 1, 1), TUNE_DATA_MAX_CP, 1e-6);
  EXPECT_NEAR(blend_label(300, 0, 1), -TUNE_DATA_MAX_CP, 1e-6);
  EXPECT_NEAR(blend_label(300, 0.5, 1), 0, 1e-9);
}

// A game depends on its index alone, not on the games the same player played before.
TEST(TuneData, AGameIsTheSameWhateverCameBefore) {
  TuneDataOptions options;
  options.nodes = 200;
  options.depth = 2;
  options.seed = 3;
  TuneDataPlayer first(options), second(options);
  const TuneDataGame a = first.play(1);
  second.play(0);
  const TuneDataGame b = second.play(1);
  ASSERT_FALSE(a.samples.empty());
  ASSERT_EQ(a.samples.size(), b.samples.size());
  for (std::size_t i = 0; i < a.samples.size(); ++i) {
    EXPECT_EQ(a.samples[i].fen, b.samples[i].fen);
    EXPECT_EQ(a.samples[i].target, b.samples[i].target);
    xiangqi::StateInfo st;
    xiangqi::Position pos;
    EXPECT_TRUE(pos.set(a.samples[i].fen, &st));
    EXPECT_FALSE(pos.in_check()) << a.samples[i].fen;
  }
  EXPECT_EQ(a.result, b.result);
  EXPECT_EQ(a.plies, b.plies);
  const TuneDataGame c = first.play(2);
  ASSERT_FALSE(c.samples.empty());
  EXPECT_NE(c.samples.front().fen, a.samples.front().fen);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

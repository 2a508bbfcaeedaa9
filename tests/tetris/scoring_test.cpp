// Scoring tables worked by hand: guideline points, back-to-back, combo, perfect clear and
// levels; seed 000's table and speed-up rule.

#include "tetris/scoring.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace gameai::tetris {
namespace {

struct Step {
  int lines;
  Spin spin;
  bool perfect;
  std::int64_t points;
};

void run(ScoringKind kind, const std::vector<Step>& steps) {
  Scorer s(kind);
  std::int64_t total = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const auto& st = steps[i];
    const auto points = s.lock(ClearEvent{st.lines, st.spin, st.perfect});
    EXPECT_EQ(points, st.points) << "step " << i;
    total += points;
  }
  EXPECT_EQ(s.score(), total);
}

TEST(Scoring, GuidelineSingleClearsAtLevelOne) {
  const Step cases[] = {
      {0, Spin::None, false, 0},   {1, Spin::None, false, 100},  {2, Spin::None, false, 300},
      {3, Spin::None, false, 500}, {4, Spin::None, false, 800},  {0, Spin::Mini, false, 100},
      {1, Spin::Mini, false, 200}, {2, Spin::Mini, false, 400},  {0, Spin::Full, false, 400},
      {1, Spin::Full, false, 800}, {2, Spin::Full, false, 1200}, {3, Spin::Full, false, 1600}};
  for (const Step& c : cases) {
    Scorer s;
    EXPECT_EQ(s.lock(ClearEvent{c.lines, c.spin, false}), c.points)
        << c.lines << " lines, spin " << spin_name(c.spin);
  }
}

TEST(Scoring, GuidelineBackToBackComboAndPerfectClear) {
  run(ScoringKind::Guideline,
      {
          {4, Spin::None, false, 800},        // tetris, starts the chain
          {0, Spin::None, false, 0},          // breaks the combo, not the chain
          {4, Spin::None, false, 1200},       // back-to-back tetris: 800 x 1.5
          {2, Spin::Full, false, 1800 + 50},  // b2b T-spin double, combo 1
          // 10 lines so far: level 2 from here on.
          {1, Spin::None, false, 2 * 100 + 2 * 50 * 2},  // single, combo 2; chain broken
          {4, Spin::None, false, 2 * 800 + 2 * 50 * 3},  // no b2b bonus, combo 3
          {0, Spin::Full, false, 2 * 400},               // T-spin without lines
      });
}

TEST(Scoring, GuidelineLevelsRiseEveryTenLines) {
  Scorer s;
  for (int i = 0; i < 9; ++i) s.lock(ClearEvent{1, Spin::None, false});
  EXPECT_EQ(s.level(), 1);
  EXPECT_EQ(s.lines(), 9);
  s.lock(ClearEvent{0, Spin::None, false});
  EXPECT_EQ(s.lock(ClearEvent{1, Spin::None, false}), 100);  // cleared at level 1
  EXPECT_EQ(s.level(), 2);
  s.lock(ClearEvent{0, Spin::None, false});
  EXPECT_EQ(s.lock(ClearEvent{2, Spin::None, false}), 600);  // double at level 2
  s.soft_drop(3);
  s.hard_drop(10);
  // Nine singles in a row: 100 each plus combo 50 x (0 + 1 + ... + 8) = 2700.
  EXPECT_EQ(s.score(), 2700 + 100 + 600 + 3 + 2 * 10);
}

TEST(Scoring, PerfectClearBonuses) {
  Scorer a;
  EXPECT_EQ(a.lock(ClearEvent{1, Spin::None, true}), 100 + 800);
  Scorer b;
  EXPECT_EQ(b.lock(ClearEvent{4, Spin::None, true}), 800 + 2000);
  EXPECT_EQ(b.lock(ClearEvent{4, Spin::None, true}), 1200 + 50 + 3200);  // b2b tetris PC
}

TEST(Scoring, Seed000TableAndSpeedUp) {
  Scorer s(ScoringKind::Seed000);
  EXPECT_EQ(s.lock(ClearEvent{0, Spin::None, false}), 0);
  EXPECT_EQ(s.lock(ClearEvent{1, Spin::None, false}), 1);
  EXPECT_EQ(s.lock(ClearEvent{2, Spin::None, false}), 3);
  EXPECT_EQ(s.lock(ClearEvent{3, Spin::None, false}), 7);
  EXPECT_EQ(s.lock(ClearEvent{4, Spin::None, false}), 10);
  EXPECT_EQ(s.lock(ClearEvent{2, Spin::Full, false}), 3);  // no spins in this table
  EXPECT_EQ(s.score(), 24);
  EXPECT_EQ(s.level(), 1);
  EXPECT_EQ(s.seed000_interval_ms(), 1000);
  // Score 24 + 10 + 10 + 10 = 54: 54 / 50 >= speed 1, so the interval drops to 900 ms.
  for (int i = 0; i < 3; ++i) s.lock(ClearEvent{4, Spin::None, false});
  EXPECT_EQ(s.score(), 54);
  EXPECT_EQ(s.level(), 2);
  EXPECT_EQ(s.seed000_interval_ms(), 900);
  // Next step at score 100: 1000 - 100 x 2 = 800 ms.
  while (s.score() < 100) s.lock(ClearEvent{4, Spin::None, false});
  EXPECT_EQ(s.level(), 3);
  EXPECT_EQ(s.seed000_interval_ms(), 800);
  // The interval never drops below 50 ms.
  for (int i = 0; i < 2000; ++i) s.lock(ClearEvent{4, Spin::None, false});
  EXPECT_EQ(s.seed000_interval_ms(), 50);
  // Soft and hard drops score nothing here.
  const auto before = s.score();
  s.soft_drop(5);
  s.hard_drop(5);
  EXPECT_EQ(s.score(), before);
}

}  // namespace
// The guideline level by lines cleared: every ten lines, up to the table's top level, whatever
// the count.
TEST(Scoring, GuidelineLevelIsCappedAtTheTableTop) {
  struct Row {
    std::int64_t lines;
    int level;
  };
  const Row rows[] = {{0, 1},          {9, 1},    {10, 2},   {99, 10},     {189, 19},
                      {190, 20},       {199, 20}, {200, 20}, {18'187, 20}, {4'000'000'000LL, 20},
                      {INT64_MAX, 20}, {-5, 1}};
  for (const Row& r : rows) EXPECT_EQ(guideline_level(r.lines), r.level) << r.lines << " lines";
  EXPECT_EQ(GUIDELINE_MAX_LEVEL, 20);
}

// At the top level a tetris scores 800 x 20, not more, however long the game runs.
TEST(Scoring, GuidelinePointsStopGrowingAtTheTopLevel) {
  Scorer s(ScoringKind::Guideline);
  for (int i = 0; i < 10'000; ++i) s.lock(ClearEvent{1, Spin::None, false});
  EXPECT_EQ(s.level(), GUIDELINE_MAX_LEVEL);
  EXPECT_EQ(s.lines(), 10'000);
  s.lock(ClearEvent{0, Spin::None, false});  // break the combo
  EXPECT_EQ(s.lock(ClearEvent{4, Spin::None, false}), 800 * GUIDELINE_MAX_LEVEL);
}

}  // namespace gameai::tetris

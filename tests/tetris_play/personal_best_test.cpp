// The personal-best verdict of a run, for each mode: which runs are compared, by which figure,
// and the difference both front ends word.
#include "tetris_play/personal_best.hpp"

#include <gtest/gtest.h>

#include <optional>

namespace {

namespace play = gameai::tetris_play;
using play::BestVerdict;
using play::Mode;
using play::RunEnd;

TEST(PersonalBest, EachModeIsJudgedByItsFigure) {
  struct Row {
    Mode mode;
    RunEnd end;
    bool counts;
    double time_ms;
    std::int64_t score;
    std::optional<play::PersonalBest> best;
    BestVerdict verdict;
    std::int64_t difference;
  };
  const play::PersonalBest best{51234, 10800};
  const Row rows[] = {
      // Sprint and dig: the least time, the run's time rounded to the millisecond.
      {Mode::Sprint, RunEnd::Finished, true, 50000.4, 0, best, BestVerdict::Better, -1234},
      {Mode::Sprint, RunEnd::Finished, true, 52234.6, 0, best, BestVerdict::NotBetter, 1001},
      {Mode::Sprint, RunEnd::Finished, true, 51234.2, 0, best, BestVerdict::NotBetter, 0},
      {Mode::Sprint, RunEnd::Finished, true, 51233.5, 0, best, BestVerdict::NotBetter, 0},
      {Mode::Sprint, RunEnd::Finished, true, 60000, 99999, std::nullopt, BestVerdict::First, 0},
      {Mode::Dig, RunEnd::Finished, true, 30000, 0, best, BestVerdict::Better, -21234},
      {Mode::Dig, RunEnd::Finished, true, 51235, 0, best, BestVerdict::NotBetter, 1},
      // Ultra and marathon: the most score; the time does not matter.
      {Mode::Ultra, RunEnd::Finished, true, 120000, 12000, best, BestVerdict::Better, 1200},
      {Mode::Ultra, RunEnd::Finished, true, 1, 10800, best, BestVerdict::NotBetter, 0},
      {Mode::Marathon, RunEnd::Finished, true, 9e5, 9000, best, BestVerdict::NotBetter, -1800},
      {Mode::Marathon, RunEnd::ToppedOut, true, 9e5, 20000, best, BestVerdict::Better, 9200},
      {Mode::Marathon, RunEnd::ToppedOut, true, 9e5, 1, std::nullopt, BestVerdict::First, 0},
      // A run that does not count: not finished, or not played alone.
      {Mode::Sprint, RunEnd::ToppedOut, false, 1000, 0, best, BestVerdict::NotFinished, 0},
      {Mode::Dig, RunEnd::ToppedOut, false, 1000, 0, std::nullopt, BestVerdict::NotFinished, 0},
      {Mode::Ultra, RunEnd::ToppedOut, false, 1000, 90000, best, BestVerdict::NotFinished, 0},
      {Mode::Sprint, RunEnd::Finished, false, 1000, 0, best, BestVerdict::NotCounted, 0},
      {Mode::Ultra, RunEnd::Finished, false, 120000, 90000, best, BestVerdict::NotCounted, 0},
      {Mode::Marathon, RunEnd::ToppedOut, false, 1000, 90000, best, BestVerdict::NotCounted, 0},
      // Endless and zen keep no best.
      {Mode::Endless, RunEnd::ToppedOut, false, 1000, 90000, best, BestVerdict::None, 0},
      {Mode::Zen, RunEnd::Playing, true, 1000, 90000, std::nullopt, BestVerdict::None, 0},
  };
  for (const Row& row : rows) {
    play::RunResult run;
    run.mode = row.mode;
    run.end = row.end;
    run.counts = row.counts;
    run.time_ms = row.time_ms;
    run.score = row.score;
    const play::BestComparison c = play::compare_with_best(run, row.best);
    SCOPED_TRACE(testing::Message() << play::mode_name(row.mode) << " " << row.time_ms << " ms "
                                    << row.score << " points");
    EXPECT_EQ(c.verdict, row.verdict) << play::best_verdict_name(c.verdict);
    EXPECT_EQ(c.difference, row.difference);
    EXPECT_EQ(c.new_best(),
              row.verdict == BestVerdict::First || row.verdict == BestVerdict::Better);
  }
}

TEST(PersonalBest, VerdictsHaveTheNamesThePageReads) {
  EXPECT_EQ(play::best_verdict_name(BestVerdict::None), "none");
  EXPECT_EQ(play::best_verdict_name(BestVerdict::NotFinished), "not_finished");
  EXPECT_EQ(play::best_verdict_name(BestVerdict::NotCounted), "not_counted");
  EXPECT_EQ(play::best_verdict_name(BestVerdict::First), "first");
  EXPECT_EQ(play::best_verdict_name(BestVerdict::Better), "better");
  EXPECT_EQ(play::best_verdict_name(BestVerdict::NotBetter), "not_better");
}

}  // namespace

#include "dataset/tetris_run_fit.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace gameai::dataset {
namespace {

records::TetrisRunFile page_sprint() {
  std::ifstream in(GAMEAI_PAGE_RUN, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  records::TetrisRunFileRead read = records::read_tetris_run_file(text.str());
  EXPECT_TRUE(read.file) << read.error;
  return *read.file;
}

TEST(TetrisRunFit, EveryStepOfARunFileIsADecisionOfItsGroup) {
  const records::TetrisRunFile run = page_sprint();
  ASSERT_GT(run.steps.size(), 50u);
  tetris_ai::ChoiceData data;
  const RunChoices got = collect_run_choices(run, data, 7);
  ASSERT_TRUE(got.ok()) << got.error;
  EXPECT_EQ(got.decisions + got.not_legal + got.no_placement,
            static_cast<std::int64_t>(run.steps.size()));
  EXPECT_GT(got.decisions, static_cast<std::int64_t>(run.steps.size()) * 9 / 10);
  ASSERT_EQ(data.size(), static_cast<std::size_t>(got.decisions));
  for (std::size_t i = 0; i < data.size(); ++i) EXPECT_EQ(data.decision(i).group, 7u);
}

TEST(TetrisRunFit, ARunThatDoesNotReplayAddsNothingAndSaysWhere) {
  records::TetrisRunFile run = page_sprint();
  tetris_ai::ChoiceData data;
  ASSERT_TRUE(collect_run_choices(run, data, 0).ok());
  const std::size_t before = data.size();
  run.steps[20].record.board_hash ^= 1;  // the 21st board is not the one recorded
  const RunChoices got = collect_run_choices(run, data, 1);
  EXPECT_FALSE(got.ok());
  EXPECT_NE(got.error.find("step 21"), std::string::npos) << got.error;
  EXPECT_EQ(got.decisions, 0);
  EXPECT_EQ(data.size(), before);  // the decisions of the first run stay, none of the second
}

}  // namespace
}  // namespace gameai::dataset

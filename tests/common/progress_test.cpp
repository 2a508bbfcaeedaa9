#include "common/progress.hpp"

#include <gtest/gtest.h>

using namespace gameai::common;

TEST(Progress, FormatsCountsAndDurations) {
  EXPECT_EQ(format_si(999), "999");
  EXPECT_EQ(format_si(1234), "1.23 k");
  EXPECT_EQ(format_si(5392831844.0), "5.39 G");
  EXPECT_EQ(format_duration(4), "0:04");
  EXPECT_EQ(format_duration(123), "2:03");
  EXPECT_EQ(format_duration(3723), "1:02:03");
}

TEST(Progress, ReportsOnFinishWithTotals) {
  ProgressSnapshot last;
  int calls = 0;
  ProgressMeter meter(
      10,
      [&](const ProgressSnapshot& s) {
        last = s;
        ++calls;
      },
      1000000);
  for (int i = 0; i < 10; ++i) meter.advance(1);
  meter.finish("done");
  EXPECT_GE(calls, 1);
  EXPECT_EQ(last.done, 10U);
  EXPECT_EQ(last.total, 10U);
  EXPECT_EQ(last.detail, "done");
}

// The standard error of a mean, worked by hand.

#include "common/stats.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace gameai::common {
namespace {

TEST(Stats, StandardErrorWorkedByHand) {
  // 1, 2, 3, 4: mean 2.5, squares 2.25 + 0.25 + 0.25 + 2.25 = 5, sample variance 5/3,
  // standard error sqrt(5/3 / 4) = 0.6455.
  EXPECT_NEAR(standard_error(std::vector<double>{1, 2, 3, 4}), 0.645497, 1e-6);
  EXPECT_NEAR(standard_error(std::vector<std::uint64_t>{1, 2, 3, 4}), 0.645497, 1e-6);
  EXPECT_EQ(standard_error(std::vector<double>{7, 7, 7}), 0.0);
  EXPECT_EQ(standard_error(std::vector<double>{5}), 0.0);
  EXPECT_EQ(standard_error(std::vector<double>{}), 0.0);
}

}  // namespace
}  // namespace gameai::common

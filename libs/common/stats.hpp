#pragma once
// Summary statistics of measurements (games, runs) that the front ends report.

#include <cmath>
#include <cstddef>

namespace gameai::common {

// The standard error of the mean of `values` (any range of numbers): the sample standard
// deviation over the square root of their count; 0 for fewer than two values.
template <class Range>
double standard_error(const Range& values) {
  std::size_t n = 0;
  double sum = 0;
  for (const auto v : values) {
    sum += static_cast<double>(v);
    ++n;
  }
  if (n < 2) return 0;
  const double mean = sum / static_cast<double>(n);
  double squares = 0;
  for (const auto v : values) {
    const double d = static_cast<double>(v) - mean;
    squares += d * d;
  }
  return std::sqrt(squares / static_cast<double>(n - 1) / static_cast<double>(n));
}

}  // namespace gameai::common

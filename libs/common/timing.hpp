#pragma once
// Monotonic time for measurements and time controls.

#include <chrono>
#include <cstdint>

namespace gameai::common {

using Clock = std::chrono::steady_clock;

// Milliseconds on a monotonic clock, for time controls that compare deadlines.
inline std::int64_t now_ms() noexcept {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch())
      .count();
}

// Measures elapsed wall time from construction or the last restart().
class Stopwatch {
 public:
  Stopwatch() noexcept : start_(Clock::now()) {}
  void restart() noexcept { start_ = Clock::now(); }
  double seconds() const noexcept {
    return std::chrono::duration<double>(Clock::now() - start_).count();
  }
  std::int64_t millis() const noexcept {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }

 private:
  Clock::time_point start_;
};

}  // namespace gameai::common

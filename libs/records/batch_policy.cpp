#include "records/batch_policy.hpp"

#include <time.h>

#include <algorithm>

namespace gameai::records {

std::int64_t coarse_now_ms() noexcept {
  timespec now{};
#ifdef CLOCK_MONOTONIC_COARSE
  clock_gettime(CLOCK_MONOTONIC_COARSE, &now);
#else
  clock_gettime(CLOCK_MONOTONIC, &now);
#endif
  return static_cast<std::int64_t>(now.tv_sec) * 1000 + now.tv_nsec / 1'000'000;
}

BatchPolicy::BatchPolicy(const RecorderOptions& options)
    : batch_size_(std::max<std::size_t>(options.batch_size, 1)),
      max_interval_ms_(options.max_interval_ms),
      last_commit_ms_(coarse_now_ms()) {}

}  // namespace gameai::records

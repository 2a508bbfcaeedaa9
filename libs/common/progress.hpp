#pragma once
// Progress of long runs (many games, deep perft, tuning), as text for a front end to show.
//
// Libraries never print; they report progress through a callback, and the front end decides
// whether and where to show it (a live terminal line, a status bar, nothing when piped).
// ProgressMeter keeps the counts and rate limits updates so callbacks stay cheap.

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

#include "common/timing.hpp"

namespace gameai::common {

struct ProgressSnapshot {
  std::uint64_t done = 0;   // work items finished (games, nodes, iterations)
  std::uint64_t total = 0;  // 0 when unknown
  double elapsed_seconds = 0;
  std::string detail;  // free text chosen by the producer, e.g. "lines 1234567"
};

using ProgressCallback = std::function<void(const ProgressSnapshot&)>;

// Thread-safe counter that calls `callback` at most every `interval_ms` (and once at finish()).
class ProgressMeter {
 public:
  ProgressMeter(std::uint64_t total, ProgressCallback callback, std::int64_t interval_ms = 200);

  // Adds to the done count and, if the interval has passed, reports. `detail` is only evaluated
  // when a report is due.
  void advance(std::uint64_t amount, const std::function<std::string()>& detail = {});
  void finish(const std::string& detail = {});

 private:
  void report_locked(const std::string& detail);

  std::mutex mutex_;
  std::uint64_t total_;
  std::uint64_t done_ = 0;
  ProgressCallback callback_;
  std::int64_t interval_ms_;
  std::int64_t last_report_ms_ = 0;
  Stopwatch clock_;
};

// "1.23 M", "456 k", "789": counts with an SI suffix, for rates and node counts.
std::string format_si(double value);

// "1:02:03", "2:03", "0:04": a duration for progress lines.
std::string format_duration(double seconds);

}  // namespace gameai::common

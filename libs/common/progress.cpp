#include "common/progress.hpp"

#include <cmath>
#include <cstdio>

namespace gameai::common {

ProgressMeter::ProgressMeter(std::uint64_t total, ProgressCallback callback,
                             std::int64_t interval_ms)
    : total_(total), callback_(std::move(callback)), interval_ms_(interval_ms) {}

void ProgressMeter::advance(std::uint64_t amount, const std::function<std::string()>& detail) {
  const std::lock_guard lock(mutex_);
  done_ += amount;
  if (!callback_) return;
  const std::int64_t now = clock_.millis();
  if (now - last_report_ms_ < interval_ms_) return;
  last_report_ms_ = now;
  report_locked(detail ? detail() : std::string());
}

void ProgressMeter::finish(const std::string& detail) {
  const std::lock_guard lock(mutex_);
  if (callback_) report_locked(detail);
}

void ProgressMeter::report_locked(const std::string& detail) {
  callback_(ProgressSnapshot{done_, total_, clock_.seconds(), detail});
}

std::string format_si(double value) {
  static constexpr const char* SUFFIX[] = {"", " k", " M", " G", " T"};
  int i = 0;
  while (std::fabs(value) >= 1000.0 && i < 4) {
    value /= 1000.0;
    ++i;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, i == 0 ? "%.0f%s" : "%.3g%s", value, SUFFIX[i]);
  return buf;
}

std::string format_duration(double seconds) {
  const auto total = static_cast<long long>(seconds < 0 ? 0 : seconds);
  const long long h = total / 3600, m = total / 60 % 60, s = total % 60;
  char buf[32];
  if (h > 0)
    std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", h, m, s);
  else
    std::snprintf(buf, sizeof buf, "%lld:%02lld", m, s);
  return buf;
}

}  // namespace gameai::common

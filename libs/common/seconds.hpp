#pragma once
// Seconds as people write them in time controls ("60", "0.5", ".25"), read into milliseconds:
// the one reader of the xiangqi clock's `--tc` text and of PGN's `TimeControl` tag.

#include <cctype>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gameai::common {

// Whole or decimal seconds (at most three decimals) in milliseconds; nullopt unless `part` is
// only that.
inline std::optional<std::int64_t> seconds_to_ms(std::string_view part) {
  if (part.empty() || part.size() > 12) return std::nullopt;
  const char* end = part.data() + part.size();
  std::int64_t whole = 0;
  const char* p = part.data();
  if (*p != '.') {
    const auto [q, ec] = std::from_chars(p, end, whole);
    if (ec != std::errc() || whole < 0) return std::nullopt;
    p = q;
  }
  std::int64_t ms = whole * 1000;
  if (p == end) return ms;
  if (*p != '.' || p + 1 == end || end - (p + 1) > 3) return std::nullopt;
  std::int64_t scale = 100;
  for (const char* c = p + 1; c < end; ++c, scale /= 10) {
    if (!std::isdigit(static_cast<unsigned char>(*c))) return std::nullopt;
    ms += (*c - '0') * scale;
  }
  return ms;
}

}  // namespace gameai::common

#include "xiangqi_ai/time_control.hpp"

#include <cctype>
#include <charconv>
#include <optional>

#include "common/seconds.hpp"

namespace gameai::xiangqi_ai {
namespace {

constexpr std::int64_t MAX_CLOCK_MS = 24LL * 3600 * 1000;

// Milliseconds as seconds with no more decimals than needed: 60000 -> "60", 500 -> "0.5".
std::string seconds_text(std::int64_t ms) {
  std::string text = std::to_string(ms / 1000);
  if (const std::int64_t frac = ms % 1000; frac != 0) {
    std::string digits = std::to_string(frac);
    digits.insert(0, 3 - digits.size(), '0');
    while (digits.back() == '0') digits.pop_back();
    text += "." + digits;
  }
  return text;
}

}  // namespace

TimeControl parse_clock(std::string_view text) {
  const std::string original(text);
  const auto fail = [&](const std::string& why) {
    return TimeControlError("time control '" + original + "': " + why +
                            " (write [MOVES/]BASE[+INCREMENT] in seconds, e.g. 60+0.5 or "
                            "40/60+0.6)");
  };
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text.empty()) throw fail("it is empty");
  TimeControl tc;
  if (const auto slash = text.find('/'); slash != std::string_view::npos) {
    const std::string_view moves = text.substr(0, slash);
    int n = 0;
    const auto [p, ec] = std::from_chars(moves.data(), moves.data() + moves.size(), n);
    if (moves.empty() || ec != std::errc() || p != moves.data() + moves.size() || n < 1 || n > 1000)
      throw fail("the moves per period must be a whole number 1..1000");
    tc.moves = n;
    text.remove_prefix(slash + 1);
  }
  const auto plus = text.find('+');
  const auto base = common::seconds_to_ms(text.substr(0, plus));
  if (!base) throw fail("the base time must be seconds, at most three decimals");
  if (*base <= 0) throw fail("the base time must be above 0");
  if (*base > MAX_CLOCK_MS) throw fail("the base time must be at most 24 hours (86400)");
  tc.base_ms = *base;
  if (plus != std::string_view::npos) {
    const auto increment = common::seconds_to_ms(text.substr(plus + 1));
    if (!increment) throw fail("the increment must be seconds, at most three decimals");
    if (*increment > MAX_CLOCK_MS) throw fail("the increment must be at most 24 hours");
    tc.increment_ms = *increment;
  }
  return tc;
}

std::string time_control_text(const TimeControl& tc) {
  if (!tc.clocked()) return std::to_string(tc.movetime_ms) + " ms/move";
  return pgn_time_control_tag(tc);
}

std::string pgn_time_control_tag(const TimeControl& tc) {
  if (!tc.clocked()) return {};
  std::string text;
  if (tc.moves > 0) text = std::to_string(tc.moves) + "/";
  text += seconds_text(tc.base_ms);
  // Appended in two steps: GCC 12 at -O3 warns of an overlapping copy in `"+" + std::string`.
  if (tc.increment_ms > 0) (text += '+') += seconds_text(tc.increment_ms);
  return text;
}

}  // namespace gameai::xiangqi_ai

#pragma once
// The time controls a front end offers for a game against the computer, the same on the desktop
// and on the page: minutes each and seconds added per move, named as players write them ("5+3").
// A front end may offer other clocks as well (the desktop's custom clock); these are the
// ready-made ones, in the order they are listed.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gameai::xiangqi_play {

struct ClockPreset {
  int minutes = 0;            // each side's base time
  int increment_seconds = 0;  // added after every move

  std::int64_t base_ms() const { return std::int64_t(minutes) * 60000; }
  std::int64_t increment_ms() const { return std::int64_t(increment_seconds) * 1000; }
  bool operator==(const ClockPreset&) const = default;
};

inline constexpr std::array<ClockPreset, 6> CLOCK_PRESETS{
    {{3, 2}, {5, 3}, {10, 0}, {15, 10}, {30, 0}, {30, 20}}};

// "5+3": minutes, then seconds a move.
std::string preset_name(const ClockPreset& preset);

// The preset named `name` ("5+3"); empty for any other text ("none", "5+4", "5 + 3").
std::optional<ClockPreset> find_preset(std::string_view name);

// The preset whose clock is `base_ms` each plus `increment_ms` a move; empty for another clock.
std::optional<ClockPreset> find_preset(std::int64_t base_ms, std::int64_t increment_ms);

}  // namespace gameai::xiangqi_play

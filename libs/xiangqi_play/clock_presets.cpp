#include "xiangqi_play/clock_presets.hpp"

namespace gameai::xiangqi_play {

std::string preset_name(const ClockPreset& preset) {
  return std::to_string(preset.minutes) + "+" + std::to_string(preset.increment_seconds);
}

std::optional<ClockPreset> find_preset(std::string_view name) {
  for (const ClockPreset& preset : CLOCK_PRESETS)
    if (preset_name(preset) == name) return preset;
  return std::nullopt;
}

std::optional<ClockPreset> find_preset(std::int64_t base_ms, std::int64_t increment_ms) {
  for (const ClockPreset& preset : CLOCK_PRESETS)
    if (preset.base_ms() == base_ms && preset.increment_ms() == increment_ms) return preset;
  return std::nullopt;
}

}  // namespace gameai::xiangqi_play

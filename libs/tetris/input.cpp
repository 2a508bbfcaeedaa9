#include "tetris/input.hpp"

namespace gameai::tetris {

namespace {
constexpr std::string_view INPUT_NAMES[INPUT_COUNT] = {"left", "right", "cw",   "ccw",
                                                       "soft", "hard",  "hold", "180"};
}  // namespace

std::string_view input_name(Input input) noexcept {
  return INPUT_NAMES[static_cast<std::size_t>(input)];
}

std::optional<Input> input_from_string(std::string_view s) noexcept {
  for (int i = 0; i < INPUT_COUNT; ++i) {
    if (INPUT_NAMES[i] == s) return static_cast<Input>(i);
  }
  return std::nullopt;
}

}  // namespace gameai::tetris

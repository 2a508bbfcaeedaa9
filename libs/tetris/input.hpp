#pragma once
// The keys a player (or a replayed path) presses to move the falling piece.

#include <cstdint>
#include <optional>
#include <string_view>

#include "tetris/fixed_list.hpp"

namespace gameai::tetris {

// SoftDrop moves the piece down one row (and scores a soft-drop point under the guideline);
// HardDrop drops it to rest and locks it; Hold swaps it with the held piece (guideline only);
// Rotate180 turns it half a turn with the SRS+ 180-degree kicks (guideline only, and only where
// the player's handling allows it). New keys go at the end: the values are stored.
enum class Input : std::uint8_t {
  Left,
  Right,
  RotateCw,
  RotateCcw,
  SoftDrop,
  HardDrop,
  Hold,
  Rotate180
};
constexpr int INPUT_COUNT = 8;

// "left", "right", "cw", "ccw", "soft", "hard", "hold", "180".
std::string_view input_name(Input input) noexcept;
std::optional<Input> input_from_string(std::string_view s) noexcept;

// A key sequence for one piece. A shortest path never revisits a (rotation, column, row)
// state, so 4 x 16 x 48 states bound its length; real paths are far shorter.
constexpr std::size_t MAX_PATH = 4 * 16 * 48;
using InputPath = FixedList<Input, MAX_PATH>;

}  // namespace gameai::tetris

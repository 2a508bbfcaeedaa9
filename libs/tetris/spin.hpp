#pragma once
// T-spin recognition by the guideline's three-corner rule.
//
// A T that locks with a rotation as its last successful move is a T-spin when at least three
// of the four cells diagonal to its centre are filled (walls and floor count as filled). It is
// a full T-spin when both corners on the side the T points to are filled, or when the rotation
// used the fifth kick test (the "TST" kick); otherwise it is a T-spin mini.

#include <cstdint>
#include <string_view>

#include "tetris/board.hpp"
#include "tetris/placement.hpp"

namespace gameai::tetris {

enum class Spin : std::uint8_t { None, Mini, Full };

std::string_view spin_name(Spin spin) noexcept;  // "none", "mini", "full"

// `board` is the board before the piece locks; `kick` is the kick test index of the last
// rotation (0..4). Returns Spin::None for pieces other than T or when the last move was not
// a rotation.
Spin detect_spin(const Board& board, const Placement& p, bool last_move_rotation,
                 int kick) noexcept;

}  // namespace gameai::tetris

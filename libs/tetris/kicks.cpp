#include "tetris/kicks.hpp"

namespace gameai::tetris {

namespace {

// Indexed by [from][clockwise ? 0 : 1]; the target is from + 1 or from - 1.
constexpr KickTests JLSTZ[4][2] = {
    // 0 -> R, 0 -> L
    {{{{0, 0}, {-1, 0}, {-1, 1}, {0, -2}, {-1, -2}}}, {{{0, 0}, {1, 0}, {1, 1}, {0, -2}, {1, -2}}}},
    // R -> 2, R -> 0
    {{{{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}}}, {{{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}}}},
    // 2 -> L, 2 -> R
    {{{{0, 0}, {1, 0}, {1, 1}, {0, -2}, {1, -2}}}, {{{0, 0}, {-1, 0}, {-1, 1}, {0, -2}, {-1, -2}}}},
    // L -> 0, L -> 2
    {{{{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}}},
     {{{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}}}},
};

constexpr KickTests I_KICKS[4][2] = {
    // 0 -> R, 0 -> L
    {{{{0, 0}, {-2, 0}, {1, 0}, {-2, -1}, {1, 2}}}, {{{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}}},
    // R -> 2, R -> 0
    {{{{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}}, {{{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}}},
    // 2 -> L, 2 -> R
    {{{{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}}, {{{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}}},
    // L -> 0, L -> 2
    {{{{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}}, {{{0, 0}, {-2, 0}, {1, 0}, {-2, -1}, {1, 2}}}},
};

constexpr KickTests NO_KICKS{};

// SRS+ half turns, indexed by the state turned from (0, R, 2, L); x right, y up.
constexpr Kick180Tests JLSTZ_180[4] = {
    {{{{0, 0}, {0, 1}, {1, 1}, {-1, 1}, {1, 0}, {-1, 0}}}, 6},     // 0 -> 2
    {{{{0, 0}, {1, 0}, {1, 2}, {1, 1}, {0, 2}, {0, 1}}}, 6},       // R -> L
    {{{{0, 0}, {0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}}}, 6},  // 2 -> 0
    {{{{0, 0}, {-1, 0}, {-1, 2}, {-1, 1}, {0, 2}, {0, 1}}}, 6},    // L -> R
};
constexpr Kick180Tests I_180[4] = {
    {{{{0, 0}, {0, 1}}}, 2},   // 0 -> 2
    {{{{0, 0}, {1, 0}}}, 2},   // R -> L
    {{{{0, 0}, {0, -1}}}, 2},  // 2 -> 0
    {{{{0, 0}, {-1, 0}}}, 2},  // L -> R
};
constexpr Kick180Tests NO_180_KICKS{{}, 1};

}  // namespace

const KickTests& srs_kicks(Piece piece, Rotation from, Rotation to) noexcept {
  const bool clockwise = to == rotate_cw(from);
  const auto f = static_cast<std::size_t>(from);
  const std::size_t d = clockwise ? 0 : 1;
  switch (piece) {
    case Piece::O:
      return NO_KICKS;
    case Piece::I:
      return I_KICKS[f][d];
    default:
      return JLSTZ[f][d];
  }
}

Placement rotated_in_box(const Placement& p, bool clockwise) noexcept {
  const Shape& from = p.cells_shape();
  const Rotation to_rotation = clockwise ? rotate_cw(p.rotation) : rotate_ccw(p.rotation);
  const Shape& to = shape(p.piece, to_rotation);
  return Placement{p.piece, to_rotation, static_cast<std::int8_t>(p.column - from.box_x + to.box_x),
                   static_cast<std::int8_t>(p.row - from.box_y + to.box_y)};
}

const Kick180Tests& srs_plus_180_kicks(Piece piece, Rotation from) noexcept {
  const auto f = static_cast<std::size_t>(from);
  switch (piece) {
    case Piece::O:
      return NO_180_KICKS;
    case Piece::I:
      return I_180[f];
    default:
      return JLSTZ_180[f];
  }
}

Placement rotated_180_in_box(const Placement& p) noexcept {
  return rotated_in_box(rotated_in_box(p, true), true);
}

std::optional<RotationResult> rotate_180(RuleSet rules, const Board& board,
                                         const Placement& p) noexcept {
  if (rules != RuleSet::Guideline) return std::nullopt;
  const Placement turned = rotated_180_in_box(p);
  const Kick180Tests& tests = srs_plus_180_kicks(p.piece, p.rotation);
  for (int i = 0; i < tests.count; ++i) {
    const Kick k = tests.tests[static_cast<std::size_t>(i)];
    Placement candidate = turned;
    candidate.column = static_cast<std::int8_t>(candidate.column + k.dx);
    candidate.row = static_cast<std::int8_t>(candidate.row + k.dy);
    if (board.fits(candidate)) return RotationResult{candidate, i};
  }
  return std::nullopt;
}

std::optional<RotationResult> rotate(RuleSet rules, const Board& board, const Placement& p,
                                     bool clockwise) noexcept {
  if (rules == RuleSet::Classic) return std::nullopt;
  const Placement turned = rotated_in_box(p, clockwise);
  if (rules == RuleSet::Standard) {
    if (piece_fits(rules, board, turned)) return RotationResult{turned, 0};
    return std::nullopt;
  }
  const KickTests& tests = srs_kicks(p.piece, p.rotation, turned.rotation);
  for (int i = 0; i < KICK_TESTS; ++i) {
    const Kick k = tests[static_cast<std::size_t>(i)];
    Placement candidate = turned;
    candidate.column = static_cast<std::int8_t>(candidate.column + k.dx);
    candidate.row = static_cast<std::int8_t>(candidate.row + k.dy);
    if (board.fits(candidate)) return RotationResult{candidate, i};
  }
  return std::nullopt;
}

}  // namespace gameai::tetris

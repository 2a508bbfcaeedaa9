#pragma once
// Static exchange evaluation: does a move win at least `threshold` centipawns of material once
// both sides have made every capture on its target square that pays for them, cheapest piece
// first? Pins and the flying-general rule are ignored, as in every chess engine's SEE; the
// answer guides move ordering and pruning, never legality.

#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {

// Exchange value of each piece type (the king's is never used: it may only take last).
inline constexpr int SEE_VALUE[xiangqi::PIECE_TYPE_NB] = {0, 0, 120, 120, 400, 920, 460, 60};

bool see_ge(const xiangqi::Position& pos, xiangqi::Move m, int threshold);

}  // namespace gameai::xiangqi_ai

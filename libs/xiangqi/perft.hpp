#pragma once
// Perft: the number of move sequences of a given length from a position, the standard check of a
// move generator against published counts (44, 1920, 79666, ... from the start position).
// The last ply is counted without making the moves ("bulk counting", count_legal), by the same
// generator that writes MoveList<LEGAL>.

#include <cstdint>
#include <vector>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {

std::uint64_t perft(Position& pos, int depth) noexcept;

struct PerftEntry {
  Move move;
  std::uint64_t nodes;
};

// Perft split by root move, in generation order ("divide"); the counts sum to perft(pos, depth).
std::vector<PerftEntry> perft_divide(Position& pos, int depth);

}  // namespace gameai::xiangqi

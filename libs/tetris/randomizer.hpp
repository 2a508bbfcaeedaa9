#pragma once
// Piece sequences, seeded and identical on every compiler and platform: both randomizers draw
// from common::Rng (xoshiro256** with our own range reduction), never from <random>'s
// distributions, whose output differs between standard libraries.
//
//  - uniform: each piece independently, 1/7 each (the research game's generator).
//  - bag7: the guideline's 7-bag; each run of seven pieces is a shuffled permutation of all
//    seven (Fisher-Yates, drawing j = below(i + 1) for i from 6 down to 1).

#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "common/rng.hpp"
#include "tetris/piece.hpp"

namespace gameai::tetris {

enum class RandomizerKind : std::uint8_t { Uniform, Bag7 };

std::string_view randomizer_name(RandomizerKind kind) noexcept;
// "uniform" or "bag7"; nullopt for anything else.
std::optional<RandomizerKind> randomizer_from_string(std::string_view name) noexcept;

class Randomizer {
 public:
  Randomizer(RandomizerKind kind, std::uint64_t seed) noexcept : kind_(kind), rng_(seed) {}

  Piece next() noexcept;
  RandomizerKind kind() const noexcept { return kind_; }
  // bag7: the pieces the current bag still holds, in the order they will come (empty when the
  // next piece starts a new bag); uniform: empty.
  std::span<const Piece> bag_left() const noexcept {
    return {bag_.data() + (PIECE_COUNT - bag_left_), static_cast<std::size_t>(bag_left_)};
  }

 private:
  RandomizerKind kind_;
  common::Rng rng_;
  std::array<Piece, PIECE_COUNT> bag_{};
  int bag_left_ = 0;
};

// The seed of the piece sequence of game `index` in a run of numbered games started with `seed`
// (`gameai tetris play --seed S` plays games 0, 1, ...): one rule, so that game 17 of seed 1
// deals the same pieces whichever program or thread plays or replays it.
constexpr std::uint64_t game_piece_seed(std::uint64_t seed, std::uint64_t index) noexcept {
  return common::Rng::for_stream(seed, index).next();
}

}  // namespace gameai::tetris

#include "tetris/randomizer.hpp"

#include <utility>

namespace gameai::tetris {

std::string_view randomizer_name(RandomizerKind kind) noexcept {
  return kind == RandomizerKind::Uniform ? "uniform" : "bag7";
}

std::optional<RandomizerKind> randomizer_from_string(std::string_view name) noexcept {
  if (name == "uniform") return RandomizerKind::Uniform;
  if (name == "bag7") return RandomizerKind::Bag7;
  return std::nullopt;
}

Piece Randomizer::next() noexcept {
  if (kind_ == RandomizerKind::Uniform) return ALL_PIECES[rng_.below(PIECE_COUNT)];
  if (bag_left_ == 0) {
    bag_ = ALL_PIECES;
    for (int i = PIECE_COUNT - 1; i > 0; --i) {
      const auto j = rng_.below(static_cast<std::uint32_t>(i + 1));
      std::swap(bag_[static_cast<std::size_t>(i)], bag_[j]);
    }
    bag_left_ = PIECE_COUNT;
  }
  // Deal from the front of the shuffled bag.
  return bag_[static_cast<std::size_t>(PIECE_COUNT - bag_left_--)];
}

}  // namespace gameai::tetris

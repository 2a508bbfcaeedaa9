#include "tetris_play/match.hpp"

#include <stdexcept>

#include "common/rng.hpp"

namespace gameai::tetris_play {

std::string Match::first_to_error(int first_to) {
  if (first_to >= 1 && first_to <= MATCH_MAX_FIRST_TO) return {};
  return "a match is won by 1 to " + std::to_string(MATCH_MAX_FIRST_TO) + " games, not " +
         std::to_string(first_to);
}

std::uint64_t Match::game_seed(std::uint64_t seed, int game_number) noexcept {
  if (game_number <= 1) return seed;
  common::SplitMix64 mix(seed ^ (static_cast<std::uint64_t>(game_number) * 0xD1B54A32D192ED03ULL));
  return mix.next();
}

Match::Match(int first_to, std::uint64_t seed) : first_to_(first_to), seed_(seed) {
  if (const std::string error = first_to_error(first_to); !error.empty())
    throw std::invalid_argument(error);
}

bool Match::win_game(int side) noexcept {
  if (game_winner_ >= 0 || winner_ >= 0) return false;
  side &= 1;
  game_winner_ = side;
  if (++score_[static_cast<std::size_t>(side)] >= first_to_) winner_ = side;
  return true;
}

bool Match::forfeit(int side) noexcept {
  if (winner_ >= 0) return false;
  side &= 1;
  if (game_winner_ < 0) {
    game_winner_ = 1 - side;
    ++score_[static_cast<std::size_t>(1 - side)];
  }
  forfeited_ = side;
  winner_ = 1 - side;
  return true;
}

bool Match::next_game() noexcept {
  if (!between_games()) return false;
  ++game_number_;
  game_winner_ = -1;
  return true;
}

}  // namespace gameai::tetris_play

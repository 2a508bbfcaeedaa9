#pragma once
// A versus match: game after game between the same two sides until one has won `first_to` of
// them. The match keeps the score, the number of the game being played and each game's seed
// (both boards of a game deal the same pieces; each game deals others, all of them following
// from the match's seed, so a match is replayed by its seed alone), and who won the match: the
// first side to `first_to` games, or the other side at once when one side forfeits (a bot that
// failed). It knows nothing of the boards: a front end plays each game on a tetris_play::Versus
// dealt on game_seed(), and tells the match who won it.

#include <array>
#include <cstdint>
#include <string>

namespace gameai::tetris_play {

inline constexpr int MATCH_MAX_FIRST_TO = 99;

class Match {
 public:
  // The reason `first_to` cannot make a match ("" when it can: 1 to MATCH_MAX_FIRST_TO).
  static std::string first_to_error(int first_to);
  // The seed of game `game_number` (from 1) of a match on `seed`: game 1 deals `seed` itself,
  // each later game a seed mixed from `seed` and its number.
  static std::uint64_t game_seed(std::uint64_t seed, int game_number) noexcept;

  // Throws std::invalid_argument with first_to_error's text for a bad `first_to`.
  Match(int first_to, std::uint64_t seed);

  int first_to() const noexcept { return first_to_; }
  std::uint64_t seed() const noexcept { return seed_; }
  // The game being played, or the last one played once it is over (from 1), and its seed.
  int game_number() const noexcept { return game_number_; }
  std::uint64_t game_seed() const noexcept { return game_seed(seed_, game_number_); }
  // Games won by side 0 (left) and side 1 (right).
  const std::array<int, 2>& score() const noexcept { return score_; }
  int score(int side) const noexcept { return score_[static_cast<std::size_t>(side & 1)]; }
  // -1 while the game goes on, else the side that won it.
  int game_winner() const noexcept { return game_winner_; }
  // -1 while the match goes on, else the side that won it.
  int winner() const noexcept { return winner_; }
  bool over() const noexcept { return winner_ >= 0; }
  // A game is over and the match is not: next_game() deals the next one.
  bool between_games() const noexcept { return game_winner_ >= 0 && winner_ < 0; }
  // The side that forfeited the match, or -1.
  int forfeited() const noexcept { return forfeited_; }

  // The game being played was won by `side`: its score goes up, and the match is decided when
  // that is its `first_to`th game. False (nothing counted) when no game is being played.
  bool win_game(int side) noexcept;
  // `side` gives the match up: the game being played goes to the other side, and so does the
  // match at once, whatever the score. False when the match was already decided.
  bool forfeit(int side) noexcept;
  // The next game, once a game is over and the match is not. False otherwise.
  bool next_game() noexcept;

 private:
  int first_to_;
  std::uint64_t seed_;
  int game_number_ = 1;
  std::array<int, 2> score_{};
  int game_winner_ = -1;
  int winner_ = -1;
  int forfeited_ = -1;
};

}  // namespace gameai::tetris_play

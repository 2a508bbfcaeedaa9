// A versus match worked by hand: first to N games, forfeits, and each game's seed.
#include "tetris_play/match.hpp"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

namespace {

using gameai::tetris_play::Match;

// Plays the games listed (each the side that won it) on `match`, dealing the next after each.
void play_games(Match& match, std::initializer_list<int> winners) {
  for (const int side : winners) {
    if (match.between_games()) {
      ASSERT_TRUE(match.next_game());
    }
    ASSERT_TRUE(match.win_game(side));
  }
}

TEST(Match, FirstToThreeEndsAtThreeTwoAndNotAtTwoTwo) {
  Match match(3, 11);
  EXPECT_EQ(match.game_number(), 1);
  EXPECT_EQ(match.winner(), -1);
  play_games(match, {0, 1, 1, 0});  // 2 - 2 after four games
  EXPECT_EQ(match.score(), (std::array<int, 2>{2, 2}));
  EXPECT_EQ(match.game_number(), 4);
  EXPECT_EQ(match.game_winner(), 0);
  EXPECT_FALSE(match.over());
  EXPECT_TRUE(match.between_games());
  play_games(match, {1});  // 2 - 3: the right side has its third game
  EXPECT_EQ(match.score(), (std::array<int, 2>{2, 3}));
  EXPECT_EQ(match.game_number(), 5);
  EXPECT_EQ(match.winner(), 1);
  EXPECT_TRUE(match.over());
  EXPECT_FALSE(match.between_games());
  EXPECT_EQ(match.forfeited(), -1);
  // A decided match deals no game and counts no win.
  EXPECT_FALSE(match.next_game());
  EXPECT_FALSE(match.win_game(0));
  EXPECT_FALSE(match.forfeit(1));
  EXPECT_EQ(match.score(), (std::array<int, 2>{2, 3}));
  EXPECT_EQ(match.game_number(), 5);
}

TEST(Match, AGameIsCountedOnceAndTheNextIsDealtOnlyAfterIt) {
  Match match(2, 5);
  EXPECT_FALSE(match.next_game());  // game 1 is still being played
  EXPECT_TRUE(match.win_game(1));
  EXPECT_FALSE(match.win_game(1));  // the same game again
  EXPECT_FALSE(match.win_game(0));
  EXPECT_EQ(match.score(), (std::array<int, 2>{0, 1}));
  EXPECT_TRUE(match.next_game());
  EXPECT_FALSE(match.next_game());
  EXPECT_EQ(match.game_number(), 2);
  EXPECT_EQ(match.game_winner(), -1);
}

TEST(Match, FirstToOneIsASingleGame) {
  Match match(1, 5);
  EXPECT_TRUE(match.win_game(0));
  EXPECT_EQ(match.winner(), 0);
  EXPECT_FALSE(match.between_games());
}

TEST(Match, AForfeitGivesTheGameAndTheMatchToTheOtherSide) {
  // First to 3 at 2 - 1 for the left side; the left side's bot fails in game 4.
  Match match(3, 9);
  play_games(match, {0, 1, 0});
  ASSERT_TRUE(match.next_game());
  EXPECT_TRUE(match.forfeit(0));
  EXPECT_EQ(match.score(), (std::array<int, 2>{2, 2}));  // game 4 went to the right side
  EXPECT_EQ(match.game_winner(), 1);
  EXPECT_EQ(match.winner(), 1);  // and the match with it, though 2 - 2 decides nothing
  EXPECT_EQ(match.forfeited(), 0);
  EXPECT_FALSE(match.next_game());
  EXPECT_FALSE(match.forfeit(1));

  // Between games, a forfeit decides the match and leaves the score as it was.
  Match between(3, 9);
  play_games(between, {1});
  EXPECT_TRUE(between.forfeit(1));
  EXPECT_EQ(between.score(), (std::array<int, 2>{0, 1}));
  EXPECT_EQ(between.winner(), 0);
  EXPECT_EQ(between.forfeited(), 1);
}

TEST(Match, EachGameHasItsOwnSeedAndTheSameMatchSeedGivesTheSameSeeds) {
  Match match(99, 42);
  EXPECT_EQ(match.seed(), 42u);
  EXPECT_EQ(match.game_seed(), 42u);  // game 1 deals the match's own seed
  std::set<std::uint64_t> seen;
  for (int game = 1; game <= 50; ++game) {
    if (game > 1) {
      ASSERT_TRUE(match.next_game());
    }
    EXPECT_EQ(match.game_number(), game);
    EXPECT_EQ(match.game_seed(), Match::game_seed(42, game));
    seen.insert(match.game_seed());
    ASSERT_TRUE(match.win_game(game & 1));
  }
  EXPECT_EQ(seen.size(), 50u);
  // Another match on the same seed deals the same games; on the next seed, others (not the
  // first one's shifted by a game, as seed + game would).
  Match again(3, 42);
  EXPECT_EQ(again.game_seed(), Match::game_seed(42, 1));
  play_games(again, {0});
  ASSERT_TRUE(again.next_game());
  EXPECT_EQ(again.game_seed(), Match::game_seed(42, 2));
  EXPECT_NE(Match::game_seed(43, 1), Match::game_seed(42, 2));
  EXPECT_NE(Match::game_seed(43, 2), Match::game_seed(42, 2));
  EXPECT_NE(Match::game_seed(43, 2), Match::game_seed(42, 3));
}

TEST(Match, FirstToOutOfRangeIsRefusedWithItsReason) {
  EXPECT_EQ(Match::first_to_error(1), "");
  EXPECT_EQ(Match::first_to_error(99), "");
  EXPECT_EQ(Match::first_to_error(0), "a match is won by 1 to 99 games, not 0");
  EXPECT_EQ(Match::first_to_error(100), "a match is won by 1 to 99 games, not 100");
  EXPECT_EQ(Match::first_to_error(-3), "a match is won by 1 to 99 games, not -3");
  EXPECT_THROW(Match(0, 1), std::invalid_argument);
  EXPECT_THROW(Match(100, 1), std::invalid_argument);
}

}  // namespace

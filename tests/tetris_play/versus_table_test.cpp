// The web page's versus match on a fake clock: you against the AI game after game, first to N,
// each game on its own seed's pieces (the match's) and waiting for your first key; bad settings
// refused.
#include "tetris_versus_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using gameai::web::VersusSettings;
using gameai::web::VersusTable;
namespace play = gameai::tetris_play;

VersusSettings settings(int first_to) {
  VersusSettings s;
  s.ai = "eltetris";
  s.first_to = first_to;
  s.seed = 7;
  s.speed = play::SPEED_FLAT_OUT;
  return s;
}

// Hard drops every frame until the game is won (you top out fast); returns the time.
double lose_a_game(VersusTable& table, double t) {
  for (int frames = 0; table.game().winner() < 0 && frames < 100000; ++frames, t += 16) {
    table.press("hard", t);
    table.release("hard", t);
    table.advance(t);
  }
  return t;
}

TEST(VersusTable, SettingsOutOfRangeAreRefusedWithTheirReason) {
  EXPECT_EQ(gameai::web::versus_settings_error(settings(3)), "");
  VersusSettings s = settings(3);
  s.ai = "nobody";
  EXPECT_NE(gameai::web::versus_settings_error(s).find("unknown AI 'nobody'"), std::string::npos);
  s = settings(0);
  EXPECT_EQ(gameai::web::versus_settings_error(s), "a match is won by 1 to 99 games, not 0");
  s = settings(3);
  s.think_ms = 0;
  EXPECT_EQ(gameai::web::versus_settings_error(s), "the think time must be 1 to 1000 ms, not 0");
  s = settings(3);
  s.speed = play::SPEED_COUNT;
  EXPECT_NE(gameai::web::versus_settings_error(s), "");
  s = settings(3);
  s.ai = "";  // the guideline rules' default AI
  EXPECT_EQ(gameai::web::versus_settings_error(s), "");
}

TEST(VersusTable, GamesFollowOnTheirOwnSeedsUntilOneSideHasWonTheMatch) {
  VersusTable table(settings(2));
  // Nothing moves before your first key.
  for (double t = 0; t < 2000; t += 16) table.advance(t);
  EXPECT_FALSE(table.game().started());
  EXPECT_EQ(table.game().side(1).game().pieces(), 0);

  double t = lose_a_game(table, 2000);
  ASSERT_EQ(table.game().winner(), 1);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 1}));
  EXPECT_TRUE(table.between_games());
  EXPECT_EQ(table.match_winner(), -1);
  EXPECT_GT(table.game().side(1).game().pieces(), 0);
  // The finished game stays until the next is dealt; counted once however long it is shown.
  const double next = table.next_game_at();
  EXPECT_EQ(next, t - 16 + gameai::web::VERSUS_NEXT_GAME_MS);
  for (; t < next; t += 16) table.advance(t);
  EXPECT_EQ(table.game_index(), 0);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 1}));
  table.advance(next);
  EXPECT_EQ(table.game_index(), 1);
  EXPECT_EQ(table.game().winner(), -1);
  EXPECT_FALSE(table.game().started());
  EXPECT_EQ(table.sent(), (std::array<std::int64_t, 2>{0, 0}));
  // The second game deals the match's second seed: the same pieces as a lone versus game on it.
  EXPECT_EQ(table.match().game_number(), 2);
  EXPECT_EQ(table.match().game_seed(), play::Match::game_seed(7, 2));
  play::Versus alone(play::Settings{}, play::Settings{}, play::Match::game_seed(7, 2), true);
  EXPECT_EQ(table.game().side(0).game().current(), alone.side(0).game().current());
  const auto preview = table.game().side(0).game().preview();
  const auto alone_preview = alone.side(0).game().preview();
  EXPECT_TRUE(
      std::equal(preview.begin(), preview.end(), alone_preview.begin(), alone_preview.end()));

  t = lose_a_game(table, next + 16);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 2}));
  EXPECT_EQ(table.match_winner(), 1);
  EXPECT_FALSE(table.between_games());
  // The match is over: no game is dealt after it.
  for (double end = t + 5000; t < end; t += 16) table.advance(t);
  EXPECT_EQ(table.game_index(), 1);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 2}));
}

TEST(VersusTable, TheOpponentsSpeedAppliesToTheRunningGame) {
  VersusTable table(settings(1));
  table.set_speed(0);
  EXPECT_EQ(table.game().side(1).speed(), 0);
  table.set_speed(99);
  EXPECT_EQ(table.game().side(1).speed(), play::SPEED_COUNT - 1);
}

}  // namespace

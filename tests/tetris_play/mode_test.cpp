// The modes of play on a fake clock: a sprint played key by key ends on the lock that reaches 40
// lines with the time the keys were pressed at, ultra ends at 120 000 ms of play, dig when the
// cheese is gone, zen never tops out, marathon at 150 lines; the countdown holds every key back;
// a run counts for a personal best only when a person played it alone.
#include <gtest/gtest.h>

#include <vector>

#include <nlohmann/json.hpp>

#include "tap.hpp"
#include "tetris/attack.hpp"
#include "tetris_ai/bot_eval.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"

namespace {

using gameai::tetris::Input;
namespace play = gameai::tetris_play;
namespace tetris = gameai::tetris;

play::Settings mode_settings(play::Mode mode, std::uint64_t seed = 11) {
  play::Settings s;
  s.seed = seed;
  s.evaluator = "eltetris";  // decides in well under a millisecond
  s.mode = mode;
  return s;
}

using gameai::tetris_play::testing::tap;

// A person plays the pieces the AI would choose, one key every KEY_MS, until the run is over or
// `max_pieces` are down. Returns the keys the session took; `t` is the time of the last key.
constexpr double KEY_MS = 10;
std::int64_t play_by_keys(play::Session& s, double& t, std::int64_t max_pieces) {
  std::int64_t keys = 0;
  while (!s.over() && s.game().pieces() < max_pieces) {
    gameai::tetris_ai::Player ai = s.player();
    tetris::Game game = s.game();
    const auto choice = ai.choose(game);
    if (!choice) break;
    std::vector<Input> path = play::watchable_path(choice->path);
    if (choice->hold && (path.empty() || path.front() != Input::Hold))
      path.insert(path.begin(), Input::Hold);
    const std::int64_t pieces = s.game().pieces();
    for (Input key : path) {
      t += KEY_MS;
      keys += tap(s, key, t) ? 1 : 0;
      if (s.game().pieces() != pieces) break;
    }
  }
  return keys;
}

TEST(Mode, NamesRoundTrip) {
  for (play::Mode mode : play::MODES) EXPECT_EQ(play::mode_from_name(play::mode_name(mode)), mode);
  EXPECT_FALSE(play::mode_from_name("sprint40").has_value());
  EXPECT_EQ(play::best_by(play::Mode::Sprint), play::BestBy::LeastTime);
  EXPECT_EQ(play::best_by(play::Mode::Dig), play::BestBy::LeastTime);
  EXPECT_EQ(play::best_by(play::Mode::Ultra), play::BestBy::MostScore);
  EXPECT_EQ(play::best_by(play::Mode::Marathon), play::BestBy::MostScore);
  EXPECT_EQ(play::best_by(play::Mode::Zen), play::BestBy::None);
}

// Worked by hand: 100 pieces with 250 keys in 50 s are 2 pieces a second and 2.5 keys a piece.
TEST(Mode, PiecesPerSecondAndKeysPerPiece) {
  play::RunResult r;
  r.pieces = 100;
  r.keys = 250;
  r.time_ms = 50000;
  EXPECT_DOUBLE_EQ(r.pps(), 2.0);
  EXPECT_DOUBLE_EQ(r.kpp(), 2.5);
  r.time_ms = 0;
  r.pieces = 0;
  EXPECT_EQ(r.pps(), 0.0);
  EXPECT_EQ(r.kpp(), 0.0);
  play::RunResult slower = r, faster = r;
  slower.mode = faster.mode = play::Mode::Sprint;
  slower.time_ms = 60000;
  faster.time_ms = 59999;
  EXPECT_TRUE(play::better_run(faster, slower));
  EXPECT_FALSE(play::better_run(slower, faster));
}

TEST(Mode, TheCountdownHoldsEveryKeyBackUntilItEnds) {
  play::Settings settings = mode_settings(play::Mode::Sprint);
  settings.wait_for_start = true;
  settings.countdown_ms = play::COUNTDOWN_MS;
  play::Session s(settings);
  s.advance(0);
  s.advance(5000);  // waiting for the first key: no countdown yet
  EXPECT_TRUE(s.waiting());
  EXPECT_FALSE(s.counting_down());
  // The first key starts the countdown and is not played.
  EXPECT_FALSE(tap(s, Input::Left, 6000));
  EXPECT_TRUE(s.counting_down());
  const auto column = s.game().falling()->column;
  EXPECT_EQ(s.picture().countdown, 3);
  s.advance(6999);
  EXPECT_EQ(s.picture().countdown, 3);
  s.advance(7000);
  EXPECT_EQ(s.picture().countdown, 2);
  EXPECT_FALSE(tap(s, Input::HardDrop, 7500));
  EXPECT_FALSE(tap(s, Input::Right, 8500));
  EXPECT_EQ(s.picture().countdown, 1);
  // Nor does the AI move, nor is it asked.
  s.set_ai(true, 8600);
  EXPECT_FALSE(s.decision_request().has_value());
  s.set_ai(false, 8700);
  s.advance(8999);
  EXPECT_TRUE(s.counting_down());
  EXPECT_EQ(s.game().pieces(), 0);
  EXPECT_EQ(s.game().falling()->column, column);
  EXPECT_EQ(s.active_ms(8999), 0);
  // Go: the pieces fall and the keys play from 9000 ms.
  s.advance(9000);
  EXPECT_FALSE(s.counting_down());
  EXPECT_FALSE(s.waiting());
  EXPECT_EQ(s.picture().countdown, 0);
  EXPECT_TRUE(s.picture().go);
  EXPECT_TRUE(tap(s, Input::HardDrop, 9100));
  EXPECT_EQ(s.game().pieces(), 1);
  EXPECT_EQ(s.active_ms(9100), 100);
  s.advance(9000 + play::GO_SHOWN_MS);
  EXPECT_FALSE(s.picture().go);
  // The AI was switched on during the countdown: the run does not count.
  EXPECT_FALSE(s.result(9100).counts);
}

TEST(Mode, APauseDuringTheCountdownStopsIt) {
  play::Settings settings = mode_settings(play::Mode::Sprint);
  settings.countdown_ms = play::COUNTDOWN_MS;
  play::Session s(settings);
  s.advance(1000);  // the countdown starts with the clock
  EXPECT_TRUE(s.counting_down());
  s.set_paused(true, 2000);
  s.advance(10000);
  s.set_paused(false, 10000);
  s.advance(11999);
  EXPECT_TRUE(s.counting_down());
  s.advance(12000);
  EXPECT_FALSE(s.counting_down());
}

// A person's sprint, key by key on a fixed seed: it ends on the lock that reaches 40 lines, and
// its time is the time of that lock's key less the countdown.
TEST(Mode, ASprintEndsOnTheLockThatReachesFortyLines) {
  play::Settings settings = mode_settings(play::Mode::Sprint);
  settings.countdown_ms = play::COUNTDOWN_MS;
  play::Session s(settings);
  s.advance(0);
  double t = play::COUNTDOWN_MS - KEY_MS;  // the first key at 3000 ms, as the countdown ends
  std::int64_t lines_before_last = 0;
  std::int64_t keys = 0;
  while (!s.over()) {
    lines_before_last = s.game().lines();
    keys += play_by_keys(s, t, s.game().pieces() + 1);
  }
  ASSERT_TRUE(s.finished());
  EXPECT_FALSE(s.game().game_over());
  EXPECT_LT(lines_before_last, play::SPRINT_LINES);
  EXPECT_GE(s.game().lines(), play::SPRINT_LINES);
  EXPECT_EQ(s.left(), 0);
  const play::RunResult r = s.result(t + 5000);
  EXPECT_EQ(r.end, play::RunEnd::Finished);
  EXPECT_EQ(r.mode, play::Mode::Sprint);
  EXPECT_EQ(r.lines, s.game().lines());
  EXPECT_EQ(r.pieces, s.game().pieces());
  EXPECT_EQ(r.keys, keys);
  // Every key came KEY_MS after the one before, the first at the countdown's end.
  EXPECT_DOUBLE_EQ(r.time_ms, t - play::COUNTDOWN_MS);
  EXPECT_DOUBLE_EQ(r.time_ms, static_cast<double>(keys - 1) * KEY_MS);
  EXPECT_DOUBLE_EQ(r.pps(), static_cast<double>(r.pieces) * 1000.0 / r.time_ms);
  EXPECT_DOUBLE_EQ(r.kpp(), static_cast<double>(keys) / static_cast<double>(r.pieces));
  EXPECT_TRUE(r.counts);
  // Seed 11 as eltetris plays it, one key every 10 ms (the figures change only with the rules
  // or the AI).
  EXPECT_EQ(r.lines, 40);
  EXPECT_EQ(r.pieces, 102);
  EXPECT_EQ(r.keys, 887);
  EXPECT_DOUBLE_EQ(r.time_ms, 8860);    // 886 gaps of 10 ms after the first key
  EXPECT_NEAR(r.pps(), 11.5124, 1e-4);  // 102 / 8.860 s
  EXPECT_NEAR(r.kpp(), 8.6961, 1e-4);   // 887 / 102
  // Over: no key plays, and the time stands.
  EXPECT_FALSE(tap(s, Input::HardDrop, t + 100));
  EXPECT_EQ(s.game().pieces(), r.pieces);
  EXPECT_DOUBLE_EQ(s.result(t + 60000).time_ms, r.time_ms);
}

TEST(Mode, AnUltraEndsAfterTwoMinutesOfPlayPausesLeftOut) {
  play::Session s(mode_settings(play::Mode::Ultra));
  s.advance(0);
  EXPECT_DOUBLE_EQ(s.time_left_ms(0), play::ULTRA_MS);
  // Every 4 s a piece is played by keys; the others fall by themselves.
  const auto play_until = [&s](double from, double to) {
    for (double t = from; t < to; t += 100) {
      s.advance(t);
      if (static_cast<std::int64_t>(t) % 4000 == 0) {
        double keys_at = t;
        play_by_keys(s, keys_at, s.game().pieces() + 1);
      }
    }
  };
  play_until(0, 50000);
  s.set_paused(true, 50000);
  s.advance(60000);
  s.set_paused(false, 60000);
  EXPECT_DOUBLE_EQ(s.time_left_ms(60000), 70000);
  play_until(60000, 129900);
  s.advance(129999);
  EXPECT_FALSE(s.over());
  EXPECT_GT(s.game().pieces(), 0);  // gravity locked the untouched pieces
  // The clock jumps past the end: the end is at 120 000 ms of play all the same.
  s.advance(131000);
  ASSERT_TRUE(s.over());
  EXPECT_TRUE(s.finished());
  const play::RunResult r = s.result(131000);
  EXPECT_EQ(r.end, play::RunEnd::Finished);
  EXPECT_DOUBLE_EQ(r.time_ms, play::ULTRA_MS);
  EXPECT_DOUBLE_EQ(s.time_left_ms(200000), 0);
  EXPECT_TRUE(r.counts);
  EXPECT_FALSE(tap(s, Input::HardDrop, 131001));
}

TEST(Mode, ADigDealsTheCheeseOfGameaiTetrisDigAndEndsWhenItIsGone) {
  play::Session s(mode_settings(play::Mode::Dig, 5));
  EXPECT_EQ(s.left(), play::DIG_ROWS);
  // The rows as the dig deals them from the seed: the first added ends on top.
  tetris::GarbageHoles holes = tetris::cheese_holes(10, 5);
  for (int i = 0; i < play::DIG_ROWS; ++i) {
    const int y = play::DIG_ROWS - 1 - i;
    const int hole = holes.next();
    for (int x = 0; x < 10; ++x) EXPECT_EQ(s.game().board().filled(x, y), x != hole) << x << y;
  }
  EXPECT_TRUE(s.game().board().row(play::DIG_ROWS) == 0);
  for (int i = 0; i < 1000 && !s.over(); ++i) s.play_ai();
  ASSERT_TRUE(s.finished());
  EXPECT_EQ(s.left(), 0);
  const play::RunResult r = s.result(0);
  EXPECT_EQ(r.garbage_left, 0);
  EXPECT_EQ(r.end, play::RunEnd::Finished);
  EXPECT_FALSE(r.counts);  // the AI played it
  // The cheese went with the last clear, and nothing is left but what was played above it.
  for (int y = 0; y < tetris::Board::STORED_ROWS; ++y)
    for (int x = 0; x < 10; ++x) EXPECT_NE(s.colors().at(x, y), play::GARBAGE_KIND);
}

// The bot digs with its dig weights, as `gameai tetris dig` measures it; a weights file the player
// chose, another AI, or another mode keeps its own.
TEST(Mode, TheBotDigsWithItsDigWeights) {
  play::Settings s;
  s.rules = tetris::RuleSet::Guideline;
  s.evaluator = std::string(gameai::tetris_ai::BOT_NAME);
  s.mode = play::Mode::Dig;
  const gameai::tetris_ai::PlayerSettings dig = play::player_settings(s);
  ASSERT_FALSE(dig.weights.empty());
  gameai::tetris_ai::BotWeights read;
  gameai::tetris_ai::from_json(nlohmann::json::parse(dig.weights), read);
  EXPECT_EQ(read, gameai::tetris_ai::dig_weights());
  EXPECT_NE(read, gameai::tetris_ai::BotWeights{});
  EXPECT_TRUE(play::plays_dig_weights(s));  // what the front ends name
  s.mode = play::Mode::Sprint;
  EXPECT_TRUE(play::player_settings(s).weights.empty());
  EXPECT_FALSE(play::plays_dig_weights(s));
  s.mode = play::Mode::Dig;
  s.weights_json = R"({"holes": -100})";
  EXPECT_EQ(play::player_settings(s).weights, s.weights_json);
  EXPECT_FALSE(play::plays_dig_weights(s));
  s.weights_json.clear();
  s.evaluator = "eltetris";
  EXPECT_TRUE(play::player_settings(s).weights.empty());
  EXPECT_FALSE(play::plays_dig_weights(s));
}

TEST(Mode, ZenNeverTopsOut) {
  play::Session endless(mode_settings(play::Mode::Endless));
  play::Session zen(mode_settings(play::Mode::Zen));
  double t = 0;
  int cleared = 0;
  int highest = 0;
  for (int i = 0; i < 300; ++i) {
    t += 50;
    tap(endless, Input::HardDrop, t);
    const int before = zen.game().board().max_height();
    highest = std::max(highest, before);
    EXPECT_TRUE(tap(zen, Input::HardDrop, t)) << i;
    if (zen.game().board().max_height() < before) ++cleared;
  }
  EXPECT_TRUE(endless.over());  // the same drops top out a game that is not zen
  EXPECT_FALSE(zen.over());
  EXPECT_EQ(zen.game().pieces(), 300);
  EXPECT_GT(cleared, 0);
  EXPECT_GE(highest, 18);
  EXPECT_EQ(zen.result(t).end, play::RunEnd::Playing);
  EXPECT_FALSE(zen.result(t).counts);
}

TEST(Mode, AMarathonEndsAtTheEndOfLevelFifteen) {
  play::Session marathon(mode_settings(play::Mode::Marathon));
  for (int i = 0; i < 2000 && !marathon.over(); ++i) marathon.play_ai();
  ASSERT_TRUE(marathon.finished());
  EXPECT_GE(marathon.game().lines(), play::MARATHON_LINES);
  EXPECT_LT(marathon.game().lines(), play::MARATHON_LINES + 4);
  EXPECT_EQ(marathon.game().level(), 16);   // the game's own count after its 150th line
  EXPECT_EQ(marathon.result(0).level, 15);  // the run's: the last level it played
  play::Session endless(mode_settings(play::Mode::Endless));
  endless.play_ai_until(marathon.game().pieces() + 50);
  EXPECT_FALSE(endless.over());
}

TEST(Mode, OnlyARunPlayedAloneCounts) {
  const auto sprint = [](auto&& help) {
    play::Session s(mode_settings(play::Mode::Sprint));
    s.advance(0);
    help(s);
    double t = 0;
    play_by_keys(s, t, 1000);
    return s.result(t);
  };
  const play::RunResult alone = sprint([](play::Session&) {});
  ASSERT_EQ(alone.end, play::RunEnd::Finished);
  EXPECT_TRUE(alone.counts);
  EXPECT_FALSE(sprint([](play::Session& s) { s.set_hint_shown(true); }).counts);
  EXPECT_FALSE(sprint([](play::Session& s) {
                 s.set_ai(true, 0);
                 s.set_ai(false, 0);
               }).counts);
  EXPECT_FALSE(sprint([](play::Session& s) { s.set_board(tetris::Board(10, 20), 0); }).counts);
  // A sprint that topped out does not count.
  play::Session s(mode_settings(play::Mode::Sprint));
  for (double t = 1; !s.over(); ++t) tap(s, Input::HardDrop, t);
  EXPECT_EQ(s.result(1e6).end, play::RunEnd::ToppedOut);
  EXPECT_FALSE(s.result(1e6).counts);
}

}  // namespace

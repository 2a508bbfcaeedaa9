// The session on a fake clock, as a person plays it: gravity, the guideline's lock delay counted
// from landing with at most fifteen resets, DAS/ARR and the soft-drop factor, pause, hold, the
// first key starting a game, and classic played by hand.
#include "tetris_play/session.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tap.hpp"

namespace {

using gameai::tetris::Board;
using gameai::tetris::Input;
using gameai::tetris::RuleSet;
namespace play = gameai::tetris_play;

play::Settings guideline(std::uint64_t seed = 7) {
  play::Settings s;
  s.seed = seed;
  s.evaluator = "eltetris";  // decides in well under a millisecond
  return s;
}

// The rows the falling piece still has to fall before it rests.
int rows_to_fall(const play::Session& s) {
  return s.game().falling()->row - s.game().ghost()->row;
}

using gameai::tetris_play::testing::tap;

// Advances the clock in `step` ms from `from` to `to` (both included).
void run(play::Session& s, double from, double to, double step = 1) {
  for (double t = from; t < to; t += step) s.advance(t);
  s.advance(to);
}

TEST(Session, AnUntouchedPieceLocksHalfASecondAfterItLands) {
  play::Session s(guideline());
  s.advance(0);
  ASSERT_EQ(s.game().level(), 1);
  const int rows = rows_to_fall(s);
  ASSERT_GT(rows, 10);
  // Level 1: a row a second; the piece lands with its last row and locks 500 ms later.
  const double landed = rows * 1000.0;
  run(s, 0, landed - 1, 10);
  EXPECT_EQ(rows_to_fall(s), 1);
  s.advance(landed);
  EXPECT_EQ(rows_to_fall(s), 0);
  run(s, landed, landed + 499, 7);
  EXPECT_EQ(s.game().pieces(), 0);
  s.advance(landed + 500);
  EXPECT_EQ(s.game().pieces(), 1);
  const auto samples = s.take_samples();
  ASSERT_EQ(samples.size(), 1u);
  EXPECT_FALSE(samples[0].by_ai);
}

// At level 20 gravity is 20G: a piece lands within a frame, and then waits the lock delay. The
// front ends used to count the delay from the last key, so untouched pieces locked as fast as
// they fell (11 a second).
TEST(Session, AtLevelTwentyUntouchedPiecesStillWaitTheLockDelay) {
  play::Session s(guideline(3));
  s.advance(0);
  while (s.game().lines() < 190) ASSERT_TRUE(s.play_ai());
  ASSERT_EQ(s.game().level(), 20);
  s.set_board(Board(10, 20), 0);  // room for the pieces to come
  std::vector<double> locks;
  for (double t = 0; t <= 3000; t += 1) {
    const auto before = s.game().pieces();
    s.advance(t);
    if (s.game().pieces() != before) locks.push_back(t);
  }
  ASSERT_GE(locks.size(), 4u);
  EXPECT_LE(locks.size(), 6u) << "a piece locks at most every half second";
  for (std::size_t i = 1; i < locks.size(); ++i) {
    EXPECT_GE(locks[i] - locks[i - 1], play::LOCK_DELAY_MS);
    EXPECT_LE(locks[i] - locks[i - 1], play::LOCK_DELAY_MS + 20);  // 20G: it lands at once
  }
}

// Forty shifts on the floor, one every 100 ms: the first fifteen restart the delay, then it runs
// out, 500 ms after the fifteenth (it used to keep the piece alive for as long as keys came).
TEST(Session, AtMostFifteenMovesRestartTheLockDelay) {
  play::Settings settings = guideline();
  settings.handling.soft_drop_factor = play::SOFT_DROP_INSTANT;
  play::Session s(settings);
  tap(s, Input::SoftDrop, 0);  // lands at once
  ASSERT_EQ(rows_to_fall(s), 0);
  ASSERT_EQ(s.game().pieces(), 0);
  double lockedAt = -1;
  for (int i = 1; i <= 40 && lockedAt < 0; ++i) {
    const double t = i * 100.0;
    for (double u = t - 99; u < t; u += 11) {
      s.advance(u);
      if (s.game().pieces() == 1 && lockedAt < 0) lockedAt = u;
    }
    s.advance(t);
    if (s.game().pieces() == 1) {
      lockedAt = t;
      break;
    }
    tap(s, i % 2 ? Input::Left : Input::Right, t);
  }
  EXPECT_EQ(lockedAt, 15 * 100.0 + play::LOCK_DELAY_MS);
}

// Reaching a new lowest row gives the resets back: a piece that used them up on a ledge and then
// steps off it to the floor may be moved fifteen times again.
TEST(Session, ANewLowestRowGivesTheResetsBack) {
  play::Settings settings = guideline();
  settings.handling.soft_drop_factor = play::SOFT_DROP_INSTANT;
  play::Session s(settings);
  Board ledge(10, 20);
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 3; ++x) ledge.set(x, y, true);
  s.set_board(ledge, 0);
  double t = 0;
  for (int i = 0; i < 6; ++i) tap(s, Input::Left, t);  // to the wall, over the ledge
  tap(s, Input::SoftDrop, t);
  ASSERT_EQ(rows_to_fall(s), 0);
  const int onLedge = s.game().falling()->row;
  ASSERT_GE(onLedge, 4);
  for (int i = 0; i < 15; ++i) tap(s, i % 2 ? Input::Left : Input::Right, t += 100);
  ASSERT_EQ(s.game().falling()->row, onLedge);
  // Resets used up: off the ledge and down to the floor, all within the delay left.
  t += 50;
  for (int i = 0; i < 10 && rows_to_fall(s) == 0; ++i) tap(s, Input::Right, t);
  tap(s, Input::SoftDrop, t);
  ASSERT_LT(s.game().falling()->row, onLedge);
  ASSERT_EQ(s.game().pieces(), 0);
  const double floor = t;
  for (int i = 0; i < 12; ++i)
    tap(s, i % 2 ? Input::Left : Input::Right, t = floor + 100 * (i + 1));
  s.advance(t + play::LOCK_DELAY_MS - 1);
  EXPECT_EQ(s.game().pieces(), 0) << "twelve more moves each restarted the delay";
  s.advance(t + play::LOCK_DELAY_MS);
  EXPECT_EQ(s.game().pieces(), 1);
}

TEST(Session, HeldShiftsRepeatAfterDasEveryArr) {
  play::Session s(guideline());
  const int start = s.game().falling()->column;
  s.press(Input::Right, 0);
  EXPECT_EQ(s.game().falling()->column, start + 1);
  s.advance(166);
  EXPECT_EQ(s.game().falling()->column, start + 1);
  s.advance(167);
  EXPECT_EQ(s.game().falling()->column, start + 2);
  s.advance(200);
  EXPECT_EQ(s.game().falling()->column, start + 3);  // DAS 167, then every 33 ms
  s.release(Input::Right, 201);
  s.advance(400);
  EXPECT_EQ(s.game().falling()->column, start + 3);
  // ARR 0: after the DAS the piece slides to the wall at once.
  play::Settings instant = guideline();
  instant.handling.arr_ms = 0;
  play::Session wall(instant);
  wall.press(Input::Left, 0);
  wall.advance(166);
  EXPECT_GT(wall.game().falling()->column, 0);
  wall.advance(167);
  EXPECT_EQ(wall.game().falling()->column, 0);
}

TEST(Session, SoftDropFallsAtItsFactorOfGravity) {
  play::Session s(guideline());  // level 1: a row a second; soft drop 20 times as fast
  const int start = s.game().falling()->row;
  s.press(Input::SoftDrop, 0);
  EXPECT_EQ(s.game().falling()->row, start - 1);  // one row on the press
  s.advance(49);
  EXPECT_EQ(s.game().falling()->row, start - 1);
  s.advance(50);
  EXPECT_EQ(s.game().falling()->row, start - 2);
  s.advance(260);
  EXPECT_EQ(s.game().falling()->row, start - 6);
  // Released, gravity takes over from the release.
  s.release(Input::SoftDrop, 260);
  s.advance(1259);
  EXPECT_EQ(s.game().falling()->row, start - 6);
  s.advance(1260);
  EXPECT_EQ(s.game().falling()->row, start - 7);
  EXPECT_EQ(s.game().score(), 6);  // a point a row of soft drop, none for gravity
  // SDF infinite: the press lands the piece at once, and it waits the lock delay.
  play::Settings instant = guideline();
  instant.handling.soft_drop_factor = play::SOFT_DROP_INSTANT;
  play::Session fast(instant);
  fast.press(Input::SoftDrop, 0);
  EXPECT_EQ(rows_to_fall(fast), 0);
  fast.advance(499);
  EXPECT_EQ(fast.game().pieces(), 0);
  fast.advance(500);
  EXPECT_EQ(fast.game().pieces(), 1);
}

// The handling changes mid-game: a longer DAS holds the repeat back from the next press on,
// values out of range are brought into range, and the half-turn key plays only once it is on.
TEST(Session, HandlingChangesTakeEffectAndTheHalfTurnIsAnOption) {
  play::Session s(guideline());
  s.set_handling({300, 50, 20, false});
  const int start = s.game().falling()->column;
  s.press(Input::Right, 0);
  s.advance(299);
  EXPECT_EQ(s.game().falling()->column, start + 1);
  s.advance(300);
  EXPECT_EQ(s.game().falling()->column, start + 2);
  s.release(Input::Right, 300);
  s.set_handling({-5, 9999, 5000, false});
  EXPECT_EQ(s.settings().handling,
            (play::Handling{0, play::MAX_ARR_MS, play::MAX_SOFT_DROP_FACTOR, false}));
  const auto before = *s.game().falling();
  EXPECT_FALSE(s.press(Input::Rotate180, 310));  // off by default
  EXPECT_EQ(*s.game().falling(), before);
  s.set_handling({167, 33, 20, true});
  EXPECT_TRUE(s.press(Input::Rotate180, 320));
  EXPECT_EQ(s.game().falling()->rotation,
            before.piece == gameai::tetris::Piece::O
                ? gameai::tetris::Rotation::Reverse
                : gameai::tetris::rotate_cw(gameai::tetris::rotate_cw(before.rotation)));
}

TEST(Session, PauseStopsTheClockAndTheKeys) {
  play::Settings settings = guideline();
  settings.handling.soft_drop_factor = play::SOFT_DROP_INSTANT;
  play::Session s(settings);
  tap(s, Input::SoftDrop, 0);
  s.advance(300);
  s.set_paused(true, 300);
  EXPECT_FALSE(s.press(Input::HardDrop, 5000));
  s.advance(60000);
  EXPECT_EQ(s.game().pieces(), 0);
  s.set_paused(false, 60000);
  s.advance(60199);
  EXPECT_EQ(s.game().pieces(), 0);  // 200 ms of the delay were left
  s.advance(60200);
  EXPECT_EQ(s.game().pieces(), 1);
  EXPECT_DOUBLE_EQ(s.active_ms(60200), 500);
}

TEST(Session, ANewGameWaitsForTheFirstKey) {
  play::Settings settings = guideline();
  settings.wait_for_start = true;
  play::Session s(settings);
  const auto start = *s.game().falling();
  s.advance(0);
  s.advance(5000);
  EXPECT_TRUE(s.waiting());
  EXPECT_EQ(*s.game().falling(), start);
  EXPECT_TRUE(s.picture().waiting);
  EXPECT_TRUE(s.press(Input::Left, 5000));  // starts the game, and counts
  EXPECT_FALSE(s.waiting());
  EXPECT_EQ(s.game().falling()->column, start.column - 1);
  s.advance(5999);
  EXPECT_EQ(s.game().falling()->row, start.row);
  s.advance(6000);
  EXPECT_EQ(s.game().falling()->row, start.row - 1);
}

TEST(Session, HoldOncePerPiece) {
  play::Session s(guideline());
  const auto first = s.game().current();
  EXPECT_TRUE(s.press(Input::Hold, 0));
  EXPECT_EQ(s.game().hold(), first);
  EXPECT_TRUE(s.picture().hold_used);
  const auto second = s.game().current();
  s.press(Input::Hold, 10);
  EXPECT_EQ(s.game().current(), second) << "a second hold for the same piece is refused";
  tap(s, Input::HardDrop, 20);
  EXPECT_EQ(s.game().pieces(), 1);
  EXPECT_FALSE(s.picture().hold_used);
  s.press(Input::Hold, 30);
  EXPECT_EQ(s.game().current(), first);
}

// Classic has no falling piece in the rules: the player aims the piece above the stack and drops
// it where the ghost shows.
TEST(Session, ClassicIsPlayedByAimingAndDropping) {
  play::Settings settings = guideline();
  settings.rules = RuleSet::Classic;
  settings.scoring = gameai::tetris::ScoringKind::Seed000;
  play::Session s(settings);
  auto p = s.picture();
  ASSERT_TRUE(p.active && p.ghost);
  EXPECT_EQ(p.queue.size(), 1u);  // the preview; the current piece is the one aimed
  for (int i = 0; i < 10; ++i) tap(s, Input::Left, 0);
  p = s.picture();
  int left = 99;
  for (const auto& c : *p.active) left = std::min(left, c.x);
  EXPECT_EQ(left, 0);
  tap(s, Input::RotateCw, 0);
  const auto ghost = *s.picture().ghost;
  tap(s, Input::HardDrop, 0);
  ASSERT_EQ(s.game().pieces(), 1);
  for (const auto& c : ghost) EXPECT_TRUE(s.game().board().filled(c.x, c.y));
  // Nothing falls by itself.
  s.advance(60000);
  EXPECT_EQ(s.game().pieces(), 1);
  // A drop the board has no room for is refused: dropped again and again in the middle, the
  // pieces stop locking there, and the game goes on elsewhere.
  for (int i = 0; i < 40; ++i) tap(s, Input::HardDrop, 100.0 + i);
  const auto pieces = s.game().pieces();
  EXPECT_LT(pieces, 40);
  tap(s, Input::HardDrop, 200);
  EXPECT_EQ(s.game().pieces(), pieces);
  EXPECT_FALSE(s.over());
}

TEST(Session, BadSettingsAreRefused) {
  play::Settings settings;
  settings.evaluator = "nonsense";
  EXPECT_THROW(play::Session{settings}, std::invalid_argument);
  settings = {};
  settings.weights_json = "{not json";
  EXPECT_THROW(play::Session{settings}, std::invalid_argument);
  settings = {};
  settings.width = 30;
  EXPECT_THROW(play::Session{settings}, std::invalid_argument);
  settings = {};
  settings.rules = RuleSet::Standard;
  settings.evaluator = "bot";
  EXPECT_THROW(play::Session{settings}, std::invalid_argument);
  // Which AI plays which rules is answered without an exception (the page's module cannot
  // catch one).
  EXPECT_TRUE(play::ai_plays_rules("bot", RuleSet::Guideline));
  EXPECT_FALSE(play::ai_plays_rules("bot", RuleSet::Standard));
  EXPECT_TRUE(play::ai_plays_rules("dellacherie", RuleSet::Classic));
  EXPECT_FALSE(play::ai_plays_rules("nonsense", RuleSet::Classic));
  // The rules' default AI: the bot under guideline, eltetris elsewhere.
  EXPECT_EQ(play::Session().settings().evaluator, "bot");
  settings = {};
  settings.rules = RuleSet::Standard;
  EXPECT_EQ(play::Session(settings).settings().evaluator, "eltetris");
  EXPECT_EQ(play::Session(settings).settings().lookahead, 1);
  settings.rules = RuleSet::Guideline;
  EXPECT_EQ(play::Session(settings).settings().lookahead, 0);  // guideline offers none
}

}  // namespace

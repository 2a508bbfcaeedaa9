// The session's events, on hand-drawn boards played by keys: a T-spin double by the fifth kick,
// a back-to-back tetris after it, a combo of singles, a perfect clear, and the keys, hold,
// top-out and finish. The attacks are the guideline's multiplayer table (tetris/attack.hpp)
// worked by hand.
#include "tetris_play/events.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "tetris/board_io.hpp"
#include "tetris/garbage_exchange.hpp"
#include "tetris/movegen.hpp"
#include "tetris_play/session.hpp"

namespace {

using gameai::tetris::Board;
using gameai::tetris::Input;
using gameai::tetris::Piece;
using gameai::tetris::Placement;
using gameai::tetris::Rotation;
using gameai::tetris::Spin;
namespace tetris = gameai::tetris;
namespace play = gameai::tetris_play;
using play::Event;
using play::EventKind;

play::Settings events_settings(std::uint64_t seed) {
  play::Settings s;
  s.seed = seed;
  s.evaluator = "eltetris";
  return s;
}

// The first seed whose game starts with `first` and, if given, then `second`.
std::uint64_t seed_starting(Piece first, std::optional<Piece> second = std::nullopt) {
  for (std::uint64_t seed = 1; seed < 10000; ++seed) {
    tetris::Game g(tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, seed));
    if (g.current() == first && (!second || g.preview()[0] == *second)) return seed;
  }
  ADD_FAILURE() << "no seed starts with these pieces";
  return 1;
}

// A 10 x 20 board from its bottom rows, top row first.
Board board_of(const std::string& rows) {
  const auto lines = static_cast<int>(std::count(rows.begin(), rows.end(), '\n'));
  std::string text;
  for (int i = lines; i < 20; ++i) text += "..........\n";
  return tetris::parse_board(text + rows);
}

std::vector<Event> drain(play::Session& s) {
  std::vector<Event> out;
  Event e;
  while (s.events().pop(e)) out.push_back(e);
  return out;
}

std::vector<Event> locks(const std::vector<Event>& events) {
  std::vector<Event> out;
  std::copy_if(events.begin(), events.end(), std::back_inserter(out),
               [](const Event& e) { return e.kind == EventKind::Lock; });
  return out;
}

// Presses the keys (the move generator's path) that lock the current piece at `target` as
// `spin`, all at time `t`.
void play_to(play::Session& s, const Placement& target, Spin spin, double t) {
  auto gen = std::make_unique<tetris::MoveGenerator>();
  gen->generate(tetris::RuleSet::Guideline, s.game().board(), s.game().current());
  const auto found = std::find_if(gen->begin(), gen->end(), [&](const tetris::Move& m) {
    return m.placement == target && m.spin == spin;
  });
  ASSERT_NE(found, gen->end()) << "no move to the target";
  tetris::InputPath path;
  gen->path(static_cast<std::size_t>(found - gen->begin()), path);
  const auto pieces = s.game().pieces();
  for (Input key : path) {
    ASSERT_TRUE(s.press(key, t));
    s.release(key, t);
  }
  ASSERT_EQ(s.game().pieces(), pieces + 1);
}

// A T-spin double by the fifth kick: the T slides under the overhang at (2, 7), turns clockwise
// into the slot of column 2 and fills rows 4 and 5 (row 3 keeps its hole in column 9). It sends
// 4 (the first clear: combo 0, no chain yet). The I that follows down the well in column 9
// clears rows 0-3, a tetris right after a T-spin: back-to-back, 4 + 1, and combo 1 adds 1.
TEST(Events, ATSpinDoubleThenABackToBackTetris) {
  play::Session s(events_settings(seed_starting(Piece::T, Piece::I)));
  s.set_board(board_of("..#.......\n"
                       "..........\n"
                       "##.#######\n"
                       "##..######\n"
                       "##.######.\n"
                       "#########.\n"
                       "#########.\n"
                       "#########.\n"),
              0);
  drain(s);
  play_to(s, Placement{Piece::T, Rotation::Right, 2, 3}, Spin::Full, 0);
  const auto first = drain(s);
  ASSERT_GE(first.size(), 3u);
  EXPECT_EQ(first[first.size() - 2].kind, EventKind::HardDrop);
  const Event tsd = first.back();
  EXPECT_EQ(describe(tsd), "lock 2 lines T-spin attack 4");
  EXPECT_TRUE(tsd.notable());
  EXPECT_EQ(tsd.spin, Spin::Full);
  EXPECT_EQ(tsd.combo, 0);
  EXPECT_FALSE(tsd.back_to_back);
  EXPECT_FALSE(tsd.by_ai);
  EXPECT_EQ(std::count_if(first.begin(), first.end(),
                          [](const Event& e) { return e.kind == EventKind::Rotate; }),
            1)
      << "the path turns once, at the end";
  EXPECT_EQ(s.game().board(), board_of("..#.......\n"
                                       "..........\n"
                                       "#########.\n"
                                       "#########.\n"
                                       "#########.\n"
                                       "#########.\n"));
  ASSERT_EQ(s.game().current(), Piece::I);
  play_to(s, Placement{Piece::I, Rotation::Right, 9, 0}, Spin::None, 0);
  const auto tetris = locks(drain(s));
  ASSERT_EQ(tetris.size(), 1u);
  EXPECT_EQ(describe(tetris[0]), "lock 4 lines b2b combo 1 attack 6");
  EXPECT_TRUE(tetris[0].notable());
  EXPECT_FALSE(tetris[0].perfect_clear);
  EXPECT_EQ(s.game().board(), board_of("..#.......\n"
                                       "..........\n"));
}

// In versus the attack is the exchange's: the same T-spin double sends 4 lines, which wait for
// the other player.
TEST(Events, InVersusTheAttackIsWhatTheExchangeSent) {
  const std::uint64_t seed = seed_starting(Piece::T);
  auto exchange = tetris::GarbageExchange::for_game(10, 0.0, seed);
  play::Session s(events_settings(seed));
  s.attach_garbage(&exchange, 0);
  s.set_board(board_of("..#.......\n"
                       "..........\n"
                       "##.#######\n"
                       "##..######\n"
                       "##.######.\n"),
              0);
  drain(s);
  play_to(s, Placement{Piece::T, Rotation::Right, 2, 0}, Spin::Full, 0);
  const auto l = locks(drain(s));
  ASSERT_EQ(l.size(), 1u);
  EXPECT_EQ(describe(l[0]), "lock 2 lines T-spin attack 4");
  EXPECT_EQ(exchange.incoming(1), 4);
}

// Three singles in a row: each hard drop fills the gaps of row 0 (the piece's own cells on
// that row, where it lands from its spawn on an empty floor), so the clears count combo 0, 1, 2 and
// send the combo bonus only, 0, 1, 1. A piece that clears nothing ends the combo.
TEST(Events, SinglesInARowCountTheCombo) {
  play::Session s(events_settings(5));
  s.set_board(Board(10, 20), 0);
  std::vector<Event> clears;
  for (int i = 0; i < 4; ++i) {
    // Row 0 full but for the cells the current piece will cover there, and a cell at (9, 1)
    // that stays after the clear (no perfect clear); the rest empty.
    s.set_board(Board(10, 20), 0);
    const Placement ghost = *s.game().ghost();
    ASSERT_EQ(ghost.row, 0);
    ASSERT_LT(ghost.column + ghost.cells_shape().width, 9);
    Board b(10, 20);
    for (int x = 0; x < 10; ++x) b.set(x, 0, true);
    b.set(9, 1, true);
    if (i < 3)
      for (const auto& c : ghost.cells_shape().cells)
        if (ghost.row + c.y == 0) b.set(ghost.column + c.x, 0, false);
    s.set_board(b, 0);
    drain(s);
    ASSERT_TRUE(s.press(Input::HardDrop, 0));
    const auto l = locks(drain(s));
    ASSERT_EQ(l.size(), 1u);
    clears.push_back(l[0]);
  }
  EXPECT_EQ(describe(clears[0]), "lock 1 lines attack 0");
  EXPECT_FALSE(clears[0].notable()) << "a plain single has no callout";
  EXPECT_EQ(describe(clears[1]), "lock 1 lines combo 1 attack 1");
  EXPECT_TRUE(clears[1].notable());
  EXPECT_EQ(describe(clears[2]), "lock 1 lines combo 2 attack 1");
  EXPECT_EQ(describe(clears[3]), "lock 0 lines attack 0");
  EXPECT_EQ(clears[3].combo, -1);
}

// The I lies flat on the floor in the four empty cells of the only row: the board is empty
// after the clear, a perfect clear, a single (0) plus 10.
TEST(Events, APerfectClearSendsTen) {
  play::Session s(events_settings(seed_starting(Piece::I)));
  const Placement ghost = *s.game().ghost();
  ASSERT_EQ(ghost.rotation, Rotation::Spawn);
  Board b(10, 20);
  for (int x = 0; x < 10; ++x)
    if (x < ghost.column || x >= ghost.column + 4) b.set(x, 0, true);
  s.set_board(b, 0);
  ASSERT_TRUE(s.press(Input::HardDrop, 0));
  const auto l = locks(drain(s));
  ASSERT_EQ(l.size(), 1u);
  EXPECT_EQ(describe(l[0]), "lock 1 lines perfect clear attack 10");
  EXPECT_TRUE(l[0].notable());
  EXPECT_TRUE(s.game().board().empty());
}

// Every key that changes the game has its event; a key that changes nothing (a shift into the
// wall) has none. Hold, then a hard drop: the drop's event and then its lock.
TEST(Events, KeysHoldAndDrops) {
  play::Session s(events_settings(9));
  s.advance(0);
  drain(s);
  const int column = s.game().falling()->column;
  for (int i = 0; i < 12; ++i) {
    s.press(Input::Left, 0);
    s.release(Input::Left, 0);
  }
  s.press(Input::RotateCw, 0);
  s.press(Input::Hold, 0);
  s.press(Input::HardDrop, 0);
  std::vector<std::string> seen;
  for (const Event& e : drain(s)) seen.push_back(describe(e));
  std::vector<std::string> want(static_cast<std::size_t>(column), "move");
  want.insert(want.end(), {"rotate", "hold", "hard drop", "lock 0 lines attack 0"});
  EXPECT_EQ(seen, want);
  EXPECT_EQ(s.events().dropped(), 0u);
}

// Hard drops straight down pile the pieces up until the next cannot enter: one top-out event,
// after the last lock, and nothing after it.
TEST(Events, ATopOutIsSaidOnce) {
  play::Session s(events_settings(2));
  s.advance(0);
  for (int i = 0; i < 200 && !s.over(); ++i) s.press(Input::HardDrop, 0);
  ASSERT_TRUE(s.game().game_over());
  const auto events = drain(s);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.back().kind, EventKind::TopOut);
  EXPECT_EQ(std::count_if(events.begin(), events.end(),
                          [](const Event& e) { return e.kind == EventKind::TopOut; }),
            1);
  s.press(Input::HardDrop, 1);
  s.advance(100);
  EXPECT_TRUE(s.events().empty());
}

// Ultra ends when its two minutes are up: one finished event.
TEST(Events, AModeThatEndsSaysFinished) {
  play::Settings settings = events_settings(4);
  settings.mode = play::Mode::Ultra;
  play::Session s(settings);
  s.advance(0);
  s.set_board(Board(10, 20), 0);
  drain(s);
  for (double t = 0; t <= play::ULTRA_MS + 1000; t += 500) {
    s.advance(t);
    if (s.game().board().max_height() > 10) s.set_board(Board(10, 20), t);
  }
  ASSERT_TRUE(s.finished());
  const auto events = drain(s);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.back().kind, EventKind::Finished);
}

// The ring keeps the newest CAPACITY events and counts the ones it let go.
TEST(Events, TheRingDropsTheOldest) {
  play::EventRing ring;
  for (int i = 0; i < static_cast<int>(play::EventRing::CAPACITY) + 5; ++i)
    ring.push({.kind = EventKind::Lock, .lines = i});
  EXPECT_EQ(ring.size(), play::EventRing::CAPACITY);
  EXPECT_EQ(ring.dropped(), 5u);
  Event e;
  ASSERT_TRUE(ring.pop(e));
  EXPECT_EQ(e.lines, 5);
  ring.clear();
  EXPECT_FALSE(ring.pop(e));
}

}  // namespace

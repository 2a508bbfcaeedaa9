// The guideline's versus table, worked by hand, and garbage rows.

#include "tetris/attack.hpp"

#include <gtest/gtest.h>

#include "tetris/board_io.hpp"
#include "tetris/game.hpp"

namespace gameai::tetris {
namespace {

struct AttackCase {
  int lines;
  Spin spin;
  bool b2b_before;
  int combo_before;
  bool perfect;
  int sent;
  bool b2b_after;
};

TEST(Attack, TableWorkedByHand) {
  const AttackCase cases[] = {
      {0, Spin::None, true, 3, false, 0, true},     // nothing cleared: combo ends, b2b kept
      {1, Spin::None, false, -1, false, 0, false},  // single
      {2, Spin::None, false, -1, false, 1, false},  // double
      {3, Spin::None, false, -1, false, 2, false},  // triple
      {4, Spin::None, false, -1, false, 4, true},   // tetris
      {4, Spin::None, true, -1, false, 5, true},    // back-to-back tetris
      {1, Spin::Mini, false, -1, false, 0, true},   // T-spin mini single
      {2, Spin::Mini, true, -1, false, 2, true},    // back-to-back mini double
      {1, Spin::Full, false, -1, false, 2, true},   // T-spin single
      {2, Spin::Full, false, -1, false, 4, true},   // T-spin double
      {3, Spin::Full, true, -1, false, 7, true},    // back-to-back T-spin triple
      {1, Spin::None, true, -1, false, 0, false},   // a single breaks back-to-back
      {2, Spin::None, false, 0, false, 2, false},   // second clearing piece: combo 1 adds 1
      {1, Spin::None, false, 4, false, 3, false},   // combo 5 adds 3
      {1, Spin::None, false, 20, false, 5, false},  // long combos add 5
      {4, Spin::None, false, -1, true, 14, true},   // a tetris perfect clear
  };
  for (const AttackCase& c : cases) {
    AttackState s{c.b2b_before, c.combo_before};
    ClearEvent e;
    e.lines = c.lines;
    e.spin = c.spin;
    e.perfect_clear = c.perfect;
    EXPECT_EQ(attack_of(e, s), c.sent) << c.lines << " lines, spin " << int(c.spin);
    EXPECT_EQ(attack(e, s), c.sent);
    EXPECT_EQ(s.back_to_back, c.b2b_after) << c.lines << " lines, spin " << int(c.spin);
    EXPECT_EQ(s.combo, c.lines > 0 ? c.combo_before + 1 : -1);
  }
}

TEST(Attack, GarbageRisesWithOneHoleAndCanTopOut) {
  Board b = parse_board("....\n....\n....\n.#..\n");
  ASSERT_TRUE(b.add_garbage(2, 2));
  EXPECT_EQ(format_board(b), "....\n.#..\n##.#\n##.#\n");
  Board tall(4, 4);
  for (int y = 0; y < Board::STORED_ROWS; ++y) tall.set(0, y);
  EXPECT_FALSE(tall.add_garbage(1, 1));

  Game game(GameConfig::for_rules(RuleSet::Guideline, 5));
  game.add_garbage(3, 0);
  EXPECT_FALSE(game.game_over());
  EXPECT_EQ(game.board().row(0), game.board().full_row() & ~1u);
  EXPECT_EQ(game.board().max_height(), 3);
  ASSERT_TRUE(game.falling().has_value());
  game.add_garbage(30, 0);
  EXPECT_TRUE(game.game_over());
}

TEST(Attack, MessinessMovesTheHole) {
  GarbageHoles clean(10, 0.0, 3);
  const int first = clean.next();
  for (int i = 0; i < 50; ++i) EXPECT_EQ(clean.next(), first);
  GarbageHoles messy(10, 1.0, 3);
  int previous = messy.next();
  for (int i = 0; i < 50; ++i) {
    const int hole = messy.next();
    EXPECT_NE(hole, previous);
    EXPECT_GE(hole, 0);
    EXPECT_LT(hole, 10);
    previous = hole;
  }
}

}  // namespace
}  // namespace gameai::tetris

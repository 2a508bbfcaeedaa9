// The SRS wall-kick tables, written here in the notation of the guideline's tables
// (tetris.wiki "SRS", x right, y up), checked against the library's data and behaviour.

#include "tetris/kicks.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "common/rng.hpp"
#include "tetris/game.hpp"
#include "tetris/input.hpp"

namespace gameai::tetris {
namespace {

struct KickRow {
  Rotation from;
  Rotation to;
  std::string tests;
};

const std::vector<KickRow> JLSTZ_TABLE = {
    {Rotation::Spawn, Rotation::Right, "( 0, 0) (-1, 0) (-1,+1) ( 0,-2) (-1,-2)"},
    {Rotation::Right, Rotation::Spawn, "( 0, 0) (+1, 0) (+1,-1) ( 0,+2) (+1,+2)"},
    {Rotation::Right, Rotation::Reverse, "( 0, 0) (+1, 0) (+1,-1) ( 0,+2) (+1,+2)"},
    {Rotation::Reverse, Rotation::Right, "( 0, 0) (-1, 0) (-1,+1) ( 0,-2) (-1,-2)"},
    {Rotation::Reverse, Rotation::Left, "( 0, 0) (+1, 0) (+1,+1) ( 0,-2) (+1,-2)"},
    {Rotation::Left, Rotation::Reverse, "( 0, 0) (-1, 0) (-1,-1) ( 0,+2) (-1,+2)"},
    {Rotation::Left, Rotation::Spawn, "( 0, 0) (-1, 0) (-1,-1) ( 0,+2) (-1,+2)"},
    {Rotation::Spawn, Rotation::Left, "( 0, 0) (+1, 0) (+1,+1) ( 0,-2) (+1,-2)"},
};

const std::vector<KickRow> I_TABLE = {
    {Rotation::Spawn, Rotation::Right, "( 0, 0) (-2, 0) (+1, 0) (-2,-1) (+1,+2)"},
    {Rotation::Right, Rotation::Spawn, "( 0, 0) (+2, 0) (-1, 0) (+2,+1) (-1,-2)"},
    {Rotation::Right, Rotation::Reverse, "( 0, 0) (-1, 0) (+2, 0) (-1,+2) (+2,-1)"},
    {Rotation::Reverse, Rotation::Right, "( 0, 0) (+1, 0) (-2, 0) (+1,-2) (-2,+1)"},
    {Rotation::Reverse, Rotation::Left, "( 0, 0) (+2, 0) (-1, 0) (+2,+1) (-1,-2)"},
    {Rotation::Left, Rotation::Reverse, "( 0, 0) (-2, 0) (+1, 0) (-2,-1) (+1,+2)"},
    {Rotation::Left, Rotation::Spawn, "( 0, 0) (+1, 0) (-2, 0) (+1,-2) (-2,+1)"},
    {Rotation::Spawn, Rotation::Left, "( 0, 0) (-1, 0) (+2, 0) (-1,+2) (+2,-1)"},
};

KickTests parse_tests(const std::string& text) {
  KickTests out{};
  std::istringstream in(text);
  for (auto& k : out) {
    char open = 0, comma = 0, close = 0;
    int dx = 0, dy = 0;
    in >> open >> dx >> comma >> dy >> close;
    k = Kick{static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)};
  }
  return out;
}

const KickTests& table_for(Piece p, Rotation from, Rotation to) {
  static std::vector<KickTests> jlstz, i;
  if (jlstz.empty()) {
    for (const auto& row : JLSTZ_TABLE) jlstz.push_back(parse_tests(row.tests));
    for (const auto& row : I_TABLE) i.push_back(parse_tests(row.tests));
  }
  const auto& rows = p == Piece::I ? I_TABLE : JLSTZ_TABLE;
  for (std::size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].from == from && rows[k].to == to) return p == Piece::I ? i[k] : jlstz[k];
  }
  static const KickTests none{};
  return none;
}

TEST(Kicks, TablesMatchTheGuidelineForAllTransitionsAndTests) {
  for (Piece p : {Piece::J, Piece::L, Piece::S, Piece::T, Piece::Z, Piece::I}) {
    const auto& rows = p == Piece::I ? I_TABLE : JLSTZ_TABLE;
    for (const auto& row : rows) {
      const KickTests expected = parse_tests(row.tests);
      const KickTests& actual = srs_kicks(p, row.from, row.to);
      for (int t = 0; t < KICK_TESTS; ++t) {
        EXPECT_EQ(actual[static_cast<std::size_t>(t)], expected[static_cast<std::size_t>(t)])
            << piece_name(p) << " " << rotation_name(row.from) << "->" << rotation_name(row.to)
            << " test " << t + 1;
      }
    }
  }
  for (int r = 0; r < 4; ++r) {
    for (const KickTests* k :
         {&srs_kicks(Piece::O, rotation_from_int(r), rotation_from_int(r + 1)),
          &srs_kicks(Piece::O, rotation_from_int(r), rotation_from_int(r + 3))}) {
      for (const Kick& kick : *k) EXPECT_EQ(kick, (Kick{0, 0}));
    }
  }
}

// SRS is built so that turning back undoes a kick: the tests of B->A negate those of A->B.
TEST(Kicks, ReverseTransitionsNegateEachOther) {
  for (Piece p : {Piece::T, Piece::I}) {
    for (int r = 0; r < 4; ++r) {
      const Rotation a = rotation_from_int(r);
      const Rotation b = rotate_cw(a);
      const KickTests& there = srs_kicks(p, a, b);
      const KickTests& back = srs_kicks(p, b, a);
      for (int t = 0; t < KICK_TESTS; ++t) {
        EXPECT_EQ(there[static_cast<std::size_t>(t)].dx, -back[static_cast<std::size_t>(t)].dx);
        EXPECT_EQ(there[static_cast<std::size_t>(t)].dy, -back[static_cast<std::size_t>(t)].dy);
      }
    }
  }
}

// On random boards and positions, a guideline rotation lands on the first test of the table
// above where the turned piece fits, and reports that test's index.
TEST(Kicks, RotationTakesTheFirstFittingTest) {
  common::Rng rng(5);
  int kicked = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    Board b(10, 12);
    for (int y = 0; y < 8; ++y) {
      for (int x = 0; x < 10; ++x) {
        if (rng.below(100) < 35) b.set(x, y);
      }
    }
    const Piece piece = ALL_PIECES[rng.below(PIECE_COUNT)];
    const Rotation r = rotation_from_int(static_cast<int>(rng.below(4)));
    const Placement p{piece, r, static_cast<std::int8_t>(rng.below(8)),
                      static_cast<std::int8_t>(rng.below(10))};
    if (!b.fits(p)) continue;
    for (const bool cw : {true, false}) {
      const Placement turned = rotated_in_box(p, cw);
      const KickTests& tests =
          piece == Piece::O ? KickTests{} : table_for(piece, r, turned.rotation);
      std::optional<RotationResult> expected;
      for (int t = 0; t < KICK_TESTS && !expected; ++t) {
        Placement c = turned;
        c.column = static_cast<std::int8_t>(c.column + tests[static_cast<std::size_t>(t)].dx);
        c.row = static_cast<std::int8_t>(c.row + tests[static_cast<std::size_t>(t)].dy);
        if (b.fits(c)) expected = RotationResult{c, t};
      }
      const auto actual = rotate(RuleSet::Guideline, b, p, cw);
      ASSERT_EQ(actual.has_value(), expected.has_value());
      if (actual) {
        EXPECT_EQ(actual->placement, expected->placement);
        EXPECT_EQ(actual->kick, expected->kick);
        kicked += actual->kick > 0;
      }
    }
  }
  EXPECT_GT(kicked, 100);  // the boards are dense enough to exercise the kicks
}

TEST(Kicks, StandardTurnsInPlaceAndClassicNotAtAll) {
  Board b(10, 20);
  // A T pointing right against the left wall: turning to 2 would poke through the wall.
  // Standard refuses; the guideline's second test shifts it one column right.
  const Placement t{Piece::T, Rotation::Right, 0, 5};
  EXPECT_FALSE(rotate(RuleSet::Standard, b, t, true));
  const auto g = rotate(RuleSet::Guideline, b, t, true);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->kick, 1);
  EXPECT_EQ(g->placement, (Placement{Piece::T, Rotation::Reverse, 0, 5}));
  EXPECT_FALSE(rotate(RuleSet::Classic, b, t, true));
  // In open space all rule sets with a falling piece turn in place inside the box.
  const Placement open{Piece::T, Rotation::Spawn, 4, 5};
  const auto s = rotate(RuleSet::Standard, b, open, true);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->placement, (Placement{Piece::T, Rotation::Right, 5, 4}));
  EXPECT_EQ(rotate(RuleSet::Guideline, b, open, true)->placement, s->placement);
  // A vertical I on the left wall turning flat: standard blocked, guideline kicks right.
  const Placement i{Piece::I, Rotation::Left, 0, 5};
  EXPECT_FALSE(rotate(RuleSet::Standard, b, i, true));
  const auto gi = rotate(RuleSet::Guideline, b, i, true);
  ASSERT_TRUE(gi);
  EXPECT_EQ(gi->kick, 1);
  EXPECT_EQ(gi->placement, (Placement{Piece::I, Rotation::Spawn, 0, 7}));
}

// Half turns with the SRS+ 180-degree tests, each case worked by hand on the shapes (x right,
// y up, a placement's column/row being its cells' lowest-left corner).
TEST(Kicks, HalfTurnsTakeTheFirstFittingSrsPlusTest) {
  // The tables: six tests for J L S T Z, two for I, none for O, each starting at (0, 0).
  const Kick180Tests& t0 = srs_plus_180_kicks(Piece::T, Rotation::Spawn);
  ASSERT_EQ(t0.count, 6);
  EXPECT_EQ(t0.tests[1], (Kick{0, 1}));
  EXPECT_EQ(t0.tests[5], (Kick{-1, 0}));
  EXPECT_EQ(srs_plus_180_kicks(Piece::Z, Rotation::Right).tests[2], (Kick{1, 2}));
  EXPECT_EQ(srs_plus_180_kicks(Piece::L, Rotation::Left).tests[2], (Kick{-1, 2}));
  EXPECT_EQ(srs_plus_180_kicks(Piece::I, Rotation::Reverse).count, 2);
  EXPECT_EQ(srs_plus_180_kicks(Piece::I, Rotation::Reverse).tests[1], (Kick{0, -1}));
  EXPECT_EQ(srs_plus_180_kicks(Piece::O, Rotation::Spawn).count, 1);

  Board open(10, 20);
  // In open space a T pointing up at column 4 row 5 (flat row 5, nub at (5, 6)) turns in its box
  // to point down: the flat row stays at row 5, the nub goes to (5, 4).
  const auto up = rotate_180(RuleSet::Guideline, open, Placement{Piece::T, Rotation::Spawn, 4, 5});
  ASSERT_TRUE(up);
  EXPECT_EQ(up->kick, 0);
  EXPECT_EQ(up->placement, (Placement{Piece::T, Rotation::Reverse, 4, 4}));
  // ...and back: two half turns in open space are no turn.
  EXPECT_EQ(rotate_180(RuleSet::Guideline, open, up->placement)->placement,
            (Placement{Piece::T, Rotation::Spawn, 4, 5}));
  // Only the guideline turns half a turn.
  EXPECT_FALSE(rotate_180(RuleSet::Standard, open, Placement{Piece::T, Rotation::Spawn, 4, 5}));
  EXPECT_FALSE(rotate_180(RuleSet::Classic, open, Placement{Piece::T, Rotation::Spawn, 4, 5}));

  // A flat I on the floor: in its 4x4 box the half turn moves the bar one row down, below the
  // floor; the second I test (0, +1) puts it back on row 0.
  const auto i = rotate_180(RuleSet::Guideline, open, Placement{Piece::I, Rotation::Spawn, 3, 0});
  ASSERT_TRUE(i);
  EXPECT_EQ(i->kick, 1);
  EXPECT_EQ(i->placement, (Placement{Piece::I, Rotation::Reverse, 3, 0}));

  // A T pointing right against the left wall (stem in column 0, rows 5-7, nub at (1, 6)): in its
  // box, pointing left would put the stem in column 1 and the nub in column -1; the second R->L
  // test (+1, 0) keeps the stem in column 1 with the nub in column 0.
  const auto wall =
      rotate_180(RuleSet::Guideline, open, Placement{Piece::T, Rotation::Right, 0, 5});
  ASSERT_TRUE(wall);
  EXPECT_EQ(wall->kick, 1);
  EXPECT_EQ(wall->placement, (Placement{Piece::T, Rotation::Left, 0, 5}));

  // A T pointing up resting on row 1 over a floor row full but for column 3. Pointing down in
  // its box (flat row 1, nub (5, 0)) hits the floor row; (0, +1) (flat row 2 columns 4-6) hits
  // the block at (4, 2); (+1, +1) (flat row 2 columns 5-7, nub (6, 1)) fits: the third test.
  Board stack(10, 20);
  for (int x = 0; x < 10; ++x)
    if (x != 3) stack.set(x, 0);
  stack.set(4, 2);
  const Placement t{Piece::T, Rotation::Spawn, 4, 1};
  ASSERT_TRUE(stack.fits(t));
  const auto third = rotate_180(RuleSet::Guideline, stack, t);
  ASSERT_TRUE(third);
  EXPECT_EQ(third->kick, 2);
  EXPECT_EQ(third->placement, (Placement{Piece::T, Rotation::Reverse, 5, 1}));
  // With (7, 2) filled too, (+1, +1) is blocked; (-1, +1) (flat row 2 columns 3-5) meets (4, 2);
  // (+1, 0) and (-1, 0) put the nub into the floor row: the turn is refused.
  stack.set(7, 2);
  EXPECT_FALSE(rotate_180(RuleSet::Guideline, stack, t));
}

// The half-turn key plays under guideline rules only; a T-spin after it is judged by its
// corners alone (no SRS+ test counts as the "TST" kick).
TEST(Kicks, TheHalfTurnKeyPlaysUnderGuidelineOnly) {
  Game game(GameConfig::for_rules(RuleSet::Guideline, 5));
  const Placement before = *game.falling();
  ASSERT_TRUE(game.input(Input::Rotate180));
  EXPECT_EQ(game.falling()->rotation,
            before.piece == Piece::O ? Rotation::Reverse : rotate_cw(rotate_cw(before.rotation)));
  Game standard(GameConfig::for_rules(RuleSet::Standard, 5));
  EXPECT_FALSE(standard.input(Input::Rotate180));
  Game classic(GameConfig::for_rules(RuleSet::Classic, 5));
  EXPECT_FALSE(classic.input(Input::Rotate180));
  EXPECT_EQ(input_name(Input::Rotate180), "180");
  EXPECT_EQ(input_from_string("180"), Input::Rotate180);
}

}  // namespace
}  // namespace gameai::tetris

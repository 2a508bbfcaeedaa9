// The SRS wall-kick tables, written here in the notation of the guideline's tables
// (tetris.wiki "SRS", x right, y up), checked against the library's data and behaviour.

#include "tetris/kicks.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "common/rng.hpp"

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

}  // namespace
}  // namespace gameai::tetris

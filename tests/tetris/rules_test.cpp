// Rule-set names, spawn positions and the entry fall.

#include "tetris/rules.hpp"

#include <gtest/gtest.h>

namespace gameai::tetris {
namespace {

TEST(Rules, NamesRoundTrip) {
  for (RuleSet r : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
    EXPECT_EQ(rule_set_from_string(rule_set_name(r)), r);
  }
  EXPECT_EQ(rule_set_from_string("Classic"), std::nullopt);
  EXPECT_EQ(rule_set_from_string(""), std::nullopt);
}

// Guideline on 10 columns: J L S T Z in columns 3-5, I in 3-6, O in 4-5, lowest cells in
// row 20 (the first hidden row). Standard (Fahey, origin column 5): 4-6, I 3-6, O 4-5, top
// cells in row 19.
TEST(Rules, SpawnColumnsAndRows) {
  const Board b;
  struct Case {
    Piece piece;
    int guideline_column;
    int standard_column;
    int standard_row;
  };
  const Case cases[] = {{Piece::I, 3, 3, 19}, {Piece::O, 4, 4, 18}, {Piece::T, 3, 4, 18},
                        {Piece::S, 3, 4, 18}, {Piece::Z, 3, 4, 18}, {Piece::J, 3, 4, 18},
                        {Piece::L, 3, 4, 18}};
  for (const auto& c : cases) {
    const Placement g = spawn_placement(RuleSet::Guideline, c.piece, b);
    EXPECT_EQ(g.rotation, Rotation::Spawn);
    EXPECT_EQ(g.column, c.guideline_column) << piece_name(c.piece);
    EXPECT_EQ(g.row, 20) << piece_name(c.piece);
    const Placement s = spawn_placement(RuleSet::Standard, c.piece, b);
    EXPECT_EQ(s.column, c.standard_column) << piece_name(c.piece);
    EXPECT_EQ(s.row, c.standard_row) << piece_name(c.piece);
    // Both fall one row at once on an open board.
    EXPECT_EQ(entry_placement(RuleSet::Guideline, c.piece, b)->row, 19);
    EXPECT_EQ(entry_placement(RuleSet::Standard, c.piece, b)->row, c.standard_row - 1);
  }
}

TEST(Rules, EntryStaysWhenBlockedBelowAndFailsWhenSpawnBlocked) {
  Board b;
  for (int x = 0; x < 10; ++x) b.set(x, 17, x != 0);  // row 17 filled but for column 0
  // Standard T spawns in rows 18-19 and cannot fall: it enters at its spawn position.
  EXPECT_EQ(entry_placement(RuleSet::Standard, Piece::T, b)->row, 18);
  b.set(5, 19);
  EXPECT_FALSE(entry_placement(RuleSet::Standard, Piece::T, b));
  EXPECT_EQ(preview_length(RuleSet::Guideline), 5);
  EXPECT_TRUE(has_hold(RuleSet::Guideline));
  EXPECT_FALSE(has_hold(RuleSet::Standard));
}

}  // namespace
}  // namespace gameai::tetris

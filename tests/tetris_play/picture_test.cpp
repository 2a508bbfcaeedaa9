// The picture the front ends draw: the settled cells in their pieces' colours, always agreeing
// with the rules' board; the spawning guideline piece whole (it enters above the visible board,
// so the picture shows the rows above); the hint's plan mapped onto the board as it is now.
#include "tetris_play/picture.hpp"

#include <gtest/gtest.h>

#include "tetris/game.hpp"
#include "tetris_play/session.hpp"

namespace {

using gameai::tetris::Board;
using gameai::tetris::Piece;
using gameai::tetris::Placement;
using gameai::tetris::Rotation;
using gameai::tetris::RuleSet;
namespace play = gameai::tetris_play;

// Every filled cell of the rules' board is coloured in the picture and every empty one is not.
bool agrees(const play::Picture& p, const Board& board) {
  for (int y = 0; y < p.height + p.above; ++y)
    for (int x = 0; x < p.width; ++x)
      if (board.filled(x, y) != (p.at(x, y) != 0)) return false;
  return true;
}

TEST(Picture, TheSpawningPieceIsDrawnWhole) {
  play::Settings settings;
  settings.evaluator = "eltetris";
  for (std::uint64_t seed = 1; seed <= 7; ++seed) {
    settings.seed = seed;
    play::Session s(settings);
    const play::Picture p = s.picture();
    ASSERT_TRUE(p.active);
    EXPECT_EQ(p.above, 2);
    // The piece enters in the rows above the visible board and falls one row at once: J, L,
    // S, T, Z and O reach into the first row above it. Every cell is inside the picture.
    int top = 0;
    for (const play::Point& c : *p.active) {
      EXPECT_LT(c.y, p.height + p.above);
      top = std::max(top, c.y);
    }
    if (s.game().current() != Piece::I) {
      EXPECT_EQ(top, p.height);
    }
    EXPECT_EQ(p.queue.size(), 5u);
    EXPECT_TRUE(p.hold_enabled);
  }
  settings.rules = RuleSet::Standard;
  EXPECT_EQ(play::Session(settings).picture().above, 0);  // standard spawns inside the board
}

TEST(Picture, ColoursFollowTheLocksAndAgreeWithTheBoard) {
  for (const RuleSet rules : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
    play::Settings settings;
    settings.rules = rules;
    settings.evaluator = "dellacherie";
    play::Session s(settings);
    for (int i = 0; i < 300; ++i) {
      ASSERT_TRUE(s.play_ai());
      ASSERT_TRUE(agrees(s.picture(), s.game().board())) << "piece " << i;
    }
    EXPECT_GE(s.game().lines(), 90);  // 300 pieces are 1200 cells: lines must have gone
    const auto samples = s.take_samples();
    ASSERT_EQ(samples.size(), 300u);
    EXPECT_EQ(samples.back().pieces, 300);
    int kinds = 0;
    for (std::uint8_t k : s.picture().cells) kinds |= 1 << k;
    EXPECT_EQ(kinds & (1 << play::GARBAGE_KIND), 0) << "every cell has its piece's colour";
  }
}

TEST(Picture, GarbageRisesUnderTheColouredStack) {
  play::CellColors colors(10);
  Board board(10, 20);
  const Placement o{Piece::O, Rotation::Spawn, 0, 0};
  board.apply(o);
  colors.lock(o, 0, board);
  ASSERT_TRUE(board.add_garbage(2, 5));
  colors.raise(2, board);
  EXPECT_EQ(colors.at(0, 2), play::kind_of(Piece::O));
  EXPECT_EQ(colors.at(0, 0), play::GARBAGE_KIND);
  EXPECT_EQ(colors.at(5, 0), 0);
}

// The plan's second piece goes on the board the first one leaves: when the first clears a row,
// the second's rows are drawn one higher on the board as it is now, never over a filled cell or
// another piece of the plan.
TEST(Picture, ThePlanIsMappedAcrossTheRowsItClears) {
  Board board(10, 20);
  for (int x = 0; x < 9; ++x) board.set(x, 0, true);       // row 0 waits for column 9
  const Placement first{Piece::I, Rotation::Right, 7, 0};  // vertical I: column 9, rows 0-3
  const auto& shape = first.cells_shape();
  Placement i = first;
  i.column = static_cast<std::int8_t>(9 - shape.cells[0].x);
  ASSERT_TRUE(board.fits(i));
  // After the I the board has rows 0-2 of column 9 filled (row 0 cleared); an O at row 3 on
  // that board, columns 8-9, stands on the I's top.
  const Placement o{Piece::O, Rotation::Spawn, 8, 3};
  const auto plan = play::plan_cells(board, i, std::span<const Placement>(&o, 1));
  ASSERT_EQ(plan.size(), 1u);
  for (const play::Point& c : plan[0]) {
    EXPECT_FALSE(board.filled(c.x, c.y));
    EXPECT_GE(c.y, 4) << "row 3 of the board after the clear is row 4 now";
    for (const play::Point& d : play::cells_of(i)) EXPECT_FALSE(c == d);
  }
}

}  // namespace

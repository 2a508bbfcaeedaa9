// The garbage two versus players send each other: cancelling, the one-piece delay, one hole.

#include "tetris/garbage_exchange.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <optional>
#include <string>

#include "tetris/board_io.hpp"

namespace gameai::tetris {
namespace {

// A guideline game whose first piece is an I.
Game gameStartingWithI() {
  for (std::uint64_t seed = 1;; ++seed) {
    Game game(GameConfig::for_rules(RuleSet::Guideline, seed));
    if (game.current() == Piece::I) return game;
  }
}

// Locks the current piece where it clears the most lines (first such move), or clears none
// when `clear` is false.
void lockPiece(Game& game, bool clear) {
  const MoveGenerator& moves = game.moves();
  std::optional<Placement> chosen;
  int best = -1;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    Board after = game.board();
    const int lines = after.apply(moves[i].placement).count;
    if ((clear && lines > best) || (!clear && lines == 0 && best < 0)) {
      best = lines;
      chosen = moves[i].placement;
    }
  }
  ASSERT_TRUE(chosen.has_value());
  ASSERT_TRUE(game.play(*chosen).ok);
}

Board tetrisReady() {
  std::string rows;
  for (int y = 0; y < 15; ++y) rows += "..........\n";
  rows += ".........#\n";  // left after the tetris: not a perfect clear
  for (int y = 0; y < 4; ++y) rows += ".#########\n";
  return parse_board(rows);
}

TEST(GarbageExchange, ATetrisWaitsOnePieceThenRisesWithOneHole) {
  Game a = gameStartingWithI(), b = a;
  a.set_board(tetrisReady());
  GarbageExchange exchange(10, 0.0, 7);
  lockPiece(a, true);
  const LockAttack tetris = exchange.after_lock(0, a);
  EXPECT_EQ(tetris.event.lines, 4);
  EXPECT_EQ(tetris.sent, 4);
  EXPECT_EQ(tetris.cancelled, 0);
  EXPECT_FALSE(tetris.back_to_back);
  EXPECT_EQ(exchange.incoming(1), 4);
  EXPECT_EQ(exchange.due(1), 0);
  // The receiver's next lock only makes it due; the one after raises it.
  lockPiece(b, false);
  EXPECT_EQ(exchange.after_lock(1, b).rose, 0);
  EXPECT_EQ(exchange.due(1), 4);
  const int height = b.board().max_height();
  lockPiece(b, false);
  const LockAttack rise = exchange.after_lock(1, b);
  EXPECT_EQ(rise.rose, 4);
  EXPECT_EQ(exchange.incoming(1), 0);
  EXPECT_GE(b.board().max_height(), height + 4);
  for (int y = 0; y < 4; ++y) EXPECT_EQ(std::popcount(b.board().row(y)), 9) << "row " << y;
  EXPECT_EQ(b.board().row(0), b.board().row(3));  // one batch, one hole column
}

TEST(GarbageExchange, AttackCancelsWhatWaitsForTheSender) {
  Game a = gameStartingWithI(), b = a;
  a.set_board(tetrisReady());
  b.set_board(tetrisReady());
  GarbageExchange exchange(10, 0.3, 7);
  lockPiece(a, true);
  exchange.after_lock(0, a);
  lockPiece(b, true);
  const LockAttack back = exchange.after_lock(1, b);
  EXPECT_EQ(back.sent, 4);
  EXPECT_EQ(back.cancelled, 4);
  EXPECT_EQ(exchange.incoming(0), 0);
  EXPECT_EQ(exchange.incoming(1), 0);
  EXPECT_EQ(exchange.chain(1).combo, 0);
  EXPECT_TRUE(exchange.chain(1).back_to_back);
}

}  // namespace
}  // namespace gameai::tetris

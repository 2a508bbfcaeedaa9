// Versus games and the one-player measures: garbage reaches the other board, cancels, and the
// bot beats the one-piece player; sprints, ultras and digs end as their goals say.

#include "tetris_ai/versus.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace gameai::tetris_ai {
namespace {

Player bot(std::uint64_t nodes) {
  PlayerSettings s;
  s.ai = "bot";
  s.think_ms = 0;
  s.nodes = nodes;
  return Player(s, tetris::RuleSet::Guideline);
}

Player eltetris() {
  return Player(PlayerSettings{}, tetris::RuleSet::Guideline);
}

// Sends a fixed choice stream: the one-piece player, but counting the garbage it receives.
class Counting : public Contestant {
 public:
  std::optional<Choice> choose(tetris::Game& game) override { return player_.choose(game); }
  void garbage_added(const tetris::Game& game) override {
    ++batches;
    last_height = game.board().max_height();
  }
  void incoming(int rows) override { most_incoming = std::max(most_incoming, rows); }
  int batches = 0;
  int last_height = 0;
  int most_incoming = 0;  // the most garbage ever said to wait before a choice

 private:
  Player player_ = eltetris();
};

TEST(Versus, TheBotBuriesTheOnePiecePlayerAndGamesRepeat) {
  VersusOptions o;
  o.seed = 7;
  o.max_pieces = 400;
  PlayerContestant a(bot(1500));
  Counting b;
  const VersusGame g = play_versus(a, b, o);
  EXPECT_EQ(g.result, VersusResult::FirstWins);
  EXPECT_GT(g.attack[0], 10);
  EXPECT_GT(b.batches, 0);
  EXPECT_GT(b.most_incoming, 0);  // each choice is told the garbage waiting
  EXPECT_GT(g.attack[0], g.attack[1]);
  PlayerContestant a2(bot(1500));
  Counting b2;
  const VersusGame again = play_versus(a2, b2, o);
  EXPECT_EQ(again.pieces[0], g.pieces[0]);
  EXPECT_EQ(again.attack[0], g.attack[0]);
  EXPECT_EQ(again.result, g.result);
}

TEST(Versus, EqualPlayersOnTheSamePiecesDraw) {
  VersusOptions o;
  o.max_pieces = 200;
  PlayerContestant a(eltetris());
  PlayerContestant b(eltetris());
  const VersusGame g = play_versus(a, b, o);
  // The same player on the same pieces sends the same attack, which cancels exactly.
  EXPECT_EQ(g.attack[0], g.attack[1]);
  EXPECT_EQ(g.result, VersusResult::Draw);
  EXPECT_EQ(g.pieces[0], 200);
}

TEST(Solo, GoalsEndTheGames) {
  PlayerContestant player(bot(800));
  SoloOptions sprint;
  sprint.goal = SoloGoal::Sprint;
  const SoloResult s = play_solo(player, sprint);
  EXPECT_TRUE(s.finished);
  EXPECT_GE(s.lines, 40);
  EXPECT_GE(s.pieces, 100);
  EXPECT_GT(s.keys, s.pieces);  // at least a hard drop each, and some moves

  SoloOptions ultra;
  ultra.goal = SoloGoal::Ultra;
  ultra.target = 150;
  const SoloResult u = play_solo(player, ultra);
  EXPECT_EQ(u.pieces, 150);
  EXPECT_GT(u.attack, 0);

  SoloOptions dig;
  dig.goal = SoloGoal::Dig;
  dig.target = 20;
  const SoloResult d = play_solo(player, dig);
  EXPECT_TRUE(d.finished);
  EXPECT_EQ(d.garbage_cleared, 20);
}

}  // namespace
}  // namespace gameai::tetris_ai

// Games: determinism, replay from placements, legality and game over per rule set, hold, and
// the step-by-step inputs.

#include "tetris/game.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "tetris/board_io.hpp"
#include "tetris/drops.hpp"
#include "tetris/randomizer.hpp"

namespace gameai::tetris {
namespace {

// Plays `count` pieces choosing, deterministically, the move with the lowest row and then
// the leftmost column (a simple but stack-friendly policy for tests).
void play_lowest(Game& game, int count) {
  for (int i = 0; i < count && !game.game_over(); ++i) {
    const MoveGenerator& moves = game.moves();
    ASSERT_FALSE(moves.empty());
    const Move* best = &moves[0];
    for (const Move& m : moves) {
      if (m.placement.row < best->placement.row ||
          (m.placement.row == best->placement.row && m.placement.column < best->placement.column)) {
        best = &m;
      }
    }
    ASSERT_TRUE(game.play(best->placement, best->spin).ok);
  }
}

TEST(Game, SameSeedSameGameAndReplayFromPlacements) {
  for (RuleSet rules : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
    const GameConfig config = GameConfig::for_rules(rules, 1234);
    Game a(config);
    Game b(config);
    play_lowest(a, 120);
    play_lowest(b, 120);
    ASSERT_EQ(a.history().size(), b.history().size());
    EXPECT_EQ(a.board(), b.board());
    EXPECT_EQ(a.score(), b.score());
    EXPECT_EQ(a.lines(), b.lines());
    EXPECT_GT(a.lines(), 0) << rule_set_name(rules);

    // A third game fed only the recorded placements (and spins) reproduces every hash.
    Game replay(config);
    for (const StepRecord& step : a.history()) {
      ASSERT_TRUE(replay.play(step.placement, step.spin).ok);
      EXPECT_EQ(replay.history().back().board_hash, step.board_hash);
    }
    EXPECT_EQ(replay.score(), a.score());

    // A different seed deals a different game.
    Game other(GameConfig::for_rules(rules, 1235));
    play_lowest(other, 120);
    EXPECT_FALSE(other.board() == a.board() && other.score() == a.score());
  }
}

// What a player counting pieces knows of the 7-bag: after the current piece and the five
// previews, the rest of the bag; checked against the sequence itself at every piece, holds
// included (they deal a piece early), and nothing under uniform pieces.
TEST(Game, UnseenBagIsTheRestOfTheBagAfterThePreview) {
  const GameConfig config = GameConfig::for_rules(RuleSet::Guideline, 77);
  Randomizer sequence(config.randomizer, config.seed);
  std::vector<Piece> dealt;
  for (int i = 0; i < 200; ++i) dealt.push_back(sequence.next());
  Game game(config);
  std::size_t drawn = 6;  // the current piece and five previews
  for (int i = 0; i < 60 && !game.game_over(); ++i) {
    if (i % 5 == 2 && game.can_hold()) {
      const bool empty = !game.hold().has_value();
      ASSERT_TRUE(game.input(Input::Hold));
      if (empty) ++drawn;
    }
    const std::size_t seen = drawn % 7;
    std::vector<Piece> expected;
    for (const Piece p : ALL_PIECES) {
      bool in_bag = false;
      for (std::size_t k = drawn - seen; k < drawn; ++k) in_bag = in_bag || dealt[k] == p;
      if (!in_bag) expected.push_back(p);
    }
    EXPECT_EQ(game.unseen_bag(), expected) << "piece " << i;
    EXPECT_EQ(game.preview().back(), dealt[drawn - 1]);
    play_lowest(game, 1);
    ++drawn;
  }
  EXPECT_TRUE(Game(GameConfig::for_rules(RuleSet::Classic, 77)).unseen_bag().empty());
}

// moves() is kept between calls while the position stands, and always equals what a fresh
// generator finds for the position as it is now: after a key moves the piece, a hold, a lock,
// garbage.
TEST(Game, MovesFollowEveryChangeOfThePosition) {
  Game game(GameConfig::for_rules(RuleSet::Guideline, 7));
  MoveGenerator fresh;
  const auto same_as_fresh = [&](const char* when) {
    const MoveGenerator& moves = game.moves();
    ASSERT_TRUE(game.falling().has_value()) << when;
    fresh.generate_from(RuleSet::Guideline, game.board(), *game.falling());
    ASSERT_EQ(moves.size(), fresh.size()) << when;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      EXPECT_EQ(moves[i].placement, fresh[i].placement) << when;
      EXPECT_EQ(moves[i].spin, fresh[i].spin) << when;
    }
  };
  play_lowest(game, 6);
  same_as_fresh("after six pieces");
  const MoveGenerator* first = &game.moves();
  EXPECT_EQ(first, &game.moves());
  ASSERT_TRUE(game.input(Input::RotateCw));
  same_as_fresh("after a turn");
  ASSERT_TRUE(game.input(Input::Left));
  same_as_fresh("after a step left");
  ASSERT_TRUE(game.input(Input::Hold));
  same_as_fresh("after a hold");
  play_lowest(game, 1);
  same_as_fresh("after a lock");
  game.add_garbage(2, 3);
  same_as_fresh("after garbage");
}

TEST(Game, IllegalPlacementsChangeNothing) {
  Game game(GameConfig::for_rules(RuleSet::Classic, 7));
  const Piece p = game.current();
  const Board before = game.board();
  // Floating in mid-air, off the board, the wrong piece.
  EXPECT_FALSE(game.play(Placement{p, Rotation::Spawn, 3, 5}).ok);
  EXPECT_FALSE(game.play(Placement{p, Rotation::Spawn, 12, 0}).ok);
  EXPECT_FALSE(game.play(Placement{p == Piece::I ? Piece::O : Piece::I, Rotation::Spawn, 0, 0}).ok);
  EXPECT_EQ(game.board(), before);
  EXPECT_EQ(game.pieces(), 0);
  EXPECT_EQ(game.current(), p);
  EXPECT_TRUE(game.play(drops(game.board(), p)[0]).ok);
  EXPECT_EQ(game.pieces(), 1);
}

TEST(Game, ClassicEndsWhenNoDropFits) {
  // Even columns full to the top, odd ones one short: every piece would stick out. Each
  // lower row has one covered hole so none is full.
  std::string text = "#.#.#.#.#.\n";
  for (int y = 18; y >= 0; --y) {
    std::string row(10, '#');
    row[static_cast<std::size_t>(y % 10)] = '.';
    text += row + "\n";
  }
  const Board stuck = parse_board(text);
  for (Piece p : ALL_PIECES) EXPECT_TRUE(drops(stuck, p).empty()) << piece_name(p);
  Game game(GameConfig::for_rules(RuleSet::Classic, 3));
  game.set_board(stuck);
  EXPECT_TRUE(game.game_over());
  EXPECT_FALSE(game.play(Placement{game.current(), Rotation::Spawn, 0, 19}).ok);
  EXPECT_TRUE(game.moves().empty());
  // With the top two rows emptied every piece finds room again (with only the top row
  // emptied, only a flat I would fit).
  Board open = stuck;
  for (int x = 0; x < 10; ++x) {
    open.set(x, 19, false);
    open.set(x, 18, false);
  }
  for (Piece p : ALL_PIECES) EXPECT_FALSE(drops(open, p).empty()) << piece_name(p);
  game.set_board(open);
  EXPECT_FALSE(game.game_over());
}

TEST(Game, StandardAndGuidelineEndWhenTheSpawnIsBlocked) {
  for (RuleSet rules : {RuleSet::Standard, RuleSet::Guideline}) {
    Game game(GameConfig::for_rules(rules, 11));
    Board blocked(10, 20);
    // Fill the two top rows' middle (guideline also blocks its hidden spawn rows).
    for (int x = 3; x <= 6; ++x) {
      for (int y = 18; y < 20 + (rules == RuleSet::Guideline ? 2 : 0); ++y) blocked.set(x, y);
    }
    game.set_board(blocked);
    EXPECT_TRUE(game.game_over()) << rule_set_name(rules);
    EXPECT_FALSE(game.falling());
    EXPECT_FALSE(game.input(Input::Left));
  }
  // With the spawn free the same stack height is still playable.
  Game fine(GameConfig::for_rules(RuleSet::Standard, 11));
  Board open(10, 20);
  for (int y = 0; y < 17; ++y) open.set(0, y);
  fine.set_board(open);
  EXPECT_FALSE(fine.game_over());
}

// A piece that cannot fall below the hidden rows locks wholly above the board: lock out.
TEST(Game, GuidelineLockOutEndsTheGame) {
  Game game(GameConfig::for_rules(RuleSet::Guideline, 9));
  Board walls(10, 20);
  for (int y = 0; y < 20; ++y) {
    for (int x = 3; x <= 6; ++x) walls.set(x, y);
  }
  game.set_board(walls);
  ASSERT_FALSE(game.game_over());  // the spawn rows above the board are free
  EXPECT_GE(game.falling()->row, 20);
  ASSERT_TRUE(game.input(Input::HardDrop));
  EXPECT_TRUE(game.game_over());
  EXPECT_EQ(game.pieces(), 1);
  EXPECT_GE(game.history().back().placement.row, 20);
}

TEST(Game, GuidelineHoldSwapsOncePerPieceAndReplays) {
  Game game(GameConfig::for_rules(RuleSet::Guideline, 42));
  const Piece first = game.current();
  const Piece second = game.preview()[0];
  EXPECT_EQ(game.preview().size(), 5u);
  ASSERT_TRUE(game.input(Input::Hold));
  EXPECT_EQ(game.hold(), first);
  EXPECT_EQ(game.current(), second);
  EXPECT_FALSE(game.input(Input::Hold));  // once per piece
  ASSERT_TRUE(game.input(Input::HardDrop));
  EXPECT_TRUE(game.history().back().held);
  EXPECT_TRUE(game.can_hold());

  // Placements of the held piece hold on their own: replay the recorded placements.
  Game replay(GameConfig::for_rules(RuleSet::Guideline, 42));
  ASSERT_TRUE(replay.play(game.history()[0].placement).ok);
  EXPECT_EQ(replay.hold(), first);
  EXPECT_EQ(replay.board(), game.board());
  // A piece that is neither current, held nor next is refused and nothing changes.
  Game fresh(GameConfig::for_rules(RuleSet::Guideline, 42));
  Piece absent = Piece::I;
  for (Piece p : ALL_PIECES) {
    if (p != fresh.current() && p != fresh.preview()[0]) absent = p;
  }
  EXPECT_FALSE(fresh.play(Placement{absent, Rotation::Spawn, 0, 0}).ok);
  EXPECT_EQ(fresh.current(), first);
  EXPECT_FALSE(fresh.hold());
}

TEST(Game, InputsMoveTheFallingPieceAndGravityLocks) {
  Game game(GameConfig::for_rules(RuleSet::Guideline, 5));
  const Placement start = *game.falling();
  EXPECT_EQ(start.row, 19);  // spawned at row 20, fell one row at once
  ASSERT_TRUE(game.input(Input::Left));
  EXPECT_EQ(game.falling()->column, start.column - 1);
  EXPECT_EQ(game.ghost()->row, 0);
  EXPECT_EQ(game.ghost()->column, start.column - 1);
  ASSERT_TRUE(game.input(Input::SoftDrop));
  EXPECT_EQ(game.falling()->row, start.row - 1);
  EXPECT_EQ(game.score(), 1);  // one row of soft drop
  int ticks = 0;
  while (game.pieces() == 0) {
    ASSERT_TRUE(game.gravity_tick());
    ++ticks;
  }
  EXPECT_EQ(ticks, start.row - 1 + 1);  // fall to the floor, then one tick to lock
  EXPECT_EQ(game.history()[0].placement.row, 0);
  EXPECT_GT(game.gravity_ms(), 0.0);
  // Classic has no falling piece to steer.
  Game classic(GameConfig::for_rules(RuleSet::Classic, 5));
  EXPECT_FALSE(classic.input(Input::Left));
  EXPECT_FALSE(classic.falling());
  EXPECT_FALSE(classic.ghost());
}

TEST(Game, GravityFollowsTheLevel) {
  GameConfig g = GameConfig::for_rules(RuleSet::Guideline);
  EXPECT_DOUBLE_EQ(Game(g).gravity_ms(), 1000.0);
  GameConfig s = GameConfig::for_rules(RuleSet::Standard);
  EXPECT_DOUBLE_EQ(Game(s).gravity_ms(), 500.0);
  s.scoring = ScoringKind::Seed000;
  EXPECT_DOUBLE_EQ(Game(s).gravity_ms(), 1000.0);
}

// The guideline gravity table, level by level (milliseconds a row), down to 20G at the top and
// no faster beyond it.
TEST(Game, GuidelineGravityTable) {
  struct Row {
    int level;
    double ms;
  };
  const Row rows[] = {{1, 1000.0},       {2, 793.0},        {3, 617.80},       {4, 472.73},
                      {5, 355.20},       {10, 64.15},       {15, 7.05},        {18, 1.46},
                      {19, TWENTY_G_MS}, {20, TWENTY_G_MS}, {21, TWENTY_G_MS}, {1'819, TWENTY_G_MS},
                      {0, 1000.0}};
  for (const Row& r : rows)
    EXPECT_NEAR(guideline_gravity_ms(r.level), r.ms, r.ms * 0.005) << "level " << r.level;
  EXPECT_NEAR(TWENTY_G_MS, 0.8333, 0.0001);
}

TEST(Game, CopiesAreIndependent) {
  Game a(GameConfig::for_rules(RuleSet::Guideline, 8));
  Game b = a;
  ASSERT_TRUE(b.input(Input::HardDrop));
  EXPECT_EQ(a.pieces(), 0);
  EXPECT_EQ(b.pieces(), 1);
  Game c(GameConfig::for_rules(RuleSet::Classic, 1));
  c = b;
  EXPECT_EQ(c.pieces(), 1);
  EXPECT_EQ(c.board(), b.board());
  EXPECT_THROW(c.set_board(Board(8, 20)), std::invalid_argument);
}

}  // namespace
}  // namespace gameai::tetris

namespace gameai::tetris {
namespace {

// Every lock of a game steered by keys (holds, soft and hard drops) replays from its history:
// the same board after every step, the same score, hold and queue.
TEST(GameReplay, HistoryOfAKeyedGameReplaysExactly) {
  GameConfig config = GameConfig::for_rules(RuleSet::Guideline, 77);
  Game played(config);
  InputPath path;
  for (int i = 0; i < 120 && !played.game_over(); ++i) {
    if (i % 5 == 2) played.input(Input::Hold);
    played.input(Input::SoftDrop);
    played.input(Input::SoftDrop);
    const MoveGenerator& moves = played.moves();
    ASSERT_FALSE(moves.empty());
    std::size_t lowest = 0;
    for (std::size_t m = 0; m < moves.size(); ++m)
      if (moves[m].placement.row < moves[lowest].placement.row) lowest = m;
    moves.path(lowest, path);
    // Every other piece drops the last free rows by hard drop, as the desktop app's AI does.
    std::vector<Input> keys(path.begin(), path.end());
    if (i % 2 == 0) {
      while (keys.size() >= 2 && keys[keys.size() - 2] == Input::SoftDrop) {
        keys.erase(keys.end() - 2);
      }
    }
    for (const Input in : keys) played.input(in);
  }
  ASSERT_GE(played.history().size(), 50u);
  Game replayed(config);
  int held = 0;
  int soft = 0;
  int hard = 0;
  for (const StepRecord& step : played.history()) {
    ASSERT_TRUE(replayed.replay(step).ok);
    ASSERT_EQ(replayed.board().hash(), step.board_hash);
    held += step.held;
    soft += step.soft_rows;
    hard += step.hard_rows;
  }
  EXPECT_EQ(replayed.score(), played.score());
  EXPECT_EQ(replayed.hold(), played.hold());
  EXPECT_EQ(replayed.current(), played.current());
  EXPECT_GT(held, 5);
  EXPECT_GE(soft, 2 * 50);
  EXPECT_GT(hard, 50);
}

// The hold flag is played as recorded, never inferred: a step that held must hold, and a step
// of the next piece that did not hold is refused.
TEST(GameReplay, HoldIsPlayedAsRecorded) {
  GameConfig config = GameConfig::for_rules(RuleSet::Guideline, 3);
  Game game(config);
  const Piece next = game.preview()[0];
  Game refused = game;
  StepRecord step;
  step.placement = *refused.ghost();
  step.placement.piece = next;
  EXPECT_FALSE(refused.replay(step).ok);  // not the current piece, and no hold recorded
  EXPECT_EQ(refused.current(), game.current());
  ASSERT_TRUE(game.input(Input::Hold));
  const Placement at = *game.ghost();
  step.placement = at;
  step.held = true;
  Game fresh(config);
  ASSERT_TRUE(fresh.replay(step).ok);
  EXPECT_EQ(fresh.hold(), game.hold());
}

// Under the standard rules a person can slide a piece under a ledge, which Fahey's turn, shift
// and drop cannot; the replay accepts it, and refuses drop rows out of range.
TEST(GameReplay, StandardTucksReplayAndBadDropRowsAreRefused) {
  GameConfig config = GameConfig::for_rules(RuleSet::Standard, 1);
  config.scoring = ScoringKind::Guideline;
  Game game(config);
  Board ledge(10, 20);
  for (int x = 0; x < 5; ++x) ledge.set(x, 3);
  game.set_board(ledge);
  Game played = game;
  const Piece piece = played.current();
  // Walk the piece to the right of the ledge, down to the floor, then left under the ledge.
  for (int i = 0; i < 6; ++i) played.input(Input::Right);
  while (played.falling()->row > played.ghost()->row) played.input(Input::SoftDrop);
  int lefts = 0;
  while (played.pieces() == 0 && played.input(Input::Left)) ++lefts;
  while (played.pieces() == 0) played.input(Input::SoftDrop);  // locks under standard
  ASSERT_EQ(played.history().size(), 1u);
  const StepRecord step = played.history().back();
  ASSERT_GT(lefts, 3) << piece_name(piece);
  ASSERT_LT(step.placement.row, 3);
  Game fahey = game;
  EXPECT_FALSE(fahey.play(step.placement).ok);  // not one of Fahey's moves
  Game replayed = game;
  ASSERT_TRUE(replayed.replay(step).ok);
  EXPECT_EQ(replayed.board(), played.board());
  EXPECT_EQ(replayed.score(), played.score());
  StepRecord bad = step;
  bad.soft_rows = MAX_DROP_ROWS + 1;
  Game refused = game;
  EXPECT_FALSE(refused.replay(bad).ok);
  EXPECT_EQ(refused.score(), 0);
  EXPECT_EQ(refused.pieces(), 0);
}

}  // namespace
}  // namespace gameai::tetris

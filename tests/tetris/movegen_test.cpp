// Move generation per rule set: the entry point agrees with drops on open boards, standard
// follows Fahey's turn-shift-drop, and the guideline search finds tucks and spins whose paths
// replay key by key through the Game to the same placement.

#include "tetris/movegen.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "common/rng.hpp"
#include "tetris/board_io.hpp"
#include "tetris/drops.hpp"
#include "tetris/game.hpp"

namespace gameai::tetris {
namespace {

using Key = std::tuple<int, int, int>;

Key key_of(const Placement& p) {
  const Placement c = canonical(p);
  return {to_int(c.rotation), c.column, c.row};
}

std::set<Key> keys(const MoveGenerator& g) {
  std::set<Key> out;
  for (const Move& m : g) out.insert(key_of(m.placement));
  return out;
}

std::set<Key> keys(const DropList& list) {
  std::set<Key> out;
  for (const Placement& p : list) out.insert(key_of(p));
  return out;
}

Board from_text(const std::string& bottom_rows, int height = 20) {
  // Pads the given rows (top first) with empty rows up to `height`.
  std::string text;
  const auto lines = std::count(bottom_rows.begin(), bottom_rows.end(), '\n');
  for (int i = static_cast<int>(lines); i < height; ++i) text += "..........\n";
  return parse_board(text + bottom_rows);
}

// A game under `rules` whose current piece is `piece`, on `board`: seeds are tried in turn
// until one deals that piece first (deterministic: the first matching seed).
Game game_with(RuleSet rules, Piece piece, const Board& board) {
  for (std::uint64_t seed = 0;; ++seed) {
    GameConfig c = GameConfig::for_rules(rules, seed);
    c.width = board.width();
    c.height = board.height();
    Game g(c);
    if (g.current() != piece) continue;
    g.set_board(board);
    return g;
  }
}

TEST(Movegen, EveryRuleSetMatchesDropsOnAnEmptyBoard) {
  auto gen = std::make_unique<MoveGenerator>();
  const Board empty;
  for (Piece p : ALL_PIECES) {
    const auto expected = keys(drops(empty, p));
    for (RuleSet rules : {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline}) {
      gen->generate(rules, empty, p);
      EXPECT_EQ(keys(*gen), expected) << rule_set_name(rules) << " " << piece_name(p);
      EXPECT_EQ(gen->size(), expected.size()) << rule_set_name(rules) << " " << piece_name(p);
    }
  }
}

TEST(Movegen, GuidelineFindsATuckUnderAnOverhang) {
  const Board b = from_text(
      "###.......\n"
      "..........\n"
      "..........\n");
  auto gen = std::make_unique<MoveGenerator>();
  gen->generate(RuleSet::Guideline, b, Piece::O);
  const Placement tuck{Piece::O, Rotation::Spawn, 0, 0};
  const auto found =
      std::find_if(gen->begin(), gen->end(), [&](const Move& m) { return m.placement == tuck; });
  ASSERT_NE(found, gen->end());
  EXPECT_FALSE(keys(drops(b, Piece::O)).count(key_of(tuck)));
  // Classic and standard drop straight down: no tuck.
  for (RuleSet rules : {RuleSet::Classic, RuleSet::Standard}) {
    gen->generate(rules, b, Piece::O);
    EXPECT_FALSE(keys(*gen).count(key_of(tuck))) << rule_set_name(rules);
  }
  gen->generate(RuleSet::Guideline, b, Piece::O);
  InputPath path;
  gen->path(static_cast<std::size_t>(found - gen->begin()), path);
  // Down to the floor beside the overhang, then left under it; the last key locks.
  ASSERT_GE(path.size(), 3u);
  EXPECT_EQ(path[path.size() - 1], Input::HardDrop);
  EXPECT_EQ(path[path.size() - 2], Input::Left);

  Game game = game_with(RuleSet::Guideline, Piece::O, b);
  for (Input in : path) ASSERT_TRUE(game.input(in)) << input_name(in);
  ASSERT_EQ(game.history().size(), 1u);
  EXPECT_EQ(game.history()[0].placement, tuck);
}

// The classic T-spin triple: the T slides in under the overhang at (2, 4), turns clockwise,
// and only the fifth kick (-1, -2) fits, dropping it into the slot of column 2.
TEST(Movegen, GuidelineFindsATSpinTripleThatReplaysKeyByKey) {
  const Board b = from_text(
      "..#.......\n"
      "..........\n"
      "##.#######\n"
      "##..######\n"
      "##.#######\n");
  auto gen = std::make_unique<MoveGenerator>();
  gen->generate(RuleSet::Guideline, b, Piece::T);
  const Placement tst{Piece::T, Rotation::Right, 2, 0};
  const auto found = std::find_if(gen->begin(), gen->end(), [&](const Move& m) {
    return m.placement == tst && m.spin == Spin::Full;
  });
  ASSERT_NE(found, gen->end());
  EXPECT_TRUE(found->last_rotation);
  InputPath path;
  gen->path(static_cast<std::size_t>(found - gen->begin()), path);
  ASSERT_GE(path.size(), 2u);
  EXPECT_EQ(path[path.size() - 2], Input::RotateCw);

  Game game = game_with(RuleSet::Guideline, Piece::T, b);
  for (std::size_t k = 0; k + 1 < path.size(); ++k) {
    ASSERT_TRUE(game.input(path[k])) << "key " << k << " " << input_name(path[k]);
  }
  ASSERT_TRUE(game.falling());
  EXPECT_EQ(*game.falling(), tst);
  ASSERT_TRUE(game.input(Input::HardDrop));
  ASSERT_EQ(game.history().size(), 1u);
  EXPECT_EQ(game.history()[0].placement, tst);
  EXPECT_EQ(game.history()[0].spin, Spin::Full);
  EXPECT_EQ(game.history()[0].lines, 3);
  EXPECT_EQ(game.history()[0].points, 1600);  // T-spin triple at level 1
  const Board after = from_text("..#.......\n..........\n");
  EXPECT_EQ(game.board(), after);

  // play() with the placement chooses the spin on its own and scores the same.
  Game by_placement = game_with(RuleSet::Guideline, Piece::T, b);
  const PlayResult r = by_placement.play(tst);
  EXPECT_TRUE(r.ok);
  EXPECT_EQ(r.spin, Spin::Full);
  EXPECT_EQ(r.lines, 3);
  EXPECT_EQ(by_placement.board(), after);
}

TEST(Movegen, StandardTurnsAtTheTopThenShiftsThenDrops) {
  // A tower in column 6 stops shifting to the right at the top: nothing beyond it.
  std::string rows;
  for (int i = 0; i < 18; ++i) rows += "......#...\n";
  const Board b = from_text(rows);
  auto gen = std::make_unique<MoveGenerator>();
  gen->generate(RuleSet::Standard, b, Piece::O);
  // Spawn columns 4-5; right of the tower (columns 7-9) is unreachable.
  for (const Move& m : *gen) EXPECT_LT(m.placement.column, 5) << int(m.placement.column);
  EXPECT_EQ(gen->size(), 5u);  // columns 0..4
  // Drops from above reach the far side.
  EXPECT_TRUE(keys(drops(b, Piece::O)).count(Key{0, 7, 0}));
  // Each path replays through the Game to its placement.
  for (std::size_t i = 0; i < gen->size(); ++i) {
    InputPath path;
    gen->path(i, path);
    Game game = game_with(RuleSet::Standard, Piece::O, b);
    for (Input in : path) ASSERT_TRUE(game.input(in));
    ASSERT_EQ(game.history().size(), 1u);
    EXPECT_EQ(game.history()[0].placement, (*gen)[i].placement);
  }
}

Board random_low_board(common::Rng& rng) {
  Board b;
  const int top = 2 + static_cast<int>(rng.below(9));
  for (int y = 0; y < top; ++y) {
    for (int x = 0; x < 10; ++x) {
      if (rng.below(100) < 55) b.set(x, y);
    }
  }
  b.clear_full_rows();
  return b;
}

// On random low stacks: every guideline move rests legally, drops are a subset of the search,
// standard moves are a subset of drops, and sampled paths of both replay to their placement.
TEST(Movegen, PropertyMovesAreRestingAndPathsReplay) {
  common::Rng rng(99);
  auto gen = std::make_unique<MoveGenerator>();
  for (int trial = 0; trial < 60; ++trial) {
    const Board b = random_low_board(rng);
    for (Piece piece : ALL_PIECES) {
      gen->generate(RuleSet::Guideline, b, piece);
      const auto reach = keys(*gen);
      for (const Move& m : *gen) {
        EXPECT_TRUE(b.fits(m.placement));
        EXPECT_FALSE(b.fits(Placement{m.placement.piece, m.placement.rotation, m.placement.column,
                                      static_cast<std::int8_t>(m.placement.row - 1)}));
      }
      const auto dropped = keys(drops(b, piece));
      EXPECT_TRUE(std::includes(reach.begin(), reach.end(), dropped.begin(), dropped.end()));
      const std::size_t i = rng.below(static_cast<std::uint32_t>(gen->size()));
      InputPath path;
      gen->path(i, path);
      Game game = game_with(RuleSet::Guideline, piece, b);
      for (Input in : path) ASSERT_TRUE(game.input(in)) << input_name(in);
      ASSERT_EQ(game.history().size(), 1u);
      EXPECT_EQ(game.history()[0].placement, (*gen)[i].placement);
      EXPECT_EQ(game.history()[0].spin, (*gen)[i].spin);

      gen->generate(RuleSet::Standard, b, piece);
      const auto standard = keys(*gen);
      EXPECT_TRUE(std::includes(dropped.begin(), dropped.end(), standard.begin(), standard.end()));
      const std::size_t j = rng.below(static_cast<std::uint32_t>(gen->size()));
      gen->path(j, path);
      Game standard_game = game_with(RuleSet::Standard, piece, b);
      for (Input in : path) ASSERT_TRUE(standard_game.input(in)) << input_name(in);
      ASSERT_EQ(standard_game.history().size(), 1u);
      EXPECT_EQ(standard_game.history()[0].placement, (*gen)[j].placement);
    }
  }
}

}  // namespace
}  // namespace gameai::tetris

namespace gameai::tetris {
namespace {

// Random boards with overhangs and holes high up, where tucks, kicks and spins matter.
Board random_ragged_board(common::Rng& rng) {
  const int w = 4 + static_cast<int>(rng.below(13));
  const int h = 4 + static_cast<int>(rng.below(37));
  Board b(w, h);
  const int top = static_cast<int>(rng.below(static_cast<std::uint32_t>(h)));
  for (int y = 0; y < top; ++y)
    for (int x = 0; x < w; ++x)
      if (rng.below(100) < 45) b.set(x, y);
  b.clear_full_rows();
  return b;
}

std::vector<std::tuple<int, int, int, int>> move_set(const MoveGenerator& gen) {
  std::vector<std::tuple<int, int, int, int>> out;
  for (const Move& m : gen)
    out.emplace_back(to_int(m.placement.rotation), m.placement.column, m.placement.row,
                     static_cast<int>(m.spin));
  std::sort(out.begin(), out.end());
  return out;
}

// The bitboard search finds exactly the moves, spins included, that the breadth-first search
// over single key presses finds, under guideline and under standard's movement rules; and the
// path of every move, walked through the game, locks there as that spin.
TEST(Movegen, BitboardSearchEqualsTheKeySearch) {
  common::Rng rng(2024);
  auto fast = std::make_unique<MoveGenerator>();
  auto slow = std::make_unique<MoveGenerator>();
  std::size_t compared = 0;
  std::size_t spins = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const Board b = random_ragged_board(rng);
    for (Piece piece : ALL_PIECES) {
      for (const RuleSet rules : {RuleSet::Guideline, RuleSet::Standard}) {
        const auto entry = entry_placement(rules, piece, b);
        if (!entry) continue;
        fast->reachable(rules, b, *entry);
        slow->reachable_by_search(rules, b, *entry);
        const auto mine = move_set(*fast);
        ASSERT_EQ(mine, move_set(*slow)) << rule_set_name(rules) << " " << piece_name(piece) << "\n"
                                         << format_board(b);
        compared += mine.size();
        if (rules != RuleSet::Guideline || fast->empty()) continue;
        for (std::size_t i = 0; i < fast->size(); ++i) {
          spins += (*fast)[i].spin != Spin::None;
          if ((*fast)[i].spin == Spin::None && rng.below(8) != 0) continue;
          InputPath path;
          fast->path(i, path);
          Game game = game_with(RuleSet::Guideline, piece, b);
          for (Input in : path) ASSERT_TRUE(game.input(in)) << input_name(in);
          ASSERT_EQ(game.history().size(), 1u);
          EXPECT_EQ(game.history()[0].placement, (*fast)[i].placement);
          EXPECT_EQ(game.history()[0].spin, (*fast)[i].spin);
        }
      }
    }
  }
  EXPECT_GT(compared, 10000u);
  EXPECT_GT(spins, 50u);
}

}  // namespace
}  // namespace gameai::tetris

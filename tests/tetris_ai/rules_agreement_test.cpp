// The AI's own placement generation and game loop agree with the rules library: the same legal
// placements as tetris::MoveGenerator under classic and standard, and an AutoGame replayed
// move by move through tetris::Game gives the same board, lines and score.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "common/rng.hpp"
#include "tetris/game.hpp"
#include "tetris/movegen.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/controller.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::Piece;

std::vector<tetris::Placement> sorted(std::vector<tetris::Placement> v) {
  std::sort(v.begin(), v.end(), [](const tetris::Placement& a, const tetris::Placement& b) {
    return std::tuple(tetris::to_int(a.rotation), a.column, a.row) <
           std::tuple(tetris::to_int(b.rotation), b.column, b.row);
  });
  return v;
}

tetris::Board random_stack(common::Rng& rng, int w, int h) {
  tetris::Board b(w, h);
  const int level = static_cast<int>(rng.below(static_cast<std::uint32_t>(h)));
  for (int x = 0; x < w; ++x) {
    const int top = std::max(0, level + static_cast<int>(rng.below(5)) - 2);
    for (int y = 0; y < std::min(top, h); ++y) {
      if (rng.below(6) != 0) b.set(x, y);
    }
  }
  b.clear_full_rows();
  return b;
}

TEST(RulesAgreement, SamePlacementsAsTheMoveGenerator) {
  common::Rng rng(31337);
  tetris::MoveGenerator generator;
  tetris::DropList mine;
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int w = 4 + static_cast<int>(rng.below(13));
    const int h = 4 + static_cast<int>(rng.below(37));
    const tetris::Board board = random_stack(rng, w, h);
    for (auto rules : {tetris::RuleSet::Classic, tetris::RuleSet::Standard}) {
      for (Piece piece : tetris::ALL_PIECES) {
        generator.generate(rules, board, piece);
        std::vector<tetris::Placement> theirs;
        for (const auto& m : generator) theirs.push_back(m.placement);
        legal_placements(ColumnBoard(board), piece, rules, mine);
        ASSERT_EQ(sorted({mine.begin(), mine.end()}), sorted(theirs))
            << tetris::rule_set_name(rules) << " " << tetris::piece_name(piece) << "\n"
            << w << "x" << h;
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 300 * 2 * 7);
}

void replay_matches(tetris::RuleSet rules, const char* ai, std::uint64_t index) {
  GameConfig config;
  config.rules = rules;
  config.max_pieces = 3000;
  PlayerSettings settings;
  settings.ai = ai;
  AutoGame game(settings, config, 42, index);
  tetris::GameConfig tc = tetris::GameConfig::for_rules(rules, tetris::game_piece_seed(42, index));
  tc.scoring = tetris::ScoringKind::Seed000;
  tc.record_history = false;
  tetris::Game reference(tc);
  while (true) {
    ASSERT_EQ(reference.current(), game.current());
    ASSERT_EQ(reference.preview().front(), game.preview().front());
    const auto d = game.step();
    if (!d) break;
    const tetris::PlayResult r = reference.play(d->placement);
    ASSERT_TRUE(r.ok) << "piece " << game.pieces();
    ASSERT_EQ(r.lines, game.last_clear());
    ASSERT_EQ(game.board().to_board(), reference.board());
  }
  EXPECT_EQ(static_cast<std::int64_t>(game.lines()), reference.lines());
  EXPECT_EQ(game.score(), reference.score());
  EXPECT_EQ(game.reached_limit(), !reference.game_over());
}

TEST(RulesAgreement, AutoGameReplaysThroughTheRulesLibraryClassic) {
  replay_matches(tetris::RuleSet::Classic, "compact", 0);
  replay_matches(tetris::RuleSet::Classic, "eltetris", 1);
}

TEST(RulesAgreement, AutoGameReplaysThroughTheRulesLibraryStandard) {
  replay_matches(tetris::RuleSet::Standard, "compact", 2);
  replay_matches(tetris::RuleSet::Standard, "dellacherie", 3);
}

}  // namespace
}  // namespace gameai::tetris_ai

namespace gameai::tetris_ai {
namespace {

// Under guideline the rules library plays the game and the controller picks among its moves:
// every placement played is one of tetris::MoveGenerator's, and an El-Tetris player survives.
TEST(RulesAgreement, GuidelineGamesUseTheRulesLibraryMoves) {
  GameConfig config;
  config.rules = tetris::RuleSet::Guideline;
  config.max_pieces = 300;
  AutoGame game(PlayerSettings{}, config, 5, 0);
  tetris::GameConfig tc =
      tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, tetris::game_piece_seed(5, 0));
  tc.record_history = false;
  tetris::Game reference(tc);
  while (const auto d = game.step()) {
    const auto& moves = reference.moves();
    const bool listed = std::any_of(moves.begin(), moves.end(), [&](const tetris::Move& m) {
      return m.placement == d->placement;
    });
    ASSERT_TRUE(listed) << "piece " << game.pieces();
    ASSERT_TRUE(reference.play(d->placement).ok);
    ASSERT_EQ(ColumnBoard(reference.board()), game.board());
  }
  EXPECT_TRUE(game.reached_limit());
  EXPECT_EQ(game.pieces(), 300u);
  EXPECT_GT(game.lines(), 100u);
  EXPECT_EQ(game.score(), reference.score());
}

}  // namespace
}  // namespace gameai::tetris_ai

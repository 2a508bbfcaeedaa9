// Controllers choose sensible placements on hand-built boards, respect the rule sets, and are
// deterministic (or seeded, for compact).

#include "tetris_ai/controller.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <optional>

#include "common/rng.hpp"
#include "tetris/board_io.hpp"
#include "tetris/drops.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::Piece;
using tetris::Rotation;

// Nine full columns and a one-wide well: every evaluator drops the I upright into the well
// and clears four rows.
const char* WELL_BOARD =
    "..........\n..........\n..........\n..........\n..........\n"
    "..........\n..........\n..........\n..........\n..........\n"
    "..........\n..........\n..........\n..........\n..........\n"
    "..........\n#########.\n#########.\n#########.\n#########.\n";

Evaluator evaluator_of(std::string_view name) {
  return Evaluator(*find_preset(name));
}

TEST(Controller, EveryEvaluatorTakesTheTetris) {
  const tetris::Board board = tetris::parse_board(WELL_BOARD);
  for (const Preset& preset : PRESETS) {
    Controller c(Evaluator(preset), {});
    const auto d = c.decide(board, Piece::I);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->placement.rotation, Rotation::Right) << preset.name;
    EXPECT_EQ(d->placement.column, 9) << preset.name;
    EXPECT_EQ(d->features[ROWS_CLEARED], 4) << preset.name;
  }
}

TEST(Controller, ChoosesTheBestScoringDrop) {
  common::Rng rng(99);
  const Evaluator eval = evaluator_of("bcts");
  for (int trial = 0; trial < 50; ++trial) {
    tetris::Board board(10, 20);
    for (int x = 0; x < 10; ++x) {
      const int top = static_cast<int>(rng.below(8));
      for (int y = 0; y < top; ++y) {
        if (rng.below(4) != 0) board.set(x, y);
      }
    }
    board.clear_full_rows();
    const Piece piece = tetris::ALL_PIECES[rng.below(7)];
    Controller c(eval, {});
    const auto d = c.decide(board, piece);
    ASSERT_TRUE(d.has_value());
    FeatureCalculator calc;
    calc.reset(ColumnBoard(board), ALL_FEATURES, eval.variant());
    double best = -1e300;
    for (const auto& p : tetris::drops(board, piece)) {
      best = std::max(best, eval.linear().score(
                                calc.evaluate(column_shape(piece, p.rotation), p.column, p.row)));
    }
    EXPECT_DOUBLE_EQ(d->score, best);
    EXPECT_TRUE(tetris::is_legal_drop(board, d->placement));
  }
}

// The one-piece search skips drops whose score bound cannot reach the best and measures the
// most promising drop first; it must still pick exactly what measuring every drop in order
// picks (the best score, ties to the higher rank, then the earlier drop), with its features.
// Boards with holes and overhangs, tall stacks and nearly full rows; narrow and wide. Both
// feature variants: El-Tetris's, and MDPTetris's (Dellacherie's and BCTS's weights), which
// counts a transition above a column that reaches the top row; and hole details (BCTS's hole
// cover and rows with holes, the learned weights' hole depth).
TEST(Controller, OnePieceMatchesMeasuringEveryDrop) {
  common::Rng rng(4242);
  for (const Evaluator& eval :
       {evaluator_of("eltetris"), evaluator_of("dellacherie"), evaluator_of("bcts"),
        evaluator_of("learned"), Evaluator(LEARNED_STANDARD)}) {
    const std::string label =
        std::string(eval.name()) + " (" + std::string(variant_name(eval.variant())) + ")";
    for (int trial = 0; trial < 600; ++trial) {
      const int w = 4 + static_cast<int>(rng.below(13));
      const int h = 4 + static_cast<int>(rng.below(37));
      tetris::Board board(w, h);
      const int base = static_cast<int>(rng.below(static_cast<std::uint32_t>(h)));
      for (int x = 0; x < w; ++x) {
        const int top = static_cast<int>(rng.below(static_cast<std::uint32_t>(h - base / 2)));
        for (int y = 0; y < top; ++y) {
          if (rng.below(6) != 0) board.set(x, y);
        }
      }
      board.clear_full_rows();
      const Piece piece = tetris::ALL_PIECES[rng.below(7)];
      Controller c(eval, {});
      const auto d = c.decide(board, piece);
      FeatureCalculator calc;
      calc.reset(ColumnBoard(board), eval.linear().measured(), eval.variant());
      std::optional<Decision> want;
      std::uint64_t want_rank = 0;
      int order = 0;
      for (const auto& p : tetris::drops(board, piece)) {
        const ColumnShape& shape = column_shape(piece, p.rotation);
        const PlacementFeatures f = calc.evaluate(shape, p.column, p.row);
        const double s = eval.linear().score(f);
        const std::uint64_t rank =
            eval.tie_break() == TieBreak::DellacherieRank
                ? static_cast<std::uint64_t>(dellacherie_priority(w, piece, p.rotation, p.column) +
                                             (1 << 20))
                : std::numeric_limits<std::uint32_t>::max() - static_cast<std::uint64_t>(order);
        if (!want || s > want->score || (s == want->score && rank > want_rank)) {
          want = Decision{p, s, f};
          want_rank = rank;
        }
        ++order;
      }
      ASSERT_EQ(d.has_value(), want.has_value()) << label << " trial " << trial;
      if (!want) continue;
      ASSERT_EQ(d->placement, want->placement) << label << " trial " << trial << "\n"
                                               << tetris::format_board(board);
      ASSERT_EQ(d->score, want->score) << label << " trial " << trial;
      ASSERT_EQ(d->features, want->features) << label << " trial " << trial;
    }
  }
}

TEST(Controller, NoPlacementMeansGameOver) {
  // Every column reaches the top row but one, which an O cannot fill.
  tetris::Board board(4, 4);
  for (int y = 0; y < 4; ++y) {
    for (int x = 0; x < 3; ++x) board.set(x, y);
  }
  board.set(0, 3, false);
  board.set(3, 0);
  board.set(3, 1);
  board.set(3, 2);
  for (const char* name : {"compact", "eltetris"}) {
    Controller c(evaluator_of(name), {});
    EXPECT_FALSE(c.decide(board, Piece::O).has_value());
  }
}

TEST(Controller, CompactTiesFollowTheSeed) {
  // On an empty board many placements tie; the same seed gives the same choice, and some
  // seeds differ.
  const tetris::Board board(10, 20);
  Controller a(evaluator_of("compact"), {}, 5);
  Controller b(evaluator_of("compact"), {}, 5);
  int differ = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const auto da = a.decide(board, Piece::T);
    const auto db = b.decide(board, Piece::T);
    ASSERT_TRUE(da && db);
    EXPECT_EQ(da->placement, db->placement);
    Controller other(evaluator_of("compact"), {}, seed);
    differ += other.decide(board, Piece::T)->placement != da->placement;
  }
  EXPECT_GT(differ, 0);
}

TEST(Controller, DellacherieTieBreakPrefersTheEdge) {
  // On an empty board an O scores the same in columns 0 and 8 (mirror images); Dellacherie's
  // priority takes the one further from the spawn column, and left of it on a tie.
  const tetris::Board board(10, 20);
  Controller c(evaluator_of("dellacherie"), {});
  const auto d = c.decide(board, Piece::O);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->placement.column, 0);
}

TEST(Controller, LookaheadAndBeamSeeTheNextPiece) {
  // A two-wide gap on the right: with an O coming next the two-piece controller keeps the gap
  // for it rather than spoiling it with the current I.
  const tetris::Board board = tetris::parse_board(
      "..........\n..........\n..........\n..........\n"
      "########..\n########..\n");
  const Piece next[] = {Piece::O};
  SearchOptions two;
  two.lookahead = 1;
  Controller c2(evaluator_of("eltetris"), two);
  const auto d2 = c2.decide(board, Piece::I, next);
  ASSERT_TRUE(d2.has_value());
  EXPECT_LT(d2->placement.column + d2->placement.cells_shape().width, 9);
  SearchOptions beam;
  beam.beam_width = 64;
  beam.beam_depth = 2;
  Controller cb(evaluator_of("eltetris"), beam);
  const auto db = cb.decide(board, Piece::I, next);
  ASSERT_TRUE(db.has_value());
  // A beam wide enough to hold every first placement finds the same pair.
  EXPECT_EQ(db->placement, d2->placement);
  EXPECT_DOUBLE_EQ(db->score, d2->score);
}

TEST(Controller, StandardRulesOnlyReachWhatTheSpawnAllows) {
  // A wall of height 18 in column 2 blocks sliding left from the spawn at height 18-19, so
  // under standard rules nothing lands left of it; classic drops still reach column 0.
  tetris::Board board(10, 20);
  for (int y = 0; y < 18; ++y) board.set(2, y);
  SearchOptions standard;
  standard.rules = tetris::RuleSet::Standard;
  Controller cs(evaluator_of("eltetris"), standard);
  const auto ds = cs.decide(board, Piece::O);
  ASSERT_TRUE(ds.has_value());
  EXPECT_GE(ds->placement.column, 3);
  Controller cc(evaluator_of("eltetris"), {});
  EXPECT_LT(cc.decide(board, Piece::O)->placement.column, 2);
}

}  // namespace
}  // namespace gameai::tetris_ai

// Each piece's rules in isolation, on small hand-checked positions: the destinations a piece has
// are listed square by square, so a failure shows exactly which rule broke.
#include "xiangqi/movegen.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/rng.hpp"
#include "square_name.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

using testing::sq;

// Destinations of the legal moves from `from`, as sorted square names.
std::vector<std::string> destinations(const char* fen, const char* from) {
  Position pos;
  StateInfo st;
  std::string error;
  EXPECT_TRUE(pos.set(fen, &st, &error)) << fen << ": " << error;
  std::vector<std::string> out;
  for (const ExtMove& m : MoveList<LEGAL>(pos))
    if (m.move.from_sq() == sq(from)) out.push_back(to_iccs(m).substr(2));
  std::sort(out.begin(), out.end());
  return out;
}

using Squares = std::vector<std::string>;

TEST(PieceRules, KingStaysInPalaceOrthogonally) {
  EXPECT_EQ(destinations("5k3/9/9/9/9/9/9/9/4K4/9 w", "e1"), (Squares{"d1", "e0", "e2"}));
  EXPECT_EQ(destinations("3k5/9/9/9/9/9/9/5K3/9/9 w", "f2"), (Squares{"e2", "f1"}));
  EXPECT_EQ(destinations("5k3/9/9/9/9/9/9/9/9/3K5 b", "f9"), (Squares{"e9", "f8"}));
}

TEST(PieceRules, AdvisorStaysOnPalaceDiagonals) {
  EXPECT_EQ(destinations("3k5/9/9/9/9/9/9/9/4A4/5K3 w", "e1"), (Squares{"d0", "d2", "f2"}));
  EXPECT_EQ(destinations("3k5/9/9/9/9/9/9/9/9/3AK4 w", "d0"), (Squares{"e1"}));
}

TEST(PieceRules, ElephantIsBlockedOnTheEyeAndStopsAtTheRiver) {
  // c4: a2 and e2 are on Red's side; a6 and e6 lie across the river.
  EXPECT_EQ(destinations("3k5/9/9/9/9/2B6/9/9/9/4K4 w", "c4"), (Squares{"a2", "e2"}));
  // A piece of either colour on the eye b3 blocks the move to a2.
  EXPECT_EQ(destinations("3k5/9/9/9/9/2B6/1p7/9/9/4K4 w", "c4"), (Squares{"e2"}));
  EXPECT_EQ(destinations("4k4/9/9/9/9/9/9/4B4/9/3K5 w", "e2"), (Squares{"c0", "c4", "g0", "g4"}));
  EXPECT_EQ(destinations("3k5/9/4b4/9/9/9/9/9/9/4K4 b", "e7"), (Squares{"c5", "c9", "g5", "g9"}));
}

TEST(PieceRules, HorseIsBlockedOnTheLeg) {
  const Squares all{"c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"};
  EXPECT_EQ(destinations("3k5/9/9/9/9/4N4/9/9/9/5K3 w", "e4"), all);
  // Own soldier on e5 is the leg of d6 and f6 (and is not a target itself).
  EXPECT_EQ(destinations("3k5/9/9/9/4P4/4N4/9/9/9/5K3 w", "e4"),
            (Squares{"c3", "c5", "d2", "f2", "g3", "g5"}));
  // An enemy piece on the leg blocks too; an enemy piece on a target is captured.
  EXPECT_EQ(destinations("3k5/9/9/9/9/3nN4/9/9/9/5K3 w", "e4"),
            (Squares{"d2", "d6", "f2", "f6", "g3", "g5"}));
  EXPECT_EQ(destinations("3k5/9/9/3r5/9/4N4/9/9/9/5K3 w", "e4"), all);
}

TEST(PieceRules, CannonMovesLikeAChariotButCapturesOverOneScreen) {
  // Start position b2: b1, along rank 2 to a2 and c2-g2, up to b6, and takes the horse on b9
  // over the screen on b7; it cannot take anything over its own horse on b0 or cannon on h2.
  EXPECT_EQ(destinations(START_FEN.data(), "b2"),
            (Squares{"a2", "b1", "b3", "b4", "b5", "b6", "b9", "c2", "d2", "e2", "f2", "g2"}));
  // The cannon takes the piece right behind the first screen (e6), never one further (e7).
  EXPECT_EQ(
      destinations("3k5/9/4r4/4p4/4p4/9/9/4C4/9/5K3 w", "e2"),
      (Squares{"a2", "b2", "c2", "d2", "e0", "e1", "e3", "e4", "e6", "f2", "g2", "h2", "i2"}));
  // A screen of either colour works; the captured piece must be the enemy's.
  EXPECT_EQ(
      destinations("3k5/9/4r4/9/4P4/9/9/4C4/9/5K3 w", "e2"),
      (Squares{"a2", "b2", "c2", "d2", "e0", "e1", "e3", "e4", "e7", "f2", "g2", "h2", "i2"}));
}

TEST(PieceRules, ChariotSlidesUntilBlocked) {
  EXPECT_EQ(destinations("3k5/9/9/9/9/9/9/1p2R3B/9/5K3 w", "e2"),
            (Squares{"b2", "c2", "d2", "e0", "e1", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "f2",
                     "g2", "h2"}));
}

TEST(PieceRules, SoldierGoesSidewaysOnlyAfterCrossingTheRiver) {
  EXPECT_EQ(destinations("3k5/9/9/9/9/9/4P4/9/9/5K3 w", "e3"), (Squares{"e4"}));
  EXPECT_EQ(destinations("3k5/9/9/9/4P4/9/9/9/9/5K3 w", "e5"), (Squares{"d5", "e6", "f5"}));
  EXPECT_EQ(destinations("3k4P/9/9/9/9/9/9/9/9/5K3 w", "i9"), (Squares{"h9"}));
  EXPECT_EQ(destinations("3k5/9/9/4p4/9/9/9/9/9/5K3 b", "e6"), (Squares{"e5"}));
  EXPECT_EQ(destinations("3k5/9/9/9/9/4p4/9/9/9/5K3 b", "e4"), (Squares{"d4", "e3", "f4"}));
}

TEST(PieceRules, KingsMayNeverFaceOnAnOpenFile) {
  // d0 to e0 would face the king on e9; d1 is fine.
  EXPECT_EQ(destinations("4k4/9/9/9/9/9/9/9/9/3K5 w", "d0"), (Squares{"d1"}));
  // The horse on e4 is the only piece between the kings: it may not move at all.
  EXPECT_EQ(destinations("4k4/9/9/9/9/4N4/9/9/9/4K4 w", "e4"), Squares{});
  // A cannon there may move only along the file.
  EXPECT_EQ(destinations("4k4/9/9/9/9/4C4/9/9/9/4K4 w", "e4"),
            (Squares{"e1", "e2", "e3", "e5", "e6", "e7", "e8"}));
}

TEST(PieceRules, MovesMustNotLeaveTheKingAttacked) {
  // The red chariot on e1 is pinned against its king by the black chariot on e7.
  EXPECT_EQ(destinations("3k5/9/4r4/9/9/9/9/9/4R4/4K4 w", "e1"),
            (Squares{"e2", "e3", "e4", "e5", "e6", "e7"}));
  // Moving a piece onto the file between a cannon and the king would make it a screen.
  EXPECT_EQ(destinations("3k5/9/4c4/9/9/9/9/9/1R7/4K4 w", "b1"),
            (Squares{"a1", "b0", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "c1", "d1", "f1",
                     "g1", "h1", "i1"}));
  // In check from a horse: block its leg, take it, or step away.
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set("3k5/9/9/9/9/9/9/3n5/4A4/4K4 w", &st));
  EXPECT_TRUE(pos.in_check());
  std::vector<std::string> moves;
  for (const ExtMove& m : MoveList<LEGAL>(pos)) moves.push_back(to_iccs(m));
  std::sort(moves.begin(), moves.end());
  EXPECT_EQ(moves, (Squares{"e0d0", "e0f0", "e1d2"}));
}

TEST(Generation, CapturesAndQuietsPartitionPseudoLegalMoves) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w", &st));
  const MoveList<CAPTURES> captures(pos);
  const MoveList<QUIETS> quiets(pos);
  const MoveList<PSEUDO_LEGAL> all(pos);
  EXPECT_EQ(captures.size() + quiets.size(), all.size());
  EXPECT_GT(captures.size(), 0u);
  for (const ExtMove& m : captures) {
    EXPECT_TRUE(pos.capture(m));
    EXPECT_TRUE(all.contains(m));
    EXPECT_TRUE(pos.pseudo_legal(m));
  }
  for (const ExtMove& m : quiets) EXPECT_FALSE(pos.capture(m));
  for (const ExtMove& m : MoveList<LEGAL>(pos)) EXPECT_TRUE(all.contains(m));
}

// Over random games: counting agrees with the list, every listed move is pseudo-legal and legal,
// every pseudo-legal move the list leaves out is illegal, gives_check() predicts the check, and
// checks are seen exactly when the king is attacked.
TEST(Generation, LegalListCountAndFilterAgreeOverRandomGames) {
  common::Rng rng(3);
  int in_check = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos;
    std::vector<StateInfo> states(201);
    ASSERT_TRUE(pos.set(START_FEN, &states[0]));
    for (int ply = 0; ply < 200; ++ply) {
      const MoveList<LEGAL> legal(pos);
      ASSERT_EQ(count_legal(pos), legal.size()) << pos.fen();
      for (const ExtMove& m : MoveList<PSEUDO_LEGAL>(pos))
        ASSERT_EQ(legal.contains(m), pos.legal(m)) << to_iccs(m) << " in " << pos.fen();
      for (const ExtMove& m : legal) {
        ASSERT_TRUE(pos.pseudo_legal(m));
        const bool predicted = pos.gives_check(m);
        StateInfo st;
        pos.do_move(m, st);
        const bool checked = pos.in_check();
        pos.undo_move(m);
        ASSERT_EQ(predicted, checked) << to_iccs(m) << " in " << pos.fen();
      }
      const Square ksq = pos.king_square(pos.side_to_move());
      ASSERT_EQ(pos.checkers(), pos.attackers_to(~pos.side_to_move(), ksq)) << pos.fen();
      in_check += pos.in_check();
      if (legal.empty()) break;
      pos.do_move(legal.begin()[rng.below(std::uint32_t(legal.size()))], states[ply + 1]);
    }
  }
  EXPECT_GT(in_check, 100);
}

}  // namespace
}  // namespace gameai::xiangqi

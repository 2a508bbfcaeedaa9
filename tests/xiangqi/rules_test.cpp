// Game-end rulings: no legal move loses (checkmate and stalemate alike), repetition with
// perpetual check and perpetual chase under Asian rules, the 120-ply rule, and bare armies.
// Each position is small enough to check by hand; the comments give the reasoning.
#include "xiangqi/rules.hpp"

#include <gtest/gtest.h>

#include <deque>
#include <sstream>
#include <string>
#include <vector>

#include "square_name.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

using testing::sq;

// A position plus the history of moves played from it, as a game would hold them.
class MoveHistory {
 public:
  explicit MoveHistory(const std::string& fen) {
    std::string error;
    states_.emplace_back();
    EXPECT_TRUE(pos_.set(fen, &states_.back(), &error)) << fen << ": " << error;
  }
  void play(const std::vector<std::string>& moves, int times = 1) {
    for (int t = 0; t < times; ++t)
      for (const std::string& text : moves) {
        const Move m = parse_legal_iccs(pos_, text);
        ASSERT_TRUE(m) << text << " is not legal in " << pos_.fen();
        states_.emplace_back();
        pos_.do_move(m, states_.back());
      }
  }
  Position& pos() { return pos_; }

 private:
  Position pos_;
  std::deque<StateInfo> states_;  // stable addresses
};

// Asserts that the game is over with this result and reason; returns the status for more checks.
GameStatus expect_over(MoveHistory& g, Result result, Reason reason) {
  const GameStatus s = game_status(g.pos());
  EXPECT_TRUE(s.over) << g.pos().fen();
  EXPECT_EQ(s.result, result) << s.text;
  EXPECT_EQ(s.reason, reason) << s.text;
  return s;
}

TEST(GameEnd, CheckmateLoses) {
  // Black king d9: d8 is covered by the chariot on rank 8, e9 by the chariot arriving on rank 9.
  MoveHistory g("3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1");
  EXPECT_FALSE(game_status(g.pos()).over);
  g.play({"b1b9"});
  const GameStatus s = expect_over(g, Result::RedWins, Reason::Checkmate);
  EXPECT_EQ(s.text, "red wins: black is checkmated");
}

TEST(GameEnd, StalemateLoses) {
  // Black king d9 is not in check but d8 (chariot a8) and e9 (chariot e2) are both covered.
  MoveHistory g("3k5/R8/9/9/9/9/9/4R4/9/5K3 b - - 0 1");
  ASSERT_FALSE(g.pos().in_check());
  expect_over(g, Result::RedWins, Reason::Stalemate);
}

TEST(GameEnd, BareArmiesDraw) {
  MoveHistory g("3k5/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
  expect_over(g, Result::Draw, Reason::NoAttackers);
  MoveHistory soldier("3k5/4a4/9/9/9/9/4P4/9/4A4/3AK4 w - - 0 1");
  EXPECT_FALSE(game_status(soldier.pos()).over);
}

TEST(GameEnd, HundredTwentyPliesWithoutCaptureDraw) {
  MoveHistory g("3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 118 80");
  g.play({"f0f1"});
  EXPECT_FALSE(game_status(g.pos()).over) << "119 plies";
  g.play({"d9e9"});
  expect_over(g, Result::Draw, Reason::MoveLimit);
}

TEST(GameEnd, CheckmateOnThe120thPlyStillWins) {
  MoveHistory g("3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 119 80");
  g.play({"b1b9"});
  EXPECT_EQ(g.pos().rule60_count(), 120);
  EXPECT_EQ(game_status(g.pos()).reason, Reason::Checkmate);
  EXPECT_EQ(rule_judge(g.pos(), 1).outcome, Outcome::Loss);
}

TEST(GameEnd, CaptureResetsTheCount) {
  MoveHistory g("3k5/R8/9/9/9/9/9/9/1R4p2/5K3 w - - 119 80");
  g.play({"b1g1"});
  EXPECT_EQ(g.pos().rule60_count(), 0);
  EXPECT_FALSE(game_status(g.pos()).over);
}

TEST(Repetition, PerpetualCheckLoses) {
  // Red's chariot checks from d7 and e7 in turn while Black's king steps between d9 and e9.
  MoveHistory g("3k5/9/4R4/9/9/9/9/3N5/5K3/9 w - - 0 1");
  const std::vector<std::string> cycle{"e7d7", "d9e9", "d7e7", "e9d9"};
  g.play(cycle);
  EXPECT_FALSE(game_status(g.pos()).over) << "second occurrence only";
  // Inside a search the first repetition already counts when it lies after the root.
  EXPECT_EQ(rule_judge(g.pos(), 5).outcome, Outcome::Loss);  // Red to move, Red checked
  EXPECT_EQ(rule_judge(g.pos(), 4).outcome, Outcome::None);
  g.play(cycle);
  const GameStatus s = expect_over(g, Result::BlackWins, Reason::PerpetualCheck);
  EXPECT_EQ(s.text, "black wins: red repeated with perpetual check");
  // Judging is side-neutral: one ply earlier, Black to move, Black is the winner.
  MoveHistory h("3k5/9/4R4/9/9/9/9/3N5/5K3/9 w - - 0 1");
  h.play(cycle, 2);
  h.play({"e7d7"});
  EXPECT_EQ(game_status(h.pos()).result, Result::BlackWins);
}

TEST(Repetition, MutualPerpetualCheckDraws) {
  // Red's cannon on d5 screens Black's cannon d7 from Red's king d2; stepping to f5 it checks
  // over Black's chariot f6. The chariot goes to d6 (checking down the d-file); the cannon comes
  // back to d5 (blocking, and uncovering Red's chariot f1 against the king on f9); the chariot
  // returns to f6 (blocking, and uncovering the cannon d7). Every move of both sides is a check.
  MoveHistory g("4nk3/9/3c5/5r3/3C5/9/9/3K5/5R3/1C7 w - - 0 1");
  ASSERT_TRUE(g.pos().in_check());
  g.play({"d5f5", "f6d6", "f5d5", "d6f6"}, 2);
  expect_over(g, Result::Draw, Reason::Repetition);
}

TEST(Repetition, QuietRepetitionDraws) {
  // Black's soldier and Red's king shuffle: soldiers and kings never chase, nobody checks.
  MoveHistory g("4k4/9/4b4/9/9/9/7p1/3A4B/4K4/9 b - - 0 1");
  g.play({"h3g3", "e1e0", "g3h3", "e0e1"}, 2);
  const GameStatus s = expect_over(g, Result::Draw, Reason::Repetition);
  EXPECT_EQ(s.text, "draw: the position repeated three times");
}

TEST(Repetition, PerpetualChaseLoses) {
  // Black's horse runs between f7 and e5; Red's chariot follows (f4-e4-f4), attacking the
  // unprotected horse on every move without ever giving check: Red chases and loses.
  MoveHistory g("3k5/9/5n3/9/9/P4R3/9/5A3/4K4/R1B2A3 b - - 0 1");
  g.play({"f7e5", "f4e4"});
  EXPECT_EQ(chased_pieces(g.pos()), square_bb(sq("e5")));
  g.play({"e5f7", "e4f4"});
  EXPECT_EQ(chased_pieces(g.pos()), square_bb(sq("f7")));
  g.play({"f7e5", "f4e4", "e5f7", "e4f4"});
  expect_over(g, Result::BlackWins, Reason::PerpetualChase);
}

TEST(Repetition, CheckAlternatingWithChaseLoses) {
  // Black's chariot alternately attacks Red's lone elephant a2 (from a6) and checks the king on
  // d1 (from d6): one check, one chase, repeated, is forbidden just like perpetual check.
  MoveHistory g("5k3/9/9/3r5/2b6/9/9/B8/4K4/5A3 b - - 0 1");
  g.play({"d6a6", "e1d1", "a6d6", "d1e1"}, 2);
  expect_over(g, Result::RedWins, Reason::PerpetualChase);
}

// The chase definition, one move at a time: which pieces does the move just played chase?
Bitboard chased_after(const char* fen, const char* move) {
  MoveHistory g(fen);
  g.play({move});
  return chased_pieces(g.pos());
}

TEST(Chase, ChariotOnUnprotectedHorse) {
  EXPECT_EQ(chased_after("3k5/9/9/9/2n6/9/9/9/R8/5K3 w", "a1a5"), square_bb(sq("c5")));
}

TEST(Chase, ProtectedPieceIsNotChased) {
  // The chariot on c8 guards c5 down the file.
  EXPECT_EQ(chased_after("3k5/2r6/9/9/2n6/9/9/9/R8/5K3 w", "a1a5"), Bitboard(0));
}

TEST(Chase, HorseOnChariotCountsEvenIfProtected) {
  EXPECT_EQ(chased_after("3k5/2r6/9/9/2r6/9/9/3N5/9/5K3 w", "d2b3"), square_bb(sq("c5")));
}

TEST(Chase, ElephantOnHorseCountsEvenIfProtected) {
  // The elephant's new attack on a2 counts although the chariot on a9 guards the horse.
  EXPECT_EQ(chased_after("r2k5/9/9/9/9/9/9/n3B4/9/5K3 w", "e2c4"), square_bb(sq("a2")));
}

TEST(Chase, LikePieceThatCannotTakeBackIsChased) {
  // Horse against horse: with the leg e4 blocked the black horse cannot answer from e5.
  EXPECT_EQ(chased_after("3k5/9/9/9/4n4/4P4/9/1N7/9/5K3 w", "b2d3"), square_bb(sq("e5")));
  EXPECT_EQ(chased_after("3k5/9/9/9/4n4/9/9/1N7/9/5K3 w", "b2d3"), Bitboard(0));
}

TEST(Chase, MutualAttackIsNotAChase) {
  // Chariot meets chariot: the attacked one can take back at once.
  EXPECT_EQ(chased_after("3k5/9/9/9/2r6/9/9/9/R8/5K3 w", "a1a5"), Bitboard(0));
}

TEST(Chase, SoldiersCountOnlyAcrossTheRiver) {
  EXPECT_EQ(chased_after("3k5/9/9/9/2p6/9/9/9/R8/5K3 w", "a1a5"), Bitboard(0));
  EXPECT_EQ(chased_after("3k5/9/9/9/9/2p6/9/9/R8/5K3 w", "a1a4"), square_bb(sq("c4")));
}

TEST(Chase, KingsAndSoldiersNeverChase) {
  EXPECT_EQ(chased_after("3k5/9/9/1n7/2P6/9/9/9/9/5K3 w", "c5c6"), Bitboard(0));
}

TEST(Chase, AnAttackThatAlreadyExistedIsNotNew) {
  EXPECT_EQ(chased_after("3k5/9/9/9/R1n6/9/9/9/9/5K3 w", "f0f1"), Bitboard(0));
  EXPECT_EQ(chased_after("3k5/9/9/9/R1n6/9/9/9/9/5K3 w", "a5b5"), Bitboard(0));
}

TEST(Chase, ACheckIsNotJudgedAsAChase) {
  // The horse lands on e7 attacking the unprotected cannon g6; with the king on d9 the same move
  // also gives check (over the empty leg e8), and then it is judged as a check only.
  EXPECT_EQ(chased_after("4k4/9/9/6c2/5N3/9/9/9/9/5K3 w", "f5e7"), square_bb(sq("g6")));
  EXPECT_EQ(chased_after("3k5/9/9/6c2/5N3/9/9/9/9/5K3 w", "f5e7"), Bitboard(0));
}

// Squares named in a space-separated list ("" for none).
Bitboard squares(const std::string& names) {
  Bitboard b = 0;
  std::istringstream in(names);
  for (std::string name; in >> name;) b |= square_bb(sq(name.c_str()));
  return b;
}

// Discovered checks, the facing kings, horse-leg pins and moves reported elsewhere: one move each,
// the pieces it chases, and beside it a control move or position differing in the point at issue.
struct ChaseCase {
  const char* fen;
  const char* move;
  const char* chased;
};

constexpr ChaseCase PIN_AND_CHECK_CASES[] = {
    // Red's cannon arriving on e1 stands behind the chariot e5 and the soldier e7: two screens, no
    // check, but once the chariot leaves the file the cannon checks over e7. Chariot against
    // chariot is normally not a chase (Black's may take first, and does with the cannon on d2),
    // but Rxa5 would now come with check.
    {"4k4/9/4P4/9/r3R4/9/9/9/3C5/5K3 w", "d1e1", "a5"},
    {"4k4/9/4P4/9/r3R4/9/9/9/3C5/5K3 w", "d1d2", ""},
    // The horse a5 is guarded by the chariot a9, but after Rxa5+ Black must answer the check.
    {"r3k4/9/4P4/9/n3R4/9/9/9/3C5/5K3 w", "d1e1", "a5"},
    {"r3k4/9/4P4/9/n3R4/9/9/9/3C5/5K3 w", "d1d2", ""},
    // Cannon d1-e1: Nxd5 would uncover a check over Black's horse e7, but that horse answers it by
    // taking back on d5 (the cannon loses its screen), so d5 stays guarded. Fairy-Stockfish counts
    // only the king's recapture after a discovered check and would call this a chase.
    {"4k4/9/r3n4/9/3c5/9/4N4/9/3C5/5K3 w", "d1e1", ""},
    // Nxd9 uncovers the chariot e2's check; Black's king may take back on d9 unless Red's king
    // stands on the open d-file, which e1-d1 arranges. Stepping to f1 instead changes nothing.
    {"3ak4/9/4N4/9/9/9/9/4R4/4K4/9 w", "e1d1", "d9"},
    {"3ak4/9/4N4/9/9/9/9/4R4/4K4/9 w", "e1f1", ""},
    // Black's horse e6, the last piece between the kings, guards the cannon c5 but may not leave
    // the file. With Red's soldier e3 also on the file the horse is free and the cannon guarded
    // (Fairy-Stockfish counts only Black's pieces on the file and would call it pinned).
    {"4k4/9/9/4n4/2c6/9/9/9/9/R3K4 w", "a0c0", "c5"},
    {"4k4/9/9/4n4/2c6/9/4P4/9/9/R3K4 w", "a0c0", ""},
    // Moves reported to Fairy-Stockfish (issue 938, 2025) as misjudged there, with the answer the
    // reporter argues for. Rxf9 makes the chariot the cannon g9's screen: Cxe9 would win the
    // horse, since the king may not take back beside the chariot (Rxe9 the king could answer).
    {"3kncC2/5R3/9/9/9/9/9/9/9/5K3 w", "f8f9", "e9"},
    // The horse on f0 is pinned by the chariot i0 against its king: it threatens nothing.
    {"4k4/9/9/9/9/9/9/4c1N2/9/3K4r w", "g2f0", ""},
    // Taking the soldier opens the a-file: the horse a9 is newly attacked and unguarded.
    {"n4k3/9/9/9/9/9/9/9/p8/R3K4 w", "a0a1", "a9"},
    // AXF rule 19: a chariot that may not move because it is the leg of a horse's check (c2 on
    // d0) does not chase that horse; the same chariot beside a king the horse cannot reach does.
    {"5k3/9/9/9/9/9/9/2n6/R8/3K5 w", "a1c1", ""},
    {"5k3/9/9/9/9/9/9/2n6/R8/4K4 w", "a1c1", "c2"},
};

TEST(Chase, PinsChecksAndFacingKings) {
  for (const ChaseCase& c : PIN_AND_CHECK_CASES)
    EXPECT_EQ(chased_after(c.fen, c.move), squares(c.chased)) << c.fen << " " << c.move;
}

TEST(Names, ReasonAndResultNames) {
  EXPECT_EQ(reason_name(Reason::MoveLimit), "60-move rule");
  EXPECT_EQ(reason_name(Reason::PerpetualChase), "perpetual chase");
  EXPECT_EQ(result_name(Result::RedWins), "red");
  EXPECT_EQ(result_name(Result::Draw), "draw");
  EXPECT_EQ(result_name(Result::None), "");
}

}  // namespace
}  // namespace gameai::xiangqi

#include "xiangqi_ai/see.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi_ai {
namespace {

using namespace xiangqi;

// The exchange value of `move` in `fen`, found as the largest threshold see_ge accepts.
struct Case {
  const char* why;
  const char* fen;
  const char* move;
  int value;
};

// Values: soldier 60, advisor 120, horse 400, cannon 460, chariot 920 (SEE_VALUE).
const Case CASES[] = {
    {"undefended soldier", "3k5/9/9/9/p8/9/9/9/R8/4K4 w - - 0 1", "a1a5", 60},
    {"soldier defended by a chariot", "r2k5/9/9/9/p8/9/9/9/R8/4K4 w - - 0 1", "a1a5", 60 - 920},
    // The capturing chariot was the black cannon's only screen: once it has left, the cannon no
    // longer guards e5.
    {"capturer was the defender's screen", "3kc4/9/4R4/9/4n4/9/9/9/9/5K3 w - - 0 1", "e7e5", 400},
    // Same cannon, but the screen (a soldier) stays: the horse is taken back.
    {"defender keeps its screen", "3kc4/9/4P4/9/4n4/9/3H5/9/9/5K3 w - - 0 1", "d3e5", 0},
    // Doubled chariots: the rear one takes back after the front one is lost to the horse.
    {"chariot behind chariot", "5k3/9/3n5/9/4c4/9/9/4R4/4R4/3K5 w - - 0 1", "e2e5",
     460 - 920 + 400},
    {"single chariot", "5k3/9/3n5/9/4c4/9/9/4R4/9/3K5 w - - 0 1", "e2e5", 460 - 920},
    // The king recaptures only when nothing else guards the square.
    {"king takes back", "4k4/4a4/9/9/9/4R4/9/9/9/3K5 w - - 0 1", "e4e8", 120 - 920},
    {"king cannot take back", "4k4/4a4/9/3H5/9/4R4/9/9/9/3K5 w - - 0 1", "e4e8", 120},
    // A quiet move onto a square a soldier guards loses the piece.
    {"quiet move into a soldier", "5k3/9/9/9/9/4p4/9/9/9/3KR4 w - - 0 1", "e0e3", -920},
    {"quiet move to a safe square", "5k3/9/9/9/9/4p4/9/9/9/3KR4 w - - 0 1", "e0e1", 0},
};

TEST(See, HandWorkedExchanges) {
  for (const Case& c : CASES) {
    SCOPED_TRACE(std::string(c.why) + ": " + c.fen + " " + c.move);
    StateInfo st;
    Position pos;
    ASSERT_TRUE(pos.set(c.fen, &st));
    const Move m = parse_iccs(c.move);
    ASSERT_TRUE(pos.pseudo_legal(m) && pos.legal(m));
    EXPECT_TRUE(see_ge(pos, m, c.value));
    EXPECT_FALSE(see_ge(pos, m, c.value + 1));
  }
}

// Over positions from random games: see_ge is monotone in the threshold, a capture of an
// undefended piece is worth its victim, and a king's move never loses material.
TEST(See, ConsistentOverRandomGames) {
  std::mt19937 rng(20261121);
  int captures_checked = 0;
  for (int game = 0; game < 40; ++game) {
    StateInfo states[200];
    Position pos;
    ASSERT_TRUE(pos.set("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                        &states[0]));
    for (int ply = 1; ply < 200; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      for (const ExtMove& em : moves) {
        const Move m = em.move;
        const Color us = pos.side_to_move();
        for (int t = -1000; t <= 1000; t += 50)
          if (see_ge(pos, m, t)) {
            ASSERT_TRUE(see_ge(pos, m, t - 50)) << to_iccs(m);
          }
        if (type_of(pos.moved_piece(m)) == KING) {
          EXPECT_TRUE(see_ge(pos, m, 0));
        }
        if (pos.capture(m) &&
            !pos.attackers_to(~us, m.to_sq(), pos.pieces() ^ square_bb(m.from_sq()))) {
          const int victim = SEE_VALUE[type_of(pos.piece_on(m.to_sq()))];
          EXPECT_TRUE(see_ge(pos, m, victim)) << to_iccs(m);
          EXPECT_FALSE(see_ge(pos, m, victim + 1)) << to_iccs(m);
          ++captures_checked;
        }
      }
      const auto pick =
          moves.begin() + std::uniform_int_distribution<int>(0, int(moves.size()) - 1)(rng);
      pos.do_move(pick->move, states[ply]);
    }
  }
  EXPECT_GT(captures_checked, 100);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

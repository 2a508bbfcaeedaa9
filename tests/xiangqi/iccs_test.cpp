// ICCS / UCI move text: printing, parsing, and refusing malformed or illegal text.
#include "xiangqi/iccs.hpp"

#include <gtest/gtest.h>

#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

TEST(Iccs, PrintsFileLetterAndRankDigit) {
  EXPECT_EQ(to_iccs(Move(make_square(7, 2), make_square(4, 2))), "h2e2");
  EXPECT_EQ(to_iccs(Move(make_square(0, 0), make_square(8, 9))), "a0i9");
  EXPECT_EQ(to_iccs(Move::none()), "0000");
  EXPECT_EQ(to_iccs(Move::null()), "0000");
}

TEST(Iccs, ParsesLowerUpperAndDashedForms) {
  const Move cannon_centre(make_square(7, 2), make_square(4, 2));
  EXPECT_EQ(parse_iccs("h2e2"), cannon_centre);
  EXPECT_EQ(parse_iccs("H2E2"), cannon_centre);
  EXPECT_EQ(parse_iccs("H2-E2"), cannon_centre);
  for (const char* bad : {"", "h2e", "h2e22", "j2e2", "h2e:", "h2h2", "h2xe2", "22e2"})
    EXPECT_EQ(parse_iccs(bad), Move::none()) << bad;
}

TEST(Iccs, RoundTripsEveryLegalMove) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  for (const ExtMove& m : MoveList<LEGAL>(pos)) {
    EXPECT_EQ(parse_iccs(to_iccs(m)), m.move);
    EXPECT_EQ(parse_legal_iccs(pos, to_iccs(m)), m.move);
  }
}

TEST(Iccs, LegalParseRejectsIllegalMoves) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  EXPECT_EQ(parse_legal_iccs(pos, "h2e2"), Move(make_square(7, 2), make_square(4, 2)));
  EXPECT_EQ(parse_legal_iccs(pos, "h7e7"), Move::none());  // Black's cannon, Red to move
  EXPECT_EQ(parse_legal_iccs(pos, "e0e2"), Move::none());  // king leaves the palace line
  EXPECT_EQ(parse_legal_iccs(pos, "a0a5"), Move::none());  // chariot through its soldier
  EXPECT_EQ(parse_legal_iccs(pos, "e5e6"), Move::none());  // empty origin
  EXPECT_EQ(parse_legal_iccs(pos, "nonsense"), Move::none());
}

}  // namespace
}  // namespace gameai::xiangqi

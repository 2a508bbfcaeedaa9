// Set-up positions: FEN in and out of a Setup, and check_setup refusing one board per rule with
// the piece and square named, accepting real positions (endgame studies, every position of random
// legal games), and Position::set refusing exactly what check_setup refuses.
#include "xiangqi/setup.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/rng.hpp"
#include "square_name.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

using ::testing::HasSubstr;

// Inside a TEST body, plain `Setup` names googletest's guard against misspelling SetUp.

using testing::sq;

Setup setup_of(const char* fen) {
  Setup s;
  std::string error;
  EXPECT_TRUE(parse_fen(fen, &s, &error)) << fen << ": " << error;
  return s;
}

std::string texts(const std::vector<SetupIssue>& issues) {
  std::string out;
  for (const SetupIssue& i : issues) out += i.text + "\n";
  return out;
}

TEST(Setup, StartPositionIsTheStartFen) {
  const xiangqi::Setup s = start_setup();
  EXPECT_EQ(write_fen(s), START_FEN);
  EXPECT_EQ(s.board[std::size_t(sq("e0"))], R_KING);
  EXPECT_EQ(s.board[std::size_t(sq("b7"))], B_CANNON);
  EXPECT_EQ(s.side_to_move, RED);
  EXPECT_TRUE(check_setup(s).empty()) << texts(check_setup(s));
}

TEST(Setup, FenRoundTripsWithoutJudgingThePosition) {
  // Three red chariots and no black general: malformed as a position, well-formed as text.
  const char* fen = "9/9/9/9/9/9/9/9/9/RRR1K4 b - - 7 31";
  xiangqi::Setup s;
  ASSERT_TRUE(parse_fen(fen, &s));
  EXPECT_EQ(s.side_to_move, BLACK);
  EXPECT_EQ(s.rule60, 7);
  EXPECT_EQ(s.move_number, 31);
  EXPECT_EQ(write_fen(s), fen);
  // Short forms and the H/E letters are read; the tail is filled in.
  ASSERT_TRUE(parse_fen("4k4/9/9/9/9/9/9/9/9/3KH4 r", &s));
  EXPECT_EQ(write_fen(s), "4k4/9/9/9/9/9/9/9/9/3KN4 w - - 0 1");
}

TEST(Setup, MalformedFenLeavesTheSetupAlone) {
  xiangqi::Setup s = start_setup();
  std::string error;
  EXPECT_FALSE(parse_fen("rnbakabnr/9/1c5c1", &s, &error));
  EXPECT_THAT(error, HasSubstr("3 ranks"));
  EXPECT_FALSE(parse_fen("4k4/9/9/9/9/9/9/9/9/3KQ4 w", &s, &error));
  EXPECT_THAT(error, HasSubstr("'Q' is not a piece letter"));
  EXPECT_EQ(write_fen(s), START_FEN);
}

// One refused board per rule: the problem, the piece and square named, and a sentence that says
// so. Each board breaks exactly one rule.
struct Refused {
  const char* fen;
  SetupProblem problem;
  Piece piece;
  const char* square;  // "" where the problem has no square
  const char* text;
};

TEST(Setup, RefusesEachRuleNamingThePieceAndSquare) {
  const Refused cases[] = {
      {"4k4/9/9/9/9/9/9/9/4K4/4K4 w", SetupProblem::TooManyPieces, R_KING, "",
       "Red has 2 generals; a side has exactly one."},
      {"3aka3/4a4/9/9/9/9/9/9/9/4K4 w", SetupProblem::TooManyPieces, B_ADVISOR, "",
       "Black has 3 advisors; at most 2 are allowed."},
      {"4k4/9/9/9/9/9/9/B3B3B/9/4K4 w", SetupProblem::TooManyPieces, R_ELEPHANT, "",
       "Red has 3 elephants"},
      {"4k4/9/9/9/9/9/9/9/9/NNNK5 w", SetupProblem::TooManyPieces, R_HORSE, "",
       "Red has 3 horses; at most 2"},
      {"rrr1k4/9/9/9/9/9/9/9/9/3K5 b", SetupProblem::TooManyPieces, B_CHARIOT, "",
       "Black has 3 chariots"},
      {"4k4/9/9/9/9/9/9/9/9/CCCK5 w", SetupProblem::TooManyPieces, R_CANNON, "",
       "Red has 3 cannons"},
      {"4k4/9/9/9/PPPPPP3/9/9/9/9/4K4 w", SetupProblem::TooManyPieces, R_SOLDIER, "",
       "Red has 6 soldiers; at most 5 are allowed."},
      {"9/9/9/9/9/9/9/9/9/4K4 w", SetupProblem::NoGeneral, B_KING, "", "Black has no general."},
      {"3k5/9/9/9/9/9/9/9/9/K8 w", SetupProblem::GeneralOutsidePalace, R_KING, "a0",
       "The red general on a0 is outside its palace"},
      {"9/9/9/9/4k4/9/9/9/9/3K5 w", SetupProblem::GeneralOutsidePalace, B_KING, "e5",
       "The black general on e5 is outside its palace"},
      {"4k4/9/9/9/9/9/9/9/9/3KA4 w", SetupProblem::AdvisorOffPoint, R_ADVISOR, "e0",
       "The red advisor on e0 is not on one of its palace's five points"},
      {"4k4/3a5/9/9/9/9/9/9/9/3K5 w", SetupProblem::AdvisorOffPoint, B_ADVISOR, "d8",
       "The black advisor on d8"},
      {"4k4/9/9/9/9/9/9/9/9/3KB4 w", SetupProblem::ElephantOffPoint, R_ELEPHANT, "e0",
       "The red elephant on e0 is not on one of the seven points"},
      {"4k4/9/9/9/B8/9/9/9/9/3K5 w", SetupProblem::ElephantOffPoint, R_ELEPHANT, "a5",
       "The red elephant on a5"},
      {"4k4/9/9/9/9/2b6/9/9/9/3K5 w", SetupProblem::ElephantOffPoint, B_ELEPHANT, "c4",
       "The black elephant on c4"},
      {"4k4/9/9/9/9/9/9/9/P8/3K5 w", SetupProblem::SoldierBehindStart, R_SOLDIER, "a1",
       "The red soldier on a1 is behind the rank soldiers start on."},
      {"4k4/p8/9/9/9/9/9/9/9/3K5 w", SetupProblem::SoldierBehindStart, B_SOLDIER, "a8",
       "The black soldier on a8"},
      {"4k4/9/9/9/9/9/1P7/9/9/3K5 w", SetupProblem::SoldierOffFile, R_SOLDIER, "b3",
       "The red soldier on b3 is off the soldier files"},
      {"4k4/9/9/9/5p3/9/9/9/9/3K5 w", SetupProblem::SoldierOffFile, B_SOLDIER, "f5",
       "The black soldier on f5"},
      {"4k4/9/9/9/9/9/9/9/9/4K4 w", SetupProblem::GeneralsFacing, R_KING, "e0",
       "The generals face each other on file e (e0 and e9) with no piece between them."},
      {"4k4/4R4/9/9/9/9/9/9/9/3K5 w", SetupProblem::NotToMoveInCheck, R_CHARIOT, "e8",
       "The black general on e9 is in check from the red chariot on e8, but Red is to move"},
  };
  for (const Refused& c : cases) {
    const std::vector<SetupIssue> issues = check_setup(setup_of(c.fen));
    ASSERT_EQ(issues.size(), 1u) << c.fen << "\n" << texts(issues);
    const SetupIssue& issue = issues.front();
    EXPECT_EQ(issue.problem, c.problem) << c.fen;
    EXPECT_EQ(issue.piece, c.piece) << c.fen;
    EXPECT_EQ(issue.square, c.square[0] ? sq(c.square) : SQ_NONE) << c.fen;
    EXPECT_THAT(issue.text, HasSubstr(c.text)) << c.fen;
  }
}

TEST(Setup, CountsCarryTheNumbersAndTheLimit) {
  const auto issues = check_setup(setup_of("4k4/9/9/9/PPPPPP3/9/9/9/9/4K4 w"));
  ASSERT_EQ(issues.size(), 1u);
  EXPECT_EQ(issues[0].count, 6);
  EXPECT_EQ(issues[0].limit, 5);
}

TEST(Setup, ChecksFromEveryKindOfAttackerAreNamed) {
  // Black to move would leave Red's general attacked: by a horse (leg free), a cannon over a
  // screen, a soldier across the river, each named with its square.
  struct Case {
    const char* fen;
    Piece piece;
    const char* square;
    const char* general;
  };
  const Case cases[] = {
      {"5k3/9/9/9/9/9/9/4n4/9/3K5 b", B_HORSE, "e2", "d0"},
      {"5k3/9/9/9/9/9/4c4/9/4A4/4K4 b", B_CANNON, "e3", "e0"},
      {"5k3/9/9/9/9/9/9/9/4p4/4K4 b", B_SOLDIER, "e1", "e0"},
  };
  for (const Case& c : cases) {
    const auto issues = check_setup(setup_of(c.fen));
    ASSERT_EQ(issues.size(), 1u) << c.fen << "\n" << texts(issues);
    EXPECT_EQ(issues[0].problem, SetupProblem::NotToMoveInCheck) << c.fen;
    EXPECT_EQ(issues[0].piece, c.piece) << c.fen;
    EXPECT_EQ(issues[0].square, sq(c.square)) << c.fen;
    EXPECT_EQ(issues[0].other, sq(c.general)) << c.fen;
    EXPECT_THAT(issues[0].text, HasSubstr("Black is to move")) << c.fen;
  }
  // Two pieces giving check: two issues. A horse with its leg blocked gives none.
  EXPECT_EQ(check_setup(setup_of("5k3/9/9/9/9/9/9/3n5/9/r3K4 b")).size(), 2u);
  EXPECT_TRUE(check_setup(setup_of("5k3/9/9/9/9/9/9/3n5/3R5/4K4 b")).empty());
  // The side to move may be in check: that is a position to answer, not an illegal one.
  EXPECT_TRUE(check_setup(setup_of("5k3/9/9/9/9/9/9/4n4/9/3K5 w")).empty());
}

TEST(Setup, ListsEveryProblemOfABoardAtOnce) {
  // Three red chariots, a red elephant across the river, a black soldier behind its start, and
  // no red general: four problems, counts first, then squares in board order.
  const auto issues = check_setup(setup_of("4k4/p8/9/9/2B6/9/9/9/9/RRR6 w"));
  ASSERT_EQ(issues.size(), 4u) << texts(issues);
  EXPECT_EQ(issues[0].problem, SetupProblem::TooManyPieces);
  EXPECT_EQ(issues[1].problem, SetupProblem::NoGeneral);
  EXPECT_EQ(issues[2].problem, SetupProblem::ElephantOffPoint);
  EXPECT_EQ(issues[3].problem, SetupProblem::SoldierBehindStart);
}

// Endgame studies and test positions from real sources, all legal.
TEST(Setup, AcceptsRealEndgamePositions) {
  const char* fens[] = {
      // An endgame study from an XQF file (Red general e0, chariot a3; Black general f9,
      // soldier d2; Black to move).
      "5k3/9/9/9/9/9/R8/3p5/9/4K4 b - - 0 1",
      // Chariot and horse against advisors: the textbook mate patterns.
      "3ak4/4a4/9/4N4/9/9/9/9/4R4/4K4 w - - 0 1",
      "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1",
      // Elephants on an edge point and a back-rank point, advisors on their palace corners,
      // soldiers on their start points; a soldier deep in the enemy palace.
      "3akab2/9/b8/p1p1p1p1p/9/9/P1P1P1P1P/8B/9/2BAKA3 w - - 0 1",
      "3k1a3/4P4/3a5/9/9/9/9/5A3/4A4/3K5 b - - 0 1",
      // A general that has left the back rank, facing nothing thanks to a screen.
      "5k3/9/5a3/9/9/9/9/5K3/9/9 b - - 0 1",
  };
  for (const char* fen : fens) {
    const auto issues = check_setup(setup_of(fen));
    EXPECT_TRUE(issues.empty()) << fen << "\n" << texts(issues);
    Position pos;
    StateInfo st;
    std::string error;
    EXPECT_TRUE(pos.set(fen, &st, &error)) << fen << ": " << error;
  }
}

// Every position a game reaches from the start is one a set-up must accept.
TEST(Setup, AcceptsEveryPositionOfRandomGames) {
  common::Rng rng(35);
  for (int game = 0; game < 40; ++game) {
    Position pos;
    std::vector<StateInfo> states(201);
    ASSERT_TRUE(pos.set(START_FEN, &states[0]));
    for (int ply = 1; ply <= 200; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      pos.do_move(*(moves.begin() + rng.below(std::uint32_t(moves.size()))),
                  states[std::size_t(ply)]);
      xiangqi::Setup s;
      ASSERT_TRUE(parse_fen(pos.fen(), &s));
      const auto issues = check_setup(s);
      ASSERT_TRUE(issues.empty()) << pos.fen() << "\n" << texts(issues);
    }
  }
}

// Position::set refuses exactly the setups check_setup refuses, with the first issue's text.
TEST(Setup, PositionSetRefusesWithTheFirstIssue) {
  Position pos;
  StateInfo st;
  std::string error;
  EXPECT_FALSE(pos.set("4k4/p8/9/9/2B6/9/9/9/9/RRR6 w", &st, &error));
  EXPECT_EQ(error,
            "FEN position is illegal: Red has 3 chariots; at most 2 are allowed. "
            "(and 3 more problems)");
  EXPECT_FALSE(pos.set("4k4/9/9/9/9/9/9/9/9/4K4 w", &st, &error));
  EXPECT_THAT(error, HasSubstr("The generals face each other on file e"));
}

}  // namespace
}  // namespace gameai::xiangqi

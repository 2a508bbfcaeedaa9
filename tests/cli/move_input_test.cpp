// Moves typed at the `xiangqi play` prompt: every notation the project reads, the notation they
// were written in, coordinates read as the player last wrote them, and the reasons a move that
// is not legal here is refused.
#include "move_input.hpp"

#include <gtest/gtest.h>

#include <string>

#include "xiangqi/iccs.hpp"

namespace gameai::cli {
namespace {

using xiangqi::Notation;

constexpr const char* START_POSITION =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
// Red chariots on a1 and a2: `a2b2` is a legal move in ICCS (a2-b2) and with ranks from 1 (a1-b1).
constexpr const char* TWO_CHARIOTS = "3k5/9/9/9/9/9/9/R8/R8/4K4 w";
// Red in check from the chariot on e1; the generals face each other once Red's steps aside.
constexpr const char* IN_CHECK = "3k5/9/9/9/9/9/9/9/4r4/R3K4 w";

struct InputCase {
  const char* fen;
  const char* text;
  Notation last_used;
  const char* move;  // ICCS, or "" when refused
  Notation notation;
  bool is_move_text;
  const char* error;  // a part of the message
};

const InputCase CASES[] = {
    {START_POSITION, "炮二平五", Notation::Chinese, "h2e2", Notation::Chinese, true, ""},
    {START_POSITION, "炮2平5", Notation::Chinese, "h2e2", Notation::Chinese, true, ""},
    {START_POSITION, "C2=5", Notation::Chinese, "h2e2", Notation::Wxf, true, ""},
    {START_POSITION, " c2.5 ", Notation::Chinese, "h2e2", Notation::Wxf, true, ""},
    {START_POSITION, "Ｃ２＝５", Notation::Chinese, "h2e2", Notation::Wxf, true, ""},
    {START_POSITION, "h2e2", Notation::Chinese, "h2e2", Notation::Iccs, true, ""},
    {START_POSITION, "H2-E2", Notation::Wxf, "h2e2", Notation::Iccs, true, ""},
    {START_POSITION, "h3e3", Notation::Chinese, "h2e2", Notation::Xboard, true, ""},
    {START_POSITION, "h10g8", Notation::Chinese, "", Notation::Xboard, true,
     "not legal here: the horse on h10 is black's and red is to move"},
    {TWO_CHARIOTS, "a2b2", Notation::Chinese, "a2b2", Notation::Iccs, true, ""},
    {TWO_CHARIOTS, "a2b2", Notation::Xboard, "a1b1", Notation::Xboard, true, ""},
    {START_POSITION, "h2d3", Notation::Chinese, "", Notation::Iccs, true,
     "'h2d3' is not legal here: a cannon cannot move from h2 to d3"},
    {START_POSITION, "h2e3", Notation::Chinese, "", Notation::Iccs, true,
     "not legal here: your own soldier stands on e3"},
    {START_POSITION, "e5e6", Notation::Chinese, "", Notation::Iccs, true,
     "not legal here: there is no piece on e5"},
    {START_POSITION, "a0b0", Notation::Chinese, "", Notation::Iccs, true,
     "not legal here: your own horse stands on b0"},
    {START_POSITION, "C8=2", Notation::Chinese, "", Notation::Wxf, true,
     "not legal here: your own cannon stands on h2"},
    {START_POSITION, "R1+3", Notation::Chinese, "", Notation::Wxf, true,
     "not legal here: your own soldier stands on i3"},
    {START_POSITION, "R1+4", Notation::Chinese, "", Notation::Wxf, true,
     "not legal here: the chariot on file 1 cannot move so"},
    {START_POSITION, "马五进四", Notation::Chinese, "", Notation::Chinese, true,
     "not legal here: red has no horse on file 5"},
    {IN_CHECK, "e0d0", Notation::Chinese, "", Notation::Iccs, true,
     "your general would face the other general on an open file"},
    {IN_CHECK, "R9+9", Notation::Chinese, "", Notation::Wxf, true,
     "it does not get your general out of check"},
    {START_POSITION, "zz", Notation::Chinese, "", Notation::Chinese, false,
     "'zz' is not a move or a command. Moves are written 炮二平五 (Chinese), C2=5 or C2.5"},
    {START_POSITION, "炮二平", Notation::Chinese, "", Notation::Chinese, false, "is not a move"},
};

TEST(MoveInput, Table) {
  for (const InputCase& c : CASES) {
    xiangqi::StateInfo st;
    xiangqi::Position pos;
    ASSERT_TRUE(pos.set(c.fen, &st)) << c.fen;
    const TypedMove typed = read_typed_move(pos, c.text, c.last_used);
    EXPECT_EQ(typed.move ? xiangqi::to_iccs(typed.move) : std::string(), c.move) << c.text;
    EXPECT_EQ(typed.is_move_text, c.is_move_text) << c.text;
    if (typed.is_move_text) {
      EXPECT_EQ(typed.notation, c.notation) << c.text;
    }
    if (*c.move != '\0') {
      EXPECT_TRUE(typed.error.empty()) << c.text << ": " << typed.error;
    } else {
      EXPECT_NE(typed.error.find(c.error), std::string::npos) << c.text << ": " << typed.error;
    }
  }
}

}  // namespace
}  // namespace gameai::cli

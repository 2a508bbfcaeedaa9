// Reading moves as game files write them: a table of spellings seen in real files (full-width
// WXF, traditional characters, tandem markers before or after the piece, ICCS and XBoard
// coordinates), a table of refusals, and the round trip move -> text -> move in all four
// notations for every legal move of every position of many random games.
#include "xiangqi/notation_parse.hpp"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

constexpr const char* BLACK_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b";
constexpr const char* TANDEM_CHARIOTS = "3k5/9/9/9/9/9/R8/9/R8/4K4 w";
constexpr const char* THREE_SOLDIERS = "3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w";
constexpr const char* FOUR_SOLDIERS = "3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w";
constexpr const char* TWO_FILES = "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w";

struct Reading {
  const char* fen;
  Notation notation;
  const char* text;
  const char* iccs;  // "" = refused
};

TEST(NotationParse, ReadsSpellingsFromRealFiles) {
  const char* start = START_FEN.data();
  const Reading cases[] = {
      {start, Notation::Chinese, "炮二平五", "h2e2"},
      {start, Notation::Chinese, "砲二平五", "h2e2"},
      {start, Notation::Chinese, "炮２平５", "h2e2"},
      {start, Notation::Chinese, "傌二進三", "h0g2"},
      {start, Notation::Chinese, "俥一進一", "i0i1"},
      {start, Notation::Chinese, "相三进五", "g0e2"},
      {start, Notation::Chinese, "象3进5", "g0e2"},
      {BLACK_START, Notation::Chinese, "马８进７", "h9g7"},
      {BLACK_START, Notation::Chinese, "馬8進7", "h9g7"},
      {BLACK_START, Notation::Chinese, "包8平5", "h7e7"},
      {BLACK_START, Notation::Chinese, "砲８平５", "h7e7"},
      {BLACK_START, Notation::Chinese, "卒3進1", "c6c5"},
      {start, Notation::Wxf, "C2.5", "h2e2"},
      {start, Notation::Wxf, "Ｃ２＝５", "h2e2"},
      {start, Notation::Wxf, "Ｃ２．５", "h2e2"},
      {start, Notation::Wxf, "N2+3", "h0g2"},
      {start, Notation::Wxf, "B3+5", "g0e2"},
      {BLACK_START, Notation::Wxf, "Ｈ８＋７", "h9g7"},
      {BLACK_START, Notation::Wxf, "h8+7", "h9g7"},
      {TANDEM_CHARIOTS, Notation::Wxf, "R+=6", "a3d3"},
      {TANDEM_CHARIOTS, Notation::Wxf, "+R=6", "a3d3"},
      {TANDEM_CHARIOTS, Notation::Wxf, "-R+1", "a1a2"},
      {TANDEM_CHARIOTS, Notation::Wxf, "+=6", "a3d3"},
      {TANDEM_CHARIOTS, Notation::Chinese, "前車平六", "a3d3"},
      {TANDEM_CHARIOTS, Notation::Chinese, "後车进一", "a1a2"},
      {TANDEM_CHARIOTS, Notation::Wxf, "R9+6", "a3a9"},  // only the front one can go 6 ahead
      {THREE_SOLDIERS, Notation::Wxf, "P5=6", "e6d6"},
      {THREE_SOLDIERS, Notation::Chinese, "中兵平六", "e6d6"},
      {THREE_SOLDIERS, Notation::Chinese, "前兵进一", "e7e8"},
      {FOUR_SOLDIERS, Notation::Wxf, "++=6", "e8d8"},
      {FOUR_SOLDIERS, Notation::Wxf, "P+=6", "e7d7"},
      {FOUR_SOLDIERS, Notation::Chinese, "二兵平六", "e7d7"},
      {FOUR_SOLDIERS, Notation::Chinese, "四兵平四", "e5f5"},
      {TWO_FILES, Notation::Wxf, "7++1", "c6c7"},
      {TWO_FILES, Notation::Wxf, "+7+1", "c6c7"},
      {TWO_FILES, Notation::Chinese, "前七进一", "c6c7"},
      {TWO_FILES, Notation::Chinese, "后三平二", "g5h5"},
      {start, Notation::Iccs, "h2e2", "h2e2"},
      {start, Notation::Iccs, "H2-E2", "h2e2"},
      {start, Notation::Iccs, "h2-e2", "h2e2"},
      {start, Notation::Xboard, "h3e3", "h2e2"},
      {start, Notation::Xboard, "Ch3-e3", "h2e2"},
      {start, Notation::Xboard, "a1a2", "a0a1"},
      {BLACK_START, Notation::Xboard, "Hh10g8", "h9g7"},
      {BLACK_START, Notation::Xboard, "h10g8", "h9g7"},
      // Refused: illegal, ambiguous, malformed, or another notation's ranks.
      {start, Notation::Chinese, "炮二平", ""},
      {start, Notation::Chinese, "炮二跳五", ""},
      {start, Notation::Wxf, "C2=0", ""},
      {start, Notation::Wxf, "R1=2", ""},
      {start, Notation::Wxf, "C2", ""},
      {start, Notation::Wxf, "++++", ""},
      {TANDEM_CHARIOTS, Notation::Wxf, "R9=6", ""},     // both chariots can: ambiguous
      {THREE_SOLDIERS, Notation::Wxf, "P5+1", "e7e8"},  // the others are blocked
      {start, Notation::Iccs, "h3e3", ""},
      {start, Notation::Iccs, "h2e2e2", ""},
      {start, Notation::Xboard, "h2e2", ""},
      {start, Notation::Xboard, "h0e0", ""},
      {start, Notation::Xboard, "h11e11", ""},
  };
  for (const Reading& c : cases) {
    Position pos;
    StateInfo st;
    ASSERT_TRUE(pos.set(c.fen, &st)) << c.fen;
    const Move m = parse_move(pos, c.text, c.notation);
    EXPECT_EQ(m ? to_iccs(m) : std::string(), c.iccs)
        << c.text << " as " << to_string(c.notation) << " in " << c.fen;
  }
}

TEST(NotationParse, NamesAndHints) {
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs, Notation::Xboard})
    EXPECT_EQ(parse_notation_name(to_string(n)), n);
  EXPECT_EQ(parse_notation_name("ICCS"), Notation::Iccs);
  EXPECT_EQ(parse_notation_name("pgn"), std::nullopt);
  struct Hint {
    const char* text;
    bool coordinates, iccs, xboard;
  };
  const Hint hints[] = {{"h2e2", true, false, false},      {"h0g2", true, true, false},
                        {"h10g8", true, false, true},      {"Ch3-e3", true, false, false},
                        {"H2-E2", true, false, false},     {"C2=5", false, false, false},
                        {"炮二平五", false, false, false}, {"a11a1", false, false, false}};
  for (const Hint& h : hints) {
    const CoordinateHint got = coordinate_hint(h.text);
    EXPECT_EQ(got.coordinates, h.coordinates) << h.text;
    EXPECT_EQ(got.needs_iccs, h.iccs) << h.text;
    EXPECT_EQ(got.needs_xboard, h.xboard) << h.text;
  }
  EXPECT_EQ(fold_full_width("Ｃ２＝５\u3000"), "C2=5 ");
  EXPECT_EQ(canonical_move_text("前炮進二"), "+C+2");
  EXPECT_EQ(canonical_move_text("炮二跳五"), "");
}

// The pieces and the shape of a canonical spelling, which the `xiangqi play` prompt uses to say
// why a described move is not legal.
TEST(NotationParse, SymbolsAndDescribedShape) {
  const std::pair<char, PieceType> symbols[] = {{'K', KING},   {'A', ADVISOR}, {'E', ELEPHANT},
                                                {'H', HORSE},  {'R', CHARIOT}, {'C', CANNON},
                                                {'P', SOLDIER}};
  for (const auto& [symbol, type] : symbols) EXPECT_EQ(piece_of_symbol(symbol), type) << symbol;
  for (const char other : {'N', 'B', 'M', '+', '1', 'k', ' '})
    EXPECT_EQ(piece_of_symbol(other), NO_PIECE_TYPE) << other;
  for (const char* shaped : {"C2=5", "+C+2", "P3+1", "++=1", "+=5", "H2+3"})
    EXPECT_TRUE(has_described_shape(shaped)) << shaped;
  for (const char* unshaped : {"", "C2", "C2=0", "C2x5", "C2=55", "+C+2=1", "=5"})
    EXPECT_FALSE(has_described_shape(unshaped)) << unshaped;
  EXPECT_TRUE(has_described_shape(canonical_move_text("炮二平五")));
}

// Every notation reads back what it prints, for every legal move of every position reached.
TEST(NotationParse, EveryNotationRoundTripsEveryLegalMove) {
  common::Rng rng(2024);
  long checked = 0;
  for (int game = 0; game < 20; ++game) {
    Position pos;
    std::vector<StateInfo> states(201);
    ASSERT_TRUE(pos.set(START_FEN, &states[0]));
    for (int ply = 0; ply < 200; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.empty()) break;
      for (const ExtMove& m : moves)
        for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs, Notation::Xboard}) {
          const std::string text = format_move(pos, m.move, n);
          ASSERT_EQ(parse_move(pos, text, n), m.move)
              << text << " (" << to_string(n) << ") in " << pos.fen();
          ++checked;
        }
      pos.do_move(moves.begin()[rng.below(std::uint32_t(moves.size()))], states[ply + 1]);
    }
  }
  EXPECT_GT(checked, 200000);
}

}  // namespace
}  // namespace gameai::xiangqi

// WXF and Chinese notation: hand-checked spellings (start position, tandem pieces, tandem
// soldiers), then round trips over every legal move of positions from random games: every
// spelling must be unique in its position and parse back to the same move.
#include "xiangqi/notation.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

struct Spelling {
  const char* fen;
  const char* iccs;
  const char* wxf;
  const char* chinese;
};

TEST(Notation, HandCheckedSpellings) {
  const char* start = START_FEN.data();
  const Spelling cases[] = {
      {start, "h2e2", "C2=5", "炮二平五"},
      {start, "b2e2", "C8=5", "炮八平五"},
      {start, "h0g2", "H2+3", "马二进三"},
      {start, "b0c2", "H8+7", "马八进七"},
      {start, "g3g4", "P3+1", "兵三进一"},
      {start, "i0i1", "R1+1", "车一进一"},
      {start, "f0e1", "A4+5", "仕四进五"},
      {start, "g0e2", "E3+5", "相三进五"},
      {start, "e0e1", "K5+1", "帅五进一"},
      {start, "b2b9", "C8+7", "炮八进七"},
      // Black counts files from its own right (file a is its 1), with digits in Chinese.
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "h9g7", "H8+7", "马8进7"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "b9c7", "H2+3", "马2进3"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "h7e7", "C8=5", "炮8平5"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b", "c6c5", "P3+1", "卒3进1"},
      // Tandem chariots on Red's file 9: front and rear.
      {"3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a3d3", "R+=6", "前车平六"},
      {"3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a1a2", "R-+1", "后车进一"},
      {"3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a3a9", "R++6", "前车进六"},
      {"3k5/9/9/9/9/9/R8/9/R8/4K4 w", "a1a0", "R--1", "后车退一"},
      // Horses in tandem move diagonally: destination file.
      {"3k5/9/9/9/9/9/2N6/9/2N6/4K4 w", "c1e2", "H-+5", "后马进五"},
      // Advisors keep their file number even when two share a file.
      {"3k5/9/9/9/9/9/9/3A5/9/3AK4 w", "d0e1", "A6+5", "仕六进五"},
      {"3k5/9/9/9/9/9/9/3A5/9/3AK4 w", "d2e1", "A6-5", "仕六退五"},
      // Three soldiers on one file: front, middle (file number), rear.
      {"3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w", "e7e8", "P++1", "前兵进一"},
      {"3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w", "e6d6", "P5=6", "中兵平六"},
      {"3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w", "e5f5", "P-=4", "后兵平四"},
      // Four in a file: ++, P+, P-, --.
      {"3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w", "e8d8", "++=6", "一兵平六"},
      {"3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w", "e5f5", "--=4", "四兵平四"},
      {"3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w", "e7d7", "P+=6", "二兵平六"},
      // Tandems on two files: the file digit replaces the letter.
      {"3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w", "c6c7", "7++1", "前七进一"},
      {"3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w", "g5h5", "3-=2", "后三平二"},
  };
  for (const Spelling& c : cases) {
    Position pos;
    StateInfo st;
    std::string error;
    ASSERT_TRUE(pos.set(c.fen, &st, &error)) << c.fen << ": " << error;
    const Move m = parse_legal_iccs(pos, c.iccs);
    ASSERT_TRUE(m) << c.iccs << " in " << c.fen;
    EXPECT_EQ(to_wxf(pos, m), c.wxf) << c.iccs << " in " << c.fen;
    EXPECT_EQ(to_chinese(pos, m), c.chinese) << c.iccs << " in " << c.fen;
    EXPECT_EQ(parse_wxf(pos, c.wxf), m) << c.wxf;
    EXPECT_EQ(parse_chinese(pos, c.chinese), m) << c.chinese;
  }
}

TEST(Notation, ParsingIsLenientAboutSpelling) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  const Move central_cannon = parse_legal_iccs(pos, "h2e2");
  EXPECT_EQ(parse_wxf(pos, "c2.5"), central_cannon);
  EXPECT_EQ(parse_wxf(pos, "C2=5"), central_cannon);
  EXPECT_EQ(parse_wxf(pos, "n2+3"), parse_legal_iccs(pos, "h0g2"));
  EXPECT_EQ(parse_chinese(pos, "砲二平五"), central_cannon);
  EXPECT_EQ(parse_chinese(pos, "炮2平5"), central_cannon);
  EXPECT_EQ(parse_chinese(pos, "馬二進三"), parse_legal_iccs(pos, "h0g2"));
  EXPECT_EQ(parse_any_notation(pos, " h2e2 "), central_cannon);
  EXPECT_EQ(parse_any_notation(pos, "C2=5"), central_cannon);
  EXPECT_EQ(parse_any_notation(pos, "炮二平五"), central_cannon);
}

TEST(Notation, RejectsIllegalOrMalformedText) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  for (const char* text : {"", "C2=0", "C2+9", "R1=2", "X2=5", "C2", "++++", "炮二平"})
    EXPECT_EQ(parse_any_notation(pos, text), Move::none()) << text;
}

// Every legal move of many positions from random games: unique spellings that parse back.
TEST(Notation, RoundTripsEveryLegalMoveOfRandomGames) {
  common::Rng rng(17);
  int moves_checked = 0;
  for (int game = 0; game < 30; ++game) {
    Position pos;
    std::vector<StateInfo> states(301);
    ASSERT_TRUE(pos.set(START_FEN, &states[0]));
    for (int ply = 0; ply < 300; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.empty()) break;
      std::set<std::string> wxf, chinese;
      for (const ExtMove& m : moves) {
        const std::string w = to_wxf(pos, m), c = to_chinese(pos, m);
        EXPECT_TRUE(wxf.insert(w).second) << w << " twice in " << pos.fen();
        EXPECT_TRUE(chinese.insert(c).second) << c << " twice in " << pos.fen();
        ASSERT_EQ(parse_wxf(pos, w), m.move) << w << " in " << pos.fen();
        ASSERT_EQ(parse_chinese(pos, c), m.move) << c << " in " << pos.fen();
        ++moves_checked;
      }
      pos.do_move(moves.begin()[rng.below(std::uint32_t(moves.size()))], states[ply + 1]);
    }
  }
  EXPECT_GT(moves_checked, 100000);
}

}  // namespace
}  // namespace gameai::xiangqi

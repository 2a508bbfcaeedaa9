#include "xiangqi_ai/movepick.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "xiangqi/iccs.hpp"

namespace gameai::xiangqi_ai {
namespace {

using namespace xiangqi;

std::vector<std::string> picked(const Position& pos, bool quiescence, Move tt = Move::none(),
                                const Continuations& continuations = {}) {
  static const History history;
  const Move killers[2] = {};
  std::vector<std::string> out;
  if (quiescence) {
    MovePicker picker(pos, tt, history);
    for (Move m = picker.next(); m; m = picker.next()) out.push_back(to_iccs(m));
  } else {
    MovePicker picker(pos, tt, killers, history, continuations);
    for (Move m = picker.next(); m; m = picker.next()) out.push_back(to_iccs(m));
  }
  return out;
}

// The red chariot can take a soldier that the black chariot defends: a losing-looking capture,
// tried after every quiet move and never in quiescence.
TEST(MovePicker, DefendedVictimComesLast) {
  StateInfo st;
  Position pos;
  ASSERT_TRUE(pos.set("r2ak4/9/9/9/9/p8/9/9/R3A4/4K4 w - - 0 1", &st));
  const auto all = picked(pos, false);
  EXPECT_EQ(all.size(), MoveList<LEGAL>(pos).size());
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all.back(), "a1a4");
  EXPECT_TRUE(picked(pos, true).empty());
}

TEST(MovePicker, EveryLegalMoveOnceWithTableMoveFirst) {
  StateInfo st;
  Position pos;
  ASSERT_TRUE(pos.set("r1bakab1r/9/1cn3nc1/p1p1p3p/9/2PN2p2/P3P3P/1C4NC1/9/R1BAKAB1R b", &st));
  const Move tt = parse_legal_iccs(pos, "g4g3");
  ASSERT_TRUE(tt);
  auto all = picked(pos, false, tt);
  ASSERT_FALSE(all.empty());
  EXPECT_EQ(all.front(), "g4g3");
  std::sort(all.begin(), all.end());
  EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end());
  EXPECT_EQ(all.size(), MoveList<LEGAL>(pos).size());
  // Quiescence: captures only, each legal.
  for (const auto& m : picked(pos, true)) EXPECT_TRUE(pos.capture(parse_legal_iccs(pos, m))) << m;
}

// A quiet move that the continuation history rates well after the last move is tried before
// the other quiet moves; the same table does nothing for moves of another piece.
TEST(MovePicker, ContinuationHistoryOrdersQuietMoves) {
  StateInfo st;
  Position pos;
  ASSERT_TRUE(pos.set("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", &st));
  const auto first_quiet = [&](const std::vector<std::string>& moves) {
    for (const auto& m : moves)
      if (!pos.capture(parse_legal_iccs(pos, m))) return m;
    return std::string();
  };
  const auto plain = picked(pos, false);
  ASSERT_NE(first_quiet(plain), "i0i1");
  auto table = std::make_unique<PieceToHistory>();
  const Move rook_lift = parse_legal_iccs(pos, "i0i1");
  ASSERT_TRUE(rook_lift);
  for (int i = 0; i < 10; ++i) table->update(pos.moved_piece(rook_lift), rook_lift.to_sq(), 4000);
  EXPECT_EQ(first_quiet(picked(pos, false, Move::none(), {table.get(), nullptr})), "i0i1");
  EXPECT_EQ(first_quiet(picked(pos, false, Move::none(), {nullptr, table.get()})), "i0i1");
  auto other = std::make_unique<PieceToHistory>();
  other->update(B_CHARIOT, rook_lift.to_sq(), 4000);
  EXPECT_EQ(picked(pos, false, Move::none(), {other.get(), nullptr}), plain);
}

TEST(History, BonusSaturates) {
  History h;
  const Move m(Square(1), Square(20));
  for (int i = 0; i < 1000; ++i) h.update(RED, m, 4000);
  EXPECT_LE(h.get(RED, m), History::LIMIT);
  EXPECT_GT(h.get(RED, m), History::LIMIT / 2);
  EXPECT_EQ(h.get(BLACK, m), 0);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

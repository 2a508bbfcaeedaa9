// Position: FEN reading and writing, every malformed-FEN error, and make/unmake restoring the
// position and its Zobrist key over random games.
#include "xiangqi/position.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

using ::testing::HasSubstr;

TEST(Fen, StartPositionRoundTrips) {
  Position pos;
  StateInfo st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  EXPECT_EQ(pos.fen(), START_FEN);
  EXPECT_EQ(pos.side_to_move(), RED);
  EXPECT_EQ(pos.piece_on(make_square(4, 0)), R_KING);
  EXPECT_EQ(pos.piece_on(make_square(4, 9)), B_KING);
  EXPECT_EQ(pos.piece_on(make_square(1, 2)), R_CANNON);
  EXPECT_EQ(pos.piece_on(make_square(7, 7)), B_CANNON);
  EXPECT_EQ(pos.piece_on(make_square(0, 3)), R_SOLDIER);
  EXPECT_EQ(pos.piece_on(make_square(1, 0)), R_HORSE);
  EXPECT_EQ(pos.piece_on(make_square(2, 9)), B_ELEPHANT);
  EXPECT_EQ(popcount(pos.pieces()), 32);
  EXPECT_FALSE(pos.in_check());
}

TEST(Fen, AcceptsAlternativeLettersAndShortForms) {
  Position a, b;
  StateInfo sa, sb;
  ASSERT_TRUE(a.set("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r", &sa));
  ASSERT_TRUE(b.set(START_FEN, &sb));
  EXPECT_EQ(a.fen(), START_FEN);
  EXPECT_EQ(a.key(), b.key());
  ASSERT_TRUE(a.set("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", &sa));
  EXPECT_EQ(a.side_to_move(), RED);
  ASSERT_TRUE(a.set("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b 7 12", &sa));
  EXPECT_EQ(a.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12");
  EXPECT_EQ(a.rule60_count(), 7);
  EXPECT_EQ(a.game_ply(), 23);
}

TEST(Fen, RoundTripsVariedPositions) {
  const char* fens[] = {
      "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
      "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
      "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 b - - 3 40",
      "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r3/2N1B2C1/4A4/1RBAK4 w - - 0 1",
  };
  for (const char* fen : fens) {
    Position pos;
    StateInfo st;
    std::string error;
    ASSERT_TRUE(pos.set(fen, &st, &error)) << fen << ": " << error;
    EXPECT_EQ(pos.fen(), fen);
  }
}

struct BadFen {
  const char* fen;
  const char* message;
};

TEST(Fen, RejectsMalformedInputNamingTheProblem) {
  const BadFen cases[] = {
      {"", "empty"},
      {"   ", "empty"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9", "9 ranks"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9", "more than 10 ranks"},
      {"rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "rank 8 has 8 files"},
      {"rnbakabnr/91/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "more than 9 files"},
      {"rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "more than 9 files"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "rank 0 has 8 files"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNQ w", "'Q' is not a piece"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB0R w", "'0' is not a piece"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", "Red has no general"},
      {"rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "Black has no general"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w", "Red has 2 generals"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "side to move is 'x'"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - z 1", "plies since"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -1", "move number"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 5", "7 fields"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 -", "7 fields"},
      {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1 2", "unexpected field"},
      {"3k5/9/9/9/9/9/9/9/9/K8 w", "red general on a0"},
      {"4k4/9/9/9/9/9/9/9/9/3KA4 w", "red advisor on e0"},
      {"4k4/9/9/9/9/9/9/9/9/3KB4 w", "red elephant on e0"},
      {"4k4/9/9/9/B8/9/9/9/9/3K5 w", "red elephant on a5"},
      {"4k4/9/9/9/9/9/9/9/P8/3K5 w", "red soldier on a1"},
      {"4k4/9/9/9/9/9/1P7/9/9/3K5 w", "red soldier on b3"},
      {"4k4/9/9/9/9/9/9/9/9/4K4 w", "generals face each other"},
      {"4k4/9/9/9/9/9/9/9/9/4K4 b", "generals face each other"},
      {"4k4/4R4/9/9/9/9/9/9/9/3K5 w", "the side not to move cannot be in check"},
      {"PPPPPPPPP/9/9/9/9/9/9/9/9/3K5 w", "Red has 9 soldiers"},
  };
  for (const BadFen& c : cases) {
    Position pos;
    StateInfo st;
    ASSERT_TRUE(pos.set(START_FEN, &st));
    std::string error;
    StateInfo st2;
    EXPECT_FALSE(pos.set(c.fen, &st2, &error)) << c.fen;
    EXPECT_THAT(error, HasSubstr(c.message)) << c.fen;
    EXPECT_EQ(pos.fen(), START_FEN) << "a rejected FEN must leave the position unchanged";
  }
}

// Mutated and random FEN text must be accepted or rejected with a message, never crash; whatever
// is accepted must print back to a FEN that reads the same.
TEST(Fen, SurvivesMutatedAndRandomText) {
  common::Rng rng(11);
  const std::string alphabet = "rnbakcpRNBAKCPhHeE0123456789/ -wbrx\t";
  int accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string fen(START_FEN);
    if (i % 4 == 0) {
      fen.resize(rng.below(80));
      for (char& ch : fen) ch = alphabet[rng.below(std::uint32_t(alphabet.size()))];
    } else {
      for (int edits = 1 + int(rng.below(3)); edits > 0; --edits) {
        const std::size_t at = rng.below(std::uint32_t(fen.size()));
        const char ch = alphabet[rng.below(std::uint32_t(alphabet.size()))];
        switch (rng.below(3)) {
          case 0:
            fen[at] = ch;
            break;
          case 1:
            fen.insert(fen.begin() + std::ptrdiff_t(at), ch);
            break;
          default:
            fen.erase(at, 1);
            break;
        }
      }
    }
    Position pos;
    StateInfo st;
    std::string error;
    if (pos.set(fen, &st, &error)) {
      ++accepted;
      Position again;
      StateInfo st2;
      ASSERT_TRUE(again.set(pos.fen(), &st2, &error)) << fen << " -> " << pos.fen();
      EXPECT_EQ(again.fen(), pos.fen());
      EXPECT_EQ(again.key(), pos.key());
      EXPECT_LE(MoveList<LEGAL>(pos).size(), std::size_t(MAX_MOVES));
    } else {
      EXPECT_FALSE(error.empty()) << fen;
    }
  }
  EXPECT_GT(accepted, 100);
}

TEST(Fen, KingInPalaceCornerIsAccepted) {
  Position pos;
  StateInfo st;
  EXPECT_TRUE(pos.set("5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", &st));
  EXPECT_EQ(pos.king_square(RED), make_square(3, 0));
}

// Plays random legal games; after every move the incrementally kept key must equal the key of the
// same position set up from scratch, and unmaking every move must restore the start exactly.
TEST(MakeUnmake, RestoresPositionAndKeyOverRandomGames) {
  common::Rng rng(2024);
  for (int game = 0; game < 40; ++game) {
    Position pos;
    std::vector<StateInfo> states(201);
    ASSERT_TRUE(pos.set(START_FEN, &states[0]));
    std::vector<Move> played;
    std::vector<std::string> fens{pos.fen()};
    std::vector<std::uint64_t> keys{pos.key()};
    for (int ply = 0; ply < 200; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.empty()) break;
      const Move m = moves.begin()[rng.below(std::uint32_t(moves.size()))];
      const std::uint64_t predicted = pos.key_after(m);
      pos.do_move(m, states[ply + 1]);
      ASSERT_EQ(pos.key(), predicted);
      played.push_back(m);
      Position fresh;
      StateInfo st;
      std::string error;
      ASSERT_TRUE(fresh.set(pos.fen(), &st, &error)) << error;
      ASSERT_EQ(fresh.key(), pos.key()) << pos.fen();
      ASSERT_EQ(fresh.checkers(), pos.checkers()) << pos.fen();
      fens.push_back(pos.fen());
      keys.push_back(pos.key());
    }
    while (!played.empty()) {
      pos.undo_move(played.back());
      played.pop_back();
      fens.pop_back();
      keys.pop_back();
      ASSERT_EQ(pos.fen(), fens.back());
      ASSERT_EQ(pos.key(), keys.back());
    }
  }
}

TEST(MakeUnmake, NullMoveFlipsSideAndRestores) {
  Position pos;
  StateInfo st, null_st;
  ASSERT_TRUE(pos.set(START_FEN, &st));
  const std::uint64_t key = pos.key();
  pos.do_null_move(null_st);
  EXPECT_EQ(pos.side_to_move(), BLACK);
  EXPECT_NE(pos.key(), key);
  EXPECT_EQ(MoveList<LEGAL>(pos).size(), 44u);
  pos.undo_null_move();
  EXPECT_EQ(pos.key(), key);
  EXPECT_EQ(pos.fen(), START_FEN);
}

TEST(MakeUnmake, CaptureResetsRuleCounter) {
  Position pos;
  StateInfo st, s1;
  ASSERT_TRUE(pos.set("4k4/9/9/9/4r4/9/9/9/4R4/3K5 w - - 17 30", &st));
  const Move take(make_square(4, 1), make_square(4, 5));
  ASSERT_TRUE(pos.capture(take));
  pos.do_move(take, s1);
  EXPECT_EQ(pos.rule60_count(), 0);
  EXPECT_EQ(pos.captured_piece(), B_CHARIOT);
  EXPECT_TRUE(pos.in_check());
  pos.undo_move(take);
  EXPECT_EQ(pos.rule60_count(), 17);
  EXPECT_EQ(pos.piece_on(make_square(4, 5)), B_CHARIOT);
}

}  // namespace
}  // namespace gameai::xiangqi

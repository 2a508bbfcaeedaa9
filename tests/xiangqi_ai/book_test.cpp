// The opening book: building (counts, scores, mirrored positions merged, the minimum count),
// the file format and its refusals, the built-in master-games book, weighted choice, and the
// engine playing from it reproducibly.
#include "xiangqi_ai/book.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {
namespace {

using xiangqi::Move;
using xiangqi::Position;
using xiangqi::StateInfo;

std::vector<Move> moves_of(const std::vector<std::string>& iccs) {
  std::vector<Move> out;
  for (const std::string& m : iccs) out.push_back(xiangqi::parse_iccs(m));
  return out;
}

// The position after `iccs` from the start, with its state kept alive by the caller.
struct After {
  std::vector<StateInfo> states;
  Position pos;
  explicit After(const std::vector<std::string>& iccs) : states(iccs.size() + 1) {
    pos.set(xiangqi::START_FEN, &states[0]);
    for (std::size_t i = 0; i < iccs.size(); ++i)
      pos.do_move(xiangqi::parse_iccs(iccs[i]), states[i + 1]);
  }
};

std::map<std::string, std::uint32_t> counts(const Book& book, const Position& pos) {
  std::map<std::string, std::uint32_t> out;
  for (const BookMove& m : book.probe(pos)) out[xiangqi::to_iccs(m.move)] = m.count;
  return out;
}

TEST(Book, MirroredLinesAreMergedAndCounted) {
  BookBuilder builder;
  // The same opening on both wings: central cannon from the right and from the left.
  ASSERT_TRUE(builder.add_game(xiangqi::START_FEN, moves_of({"h2e2", "h9g7", "h0g2"}), 1.0, 40));
  ASSERT_TRUE(builder.add_game(xiangqi::START_FEN, moves_of({"b2e2", "b9c7", "b0c2"}), 0.0, 40));
  ASSERT_TRUE(builder.add_game(xiangqi::START_FEN, moves_of({"h2e2", "b9c7"}), -1, 40));
  const Book book = builder.build(1);
  // The start position is its own mirror: the two cannon moves stay apart.
  EXPECT_EQ(counts(book, After({}).pos),
            (std::map<std::string, std::uint32_t>{{"h2e2", 2}, {"b2e2", 1}}));
  // After either cannon move the positions are mirrors: one entry, seen from each side.
  EXPECT_EQ(counts(book, After({"h2e2"}).pos),
            (std::map<std::string, std::uint32_t>{{"h9g7", 2}, {"b9c7", 1}}));
  EXPECT_EQ(counts(book, After({"b2e2"}).pos),
            (std::map<std::string, std::uint32_t>{{"b9c7", 2}, {"h9g7", 1}}));
  // Scores for the mover: Red won the first game, lost the second; the third is unknown.
  for (const BookMove& m : book.probe(After({"h2e2", "h9g7"}).pos)) {
    EXPECT_EQ(m.count, 2u);
    EXPECT_EQ(m.scored, 2u);
    EXPECT_DOUBLE_EQ(m.score, 0.5);
  }
  for (const BookMove& m : book.probe(After({}).pos)) {
    if (xiangqi::to_iccs(m.move) == "b2e2") {
      EXPECT_DOUBLE_EQ(m.score, 0.0);
    }
  }
  // A minimum count drops the rarer moves.
  EXPECT_EQ(counts(builder.build(2), After({"h2e2"}).pos),
            (std::map<std::string, std::uint32_t>{{"h9g7", 2}}));
  // The depth limit: only the first ply of each game.
  BookBuilder shallow;
  ASSERT_TRUE(shallow.add_game(xiangqi::START_FEN, moves_of({"h2e2", "h9g7"}), -1, 1));
  EXPECT_TRUE(shallow.build(1).probe(After({"h2e2"}).pos).empty());
  // An illegal move ends the game's contribution.
  EXPECT_FALSE(shallow.add_game(xiangqi::START_FEN, moves_of({"h2h8"}), -1, 40));
}

TEST(Book, FileFormatRoundTripsAndRefusesDamage) {
  BookBuilder builder;
  ASSERT_TRUE(builder.add_game(xiangqi::START_FEN, moves_of({"h2e2", "h9g7"}), 0.5, 40));
  const Book book = builder.build(1);
  const std::string bytes = book.to_bytes();
  EXPECT_EQ(bytes.size(), 16u + 16u * book.entries());
  const Book again = Book::from_bytes(bytes, "b.bin");
  EXPECT_EQ(again.to_bytes(), bytes);
  struct Damage {
    std::string bytes;
    const char* expected;
  };
  std::string wrong_version = bytes;
  wrong_version[4] = 9;
  std::string unsorted = bytes;
  if (book.entries() >= 2) {
    for (int i = 0; i < 8; ++i)
      std::swap(unsorted[std::size_t(16 + i)], unsorted[std::size_t(32 + i)]);
  }
  const Damage cases[] = {{"", "not a gameai opening book"},
                          {"GQBX" + bytes.substr(4), "not a gameai opening book"},
                          {wrong_version, "version 9"},
                          {bytes.substr(0, bytes.size() - 3), "truncated or damaged"},
                          {unsorted, "not sorted"}};
  for (const Damage& d : cases) {
    try {
      Book::from_bytes(d.bytes, "b.bin");
      ADD_FAILURE() << "accepted: " << d.expected;
    } catch (const BookError& e) {
      EXPECT_NE(std::string(e.what()).find(d.expected), std::string::npos) << e.what();
      EXPECT_EQ(std::string(e.what()).substr(0, 6), "b.bin:");
    }
  }
  EXPECT_THROW(Book::load("/nonexistent/book.bin"), BookError);
}

TEST(Book, BuiltInMasterBookAnswersTheStartFast) {
  const Book& book = Book::builtin();
  ASSERT_FALSE(book.empty());
  const After start({});
  const auto moves = book.probe(start.pos);
  ASSERT_GE(moves.size(), 5u);
  EXPECT_EQ(xiangqi::to_iccs(moves[0].move), "h2e2");  // the central cannon, most played
  constexpr int REPEAT = 10000;
  const auto t0 = std::chrono::steady_clock::now();
  std::size_t found = 0;
  for (int i = 0; i < REPEAT; ++i) found += book.probe(start.pos).size();
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_EQ(found, moves.size() * REPEAT);
  EXPECT_LT(ms / REPEAT, 1.0);
}

TEST(Book, ChoiceFollowsTheCounts) {
  const Book& book = Book::builtin();
  const After start({});
  const auto moves = book.probe(start.pos);
  std::uint64_t total = 0;
  for (const BookMove& m : moves) total += m.count;
  // The random number walks the moves in order, each taking its share of [0, 1).
  EXPECT_EQ(book.choose(start.pos, 0.0), moves.front().move);
  EXPECT_EQ(book.choose(start.pos, 0.999999), moves.back().move);
  EXPECT_EQ(book.choose(start.pos, double(moves[0].count) / double(total) + 1e-9), moves[1].move);
  // A position out of the book.
  Position lone;
  StateInfo st;
  ASSERT_TRUE(lone.set("3k5/9/9/9/9/9/9/9/9/4K4 w", &st));
  EXPECT_EQ(book.choose(lone, 0.5), Move::none());
}

std::vector<std::string> play_from_book(std::uint64_t seed, int plies) {
  Engine engine;
  engine.set_seed(seed);
  engine.set_own_book(true);
  std::vector<std::string> moves;
  SearchLimits limits;
  limits.movetime_ms = 300;
  for (int ply = 0; ply < plies; ++ply) {
    EXPECT_EQ(engine.set_position(START_FEN, moves), "");
    const BestMove best = engine.search(limits);
    EXPECT_TRUE(best.book) << "ply " << ply;
    moves.push_back(best.move);
  }
  return moves;
}

TEST(Book, EnginePlaysFromTheBookReproduciblyBySeed) {
  EXPECT_EQ(play_from_book(7, 4), play_from_book(7, 4));
  // Different seeds vary the line (some of 20 seeds must differ from seed 1).
  const auto first = play_from_book(1, 4);
  int different = 0;
  for (std::uint64_t seed = 2; seed < 22; ++seed) different += play_from_book(seed, 4) != first;
  EXPECT_GT(different, 0);
  // Off, or with a depth limit, the engine searches.
  Engine engine;
  SearchLimits limits;
  limits.movetime_ms = 50;
  EXPECT_FALSE(engine.search(limits).book);
  engine.set_own_book(true);
  limits.movetime_ms = 0;
  limits.depth = 2;
  EXPECT_FALSE(engine.search(limits).book);
  EXPECT_NE(engine.set_book_file("/nonexistent/book.bin"), "");
  EXPECT_EQ(engine.book_file(), "<builtin>");
}

}  // namespace
}  // namespace gameai::xiangqi_ai

#include "xiangqi_ai/search.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/match.hpp"

namespace gameai::xiangqi_ai {
namespace {

// Red mates at once: the chariot on a8 holds rank 8, the red king holds the d-file (flying
// general), and i0i9 closes rank 9 with check. (i0f0, taking f9 without check, wins too:
// black is left with no legal move, which loses in xiangqi.)
constexpr const char* MATE_IN_1 = "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1";
// Mate in two: a7a8 leaves the black king only f9, then i0i9 mates.
constexpr const char* MATE_IN_2 = "4k4/9/R8/9/9/9/9/9/9/3K4R w - - 0 1";

bool move_wins_at_once(const std::string& fen, const std::string& move) {
  const PositionReport r = inspect_game(fen, {move});
  return r.error.empty() && r.over && r.result == xiangqi::Result::RedWins;
}

TEST(Search, FindsMateInOne) {
  for (Algorithm algorithm : {Algorithm::Alphabeta, Algorithm::Minimax}) {
    Engine engine;
    engine.set_algorithm(algorithm);
    ASSERT_EQ(engine.set_position(MATE_IN_1), "");
    SearchLimits limits;
    limits.depth = 2;
    const BestMove best = engine.search(limits);
    EXPECT_EQ(best.score.mate, 1) << algorithm_name(algorithm);
    EXPECT_TRUE(move_wins_at_once(MATE_IN_1, best.move)) << best.move;
  }
}

TEST(Search, FindsMateInTwo) {
  Engine engine;
  ASSERT_EQ(engine.set_position(MATE_IN_2), "");
  SearchLimits limits;
  limits.depth = 5;
  const BestMove best = engine.search(limits);
  EXPECT_EQ(best.score.mate, 2);
  // After the best move, every black reply allows a mate in one.
  const PositionReport after = inspect_game(MATE_IN_2, {best.move});
  ASSERT_TRUE(after.error.empty());
  ASSERT_FALSE(after.over);
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  ASSERT_TRUE(pos.set(after.fen, &st));
  for (const auto& reply : xiangqi::MoveList<xiangqi::LEGAL>(pos)) {
    Engine follow;
    ASSERT_EQ(follow.set_position(MATE_IN_2, {best.move, xiangqi::to_iccs(reply.move)}), "");
    SearchLimits two;
    two.depth = 2;
    EXPECT_EQ(follow.search(two).score.mate, 1) << xiangqi::to_iccs(reply.move);
  }
}

TEST(Search, MatedSideReportsNegativeMate) {
  Engine engine;
  ASSERT_EQ(engine.set_position(MATE_IN_2, {"a7a8"}), "");
  SearchLimits limits;
  limits.depth = 4;
  EXPECT_EQ(engine.search(limits).score.mate, -1);
}

TEST(Search, NoLegalMoveGivesEmptyBestMove) {
  Engine engine;
  ASSERT_EQ(engine.set_position(MATE_IN_1, {"i0i9"}), "");
  SearchLimits limits;
  limits.depth = 3;
  EXPECT_EQ(engine.search(limits).move, "");
}

TEST(Search, ScoreConversion) {
  EXPECT_EQ(to_score(mate_in(1)).mate, 1);
  EXPECT_EQ(to_score(mate_in(3)).mate, 2);
  EXPECT_EQ(to_score(mated_in(2)).mate, -1);
  EXPECT_EQ(to_score(mated_in(0)).mate, -1);
  EXPECT_EQ(to_score(mated_in(4)).mate, -2);
  EXPECT_FALSE(to_score(123).is_mate());
  EXPECT_EQ(to_score(-45).cp, -45);
}

// Under every kind of limit the answer is a legal move of the position.
TEST(Search, LegalMoveUnderEveryLimit) {
  const std::string fen = std::string(START_FEN);
  const std::vector<std::string> moves = {"h2e2", "h9g7"};
  std::vector<SearchLimits> all(6);
  all[0].depth = 3;
  all[1].nodes = 5000;
  all[2].movetime_ms = 50;
  all[3].time_ms[0] = 2000;
  all[3].time_ms[1] = 2000;
  all[4].mate = 1;
  all[4].depth = 4;
  all[5].time_ms[0] = 30;
  all[5].inc_ms[0] = 10;
  for (Algorithm algorithm : {Algorithm::Alphabeta, Algorithm::Minimax}) {
    for (const SearchLimits& limits : all) {
      Engine engine;
      engine.set_algorithm(algorithm);
      ASSERT_EQ(engine.set_position(fen, moves), "");
      std::vector<std::string> line = moves;
      line.push_back(engine.search(limits).move);
      EXPECT_TRUE(inspect_game(fen, line).error.empty()) << line.back();
    }
  }
}

TEST(Search, NodeLimitIsRespected) {
  Engine engine;
  SearchLimits limits;
  limits.nodes = 20000;
  const BestMove best = engine.search(limits);
  EXPECT_LE(best.nodes, 20000u + 1100u);  // checked every 1024 nodes
  EXPECT_FALSE(best.move.empty());
}

// The move-ordering statistics a Search is given carry over to its next run (so a game's
// moves build on each other) and are used: the same search with learned statistics visits a
// different tree; once they are cleared, it visits the original one again.
TEST(Search, MoveOrderingStatisticsCarryOverUntilCleared) {
  TranspositionTable tt(4);
  const Evaluator evaluator;
  HistoryTables tables;
  Search search(tt, evaluator, &tables);
  const RootGame game{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", {}};
  SearchLimits limits;
  limits.depth = 7;
  const auto nodes = [&] {
    tt.clear();
    SearchControl control;
    search.run(game, limits, SearchOptions{}, control, [](const SearchInfo&) {});
    return search.nodes();
  };
  const std::uint64_t fresh = nodes();
  ASSERT_EQ(tables.size(), 1u);
  bool learned = false;
  for (const auto& row : tables[0]->main.table[xiangqi::RED])
    for (std::int16_t v : row) learned = learned || v != 0;
  EXPECT_TRUE(learned);
  EXPECT_NE(nodes(), fresh);
  tables[0]->clear();
  EXPECT_EQ(nodes(), fresh);
}

// A new game forgets everything learned in the last one: the same search repeats exactly.
TEST(Search, NewGameRepeatsTheSearchExactly) {
  Engine engine;
  SearchLimits limits;
  limits.depth = 7;
  const std::uint64_t first = engine.search(limits).nodes;
  EXPECT_NE(engine.search(limits).nodes, first);
  engine.new_game();
  EXPECT_EQ(engine.search(limits).nodes, first);
}

TEST(Search, InfiniteStopsOnRequest) {
  Engine engine;
  std::vector<SearchInfo> infos;
  BestMove best;
  engine.on_info([&infos](const SearchInfo& i) { infos.push_back(i); });
  engine.on_bestmove([&best](const BestMove& b) { best = b; });
  SearchLimits limits;
  limits.infinite = true;
  engine.go(limits);
  while (infos.size() < 3) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  engine.stop();
  engine.wait();
  EXPECT_FALSE(best.move.empty());
  EXPECT_FALSE(engine.searching());
  for (std::size_t i = 1; i < infos.size(); ++i) EXPECT_EQ(infos[i].depth, infos[i - 1].depth + 1);
}

TEST(Search, BannedAndSearchMovesRestrictTheRoot) {
  Engine engine;
  SearchLimits limits;
  limits.depth = 2;
  const std::string first = engine.search(limits).move;
  limits.ban_moves = {first};
  const std::string second = engine.search(limits).move;
  EXPECT_NE(second, first);
  SearchLimits only;
  only.depth = 3;
  only.search_moves = {"a3a4"};
  EXPECT_EQ(engine.search(only).move, "a3a4");
}

TEST(Search, ThreadsAgreeOnMate) {
  Engine engine;
  engine.set_threads(2);
  ASSERT_EQ(engine.set_position(MATE_IN_2), "");
  SearchLimits limits;
  limits.depth = 6;
  EXPECT_EQ(engine.search(limits).score.mate, 2);
}

// The opening suite that matches and self-play start from gives neither side a won game: after
// each line a search finds no more than a pawn and a half for the side to move. A line that
// leaves a piece to be taken (h2e2 b9c7 h0g2 a9b9 loses black's chariot to b2b9) scores several
// pawns here, and would decide one game of each pair before the players had made a move.
TEST(Search, OpeningSuiteLinesAreSound) {
  const std::vector<Opening> openings =
      read_openings(std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi_ai/openings.txt");
  ASSERT_EQ(openings.size(), 20u);
  for (const Opening& opening : openings) {
    std::string line;
    for (const std::string& move : opening.moves) line += move + " ";
    Engine engine;
    ASSERT_EQ(engine.set_position(opening.fen, opening.moves), "") << line;
    SearchLimits limits;
    limits.depth = 9;
    const BestMove best = engine.search(limits);
    EXPECT_FALSE(best.score.is_mate()) << line;
    EXPECT_LE(std::abs(best.score.cp), 150) << line << ": " << best.move;
  }
}

// Black's chariot checks the red king back and forth. The third occurrence of the position
// loses for black (perpetual check), so at the last step the search must pick another move.
constexpr const char* PERPETUAL_FEN = "3k5/9/9/9/9/9/9/9/r8/4K4 w - - 0 1";
const std::vector<std::string> PERPETUAL_LINE = {"e0f0", "a1a0", "f0f1", "a0a1",
                                                 "f1f0", "a1a0", "f0f1"};

TEST(Search, AvoidsLosingByPerpetualCheck) {
  Engine engine;
  ASSERT_EQ(engine.set_position(PERPETUAL_FEN, PERPETUAL_LINE), "");
  SearchLimits limits;
  limits.depth = 4;
  EXPECT_NE(engine.search(limits).move, "a0a1");
}

TEST(GameJudge, PerpetualCheckLoses) {
  std::vector<std::string> line = PERPETUAL_LINE;
  line.push_back("a0a1");
  EXPECT_FALSE(inspect_game(PERPETUAL_FEN, line).over);
  // The red king's step back to f0 makes that position appear for the third time.
  line.push_back("f1f0");
  const PositionReport report = inspect_game(PERPETUAL_FEN, line);
  ASSERT_TRUE(report.error.empty()) << report.error;
  EXPECT_TRUE(report.over);
  EXPECT_EQ(report.result, xiangqi::Result::RedWins);
  EXPECT_NE(report.text.find("perpetual"), std::string::npos) << report.text;
}

TEST(GameJudge, MateStalemateAndMaterial) {
  const PositionReport mate = inspect_game(MATE_IN_1, {"i0i9"});
  EXPECT_TRUE(mate.over);
  EXPECT_EQ(mate.result, xiangqi::Result::RedWins);
  const PositionReport stalemate = inspect_game(MATE_IN_1, {"i0f0"});
  EXPECT_TRUE(stalemate.over);
  EXPECT_EQ(stalemate.result, xiangqi::Result::RedWins);
  EXPECT_NE(stalemate.text.find("stalemate"), std::string::npos);
  const PositionReport bare = inspect_game("3ak4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1", {});
  EXPECT_TRUE(bare.over);
  EXPECT_EQ(bare.result, xiangqi::Result::Draw);
  const PositionReport start = inspect_game(START_FEN, {"h2e2"});
  EXPECT_FALSE(start.over);
  EXPECT_FALSE(start.red_to_move);
  EXPECT_NE(inspect_game(START_FEN, {"h2e3"}).error.find("h2e3"), std::string::npos);
  EXPECT_NE(inspect_game("rnbakabnr/9/1c5c1 w", {}).error, "");
}

TEST(GameJudge, SixtyMoveRule) {
  // 119 plies without a capture on the clock: one more quiet move draws.
  const std::string fen = "3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 119 80";
  EXPECT_FALSE(inspect_game(fen, {}).over);
  const PositionReport r = inspect_game(fen, {"a0a1"});
  EXPECT_TRUE(r.over);
  EXPECT_EQ(r.result, xiangqi::Result::Draw);
}

}  // namespace
}  // namespace gameai::xiangqi_ai

// The same things said the same way across `gameai` commands: counts in the right number, a
// result said once, xiangqi plies not called pieces, scores in pawns everywhere.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(CliWording, OneGameIsNotGames) {
  const CliRun r = run_gameai("tetris play --games 1 --max-pieces 20");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(contains(r.out, ", 1 game: mean lines")) << r.out;
}

TEST(CliWording, AResultIsSaidOnce) {
  const CliRun r = run_gameai("xiangqi status '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' i0i9");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "over: red wins: black is checkmated\n");
}

TEST(CliWording, RecordsSayPliesAndPawns) {
  const std::string db = ::testing::TempDir() + "gameai_wording.sqlite";
  std::remove(db.c_str());
  // One ply to mate: the engine finds it and the game ends after one ply.
  ASSERT_EQ(run_gameai("xiangqi play --red ai:3 --black ai:1 --movetime 50 --letters --seed 2 "
                       "--fen '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' --record --db " +
                       db)
                .status,
            0);
  ASSERT_EQ(
      run_gameai("xiangqi play --red ai:3 --black ai:1 --movetime 50 --letters --seed 2 "
                 "--record --db " +
                     db +
                     " --fen "
                     "'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'",
                 "")
          .status,
      0);
  const CliRun list = run_gameai("records list --db " + db);
  ASSERT_EQ(list.status, 0) << list.out;
  EXPECT_FALSE(contains(list.out, "PIECES")) << list.out;
  EXPECT_TRUE(contains(list.out, "1 move ")) << list.out;

  const CliRun replay = run_gameai("records replay 1 --quiet --db " + db);
  EXPECT_TRUE(contains(replay.out, "replayed 1 move (1 ply) to")) << replay.out;

  const CliRun show = run_gameai("records show 1 --moves --db " + db);
  ASSERT_EQ(show.status, 0) << show.out;
  EXPECT_TRUE(contains(show.out, "result      red wins: black is checkmated\n")) << show.out;
  EXPECT_TRUE(contains(show.out, "score mate 1")) << show.out;

  // A score that is not a mate is in pawns, as `analyse` prints it.
  const CliRun other = run_gameai("records show 2 --moves --db " + db);
  ASSERT_EQ(other.status, 0) << other.out;
  const auto at = other.out.find(" score ");
  ASSERT_NE(at, std::string::npos) << other.out;
  const std::string score = other.out.substr(at + 7, other.out.find(' ', at + 7) - at - 7);
  EXPECT_TRUE(score.size() >= 5 && score[score.size() - 3] == '.') << score;
}

}  // namespace

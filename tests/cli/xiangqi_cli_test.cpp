// Runs `gameai xiangqi ...` commands and checks their output and exit status.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

TEST(XiangqiCli, StatusJsonIsExact) {
  CliRun r = run_gameai("xiangqi status startpos h2e2 h9g7 --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "{\"over\":false,\"result\":null,\"reason\":\"in progress\"}\n");
  r = run_gameai("xiangqi status '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' i0i9 --json");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("{\"over\":true,\"result\":\"red\",\"reason\":\"", 0), 0u) << r.out;
}

// A book built from the test games: mirrored lines merged, probed after moves in any notation.
TEST(XiangqiCli, BookBuildAndProbe) {
  const std::string data = std::string(GAMEAI_TEST_DATA_DIR) + "/records/";
  const std::string book = ::testing::TempDir() + "cli_book_" + std::to_string(::getpid()) + ".bin";
  CliRun r = run_gameai("xiangqi book build " + data + "iccs.pgn " + data + "iccs-dash.pgn " +
                        data + "wxf-ascii.pgn --min-count 1 --out " + book);
  ASSERT_EQ(r.status, 0) << r.out;
  // wxf-ascii.pgn holds the game of iccs.pgn again (same players, same moves): counted once.
  EXPECT_NE(r.out.find("from 2 games (1 duplicates, 0 skipped)"), std::string::npos) << r.out;
  r = run_gameai("xiangqi book probe startpos --book " + book);
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("h2e2   炮二平五 C2=5        2  100.0%"), std::string::npos) << r.out;
  r = run_gameai("xiangqi book probe startpos --moves 炮二平五 H8+7 --book " + book);
  EXPECT_NE(r.out.find("h0g2"), std::string::npos) << r.out;
  r = run_gameai("xiangqi book probe startpos");  // the built-in master-games book
  EXPECT_NE(r.out.find("from 2404 games"), std::string::npos) << r.out;
  r = run_gameai("xiangqi book probe startpos --book /nonexistent.bin");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("cannot read book file '/nonexistent.bin'"), std::string::npos) << r.out;
  std::remove(book.c_str());
}

TEST(XiangqiCli, IllegalMoveIsAnErrorNamingIt) {
  const CliRun r = run_gameai("xiangqi status startpos h2e2 h2e3 --json");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("h2e3"), std::string::npos) << r.out;
  const CliRun bad_fen = run_gameai("xiangqi status 'rnbakabnr/9 w'");
  EXPECT_EQ(bad_fen.status, 2);
  EXPECT_NE(bad_fen.out.find("FEN"), std::string::npos) << bad_fen.out;
}

TEST(XiangqiCli, PerftDivide) {
  const CliRun r = run_gameai("xiangqi perft startpos 2 --divide");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("\nh2e2: "), std::string::npos);
  EXPECT_NE(r.out.find("Nodes searched: 1920"), std::string::npos);
}

TEST(XiangqiCli, AnalyseFindsTheMate) {
  const CliRun r = run_gameai("xiangqi analyse '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1' --depth 3");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("score mate 1"), std::string::npos) << r.out;
}

// Without --depth the analysis stops deepening once the mate is settled (it used to print the
// same mate at every depth up to 120 for the whole movetime).
TEST(XiangqiCli, AnalyseStopsAtASettledMate) {
  const CliRun r = run_gameai("xiangqi analyse '4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1'");
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("depth  4  score  mate 1"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("depth  5 "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("bestmove i0i9"), std::string::npos) << r.out;
}

// --moves in any notation a player writes, and the lines printed in the notation asked for: the
// mate in one after the moves is found whichever way it is written.
TEST(XiangqiCli, AnalyseReadsAndWritesEveryNotation) {
  const std::string fen = "'4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1'";
  for (const char* moves :
       {"i0i1 e9f9 i1i0 f9e9", "R1+1 K5=6 R1-1 K6=5", "车一进一 将5平6 车一退一 将6平5"}) {
    const CliRun r = run_gameai("xiangqi analyse " + fen + " --moves " + moves + " --depth 2");
    EXPECT_EQ(r.status, 0) << moves << "\n" << r.out;
    EXPECT_NE(r.out.find("bestmove i0i9"), std::string::npos) << moves << "\n" << r.out;
  }
  const CliRun chinese = run_gameai("xiangqi analyse " + fen + " --depth 2 --notation chinese");
  EXPECT_NE(chinese.out.find("bestmove 车一进九"), std::string::npos) << chinese.out;
  const CliRun wxf = run_gameai("xiangqi analyse " + fen + " --depth 2 --notation wxf");
  EXPECT_NE(wxf.out.find("bestmove R1+9"), std::string::npos) << wxf.out;
  const CliRun bad = run_gameai("xiangqi analyse startpos --moves 炮二平五 zz --depth 1");
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("--moves: move 2 of the list: "), std::string::npos) << bad.out;
}

TEST(XiangqiCli, AnalyseShowsSeveralLines) {
  const CliRun r = run_gameai("xiangqi analyse startpos --depth 4 --multipv 3");
  EXPECT_EQ(r.status, 0);
  for (const char* line :
       {"depth  4  line 1  score", "depth  4  line 2  score", "depth  4  line 3  score"})
    EXPECT_NE(r.out.find(line), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("line 4"), std::string::npos) << r.out;
  EXPECT_EQ(run_gameai("xiangqi analyse startpos --multipv 0").status, 2);
}

TEST(XiangqiCli, MatchPrintsResultsAndElo) {
  const CliRun r = run_gameai("xiangqi match minimax:1 ai:1 --games 2 --movetime 20 --seed 3");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("game 1/2: minimax:1 (red) vs ai:1 (black): "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 2/2: ai:1 (red) vs minimax:1 (black): "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("W/D/L "), std::string::npos);
  EXPECT_NE(r.out.find("Elo difference: "), std::string::npos);
  // The two games share their opening with the colours swapped: one pair, and its Elo (infinite
  // or not) never printed as "inf".
  EXPECT_NE(r.out.find("(1 pair, pentanomial)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("inf"), std::string::npos) << r.out;
  const CliRun odd = run_gameai("xiangqi match minimax:2 minimax:1 --games 3 --movetime 20");
  EXPECT_EQ(odd.status, 0) << odd.out;
  EXPECT_NE(odd.out.find("(3 games)"), std::string::npos) << odd.out;
}

// A match on a clock: both games are played and recorded with their time control, and the clock
// is written as it is read; a clock that does not parse, or one given with --movetime, is refused.
TEST(XiangqiCli, MatchOnAClockRecordsItsGames) {
  const std::string db = ::testing::TempDir() + "gameai_match_clock.sqlite";
  std::remove(db.c_str());
  const CliRun r =
      run_gameai("xiangqi match ai:1 ai:2 --games 2 --tc 1+0.1 --seed 3 --record --db " + db);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("time control 1+0.1 (seconds"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 1/2: ai:1 (red) vs ai:2 (black): "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("game 2/2: ai:2 (red) vs ai:1 (black): "), std::string::npos) << r.out;
  for (const char* id : {"1", "2"}) {
    const CliRun show = run_gameai(std::string("records show ") + id + " --db " + db);
    ASSERT_EQ(show.status, 0) << show.out;
    EXPECT_NE(show.out.find("  TimeControl 1+0.1\n"), std::string::npos) << show.out;
  }
  const CliRun exported = run_gameai("records export --game xiangqi --db " + db);
  std::size_t tags = 0;
  for (auto at = exported.out.find("[TimeControl \"1+0.1\"]"); at != std::string::npos;
       at = exported.out.find("[TimeControl \"1+0.1\"]", at + 1))
    ++tags;
  EXPECT_EQ(tags, 2u) << exported.out;

  const CliRun both = run_gameai("xiangqi match ai:1 ai:1 --games 1 --tc 5 --movetime 100");
  EXPECT_EQ(both.status, 2) << both.out;
  EXPECT_NE(both.out.find("--tc"), std::string::npos) << both.out;
  const CliRun bad = run_gameai("xiangqi match ai:1 ai:1 --games 1 --tc 60+x");
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("time control '60+x': the increment"), std::string::npos) << bad.out;
  // An empty clock is a mistake, not "no clock".
  const CliRun empty = run_gameai("xiangqi match ai:1 ai:1 --games 1 --tc ''");
  EXPECT_EQ(empty.status, 2) << empty.out;
  EXPECT_NE(empty.out.find("--tc: the time control is empty"), std::string::npos) << empty.out;
  const CliRun help = run_gameai("xiangqi match --help");
  EXPECT_NE(help.out.find("--movetime"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("--tc CLOCK"), std::string::npos) << help.out;
}

// --weights and --weights-b give an ai player a weights file, named in the results; a bad file
// stops the match before any game, and a weights file for another kind of player is refused.
TEST(XiangqiCli, MatchTakesWeightsFiles) {
  const std::string dir = ::testing::TempDir();
  const std::string good = dir + "gameai_match_tempo.json";
  const std::string bad = dir + "gameai_match_bad.json";
  std::ofstream(good) << "{\"tempo\": 30}";
  std::ofstream(bad) << "{\"nosuch\": 1}";
  const CliRun r = run_gameai("xiangqi match ai:1 ai:1 --games 2 --movetime 20 --weights " + good);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("game 1/2: ai:1 (gameai_match_tempo.json) (red) vs ai:1 (black)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Score of ai:1 (gameai_match_tempo.json) vs ai:1: "), std::string::npos)
      << r.out;
  const CliRun b = run_gameai("xiangqi match ai:1 ai:1 --games 2 --movetime 20 --weights-b " + bad);
  EXPECT_EQ(b.status, 2) << b.out;
  EXPECT_NE(b.out.find("--weights-b: " + bad + ": "), std::string::npos) << b.out;
  EXPECT_NE(b.out.find("'nosuch'"), std::string::npos) << b.out;
  EXPECT_EQ(b.out.find("game 1/2"), std::string::npos) << b.out;
  const CliRun m = run_gameai("xiangqi match minimax:1 ai:1 --games 2 --weights " + good);
  EXPECT_EQ(m.status, 2) << m.out;
  EXPECT_NE(m.out.find("player 'minimax:1': a weights file applies to an ai[:LEVEL] player"),
            std::string::npos)
      << m.out;
}

// Games played side by side give the same games as one at a time: fixed-depth players are
// deterministic, so each game's line (less the running tally) must match, whatever the order.
TEST(XiangqiCli, ConcurrentMatchPlaysTheSameGames) {
  const auto games = [](const std::string& out) {
    std::vector<std::string> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
      if (line.rfind("game ", 0) == 0) lines.push_back(line.substr(0, line.find("  [W/D/L")));
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  const std::string args =
      "xiangqi match minimax:1 minimax:2 --games 4 --movetime 1000 --openings " +
      std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi_ai/openings.txt";
  const CliRun one = run_gameai(args);
  const CliRun two = run_gameai(args + " --concurrency 2");
  ASSERT_EQ(one.status, 0) << one.out;
  ASSERT_EQ(two.status, 0) << two.out;
  EXPECT_EQ(games(one.out).size(), 4u) << one.out;
  EXPECT_EQ(games(one.out), games(two.out)) << two.out;
  const auto tally = [](const std::string& out) { return out.substr(out.find("Score of ")); };
  EXPECT_EQ(tally(one.out), tally(two.out));
  EXPECT_EQ(run_gameai(args + " --concurrency 0").status, 2);
}

// An SPRT match stops as soon as the LLR crosses a bound: depth 2 against depth 1 wins every
// pair, which accepts H1 (+150 Elo rather than 0) long before the 200-game maximum.
TEST(XiangqiCli, SprtMatchStopsAtAVerdict) {
  const CliRun r = run_gameai(
      "xiangqi match minimax:2 minimax:1 --sprt 0,150 --games 200 --movetime 5000 --openings " +
      std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi_ai/openings.txt");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("SPRT [0.0, 150.0]: 1 pair, pentanomial "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("bounds -2.944, 2.944"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SPRT verdict: H1 accepted"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("game 41/200"), std::string::npos) << r.out;
  // Played in rounds of three pairs, the games counted stop at the same pair.
  const CliRun rounds = run_gameai(
      "xiangqi match minimax:2 minimax:1 --sprt 0,150 --games 200 --movetime 5000 --concurrency 3 "
      "--openings " +
      std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi_ai/openings.txt");
  EXPECT_EQ(rounds.out, r.out);
  // The roles swapped: the weaker player first is H0.
  const CliRun h0 = run_gameai(
      "xiangqi match minimax:1 minimax:2 --sprt 0,150 --games 200 --movetime 5000 --alpha 0.1 "
      "--beta 0.1");
  ASSERT_EQ(h0.status, 0) << h0.out;
  EXPECT_NE(h0.out.find("SPRT verdict: H0 accepted"), std::string::npos) << h0.out;
  EXPECT_NE(h0.out.find("bounds -2.197, 2.197"), std::string::npos) << h0.out;
}

TEST(XiangqiCli, SprtArgumentsAreChecked) {
  for (const char* bad : {"--sprt 5", "--sprt a,b", "--sprt 10,0", "--sprt 5,5", "--sprt 0,",
                          "--alpha 0.1", "--sprt 0,10 --alpha 0.9"}) {
    const CliRun r = run_gameai(std::string("xiangqi match minimax:1 minimax:1 ") + bad);
    EXPECT_EQ(r.status, 2) << bad << "\n" << r.out;
    EXPECT_NE(r.out.find(std::string(bad).find("--alpha") == 0 ? "--sprt ELO0,ELO1" : "--"),
              std::string::npos)
        << bad << "\n"
        << r.out;
  }
  EXPECT_NE(run_gameai("xiangqi match minimax:1 minimax:1 --sprt 5").out.find("ELO0 < ELO1"),
            std::string::npos);
}

// Our own engine executable as an external player, over UCI and over UCCI.
TEST(XiangqiCli, ExternalEnginesPlayThroughPipes) {
  const std::string engine = GAMEAI_ENGINE_PATH;
  for (const char* protocol : {"uci:", "ucci:"}) {
    const CliRun r = run_gameai("xiangqi match ai:2 " + std::string(protocol) + engine +
                                " --games 2 --movetime 20 --seed 4");
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("vs gameai-xiangqi"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("illegal move"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("gave no move"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Elo difference: "), std::string::npos) << r.out;
  }
}

TEST(XiangqiCli, EngineThatIsNotOneIsReported) {
  const CliRun r = run_gameai("xiangqi match ai uci:/bin/true --games 1 --movetime 20");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("engine '/bin/true' exited with status 0 without answering 'uci'"),
            std::string::npos)
      << r.out;
}

TEST(XiangqiCli, BadPlayersAndOpeningsAreUsageErrors) {
  EXPECT_EQ(run_gameai("xiangqi match ai:11 ai --games 1").status, 2);
  EXPECT_EQ(run_gameai("xiangqi match robot ai --games 1").status, 2);
  const CliRun missing =
      run_gameai("xiangqi match ai ai --games 1 --openings /nonexistent/openings.txt");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.out.find("/nonexistent/openings.txt"), std::string::npos);
}

TEST(XiangqiCli, HumanTypesNotationAndResigns) {
  const CliRun r =
      run_gameai("xiangqi play --red human --black ai:1 --letters --seed 5", "C2=5\nzz\nresign\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("1. C2=5"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'zz' is not a move or a command"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("> Black wins: Red resigned\n"), std::string::npos) << r.out;
}

// --record stores matches and played games; each replays to its stored final position.
TEST(XiangqiCli, RecordedGamesReplay) {
  const std::string db = ::testing::TempDir() + "xiangqi_record_test.sqlite";
  std::remove(db.c_str());
  const CliRun match = run_gameai(
      "xiangqi match minimax:1 ai:1 --games 2 --movetime 20 --seed 3 --record --db " + db);
  ASSERT_EQ(match.status, 0) << match.out;
  const CliRun play =
      run_gameai("xiangqi play --red human --black ai:1 --letters --seed 5 --record --db " + db,
                 "C2=5\nresign\n");
  ASSERT_EQ(play.status, 0) << play.out;
  const CliRun list = run_gameai("records list --game xiangqi --db " + db);
  EXPECT_NE(list.out.find("minimax:1 vs ai:1"), std::string::npos) << list.out;
  EXPECT_NE(list.out.find("ai:1 vs minimax:1"), std::string::npos) << list.out;
  EXPECT_NE(list.out.find("human vs ai:1"), std::string::npos) << list.out;
  for (const char* id : {"1", "2", "3"}) {
    const CliRun replay = run_gameai(std::string("records replay ") + id + " --db " + db);
    EXPECT_EQ(replay.status, 0) << replay.out;
    EXPECT_NE(replay.out.find("the final position matches the stored one"), std::string::npos)
        << replay.out;
  }
  const CliRun show = run_gameai("records show 3 --moves --notation iccs --db " + db);
  EXPECT_NE(show.out.find("h2e2"), std::string::npos) << show.out;
  // Our engine's moves carry the score and depth of their search (minimax:1 searched exactly
  // one ply), its book moves and a person's moves neither. Games 1 and 2: minimax:1 and ai:1; game
  // 3: human (red) against ai:1.
  const std::regex move_line(R"(^ +\d+(\.|\.\.\.) [a-i]\d[a-i]\d(.*)$)");
  for (const char* id : {"1", "2", "3"}) {
    const CliRun moves =
        run_gameai(std::string("records show ") + id + " --moves --notation iccs --db " + db);
    ASSERT_EQ(moves.status, 0) << moves.out;
    std::istringstream lines(moves.out);
    std::string line;
    int plies = 0, searched_plies = 0;
    while (std::getline(lines, line)) {
      std::smatch m;
      if (!std::regex_match(line, m, move_line)) continue;
      ++plies;
      const bool red = m[1] == ".";
      const std::string extra = m[2];
      if (std::string(id) == "3" && red) {
        EXPECT_EQ(extra.find("score"), std::string::npos) << line;
        EXPECT_EQ(extra.find("depth"), std::string::npos) << line;
        continue;
      }
      const bool minimax = std::string(id) != "3" && red == (std::string(id) == "1");
      // ai:1 plays its first moves from the opening book: no search, no score or depth.
      const bool searched = extra.find(" score ") != std::string::npos;
      EXPECT_EQ(searched, extra.find(" depth ") != std::string::npos) << line;
      EXPECT_TRUE(searched || !minimax) << line;
      searched_plies += searched;
      if (minimax) {
        EXPECT_TRUE(std::regex_search(extra, std::regex(" depth 1( |$)"))) << line;
      }
    }
    EXPECT_GE(plies, 2) << moves.out;
    if (std::string(id) != "3") {
      EXPECT_GT(searched_plies, 0) << moves.out;
    }
  }
  std::remove(db.c_str());
}

}  // namespace

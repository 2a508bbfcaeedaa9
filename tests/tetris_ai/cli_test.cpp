// `gameai tetris ...` as a user runs it: exact JSON of features and best, exit status 2 with a
// message naming the problem for bad arguments and malformed board files, and play results
// that do not depend on the thread count.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

namespace {

using CommandResult = gameai::cli_test::CliRun;

CommandResult run(const std::string& args) {
  return gameai::cli_test::run_gameai(args);
}

std::string data(const std::string& name) {
  return std::string(GAMEAI_TEST_DATA_DIR) + "/tetris_ai/" + name;
}

TEST(TetrisCli, FeaturesJsonIsExact) {
  const CommandResult r = run("tetris features --json --board " + data("ragged.board"));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out,
            "{\"heights\":[2,3,4,1,2,3],\"row_transitions\":16,\"column_transitions\":10,"
            "\"holes\":2,\"well_sums\":4,\"hole_depth\":4,\"rows_with_holes\":2,\"hole_cover\":4,"
            "\"pattern_diversity\":1,\"mdptetris\":{\"column_transitions\":10}}\n");
}

// The seeds' definitions first; then, under "mdptetris", the features MDPTetris measures
// otherwise: a column filled up to the top row has a transition into the space above.
TEST(TetrisCli, FeaturesShowTheMdpTetrisVariant) {
  CommandResult r = run("tetris features --json --board " + data("top_row.board"));
  ASSERT_EQ(r.status, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("column_transitions"), 6);
  EXPECT_EQ(j.at("mdptetris").at("column_transitions"), 8);
  r = run("tetris features --board " + data("top_row.board"));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("column_transitions 6  (mdptetris: 8)"), std::string::npos) << r.out;
}

TEST(TetrisCli, BestTakesTheTetris) {
  const CommandResult r =
      run("tetris best --json --ai eltetris --piece I --board " + data("well.board"));
  ASSERT_EQ(r.status, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("rotation"), 1);
  EXPECT_EQ(j.at("column"), 9);
  EXPECT_EQ(j.at("lines_cleared"), 4);
  EXPECT_EQ(j.at("features").at("eroded_cells"), 16);
  EXPECT_EQ(j.at("features").at("landing_height"), 1.5);
  EXPECT_EQ(j.at("features").at("row_transitions"), 40);
  ASSERT_EQ(j.at("board").size(), 20u);
  for (const auto& row : j.at("board")) EXPECT_EQ(row, "..........");
  // The score is the El-Tetris sum of those features.
  const double expected = -4.500158825082766 * 1.5 + 3.4181268101392694 * 4 -
                          3.2178882868487753 * 40 - 9.348695305445199 * 10;
  EXPECT_NEAR(j.at("score").get<double>(), expected, 1e-9);
}

// The guideline bot with the previews and the hold: it holds when that is better, and its plan
// (each placement on the board its predecessors leave) ends in the perfect clear it found.
// A node budget, not the clock: on a busy machine 20 ms may not reach the perfect clear.
TEST(TetrisCli, BestShowsTheBotsPlanWithQueueAndHold) {
  const std::string board = data("pc_four_rows.board");
  const CommandResult r =
      run("tetris best --json --rules guideline --piece T --queue OSJLZ --hold I "
          "--think-ms 0 --nodes 100000 --board " +
          board);
  ASSERT_EQ(r.status, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("hold"), true);
  EXPECT_EQ(j.at("piece"), "I");
  EXPECT_EQ(j.at("plan_perfect_clear"), true);
  ASSERT_EQ(j.at("plan").size(), 6u);  // 24 empty cells in four rows: six pieces
  EXPECT_EQ(j.at("plan")[0].at("piece"), "I");
  EXPECT_EQ(j.at("plan")[0].at("hold"), true);
  EXPECT_EQ(j.at("plan")[1].at("hold"), false);

  const CommandResult text =
      run("tetris best --rules guideline --piece I --queue OTSJLZ --think-ms 0 --nodes 100000 "
          "--board " +
          board);
  ASSERT_EQ(text.status, 0) << text.out;
  EXPECT_NE(text.out.find("plan: I "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("(a perfect clear)"), std::string::npos) << text.out;

  // The search options apply: the bot's budget, and a one-piece player looking at the preview.
  const CommandResult budget =
      run("tetris best --json --rules guideline --piece I --queue OTSJLZ "
          "--think-ms 0 --nodes 5000 --board " +
          board);
  ASSERT_EQ(budget.status, 0) << budget.out;
  EXPECT_EQ(nlohmann::json::parse(budget.out).at("plan_perfect_clear"), true);
  const CommandResult ahead =
      run("tetris best --json --ai bcts --lookahead 1 --piece O --queue I --board " +
          data("well.board"));
  ASSERT_EQ(ahead.status, 0) << ahead.out;
  EXPECT_FALSE(nlohmann::json::parse(ahead.out).contains("plan"));

  // A bad queue or hold, or a hold for a player that does not hold, is a usage error.
  for (const std::string bad : {"--rules guideline --piece I --queue OXS",
                                "--rules guideline --piece I --hold Q", "--piece I --hold T"}) {
    const CommandResult e = run("tetris best " + bad + " --board " + board);
    EXPECT_EQ(e.status, 2) << bad << "\n" << e.out;
  }
}

TEST(TetrisCli, BestReportsGameOver) {
  const CommandResult r =
      run("tetris best --json --ai bcts --piece I --board " + data("blocked.board"));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "{\"game_over\":true}\n");
  // Under guideline every piece enters above the field: an O that can only lock there loses.
  const CommandResult bot =
      run("tetris best --json --rules guideline --piece O --board " + data("wells.board"));
  ASSERT_EQ(bot.status, 0) << bot.out;
  EXPECT_EQ(bot.out, "{\"game_over\":true}\n");
}

TEST(TetrisCli, MalformedBoardNamesLineAndColumn) {
  CommandResult r = run("tetris features --json --board " + data("bad_char.board"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("line 3, column 3"), std::string::npos) << r.out;
  r = run("tetris features --board " + data("ragged_rows.board"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("line 2"), std::string::npos) << r.out;
  r = run("tetris best --piece T --board " + data("no_such_file.board"));
  EXPECT_EQ(r.status, 2);
}

TEST(TetrisCli, BadArgumentsExitTwoWithUsage) {
  for (const char* args :
       {"tetris play --ai nobody", "tetris play --beam 8", "tetris play --beam 0,3",
        "tetris play --width 3", "tetris play --height 41", "tetris play --lookahead 2",
        "tetris play --rules guideline --lookahead 1", "tetris play --games 0",
        "tetris best --board x", "tetris best --piece X --board x", "tetris watch --fps 0",
        "tetris frobnicate"}) {
    const CommandResult r = run(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_NE(r.out.find("gameai"), std::string::npos) << args;
  }
}

TEST(TetrisCli, WeightsFileErrorsNameTheKey) {
  const std::string path = testing::TempDir() + "/bad_weights.json";
  FILE* f = std::fopen(path.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs("{\"hoels\": -3}", f);
  std::fclose(f);
  const CommandResult r = run("tetris play --max-pieces 10 --weights " + path);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("hoels"), std::string::npos) << r.out;
  // The bot's tuner reads its starting weights as every player does: a key given twice, or a
  // number no double holds, is named, and nothing is tuned.
  const std::string twice = testing::TempDir() + "/twice_weights.json";
  f = std::fopen(twice.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs("{\"holes\": -1,\n \"holes\": -2}", f);
  std::fclose(f);
  const std::string tune =
      "tetris tune --ai bot --generations 1 --population 2 --games 1 "
      "--pieces 10 --nodes 10 --weights ";
  const CommandResult t = run(tune + twice);
  EXPECT_EQ(t.status, 2) << t.out;
  EXPECT_NE(t.out.find(twice + ": weight \"holes\" is given twice"), std::string::npos) << t.out;
  EXPECT_EQ(t.out.find("generation 0"), std::string::npos) << t.out;
  f = std::fopen(twice.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs("{\"holes\": 1e400}", f);
  std::fclose(f);
  const CommandResult big = run(tune + twice);
  EXPECT_EQ(big.status, 2) << big.out;
  EXPECT_NE(big.out.find("(at weight \"holes\")"), std::string::npos) << big.out;
  EXPECT_EQ(big.out.find("json.exception"), std::string::npos) << big.out;
}

// `tune --ai bot --fitness dig` scores each candidate by the garbage rows it digs per piece and
// starts from the dig weights: the features they turn off stay off, and the rest move.
TEST(TetrisCli, TuneDigStartsFromTheDigWeights) {
  const std::string out = testing::TempDir() + "/tuned_dig.json";
  const CommandResult r =
      run("tetris tune --ai bot --fitness dig --generations 2 --population 4 --elite 0.5 "
          "--games 2 --garbage 12 --nodes 300 --seed 5 --threads 2 --out " +
          out);
  ASSERT_EQ(r.status, 0) << r.out;
  double best = 0;
  ASSERT_EQ(std::sscanf(r.out.c_str(), "generation 0: best %lf garbage rows a piece", &best), 1)
      << r.out;
  // A piece can fill only the top garbage row's hole (the row covers the holes below it), so a
  // dig takes at least a piece a row, and a dig of 12 rows takes no more than five a row here.
  EXPECT_GT(best, 0.2) << r.out;
  EXPECT_LE(best, 1.0) << r.out;
  EXPECT_NE(r.out.find("generation 1: best"), std::string::npos) << r.out;
  FILE* f = std::fopen(out.c_str(), "r");
  ASSERT_NE(f, nullptr);
  std::string text;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
  std::fclose(f);
  const auto w = nlohmann::json::parse(text);
  for (const char* off :
       {"tspin1", "tspin2", "tspin3", "clear4", "back_to_back", "wasted_t", "well_depth"}) {
    EXPECT_EQ(w.at(off).get<double>(), 0.0) << off;
  }
  EXPECT_EQ(w.at("tslot"), nlohmann::json::array({0.0, 0.0, 0.0, 0.0}));
  // The tuned weights moved off the dig weights' covered (-63) and holes (-179) (bot_eval.cpp),
  // and stayed near them (a deviation of 0.3 times each): far from the defaults' -17.
  const double covered = w.at("covered").get<double>();
  EXPECT_NE(covered, -63.0);
  EXPECT_NE(w.at("holes").get<double>(), -179.0);
  EXPECT_LT(covered, -30.0);
  EXPECT_GT(covered, -120.0);
  // --garbage is a dig's: 0 rows is refused.
  const CommandResult bad = run("tetris tune --ai bot --fitness dig --garbage 0");
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("--garbage"), std::string::npos) << bad.out;
  // ... and only a dig has garbage.
  const CommandResult attack = run("tetris tune --ai bot --fitness attack --garbage 10");
  EXPECT_EQ(attack.status, 2) << attack.out;
  EXPECT_NE(attack.out.find("--garbage is for --ai bot --fitness dig"), std::string::npos)
      << attack.out;
  // The bot's options given to the linear tuner are refused, not ignored.
  const CommandResult linear = run("tetris tune --fitness dig");
  EXPECT_EQ(linear.status, 2) << linear.out;
  EXPECT_NE(linear.out.find("--fitness is for --ai bot"), std::string::npos) << linear.out;
  // A weights file is read over the defaults, as `dig --weights` plays it: the T-spin slots the
  // dig weights turn off are on there, and are tuned.
  const std::string start = testing::TempDir() + "/dig_start.json";
  f = std::fopen(start.c_str(), "w");
  ASSERT_NE(f, nullptr);
  std::fputs("{\"holes\": -100}", f);
  std::fclose(f);
  const CommandResult from_file =
      run("tetris tune --ai bot --fitness dig --generations 1 --population 2 --games 1 "
          "--garbage 5 --nodes 200 --weights " +
          start);
  ASSERT_EQ(from_file.status, 0) << from_file.out;
  const auto tuned = nlohmann::json::parse(from_file.out.substr(from_file.out.find('{')));
  EXPECT_NE(tuned.at("tslot"), nlohmann::json::array({0.0, 0.0, 0.0, 0.0})) << from_file.out;
  EXPECT_LT(tuned.at("holes").get<double>(), -50.0);
  EXPECT_GT(tuned.at("holes").get<double>(), -150.0);
}

// Each game depends only on (seed, index), so one thread and three threads give the same games.
TEST(TetrisCli, PlayIsTheSameWhateverTheThreadCount) {
  const std::string args = "tetris play --json --ai compact --games 6 --seed 9 --max-pieces 400";
  const CommandResult one = run(args + " --threads 1");
  const CommandResult three = run(args + " --threads 3");
  ASSERT_EQ(one.status, 0) << one.out;
  ASSERT_EQ(three.status, 0) << three.out;
  const auto a = nlohmann::json::parse(one.out);
  const auto b = nlohmann::json::parse(three.out);
  EXPECT_EQ(a.at("games"), b.at("games"));
  EXPECT_EQ(a.at("games").size(), 6u);
  EXPECT_EQ(a.at("mean_lines"), b.at("mean_lines"));
  // A different seed gives different games.
  const CommandResult other =
      run("tetris play --json --ai compact --games 6 --seed 10 --max-pieces 400");
  EXPECT_NE(nlohmann::json::parse(other.out).at("games"), a.at("games"));
}

// The classic players choose the same placements whichever vector instructions their bounds
// run with; an unknown GAMEAI_SIMD is reported, and the run goes on.
TEST(TetrisCli, PlayIsTheSameWithAndWithoutAvx2) {
  const std::string args = "tetris play --json --ai eltetris --games 2 --seed 5 --max-pieces 5000";
  const CommandResult portable = gameai::cli_test::run_gameai(args, {}, "GAMEAI_SIMD=portable");
  const CommandResult avx2 = gameai::cli_test::run_gameai(args, {}, "GAMEAI_SIMD=avx2");
  ASSERT_EQ(portable.status, 0) << portable.out;
  ASSERT_EQ(avx2.status, 0) << avx2.out;
  // Where the CPU lacks AVX2 the second run says so before its JSON.
  const std::string avx2_json = avx2.out.substr(avx2.out.find('{'));
  EXPECT_EQ(nlohmann::json::parse(portable.out).at("games"),
            nlohmann::json::parse(avx2_json).at("games"));
  const CommandResult odd = gameai::cli_test::run_gameai(
      "tetris play --ai eltetris --games 1 --max-pieces 50", {}, "GAMEAI_SIMD=sse9");
  EXPECT_EQ(odd.status, 0) << odd.out;
  EXPECT_NE(odd.out.find("GAMEAI_SIMD=sse9 is neither portable nor avx2"), std::string::npos)
      << odd.out;
}

TEST(TetrisCli, PlayTextReportsTheStatistics) {
  const CommandResult r =
      run("tetris play --ai dellacherie --rules standard --games 3 --max-pieces 200");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("game 2: lines"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("mean lines"), std::string::npos);
  EXPECT_NE(r.out.find("median"), std::string::npos);
  EXPECT_NE(r.out.find("decisions/s"), std::string::npos);
  // Piped output carries no live progress line.
  EXPECT_EQ(r.out.find('\r'), std::string::npos);
}

TEST(TetrisCli, WatchWithoutATerminalPrintsTheFinalBoard) {
  const CommandResult r = run("tetris watch --ai bcts --beam 4,2 --max-pieces 30");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("piece limit: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("pieces 30"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos);
}

}  // namespace

// `play --record` stores every game; each replays exactly, board hash by board hash.
TEST(TetrisCli, PlayRecordStoresGamesThatReplay) {
  char dir_template[] = "/tmp/gameai-record-XXXXXX";
  ASSERT_NE(::mkdtemp(dir_template), nullptr);
  const std::string db = std::string(dir_template) + "/records.sqlite";
  const CommandResult play =
      run("tetris play --ai eltetris --games 3 --threads 2 --seed 4 "
          "--max-pieces 3000 --json --record --db " +
          db);
  ASSERT_EQ(play.status, 0) << play.out;
  const auto played = nlohmann::json::parse(play.out);

  const CommandResult list = run("records list --json --db " + db);
  ASSERT_EQ(list.status, 0) << list.out;
  const auto games = nlohmann::json::parse(list.out);
  ASSERT_EQ(games.size(), 3u) << list.out;
  std::uint64_t stored_lines = 0;
  for (const auto& g : games) {
    stored_lines += g.at("lines").get<std::uint64_t>();
    const CommandResult replay =
        run("records replay " + std::to_string(g.at("id").get<int>()) + " --db " + db);
    EXPECT_EQ(replay.status, 0) << replay.out;
    EXPECT_NE(replay.out.find("every board and score matched"), std::string::npos) << replay.out;
  }
  EXPECT_EQ(stored_lines, played.at("total_lines").get<std::uint64_t>());

  const CommandResult bad = run("tetris play --games 1 --record --db /proc/no-such-dir/x.sqlite");
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("/proc/no-such-dir"), std::string::npos) << bad.out;
  std::system(("rm -rf " + std::string(dir_template)).c_str());
}

// `tetris fit` as a user runs it: games recorded by a player with weights of its own are learnt
// back (the fitted file plays as the player did), and bad input is refused with the store
// untouched.
TEST(TetrisCli, FitLearnsARecordedPlayerBack) {
  char dir_template[] = "/tmp/gameai-fit-XXXXXX";
  ASSERT_NE(::mkdtemp(dir_template), nullptr);
  const std::string dir = dir_template;
  const std::string db = dir + "/records.sqlite";
  const std::string weights = dir + "/mine.json";
  {
    std::ofstream(weights) << R"({"landing_height": -3.1, "rows_cleared": 1.2, "eroded_cells": 2.0,
      "row_transitions": -2.6, "column_transitions": -7.3, "holes": -5.5, "well_sums": -2.2,
      "hole_depth": 0, "rows_with_holes": -4.1, "hole_cover": 0, "pattern_diversity": 0})";
  }
  const CommandResult play = run("tetris play --ai linear --weights " + weights +
                                 " --games 10 --max-pieces 150 --seed 7 --record --db " + db);
  ASSERT_EQ(play.status, 0) << play.out;
  const CommandResult other =
      run("tetris play --ai eltetris --games 2 --max-pieces 50 --seed 8 "
          "--record --db " +
          db);
  ASSERT_EQ(other.status, 0) << other.out;

  const std::string fitted = dir + "/fitted.json";
  const CommandResult fit = run("tetris fit --ai linear --json --db " + db + " --out " + fitted +
                                " --reference " + weights);
  ASSERT_EQ(fit.status, 0) << fit.out;
  const auto j = nlohmann::json::parse(fit.out.substr(fit.out.find("\n{") + 1));
  EXPECT_EQ(j.at("games"), 10);
  EXPECT_EQ(j.at("placements"), 1500);
  EXPECT_EQ(j.at("held_out_placements"), 300);  // games 5 and 10
  EXPECT_GE(j.at("agreement").at("rate").get<double>(), 0.95) << fit.out;
  EXPECT_EQ(j.at("reference_agreement").at("rate"), 1.0);
  EXPECT_NE(fit.out.find("read 1500 placements of the AI 'linear' from 10 games (classic)"),
            std::string::npos)
      << fit.out;

  // The weights file plays: and as the fit says, nearly every placement as the player's.
  const CommandResult replay =
      run("tetris play --ai linear --weights " + fitted + " --games 1 --max-pieces 100 --json");
  ASSERT_EQ(replay.status, 0) << replay.out;

  const CommandResult text = run("tetris fit --ai linear --db " + db + " --holdout 0");
  ASSERT_EQ(text.status, 0) << text.out;
  EXPECT_NE(text.out.find("agreement on the fitted games"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("landing_height"), std::string::npos) << text.out;

  // Bad input: a player with no games names those there are; a xiangqi id, a missing database,
  // both --player and --ai, a reference file that is no weights file.
  const CommandResult nobody = run("tetris fit --player human --db " + db);
  EXPECT_EQ(nobody.status, 2) << nobody.out;
  EXPECT_NE(nobody.out.find("no placements of the person 'human'"), std::string::npos)
      << nobody.out;
  EXPECT_NE(nobody.out.find("--ai linear (10 games)"), std::string::npos) << nobody.out;
  EXPECT_NE(nobody.out.find("--ai eltetris (2 games)"), std::string::npos) << nobody.out;
  const CommandResult missing = run("tetris fit --db " + dir + "/none.sqlite");
  EXPECT_EQ(missing.status, 2) << missing.out;
  EXPECT_NE(missing.out.find("none.sqlite"), std::string::npos) << missing.out;
  const CommandResult both = run("tetris fit --player a --ai b --db " + db);
  EXPECT_EQ(both.status, 2) << both.out;
  const CommandResult no_id = run("tetris fit --id 999 --db " + db);
  EXPECT_EQ(no_id.status, 2) << no_id.out;
  EXPECT_NE(no_id.out.find("999"), std::string::npos) << no_id.out;
  std::ofstream(dir + "/bad.json") << "{\"holes\": ";
  const CommandResult bad_ref =
      run("tetris fit --ai linear --db " + db + " --reference " + dir + "/bad.json");
  EXPECT_EQ(bad_ref.status, 2) << bad_ref.out;
  EXPECT_NE(bad_ref.out.find("bad.json"), std::string::npos) << bad_ref.out;
  // The weights never go over the database or its files; an id given twice is one game.
  for (const std::string& out :
       {db, db + "-wal", dir + "/../" + dir.substr(dir.rfind('/') + 1) + "/records.sqlite"}) {
    const CommandResult over = run("tetris fit --ai linear --db " + db + " --out " + out);
    EXPECT_EQ(over.status, 2) << over.out;
    EXPECT_NE(over.out.find("is the records database"), std::string::npos) << over.out;
  }
  const CommandResult no_dir =
      run("tetris fit --ai linear --db " + db + " --out " + dir + "/no/w.json");
  EXPECT_EQ(no_dir.status, 2) << no_dir.out;
  EXPECT_NE(no_dir.out.find("does not exist"), std::string::npos) << no_dir.out;
  const CommandResult twice = run("tetris fit --ai linear --json --db " + db + " --id 1 --id 1");
  ASSERT_EQ(twice.status, 0) << twice.out;
  EXPECT_EQ(nlohmann::json::parse(twice.out.substr(twice.out.find("\n{") + 1)).at("games"), 1);
  const CommandResult every = run("tetris fit --ai linear --db " + db + " --holdout 1");
  EXPECT_EQ(every.status, 2) << every.out;
  const CommandResult list = run("records list --json --db " + db);
  ASSERT_EQ(list.status, 0) << list.out;
  EXPECT_EQ(nlohmann::json::parse(list.out).size(), 12u);  // nothing added or removed
  std::system(("rm -rf " + dir).c_str());
}

TEST(TetrisCli, FitRefusesAnEmptyDatabaseAndXiangqiGames) {
  char dir_template[] = "/tmp/gameai-fit-XXXXXX";
  ASSERT_NE(::mkdtemp(dir_template), nullptr);
  const std::string dir = dir_template;
  const std::string db = dir + "/records.sqlite";
  // A database with one xiangqi game.
  const CommandResult import = run("records import --db " + db + " " +
                                   std::string(GAMEAI_TEST_DATA_DIR) + "/records/iccs.pgn");
  ASSERT_EQ(import.status, 0) << import.out;
  // An empty file is no database, and stays empty.
  std::ofstream(dir + "/empty.sqlite").close();
  const CommandResult zero = run("tetris fit --db " + dir + "/empty.sqlite");
  EXPECT_EQ(zero.status, 2) << zero.out;
  EXPECT_NE(zero.out.find("is an empty file"), std::string::npos) << zero.out;
  EXPECT_EQ(std::filesystem::file_size(dir + "/empty.sqlite"), 0u);
  const CommandResult empty = run("tetris fit --db " + db);
  EXPECT_EQ(empty.status, 2) << empty.out;
  EXPECT_NE(empty.out.find("holds no Tetris games"), std::string::npos) << empty.out;
  const CommandResult xiangqi = run("tetris fit --id 1 --db " + db);
  EXPECT_EQ(xiangqi.status, 2) << xiangqi.out;
  EXPECT_NE(xiangqi.out.find("game 1 is a xiangqi game"), std::string::npos) << xiangqi.out;
  std::system(("rm -rf " + dir).c_str());
}

// `gameai tetris versus` as a user runs it: our bot against the one-piece player, and against
// itself behind the Tetris Bot Protocol (`tbp:` + the gameai-tetris-bot executable), with the
// JSON keys the docs name; bad player names are usage errors.

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::run_gameai;

TEST(TetrisVersus, JsonKeysAndATbpBot) {
  const auto r = run_gameai(
      "tetris versus bot eltetris --games 2 --think-ms 0 --nodes 2000 --max-pieces 200 --json");
  ASSERT_EQ(r.status, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  for (const char* key : {"wins", "draws", "losses", "elo", "elo_error", "elo_lower", "elo_upper",
                          "score", "given"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  EXPECT_EQ(j.size(), 9u);
  EXPECT_EQ(j["given"]["a"], "bot: 2000 nodes a piece, 1 search thread");
  EXPECT_EQ(j["given"]["information"], "each is told the garbage waiting; they decide in turn");
  EXPECT_EQ(j["wins"].get<int>() + j["draws"].get<int>() + j["losses"].get<int>(), 2);
  EXPECT_GE(j["wins"].get<int>(), 1);

  const std::string bot =
      std::string("\"tbp:") + GAMEAI_TETRIS_BOT_PATH + " --think-ms 0 --nodes 1000\"";
  const auto tbp = run_gameai("tetris versus eltetris " + bot +
                              " --games 1 --max-pieces 150 --think-ms 0 --nodes 500");
  ASSERT_EQ(tbp.status, 0) << tbp.out;
  EXPECT_NE(tbp.out.find("game 0: "), std::string::npos) << tbp.out;
  // What each side was given, and how the bot behind the protocol was driven: one start, then
  // a play and new pieces before each suggest.
  EXPECT_NE(tbp.out.find("A eltetris: 500 nodes a piece, 1 search thread; B tbp:"),
            std::string::npos)
      << tbp.out;
  EXPECT_NE(tbp.out.find("neither is told the garbage waiting"), std::string::npos) << tbp.out;
  EXPECT_NE(tbp.out.find("B 'gameai "), std::string::npos) << tbp.out;
  EXPECT_NE(tbp.out.find(" suggests, "), std::string::npos) << tbp.out;
  EXPECT_NE(tbp.out.find("0 suggested moves passed over"), std::string::npos) << tbp.out;
  // The bot behind the protocol buries the one-piece player as the bot itself does.
  EXPECT_NE(tbp.out.find("B wins"), std::string::npos) << tbp.out;

  const auto bad = run_gameai("tetris versus bot nobody --games 1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("unknown player 'nobody'; expected one of: "), std::string::npos)
      << bad.out;
  EXPECT_NE(bad.out.find(", or tbp:COMMAND for a Tetris Bot Protocol bot"), std::string::npos)
      << bad.out;
}

// sprint, ultra and dig seat one player: their help does not speak of versus, and the report
// says how fast the games went.
TEST(TetrisVersus, SoloCommandsSpeakOfOnePlayerAndTheirSpeed) {
  const auto help = run_gameai("tetris sprint --help");
  ASSERT_EQ(help.status, 0) << help.out;
  EXPECT_EQ(help.out.find("versus"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("Weights file for the player"), std::string::npos) << help.out;
  const auto sprint = run_gameai("tetris sprint --lines 4 --games 1 --think-ms 0 --nodes 500");
  ASSERT_EQ(sprint.status, 0) << sprint.out;
  EXPECT_NE(sprint.out.find("seconds_per_game: "), std::string::npos) << sprint.out;
  EXPECT_NE(sprint.out.find("pieces_per_second: "), std::string::npos) << sprint.out;
}

// --search-threads shares each decision; with a node budget the games are the same as with one
// thread, and a bad count is a usage error naming the option.
TEST(TetrisVersus, SearchThreadsGiveTheSameGames) {
  const std::string ultra = "tetris ultra --pieces 40 --games 1 --think-ms 0 --nodes 4000 --json";
  const auto one = run_gameai(ultra);
  const auto two = run_gameai(ultra + " --search-threads 2");
  ASSERT_EQ(one.status, 0) << one.out;
  ASSERT_EQ(two.status, 0) << two.out;
  // The same games; only the time they took may differ.
  auto game_facts = [](const std::string& out) {
    nlohmann::json j = nlohmann::json::parse(out);
    EXPECT_GT(j.at("pieces_per_second").get<double>(), 0.0) << out;
    j.erase("seconds_per_game");
    j.erase("pieces_per_second");
    return j;
  };
  EXPECT_EQ(game_facts(one.out), game_facts(two.out));
  const auto bad = run_gameai(ultra + " --search-threads 0");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("--search-threads"), std::string::npos) << bad.out;
}

// The text report says how far the mean can be trusted: the standard error over the games.
TEST(TetrisVersus, SoloReportsGiveTheirStandardError) {
  const auto ultra =
      run_gameai("tetris ultra --pieces 30 --games 2 --think-ms 0 --nodes 2000 --threads 2");
  ASSERT_EQ(ultra.status, 0) << ultra.out;
  EXPECT_NE(ultra.out.find("attack_per_piece: "), std::string::npos) << ultra.out;
  EXPECT_NE(ultra.out.find("standard error of attack_per_piece: "), std::string::npos) << ultra.out;
  const auto dig =
      run_gameai("tetris dig --garbage 4 --games 2 --think-ms 0 --nodes 2000 --threads 2");
  ASSERT_EQ(dig.status, 0) << dig.out;
  EXPECT_NE(dig.out.find("standard error of mean_pieces: "), std::string::npos) << dig.out;
  const auto one = run_gameai("tetris dig --garbage 4 --games 1 --think-ms 0 --nodes 2000");
  EXPECT_EQ(one.out.find("standard error"), std::string::npos) << one.out;
}

// The bot digs with its dig weights unless a weights file is given, and the report says which.
TEST(TetrisVersus, TheBotDigsWithItsDigWeights) {
  const auto dig = run_gameai("tetris dig --garbage 4 --games 1 --think-ms 0 --nodes 2000");
  ASSERT_EQ(dig.status, 0) << dig.out;
  EXPECT_NE(dig.out.find("its dig weights"), std::string::npos) << dig.out;
  const auto json = run_gameai("tetris dig --garbage 4 --games 1 --think-ms 0 --nodes 2000 --json");
  ASSERT_EQ(json.status, 0) << json.out;
  EXPECT_NE(json.out.find("\"weights\":\"dig\""), std::string::npos) << json.out;
  const std::string file = testing::TempDir() + "gameai_dig_weights.json";
  {
    std::ofstream out(file);
    out << R"({"holes": -200})";
  }
  const auto own = run_gameai(
      "tetris dig --garbage 4 --games 1 --think-ms 0 --nodes 2000 --weights " + file + " --json");
  ASSERT_EQ(own.status, 0) << own.out;
  EXPECT_NE(own.out.find("\"weights\":\"file\""), std::string::npos) << own.out;
  const auto sprint = run_gameai("tetris sprint --lines 4 --games 1 --think-ms 0 --nodes 2000");
  EXPECT_EQ(sprint.out.find("dig weights"), std::string::npos) << sprint.out;
}

// A TBP bot that fails mid-game (here: it exits when asked for a move, or answers without a
// location) loses that game, and the report says which player forfeited and why.
TEST(TetrisVersus, ATbpBotThatFailsForfeitsAndIsNamed) {
  const std::string script = testing::TempDir() + "gameai_failing_tbp_bot.sh";
  {
    std::ofstream out(script);
    out << "echo '{\"type\":\"info\",\"name\":\"failing\",\"version\":\"1\","
           "\"author\":\"test\",\"features\":[]}'\n"
           "while read -r line; do\n"
           "  case \"$line\" in\n"
           "    *'\"rules\"'*) echo '{\"type\":\"ready\"}' ;;\n"
           "    *'\"suggest\"'*) [ \"$1\" = exit ] && exit 3;"
           " echo '{\"type\":\"suggestion\",\"moves\":[{}]}' ;;\n"
           "  esac\n"
           "done\n";
  }
  const auto ended = run_gameai("tetris versus bot \"tbp:sh " + script +
                                " exit\" --games 1 --think-ms 0 --nodes 500");
  ASSERT_EQ(ended.status, 0) << ended.out;
  EXPECT_NE(ended.out.find("A wins"), std::string::npos) << ended.out;
  EXPECT_NE(ended.out.find(") forfeits: 'failing 1' ended with status 3 instead of answering "
                           "'suggest'"),
            std::string::npos)
      << ended.out;
  const auto nonsense = run_gameai("tetris versus bot \"tbp:sh " + script +
                                   "\" --games 1 --think-ms 0 --nodes 500 --json");
  ASSERT_EQ(nonsense.status, 0) << nonsense.out;
  EXPECT_NE(nonsense.out.find("forfeits: 'failing 1' answered 'suggest' with no move the game can "
                              "play (1 suggested; its first move '{}' cannot be played: a move "
                              "needs a location object)"),
            std::string::npos)
      << nonsense.out;
  EXPECT_NE(nonsense.out.find("\"wins\":1"), std::string::npos) << nonsense.out;
  // Four games are two pairs on one sequence each, both won by A: two pairs of 2 points.
  const auto pairs =
      run_gameai("tetris versus bot \"tbp:sh " + script + "\" --games 4 --think-ms 0 --nodes 500");
  ASSERT_EQ(pairs.status, 0) << pairs.out;
  // A clean sweep of two pairs bounds the Elo on one side only: a pair won with chance q is won
  // twice in a row with chance q^2, under 5 % for q below 0.224, which is -216 Elo.
  EXPECT_NE(pairs.out.find("4 wins, 0 draws, 0 losses for bot (score 100.0 %); Elo at least -216 "
                           "(95 %; every game won, too few games to show it is the stronger)"),
            std::string::npos)
      << pairs.out;
  EXPECT_NE(pairs.out.find("pairs of games on one sequence, bot's points 0, 1/2, 1, 3/2, 2: "
                           "0/0/0/0/2 (the Elo error is theirs)"),
            std::string::npos)
      << pairs.out;
  // An SPRT takes the pairs in game order and stops at the one that decides it: A winning every
  // pair is soon taken for 100 Elo stronger rather than equal.
  const std::string sprt_match = "tetris versus bot \"tbp:sh " + script +
                                 "\" --sprt 0,100 --games 200 --think-ms 0 --nodes 500";
  const auto sprt = run_gameai(sprt_match + " --threads 2");
  ASSERT_EQ(sprt.status, 0) << sprt.out;
  EXPECT_NE(sprt.out.find("SPRT verdict: H1 accepted"), std::string::npos) << sprt.out;
  EXPECT_NE(sprt.out.find("SPRT [0.0, 100.0]: 1 pair, pentanomial 0/0/0/0/1, LLR "),
            std::string::npos)
      << sprt.out;
  EXPECT_EQ(sprt.out.find("game 199:"), std::string::npos) << sprt.out;
  const auto sprt_json = run_gameai(sprt_match + " --threads 3 --json");
  ASSERT_EQ(sprt_json.status, 0) << sprt_json.out;
  // The forfeits are said on stderr, the result is the JSON line.
  const auto at = sprt_json.out.find("{\"wins\"");
  ASSERT_NE(at, std::string::npos) << sprt_json.out;
  const auto j = nlohmann::json::parse(sprt_json.out.substr(at, sprt_json.out.find('\n', at) - at));
  EXPECT_EQ(j["sprt"]["verdict"], "H1");
  EXPECT_EQ(j["losses"], 0);
  // The same games whatever the threads: as many as the text report counted.
  EXPECT_NE(sprt.out.find(std::to_string(j["wins"].get<int>()) + " wins, 0 draws, 0 losses"),
            std::string::npos)
      << sprt.out;
  EXPECT_LT(j["wins"].get<int>(), 200);
  const auto alone = run_gameai("tetris versus bot eltetris --games 2 --alpha 0.1");
  EXPECT_EQ(alone.status, 2);
  EXPECT_NE(alone.out.find("add --sprt ELO0,ELO1"), std::string::npos) << alone.out;
  const auto backwards = run_gameai("tetris versus bot eltetris --sprt 10,0");
  EXPECT_EQ(backwards.status, 2);
  EXPECT_NE(backwards.out.find("--sprt wants ELO0,ELO1 with ELO0 < ELO1"), std::string::npos)
      << backwards.out;
  std::remove(script.c_str());
}

TEST(TetrisVersus, ATbpCommandThatDoesNotRunIsNamed) {
  const auto r = run_gameai("tetris versus bot tbp:/nonexistent/bot --games 1 --max-pieces 10");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("'/nonexistent/bot' could not be run: command not found"), std::string::npos)
      << r.out;
  const auto quits = run_gameai("tetris versus bot tbp:false --games 1 --max-pieces 10");
  EXPECT_EQ(quits.status, 2);
  EXPECT_NE(quits.out.find("'false' ended with status 1 without a TBP info message"),
            std::string::npos)
      << quits.out;
  for (const char* solo : {"sprint", "ultra", "dig"}) {
    const auto missing =
        run_gameai(std::string("tetris ") + solo + " --ai tbp:/nonexistent/bot --games 1");
    EXPECT_EQ(missing.status, 2) << solo;
    EXPECT_NE(missing.out.find("'/nonexistent/bot' could not be run: command not found"),
              std::string::npos)
        << solo << ": " << missing.out;
  }
}

// sprint, ultra and dig drive a TBP bot as versus does, and say the time the games took.
TEST(TetrisVersus, SoloMeasuresDriveATbpBot) {
  const std::string bot =
      std::string("\"tbp:") + GAMEAI_TETRIS_BOT_PATH + " --think-ms 0 --nodes 1000\"";
  const auto sprint =
      run_gameai("tetris sprint --ai " + bot + " --lines 8 --games 1 --think-ms 0 --json");
  ASSERT_EQ(sprint.status, 0) << sprint.out;
  const auto j = nlohmann::json::parse(sprint.out);
  EXPECT_GE(j["mean_pieces"].get<double>(), 20.0);
  EXPECT_GT(j["mean_keys"].get<double>(), j["mean_pieces"].get<double>());
  EXPECT_GT(j["seconds_per_game"].get<double>(), 0.0);
  EXPECT_GT(j["pieces_per_second"].get<double>(), 0.0);
  const auto text = run_gameai("tetris dig --ai " + bot + " --garbage 3 --games 1 --think-ms 0");
  ASSERT_EQ(text.status, 0) << text.out;
  EXPECT_NE(text.out.find("player tbp:"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("pieces_per_second: "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("'gameai "), std::string::npos) << text.out;
  // On the CPU clock the report says so, and what the decisions took.
  const auto cpu = run_gameai("tetris ultra --pieces 3 --games 1 --think-ms 5 --clock cpu");
  ASSERT_EQ(cpu.status, 0) << cpu.out;
  EXPECT_NE(cpu.out.find("player bot: 5 ms of CPU a piece, 1 search thread"), std::string::npos)
      << cpu.out;
  EXPECT_NE(cpu.out.find("time used: "), std::string::npos) << cpu.out;
  EXPECT_NE(cpu.out.find(" ms of CPU ("), std::string::npos) << cpu.out;
  // The help names the player, not "player A", outside versus.
  const auto help = run_gameai("tetris sprint --help");
  EXPECT_EQ(help.out.find("player A"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("tbp:COMMAND"), std::string::npos) << help.out;
  const auto versus_help = run_gameai("tetris versus --help");
  EXPECT_NE(versus_help.out.find("Weights file for player A"), std::string::npos)
      << versus_help.out;
}

}  // namespace

// The front end's side of the Tetris Bot Protocol (tbp::ExternalBot), against a scripted bot
// (fake_tbp_bot.cpp): the messages in the order the protocol wants them, one `start` a game
// until garbage rises, think time before each `suggest`, the first playable move of a
// suggestion, the game's own judgement of spins, and each way a bot can fail costing its game
// with a message that names the bot and what it did, never the run.

#include "tbp/external_bot.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "tetris_ai/player.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;

struct Received {
  long long ms;
  json message;
};

std::string fake(const std::string& args) {
  return std::string(FAKE_TBP_BOT_PATH) + " " + args;
}

std::string temp_file(const char* name) {
  const std::string path = ::testing::TempDir() + name;
  std::remove(path.c_str());
  return path;
}

std::vector<Received> transcript(const std::string& path) {
  std::vector<Received> out;
  std::ifstream in(path);
  long long ms = 0;
  std::string line;
  while (in >> ms && std::getline(in, line)) out.push_back({ms, json::parse(line)});
  return out;
}

std::vector<std::string> types(const std::vector<Received>& messages) {
  std::vector<std::string> out;
  for (const Received& r : messages) out.push_back(r.message["type"].get<std::string>());
  return out;
}

tetris_ai::PlayerContestant our_bot() {
  tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 300;
  return tetris_ai::PlayerContestant(tetris_ai::Player(settings, tetris::RuleSet::Guideline));
}

// A sprint: rules, one start with the 7-bag's state, then for every piece suggest, and from the
// second piece on play + new_piece before it; the moves told back are the ones suggested.
TEST(ExternalBot, DrivesABotAsTheProtocolSays) {
  const std::string log = temp_file("tbp_flow.txt");
  ExternalBotOptions options;
  options.think_ms = 30;
  tetris_ai::SoloResult result;
  ExchangeCounts counts;
  {
    ExternalBot bot(fake("honest --transcript " + log), options);
    EXPECT_NE(bot.bot_name().find("gameai"), std::string::npos);
    tetris_ai::SoloOptions sprint;
    sprint.target = 10;
    result = tetris_ai::play_solo(bot, sprint);
    EXPECT_EQ(bot.failure(), "");
    counts = bot.counts();
  }
  ASSERT_TRUE(result.finished);
  EXPECT_GT(result.keys, result.pieces);  // the moves come with their key paths
  EXPECT_EQ(counts.starts, 1);
  EXPECT_EQ(counts.suggests, result.pieces);
  EXPECT_EQ(counts.plays, result.pieces - 1);
  EXPECT_GE(counts.new_pieces, counts.plays);
  EXPECT_EQ(counts.skipped, 0);
  const std::vector<Received> got = transcript(log);
  const std::vector<std::string> kinds = types(got);
  ASSERT_GE(kinds.size(), 4u);
  EXPECT_EQ(kinds[0], "rules");
  EXPECT_EQ(got[0].message["randomizer"], "seven_bag");
  EXPECT_EQ(kinds[1], "start");
  const json& start = got[1].message;
  EXPECT_EQ(start["queue"].size(), 6u);  // the current piece and five previews
  EXPECT_EQ(start["board"].size(), 40u);
  EXPECT_EQ(start["randomizer"]["type"], "seven_bag");
  EXPECT_FALSE(start["randomizer"]["bag_state"].empty());
  // After the start: suggest, then (play, new_piece+, suggest) for each further piece; one
  // start in all, and the game's end says stop and quit.
  EXPECT_EQ(kinds[2], "suggest");
  std::size_t i = 3;
  int pieces = 1;
  std::vector<long long> gaps;  // from the play to the suggest, as the bot saw them
  while (i < kinds.size() && kinds[i] == "play") {
    const long long told = got[i].ms;
    ++i;
    ASSERT_LT(i, kinds.size());
    EXPECT_EQ(kinds[i], "new_piece") << i;
    while (i < kinds.size() && kinds[i] == "new_piece") ++i;
    ASSERT_LT(i, kinds.size());
    EXPECT_EQ(kinds[i], "suggest") << i;
    gaps.push_back(got[i].ms - told);
    ++i;
    ++pieces;
  }
  EXPECT_EQ(pieces, result.pieces);
  // The bot was given its time: the suggest came think_ms after the position (the median, as a
  // busy machine may read a message late now and then).
  ASSERT_FALSE(gaps.empty());
  std::sort(gaps.begin(), gaps.end());
  EXPECT_GE(gaps[gaps.size() / 2], options.think_ms - 2);
  ASSERT_EQ(i + 2, kinds.size());
  EXPECT_EQ(kinds[i], "stop");
  EXPECT_EQ(kinds[i + 1], "quit");
}

// Garbage changes the board outside the bot's moves: then, and only then, stop and start again.
TEST(ExternalBot, StartsAgainWhenGarbageRises) {
  const std::string log = temp_file("tbp_dig.txt");
  ExternalBotOptions options;
  options.think_ms = 0;
  ExchangeCounts counts;
  tetris_ai::SoloResult result;
  {
    ExternalBot bot(fake("honest --transcript " + log), options);
    tetris_ai::SoloOptions dig;
    dig.goal = tetris_ai::SoloGoal::Dig;
    dig.target = 14;
    result = tetris_ai::play_solo(bot, dig);
    counts = bot.counts();
  }
  ASSERT_TRUE(result.finished);
  EXPECT_GT(counts.starts, 1);
  EXPECT_GT(counts.plays, counts.starts);
  const std::vector<std::string> kinds = types(transcript(log));
  int starts = 0;
  for (std::size_t i = 1; i < kinds.size(); ++i) {
    if (kinds[i] != "start") continue;
    ++starts;
    if (starts > 1) {
      EXPECT_EQ(kinds[i - 1], "stop") << i;
    }
  }
  EXPECT_EQ(starts, counts.starts);
}

// A versus game against our bot: each side decides at once on its own thread; the games are
// played to the end and the bot restarts only after garbage.
TEST(ExternalBot, PlaysVersusSimultaneously) {
  ExternalBotOptions options;
  options.think_ms = 0;
  ExternalBot bot(fake("honest"), options);
  tetris_ai::PlayerContestant ours = our_bot();
  tetris_ai::VersusOptions versus;
  versus.max_pieces = 60;
  versus.tell_incoming = false;
  versus.simultaneous = true;
  const tetris_ai::VersusGame g = tetris_ai::play_versus(bot, ours, versus);
  EXPECT_EQ(g.forfeit[0], "");
  EXPECT_GT(g.pieces[0], 10);
  EXPECT_EQ(bot.counts().plays + bot.counts().starts, bot.counts().suggests);
  versus.tell_incoming = true;
  EXPECT_THROW(tetris_ai::play_versus(bot, ours, versus), std::invalid_argument);
}

// A suggestion is read in order: an unplayable first move is passed over, and a claimed spin the
// game does not find is played as the game judges it.
TEST(ExternalBot, PlaysTheFirstPlayableMoveAsTheGameJudgesIt) {
  ExternalBotOptions options;
  options.think_ms = 0;
  tetris_ai::SoloOptions ultra;
  ultra.goal = tetris_ai::SoloGoal::Ultra;
  ultra.target = 20;
  {
    ExternalBot bot(fake("bad-first"), options);
    const tetris_ai::SoloResult r = tetris_ai::play_solo(bot, ultra);
    EXPECT_TRUE(r.finished) << bot.failure();
    EXPECT_EQ(bot.counts().skipped, 20);
  }
  {
    ExternalBot bot(fake("wrong-spin"), options);
    const tetris_ai::SoloResult r = tetris_ai::play_solo(bot, ultra);
    EXPECT_TRUE(r.finished) << bot.failure();
    EXPECT_GT(bot.counts().spins_overruled, 10);
  }
}

// On the CPU clock a bot is asked once its program has used its time, or has stopped using any
// (the fake bot, like ours, searches only when asked); the CPU time of a process group is read
// from its processes' clocks.
TEST(ExternalBot, ACpuClockCountsTheBotsCpuTime) {
  common::ChildProcess busy;
  busy.start("while :; do :; done");
  GroupCpuClock clock(busy.pid());
  clock.find();
  const auto begin = std::chrono::steady_clock::now();
  while (clock.seconds() < 0.02 &&
         std::chrono::steady_clock::now() - begin < std::chrono::minutes(2)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_GE(clock.seconds(), 0.02);
  busy.terminate(0);

  ExternalBotOptions options;
  options.think_ms = 50;
  options.cpu_clock = true;
  ExternalBot bot(fake("honest"), options);
  tetris_ai::SoloOptions ultra;
  ultra.goal = tetris_ai::SoloGoal::Ultra;
  ultra.target = 3;
  const tetris_ai::SoloResult r = tetris_ai::play_solo(bot, ultra);
  EXPECT_TRUE(r.finished) << bot.failure();
  EXPECT_EQ(bot.time_used().decisions, 3);
  EXPECT_GT(bot.time_used().cpu_ms, 0.0);
  // Idle bots are asked after 0.3 s of no CPU use, not after the answer timeout.
  EXPECT_GE(bot.time_used().wall_ms, 3 * 300.0);
  EXPECT_LT(bot.time_used().wall_ms, 3 * 8000.0);
}

struct Misbehaviour {
  const char* args;
  const char* says;
};

// Each way of failing forfeits the game with a message that names the bot and the message it
// failed on; none of them hangs.
TEST(ExternalBot, EachFailureForfeitsTheGameAndIsNamed) {
  const Misbehaviour cases[] = {
      {"nonjson 3",
       "sent a line that is not a TBP message (a JSON object with a type) answering "
       "'suggest': 'thinking very hard'"},
      {"illegal 2",
       "answered 'suggest' with no move the game can play (1 suggested; its first "
       "move"},
      {"hang 2", "sent no 'suggestion' answering 'suggest' within 300 ms"},
      {"crash 4",
       "killed by signal 6, Aborted: it crashed or was killed) instead of answering "
       "'suggest'"},
      {"empty 1", "answered 'suggest' with an empty list of moves (it resigned)"},
  };
  for (const Misbehaviour& c : cases) {
    ExternalBotOptions options;
    options.think_ms = 0;
    options.answer_timeout_ms = 300;
    const auto begin = std::chrono::steady_clock::now();
    ExternalBot bot(fake(c.args), options);
    tetris_ai::PlayerContestant ours = our_bot();
    tetris_ai::VersusOptions versus;
    versus.max_pieces = 100;
    versus.tell_incoming = false;
    versus.simultaneous = true;
    const tetris_ai::VersusGame g = tetris_ai::play_versus(ours, bot, versus);
    EXPECT_EQ(g.result, tetris_ai::VersusResult::FirstWins) << c.args;
    EXPECT_EQ(g.forfeit[0], "") << c.args;
    EXPECT_NE(g.forfeit[1].find("'gameai "), std::string::npos) << g.forfeit[1];
    EXPECT_NE(g.forfeit[1].find(c.says), std::string::npos) << c.args << ": " << g.forfeit[1];
    EXPECT_LT(std::chrono::steady_clock::now() - begin, std::chrono::seconds(30)) << c.args;
  }
}

// A bot that cannot be started is an error naming the command and what went wrong.
TEST(ExternalBot, ABotThatDoesNotStartIsAnError) {
  ExternalBotOptions options;
  options.start_timeout_ms = 2000;
  try {
    ExternalBot bot("/nonexistent/bot", options);
    ADD_FAILURE() << "started";
  } catch (const ExternalBotError& e) {
    EXPECT_NE(std::string(e.what()).find("'/nonexistent/bot' could not be run: command not found"),
              std::string::npos)
        << e.what();
  }
  try {
    ExternalBot bot(fake("refuse-rules"), options);
    ADD_FAILURE() << "started";
  } catch (const ExternalBotError& e) {
    EXPECT_NE(std::string(e.what()).find("did not accept the guideline rules: 'gameai "),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("sent an error answering 'rules': unsupported_rules"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace gameai::tbp

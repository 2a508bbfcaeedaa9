// The bot's side of the Tetris Bot Protocol: a whole exchange, bad messages that change nothing,
// the seven-bag followed.

#include "tbp/bot_session.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "common/child_process.hpp"
#include "start_message.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;
using testing::start_message;
using tetris::Piece;
using tetris::Rotation;

TEST(TbpSession, AnExchangeAndBadMessages) {
  tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 3000;
  TbpSession bot(settings);
  EXPECT_EQ(json::parse(bot.info())["type"], "info");
  // Out of order: nothing before rules, but messages of unknown types are ignored in any state.
  EXPECT_EQ(bot.handle(R"({"type":"suggest"})").errors.size(), 1u);
  const Output ignored = bot.handle(R"({"type":"unknown_extension"})");
  EXPECT_TRUE(ignored.errors.empty());
  EXPECT_TRUE(ignored.messages.empty());
  EXPECT_EQ(bot.handle(R"({"type":"rules"})").messages.front(), R"({"type":"ready"})");
  EXPECT_EQ(bot.handle(R"({"type":"suggest"})").errors.size(), 1u);  // before start
  EXPECT_TRUE(bot.handle(start_message().dump()).errors.empty());
  Output out = bot.handle(R"({"type":"suggest"})");
  ASSERT_EQ(out.messages.size(), 1u);
  const json suggestion = json::parse(out.messages.front());
  ASSERT_EQ(suggestion["type"], "suggestion");
  const json move = suggestion["moves"][0];
  // With S current and the I next, the bot holds the S and takes the tetris.
  EXPECT_EQ(move["location"]["type"], "I");
  EXPECT_EQ(move["location"]["x"], 9);
  // Bad messages: errors, and the state is kept.
  for (const char* bad :
       {"{", R"([1,2])", R"({"type":"play"})",
        R"({"type":"play","move":{"location":{"type":"Q"}}})",
        R"({"type":"new_piece","piece":"X"})",
        R"({"type":"play","move":{"location":{"type":"Z","orientation":"north","x":4,"y":30}}})"}) {
    EXPECT_EQ(bot.handle(bad).errors.size(), 1u) << bad;
  }
  EXPECT_EQ(json::parse(bot.handle(R"({"type":"suggest"})").messages.front()), suggestion);
  EXPECT_TRUE(bot.handle(json{{"type", "play"}, {"move", move}}.dump()).errors.empty());
  EXPECT_TRUE(bot.handle(R"({"type":"new_piece","piece":"Z"})").errors.empty());
  const json next = json::parse(bot.handle(R"({"type":"suggest"})").messages.front());
  EXPECT_NE(next["moves"][0]["location"]["type"], "I");  // the I was used
  EXPECT_TRUE(bot.handle(R"({"type":"unknown_extension"})").errors.empty());
  bot.handle(R"({"type":"quit"})");
  EXPECT_TRUE(bot.quit());
}

// TBP's seven_bag randomizer state: the bag after the queue, kept up to date as pieces come,
// refilled when it runs out, dropped when a piece cannot have come from it; a malformed state
// is refused and changes nothing.
TEST(TbpSession, FollowsTheSevenBag) {
  tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 2000;
  TbpSession bot(settings);
  bot.handle(R"({"type":"rules","randomizer":"seven_bag"})");
  json start = start_message();
  EXPECT_TRUE(bot.handle(start.dump()).errors.empty());
  EXPECT_FALSE(bot.bag().has_value());  // not said: unknown
  start["randomizer"] = {{"type", "seven_bag"}, {"bag_state", {"Z"}}};
  EXPECT_TRUE(bot.handle(start.dump()).errors.empty());
  ASSERT_TRUE(bot.bag().has_value());
  EXPECT_EQ(*bot.bag(), std::vector<Piece>{Piece::Z});
  for (const json& bad : {json{{"type", "seven_bag"}, {"bag_state", {"Z", "Z"}}},
                          json{{"type", "seven_bag"}, {"bag_state", "Z"}},
                          json{{"type", "seven_bag"}, {"bag_state", {"Q"}}}, json("seven_bag")}) {
    json message = start;
    message["randomizer"] = bad;
    EXPECT_EQ(bot.handle(message.dump()).errors.size(), 1u) << bad;
    EXPECT_EQ(*bot.bag(), std::vector<Piece>{Piece::Z}) << bad;
  }
  const json suggestion = json::parse(bot.handle(R"({"type":"suggest"})").messages.front());
  ASSERT_EQ(suggestion["type"], "suggestion");
  // Playing a move takes a piece from the queue, not from the bag.
  EXPECT_TRUE(
      bot.handle(json{{"type", "play"}, {"move", suggestion["moves"][0]}}.dump()).errors.empty());
  ASSERT_TRUE(bot.bag().has_value());
  EXPECT_EQ(*bot.bag(), std::vector<Piece>{Piece::Z});
  bot.handle(R"({"type":"new_piece","piece":"Z"})");
  EXPECT_TRUE(bot.bag()->empty());  // the next piece starts a new bag
  bot.handle(R"({"type":"new_piece","piece":"T"})");
  EXPECT_EQ(bot.bag()->size(), 6u);
  EXPECT_EQ(std::count(bot.bag()->begin(), bot.bag()->end(), Piece::T), 0);
  // A second T in one bag: not a 7-bag; said on standard error, and the bag is dropped.
  EXPECT_EQ(bot.handle(R"({"type":"new_piece","piece":"T"})").errors.size(), 1u);
  EXPECT_FALSE(bot.bag().has_value());
  start["randomizer"] = {{"type", "uniform"}};
  EXPECT_TRUE(bot.handle(start.dump()).errors.empty());
  EXPECT_FALSE(bot.bag().has_value());
}

}  // namespace
}  // namespace gameai::tbp

// gameai-tetris-bot, the executable: it thinks between messages and suggests as the session
// it wraps does.

#include "tbp/bot_session.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "../tbp/start_message.hpp"
#include "common/child_process.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;
using testing::start_message;
using tetris::Piece;
using tetris::Rotation;

// gameai-tetris-bot searches between messages, on a thread of its own: with a node budget its
// suggestions are the session's, whether asked at once or after a while, and a position that
// changed before it was asked (a piece revealed, a new start with or without stop) is searched
// again, never answered from the search of the old one.
TEST(TetrisBotExecutable, ThinksBetweenMessagesAndSuggestsAsTheSession) {
  tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 3000;
  TbpSession reference(settings);
  common::ChildProcess bot;
  bot.start(std::string(GAMEAI_TETRIS_BOT_PATH) + " --think-ms 0 --nodes 3000");
  ASSERT_TRUE(bot.read_line(20000).has_value());  // info
  const auto exchange = [&](const std::string& message, bool answered) {
    bot.write_line(message);
    const Output expected = reference.handle(message);
    if (!answered) return;
    const auto line = bot.read_line(60000);
    ASSERT_TRUE(line.has_value()) << message;
    ASSERT_EQ(expected.messages.size(), 1u) << message;
    EXPECT_EQ(json::parse(*line), json::parse(expected.messages.front())) << message;
  };
  exchange(R"({"type":"rules","randomizer":"seven_bag"})", true);
  json start = start_message();
  start["randomizer"] = {{"type", "seven_bag"}, {"bag_state", {"Z"}}};
  exchange(start.dump(), false);
  exchange(R"({"type":"suggest"})", true);  // at once
  const json first = json::parse(reference.handle(R"({"type":"suggest"})").messages.front());
  exchange(json{{"type", "play"}, {"move", first["moves"][0]}}.dump(), false);
  exchange(R"({"type":"new_piece","piece":"Z"})", false);
  // Time to finish the search before the front end asks (the answer is the same either way).
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  exchange(R"({"type":"unknown_extension"})", false);
  exchange(R"({"type":"suggest"})", true);  // after a while
  exchange(R"({"type":"suggest"})", true);  // again: the same
  exchange(R"({"type":"new_piece","piece":"T"})", false);
  exchange(R"({"type":"suggest"})", true);  // the position changed
  // A new start while thinking (garbage rose), and stop + start: the search under way is
  // cancelled and the new position searched.
  json risen = start_message();
  risen["queue"] = {"T", "Z", "O", "I", "L"};
  risen["board"][4] = json::array({"G", "G", "G", "G", nullptr, "G", "G", "G", "G", "G"});
  exchange(risen.dump(), false);
  exchange(R"({"type":"suggest"})", true);
  exchange(start.dump(), false);
  exchange(R"({"type":"stop"})", false);
  exchange(risen.dump(), false);
  exchange(R"({"type":"new_piece","piece":"J"})", false);
  exchange(R"({"type":"suggest"})", true);
  exchange(R"({"type":"stop"})", false);
  bot.write_line(R"({"type":"quit"})");
  EXPECT_FALSE(bot.read_line(20000).has_value());
  EXPECT_TRUE(bot.exited());
}

}  // namespace
}  // namespace gameai::tbp

// The Tetris Bot Protocol: locations worked by hand from the specification's rotation centres,
// a whole exchange, bad messages that change nothing, and the executable thinking between
// messages.

#include "tbp/bot_session.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "common/child_process.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;
using tetris::Piece;
using tetris::Rotation;

TEST(TbpLocation, CentresWorkedByHand) {
  // T north with its cells at (3..5, 0) and (4, 1): the centre is the middle of the bar.
  const Location t = to_location({Piece::T, Rotation::Spawn, 3, 0});
  EXPECT_EQ(t.x, 4);
  EXPECT_EQ(t.y, 0);
  // I north in row 0, columns 3..6: the centre is the middle-left cell, (4, 0).
  const Location i = to_location({Piece::I, Rotation::Spawn, 3, 0});
  EXPECT_EQ(i.x, 4);
  EXPECT_EQ(i.y, 0);
  // I east in column 9, rows 0..3: the middle-top cell, (9, 2).
  const Location ie = to_location({Piece::I, Rotation::Right, 9, 0});
  EXPECT_EQ(ie.x, 9);
  EXPECT_EQ(ie.y, 2);
  // O: the bottom-left cell when north; south names the top-right cell of the same square.
  EXPECT_EQ(to_location({Piece::O, Rotation::Spawn, 0, 0}).x, 0);
  const tetris::Placement o = to_placement({Piece::O, Rotation::Reverse, 1, 1});
  EXPECT_EQ(o, (tetris::Placement{Piece::O, Rotation::Spawn, 0, 0}));
  // Every placement survives the round trip (symmetric pieces come back canonical).
  for (const Piece p : tetris::ALL_PIECES) {
    for (int r = 0; r < 4; ++r) {
      const tetris::Placement placement{p, tetris::rotation_from_int(r), 4, 5};
      EXPECT_EQ(to_placement(to_location(placement)), tetris::canonical(placement))
          << tetris::piece_name(p) << " " << r;
    }
  }
}

json start_message() {
  json board = json::array();
  for (int y = 0; y < 40; ++y) {
    json row = json::array();
    for (int x = 0; x < 10; ++x) row.push_back(y < 4 && x < 9 ? json("G") : json());
    board.push_back(row);
  }
  return {{"type", "start"}, {"hold", nullptr},       {"queue", {"S", "I", "O", "T", "L", "J"}},
          {"combo", 0},      {"back_to_back", false}, {"board", board}};
}

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

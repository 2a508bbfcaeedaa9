// The web page's versus match on a fake clock: you against the AI game after game, first to N,
// each game on its own seed's pieces (the match's) and waiting for your first key; bad settings
// refused.
#include "tetris_versus_table.hpp"

#include "tetris_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using gameai::web::VersusSettings;
using gameai::web::VersusTable;
namespace play = gameai::tetris_play;

VersusSettings settings(int first_to) {
  VersusSettings s;
  s.ai = "eltetris";
  s.first_to = first_to;
  s.seed = 7;
  s.speed = play::SPEED_FLAT_OUT;
  return s;
}

// Hard drops every frame until the game is won (you top out fast); returns the time.
double lose_a_game(VersusTable& table, double t) {
  for (int frames = 0; table.game().winner() < 0 && frames < 100000; ++frames, t += 16) {
    table.press("hard", t);
    table.release("hard", t);
    table.advance(t);
  }
  return t;
}

TEST(VersusTable, SettingsOutOfRangeAreRefusedWithTheirReason) {
  EXPECT_EQ(gameai::web::versus_settings_error(settings(3)), "");
  VersusSettings s = settings(3);
  s.ai = "nobody";
  EXPECT_NE(gameai::web::versus_settings_error(s).find("unknown AI 'nobody'"), std::string::npos);
  s = settings(0);
  EXPECT_EQ(gameai::web::versus_settings_error(s), "a match is won by 1 to 99 games, not 0");
  s = settings(3);
  s.think_ms = 0;
  EXPECT_EQ(gameai::web::versus_settings_error(s), "the think time must be 1 to 1000 ms, not 0");
  s = settings(3);
  s.speed = play::SPEED_COUNT;
  EXPECT_NE(gameai::web::versus_settings_error(s), "");
  s = settings(3);
  s.ai = "";  // the guideline rules' default AI
  EXPECT_EQ(gameai::web::versus_settings_error(s), "");
}

TEST(VersusTable, GamesFollowOnTheirOwnSeedsUntilOneSideHasWonTheMatch) {
  VersusTable table(settings(2));
  // Nothing moves before your first key.
  for (double t = 0; t < 2000; t += 16) table.advance(t);
  EXPECT_FALSE(table.game().started());
  EXPECT_EQ(table.game().side(1).game().pieces(), 0);

  double t = lose_a_game(table, 2000);
  ASSERT_EQ(table.game().winner(), 1);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 1}));
  EXPECT_TRUE(table.between_games());
  EXPECT_EQ(table.match_winner(), -1);
  EXPECT_GT(table.game().side(1).game().pieces(), 0);
  // The finished game stays until the next is dealt; counted once however long it is shown.
  const double next = table.next_game_at();
  EXPECT_EQ(next, t - 16 + gameai::tetris_play::VERSUS_NEXT_GAME_MS);
  for (; t < next; t += 16) table.advance(t);
  EXPECT_EQ(table.game_index(), 0);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 1}));
  table.advance(next);
  EXPECT_EQ(table.game_index(), 1);
  EXPECT_EQ(table.game().winner(), -1);
  EXPECT_FALSE(table.game().started());
  EXPECT_EQ(table.sent(), (std::array<std::int64_t, 2>{0, 0}));
  // The second game deals the match's second seed: the same pieces as a lone versus game on it.
  EXPECT_EQ(table.match().game_number(), 2);
  EXPECT_EQ(table.match().game_seed(), play::Match::game_seed(7, 2));
  play::Versus alone(play::Settings{}, play::Settings{}, play::Match::game_seed(7, 2), true);
  EXPECT_EQ(table.game().side(0).game().current(), alone.side(0).game().current());
  const auto preview = table.game().side(0).game().preview();
  const auto alone_preview = alone.side(0).game().preview();
  EXPECT_TRUE(
      std::equal(preview.begin(), preview.end(), alone_preview.begin(), alone_preview.end()));

  t = lose_a_game(table, next + 16);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 2}));
  EXPECT_EQ(table.match_winner(), 1);
  EXPECT_FALSE(table.between_games());
  // The match is over: no game is dealt after it.
  for (double end = t + 5000; t < end; t += 16) table.advance(t);
  EXPECT_EQ(table.game_index(), 1);
  EXPECT_EQ(table.score(), (std::array<int, 2>{0, 2}));
}

TEST(VersusTable, TheOpponentsSpeedAppliesToTheRunningGame) {
  VersusTable table(settings(1));
  table.set_speed(0);
  EXPECT_EQ(table.game().side(1).speed(), 0);
  table.set_speed(99);
  EXPECT_EQ(table.game().side(1).speed(), play::SPEED_COUNT - 1);
}

}  // namespace

// Two AIs: the match starts at its first advance, each side at its own pace, and plays on game
// after game until one has won; bad settings of the left AI are refused as the right's are.
TEST(VersusTable, TwoAisPlayAMatchToItsEndWithoutAKey) {
  VersusSettings s = settings(2);
  s.left = gameai::web::VersusAi{"dellacherie", 5, play::SPEED_FLAT_OUT, {}};
  EXPECT_EQ(gameai::web::versus_settings_error(s), "");
  s.left->think_ms = 0;
  EXPECT_EQ(gameai::web::versus_settings_error(s),
            "left: the think time must be 1 to 1000 ms, not 0");
  s.left->think_ms = 5;
  s.left->ai = "nobody";
  EXPECT_NE(gameai::web::versus_settings_error(s).find("left: unknown AI 'nobody'"),
            std::string::npos);
  s.left->ai = "dellacherie";

  VersusTable table(s);
  EXPECT_FALSE(table.game().person());
  EXPECT_EQ(table.game().side(0).speed(), play::SPEED_FLAT_OUT);
  table.set_speed(1, 0);
  EXPECT_EQ(table.game().side(0).speed(), 1);
  EXPECT_EQ(table.game().side(1).speed(), play::SPEED_FLAT_OUT);
  table.set_speed(play::SPEED_FLAT_OUT, 0);
  double t = 0;
  table.advance(t);
  EXPECT_TRUE(table.game().started());
  for (int frames = 0; table.match_winner() < 0 && frames < 2000000; ++frames, t += 16)
    table.advance(t);
  const int w = table.match_winner();
  ASSERT_GE(w, 0);
  EXPECT_EQ(table.score()[static_cast<std::size_t>(w)], 2);
  EXPECT_LT(table.score()[static_cast<std::size_t>(1 - w)], 2);
  EXPECT_GT(table.game().side(0).game().pieces(), 0);
  EXPECT_GT(table.game().side(1).game().pieces(), 0);
}

// Your board has no pace of its own: a speed for side 0 in a match against you changes nothing.
TEST(VersusTable, YourBoardHasNoSpeed) {
  VersusTable table(settings(1));
  const int before = table.game().side(0).speed();
  table.set_speed(0, 0);
  EXPECT_EQ(table.game().side(0).speed(), before);
  EXPECT_FALSE(table.settings().left.has_value());
}

// --- The AI in a worker of its own (tetris_remote_ai.hpp) -----------------------------------

// Plays `frames` frames of 16 ms from `t`, the AI worker's answers handed back at once.
double play_remote(VersusTable& table, gameai::web::RemoteAi& ai, double t, int frames) {
  for (int i = 0; i < frames && table.match_winner() < 0; ++i, t += 16) {
    table.advance(t);
    for (const std::string& request : table.take_requests())
      table.take_answer(ai.decide(request), t);
  }
  return t;
}

VersusSettings two_ais(int speed) {
  VersusSettings s = settings(3);
  s.left = gameai::web::VersusAi{"dellacherie", 20, speed, {}};
  s.speed = speed;
  return s;
}

// The AI worker's copy of each board, kept from the steps it is told, decides what the match
// worker would have decided itself: the same boards, frame for frame, paced and flat out.
TEST(VersusTableRemote, TheAiWorkerDecidesAsTheMatchWorkerWould) {
  for (const int speed : {3, play::SPEED_FLAT_OUT}) {
    VersusTable inline_table(two_ais(speed));
    VersusTable remote_table(two_ais(speed));
    remote_table.set_remote(true);
    gameai::web::RemoteAi ai;
    double t = 0;
    for (int frame = 0; frame < 3000 && inline_table.match_winner() < 0; ++frame, t += 16) {
      inline_table.advance(t);
      play_remote(remote_table, ai, t, 1);
      for (int side = 0; side < 2; ++side) {
        const gameai::tetris::Game& a = inline_table.game().side(side).game();
        const gameai::tetris::Game& b = remote_table.game().side(side).game();
        ASSERT_EQ(a.pieces(), b.pieces()) << "speed " << speed << ", frame " << frame;
        ASSERT_EQ(a.board().hash(), b.board().hash()) << "speed " << speed << ", frame " << frame;
      }
      ASSERT_EQ(inline_table.game_index(), remote_table.game_index());
    }
    EXPECT_GT(remote_table.game().side(1).game().pieces() + remote_table.game_index() * 1000, 30)
        << speed;
    EXPECT_EQ(ai.mismatches(), 0);
    EXPECT_EQ(remote_table.mismatches(), 0);
  }
}

// "Plays like me" against another AI: the linear AI with the person's weights, its weights told
// to the AI worker with each request, decides there as the match worker would.
TEST(VersusTableRemote, TheLinearAiPlaysItsWeightsInTheAiWorker) {
  VersusSettings s = two_ais(play::SPEED_FLAT_OUT);
  s.ai = "linear";
  EXPECT_NE(gameai::web::versus_settings_error(s), "");  // no weights
  s.weights = R"({"holes": -9, "landing_height": -1, "bumpiness": 0.5})";
  EXPECT_NE(gameai::web::versus_settings_error(s).find("bumpiness"), std::string::npos);
  s.weights = R"({"holes": -9, "landing_height": -1, "feature_variant": "eltetris"})";
  ASSERT_EQ(gameai::web::versus_settings_error(s), "");
  VersusTable inline_table(s);
  VersusTable remote_table(s);
  remote_table.set_remote(true);
  gameai::web::RemoteAi ai;
  double t = 0;
  for (int frame = 0; frame < 400 && inline_table.match_winner() < 0; ++frame, t += 16) {
    inline_table.advance(t);
    play_remote(remote_table, ai, t, 1);
    const gameai::tetris::Game& a = inline_table.game().side(1).game();
    const gameai::tetris::Game& b = remote_table.game().side(1).game();
    ASSERT_EQ(a.pieces(), b.pieces()) << "frame " << frame;
    ASSERT_EQ(a.board().hash(), b.board().hash()) << "frame " << frame;
  }
  EXPECT_GT(remote_table.game().side(1).game().pieces(), 10u);
  EXPECT_EQ(ai.mismatches(), 0);
  EXPECT_EQ(remote_table.mismatches(), 0);
}

// While the AI worker thinks, the match goes on: your keys move your piece and the clocks run.
TEST(VersusTableRemote, YourBoardMovesWhileTheAiThinks) {
  VersusTable table(settings(3));
  table.set_remote(true);
  table.press("left", 0);
  table.release("left", 0);
  table.advance(0);
  ASSERT_TRUE(table.game().started());
  std::vector<std::string> requests;
  double t = 16;
  for (; requests.empty() && t < 1000; t += 16) {
    table.advance(t);
    requests = table.take_requests();
  }
  ASSERT_EQ(requests.size(), 1u);
  EXPECT_TRUE(table.thinking(1));
  EXPECT_FALSE(table.thinking(0));
  const auto column = [&] { return table.game().side(0).game().falling()->column; };
  const int before = column();
  const std::int64_t pieces = table.game().side(0).game().pieces();
  table.press("right", t);
  table.release("right", t);
  table.advance(t += 16);
  EXPECT_EQ(column(), before + 1);
  table.press("hard", t);
  table.release("hard", t);
  table.advance(t += 16);
  EXPECT_EQ(table.game().side(0).game().pieces(), pieces + 1);
  EXPECT_TRUE(table.thinking(1));
  EXPECT_EQ(table.game().side(1).game().pieces(), 0);
  // The answer, however late, is the AI's move; the same answer twice is taken once.
  gameai::web::RemoteAi ai;
  const std::string answer = ai.decide(requests[0]);
  table.take_answer(answer, t);
  EXPECT_FALSE(table.thinking(1));
  table.take_answer(answer, t);
  for (int i = 0; i < 200 && table.game().side(1).game().pieces() == 0; ++i) {
    table.advance(t += 16);
    for (const std::string& request : table.take_requests())
      table.take_answer(ai.decide(request), t);
  }
  EXPECT_EQ(table.game().side(1).game().pieces() > 0, true);
  EXPECT_EQ(table.mismatches(), 0);
}

// A copy out of step (here: a request whose board hash was changed on the way) is said so; the
// match worker decides that piece itself and tells the board whole next time, which matches.
TEST(VersusTableRemote, ACopyOutOfStepIsDecidedHereAndSentWholeNextTime) {
  VersusTable table(two_ais(play::SPEED_FLAT_OUT));
  table.set_remote(true);
  gameai::web::RemoteAi ai;
  double t = play_remote(table, ai, 0, 40);
  const std::int64_t pieces = table.game().side(1).game().pieces();
  ASSERT_GT(pieces, 0);
  bool changed = false;
  for (int i = 0; i < 100 && !changed; ++i, t += 16) {
    table.advance(t);
    for (std::string request : table.take_requests()) {
      if (!changed && request.find("\"side\":1") != std::string::npos) {
        const std::size_t at = request.find("\"hash\":\"");
        ASSERT_NE(at, std::string::npos);
        request = request.substr(0, at + 8) + std::string(1, '1') + request.substr(at + 8);
        changed = true;
      }
      table.take_answer(ai.decide(request), t);
    }
  }
  ASSERT_TRUE(changed);
  EXPECT_EQ(ai.mismatches(), 1);
  EXPECT_EQ(table.mismatches(), 1);
  t = play_remote(table, ai, t, 40);
  EXPECT_GT(table.game().side(1).game().pieces(), pieces + 1);
  EXPECT_EQ(ai.mismatches(), 1);  // the board told whole again matched
  // Nonsense is no answer.
  table.take_answer("{", t);
  table.take_answer("{\"side\": 7}", t);
}

// A thought asked for at a pace and answered after the speed went flat out is placed at once
// (walked at a flat-out pace, it would never end).
TEST(VersusTableRemote, AnAnswerAfterTheSpeedWentFlatOutIsPlacedAtOnce) {
  VersusSettings s = two_ais(2);
  VersusTable table(s);
  table.set_remote(true);
  double t = 0;
  std::vector<std::string> requests;
  for (; requests.size() < 2 && t < 1000; t += 16) {
    table.advance(t);
    for (std::string& r : table.take_requests()) requests.push_back(std::move(r));
  }
  ASSERT_EQ(requests.size(), 2u);
  table.set_speed(play::SPEED_FLAT_OUT, 0);
  table.set_speed(play::SPEED_FLAT_OUT, 1);
  gameai::web::RemoteAi ai;
  for (const std::string& r : requests) table.take_answer(ai.decide(r), t);
  table.advance(t += 16);
  EXPECT_EQ(table.game().side(0).game().pieces(), 1);
  EXPECT_EQ(table.game().side(1).game().pieces(), 1);
}

// A finished game as a versus file: both boards, each with its garbage, replay to the boards the
// match ended on (the page's "Open a run file" shows them), and the game before stays
// downloadable while the next is played.
TEST(VersusTableFile, AFinishedGameIsAVersusFileThatReplaysBothBoards) {
  VersusTable table(two_ais(play::SPEED_FLAT_OUT));
  EXPECT_EQ(table.game_file(0), "");
  double t = 0;
  for (; table.game().winner() < 0 && t < 1e7; t += 16) table.advance(t);
  ASSERT_GE(table.game().winner(), 0);
  const std::string text = table.game_file(1700000000000);
  const gameai::game_files::TetrisFileRead read = gameai::game_files::read_tetris_file(text);
  ASSERT_TRUE(read.versus) << read.error;
  EXPECT_EQ(read.versus->winner, table.game().winner());
  EXPECT_EQ(read.versus->game, 1);
  EXPECT_EQ(read.versus->boards[0].player_name, "dellacherie");
  EXPECT_FALSE(read.versus->boards[0].garbage.empty() && read.versus->boards[1].garbage.empty());
  gameai::web::RunReplay shown;
  ASSERT_EQ(shown.load(text), "");
  ASSERT_EQ(shown.boards(), 2);
  for (int side = 0; side < 2; ++side) {
    const auto last = shown.picture(shown.steps(), side);
    const auto now = table.game().side(side).picture();
    EXPECT_EQ(last.pieces, now.pieces) << side;
    EXPECT_EQ(last.lines, now.lines) << side;
    for (int y = 0; y < now.height; ++y)
      for (int x = 0; x < now.width; ++x)
        EXPECT_EQ(last.at(x, y) != 0, now.at(x, y) != 0) << side << ": " << x << "," << y;
  }
  // The next game dealt: the finished one is still the file.
  for (const double end = t + 2 * gameai::tetris_play::VERSUS_NEXT_GAME_MS; t < end; t += 16)
    table.advance(t);
  ASSERT_EQ(table.game_index(), 1);
  const gameai::game_files::TetrisFileRead again =
      gameai::game_files::read_tetris_file(table.game_file(0));
  ASSERT_TRUE(again.versus);
  EXPECT_EQ(again.versus->game, 1);
  EXPECT_EQ(again.versus->boards[1].steps.size(), read.versus->boards[1].steps.size());
}

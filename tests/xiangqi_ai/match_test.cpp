// The referee and the match loop, with scripted players: a game stops at the rules' ending with
// its result and reason, a player with no move or an illegal one loses by forfeit, the opening is
// played before the players take over, a bad opening is refused, and a stopped match abandons
// the games under way at once and reports only the finished ones.
#include "xiangqi_ai/match.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {
namespace {

using xiangqi::Reason;
using xiangqi::Result;

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Answers its moves in order, whatever the position; then has no move. `!undo`, `!resign` and
// `!leave` ask for what a person at the terminal asks for.
class ScriptedPlayer : public Player {
 public:
  explicit ScriptedPlayer(const std::string& moves) : moves_(words(moves)) {}
  std::vector<MoveTime> times;  // what each choose() was given
  std::string name() const override { return "scripted"; }
  void new_game() override { next_ = 0; }
  Request request() const override { return request_; }
  std::optional<std::string> choose(const std::string&, const std::vector<std::string>&,
                                    const MoveTime& time, std::string& problem) override {
    times.push_back(time);
    request_ = Request::None;
    if (next_ >= moves_.size()) {
      problem = "out of moves";
      return std::nullopt;
    }
    const std::string& word = moves_[next_++];
    if (word == "!undo") request_ = Request::TakeBack;
    if (word == "!resign") request_ = Request::Resign;
    if (word == "!leave") request_ = Request::Leave;
    if (request_ != Request::None) return std::nullopt;
    return word;
  }

 private:
  std::vector<std::string> moves_;
  std::size_t next_ = 0;
  Request request_ = Request::None;
};

struct RefereeCase {
  const char* name;
  const char* fen;
  const char* opening;
  const char* red;
  const char* black;
  Result result;
  Reason reason;
  const char* text;
  std::size_t plies;
};

const RefereeCase REFEREE_CASES[] = {
    {"checkmate", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1", "", "b1b9", "", Result::RedWins,
     Reason::Checkmate, "red wins: black is checkmated", 1},
    {"illegal move", "startpos", "", "h2e3", "", Result::BlackWins, Reason::Forfeit,
     "red loses: illegal move 'h2e3' by scripted", 0},
    {"malformed move", "startpos", "", "h2e2", "zz", Result::RedWins, Reason::Forfeit,
     "black loses: illegal move 'zz' by scripted", 1},
    {"no move", "startpos", "", "h2e2", "", Result::RedWins, Reason::Forfeit,
     "black loses: out of moves", 1},
    {"repetition", "4k4/9/4b4/9/9/9/7p1/3A4B/4K4/9 b - - 0 1", "", "e1e0 e0e1 e1e0 e0e1",
     "h3g3 g3h3 h3g3 g3h3", Result::Draw, Reason::Repetition,
     "draw: the position repeated three times", 8},
    {"opening then mate", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1", "f0f1 d9e9 f1f0 e9d9", "b1b9", "",
     Result::RedWins, Reason::Checkmate, "red wins: black is checkmated", 5},
    {"bad opening", "startpos", "h2e2 h2e2", "", "", Result::Draw, Reason::None,
     "bad opening: illegal move 'h2e2'", 0},
};

TEST(Referee, EndingsTable) {
  for (const RefereeCase& c : REFEREE_CASES) {
    ScriptedPlayer red(c.red), black(c.black);
    const std::string fen =
        std::string(c.fen) == "startpos" ? std::string(xiangqi::START_FEN) : std::string(c.fen);
    int observed = 0;
    const GameOutcome o =
        play_game(red, black, fen, words(c.opening), 10,
                  [&](const std::vector<std::string>&, const MoveNote&) { ++observed; });
    EXPECT_EQ(o.result, c.result) << c.name << ": " << o.text;
    EXPECT_EQ(o.reason, c.reason) << c.name << ": " << o.text;
    EXPECT_EQ(o.text, c.text) << c.name;
    EXPECT_EQ(o.moves.size(), c.plies) << c.name;
    EXPECT_EQ(o.details.size(), o.moves.size()) << c.name;
    EXPECT_EQ(std::size_t(observed), c.plies - (o.moves.empty() ? 0 : words(c.opening).size()))
        << c.name << ": the observer sees the players' moves, not the opening";
    if (c.reason != Reason::None) {
      const auto report = inspect_game(fen, o.moves);
      EXPECT_EQ(o.final_fen, report.fen) << c.name;
    }
  }
}

// A take-back removes the asker's last move and the reply (never the opening, and nothing when
// there is not a move of each to take back); resigning loses; leaving ends the game unfinished.
TEST(Referee, TakeBackResignAndLeave) {
  const std::string start(xiangqi::START_FEN);
  ScriptedPlayer red("!undo h2e2 !undo b2e2 !resign"), black("h9g7 b9c7");
  std::vector<std::string> taken;
  int observed = 0;
  const GameOutcome o = play_game(
      red, black, start, {"c3c4", "c6c5"}, 10,
      [&](const std::vector<std::string>&, const MoveNote&) { ++observed; },
      [&](const std::vector<std::string>& moves, const std::vector<std::string>& back) {
        EXPECT_EQ(moves, words("c3c4 c6c5"));
        taken.insert(taken.end(), back.begin(), back.end());
      });
  EXPECT_EQ(taken, words("h2e2 h9g7"));
  EXPECT_EQ(observed, 4);
  EXPECT_EQ(o.moves, words("c3c4 c6c5 b2e2 b9c7"));
  EXPECT_EQ(o.details.size(), o.moves.size());
  EXPECT_EQ(o.result, Result::BlackWins);
  EXPECT_EQ(o.reason, Reason::Forfeit);
  EXPECT_EQ(o.text, "black wins: red resigned");
  EXPECT_EQ(o.final_fen, inspect_game(start, o.moves).fen);

  ScriptedPlayer leaver("h2e2 !leave"), other("h9g7");
  const GameOutcome left = play_game(leaver, other, start, {}, 10);
  EXPECT_EQ(left.result, Result::None);
  EXPECT_EQ(left.text, "red left the game");
  EXPECT_EQ(left.moves, words("h2e2 h9g7"));
  EXPECT_EQ(left.final_fen, inspect_game(start, left.moves).fen);
}

// Plays its moves instantly until `hold_at`, then thinks until interrupted (as an engine given a
// long move time would) and returns no move.
class HoldingPlayer : public Player {
 public:
  HoldingPlayer(std::string name, int hold_at) : name_(std::move(name)), hold_at_(hold_at) {}
  std::string name() const override { return name_; }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    const MoveTime&, std::string& problem) override {
    if (static_cast<int>(moves.size()) < hold_at_) {
      // Any legal move: the first one the engine's perft lists.
      Engine engine;
      engine.set_position(fen, moves);
      const auto divide = engine.perft_divide(1);
      if (!divide.empty()) return divide.front().first;
    }
    std::unique_lock lock(mutex_);
    holding_ = true;
    changed_.notify_all();
    changed_.wait(lock, [&] { return interrupted_; });
    interrupted_ = false;
    holding_ = false;
    problem = "interrupted";
    return std::nullopt;
  }
  void interrupt() override {
    const std::lock_guard lock(mutex_);
    interrupted_ = true;
    changed_.notify_all();
  }
  // Waits until a choose() is thinking.
  void wait_holding() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return holding_; });
  }

 private:
  std::string name_;
  int hold_at_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool holding_ = false;
  bool interrupted_ = false;
};

// On a clock a player that thinks past its time is interrupted by the referee and loses on time:
// here a 50 ms clock and a player that would think until interrupted.
TEST(Match, AFlagThatFallsLosesOnTime) {
  HoldingPlayer red("holder", 0);
  ScriptedPlayer black("");
  const GameOutcome o =
      play_game(red, black, std::string(START_FEN), words("h2e2 h9g7"), TimeControl::clock(50, 0));
  EXPECT_EQ(o.result, Result::BlackWins);
  EXPECT_EQ(o.reason, Reason::Forfeit);
  EXPECT_EQ(o.text, "red loses on time: holder was still thinking when its 50 ms ran out");
  EXPECT_EQ(o.moves, words("h2e2 h9g7"));
  // With a time per move there is no flag to fall: the same held move ends in a forfeit only
  // because the player, interrupted, gave no move.
  HoldingPlayer again("holder", 0);
  ScriptedPlayer other("");
  std::thread interrupter([&again] {
    again.wait_holding();
    again.interrupt();
  });
  const GameOutcome per_move = play_game(again, other, std::string(START_FEN), {}, 50);
  interrupter.join();
  EXPECT_EQ(per_move.text, "red loses: interrupted");
}

// The clock arithmetic, worked from what the referee measured: each move costs the mover the
// time it took and earns the increment; after each period's moves the base comes back; each
// player is told both clocks and its moves to the next period; the opening is off the clock.
TEST(Match, ClocksRunDownAndEarnTheirIncrement) {
  ScriptedPlayer red("h2e2 h0g2 i0h0 a0a1");
  ScriptedPlayer black("h9g7 i9h9 b9c7");
  const TimeControl tc = TimeControl::clock(60000, 500, 2);
  const GameOutcome o = play_game(red, black, std::string(START_FEN), words("b0c2 b7b3"), tc);
  ASSERT_EQ(o.moves.size(), 2u + 7u);  // black runs out of moves after 3
  EXPECT_EQ(o.text, "black loses: out of moves");
  std::int64_t left[2] = {60000, 60000};
  int made[2] = {0, 0};
  ASSERT_EQ(red.times.size(), 4u);
  ASSERT_EQ(black.times.size(), 4u);
  for (std::size_t i = 2; i < o.moves.size(); ++i) {
    const int side = static_cast<int>(i % 2);
    const MoveTime& given =
        (side == 0 ? red.times : black.times)[static_cast<std::size_t>(made[side])];
    EXPECT_EQ(given.movetime_ms, 0);
    EXPECT_EQ(given.mover, side);
    EXPECT_EQ(given.clock_ms[0], left[0]) << "ply " << i;
    EXPECT_EQ(given.clock_ms[1], left[1]) << "ply " << i;
    EXPECT_EQ(given.increment_ms, 500);
    EXPECT_EQ(given.moves_to_go, 2 - made[side] % 2) << "ply " << i;
    left[side] += 500 - o.details[i].time_ms;
    if (++made[side] % 2 == 0) left[side] += 60000;
    ASSERT_TRUE(o.details[i].clock_ms.has_value());
    EXPECT_EQ(*o.details[i].clock_ms, left[side]) << "ply " << i;
  }
  EXPECT_FALSE(o.details[0].clock_ms.has_value());  // the opening
  // After two moves each a side has had two increments and a second base, less its thinking.
  EXPECT_GE(*o.details[5].clock_ms, 121000 - 5000);
}

// A match stopped while a game is under way returns without waiting for a move, reports only
// the games that ended (none here), and starts no other game.
TEST(Match, StopAbandonsTheGameUnderWay) {
  std::atomic<bool> stop{false};
  HoldingPlayer* red = nullptr;
  std::vector<int> reported;
  std::thread stopper;
  const MatchResult result = run_match(
      [&](int) {
        auto a = std::make_unique<HoldingPlayer>("a", 2);
        red = a.get();
        stopper = std::thread([&stop, red] {
          red->wait_holding();
          stop = true;
        });
        return PlayerPair{std::move(a), std::make_unique<HoldingPlayer>("b", 1000)};
      },
      1, 100, 10, {},
      [&](int index, const std::string&, const std::string&, const Opening&, const GameOutcome&) {
        reported.push_back(index);
      },
      1, &stop);
  stopper.join();
  EXPECT_TRUE(reported.empty());
  EXPECT_EQ(result.wins + result.draws + result.losses, 0);
}

// The same stop between games: those that ended are reported, no game starts after it.
TEST(Match, StopBetweenGamesKeepsTheFinishedOnes) {
  std::atomic<bool> stop{false};
  std::vector<int> reported;
  run_match(
      [](int) {
        return PlayerPair{std::make_unique<ScriptedPlayer>("h2e3"),
                          std::make_unique<ScriptedPlayer>("h2e3")};
      },
      1, 100, 10, {},
      [&](int index, const std::string&, const std::string&, const Opening&, const GameOutcome& o) {
        EXPECT_FALSE(o.interrupted);
        reported.push_back(index);
        if (index == 2) stop = true;
      },
      1, &stop);
  EXPECT_EQ(reported, (std::vector<int>{0, 1, 2}));
}

}  // namespace
}  // namespace gameai::xiangqi_ai

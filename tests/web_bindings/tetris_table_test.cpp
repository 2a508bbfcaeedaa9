// The same game from the same seed and the same inputs, whichever front end's path plays it: a
// scripted log of keys, hand-overs, speed and hint changes and a pause, replayed on a fake clock
// through the session twice and through the web page's table, ends in the same game.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"
#include "tetris_table.hpp"

namespace {

using gameai::tetris::Input;
namespace play = gameai::tetris_play;

struct Event {
  enum class Kind { Press, Release, Ai, Speed, Hint, Pause };
  double t = 0;
  Kind kind = Kind::Press;
  Input key = Input::Left;
  int value = 0;
};

// A person playing by keys for six seconds at a time (a key every 60-400 ms, held 10-300 ms), the
// AI taking over three times for twenty seconds at walked speeds and giving the game back
// mid-piece, the hint on and a pause; deterministic, from a fixed LCG.
std::vector<Event> script() {
  std::vector<Event> log;
  std::uint64_t x = 12345;
  const auto next = [&x](int n) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((x >> 33) % static_cast<std::uint64_t>(n));
  };
  const Input keys[] = {Input::Left,     Input::Right,     Input::Left,     Input::Right,
                        Input::RotateCw, Input::RotateCcw, Input::SoftDrop, Input::HardDrop,
                        Input::HardDrop, Input::Hold};
  double t = 50;
  for (int phase = 0; phase < 6; ++phase) {
    const bool ai = phase % 2 == 1;
    const double end = t + (ai ? 20000 : 6000);
    if (ai) {
      log.push_back({t, Event::Kind::Speed, Input::Left, 2 + phase / 2});
      log.push_back({t + 1, Event::Kind::Ai, Input::Left, 1});
      log.push_back({end - 7, Event::Kind::Ai, Input::Left, 0});
    } else {
      if (phase == 2) log.push_back({t + 1000, Event::Kind::Hint, Input::Left, 1});
      if (phase == 4) {
        log.push_back({t + 2000, Event::Kind::Pause, Input::Left, 1});
        log.push_back({t + 2500, Event::Kind::Pause, Input::Left, 0});
      }
      for (double u = t; u < end - 500;) {
        const Input key = keys[next(10)];
        log.push_back({u, Event::Kind::Press, key, 0});
        log.push_back({u + 10 + next(290), Event::Kind::Release, key, 0});
        u += 60 + next(340);
      }
    }
    t = end;
  }
  std::stable_sort(log.begin(), log.end(),
                   [](const Event& a, const Event& b) { return a.t < b.t; });
  return log;
}

// Plays the log on any front end's path: `act` applies an event, `tick` one frame of 16 ms.
template <class Act, class Tick>
void replay(const std::vector<Event>& log, Act act, Tick tick) {
  std::size_t i = 0;
  for (double t = 0; t <= log.back().t + 1000; t += 16) {
    for (; i < log.size() && log[i].t <= t; ++i) act(log[i]);
    tick(t);
  }
}

struct Outcome {
  bool over;
  std::int64_t pieces, lines, score;
  std::uint64_t board;
  std::vector<std::uint8_t> cells;
  bool operator==(const Outcome&) const = default;
};

Outcome outcome(const play::Session& s) {
  return {s.over(),         s.game().pieces(),       s.game().lines(),
          s.game().score(), s.game().board().hash(), s.picture().cells};
}

play::Settings settings() {
  play::Settings s;
  s.seed = 2024;
  s.evaluator = "eltetris";  // decides the same on any machine (the bot's time budget does not)
  s.record_history = false;
  return s;
}

// Applies one event; the keys go through the page's table when there is one (its path from key
// names), else straight to the session.
void act(play::Session& s, gameai::web::TetrisTable* table, const Event& e) {
  const std::string name(gameai::tetris::input_name(e.key));
  switch (e.kind) {
    case Event::Kind::Press:
      if (table)
        table->press(name, e.t);
      else
        s.press(e.key, e.t);
      break;
    case Event::Kind::Release:
      if (table)
        table->release(name, e.t);
      else
        s.release(e.key, e.t);
      break;
    case Event::Kind::Ai:
      s.set_ai(e.value != 0, e.t);
      break;
    case Event::Kind::Speed:
      s.set_speed(e.value);
      break;
    case Event::Kind::Hint:
      s.set_hint_shown(e.value != 0);
      break;
    case Event::Kind::Pause:
      s.set_paused(e.value != 0, e.t);
      break;
  }
}

Outcome through_session(const std::vector<Event>& log) {
  play::Session s(settings());
  replay(
      log, [&s](const Event& e) { act(s, nullptr, e); },
      [&s](double t) {
        s.advance(t);
        if (auto r = s.decision_request()) s.take_decision(play::decide(std::move(*r)), t);
      });
  return outcome(s);
}

Outcome through_web_table(const std::vector<Event>& log) {
  gameai::web::TableSettings ts;
  ts.seed = 2024;
  ts.ai = "eltetris";
  EXPECT_EQ(gameai::web::settings_error(ts), "");
  gameai::web::TetrisTable table(ts);
  replay(
      log, [&table](const Event& e) { act(table.session(), &table, e); },
      [&table](double t) { table.advance(t); });
  return outcome(table.session());
}

TEST(ReplayLog, TheSameInputsGiveTheSameGameOnEveryPath) {
  const std::vector<Event> log = script();
  const Outcome first = through_session(log);
  EXPECT_GT(first.pieces, 150);
  EXPECT_GT(first.lines, 20);
  EXPECT_FALSE(first.over);
  EXPECT_EQ(through_session(log), first);
  EXPECT_EQ(through_web_table(log), first);
}

// Bad settings are refused by name before any game is made.
TEST(ReplayLog, TheWebTableRefusesBadSettingsByName) {
  gameai::web::TableSettings s;
  s.rules = "tetris99";
  EXPECT_EQ(gameai::web::settings_error(s), "unknown rule set 'tetris99'");
  s = {};
  s.ai = "linear";  // the page's "Plays like me": only with weights that make a player
  EXPECT_EQ(gameai::web::settings_error(s),
            "the linear AI plays with weights, and none were given");
  s.weights = R"({"holes": -4, "wells": "deep"})";
  EXPECT_NE(gameai::web::settings_error(s).find("not a feature"), std::string::npos);
  s.weights = R"({"holes": "deep"})";
  EXPECT_EQ(gameai::web::settings_error(s),
            "the linear AI's weights: the weight \"holes\" is not a number");
  s.weights = R"({"holes": -4, "landing_height": -2, "feature_variant": "eltetris"})";
  EXPECT_EQ(gameai::web::settings_error(s), "");
  s.rules = "classic";
  {
    gameai::web::TetrisTable table(s);
    table.session().play_ai_until(40);
    EXPECT_EQ(table.session().game().pieces(), 40u);
  }
  s = {};
  s.ai = "lineer";
  EXPECT_NE(gameai::web::settings_error(s).find("unknown AI 'lineer'"), std::string::npos);
  s = {};
  s.rules = "standard";
  s.ai = "bot";
  EXPECT_NE(gameai::web::settings_error(s).find("guideline"), std::string::npos);
  s = {};
  s.width = 40;
  EXPECT_NE(gameai::web::settings_error(s), "");
}

}  // namespace

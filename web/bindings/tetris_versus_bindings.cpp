// Versus in the browser edition's Tetris module (embind): the page's match against the AI or
// between two AIs (a VersusTable over tetris_play::Versus) and its picture as plain JavaScript
// objects, both boards, the garbage waiting for each, the attack each has sent and the match's
// score.
//
// Bad input never aborts the module: the settings are checked before anything that could throw
// is built, and an unusable one comes back as {error: "..."}.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tetris/rules.hpp"
#include "tetris_events.hpp"
#include "tetris_play/picture.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_remote_ai.hpp"
#include "tetris_versus_table.hpp"

namespace gameai::web {
namespace {

using emscripten::val;

class WebVersus {
 public:
  // {error} when the settings are bad, else {ok: true} and a new match replaces the last.
  // `settings`: {ai, thinkMs, speed, seed, firstTo} for the right board's AI and the match, and
  // `left`: {ai, thinkMs, speed} for an AI on the left board (absent: the left board is yours).
  val start(const val& settings) {
    VersusSettings s;
    const VersusAi right = ai_of(settings);
    s.ai = right.ai;
    s.weights = right.weights;
    s.think_ms = right.think_ms;
    s.speed = right.speed;
    s.seed = static_cast<std::uint64_t>(number(settings["seed"], 0, 0, 9007199254740991.0));
    s.first_to = static_cast<int>(number(settings["firstTo"], 0));
    if (const val left = settings["left"]; !left.isUndefined() && !left.isNull())
      s.left = ai_of(left);
    val out = val::object();
    if (const std::string error = versus_settings_error(s); !error.empty()) {
      out.set("error", error);
      return out;
    }
    table_ = std::make_unique<VersusTable>(s);
    table_->set_remote(remote_);
    out.set("ok", true);
    return out;
  }
  void press(const std::string& key, double now) {
    if (table_) table_->press(key, now);
  }
  void release(const std::string& key, double now) {
    if (table_) table_->release(key, now);
  }
  void set_paused(bool paused, double now) {
    if (table_) table_->set_paused(paused, now);
  }
  // The pace of `side`'s AI (1 the right board; 0 the left one's in a match of two AIs).
  void set_speed(int speed, int side) {
    if (table_) table_->set_speed(speed, side);
  }
  void advance(double now) {
    if (table_) table_->advance(now);
  }
  // Whether the AI's decisions go to the AI worker (requests(), answer()) or are made here.
  void set_remote(bool remote) {
    remote_ = remote;
    if (table_) table_->set_remote(remote);
  }
  // The requests for the AI worker since the last call: [text, ...].
  val requests() {
    val out = val::array();
    if (table_)
      for (const std::string& text : table_->take_requests()) out.call<void>("push", text);
    return out;
  }
  void answer(const std::string& text, double now) {
    if (table_) table_->take_answer(text, now);
  }
  // The game on the boards as a versus file once it is over, else "".
  std::string game_file(double unix_ms) const {
    return table_ ? table_->game_file(static_cast<std::int64_t>(unix_ms)) : std::string();
  }

  // The match: both boards (0 yours, 1 the AI's), the game's number (from 1) and winner (-1
  // while it goes on), the score, the match's winner, the attack sent by each side this game.
  // Your board's events since the last call (events_of), for the page's sounds and callouts; the
  // AI's board's are dropped.
  val events() {
    if (!table_) return val::array();
    tetris_play::Event dropped;
    while (table_->game().side(1).events().pop(dropped)) {
    }
    return events_of(table_->game().side(0));
  }

  val snapshot() const {
    val s = val::object();
    if (!table_) return s;
    const tetris_play::Versus& v = table_->game();
    val sides = val::array();
    for (int i = 0; i < 2; ++i) sides.call<void>("push", picture_object(v.side(i).picture()));
    s.set("sides", sides);
    s.set("game", table_->game_index() + 1);
    s.set("winner", v.winner());
    s.set("started", v.started());
    s.set("paused", v.paused());
    s.set("score", val::array(std::vector<int>(table_->score().begin(), table_->score().end())));
    s.set("firstTo", table_->settings().first_to);
    s.set("matchWinner", table_->match_winner());
    s.set("between", table_->between_games());
    val sent = val::array();
    for (const std::int64_t n : table_->sent()) sent.call<void>("push", static_cast<double>(n));
    s.set("sent", sent);
    s.set("ai", tetris_play::player_settings(v.side(1).settings()).ai);
    s.set("person", v.person());
    val thinking = val::array();
    for (int i = 0; i < 2; ++i) thinking.call<void>("push", table_->thinking(i));
    s.set("thinking", thinking);
    if (!v.person()) s.set("aiLeft", tetris_play::player_settings(v.side(0).settings()).ai);
    return s;
  }

 private:
  bool remote_ = false;
  // A number the page sent, or `fallback` when it sent none or no finite one, kept within
  // [lo, hi] (the settings' check refuses what is out of its own range).
  static double number(const val& v, double fallback, double lo = -1e9, double hi = 1e9) {
    if (!v.isNumber()) return fallback;
    const double d = v.as<double>();
    return std::isfinite(d) ? std::clamp(d, lo, hi) : fallback;
  }
  static VersusAi ai_of(const val& o) {
    VersusAi a;
    a.ai = o["ai"].isString() ? o["ai"].as<std::string>() : std::string();
    a.weights = o["weights"].isString() ? o["weights"].as<std::string>() : std::string();
    a.think_ms = static_cast<int>(number(o["thinkMs"], 0));
    a.speed = static_cast<int>(number(o["speed"], -1));
    return a;
  }

  std::unique_ptr<VersusTable> table_;
};

}  // namespace
}  // namespace gameai::web

EMSCRIPTEN_BINDINGS(gameai_tetris_versus) {
  using namespace gameai::web;
  emscripten::class_<WebVersus>("Versus")
      .constructor<>()
      .function("start", &WebVersus::start)
      .function("press", &WebVersus::press)
      .function("release", &WebVersus::release)
      .function("setPaused", &WebVersus::set_paused)
      .function("setSpeed", &WebVersus::set_speed)
      .function("advance", &WebVersus::advance)
      .function("snapshot", &WebVersus::snapshot)
      .function("events", &WebVersus::events)
      .function("gameFile", &WebVersus::game_file)
      .function("setRemote", &WebVersus::set_remote)
      .function("requests", &WebVersus::requests)
      .function("answer", &WebVersus::answer);
  emscripten::class_<RemoteAi>("RemoteAi").constructor<>().function("decide", &RemoteAi::decide);
}

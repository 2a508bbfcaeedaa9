// Versus in the browser edition's Tetris module (embind): the page's match against the AI (a
// VersusTable over tetris_play::Versus) and its picture as plain JavaScript objects, both
// boards, the garbage waiting for each, the attack each has sent and the match's score.
//
// Bad input never aborts the module: the settings are checked before anything that could throw
// is built, and an unusable one comes back as {error: "..."}.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tetris/rules.hpp"
#include "tetris_events.hpp"
#include "tetris_play/picture.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_versus_table.hpp"

namespace gameai::web {
namespace {

using emscripten::val;

// One board as the page draws it: the cells (row 0 the floor, `above` rows over the visible
// board), the falling piece and its ghost, hold, the queue, the counters and the garbage meter.
val side_picture(const tetris_play::Session& session) {
  const tetris_play::Picture p = session.picture();
  val s = val::object();
  s.set("width", p.width);
  s.set("height", p.height);
  s.set("above", p.above);
  s.set("cells", val::array(p.cells));
  if (p.active) {
    s.set("active", cells_of(*p.active));
    s.set("activeKind", p.active_kind);
  }
  if (p.ghost) s.set("ghost", cells_of(*p.ghost));
  if (p.hold) s.set("hold", piece_picture(*p.hold));
  s.set("holdUsed", p.hold_used);
  val queue = val::array();
  for (const tetris_play::PieceShape& piece : p.queue)
    queue.call<void>("push", piece_picture(piece));
  s.set("queue", queue);
  s.set("lines", static_cast<double>(p.lines));
  s.set("pieces", static_cast<double>(p.pieces));
  s.set("gameOver", p.game_over);
  s.set("incoming", p.garbage_incoming);
  s.set("due", p.garbage_due);
  return s;
}

class WebVersus {
 public:
  // {error} when the settings are bad, else {ok: true} and a new match replaces the last.
  val start(const std::string& ai, int think_ms, int speed, double seed, int first_to) {
    VersusSettings s;
    s.ai = ai;
    s.think_ms = think_ms;
    s.speed = speed;
    s.seed = static_cast<std::uint64_t>(seed > 0 ? seed : 0);
    s.first_to = first_to;
    val out = val::object();
    if (const std::string error = versus_settings_error(s); !error.empty()) {
      out.set("error", error);
      return out;
    }
    table_ = std::make_unique<VersusTable>(s);
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
  void set_speed(int speed) {
    if (table_) table_->set_speed(speed);
  }
  void advance(double now) {
    if (table_) table_->advance(now);
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
    for (int i = 0; i < 2; ++i) sides.call<void>("push", side_picture(v.side(i)));
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
    return s;
  }

 private:
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
      .function("events", &WebVersus::events);
}

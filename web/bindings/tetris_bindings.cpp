// The Tetris half of the browser edition's WebAssembly module (embind): a TetrisTable per page,
// its picture as plain JavaScript objects, the AI's fixed bench workload and the headless
// simulator, so the page's script never decides anything about the game.
//
// Bad input never aborts the module: settings are checked here before anything that could throw
// is built (the module is compiled without exception catching, as exceptions would slow the AI),
// and an unusable setting comes back as {error: "..."}.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <ctime>
#include <memory>
#include <string>

#include "tetris/piece.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/match.hpp"
#include "tetris_table.hpp"

namespace gameai::web {
namespace {

using emscripten::val;

// The input a key name stands for: left, right, soft, hard, cw, ccw, hold.
std::optional<tetris::Input> key_of(const std::string& name) {
  return tetris::input_from_string(name);
}

// The reason `s` cannot make a game, or "" when it can.
std::string settings_error(const TableSettings& s) {
  const auto rules = tetris::rule_set_from_string(s.rules);
  if (!rules) return "unknown rule set '" + s.rules + "'";
  const auto names = tetris_ai::player_names();
  if (s.ai == "linear" || std::find(names.begin(), names.end(), s.ai) == names.end())
    return "unknown AI '" + s.ai + "' (one of " + tetris_ai::preset_names() + ")";
  if (s.ai == tetris_ai::BOT_NAME && *rules != tetris::RuleSet::Guideline)
    return "the bot plays the guideline rules; under " + s.rules + " choose another AI";
  if (s.width < 4 || s.width > 16 || s.height < 4 || s.height > 40)
    return "board size must be 4-16 x 4-40";
  return {};
}

val cells_of(const tetris::Placement& p) {
  val cells = val::array();
  for (const tetris::Cell& c : p.cells_shape().cells)
    cells.call<void>("push", val::array(std::vector<int>{c.x + p.column, c.y + p.row}));
  return cells;
}

val piece_picture(tetris::Piece piece) {
  val out = val::object();
  out.set("kind", tetris::to_int(piece) + 1);
  val cells = val::array();
  for (const tetris::Cell& c : tetris::shape(piece, tetris::Rotation::Spawn).cells)
    cells.call<void>("push", val::array(std::vector<int>{c.x, c.y}));
  out.set("cells", cells);
  return out;
}

// The page's game and the calls it makes; a thin wrapper that keeps the table behind a pointer
// so a page's "new game" replaces it in one assignment.
class WebTetris {
 public:
  // {error} when the settings are bad, else {ok: true} and the game is replaced.
  val start(const std::string& rules, double seed, const std::string& ai, int lookahead,
            double now) {
    TableSettings s;
    s.rules = rules;
    s.seed = static_cast<std::uint64_t>(std::max(0.0, seed));
    s.ai = ai;
    s.lookahead = std::clamp(lookahead, 0, 2);
    val out = val::object();
    if (const std::string error = settings_error(s); !error.empty()) {
      out.set("error", error);
      return out;
    }
    const bool ai_on = table_ && table_->ai();
    const int speed = table_ ? table_->speed() : 0;
    table_ = std::make_unique<TetrisTable>(s);
    table_->set_speed(speed);
    table_->set_ai(ai_on, now);
    out.set("ok", true);
    return out;
  }

  void press(const std::string& key, double now) {
    if (const auto in = key_of(key); in && table_) table_->press(*in, now);
  }
  void release(const std::string& key, double now) {
    if (const auto in = key_of(key); in && table_) table_->release(*in, now);
  }
  void set_ai(bool on, double now) {
    if (table_) table_->set_ai(on, now);
  }
  void set_speed(int speed) {
    if (table_) table_->set_speed(speed);
  }
  void set_paused(bool paused, double now) {
    if (table_) table_->set_paused(paused, now);
  }
  void advance(double now) {
    if (table_) table_->advance(now);
  }
  void play_ai_until(double pieces) {
    if (table_) table_->play_ai_until(static_cast<std::int64_t>(pieces));
  }

  // The picture: settled cells by piece kind (row 0 at the bottom), the falling piece, its
  // ghost, the hint or the AI's target, hold, queue and the counters.
  val snapshot(bool with_hint) {
    val s = val::object();
    if (!table_) return s;
    const tetris::Game& g = table_->game();
    const int w = g.config().width, h = g.config().height;
    s.set("width", w);
    s.set("height", h);
    std::vector<std::uint8_t> cells(std::size_t(w) * std::size_t(h));
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) cells[std::size_t(y * w + x)] = table_->colors().at(x, y);
    s.set("cells", val::array(cells));
    if (const auto f = g.falling()) {
      s.set("active", cells_of(*f));
      s.set("activeKind", tetris::to_int(f->piece) + 1);
      if (const auto ghost = g.ghost()) s.set("ghost", cells_of(*ghost));
    }
    std::optional<tetris::Placement> hint = table_->ai_target();
    if (!hint && with_hint && !table_->ai()) hint = table_->hint();
    if (hint) s.set("hint", cells_of(*hint));
    s.set("holdEnabled", tetris::has_hold(g.rules()));
    if (const auto held = g.hold()) s.set("hold", piece_picture(*held));
    s.set("holdUsed", tetris::has_hold(g.rules()) && !g.can_hold());
    val queue = val::array();
    if (!table_->manual_play_possible() && !g.game_over())
      queue.call<void>("push", piece_picture(g.current()));
    for (tetris::Piece p : g.preview()) queue.call<void>("push", piece_picture(p));
    s.set("queue", queue);
    s.set("score", static_cast<double>(g.score()));
    s.set("lines", static_cast<double>(g.lines()));
    s.set("level", g.level());
    s.set("pieces", static_cast<double>(g.pieces()));
    s.set("gameOver", g.game_over());
    s.set("rules", std::string(tetris::rule_set_name(g.rules())));
    s.set("ai", table_->ai());
    s.set("paused", table_->paused());
    s.set("gravityMs", g.gravity_ms());
    s.set("manual", table_->manual_play_possible());
    return s;
  }

 private:
  std::unique_ptr<TetrisTable> table_;
};

// `gameai tetris bench`'s workload (apps/cli/tetris/bench_command.cpp): El-Tetris, one piece,
// classic 10 x 20, seed 1, games 0 .. games-1 of `pieces` pieces each, one thread. The total
// lines are the signature that proves identical play (799985 for 8 x 250000).
val bench(double games, double pieces) {
  tetris_ai::PlayerSettings player;
  player.ai = "eltetris";
  tetris_ai::GameConfig config;
  config.max_pieces = static_cast<std::uint64_t>(std::max(1.0, pieces));
  tetris_ai::MatchOptions match;
  match.seed = 1;
  match.games = static_cast<std::uint64_t>(std::clamp(games, 1.0, 64.0));
  match.threads = 1;
  const tetris_ai::MatchSummary s = tetris_ai::play_match(player, config, match);
  val out = val::object();
  out.set("decisions", static_cast<double>(s.decisions));
  out.set("signature", static_cast<double>(s.total_lines));
  out.set("seconds", s.seconds);
  out.set("decisionsPerSecond", s.decisions_per_second);
  return out;
}

// Game 0 of `gameai tetris play --ai AI --seed SEED --games 1 --max-pieces N` (classic 10 x 20,
// one piece): its lines and pieces, from the headless simulator and from a page's game (the
// rules library's Game with the AI front door) played by the AI; both must equal the native.
val same_seed(const std::string& ai, double seed, double pieces) {
  val out = val::object();
  TableSettings s;
  s.rules = "classic";
  s.ai = ai;
  s.lookahead = 0;
  if (const std::string error = settings_error(s); !error.empty()) {
    out.set("error", error);
    return out;
  }
  const auto seed_value = static_cast<std::uint64_t>(std::max(0.0, seed));
  const auto limit = static_cast<std::uint64_t>(std::max(1.0, pieces));
  tetris_ai::PlayerSettings player;
  player.ai = ai;
  tetris_ai::GameConfig config;
  config.max_pieces = limit;
  tetris_ai::MatchOptions match;
  match.seed = seed_value;
  match.games = 1;
  match.threads = 1;
  const tetris_ai::MatchSummary m = tetris_ai::play_match(player, config, match);
  out.set("simulatorLines", static_cast<double>(m.games.empty() ? 0 : m.games[0].lines));
  out.set("simulatorPieces", static_cast<double>(m.games.empty() ? 0 : m.games[0].pieces));
  // The same game as the page plays it: game 0's pieces come from game_piece_seed(seed, 0).
  s.seed = tetris::game_piece_seed(seed_value, 0);
  TetrisTable table(s);
  table.play_ai_until(static_cast<std::int64_t>(limit));
  out.set("pageLines", static_cast<double>(table.game().lines()));
  out.set("pagePieces", static_cast<double>(table.game().pieces()));
  return out;
}

val presets() {
  val out = val::array();
  for (const std::string& name : tetris_ai::player_names())
    if (name != "linear") out.call<void>("push", name);
  return out;
}

}  // namespace
}  // namespace gameai::web

EMSCRIPTEN_BINDINGS(gameai_tetris) {
  using namespace gameai::web;
  emscripten::class_<WebTetris>("Tetris")
      .constructor<>()
      .function("start", &WebTetris::start)
      .function("press", &WebTetris::press)
      .function("release", &WebTetris::release)
      .function("setAi", &WebTetris::set_ai)
      .function("setSpeed", &WebTetris::set_speed)
      .function("setPaused", &WebTetris::set_paused)
      .function("advance", &WebTetris::advance)
      .function("playAiUntil", &WebTetris::play_ai_until)
      .function("snapshot", &WebTetris::snapshot);
  emscripten::function("bench", &bench);
  emscripten::function("sameSeed", &same_seed);
  emscripten::function("presets", &presets);
}

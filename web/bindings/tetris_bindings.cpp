// The Tetris half of the browser edition's WebAssembly module (embind): a TetrisTable (a
// tetris_play::Session) per page, its picture as plain JavaScript objects, the AI's fixed bench
// workload and the headless simulator, so the page's script never decides anything about the
// game.
//
// Bad input never aborts the module: settings are checked here before anything that could throw
// is built (the module is compiled without exception catching, as exceptions would slow the AI),
// and an unusable setting comes back as {error: "..."}.

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dataset/tetris_run_fit.hpp"
#include "game_files/tetris_replay_file.hpp"
#include "tetris/piece.hpp"
#include "tetris/rules.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/match.hpp"
#include "tetris_best.hpp"
#include "tetris_events.hpp"
#include "tetris_play/events.hpp"
#include "tetris_play/mode.hpp"
#include "tetris_play/picture.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_table.hpp"

namespace gameai::web {

using emscripten::val;

// Cells as [[x, y], ...], row 0 the floor.
val cells_of(const tetris_play::PieceCells& cells) {
  val out = val::array();
  for (const tetris_play::Point& c : cells)
    out.call<void>("push", val::array(std::vector<int>{c.x, c.y}));
  return out;
}

val piece_picture(const tetris_play::PieceShape& piece) {
  val out = val::object();
  out.set("kind", piece.kind);
  out.set("cells", cells_of(piece.cells));
  return out;
}

// The session's events since the last picture, drained: [{kind, ai, lines, spin, b2b, combo,
// pc, attack}, ...] (kind "move", "rotate", "hold", "hard", "lock", "topout", "finished"; the
// lock fields on locks only), for the page's sounds and callouts.
val events_of(tetris_play::Session& session) {
  using tetris_play::EventKind;
  val out = val::array();
  tetris_play::Event e;
  while (session.events().pop(e)) {
    val o = val::object();
    const char* kind = "move";
    switch (e.kind) {
      case EventKind::Move:
        kind = "move";
        break;
      case EventKind::Rotate:
        kind = "rotate";
        break;
      case EventKind::Hold:
        kind = "hold";
        break;
      case EventKind::HardDrop:
        kind = "hard";
        break;
      case EventKind::Lock:
        kind = "lock";
        break;
      case EventKind::TopOut:
        kind = "topout";
        break;
      case EventKind::Finished:
        kind = "finished";
        break;
    }
    o.set("kind", std::string(kind));
    o.set("ai", e.by_ai);
    if (e.kind == EventKind::Lock) {
      o.set("lines", e.lines);
      o.set("spin", std::string(tetris::spin_name(e.spin)));
      o.set("b2b", e.back_to_back);
      o.set("combo", e.combo);
      o.set("pc", e.perfect_clear);
      o.set("attack", e.attack);
    }
    out.call<void>("push", o);
  }
  return out;
}

// A picture as a plain object: settled cells by piece kind (row 0 at the bottom; `above` rows
// over the visible board, where guideline pieces enter), the falling piece, its ghost, the hint
// or the AI's target, the hint's plan, hold, queue, the counters and the garbage meter.
val picture_object(const tetris_play::Picture& p) {
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
  if (p.ai_target)
    s.set("hint", cells_of(*p.ai_target));
  else if (p.hint)
    s.set("hint", cells_of(*p.hint));
  val plan = val::array();
  for (const tetris_play::PieceCells& cells : p.hint_plan) plan.call<void>("push", cells_of(cells));
  s.set("hintPlan", plan);
  s.set("hintHolds", p.hint_holds);
  s.set("holdEnabled", p.hold_enabled);
  if (p.hold) s.set("hold", piece_picture(*p.hold));
  s.set("holdUsed", p.hold_used);
  val queue = val::array();
  for (const tetris_play::PieceShape& piece : p.queue)
    queue.call<void>("push", piece_picture(piece));
  s.set("queue", queue);
  s.set("score", static_cast<double>(p.score));
  s.set("lines", static_cast<double>(p.lines));
  s.set("level", p.level);
  s.set("pieces", static_cast<double>(p.pieces));
  s.set("gameOver", p.game_over);
  s.set("rules", std::string(tetris::rule_set_name(p.rules)));
  s.set("incoming", p.garbage_incoming);
  s.set("due", p.garbage_due);
  return s;
}

namespace {

using emscripten::val;

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
    s.mode = mode_;
    if (s.ai == "linear") s.weights = weights_;
    val out = val::object();
    if (const std::string error = settings_error(s); !error.empty()) {
      out.set("error", error);
      return out;
    }
    const bool ai_on = table_ && table_->session().ai();
    const int speed = table_ ? table_->session().speed() : tetris_play::DEFAULT_SPEED;
    const bool hint = table_ && table_->session().hint_shown();
    table_ = std::make_unique<TetrisTable>(s);
    table_->set_clock([] { return emscripten_get_now(); });
    table_->session().set_handling(handling_);
    table_->session().set_speed(speed);
    table_->session().set_hint_shown(hint);
    table_->session().set_ai(ai_on, now);
    out.set("ok", true);
    return out;
  }

  // The mode of the next start(): endless, marathon, sprint, ultra, dig or zen.
  void set_mode(const std::string& mode) { mode_ = mode; }
  // The weights the next start() gives the "linear" AI (the page's "Plays like me").
  void set_weights(const std::string& weights) { weights_ = weights; }
  // The game waiting for its first key starts now: a restart's countdown begins at once.
  void begin(double now) {
    if (table_) table_->session().start(now);
  }

  // The run at `now`: its mode, the countdown ("3", "2", "1" as 3..1, then go), the time played,
  // the time left (ultra), what is left (sprint and marathon lines, dig rows), and once over its
  // result: how it ended, whether it may stand as a personal best, time, pieces, keys, PPS, KPP,
  // lines, score, level.
  val run(double now) {
    val out = val::object();
    if (!table_) return out;
    const tetris_play::Session& session = table_->session();
    const tetris_play::Picture p = session.picture();
    const tetris_play::RunResult r = session.result(now);
    out.set("mode", std::string(tetris_play::mode_name(r.mode)));
    out.set("countdown", p.countdown);
    out.set("go", p.go);
    out.set("waiting", p.waiting);
    out.set("timeMs", r.time_ms);
    out.set("timeLeftMs", session.time_left_ms(now));
    out.set("left", static_cast<double>(session.left()));
    out.set("over", session.over());
    if (session.over()) {
      val result = val::object();
      result.set("end",
                 std::string(r.end == tetris_play::RunEnd::Finished ? "finished" : "topped_out"));
      result.set("counts", r.counts);
      result.set("timeMs", r.time_ms);
      result.set("pieces", static_cast<double>(r.pieces));
      result.set("keys", static_cast<double>(r.keys));
      result.set("pps", r.pps());
      result.set("kpp", r.kpp());
      result.set("lines", static_cast<double>(r.lines));
      result.set("score", static_cast<double>(r.score));
      result.set("level", r.level);
      result.set(
          "bestBy",
          std::string(tetris_play::best_by(r.mode) == tetris_play::BestBy::LeastTime   ? "time"
                      : tetris_play::best_by(r.mode) == tetris_play::BestBy::MostScore ? "score"
                                                                                       : "none"));
      out.set("result", result);
    }
    return out;
  }
  // The run as a run file's text: a finished run, or a zen or endless run as it stands (see
  // TetrisTable::run_file); "" otherwise.
  std::string run_file(double now, double unix_ms) {
    return table_ ? table_->run_file(now, static_cast<std::int64_t>(unix_ms)) : std::string();
  }

  void press(const std::string& key, double now) {
    if (table_) table_->press(key, now);
  }
  void release(const std::string& key, double now) {
    if (table_) table_->release(key, now);
  }
  // After set_ai(false) no move of the AI is applied to the game, whatever was being decided.
  void set_ai(bool on, double now) {
    if (table_) table_->session().set_ai(on, now);
  }
  void set_speed(int speed) {
    if (table_) table_->session().set_speed(speed);
  }
  // The player's key handling, for this game and the next ones: DAS and ARR in milliseconds
  // (ARR 0: to the wall at once), the soft-drop factor (0: at once), the half-turn key. Values
  // out of the offered ranges are brought into them.
  void set_handling(int das_ms, int arr_ms, int soft_drop_factor, bool rotate_180) {
    handling_ =
        tetris_play::clamped(tetris_play::Handling{das_ms, arr_ms, soft_drop_factor, rotate_180});
    if (table_) table_->session().set_handling(handling_);
  }
  void set_paused(bool paused, double now) {
    if (table_) table_->session().set_paused(paused, now);
  }
  void advance(double now) {
    if (table_) table_->advance(now);
  }
  void play_ai_until(double pieces) {
    if (table_) table_->session().play_ai_until(static_cast<std::int64_t>(pieces));
  }

  // The picture (picture_object) and the session's state.
  val snapshot(bool with_hint) {
    if (!table_) return val::object();
    tetris_play::Session& session = table_->session();
    if (with_hint != session.hint_shown()) session.set_hint_shown(with_hint);
    const tetris_play::Picture p = session.picture();
    val s = picture_object(p);
    s.set("ai", p.ai);
    s.set("paused", p.paused);
    s.set("waiting", p.waiting);
    s.set("speed", session.speed());
    s.set("gravityMs", session.game().gravity_ms());
    val handling = val::object();
    handling.set("das", session.settings().handling.das_ms);
    handling.set("arr", session.settings().handling.arr_ms);
    handling.set("sdf", session.settings().handling.soft_drop_factor);
    handling.set("rotate180", session.settings().handling.rotate_180);
    s.set("handling", handling);
    s.set("events", events_of(session));
    return s;
  }

 private:
  std::unique_ptr<TetrisTable> table_;
  tetris_play::Handling handling_;
  std::string mode_ = "endless";
  std::string weights_;
};

// "Learn my style": the person's run files gathered (each a game, replayed step by step), then
// linear weights fitted to their placements (dataset/tetris_run_fit.hpp), in the worker that
// asks, so the page never waits for it.
class WebFit {
 public:
  // Adds a run file's text: {error} (the file refused, nothing added) or {decisions, rules}.
  val add(const std::string& text) {
    const dataset::RunChoices got =
        dataset::add_run_file_choices(text, static_cast<std::uint32_t>(games_), data_);
    val out = val::object();
    if (!got.ok()) {
      out.set("error", got.error);
      return out;
    }
    ++games_;
    out.set("decisions", static_cast<double>(got.decisions));
    out.set("rules", got.rules);
    return out;
  }
  // Forgets the games added.
  void clear() {
    data_ = tetris_ai::ChoiceData();
    games_ = 0;
  }
  double games() const { return static_cast<double>(games_); }
  double placements() const { return static_cast<double>(data_.size()); }
  // The weights fitted to the games added; `progress(iteration)` after each iteration.
  // {weights: a weights file's text, games, placements, heldOut, positions, agreed}.
  val fit(val progress) {
    const dataset::RunFit fit = dataset::fit_run_choices(data_, [&](int iteration, double) {
      if (progress.typeOf().as<std::string>() == "function") progress(iteration);
    });
    val out = val::object();
    out.set("weights", fit.weights_json);
    out.set("games", static_cast<double>(games_));
    out.set("placements", static_cast<double>(fit.placements));
    out.set("fitted", static_cast<double>(fit.fitted));
    out.set("heldOut", fit.held_out);
    out.set("positions", static_cast<double>(fit.agreement.positions));
    out.set("agreed", static_cast<double>(fit.agreement.agreed));
    return out;
  }

 private:
  tetris_ai::ChoiceData data_;
  std::size_t games_ = 0;
};

// Why `weights` cannot be the linear AI's ("" when they can): the page checks weights it kept.
std::string weights_error(const std::string& weights) {
  return ai_weights_error("linear", weights);
}

// A run file shown on the board step by step (RunReplay): the same reader and replay as
// `gameai records import`.
class WebReplay {
 public:
  // {error} when the text is not a run file that replays exactly, else what it holds.
  val load(const std::string& text) {
    val out = val::object();
    if (const std::string error = replay_.load(text); !error.empty()) {
      out.set("error", error);
      return out;
    }
    const game_files::TetrisRunFile& f = replay_.file();
    out.set("ok", true);
    out.set("steps", static_cast<double>(replay_.steps()));
    out.set("mode", f.mode);
    out.set("rules", std::string(tetris::rule_set_name(f.config.rules)));
    out.set("seed", static_cast<double>(f.config.seed));
    out.set("player", f.player_name);
    if (const auto& v = replay_.versus()) {
      // A versus game: both boards, each with its player and its own steps.
      val versus = val::object();
      versus.set("game", v->game);
      versus.set("firstTo", v->first_to);
      versus.set("winner", v->winner);
      val players = val::array(), steps = val::array();
      for (const game_files::TetrisRunFile& b : v->boards) {
        players.call<void>("push", b.player_name);
        steps.call<void>("push", static_cast<double>(b.steps.size()));
      }
      versus.set("players", players);
      versus.set("steps", steps);
      out.set("versus", versus);
    }
    if (f.result) {
      const game_files::TetrisRunFigures& r = *f.result;
      val result = val::object();
      result.set("end", r.end);
      result.set("counts", r.counts);
      result.set("timeMs", static_cast<double>(r.time_ms));
      result.set("pieces", static_cast<double>(r.pieces));
      result.set("keys", static_cast<double>(r.keys));
      result.set("lines", static_cast<double>(r.lines));
      result.set("score", static_cast<double>(r.score));
      result.set("level", r.level);
      out.set("result", result);
    }
    return out;
  }
  // The board after `step` steps (0: the start), the next piece's place as its ghost; for a
  // versus file, its left board.
  val picture(double step) { return board_picture(step, 0); }
  // Every board after `step` of its steps: [left, right] for a versus file, [the board] else.
  val pictures(double step) {
    val out = val::array();
    for (int i = 0; i < replay_.boards(); ++i) out.call<void>("push", board_picture(step, i));
    return out;
  }

 private:
  val board_picture(double step, int board) {
    const tetris_play::Picture p = replay_.picture(static_cast<std::int64_t>(step), board);
    val out = picture_object(p);
    out.set("activeKind", p.active_kind);
    return out;
  }

  RunReplay replay_;
};

// The personal-best verdict of the run whose result `result` is (run().result: end, counts,
// timeMs, score) in `mode`, against `best` ({timeMs, score}, the best this browser keeps; null
// when none): {verdict (tetris_play::best_verdict_name), difference (ms or points, the run's less
// the best's), newBest}.
val compare_with_best(const std::string& mode, const val& result, const val& best) {
  const auto number = [](const val& v) { return v.isNumber() ? v.as<double>() : 0.0; };
  PageRun run;
  run.mode = mode;
  run.end = result["end"].isString() ? result["end"].as<std::string>() : std::string();
  run.counts = result["counts"].isTrue();
  run.time_ms = number(result["timeMs"]);
  run.score = number(result["score"]);
  std::optional<PageBest> kept;
  if (!best.isNull() && !best.isUndefined())
    kept = PageBest{number(best["timeMs"]), number(best["score"])};
  const tetris_play::BestComparison c = page_best_comparison(run, kept);
  val out = val::object();
  out.set("verdict", std::string(tetris_play::best_verdict_name(c.verdict)));
  out.set("difference", static_cast<double>(c.difference));
  out.set("newBest", c.new_best());
  return out;
}

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
  table.session().play_ai_until(static_cast<std::int64_t>(limit));
  out.set("pageLines", static_cast<double>(table.session().game().lines()));
  out.set("pagePieces", static_cast<double>(table.session().game().pieces()));
  return out;
}

val presets() {
  val out = val::array();
  for (const std::string& name : tetris_play::ai_names()) out.call<void>("push", name);
  return out;
}

// The AI's speed steps: pieces per second, 0 for flat out.
val speeds() {
  val out = val::array();
  for (int i = 0; i < tetris_play::SPEED_COUNT; ++i)
    out.call<void>("push", tetris_play::speed_pieces_per_second(i));
  return out;
}

// The timing the page shows and offers: the guideline's lock delay and its resets, the default
// handling and the ranges of DAS, ARR and the soft-drop factor (0: at once).
val timing() {
  val out = val::object();
  out.set("lockDelayMs", tetris_play::LOCK_DELAY_MS);
  out.set("maxLockResets", tetris_play::MAX_LOCK_RESETS);
  const tetris_play::Handling defaults;
  out.set("das", defaults.das_ms);
  out.set("arr", defaults.arr_ms);
  out.set("sdf", defaults.soft_drop_factor);
  out.set("maxDas", tetris_play::MAX_DAS_MS);
  out.set("maxArr", tetris_play::MAX_ARR_MS);
  out.set("maxSdf", tetris_play::MAX_SOFT_DROP_FACTOR);
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
      .function("setHandling", &WebTetris::set_handling)
      .function("setPaused", &WebTetris::set_paused)
      .function("advance", &WebTetris::advance)
      .function("playAiUntil", &WebTetris::play_ai_until)
      .function("snapshot", &WebTetris::snapshot)
      .function("setMode", &WebTetris::set_mode)
      .function("setWeights", &WebTetris::set_weights)
      .function("begin", &WebTetris::begin)
      .function("run", &WebTetris::run)
      .function("runFile", &WebTetris::run_file);
  emscripten::class_<WebReplay>("Replay")
      .constructor<>()
      .function("load", &WebReplay::load)
      .function("picture", &WebReplay::picture)
      .function("pictures", &WebReplay::pictures);
  emscripten::class_<WebFit>("Fit")
      .constructor<>()
      .function("add", &WebFit::add)
      .function("clear", &WebFit::clear)
      .function("games", &WebFit::games)
      .function("placements", &WebFit::placements)
      .function("fit", &WebFit::fit);
  emscripten::function("weightsError", &weights_error);
  emscripten::function("bench", &bench);
  emscripten::function("compareWithBest", &compare_with_best);
  emscripten::function("sameSeed", &same_seed);
  emscripten::function("presets", &presets);
  emscripten::function("speeds", &speeds);
  emscripten::function("timing", &timing);
}

// The xiangqi half of the browser edition's WebAssembly module (embind): one game (the play
// library's Session over the rules library's xiangqi::Game), its picture, its legal moves, the
// move list in Chinese and WXF notation, the engine facade's move at a level under the play
// library's limits (the desktop app's, with or without a clock), and a move read as a game file
// writes it (in any of the notations the records library reads). For the page's own thread: the
// play library's clock, level bounds, move times, clock presets and undo rule
// (xiangqi_play_table.hpp).
//
// WebAssembly without shared memory has no threads, so the facade searches on the calling
// thread there; the page runs this module in a Web Worker. Everything coming from the page is
// checked: a bad move or FEN is refused with a message.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_play/levels.hpp"
#include "xiangqi_play/session.hpp"
#include "xiangqi_play_table.hpp"

namespace gameai::web {
namespace {

using emscripten::val;
using namespace gameai::xiangqi;
namespace ai = gameai::xiangqi_ai;

class WebXiangqi {
 public:
  // The search runs on the page's one thread; the other settings are the option table's defaults.
  WebXiangqi() { engine_.set_threads(1); }

  // Starts a new game from `fen` ("" for the usual start); "" or a message naming what is wrong.
  std::string reset(const std::string& fen) {
    const std::string error = session_.reset(fen);
    if (error.empty()) engine_.new_game();
    return error;
  }

  // Plays a legal move written in ICCS ("h2e2"); false (nothing changes) for anything else.
  bool play(const std::string& iccs) { return session_.play(iccs); }

  // The legal move that `text` denotes in the current position, written in `notation` ("iccs",
  // "xboard", "wxf" or "chinese"), as ICCS; "" when it denotes none (or the notation is unknown).
  std::string read_move(const std::string& text, const std::string& notation) const {
    const std::optional<Notation> n = parse_notation_name(notation);
    if (!n || game().over()) return {};
    const Move m = parse_move(game().position(), text, *n);
    return m ? to_iccs(m) : std::string();
  }

  // Takes back up to `count` moves; returns how many were taken back.
  int undo(int count) { return session_.undo(count); }

  // The picture: pieces by square (rank * 9 + file, rank 0 is Red's back rank; 1-7 red king,
  // advisor, elephant, horse, chariot, cannon, soldier, 9-15 black's), the side to move, check,
  // the result ("red", "black", "draw"), why the game ended (`ending`: "checkmate", "60-move
  // rule", ... as reason_name writes them, for the page to put in words of its language) and the
  // same in English (`reason`), the legal moves as [from, to, ICCS] and the move list in ICCS,
  // Chinese and WXF.
  val state() const {
    const Position& pos = game().position();
    val s = val::object();
    std::vector<int> board(SQUARE_NB);
    for (int sq = 0; sq < SQUARE_NB; ++sq) board[std::size_t(sq)] = pos.piece_on(Square(sq));
    s.set("board", val::array(board));
    s.set("redToMove", pos.side_to_move() == RED);
    s.set("inCheck", pos.in_check());
    if (pos.in_check()) s.set("kingInCheck", static_cast<int>(pos.king_square(pos.side_to_move())));
    s.set("over", game().over());
    s.set("result", std::string(result_name(game().result())));
    s.set("ending", std::string(reason_name(game().status().reason)));
    s.set("reason", game().status().text);
    val legal = val::array();
    if (!game().over())
      for (const ExtMove& m : MoveList<LEGAL>(pos)) {
        val move = val::array();
        move.call<void>("push", static_cast<int>(m.move.from_sq()));
        move.call<void>("push", static_cast<int>(m.move.to_sq()));
        move.call<void>("push", to_iccs(m.move));
        legal.call<void>("push", move);
      }
    s.set("legal", legal);
    val list = val::array();
    for (const xiangqi_play::WrittenMove& w : session_.written()) {
      val m = val::object();
      m.set("iccs", w.iccs);
      m.set("chinese", w.chinese);
      m.set("wxf", w.wxf);
      m.set("from", static_cast<int>(w.move.from_sq()));
      m.set("to", static_cast<int>(w.move.to_sq()));
      list.call<void>("push", m);
    }
    s.set("moves", list);
    s.set("fen", pos.fen());
    return s;
  }

  // The engine's move for the side to move at `level` (1-10) on the page's clocks (Red's and
  // Black's time left and the increment in ms; all 0 without a clock), or a hint (`hint`: the
  // engine at full strength for the hint's time), under the play library's limits, the desktop
  // app's; `seed` drives the low levels' noise: {move, chinese, wxf, depth, score, nodes} with move
  // "" when the game is over. The engine facade searches on the calling thread in WebAssembly, so
  // this returns with the move; while it searches, `on_info` (a function, or undefined) is called
  // with each completed depth's line: {depth, score, mate (the side to move's view), nodes, pv
  // (ICCS), pvChinese, pvWxf}.
  val think(int level, double red_ms, double black_ms, double increment_ms, bool hint, double seed,
            val on_info) {
    val out = val::object();
    out.set("move", std::string());
    if (game().over()) return out;
    std::vector<std::string> moves;
    for (int i = 0; i < game().ply(); ++i) {
      moves.push_back(to_iccs(game().moves()[static_cast<std::size_t>(i)]));
    }
    engine_.set_position(game().start_fen(), moves);
    engine_.set_level(hint ? xiangqi_play::HINT_LEVEL : xiangqi_play::clamp_level(level));
    engine_.set_seed(static_cast<std::uint64_t>(std::max(0.0, seed)));
    const ai::SearchLimits limits = think_limits(hint, red_ms, black_ms, increment_ms);
    const std::string fen = game().position().fen();  // the root of the lines reported
    if (on_info.typeOf().as<std::string>() == "function") {
      engine_.on_info([&on_info, &fen](const ai::SearchInfo& info) {
        if (info.multipv != 1) return;
        on_info(line(fen, info));
      });
    }
    const ai::BestMove best = engine_.search(limits);
    engine_.on_info(nullptr);
    out.set("move", best.move);
    const Move m = parse_legal_iccs(game().position(), best.move);
    out.set("chinese", m ? to_chinese(game().position(), m) : std::string());
    out.set("wxf", m ? to_wxf(game().position(), m) : std::string());
    out.set("depth", best.depth);
    out.set("score", best.score.cp);
    out.set("mate", best.score.mate);
    out.set("nodes", static_cast<double>(best.nodes));
    return out;
  }

 private:
  // One search report as the page shows it: the principal variation in ICCS, Chinese and WXF
  // notation, each move written in the position it is played from (up to the first move that
  // is not legal there, which a search never reports).
  static val line(const std::string& fen, const ai::SearchInfo& info) {
    val out = val::object();
    out.set("depth", info.depth);
    out.set("score", info.score.cp);
    out.set("mate", info.score.mate);
    out.set("nodes", static_cast<double>(info.nodes));
    Position pos;
    std::vector<StateInfo> states(info.pv.size() + 1);
    pos.set(fen, &states[0]);
    val iccs = val::array();
    val chinese = val::array();
    val wxf = val::array();
    for (std::size_t i = 0; i < info.pv.size(); ++i) {
      const Move m = parse_legal_iccs(pos, info.pv[i]);
      if (!m) break;
      iccs.call<void>("push", info.pv[i]);
      chinese.call<void>("push", to_chinese(pos, m));
      wxf.call<void>("push", to_wxf(pos, m));
      pos.do_move(m, states[i + 1]);
    }
    out.set("pv", iccs);
    out.set("pvChinese", chinese);
    out.set("pvWxf", wxf);
    return out;
  }

  const Game& game() const { return session_.game(); }

  xiangqi_play::Session session_;
  ai::Engine engine_;
};

}  // namespace
}  // namespace gameai::web

EMSCRIPTEN_BINDINGS(gameai_xiangqi) {
  using gameai::web::WebXiangqi;
  emscripten::class_<WebXiangqi>("Xiangqi")
      .constructor<>()
      .function("reset", &WebXiangqi::reset)
      .function("play", &WebXiangqi::play)
      .function("readMove", &WebXiangqi::read_move)
      .function("undo", &WebXiangqi::undo)
      .function("state", &WebXiangqi::state)
      .function("think", &WebXiangqi::think);

  // The play library for the page's own thread (xiangqi_play_table.hpp).
  using gameai::web::PageClock;
  emscripten::class_<PageClock>("XiangqiClock")
      .constructor<>()
      .function("reset", &PageClock::reset)
      .function("enabled", &PageClock::enabled)
      .function("baseMs", &PageClock::base_ms)
      .function("incrementMs", &PageClock::increment_ms)
      .function("start", &PageClock::start)
      .function("moved", &PageClock::moved)
      .function("stop", &PageClock::stop)
      .function("running", &PageClock::running)
      .function("remaining", &PageClock::remaining)
      .function("checkFlag", &PageClock::check_flag)
      .function("flagged", &PageClock::flagged)
      .function("liftFlag", &PageClock::lift_flag);
  emscripten::value_object<gameai::web::PagePreset>("XiangqiClockPreset")
      .field("name", &gameai::web::PagePreset::name)
      .field("baseMs", &gameai::web::PagePreset::base_ms)
      .field("incrementMs", &gameai::web::PagePreset::increment_ms);
  emscripten::register_vector<gameai::web::PagePreset>("XiangqiClockPresets");
  emscripten::function("xiangqiClockPresets", &gameai::web::clock_presets);
  emscripten::function("xiangqiMoveTime", &gameai::web::move_time);
  emscripten::function("xiangqiTakeback", &gameai::web::takeback);
  emscripten::constant("XIANGQI_MIN_LEVEL", gameai::xiangqi_play::MIN_LEVEL);
  emscripten::constant("XIANGQI_MAX_LEVEL", gameai::xiangqi_play::MAX_LEVEL);
}

// The xiangqi half of the browser edition's WebAssembly module (embind): one game (a start FEN
// and the moves played, replayed through the rules library whenever it is read, so undo is a pop),
// its picture, its legal moves, the move list in Chinese notation, and the engine's move at a
// level.
//
// The engine facade (xiangqi_ai::Engine) searches on a thread of its own, which a browser's
// WebAssembly without shared memory does not have; the page runs this module in a Web Worker
// instead and asks for the move here, synchronously, through the same Search the facade drives,
// under the facade's level settings (levels.hpp) and the desktop app's 5 s a move at level 10.
// Everything coming from the page is checked: a bad move or FEN is refused with a message.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/timing.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/evaluate.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/search.hpp"
#include "xiangqi_ai/tt.hpp"

namespace gameai::web {
namespace {

using emscripten::val;
using namespace gameai::xiangqi;
namespace ai = gameai::xiangqi_ai;

constexpr int LEVEL10_MOVETIME_MS = 5000;  // the desktop app's time per move at full strength

class WebXiangqi {
 public:
  WebXiangqi() { rebuild(); }

  // Starts a new game from `fen` ("" for the usual start); "" or a message naming what is wrong.
  std::string reset(const std::string& fen) {
    const std::string start = fen.empty() ? std::string(ai::START_FEN) : fen;
    Replay probe;
    std::string error;
    if (!probe.pos.set(start, &probe.states.emplace_back(), &error)) return "bad FEN: " + error;
    fen_ = start;
    moves_.clear();
    tt_.clear();
    for (auto& h : histories_) h->clear();
    rebuild();
    return {};
  }

  // Plays a legal move written in ICCS ("h2e2"); false (nothing changes) for anything else.
  bool play(const std::string& iccs) {
    if (replay_.over) return false;
    const Move m = parse_legal_iccs(replay_.pos, iccs);
    if (!m) return false;
    moves_.push_back(m);
    rebuild();
    return true;
  }

  // Takes back up to `count` moves; returns how many were taken back.
  int undo(int count) {
    const int n = std::clamp(count, 0, static_cast<int>(moves_.size()));
    moves_.resize(moves_.size() - static_cast<std::size_t>(n));
    rebuild();
    return n;
  }

  // The picture: pieces by square (rank * 9 + file, rank 0 is Red's back rank; 1-7 red king,
  // advisor, elephant, horse, chariot, cannon, soldier, 9-15 black's), the side to move, check,
  // the result, the legal moves as [from, to, ICCS] and the move list in ICCS and Chinese.
  val state() const {
    const Position& pos = replay_.pos;
    val s = val::object();
    std::vector<int> board(SQUARE_NB);
    for (int sq = 0; sq < SQUARE_NB; ++sq) board[std::size_t(sq)] = pos.piece_on(Square(sq));
    s.set("board", val::array(board));
    s.set("redToMove", pos.side_to_move() == RED);
    s.set("inCheck", pos.in_check());
    if (pos.in_check()) s.set("kingInCheck", static_cast<int>(pos.king_square(pos.side_to_move())));
    s.set("over", replay_.over);
    s.set("result", std::string(result_name(replay_.status.result)));
    s.set("reason", replay_.status.text);
    val legal = val::array();
    if (!replay_.over)
      for (const ExtMove& m : MoveList<LEGAL>(pos)) {
        val move = val::array();
        move.call<void>("push", static_cast<int>(m.move.from_sq()));
        move.call<void>("push", static_cast<int>(m.move.to_sq()));
        move.call<void>("push", to_iccs(m.move));
        legal.call<void>("push", move);
      }
    s.set("legal", legal);
    val list = val::array();
    for (std::size_t i = 0; i < moves_.size(); ++i) {
      val m = val::object();
      m.set("iccs", to_iccs(moves_[i]));
      m.set("chinese", replay_.chinese[i]);
      m.set("from", static_cast<int>(moves_[i].from_sq()));
      m.set("to", static_cast<int>(moves_[i].to_sq()));
      list.call<void>("push", m);
    }
    s.set("moves", list);
    s.set("fen", pos.fen());
    return s;
  }

  // The engine's move for the side to move at `level` (1-10; 10 searches for `movetime_ms`, the
  // lower levels are capped by their settings), with `seed` driving the low levels' noise:
  // {move, depth, score, nodes} with move "" when the game is over.
  val think(int level, double movetime_ms, double seed) {
    val out = val::object();
    out.set("move", std::string());
    if (replay_.over) return out;
    const ai::LevelSettings settings = ai::level_settings(level);
    ai::SearchOptions options;
    options.algorithm = level < ai::MAX_LEVEL ? settings.algorithm : ai::Algorithm::ALPHABETA;
    options.threads = 1;
    options.eval_noise_cp = settings.eval_noise_cp;
    options.noise_seed = static_cast<std::uint64_t>(std::max(0.0, seed));
    ai::SearchLimits limits;
    limits.movetime_ms =
        movetime_ms > 0 ? static_cast<std::int64_t>(movetime_ms) : LEVEL10_MOVETIME_MS;
    if (settings.max_depth > 0) limits.depth = settings.max_depth;
    if (settings.max_movetime_ms > 0)
      limits.movetime_ms = std::min(limits.movetime_ms, settings.max_movetime_ms);
    ai::SearchControl control;
    control.clock_start_ms = common::now_ms();
    ai::Search search(tt_, evaluator_, &histories_);
    const ai::BestMove best =
        search.run(ai::RootGame{fen_, moves_}, limits, options, control, [](const auto&) {});
    out.set("move", best.move);
    out.set("depth", best.depth);
    out.set("score", best.score.cp);
    out.set("mate", best.score.mate);
    out.set("nodes", static_cast<double>(search.nodes()));
    return out;
  }

 private:
  // The game replayed: the position after the moves, the Chinese notation of each move (which
  // needs the position before it) and the verdict.
  struct Replay {
    std::vector<StateInfo> states;
    Position pos;
    std::vector<std::string> chinese;
    GameStatus status;
    bool over = false;
  };

  void rebuild() {
    replay_.states.clear();
    replay_.states.reserve(moves_.size() + 1);
    replay_.pos.set(fen_, &replay_.states.emplace_back());
    replay_.chinese.clear();
    for (const Move m : moves_) {
      replay_.chinese.push_back(to_chinese(replay_.pos, m));
      replay_.pos.do_move(m, replay_.states.emplace_back());
    }
    replay_.status = game_status(replay_.pos);
    replay_.over = replay_.status.over;
  }

  std::string fen_ = std::string(ai::START_FEN);
  std::vector<Move> moves_;
  Replay replay_;
  ai::TranspositionTable tt_{16};
  ai::Evaluator evaluator_;
  ai::HistoryTables histories_;
};

}  // namespace
}  // namespace gameai::web

EMSCRIPTEN_BINDINGS(gameai_xiangqi) {
  using gameai::web::WebXiangqi;
  emscripten::class_<WebXiangqi>("Xiangqi")
      .constructor<>()
      .function("reset", &WebXiangqi::reset)
      .function("play", &WebXiangqi::play)
      .function("undo", &WebXiangqi::undo)
      .function("state", &WebXiangqi::state)
      .function("think", &WebXiangqi::think);
}

// The xiangqi half of the browser edition's WebAssembly module (embind): one game (the play
// library's Session over the rules library's xiangqi::Game), its picture, its legal moves, the
// move list in Chinese and WXF notation, the engine facade's move at a level under the play
// library's limits (the desktop app's, with or without a clock), and a move read as a game file
// writes it (in any of the notations the game-files library reads). PGN files are read and
// written by the game-files library (readPgn, writePgn), as the desktop app and `gameai records`
// read and write them. For the page's own thread: the play library's clock, level bounds, move
// times, clock presets and undo rule (xiangqi_play_table.hpp).
//
// WebAssembly without shared memory has no threads, so the facade searches on the calling
// thread there; the page runs this module in a Web Worker. Everything coming from the page is
// checked: a bad move or FEN is refused with a message.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_files/error.hpp"
#include "game_files/game_record.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_tree.hpp"
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

// --- PGN files, through libs/game_files.

namespace files = gameai::game_files;

// "<source>:12: what" as the reader writes a message, for a source named "": "line 12: what".
std::string page_message(const std::string& error) {
  std::size_t digits = 1;
  while (digits < error.size() && std::isdigit(static_cast<unsigned char>(error[digits]))) ++digits;
  if (error.size() > digits + 1 && error[0] == ':' && digits > 1 && error[digits] == ':')
    return "line " + error.substr(1, digits - 1) + error.substr(digits);
  return error;
}

// The node's subtree as the page keeps it: {move (ICCS), chinese, wxf, before, comment, score,
// depth, timeMs, children}; the comment before the first move (the root's) is that move's
// `before`.
val page_node(const files::XiangqiTree& tree, files::XiangqiNodeId id,
              const std::vector<std::string>& chinese, const std::vector<std::string>& wxf) {
  val node = val::object();
  if (id != files::XiangqiTree::ROOT) {
    const files::XiangqiMove& m = tree.move(id);
    node.set("move", m.move);
    node.set("chinese", chinese[static_cast<std::size_t>(id)]);
    node.set("wxf", wxf[static_cast<std::size_t>(id)]);
    const bool first = tree.parent(id) == files::XiangqiTree::ROOT &&
                       tree.main_child(files::XiangqiTree::ROOT) == id;
    node.set("before", first ? tree.comment(files::XiangqiTree::ROOT) : std::string());
    node.set("comment", m.comment);
    if (m.score) node.set("score", *m.score);
    if (m.depth) node.set("depth", *m.depth);
    if (m.time_ms > 0) node.set("timeMs", static_cast<double>(m.time_ms));
  }
  val children = val::array();
  for (const files::XiangqiNodeId child : tree.children(id))
    children.call<void>("push", page_node(tree, child, chinese, wxf));
  node.set("children", children);
  return node;
}

// Every game of a PGN file's text (UTF-8; the page decodes GBK files first), as the desktop app
// reads it: [{tags: [[name, value]...], fen ("" from the usual start), moves (the main line,
// ICCS), tree (page_node's), result, termination, notation ("iccs", "chinese", ...), line (where
// the game starts), notes (what was left out), error}]. A game that cannot be read has `error`
// ("line 4: ...", naming the move) and no moves; the others read as they are.
val read_pgn(const std::string& text) {
  val games = val::array();
  for (const files::PgnGame& game : files::read_pgn(text, "")) {
    val g = val::object();
    val tags = val::array();
    for (const auto& [name, value] : game.tags) {
      val tag = val::array();
      tag.call<void>("push", name);
      tag.call<void>("push", value);
      tags.call<void>("push", tag);
    }
    g.set("tags", tags);
    g.set("fen", game.tag("FEN"));
    g.set("result", game.result);
    g.set("termination", game.termination);
    g.set("notation", game.notation);
    g.set("line", game.first_line);
    g.set("error", page_message(game.error));
    val notes = val::array();
    for (const std::string& note : game.notes) notes.call<void>("push", page_message(note));
    g.set("notes", notes);
    val moves = val::array();
    for (const files::XiangqiMove& m : game.moves) moves.call<void>("push", m.move);
    g.set("moves", moves);
    if (game.error.empty())
      g.set("tree", page_node(game.tree, files::XiangqiTree::ROOT,
                              files::xiangqi_node_texts(game.tree, Notation::Chinese),
                              files::xiangqi_node_texts(game.tree, Notation::Wxf)));
    games.call<void>("push", g);
  }
  return games;
}

// Adds the page's nodes under `parent`: a node's `before` joins the comment before the first
// move (the root's) where it is the first move's, else its own comment.
void add_page_nodes(files::XiangqiTree& tree, files::XiangqiNodeId parent, const val& node) {
  const val children = node["children"];
  if (children.isUndefined() || children.isNull()) return;
  const auto count = children["length"].as<unsigned>();
  for (unsigned i = 0; i < count; ++i) {
    const val child = children[i];
    const auto text = [&](const char* key) {
      const val v = child[key];
      return v.isString() ? v.as<std::string>() : std::string();
    };
    const auto number = [&](const char* key) -> std::optional<int> {
      const val v = child[key];
      if (!v.isNumber()) return std::nullopt;
      return static_cast<int>(v.as<double>());
    };
    files::XiangqiMove move(text("move"), number("score"), number("depth"),
                            static_cast<std::int64_t>(number("timeMs").value_or(0)));
    std::string comment = text("comment");
    const std::string before = text("before");
    if (!before.empty()) {
      if (parent == files::XiangqiTree::ROOT && i == 0)
        tree.set_comment(files::XiangqiTree::ROOT, before);
      else
        comment = comment.empty() ? before : before + " " + comment;
    }
    move.comment = comment;
    add_page_nodes(tree, tree.add_move(parent, move), child);
  }
}

// The PGN text of the page's game, written as `gameai records export --notation iccs` writes a
// stored game: game = {tags: [[name, value]...] (the roster, WhiteType/BlackType and any
// others), tree ({children: [node...]}, page_node's shape; `chinese` and `wxf` are not read),
// result ("1-0", "0-1", "1/2-1/2", "*"), termination (how it ended), fen ("" from the usual
// start)}. Returns {text} or {error} naming the move that is not legal.
val write_pgn(const val& game) {
  val out = val::object();
  try {
    const auto text = [&](const val& v) {
      return v.isString() ? v.as<std::string>() : std::string();
    };
    files::XiangqiTree tree(text(game["fen"]));
    add_page_nodes(tree, files::XiangqiTree::ROOT, game["tree"]);
    files::GameSummary summary;
    summary.game = files::GameKind::Xiangqi;
    summary.variant = "xiangqi";
    summary.source = "pgn";  // the roster as the page gives it, "?" where it gives none
    summary.start_fen = text(game["fen"]);
    std::vector<std::pair<std::string, std::string>> tags;
    const val list = game["tags"];
    const auto count = list.isUndefined() ? 0u : list["length"].as<unsigned>();
    for (unsigned i = 0; i < count; ++i) tags.emplace_back(text(list[i][0]), text(list[i][1]));
    const auto tag = [&](std::string_view name) {
      for (const auto& [key, value] : tags)
        if (key == name) return value;
      return std::string();
    };
    const auto player = [&](const std::string& name, const std::string& type) {
      return files::PlayerInfo(
          type == "program" ? files::PlayerInfo::Kind::Engine : files::PlayerInfo::Kind::Human,
          name.empty() ? "?" : name);
    };
    summary.players = {player(tag("Red").empty() ? tag("White") : tag("Red"), tag("WhiteType")),
                       player(tag("Black"), tag("BlackType"))};
    for (const auto& [key, value] : tags)
      if (!files::pgn_tag_from_game(key)) summary.tags.emplace_back(key, value);
    const std::string result = text(game["result"]);
    const Result r = result == "1-0"       ? Result::RedWins
                     : result == "0-1"     ? Result::BlackWins
                     : result == "1/2-1/2" ? Result::Draw
                                           : Result::None;
    if (r != Result::None) {
      summary.finished = true;
      summary.result = std::string(result_name(r));
      summary.reason = text(game["termination"]);
    }
    summary.plies = static_cast<std::int64_t>(tree.main_line_length());
    out.set("text", files::write_pgn(summary, tree, Notation::Iccs));
  } catch (const files::RecordsError& e) {
    out.set("error", std::string(e.what()));
  }
  return out;
}

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

EMSCRIPTEN_BINDINGS(gameai_xiangqi_files) {
  emscripten::function("readPgn", &gameai::web::read_pgn);
  emscripten::function("writePgn", &gameai::web::write_pgn);
}

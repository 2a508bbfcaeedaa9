#include "game_files/xiangqi_pgn.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "common/seconds.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"

namespace gameai::game_files {
namespace {

// Engine comments beyond these are not what an engine wrote (mate scores are 1000 pawns).
constexpr double MAX_COMMENT_PAWNS = 1e6;
constexpr double MAX_COMMENT_SECONDS = 1e9;

bool is_file(char c) {
  return c >= 'a' && c <= 'i';
}

// Reads a square "e3" / "a10" at text[i] with ranks offset by `base` (0 for ICCS, 1 for
// XBoard); returns the rank 0-9 or -1.
int read_square(std::string_view text, std::size_t& i, int base) {
  if (i >= text.size() || !is_file(text[i])) return -1;
  ++i;
  int rank = 0;
  std::size_t digits = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 2) {
    rank = rank * 10 + (text[i] - '0');
    ++i;
    ++digits;
  }
  rank -= base;
  if (digits == 0 || rank < 0 || rank > 9) return -1;
  return rank;
}

std::string convert(std::string_view text, int from_base, int to_base) {
  std::size_t i = 0;
  const char from_file = i < text.size() ? text[0] : '\0';
  const int from_rank = read_square(text, i, from_base);
  if (from_rank < 0 || i >= text.size()) return {};
  const char to_file = text[i];
  const int to_rank = read_square(text, i, from_base);
  if (to_rank < 0 || i != text.size()) return {};
  return std::string(1, from_file) + std::to_string(from_rank + to_base) + to_file +
         std::to_string(to_rank + to_base);
}

// A tag value as PGN writes it: quotes and backslashes escaped, and line breaks and other control
// characters (which a tag, one line long, cannot hold) written as spaces.
std::string escape(const std::string& value) {
  std::string out;
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
  }
  return out;
}

std::string pgn_result(const GameSummary& game) {
  return std::string(xiangqi::result_score(xiangqi_result(game)));
}

// Seconds with two decimals, or three when the milliseconds need them.
// A {comment} as the move text holds it (`text` already made fit for braces).
std::string braced(const std::string& text) {
  std::string out = "{";
  out += text;
  out += '}';
  return out;
}

std::string seconds_text(std::int64_t ms) {
  char text[40];
  std::snprintf(text, sizeof text, ms % 10 == 0 ? "%.2f" : "%.3f",
                static_cast<double>(ms) / 1000.0);
  return text;
}

// The move comment XBoard writes for engine moves: score in pawns from the mover's side, depth,
// time in seconds; for a move with its time alone, the time.
std::string move_comment(const XiangqiMove& move) {
  if (!move.score && !move.depth && move.time_ms == 0) return {};
  if (!move.score && !move.depth) return braced(seconds_text(move.time_ms));
  char text[64];
  const double pawns = move.score ? *move.score / 100.0 : 0.0;
  std::snprintf(text, sizeof text, "{%+.2f/%d ", pawns, move.depth.value_or(0));
  return text + seconds_text(move.time_ms) + "}";
}

// Whether `text` is a decimal number with a point ("1.50"): the time alone of a move.
// A decimal number as "-12.345" writes it (no exponent, no '+'): where it ends and its value,
// or nullptr when no digit starts at `p`. std::from_chars for double would do, but the browser
// edition's C++ library does not have it.
const char* parse_fixed(const char* p, const char* end, double& value) {
  const bool negative = p != end && *p == '-';
  if (negative) ++p;
  double number = 0;
  bool digits = false;
  for (; p != end && std::isdigit(static_cast<unsigned char>(*p)); ++p, digits = true)
    number = number * 10 + (*p - '0');
  if (p != end && *p == '.' && p + 1 != end && std::isdigit(static_cast<unsigned char>(p[1]))) {
    double scale = 1;
    for (++p; p != end && std::isdigit(static_cast<unsigned char>(*p)); ++p, digits = true) {
      scale /= 10;
      number += (*p - '0') * scale;
    }
  }
  if (!digits) return nullptr;
  value = negative ? -number : number;
  return p;
}

bool plain_seconds(std::string_view text) {
  const std::size_t point = text.find('.');
  if (point == 0 || point == std::string_view::npos || point + 1 == text.size()) return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (i != point && !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  return true;
}

}  // namespace

// Reads "{+0.30/9 0.12}" (score in pawns / depth, then seconds, which may be left out) back into
// score, depth and time. A comment that holds anything more or less, or numbers out of range, is
// text (a termination, an annotation), not engine output, and changes nothing.
bool apply_move_comment(std::string_view text, XiangqiMove& move) {
  // Read as the writer would write it back (control characters as spaces), so that a comment
  // that would read as a score after a round trip reads as one now.
  const std::string written = pgn_comment_text(text);
  const std::string_view comment = written;
  if (plain_seconds(comment)) {
    double seconds = 0;
    const char* const end = comment.data() + comment.size();
    if (parse_fixed(comment.data(), end, seconds) != end || !std::isfinite(seconds) ||
        seconds > MAX_COMMENT_SECONDS)
      return false;
    move.time_ms = std::llround(seconds * 1000);
    return true;
  }
  const char* p = comment.data();
  const char* const end = p + comment.size();
  if (p != end && *p == '+') ++p;  // from_chars takes '-' but no '+'
  if (p != end && (*p == '+' || *p == ' ')) return false;
  double pawns = 0, seconds = 0;
  int depth = 0;
  const char* const score_end = parse_fixed(p, end, pawns);
  if (score_end == nullptr || score_end == end || *score_end != '/') return false;
  const auto depth_end = std::from_chars(score_end + 1, end, depth);
  if (depth_end.ec != std::errc() || depth < 0) return false;
  const bool timed = depth_end.ptr != end;
  if (timed) {
    if (*depth_end.ptr != ' ' || depth_end.ptr + 1 == end || depth_end.ptr[1] == '-') return false;
    if (parse_fixed(depth_end.ptr + 1, end, seconds) != end) return false;
  }
  if (!std::isfinite(pawns) || std::abs(pawns) > MAX_COMMENT_PAWNS || !std::isfinite(seconds) ||
      seconds > MAX_COMMENT_SECONDS)
    return false;
  move.score = static_cast<int>(std::lround(pawns * 100));
  move.depth = depth;
  if (timed) move.time_ms = std::llround(seconds * 1000);
  return true;
}

bool pgn_tag_from_game(std::string_view name) noexcept {
  static constexpr std::string_view COMPUTED[] = {"Red",       "White",       "Black",   "Result",
                                                  "WhiteType", "BlackType",   "Variant", "SetUp",
                                                  "FEN",       "Termination", "Format"};
  for (const std::string_view computed : COMPUTED)
    if (name == computed) return true;
  return false;
}

std::string pgn_time_control(std::int64_t base_ms, std::int64_t increment_ms) {
  if (base_ms <= 0) return "-";
  const auto seconds = [](std::int64_t ms) { return (ms + 500) / 1000; };
  std::string text = std::to_string(std::max<std::int64_t>(1, seconds(base_ms)));
  if (seconds(increment_ms) > 0) text += "+" + std::to_string(seconds(increment_ms));
  return text;
}

std::optional<std::pair<std::int64_t, std::int64_t>> parse_pgn_time_control(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text == "-") return std::pair<std::int64_t, std::int64_t>{0, 0};
  const std::size_t plus = text.find('+');
  const auto base = common::seconds_to_ms(text.substr(0, plus));
  if (!base || *base <= 0) return std::nullopt;
  std::int64_t increment = 0;
  if (plus != std::string_view::npos) {
    const auto inc = common::seconds_to_ms(text.substr(plus + 1));
    if (!inc) return std::nullopt;
    increment = *inc;
  }
  return std::pair<std::int64_t, std::int64_t>{*base, increment};
}

std::string pgn_player_name(const PgnGame& game, bool red) {
  // Xiangqi files name Red's player in a Red tag, Western tools in White; either will do.
  std::string name = game.tag(red ? "Red" : "Black");
  if (red && (name.empty() || name == "?")) name = game.tag("White");
  if (name.empty() || name == "?") name = "unknown";
  return name;
}

std::string PgnGame::tag(std::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return {};
}

std::string iccs_to_xboard(std::string_view iccs) {
  return convert(iccs, 0, 1);
}
std::string xboard_to_iccs(std::string_view xboard) {
  return convert(xboard, 1, 0);
}

std::vector<std::string> xiangqi_move_texts(const std::string& start_fen,
                                            const std::vector<XiangqiMove>& moves,
                                            xiangqi::Notation notation) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  if (notation == xiangqi::Notation::Iccs || notation == xiangqi::Notation::Xboard) {
    for (const XiangqiMove& m : moves)
      out.push_back(notation == xiangqi::Notation::Iccs ? m.move : iccs_to_xboard(m.move));
    return out;
  }
  xiangqi::Position pos;
  std::vector<xiangqi::StateInfo> states(moves.size() + 1);
  bool ok = pos.set(start_fen.empty() ? xiangqi::START_FEN : start_fen, &states[0]);
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const xiangqi::Move m = ok ? xiangqi::parse_move(pos, moves[ply].move, xiangqi::Notation::Iccs)
                               : xiangqi::Move::none();
    ok = bool(m);
    out.push_back(ok ? xiangqi::format_move(pos, m, notation) : moves[ply].move);
    if (ok) pos.do_move(m, states[ply + 1]);
  }
  return out;
}

std::vector<std::string> xiangqi_node_texts(const XiangqiTree& tree, xiangqi::Notation notation) {
  std::vector<std::string> out;
  tree.visit([&](XiangqiNodeId node, const xiangqi::Position& before) {
    if (out.size() <= static_cast<std::size_t>(node))
      out.resize(static_cast<std::size_t>(node) + 1);
    const std::string& iccs = tree.move(node).move;
    if (notation == xiangqi::Notation::Iccs)
      out[static_cast<std::size_t>(node)] = iccs;
    else if (notation == xiangqi::Notation::Xboard)
      out[static_cast<std::size_t>(node)] = iccs_to_xboard(iccs);
    else
      out[static_cast<std::size_t>(node)] =
          xiangqi::format_move(before, xiangqi::parse_iccs(iccs), notation);
  });
  return out;
}

std::string pgn_comment_text(std::string_view comment) {
  std::string out;
  out.reserve(comment.size());
  for (std::size_t i = 0; i < comment.size(); ++i) {
    const char c = comment[i];
    const bool control = static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t';
    out += c == '}' ? ')' : control ? ' ' : c;
    if (c == '\n' && i + 1 < comment.size() && comment[i + 1] == '[') out += ' ';
  }
  return out;
}

namespace {

// Collects PGN tokens into lines of at most 79 columns (a longer token stands alone). A
// variation's parentheses hug its first and last tokens, "(2. b0c2 ... 3. a0b0)", as players
// write them.
class TokenWriter {
 public:
  explicit TokenWriter(std::string& out) : out_(out) {}
  void emit(const std::string& token) {
    const bool comment = !token.empty() && token.front() == '{';
    if (open_) {
      open_ = false;
      emit("(" + token);
    } else {
      if (!line_.empty() && line_.size() + 1 + token.size() > 79) {
        out_ += line_;
        out_ += '\n';
        line_.clear();
      }
      if (!line_.empty()) line_ += ' ';
      line_ += token;
    }
    last_was_comment_ = comment;
  }
  void comment(const std::string& text) { emit(braced(pgn_comment_text(text))); }
  // A variation opens before the next token, or closes after the last one.
  void open_variation() { open_ = true; }
  void close_variation() {
    if (line_.empty() || line_.size() + 1 > 79) {
      emit(")");
    } else {
      line_ += ')';
    }
    last_was_comment_ = false;
  }
  bool last_was_comment() const noexcept { return last_was_comment_; }
  void finish() {
    out_ += line_;
    out_ += '\n';
  }

 private:
  std::string& out_;
  std::string line_;
  bool open_ = false;
  bool last_was_comment_ = false;
};

// The tokens of the line that starts at `first`: each move with its number where PGN wants one
// (Red's always, Black's at the start of a line, after a comment and after a variation), its engine
// and text comments, and after a main continuation the alternatives to it, each in parentheses.
// Walked with an explicit stack: a tree read from a file may nest variations deeper than a call
// stack.
void line_tokens(const XiangqiTree& tree, XiangqiNodeId first,
                 const std::vector<std::string>& texts, int first_seat, TokenWriter& out) {
  struct Frame {
    XiangqiNodeId at;
    bool numbered;         // Black's move number is due
    std::size_t next_alt;  // the next alternative to write after `at`; 0: `at` not written yet
    bool variation;        // the frame is a variation, closed by ')'
  };
  std::vector<Frame> stack{{first, true, 0, false}};
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next_alt == 0) {
      const XiangqiMove& m = tree.move(f.at);
      const std::int64_t ply = tree.depth(f.at) - 1;
      // A move number and its move are one token: a line break never parts them.
      std::string token;
      if (xiangqi_ply_seat(ply, first_seat) == 0 || f.numbered) {
        token = xiangqi_move_prefix(ply, first_seat);
        token += ' ';
      }
      token += texts[static_cast<std::size_t>(f.at)];
      out.emit(token);
      const std::string engine = move_comment(m);
      if (!engine.empty()) out.emit(engine);
      if (!m.comment.empty()) out.comment(m.comment);
      // After a comment Black's move is numbered again ("{...} 12... h9g7"), as PGN's export
      // format asks.
      f.numbered = !engine.empty() || !m.comment.empty();
      f.next_alt = 1;
    }
    const auto& siblings = tree.children(tree.parent(f.at));
    if (siblings.front() == f.at && f.next_alt < siblings.size()) {
      const XiangqiNodeId alt = siblings[f.next_alt++];
      f.numbered = true;  // the move after a variation is numbered again
      out.open_variation();
      stack.push_back({alt, true, 0, true});
      continue;
    }
    const XiangqiNodeId next = tree.main_child(f.at);
    if (next != XiangqiTree::NONE) {
      f.at = next;
      f.next_alt = 0;
      continue;
    }
    if (f.variation) out.close_variation();
    stack.pop_back();
  }
}

// The tag section of a stored game, up to and including the blank line before the moves.
std::string pgn_tags(const GameSummary& game, xiangqi::Notation notation) {
  const auto player = [&](std::size_t seat) {
    return seat < game.players.size() ? game.players[seat] : PlayerInfo{};
  };
  std::string out;
  const auto add_tag = [&](std::string_view name, const std::string& value) {
    out += '[';
    out += name;
    out += " \"" + escape(value) + "\"]\n";
  };
  // An imported game's roster tags are its file's, and unknown ("?") where the file gave none; a
  // game played here is named by its id, the program and the day it started.
  const bool imported = !game.source.empty();
  const auto stored = [&](const char* name, const std::string& otherwise) {
    for (const auto& [key, value] : game.tags)
      if (key == name) return value;
    return otherwise;
  };
  add_tag("Event", stored("Event", imported ? "?" : "gameai game " + std::to_string(game.id)));
  add_tag("Site", stored("Site", imported ? "?" : "gameai " + game.program_version));
  add_tag("Date",
          stored("Date", imported ? "????.??.??"
                                  : format_utc(game.started_at_ms, "%Y.%m.%d", "????.??.??")));
  add_tag("Round", stored("Round", imported ? "?" : "-"));
  // A side that changed hands is named by its players in order ("ai:4+human"); its type is the
  // one who held it at the end.
  const auto name = [&](int seat) {
    const std::string text = seat_players(game, seat);
    return text.empty() ? std::string("?") : text;
  };
  const auto type = [&](int seat) {
    PlayerInfo last = player(static_cast<std::size_t>(seat));
    for (const Stretch& s : game.stretches)
      if (s.seat == seat && s.steps > 0) last = s.player;
    return last.kind == PlayerInfo::Kind::Human ? "human" : "program";
  };
  // Red and Black, as xiangqi files (XQStudio, the master games) name the sides; White beside
  // Red for Western PGN tools, which know only the chess roster.
  add_tag("Red", name(0));
  add_tag("White", name(0));
  add_tag("Black", name(1));
  add_tag("Result", pgn_result(game));
  for (const auto& [key, value] : game.tags) {
    const bool roster = key == "Event" || key == "Site" || key == "Date" || key == "Round";
    if (!roster && !pgn_tag_from_game(key)) add_tag(key, value);
  }
  add_tag("WhiteType", type(0));
  add_tag("BlackType", type(1));
  add_tag("Variant", "xiangqi");
  if (!game.start_fen.empty() && game.start_fen != xiangqi::START_FEN) {
    add_tag("SetUp", "1");
    add_tag("FEN", game.start_fen);
  }
  if (!game.reason.empty()) add_tag("Termination", game.reason);
  if (notation == xiangqi::Notation::Iccs) add_tag("Format", "ICCS");
  if (notation == xiangqi::Notation::Wxf) add_tag("Format", "WXF");
  if (notation == xiangqi::Notation::Chinese) add_tag("Format", "Chinese");
  out += '\n';
  return out;
}

// How a game ends: the reason as a comment before a result, then the result. A result with no
// reason after a comment gets an empty comment first, so that a reader does not take the
// comment for how the game ended.
void game_end(const GameSummary& game, TokenWriter& out) {
  const std::string result = pgn_result(game);
  if (result != "*" && !game.reason.empty()) {
    // One line: how a game ended is read back from the comment and compared with the
    // Termination tag, which holds no line breaks.
    std::string reason = game.reason;
    for (char& c : reason)
      if (c == '\n' || c == '\t') c = ' ';
    out.comment(reason);
  } else if (result != "*" && out.last_was_comment())
    out.emit("{}");
  out.emit(result);
  out.finish();
}

}  // namespace

std::string pgn_line_text(const XiangqiTree& tree, XiangqiNodeId first,
                          const std::vector<std::string>& texts) {
  std::string out;
  TokenWriter writer(out);
  const int first_seat = xiangqi_first_seat(tree.start_position());
  line_tokens(tree, first, texts, first_seat, writer);
  writer.finish();
  // One line: the writer's breaks become spaces.
  out.pop_back();
  for (char& c : out)
    if (c == '\n') c = ' ';
  return out;
}

std::string write_pgn(const GameSummary& game, const XiangqiTree& tree,
                      xiangqi::Notation notation) {
  std::string out = pgn_tags(game, notation);
  TokenWriter writer(out);
  if (!tree.comment(XiangqiTree::ROOT).empty()) writer.comment(tree.comment(XiangqiTree::ROOT));
  if (const XiangqiNodeId first = tree.main_child(XiangqiTree::ROOT); first != XiangqiTree::NONE)
    line_tokens(tree, first, xiangqi_node_texts(tree, notation),
                xiangqi_first_seat(tree.start_position()), writer);
  game_end(game, writer);
  out += '\n';
  return out;
}

std::string write_pgn(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                      xiangqi::Notation notation) {
  try {
    return write_pgn(game, XiangqiTree::from_moves(game.start_fen, moves), notation);
  } catch (const RecordsError&) {
    // A damaged record: written as far as it replays, the rest in ICCS.
  }
  std::string out = pgn_tags(game, notation);
  TokenWriter writer(out);
  const std::vector<std::string> texts = xiangqi_move_texts(game.start_fen, moves, notation);
  const int first_seat = xiangqi_first_seat(game.start_fen);
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const auto index = static_cast<std::int64_t>(ply);
    std::string token;
    if (xiangqi_ply_seat(index, first_seat) == 0 || ply == 0) {
      token = xiangqi_move_prefix(index, first_seat);
      token += ' ';
    }
    token += texts[ply];
    writer.emit(token);
    const std::string comment = move_comment(moves[ply]);
    if (!comment.empty()) writer.emit(comment);
    if (!moves[ply].comment.empty()) writer.comment(moves[ply].comment);
  }
  game_end(game, writer);
  out += '\n';
  return out;
}

namespace {

// Whether a '[' at text[at] begins a tag: a name, then a quoted value on the same line.
bool looks_like_tag(std::string_view text, std::size_t at) {
  std::size_t i = at + 1;
  std::size_t name = 0;
  while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) {
    ++i;
    ++name;
  }
  while (i < text.size() && text[i] == ' ') ++i;
  return name > 0 && i < text.size() && text[i] == '"';
}

// The offset of the first line after `from` (and before `until`) that starts with a tag, or npos.
std::size_t next_tag_line(std::string_view text, std::size_t from, std::size_t until) {
  for (std::size_t at = text.find("\n[", from); at != std::string_view::npos && at < until;
       at = text.find("\n[", at + 1))
    if (looks_like_tag(text, at + 1)) return at + 1;
  return std::string_view::npos;
}

int count_lines(std::string_view text) {
  return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// Reads the games of a PGN text; see read_pgn.
class PgnReader {
 public:
  PgnReader(std::string_view text, const std::string& source) : text_(text), source_(source) {}

  std::vector<PgnGame> read() {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;  // a UTF-8 byte order mark
    while (i_ < text_.size()) step();
    if (in_game_) {
      if (levels_.size() > 1) unclosed_variation();
      if (!game_.move_texts.empty() || !game_.tags.empty() || !game_.error.empty()) end_game("*");
    }
    return std::move(games_);
  }

 private:
  // One level of variation nesting: the main line, or a variation in parentheses.
  struct Level {
    int last = -1;  // the last move read at this level; -1: none yet
    int base = -1;  // the move before this level's first move (-1: the start position)
    bool variation = false;
    int opened = 0;                    // the line of its '('
    std::vector<std::string> pending;  // comments before its first move
  };

  void fail(const std::string& what, int line) {
    start_game();
    if (game_.error.empty())
      game_.error = source_ + ":" + std::to_string(line) + ": " + what + " (game from line " +
                    std::to_string(game_.first_line) + ")";
  }

  void start_game() {
    if (in_game_) return;
    game_ = PgnGame{};
    game_.first_line = line_;
    in_game_ = true;
    levels_.assign(1, Level{});
    candidate_ = {};
    number_ply_ = -1;
    first_seat_ = 0;
  }

  void end_game(const std::string& result) {
    game_.result = result;
    // The comment right before a result says how the game ended, unless the Termination tag says
    // otherwise or it is an engine's score.
    if (result != "*" && candidate_.comments != nullptr) {
      std::vector<std::string>& comments = *candidate_.comments;
      const std::string& text = comments.back();
      const std::string tag = game_.tag("Termination");
      XiangqiMove probe;
      if (!apply_move_comment(text, probe) &&
          (tag.empty() || pgn_comment_text(tag) == pgn_comment_text(text))) {
        game_.termination = text;
        comments.pop_back();
      }
    }
    if (game_.error.empty()) resolve_pgn_moves(game_, source_);
    games_.push_back(std::move(game_));
    game_ = PgnGame{};
    in_game_ = false;
    levels_.clear();
    candidate_ = {};
  }

  void unclosed_variation() {
    fail("the variation opened at line " + std::to_string(levels_.back().opened) +
             " is not closed (a ')' is missing)",
         levels_.back().opened);
    levels_.resize(1);
  }

  // Adds a comment where it belongs: after the last move of the current level, before the first
  // move of a variation, or before the game's first move.
  void add_comment(std::string comment) {
    Level& level = levels_.back();
    std::vector<std::string>* target = nullptr;
    if (level.last >= 0)
      target = &game_.move_texts[static_cast<std::size_t>(level.last)].comments;
    else if (level.variation)
      target = &level.pending;
    else
      target = &game_.start_comments;
    target->push_back(std::move(comment));
    candidate_ = {levels_.size() == 1 ? target : nullptr};
  }

  void add_move(std::string token) {
    Level& level = levels_.back();
    PgnMoveText move{std::move(token), line_, {}, level.last, false};
    if (level.last < 0) {
      move.parent = level.base;
      move.variation = level.variation;
      // "2. 马八进七" in a variation after Black's second move: an alternative to Red's second.
      const int natural = depth_of(level.base);
      if (level.variation && number_ply_ >= 0 && number_ply_ < natural) {
        int at = level.base;
        for (int d = natural; d > number_ply_; --d)
          at = game_.move_texts[static_cast<std::size_t>(at)].parent;
        move.parent = at;
      }
      move.comments = std::move(level.pending);
      level.pending.clear();
    }
    level.last = static_cast<int>(game_.move_texts.size());
    depths_.resize(game_.move_texts.size() + 1);
    depths_.back() = depth_of(move.parent) + 1;
    game_.move_texts.push_back(std::move(move));
    number_ply_ = -1;
    candidate_ = {};
  }

  int depth_of(int index) const { return index < 0 ? 0 : depths_[static_cast<std::size_t>(index)]; }

  void step() {
    const char c = text_[i_];
    if (c == '\n') {
      ++line_;
      ++i_;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i_;
    } else if (text_.substr(i_, 3) == "\u3000") {  // the ideographic space of Chinese files
      i_ += 3;
    } else if (c == '%' && (i_ == 0 || text_[i_ - 1] == '\n')) {
      while (i_ < text_.size() && text_[i_] != '\n') ++i_;  // an escape line
    } else if (c == ';') {
      start_game();
      std::size_t end = text_.find('\n', i_);
      if (end == std::string_view::npos) end = text_.size();
      std::string comment(text_.substr(i_ + 1, end - i_ - 1));
      if (!comment.empty() && comment.back() == '\r') comment.pop_back();
      add_comment(std::move(comment));
      i_ = end;
    } else if (c == '[') {
      tag();
    } else if (c == '{') {
      brace_comment();
    } else if (c == '(') {
      start_game();
      Level& level = levels_.back();
      Level variation;
      variation.base = level.last >= 0
                           ? game_.move_texts[static_cast<std::size_t>(level.last)].parent
                           : level.base;
      variation.variation = true;
      variation.opened = line_;
      levels_.push_back(std::move(variation));
      candidate_ = {};
      number_ply_ = -1;
      ++i_;
    } else if (c == ')') {
      start_game();
      if (levels_.size() > 1)
        levels_.pop_back();
      else
        fail("a ')' that closes no variation", line_);
      candidate_ = {};
      ++i_;
    } else {
      token();
    }
  }

  void tag() {
    if (in_game_ && levels_.size() > 1) unclosed_variation();
    if (in_game_ && (!game_.move_texts.empty() || !game_.start_comments.empty()))
      end_game("*");  // no result: next game
    start_game();
    // [Name "value"] on one line; the value may hold ']' and escaped quotes (\").
    const std::size_t newline = text_.find('\n', i_);
    const std::size_t line_end = newline == std::string_view::npos ? text_.size() : newline;
    const std::string_view tag_line = text_.substr(i_, line_end - i_);
    const auto skip_line = [&](const char* what) {
      fail(what, line_);
      i_ = line_end;
    };
    const std::size_t quote = tag_line.find('"');
    if (tag_line.find(']') == std::string_view::npos)
      return skip_line("a tag without its closing ']'");
    if (quote == std::string_view::npos || quote > tag_line.find(']'))
      return skip_line("a tag without a quoted value");
    std::string value;
    std::size_t k = quote + 1;
    for (; k < tag_line.size() && tag_line[k] != '"'; ++k) {
      if (tag_line[k] == '\\' && k + 1 < tag_line.size()) ++k;
      value += tag_line[k];
    }
    if (k == tag_line.size()) return skip_line("a tag without a quoted value");
    const std::size_t close = tag_line.find(']', k + 1);
    if (close == std::string_view::npos) return skip_line("a tag without its closing ']'");
    std::string name(tag_line.substr(1, quote - 1));
    while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back()))) name.pop_back();
    if (name.empty()) return skip_line("a tag without a name");
    for (const char ch : name)
      if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
        return skip_line("a tag name with a control character (a tag name is one word of letters)");
    if (name == "FEN") first_seat_ = xiangqi_first_seat(value);
    game_.tags.emplace_back(std::move(name), std::move(value));
    i_ += close + 1;
  }

  void brace_comment() {
    start_game();
    const int opened = line_;
    const std::size_t end = text_.find('}', i_);
    // A comment that runs into the next game's tags (or to the end) was never closed: it ends
    // its game with an error, and reading goes on at the tags.
    const std::size_t tags =
        next_tag_line(text_, i_, end == std::string_view::npos ? text_.size() : end);
    if (end == std::string_view::npos || tags != std::string_view::npos) {
      const std::size_t resume = tags == std::string_view::npos ? text_.size() : tags;
      line_ += count_lines(text_.substr(i_, resume - i_));
      i_ = resume;
      fail("the comment opened at line " + std::to_string(opened) +
               " is not closed (a '}' is missing)",
           opened);
      levels_.resize(1);
      end_game("*");
      return;
    }
    const std::string_view comment = text_.substr(i_ + 1, end - i_ - 1);
    line_ += count_lines(comment);
    add_comment(std::string(comment));
    i_ = end + 1;
  }

  void token() {
    start_game();
    std::size_t end = i_;
    while (end < text_.size() && !std::isspace(static_cast<unsigned char>(text_[end])) &&
           text_[end] != '{' && text_[end] != '(' && text_[end] != ')' && text_[end] != '[' &&
           text_[end] != ';' && text_.substr(end, 3) != "\u3000")
      ++end;
    std::string token(text_.substr(i_, end - i_));
    i_ = end;
    if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
      if (levels_.size() == 1) end_game(token);  // inside a variation: says nothing of the game
      return;
    }
    if (token[0] == '$') return;  // NAG
    if (token.find_first_not_of('.') == std::string::npos) {
      if (number_ply_ >= 0 && (number_ply_ + first_seat_) % 2 == 0) ++number_ply_;  // "12 ..."
      return;
    }
    // Move numbers "12." / "12..." (possibly glued to the move: "12.h3e3").
    std::size_t digits = 0;
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
      ++digits;
    if (digits > 0 && digits < token.size() && token[digits] == '.') {
      const std::size_t move_start = token.find_first_not_of('.', digits);
      const bool black =
          token.compare(digits, 3, "...") == 0 || token.compare(digits, 2, "..") == 0;
      long number = 0;
      std::from_chars(token.data(), token.data() + digits, number);
      const long ply = (number - 1) * 2 + (black ? 1 : 0) - first_seat_;
      number_ply_ = number >= 1 && number < 100000 && ply >= 0 ? static_cast<int>(ply) : -1;
      if (move_start == std::string::npos) return;
      token.erase(0, move_start);
    }
    add_move(std::move(token));
  }

  std::string_view text_;
  const std::string& source_;
  std::size_t i_ = 0;
  int line_ = 1;
  std::vector<PgnGame> games_;
  PgnGame game_;
  bool in_game_ = false;
  std::vector<Level> levels_;
  std::vector<int> depths_;  // per move text of the current game: its ply count from the start
  // The comment a result right after it would take for how the game ended (main line only).
  struct {
    std::vector<std::string>* comments = nullptr;
  } candidate_;
  int number_ply_ = -1;  // the ply the last move number named (from 0), for the next move
  int first_seat_ = 0;
};

}  // namespace

std::vector<PgnGame> read_pgn(std::string_view text, const std::string& source) {
  return PgnReader(text, source).read();
}

}  // namespace gameai::game_files

#include "records/xiangqi_pgn.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <ctime>

#include "records/error.hpp"
#include "records/xiangqi_import.hpp"
#include "records/xiangqi_recorder.hpp"
#include "records/xiangqi_replay.hpp"
#include "xiangqi/position.hpp"

namespace gameai::records {
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

// Text inside a {comment}: a '}' would end it early, a line break would split the move text.
std::string comment_text(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '}' ? ')' : static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
  return out;
}

// A {comment} as the move text holds it.
std::string braced(const std::string& text) {
  std::string out = "{";
  out += comment_text(text);
  out += '}';
  return out;
}

std::string pgn_result(const GameSummary& game) {
  return std::string(xiangqi::result_score(xiangqi_result(game)));
}

// The move comment XBoard writes for engine moves: score in pawns from the mover's side, depth,
// time in seconds.
std::string move_comment(const XiangqiMove& move) {
  if (!move.score && !move.depth && move.time_ms == 0) return {};
  char text[64];
  const double pawns = move.score ? *move.score / 100.0 : 0.0;
  if (move.score || move.depth)
    std::snprintf(text, sizeof text, "{%+.2f/%d %.2f}", pawns, move.depth.value_or(0),
                  static_cast<double>(move.time_ms) / 1000.0);
  else
    std::snprintf(text, sizeof text, "{%.2f}", static_cast<double>(move.time_ms) / 1000.0);
  return text;
}

}  // namespace

// Reads "{+0.30/9 0.12}" (score in pawns / depth, then seconds, which may be left out) back into
// score, depth and time. A comment that holds anything more or less, or numbers out of range, is
// text (a termination, an annotation), not engine output, and changes nothing.
bool apply_move_comment(std::string_view comment, XiangqiMove& move) {
  const char* p = comment.data();
  const char* const end = p + comment.size();
  if (p != end && *p == '+') ++p;  // from_chars takes '-' but no '+'
  if (p != end && (*p == '+' || *p == ' ')) return false;
  double pawns = 0, seconds = 0;
  int depth = 0;
  const auto score_end = std::from_chars(p, end, pawns, std::chars_format::fixed);
  if (score_end.ec != std::errc() || score_end.ptr == end || *score_end.ptr != '/') return false;
  const auto depth_end = std::from_chars(score_end.ptr + 1, end, depth);
  if (depth_end.ec != std::errc() || depth < 0) return false;
  const bool timed = depth_end.ptr != end;
  if (timed) {
    if (*depth_end.ptr != ' ' || depth_end.ptr + 1 == end || depth_end.ptr[1] == '-') return false;
    const auto time_end =
        std::from_chars(depth_end.ptr + 1, end, seconds, std::chars_format::fixed);
    if (time_end.ec != std::errc() || time_end.ptr != end) return false;
  }
  if (!std::isfinite(pawns) || std::abs(pawns) > MAX_COMMENT_PAWNS || !std::isfinite(seconds) ||
      seconds > MAX_COMMENT_SECONDS)
    return false;
  move.score = static_cast<int>(std::lround(pawns * 100));
  move.depth = depth;
  if (timed) move.time_ms = std::llround(seconds * 1000);
  return true;
}

namespace {

PlayerInfo player_from_tags(const PgnGame& game, const char* name_tag, const char* type_tag) {
  const std::string name = pgn_player_name(game, std::string_view(name_tag) == "White");
  const bool program = game.tag(type_tag) == "program";
  return {program ? PlayerInfo::Kind::Engine : PlayerInfo::Kind::Human, name,
          R"({"source":")" + game.format + R"("})"};
}

bool is_result(std::string_view text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2";
}

}  // namespace

bool pgn_tag_from_game(std::string_view name) noexcept {
  static constexpr std::string_view COMPUTED[] = {"White",       "Black",   "Result", "WhiteType",
                                                  "BlackType",   "Variant", "SetUp",  "FEN",
                                                  "Termination", "Format"};
  for (const std::string_view computed : COMPUTED)
    if (name == computed) return true;
  return false;
}

std::string pgn_player_name(const PgnGame& game, bool red) {
  std::string name = game.tag(red ? "White" : "Black");
  if (red && (name.empty() || name == "?")) name = game.tag("Red");  // Chinese files' tag
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

std::string write_pgn(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                      xiangqi::Notation notation) {
  const auto player = [&](std::size_t seat) {
    return seat < game.players.size() ? game.players[seat] : PlayerInfo{};
  };
  const std::string result = pgn_result(game);
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
  add_tag("White", name(0));
  add_tag("Black", name(1));
  add_tag("Result", result);
  for (const auto& [key, value] : game.tags) {
    const bool roster = key == "Event" || key == "Site" || key == "Date" || key == "Round";
    if (!roster && !pgn_tag_from_game(key)) add_tag(key, value);
  }
  add_tag("WhiteType", type(0));
  add_tag("BlackType", type(1));
  add_tag("Variant", "xiangqi");
  if (!game.start_fen.empty() && game.start_fen != XIANGQI_START_FEN) {
    add_tag("SetUp", "1");
    add_tag("FEN", game.start_fen);
  }
  if (!game.reason.empty()) add_tag("Termination", game.reason);
  if (notation == xiangqi::Notation::Iccs) add_tag("Format", "ICCS");
  if (notation == xiangqi::Notation::Wxf) add_tag("Format", "WXF");
  if (notation == xiangqi::Notation::Chinese) add_tag("Format", "Chinese");
  out += '\n';
  const std::vector<std::string> texts = xiangqi_move_texts(game.start_fen, moves, notation);
  // Black to move first in a set-up position numbers its first move "1...".
  const bool black_first =
      !game.start_fen.empty() && game.start_fen.find(" b") != std::string::npos;
  std::string line;
  const auto emit = [&](const std::string& token) {
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + token;
  };
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const std::size_t index = ply + (black_first ? 1 : 0);
    if (index % 2 == 0)
      emit(std::to_string(index / 2 + 1) + ".");
    else if (ply == 0)
      emit("1...");
    emit(texts[ply]);
    const std::string comment = move_comment(moves[ply]);
    if (!comment.empty()) emit(comment);
    if (!moves[ply].comment.empty()) emit(braced(moves[ply].comment));
  }
  if (!game.reason.empty() && result != "*") emit(braced(game.reason));
  emit(result);
  out += line + "\n\n";
  return out;
}

std::vector<PgnGame> read_pgn(std::string_view text, const std::string& source) {
  std::vector<PgnGame> games;
  PgnGame current;
  bool in_game = false;
  int line = 1;
  std::string last_comment;
  const auto fail = [&](const std::string& what) {
    throw RecordsError(ErrorKind::Invalid, source + ":" + std::to_string(line) + ": " + what);
  };
  const auto start_game = [&] {
    if (!in_game) {
      current = PgnGame{};
      current.first_line = line;
      in_game = true;
    }
  };
  const auto end_game = [&](const std::string& result) {
    current.result = result;
    current.termination = last_comment;
    resolve_pgn_moves(current, source);
    games.push_back(std::move(current));
    current = PgnGame{};
    in_game = false;
    last_comment.clear();
  };
  const auto add_comment = [&](std::string_view comment) {
    const std::size_t index = current.move_texts.size();
    if (current.comments.size() <= index) current.comments.resize(index + 1);
    std::string& slot = current.comments[index];
    if (!slot.empty()) slot += ' ';
    slot += comment;
    if (index > 0) current.move_texts.back().comment = std::string(comment);
  };
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;  // a UTF-8 byte order mark
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\n') {
      ++line;
      ++i;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (text.substr(i, 3) == "\u3000") {  // the ideographic space of Chinese files
      i += 3;
    } else if ((c == '%' && (i == 0 || text[i - 1] == '\n')) || c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;  // an escape line or a line comment
    } else if (c == '[') {
      if (in_game && !current.move_texts.empty()) end_game("*");  // no result: next game
      start_game();
      // [Name "value"] on one line; the value may hold ']' and escaped quotes (\").
      const std::size_t newline = text.find('\n', i);
      const std::size_t line_end = newline == std::string_view::npos ? text.size() : newline;
      const std::string_view tag_line = text.substr(i, line_end - i);
      if (tag_line.find(']') == std::string_view::npos) fail("a tag without its closing ']'");
      const std::size_t quote = tag_line.find('"');
      if (quote == std::string_view::npos || quote > tag_line.find(']'))
        fail("a tag without a quoted value");
      std::string value;
      std::size_t k = quote + 1;
      for (; k < tag_line.size() && tag_line[k] != '"'; ++k) {
        if (tag_line[k] == '\\' && k + 1 < tag_line.size()) ++k;
        value += tag_line[k];
      }
      if (k == tag_line.size()) fail("a tag without a quoted value");
      const std::size_t close = tag_line.find(']', k + 1);
      if (close == std::string_view::npos) fail("a tag without its closing ']'");
      std::string name(tag_line.substr(1, quote - 1));
      while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
        name.pop_back();
      if (name.empty()) fail("a tag without a name");
      for (const char ch : name)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
          fail("a tag name with a control character (a tag name is one word of letters)");
      const std::size_t end = i + close;
      current.tags.emplace_back(std::move(name), std::move(value));
      i = end + 1;
    } else if (c == '{') {
      start_game();
      const std::size_t end = text.find('}', i);
      if (end == std::string_view::npos) fail("a comment without its closing '}'");
      const std::string_view comment = text.substr(i + 1, end - i - 1);
      for (char k : comment) line += k == '\n';
      last_comment = std::string(comment);
      add_comment(comment);
      i = end + 1;
    } else if (c == '(') {
      start_game();
      int depth = 0;
      for (; i < text.size(); ++i) {
        if (text[i] == '\n') ++line;
        if (text[i] == '(') ++depth;
        if (text[i] == ')' && --depth == 0) break;
      }
      if (depth != 0) fail("a variation without its closing ')'");
      ++i;
    } else {
      start_game();
      std::size_t end = i;
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
             text[end] != '{' && text[end] != '(' && text[end] != '[' && text[end] != ';' &&
             text.substr(end, 3) != "\u3000")
        ++end;
      std::string token(text.substr(i, end - i));
      i = end;
      if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") {
        end_game(token);
        continue;
      }
      if (token[0] == '$') continue;  // NAG
      // Move numbers "12." / "12..." (possibly glued to the move: "12.h3e3").
      std::size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        const std::size_t move_start = token.find_first_not_of('.', digits);
        if (move_start == std::string::npos) continue;
        token.erase(0, move_start);
      }
      last_comment.clear();
      current.move_texts.push_back({std::move(token), line, {}});
    }
  }
  // A last game without a result token is kept as unfinished ("*").
  if (in_game && (!current.move_texts.empty() || !current.tags.empty())) end_game("*");
  return games;
}

std::int64_t import_pgn_game(Store& store, const PgnGame& game, const std::string& source) {
  if (!game.error.empty()) throw RecordsError(ErrorKind::Invalid, game.error);
  const std::string variant = game.tag("Variant");
  if (!variant.empty() && variant != "xiangqi" && variant != "Xiangqi")
    throw RecordsError(ErrorKind::Invalid, source + ":" + std::to_string(game.first_line) +
                                               ": variant '" + variant +
                                               "' is not xiangqi; only xiangqi games are imported");
  XiangqiSetup setup;
  setup.start_fen = game.tag("FEN");
  setup.red = player_from_tags(game, "White", "WhiteType");
  setup.black = player_from_tags(game, "Black", "BlackType");
  setup.source = game.format;
  for (const auto& [name, value] : game.tags)
    if (!pgn_tag_from_game(name)) setup.tags.emplace_back(name, value);
  XiangqiReplayResult replay;
  try {
    replay = replay_xiangqi(setup.start_fen, game.moves);
  } catch (const RecordsError& e) {
    throw RecordsError(ErrorKind::Invalid, source + ":" + std::to_string(game.first_line) +
                                               ": game not imported: " + e.what());
  }
  XiangqiRecorder recorder(store, setup,
                           {.batch_size = game.moves.size() + 1, .max_interval_ms = 60'000});
  for (const XiangqiMove& move : game.moves) recorder.add_move(move);
  // Files often end the moves without a result, or with "*", and give it in the Result tag.
  const std::string text = is_result(game.result) ? game.result : game.tag("Result");
  if (!is_result(text)) return recorder.game_id();
  const xiangqi::Result result = text == "1-0"   ? xiangqi::Result::RedWins
                                 : text == "0-1" ? xiangqi::Result::BlackWins
                                                 : xiangqi::Result::Draw;
  std::string reason = game.tag("Termination");
  if (reason.empty()) reason = game.termination;
  recorder.finish(result, reason, replay.final_fen);
  return recorder.game_id();
}

}  // namespace gameai::records

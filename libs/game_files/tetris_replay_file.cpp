#include "game_files/tetris_replay_file.hpp"

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>

namespace gameai::game_files {
namespace {

using nlohmann::json;

constexpr std::uint64_t LOW_32 = 0xffffffffull;
constexpr std::string_view SPIN_NAMES[] = {"none", "mini", "full"};
constexpr std::string_view ENDS[] = {"finished", "topped_out"};
constexpr std::string_view PLAYER_KINDS[] = {"human", "ai", "engine"};
constexpr std::string_view MODES[] = {"endless", "marathon", "sprint", "ultra", "dig", "zen"};
constexpr std::string_view VERSUS_MODE = "versus";
constexpr std::string_view SIDES[] = {"left", "right"};
// Garbage rows laid under the field may fill at most this share of it.
constexpr int MAX_CHEESE_ROWS = 40;

template <std::size_t N>
bool one_of(std::string_view value, const std::string_view (&names)[N]) {
  return std::find(std::begin(names), std::end(names), value) != std::end(names);
}

template <std::size_t N>
std::string list(const std::string_view (&names)[N]) {
  std::string out;
  for (std::string_view n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

// Reads the fields of one JSON object, remembering the first problem; every getter leaves its
// default when the field is absent and not required.
class Fields {
 public:
  Fields(const json& object, std::string where, std::string& error)
      : object_(object), where_(std::move(where)), error_(error) {}

  const json* find(const char* name, bool required) {
    const auto it = object_.find(name);
    if (it == object_.end()) {
      if (required) fail(std::string("\"") + name + "\" is missing");
      return nullptr;
    }
    return &*it;
  }
  void fail(const std::string& what) {
    if (error_.empty()) error_ = where_ + what;
  }

  template <typename T>
  T integer(const char* name, T fallback, std::int64_t lo, std::int64_t hi, bool required) {
    const json* v = find(name, required);
    if (!v) return fallback;
    if (!v->is_number_integer()) {
      fail(std::string("\"") + name + "\" must be a whole number");
      return fallback;
    }
    if (v->is_number_unsigned() ? v->get<std::uint64_t>() > static_cast<std::uint64_t>(hi)
                                : v->get<std::int64_t>() < lo || v->get<std::int64_t>() > hi) {
      fail(std::string("\"") + name + "\" must be from " + std::to_string(lo) + " to " +
           std::to_string(hi));
      return fallback;
    }
    return static_cast<T>(v->get<std::int64_t>());
  }
  std::uint64_t unsigned_integer(const char* name, bool required) {
    const json* v = find(name, required);
    if (!v) return 0;
    if (!v->is_number_integer() || (!v->is_number_unsigned() && v->get<std::int64_t>() < 0)) {
      fail(std::string("\"") + name + "\" must be a whole number from 0");
      return 0;
    }
    return v->get<std::uint64_t>();
  }
  std::string text(const char* name, std::string fallback, bool required) {
    const json* v = find(name, required);
    if (!v) return fallback;
    if (!v->is_string()) {
      fail(std::string("\"") + name + "\" must be a string");
      return fallback;
    }
    return v->get<std::string>();
  }
  bool flag(const char* name) {
    const json* v = find(name, false);
    if (!v) return false;
    if (!v->is_boolean()) {
      fail(std::string("\"") + name + "\" must be true or false");
      return false;
    }
    return v->get<bool>();
  }

 private:
  const json& object_;
  std::string where_;
  std::string& error_;
};

// Written in the order of the format's description (ordered_json keeps it).
nlohmann::ordered_json step_json(const TetrisRunStep& s) {
  const tetris::StepRecord& r = s.record;
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  out["piece"] = std::string(1, tetris::piece_char(r.placement.piece));
  out["rotation"] = std::string(tetris::rotation_name(r.placement.rotation));
  out["x"] = r.placement.column;
  out["y"] = r.placement.row;
  if (r.spin != tetris::Spin::None) out["spin"] = SPIN_NAMES[static_cast<int>(r.spin)];
  if (r.held) out["hold"] = true;
  out["lines"] = r.lines;
  if (r.soft_rows != 0) out["soft"] = r.soft_rows;
  if (r.hard_rows != 0) out["hard"] = r.hard_rows;
  out["score"] = s.score_after;
  out["hash"] = r.board_hash & LOW_32;
  return out;
}

std::optional<TetrisRunStep> read_step(const json& v, std::size_t index, std::string& error) {
  const std::string where = "step " + std::to_string(index + 1) + ": ";
  if (!v.is_object()) {
    error = where + "must be an object {\"piece\", \"rotation\", \"x\", \"y\", ...}";
    return std::nullopt;
  }
  Fields f(v, where, error);
  TetrisRunStep s;
  tetris::StepRecord& r = s.record;
  const std::string piece = f.text("piece", "", true);
  const std::string rotation = f.text("rotation", "", true);
  if (error.empty()) {
    const auto p = piece.size() == 1 ? tetris::piece_from_char(piece[0]) : std::nullopt;
    if (!p)
      f.fail("\"piece\" must be one of I, O, T, S, Z, J, L, not \"" + piece + "\"");
    else
      r.placement.piece = *p;
    bool found = false;
    for (int i = 0; i < tetris::ROTATION_COUNT; ++i) {
      if (tetris::rotation_name(tetris::rotation_from_int(i)) == rotation) {
        r.placement.rotation = tetris::rotation_from_int(i);
        found = true;
      }
    }
    if (!found) f.fail("\"rotation\" must be one of 0, R, 2, L, not \"" + rotation + "\"");
  }
  r.placement.column = f.integer<std::int8_t>("x", 0, -4, 40, true);
  r.placement.row = f.integer<std::int8_t>("y", 0, -4, 80, true);
  const std::string spin = f.text("spin", "none", false);
  if (!one_of(spin, SPIN_NAMES))
    f.fail("\"spin\" must be one of " + list(SPIN_NAMES) + ", not \"" + spin + "\"");
  else
    r.spin = static_cast<tetris::Spin>(
        std::find(std::begin(SPIN_NAMES), std::end(SPIN_NAMES), spin) - std::begin(SPIN_NAMES));
  r.held = f.flag("hold");
  r.lines = f.integer<int>("lines", 0, 0, 4, true);
  r.soft_rows = f.integer<int>("soft", 0, 0, tetris::MAX_DROP_ROWS, false);
  r.hard_rows = f.integer<int>("hard", 0, 0, tetris::MAX_DROP_ROWS, false);
  s.score_after = f.integer<std::int64_t>("score", 0, 0, INT64_MAX, true);
  r.board_hash = f.integer<std::uint64_t>("hash", 0, 0, static_cast<std::int64_t>(LOW_32), true);
  if (!error.empty()) return std::nullopt;
  return s;
}

void read_result(const json& v, TetrisRunFile& run, std::string& error) {
  if (!v.is_object()) {
    error = "\"result\" must be an object";
    return;
  }
  Fields f(v, "result: ", error);
  TetrisRunFigures r;
  r.end = f.text("end", "finished", true);
  if (error.empty() && !one_of(r.end, ENDS))
    f.fail("\"end\" must be one of " + list(ENDS) + ", not \"" + r.end + "\"");
  r.counts = f.flag("counts");
  r.time_ms = f.integer<std::int64_t>("time_ms", 0, 0, INT64_MAX, true);
  r.pieces = f.integer<std::int64_t>("pieces", 0, 0, INT64_MAX, true);
  r.keys = f.integer<std::int64_t>("keys", 0, 0, INT64_MAX, false);
  r.lines = f.integer<std::int64_t>("lines", 0, 0, INT64_MAX, true);
  r.score = f.integer<std::int64_t>("score", 0, 0, INT64_MAX, true);
  r.level = f.integer<int>("level", 1, 1, 1000, false);
  run.result = r;
}

// Whether JSON `text` leaves an object or a list open at its end (strings skipped): a file cut
// short, even where what is left ends in a brace.
bool open_at_end(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return in_string || depth > 0;
}

// The JSON of a run or versus file and its version, once its format and version are known to be
// ours; nullopt with `error` set otherwise.
std::optional<json> read_document(std::string_view text, std::string& error) {
  std::size_t end = text.find_last_not_of(" \t\r\n");
  if (end == std::string_view::npos) {
    error = "the file is empty; a Tetris run file is JSON beginning {\"format\": \"" +
            std::string(TETRIS_RUN_FORMAT) + "\"";
    return std::nullopt;
  }
  const json doc = json::parse(text.begin(), text.end(), nullptr, false);
  if (doc.is_discarded()) {
    const std::size_t start = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (start != std::string_view::npos && text[start] == '{' &&
        (text[end] != '}' || open_at_end(text.substr(start))))
      error =
          "the file is cut short: its JSON ends before the run does (a download that did not "
          "finish?)";
    else
      error = "not a Tetris run file: it is not JSON (a run file begins {\"format\": \"" +
              std::string(TETRIS_RUN_FORMAT) + "\"";
    return std::nullopt;
  }
  if (!doc.is_object() || !doc.contains("format") || doc["format"] != TETRIS_RUN_FORMAT) {
    error =
        "not a Tetris run file: its \"format\" is not \"" + std::string(TETRIS_RUN_FORMAT) + "\"";
    return std::nullopt;
  }
  Fields f(doc, "", error);
  const int version = f.integer<int>("version", 0, 1, 1000000, true);
  if (!error.empty()) return std::nullopt;
  if (version > TETRIS_RUN_VERSION) {
    error = "the run file is version " + std::to_string(version) +
            ", written by a newer gameai; this one reads version " +
            std::to_string(TETRIS_RUN_VERSION) + ": update gameai to open it";
    return std::nullopt;
  }
  return doc;
}

// One board: a run file's, or one side's of a versus file.
void read_board(const json& doc, TetrisRunFileRead& out, bool versus = false) {
  std::string& error = out.error;
  Fields f(doc, "", error);
  TetrisRunFile run;
  const std::string rules = f.text("rules", "", true);
  const std::string randomizer = f.text("randomizer", "", true);
  const std::string scoring = f.text("scoring", "guideline", false);
  if (!error.empty()) return;
  const auto r = tetris::rule_set_from_string(rules);
  if (!r) {
    error = "unknown rule set \"" + rules + "\" (classic, standard or guideline)";
    return;
  }
  const auto rnd = tetris::randomizer_from_string(randomizer);
  if (!rnd) {
    error = "unknown randomizer \"" + randomizer + "\"";
    return;
  }
  const auto sc = tetris::scoring_from_string(scoring);
  if (!sc) {
    error = "unknown scoring \"" + scoring + "\"";
    return;
  }
  run.config.rules = *r;
  run.config.randomizer = *rnd;
  run.config.scoring = *sc;
  run.config.width =
      f.integer<int>("width", 10, tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH, true);
  run.config.height =
      f.integer<int>("height", 20, tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT, true);
  run.config.seed = f.unsigned_integer("seed", true);
  if (doc.contains("game_index")) run.game_index = f.unsigned_integer("game_index", true);
  run.mode = versus ? std::string(VERSUS_MODE) : f.text("mode", "endless", false);
  if (error.empty() && !versus && !one_of(run.mode, MODES))
    f.fail("unknown mode \"" + run.mode + "\" (one of " + list(MODES) + ")");
  if (!error.empty()) return;
  if (const auto it = doc.find("cheese"); it != doc.end()) {
    if (!it->is_array() || it->size() > static_cast<std::size_t>(MAX_CHEESE_ROWS)) {
      error = "\"cheese\" must be a list of at most " + std::to_string(MAX_CHEESE_ROWS) +
              " hole columns";
      return;
    }
    for (const json& hole : *it) {
      if (!hole.is_number_integer() || hole.get<std::int64_t>() < 0 ||
          hole.get<std::int64_t>() >= run.config.width) {
        error = "\"cheese\" holds " + hole.dump() + ", not a column from 0 to " +
                std::to_string(run.config.width - 1);
        return;
      }
      run.cheese.push_back(hole.get<int>());
    }
    if (static_cast<int>(run.cheese.size()) >= run.config.height) {
      error = "\"cheese\" fills the whole board";
      return;
    }
  }
  if (const json* p = f.find("player", false)) {
    if (!p->is_object()) {
      error = "\"player\" must be an object {\"kind\", \"name\"}";
      return;
    }
    Fields pf(*p, "player: ", error);
    run.player_kind = pf.text("kind", "human", true);
    run.player_name = pf.text("name", "human", true);
    if (error.empty() && !one_of(run.player_kind, PLAYER_KINDS))
      pf.fail("\"kind\" must be one of " + list(PLAYER_KINDS));
    if (const json* s = pf.find("settings", false)) {
      if (!s->is_object())
        pf.fail("\"settings\" must be an object");
      else
        run.player_settings = s->dump();
    }
    run.player_weights_hash = pf.text("weights_hash", "", false);
  }
  run.played_at_ms = f.integer<std::int64_t>("played_at_ms", 0, 0, INT64_MAX, false);
  run.program = f.text("program", "", false);
  if (!error.empty()) return;
  const json* steps = f.find("steps", true);
  if (!steps) return;
  if (!steps->is_array()) {
    error = "\"steps\" must be a list of steps";
    return;
  }
  run.steps.reserve(steps->size());
  for (std::size_t i = 0; i < steps->size(); ++i) {
    auto step = read_step((*steps)[i], i, error);
    if (!step) return;
    run.steps.push_back(*step);
  }
  if (const auto it = doc.find("garbage"); it != doc.end()) {
    if (!it->is_array()) {
      error = "\"garbage\" must be a list of {\"after\": step, \"holes\": [columns]}";
      return;
    }
    std::int64_t last = 0;
    for (std::size_t i = 0; i < it->size(); ++i) {
      const json& g = (*it)[i];
      const std::string where = "garbage " + std::to_string(i + 1) + ": ";
      if (!g.is_object()) {
        error = where + "must be an object {\"after\", \"holes\"}";
        return;
      }
      Fields gf(g, where, error);
      TetrisRunGarbage rows;
      rows.after = gf.integer<std::int64_t>("after", 0, std::max<std::int64_t>(last, 1),
                                            static_cast<std::int64_t>(run.steps.size()), true);
      const json* holes = gf.find("holes", true);
      if (!error.empty()) return;
      if (!holes->is_array() || holes->empty() || holes->size() > 40) {
        error = where + "\"holes\" must list 1 to 40 hole columns";
        return;
      }
      for (const json& hole : *holes) {
        if (!hole.is_number_integer() || hole.get<std::int64_t>() < 0 ||
            hole.get<std::int64_t>() >= run.config.width) {
          error = where + "\"holes\" holds " + hole.dump() + ", not a column from 0 to " +
                  std::to_string(run.config.width - 1);
          return;
        }
        rows.holes.push_back(hole.get<int>());
      }
      last = rows.after;
      run.garbage.push_back(std::move(rows));
    }
  }
  if (const auto it = doc.find("result"); it != doc.end()) {
    read_result(*it, run, error);
    if (!error.empty()) return;
    if (run.result->pieces != static_cast<std::int64_t>(run.steps.size())) {
      error = "the result counts " + std::to_string(run.result->pieces) +
              " pieces but the file "
              "holds " +
              std::to_string(run.steps.size()) +
              " steps: the file is cut short or "
              "was changed";
      return;
    }
  }
  out.file = std::move(run);
}

}  // namespace

namespace {

// A board's fields but its steps, after `head`'s own.
void board_json(const TetrisRunFile& run, nlohmann::ordered_json& head, bool versus) {
  head["rules"] = tetris::rule_set_name(run.config.rules);
  head["width"] = run.config.width;
  head["height"] = run.config.height;
  head["randomizer"] = tetris::randomizer_name(run.config.randomizer);
  head["scoring"] = tetris::scoring_name(run.config.scoring);
  head["seed"] = run.config.seed;
  if (run.game_index) head["game_index"] = *run.game_index;
  if (!versus) head["mode"] = run.mode;
  if (!run.cheese.empty()) head["cheese"] = run.cheese;
  if (!run.garbage.empty()) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const TetrisRunGarbage& g : run.garbage) {
      nlohmann::ordered_json row = nlohmann::ordered_json::object();
      row["after"] = g.after;
      row["holes"] = g.holes;
      rows.push_back(row);
    }
    head["garbage"] = rows;
  }
  nlohmann::ordered_json player = nlohmann::ordered_json::object();
  player["kind"] = run.player_kind;
  player["name"] = run.player_name;
  const auto settings = nlohmann::ordered_json::parse(run.player_settings, nullptr, false);
  if (settings.is_object() && !settings.empty()) player["settings"] = settings;
  if (!run.player_weights_hash.empty()) player["weights_hash"] = run.player_weights_hash;
  head["player"] = player;
  if (versus) return;
  if (run.played_at_ms > 0) head["played_at_ms"] = run.played_at_ms;
  if (!run.program.empty()) head["program"] = run.program;
  if (run.result) {
    const TetrisRunFigures& r = *run.result;
    nlohmann::ordered_json result = nlohmann::ordered_json::object();
    result["end"] = r.end;
    result["counts"] = r.counts;
    result["time_ms"] = r.time_ms;
    result["pieces"] = r.pieces;
    result["keys"] = r.keys;
    result["lines"] = r.lines;
    result["score"] = r.score;
    result["level"] = r.level;
    head["result"] = result;
  }
}

// `head` on its first lines, then `steps`, one a line, so the file reads and diffs well; each
// line indented by `indent` more.
std::string with_steps(const nlohmann::ordered_json& head, const std::vector<TetrisRunStep>& steps,
                       const std::string& indent) {
  std::string text = head.dump(1);
  text.erase(text.rfind('}'));
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 1))
    text.insert(at + 1, indent);
  text += ",\n" + indent + " \"steps\": [";
  for (std::size_t i = 0; i < steps.size(); ++i) {
    text += (i ? ",\n  " : "\n  ") + indent;
    text += step_json(steps[i]).dump();
  }
  text += steps.empty() ? "]\n" + indent + "}" : "\n " + indent + "]\n" + indent + "}";
  return text;
}

}  // namespace

std::string write_tetris_run_file(const TetrisRunFile& run) {
  nlohmann::ordered_json head = nlohmann::ordered_json::object();
  head["format"] = TETRIS_RUN_FORMAT;
  head["version"] = TETRIS_RUN_BOARD_VERSION;
  board_json(run, head, false);
  return with_steps(head, run.steps, "") + "\n";
}

std::string write_tetris_versus_file(const TetrisVersusFile& versus) {
  nlohmann::ordered_json head = nlohmann::ordered_json::object();
  head["format"] = TETRIS_RUN_FORMAT;
  head["version"] = TETRIS_RUN_VERSION;
  nlohmann::ordered_json match = nlohmann::ordered_json::object();
  match["game"] = versus.game;
  match["first_to"] = versus.first_to;
  match["winner"] = versus.winner < 0 ? "none" : SIDES[versus.winner & 1];
  head["versus"] = match;
  if (versus.played_at_ms > 0) head["played_at_ms"] = versus.played_at_ms;
  if (!versus.program.empty()) head["program"] = versus.program;
  std::string text = head.dump(1);
  text.erase(text.rfind('}'));
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  text += ",\n \"boards\": [\n";
  for (int i = 0; i < 2; ++i) {
    nlohmann::ordered_json board = nlohmann::ordered_json::object();
    board["side"] = SIDES[i];
    board["opponent"] = SIDES[1 - i];
    board_json(versus.boards[static_cast<std::size_t>(i)], board, true);
    text += "  " + with_steps(board, versus.boards[static_cast<std::size_t>(i)].steps, "  ");
    text += i == 0 ? ",\n" : "\n";
  }
  text += " ]\n}\n";
  return text;
}

TetrisRunFileRead read_tetris_run_file(std::string_view text) {
  TetrisRunFileRead out;
  const std::optional<json> doc = read_document(text, out.error);
  if (!doc) return out;
  if (doc->contains("boards")) {
    out.error = "a versus file holds two boards, not one run: `gameai records import` stores both";
    return out;
  }
  read_board(*doc, out);
  return out;
}

TetrisFileRead read_tetris_file(std::string_view text) {
  TetrisFileRead out;
  std::string& error = out.error;
  const std::optional<json> doc = read_document(text, error);
  if (!doc) return out;
  if (!doc->contains("boards")) {
    TetrisRunFileRead board;
    read_board(*doc, board);
    out.run = std::move(board.file);
    error = std::move(board.error);
    return out;
  }
  Fields f(*doc, "", error);
  TetrisVersusFile versus;
  const int version = f.integer<int>("version", 0, 1, TETRIS_RUN_VERSION, true);
  if (error.empty() && version < 2)
    f.fail("a versus file is version 2 or later, not " + std::to_string(version));
  const json* match = f.find("versus", true);
  if (!error.empty()) return out;
  if (!match->is_object()) {
    error = "\"versus\" must be an object {\"game\", \"first_to\", \"winner\"}";
    return out;
  }
  Fields mf(*match, "versus: ", error);
  versus.game = mf.integer<int>("game", 1, 1, 1000000, false);
  versus.first_to = mf.integer<int>("first_to", 1, 1, 1000000, false);
  const std::string winner = mf.text("winner", "none", false);
  if (error.empty() && winner != "none" && !one_of(winner, SIDES))
    mf.fail("\"winner\" must be \"left\", \"right\" or \"none\", not \"" + winner + "\"");
  versus.winner = winner == "left" ? 0 : winner == "right" ? 1 : -1;
  versus.played_at_ms = f.integer<std::int64_t>("played_at_ms", 0, 0, INT64_MAX, false);
  versus.program = f.text("program", "", false);
  const json* boards = f.find("boards", true);
  if (!error.empty()) return out;
  if (!boards->is_array() || boards->size() != 2) {
    error = "\"boards\" must list two boards, the left one and the right one";
    return out;
  }
  for (std::size_t i = 0; i < 2; ++i) {
    const json& b = (*boards)[i];
    const std::string where = "the " + std::string(SIDES[i]) + " board: ";
    if (!b.is_object()) {
      error = where + "must be an object";
      return out;
    }
    Fields bf(b, where, error);
    const std::string side = bf.text("side", "", true);
    const std::string opponent = bf.text("opponent", "", true);
    if (error.empty() && (side != SIDES[i] || opponent != SIDES[1 - i]))
      bf.fail("\"side\" must be \"" + std::string(SIDES[i]) + "\" and \"opponent\" \"" +
              std::string(SIDES[1 - i]) + "\", not \"" + side + "\" and \"" + opponent + "\"");
    if (!error.empty()) return out;
    TetrisRunFileRead board;
    read_board(b, board, true);
    if (!board.file) {
      error = where + board.error;
      return out;
    }
    board.file->played_at_ms = versus.played_at_ms;
    board.file->program = versus.program;
    versus.boards[i] = std::move(*board.file);
  }
  out.versus = std::move(versus);
  return out;
}

TetrisRunReplay replay_tetris_versus_file(const TetrisVersusFile& versus) {
  TetrisRunReplay out;
  for (int i = 0; i < 2; ++i) {
    TetrisRunReplay board = replay_tetris_run_file(versus.boards[static_cast<std::size_t>(i)]);
    out.steps += board.steps;
    if (!board.exact()) {
      board.problem = "the " + std::string(SIDES[i]) + " board: " + board.problem;
      return board;
    }
  }
  return out;
}

tetris::Game tetris_run_start(const TetrisRunFile& run) {
  tetris::GameConfig config = run.config;
  if (run.game_index) config.seed = tetris::game_piece_seed(config.seed, *run.game_index);
  config.record_history = false;
  tetris::Game game(config);
  for (const int hole : run.cheese) game.add_garbage(1, hole);
  return game;
}

bool clear_zen_top_out(const TetrisRunFile& run, tetris::Game& game) {
  if (run.mode != "zen" || !game.game_over()) return false;
  game.set_board(tetris::Board(game.config().width, game.config().height));
  return true;
}

std::string replay_tetris_run_step(tetris::Game& game, const TetrisRunStep& step) {
  const tetris::StepRecord& r = step.record;
  const std::string what = std::string(1, tetris::piece_char(r.placement.piece)) + " rotation " +
                           std::string(tetris::rotation_name(r.placement.rotation)) +
                           " at column " + std::to_string(r.placement.column) + ", row " +
                           std::to_string(r.placement.row) + ": ";
  if (game.game_over()) return what + "the replayed game was already over";
  const tetris::PlayResult played = game.replay(r);
  if (!played.ok) return what + "the placement is not legal in the replayed game";
  if (played.lines != r.lines)
    return what + "cleared " + std::to_string(played.lines) + " lines, the record says " +
           std::to_string(r.lines);
  const std::uint64_t hash = game.board().hash() & LOW_32;
  if (hash != (r.board_hash & LOW_32))
    return what + "the board differs from the recorded one (hash " + std::to_string(hash) +
           ", recorded " + std::to_string(r.board_hash & LOW_32) + ")";
  if (game.score() != step.score_after)
    return what + "the score is " + std::to_string(game.score()) + ", the record says " +
           std::to_string(step.score_after);
  return {};
}

TetrisRunReplay replay_tetris_run_file(
    const TetrisRunFile& run,
    const std::function<bool(std::int64_t index, const tetris::Game& after)>& visit) {
  TetrisRunReplay out;
  tetris::Game game = tetris_run_start(run);
  std::size_t next_garbage = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    clear_zen_top_out(run, game);
    const std::string problem = replay_tetris_run_step(game, run.steps[i]);
    if (!problem.empty()) {
      out.diverged_at = static_cast<std::int64_t>(i);
      out.problem = "step " + std::to_string(i + 1) + " (" + problem + ")";
      return out;
    }
    out.steps = static_cast<std::int64_t>(i) + 1;
    // The garbage that rose after this step.
    for (; next_garbage < run.garbage.size() && run.garbage[next_garbage].after <= out.steps;
         ++next_garbage)
      for (const int hole : run.garbage[next_garbage].holes) game.add_garbage(1, hole);
    if (visit && !visit(static_cast<std::int64_t>(i), game)) break;
  }
  return out;
}

}  // namespace gameai::game_files

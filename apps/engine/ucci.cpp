#include "ucci.hpp"

#include <algorithm>
#include <sstream>

namespace gameai::engine {

using xiangqi_ai::SearchLimits;

namespace {

// ElephantEye reports mates as scores near +-10000 (10000 minus the plies to mate).
constexpr int UCCI_MATE = 10000;

int ucci_score(const xiangqi_ai::Score& score) {
  if (!score.is_mate()) return score.cp;
  const int plies = score.mate > 0 ? 2 * score.mate - 1 : -2 * score.mate;
  return score.mate > 0 ? UCCI_MATE - plies : -UCCI_MATE + plies;
}

}  // namespace

UcciProtocol::UcciProtocol(xiangqi_ai::Engine& engine, LineWriter& out)
    : engine_(engine), out_(out) {
  engine_.on_info([this](const xiangqi_ai::SearchInfo& info) {
    std::ostringstream s;
    s << "info depth " << info.depth << " score " << ucci_score(info.score) << " time "
      << info.time_ms << " nodes " << info.nodes << " pv";
    for (const auto& m : info.pv) s << ' ' << m;
    out_.line(s.str());
  });
  engine_.on_bestmove(
      [this](const xiangqi_ai::BestMove& best) { out_.line(bestmove_line(best, "nobestmove")); });
}

void UcciProtocol::error(const std::string& message) {
  out_.line("info string error: " + message);
}

bool UcciProtocol::handle(const std::string& line) {
  const auto words = split_words(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  std::string problem;
  if (cmd == "quit") {
    engine_.stop();
    engine_.wait();
    out_.line("bye");
    return false;
  }
  if (cmd == "ucci") {
    cmd_ucci();
  } else if (cmd == "isready") {
    out_.line("readyok");
  } else if (cmd == "setoption") {
    cmd_setoption(words);
  } else if (cmd == "position") {
    cmd_position(words);
  } else if (cmd == "banmoves") {
    ban_moves_ = legal_root_moves(engine_, std::vector<std::string>(words.begin() + 1, words.end()),
                                  problem);
    if (!problem.empty()) error("banmoves: " + problem);
  } else if (cmd == "go") {
    cmd_go(words);
  } else if (cmd == "stop") {
    engine_.stop();
    endless_ = false;  // the search is ending: a go right behind the stop may wait for it
  } else if (cmd == "ponderhit") {
    engine_.ponderhit();
  } else if (cmd == "probe") {
    out_.line("info string eval " + std::to_string(engine_.static_eval()));
  } else if (handle_extra(words, engine_, out_, problem)) {
    if (!problem.empty()) error(problem);
  } else {
    error("unknown command '" + cmd + "'");
  }
  return true;
}

void UcciProtocol::finish() {
  if (endless_) engine_.stop();
  engine_.wait();
}

void UcciProtocol::cmd_ucci() {
  out_.line("id name " + engine_name());
  out_.line("id copyright the gameai authors");
  out_.line("id author the gameai authors");
  out_.line("option usemillisec type check default false");
  out_.line("option hashsize type spin min 1 max 4096 default 16");
  out_.line("option threads type spin min 1 max 64 default 1");
  out_.line("option level type spin min 1 max 10 default 10");
  out_.line("option newgame type button");
  out_.line("ucciok");
}

void UcciProtocol::cmd_setoption(const std::vector<std::string>& words) {
  if (words.size() < 2) return error("setoption needs an option name");
  const std::string key = lower(words[1]);
  const std::string value = words.size() > 2 ? lower(words[2]) : "";
  const auto number = parse_int(value);
  if (key == "usemillisec") {
    if (value != "true" && value != "false" && value != "on" && value != "off")
      return error("usemillisec must be true or false");
    millisec_ = value == "true" || value == "on";
  } else if (key == "hashsize") {
    if (!number || *number < 1 || *number > 4096) return error("hashsize must be 1..4096 (MiB)");
    engine_.wait();
    engine_.set_hash_mb(static_cast<std::size_t>(*number));
  } else if (key == "threads") {
    if (!number || *number < 1 || *number > 64) return error("threads must be 1..64");
    engine_.set_threads(static_cast<int>(*number));
  } else if (key == "level") {
    if (!number || *number < 1 || *number > 10) return error("level must be 1..10");
    engine_.set_level(static_cast<int>(*number));
  } else if (key == "newgame") {
    engine_.wait();
    engine_.new_game();
  } else if (key == "batch" || key == "debug" || key == "ponder" || key == "promotion" ||
             key == "idle" || key == "style" || key == "knowledge" || key == "pruning" ||
             key == "randomness" || key == "usebook" || key == "bookfiles" || key == "evalapi" ||
             key == "loadbook") {
    // ElephantEye's tuning options: accepted so that GUIs can send them; they change nothing.
  } else {
    error("unknown option '" + words[1] + "'");
  }
}

void UcciProtocol::cmd_position(const std::vector<std::string>& words) {
  std::string fen;
  std::vector<std::string> moves;
  std::string problem = parse_position_args(words, 1, fen, moves);
  if (problem.empty()) {
    // A finite search (as from a script) finishes first; an endless one is stopped.
    if (endless_) engine_.stop();
    engine_.wait();
    problem = engine_.set_position(fen, moves);
  }
  if (!problem.empty()) return error(problem + " (position unchanged)");
  ban_moves_.clear();
}

void UcciProtocol::cmd_go(const std::vector<std::string>& words) {
  SearchLimits limits;
  const bool red = engine_.red_to_move();
  const int own = red ? 0 : 1;
  const std::int64_t unit = millisec_ ? 1 : 1000;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "ponder") {
      limits.ponder = true;
      continue;
    }
    if (w == "draw") continue;  // a draw offer: we never accept, so it changes nothing
    if (w == "depth" && i + 1 < words.size() && words[i + 1] == "infinite") {
      limits.infinite = true;
      ++i;
      continue;
    }
    static const char* const NUMERIC[] = {"depth",     "nodes",   "time",         "movestogo",
                                          "increment", "opptime", "oppmovestogo", "oppincrement"};
    bool known = false;
    for (const char* k : NUMERIC) known = known || w == k;
    if (!known) return error("go: unknown parameter '" + w + "'");
    const auto value = i + 1 < words.size() ? parse_int(words[i + 1]) : std::nullopt;
    if (!value || *value < 0) return error("go " + w + " needs a non-negative number");
    ++i;
    if (w == "depth") limits.depth = static_cast<int>(std::clamp<std::int64_t>(*value, 1, 127));
    if (w == "nodes") limits.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(1, *value));
    if (w == "time") limits.time_ms[own] = std::max<std::int64_t>(1, *value * unit);
    if (w == "movestogo") limits.moves_to_go = static_cast<int>(*value);
    if (w == "increment") limits.inc_ms[own] = *value * unit;
    if (w == "opptime") limits.time_ms[1 - own] = *value * unit;
    if (w == "oppincrement") limits.inc_ms[1 - own] = *value * unit;
  }
  // A finite search still running (as when commands are piped in) is waited for.
  if (engine_.searching() && endless_) return error("already searching; send stop first");
  engine_.wait();
  limits.ban_moves = ban_moves_;
  endless_ = limits.endless();
  engine_.go(limits);
}

}  // namespace gameai::engine

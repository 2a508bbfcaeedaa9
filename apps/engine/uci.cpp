#include "uci.hpp"

#include <algorithm>
#include <sstream>

namespace gameai::engine {

using xiangqi_ai::Algorithm;
using xiangqi_ai::SearchLimits;

std::string uci_info_line(const xiangqi_ai::SearchInfo& info) {
  std::ostringstream s;
  s << "info depth " << info.depth << " seldepth " << info.seldepth << " score ";
  if (info.score.is_mate())
    s << "mate " << info.score.mate;
  else
    s << "cp " << info.score.cp;
  s << " nodes " << info.nodes << " nps " << info.nps << " hashfull " << info.hashfull << " time "
    << info.time_ms << " pv";
  for (const auto& m : info.pv) s << ' ' << m;
  return s.str();
}

UciProtocol::UciProtocol(xiangqi_ai::Engine& engine, LineWriter& out) : engine_(engine), out_(out) {
  engine_.on_info([this](const xiangqi_ai::SearchInfo& info) { out_.line(uci_info_line(info)); });
  engine_.on_bestmove([this](const xiangqi_ai::BestMove& best) {
    out_.line(bestmove_line(best, "bestmove (none)"));
  });
}

void UciProtocol::error(const std::string& message) {
  out_.line("info string error: " + message);
}

bool UciProtocol::handle(const std::string& line) {
  const auto words = split_words(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  std::string problem;
  if (cmd == "quit") {
    engine_.stop();
    engine_.wait();
    return false;
  }
  if (cmd == "uci") {
    cmd_uci();
  } else if (cmd == "isready") {
    out_.line("readyok");
  } else if (cmd == "setoption") {
    cmd_setoption(words);
  } else if (cmd == "ucinewgame") {
    engine_.stop();
    engine_.wait();
    engine_.new_game();
  } else if (cmd == "position") {
    cmd_position(words);
  } else if (cmd == "go") {
    cmd_go(words);
  } else if (cmd == "stop") {
    engine_.stop();
    infinite_ = false;  // the search is ending: a go right behind the stop may wait for it
  } else if (cmd == "ponderhit") {
    engine_.ponderhit();
  } else if (cmd == "eval") {
    out_.line("info string eval " + std::to_string(engine_.static_eval()) + " cp (side to move)");
  } else if (handle_extra(words, engine_, out_, problem)) {
    if (!problem.empty()) error(problem);
  } else {
    error("unknown command '" + cmd + "'");
  }
  return true;
}

void UciProtocol::finish() {
  if (infinite_) engine_.stop();
  engine_.wait();
}

void UciProtocol::cmd_uci() {
  out_.line("id name " + engine_name());
  out_.line("id author the gameai authors");
  out_.line("option name Hash type spin default 16 min 1 max 4096");
  out_.line("option name Threads type spin default 1 min 1 max 64");
  out_.line("option name Level type spin default 10 min 1 max 10");
  out_.line("option name Algorithm type combo default alphabeta var alphabeta var minimax");
  out_.line("option name Clear Hash type button");
  out_.line("option name Ponder type check default false");
  out_.line("option name Weights type string default <builtin>");
  out_.line("option name UCI_Variant type combo default xiangqi var xiangqi");
  out_.line("uciok");
}

void UciProtocol::cmd_setoption(const std::vector<std::string>& words) {
  // setoption name <words...> [value <words...>]
  if (words.size() < 3 || words[1] != "name") return error("setoption needs 'name <option>'");
  std::string name, value;
  std::size_t i = 2;
  for (; i < words.size() && words[i] != "value"; ++i) name += (name.empty() ? "" : " ") + words[i];
  for (++i; i < words.size(); ++i) value += (value.empty() ? "" : " ") + words[i];
  const std::string key = lower(name);
  const auto number = parse_int(value);
  if (key == "hash") {
    if (!number || *number < 1 || *number > 4096) return error("Hash must be 1..4096 (MiB)");
    engine_.wait();
    engine_.set_hash_mb(static_cast<std::size_t>(*number));
  } else if (key == "threads") {
    if (!number || *number < 1 || *number > 64) return error("Threads must be 1..64");
    engine_.set_threads(static_cast<int>(*number));
  } else if (key == "level") {
    if (!number || *number < 1 || *number > 10) return error("Level must be 1..10");
    engine_.set_level(static_cast<int>(*number));
  } else if (key == "algorithm") {
    if (value == "alphabeta") {
      engine_.set_algorithm(Algorithm::ALPHABETA);
    } else if (value == "minimax") {
      engine_.set_algorithm(Algorithm::MINIMAX);
    } else {
      error("Algorithm must be alphabeta or minimax, not '" + value + "'");
    }
  } else if (key == "weights") {
    try {
      engine_.set_weights(value.empty() || value == "<builtin>"
                              ? xiangqi_ai::EvalWeights::defaults()
                              : xiangqi_ai::EvalWeights::load(value));
    } catch (const std::exception& e) {
      error(std::string(e.what()) + " (weights unchanged)");
    }
  } else if (key == "clear hash") {
    engine_.wait();
    engine_.new_game();
  } else if (key == "ponder") {
    if (value != "true" && value != "false") error("Ponder must be true or false");
  } else if (key == "uci_variant") {
    if (lower(value) != "xiangqi")
      error("UCI_Variant: only xiangqi is supported, not '" + value + "'");
  } else {
    error("unknown option '" + name + "'");
  }
}

void UciProtocol::cmd_position(const std::vector<std::string>& words) {
  std::string fen;
  std::vector<std::string> moves;
  std::string problem = parse_position_args(words, 1, fen, moves);
  if (problem.empty()) {
    // A finite search (as from a script) finishes first; an endless one is stopped.
    if (infinite_) engine_.stop();
    engine_.wait();
    problem = engine_.set_position(fen, moves);
  }
  if (!problem.empty()) error(problem + " (position unchanged)");
}

void UciProtocol::cmd_go(const std::vector<std::string>& words) {
  SearchLimits limits;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "infinite") {
      limits.infinite = true;
      continue;
    }
    if (w == "ponder") {
      limits.ponder = true;
      continue;
    }
    if (w == "searchmoves") {
      std::string problem;
      limits.search_moves = legal_root_moves(
          engine_,
          std::vector<std::string>(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end()),
          problem);
      if (!problem.empty()) error("searchmoves: " + problem);
      break;
    }
    static const char* const NUMERIC[] = {"wtime", "btime", "winc",     "binc", "movestogo",
                                          "depth", "nodes", "movetime", "mate", "perft"};
    bool known = false;
    for (const char* k : NUMERIC) known = known || w == k;
    if (!known) return error("go: unknown parameter '" + w + "'");
    const auto value = i + 1 < words.size() ? parse_int(words[i + 1]) : std::nullopt;
    if (!value || *value < 0) return error("go " + w + " needs a non-negative number");
    ++i;
    // A zero given explicitly still limits the search (to the least possible), never unlimits it.
    if (w == "wtime") limits.time_ms[0] = std::max<std::int64_t>(1, *value);
    if (w == "btime") limits.time_ms[1] = std::max<std::int64_t>(1, *value);
    if (w == "winc") limits.inc_ms[0] = *value;
    if (w == "binc") limits.inc_ms[1] = *value;
    if (w == "movestogo") limits.moves_to_go = static_cast<int>(*value);
    if (w == "depth") limits.depth = static_cast<int>(std::clamp<std::int64_t>(*value, 1, 127));
    if (w == "nodes") limits.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(1, *value));
    if (w == "movetime") limits.movetime_ms = std::max<std::int64_t>(1, *value);
    if (w == "mate") limits.mate = static_cast<int>(std::clamp<std::int64_t>(*value, 1, 100));
    if (w == "perft") {
      if (*value < 1 || *value > 12) return error("go perft needs a depth 1..12");
      engine_.wait();
      run_perft(engine_, out_, static_cast<int>(*value));
      return;
    }
  }
  // A finite search still running (as when commands are piped in) is waited for.
  if (engine_.searching() && infinite_) return error("already searching; send stop first");
  engine_.wait();
  infinite_ = limits.endless();
  engine_.go(limits);
}

}  // namespace gameai::engine

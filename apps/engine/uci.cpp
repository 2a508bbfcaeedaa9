#include "uci.hpp"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace gameai::engine {

using xiangqi_ai::Algorithm;
using xiangqi_ai::SearchLimits;

namespace {

// The numeric options under their UCI names.
constexpr NamedSpin SPINS[] = {{SpinOption::Hash, "Hash"},
                               {SpinOption::Threads, "Threads"},
                               {SpinOption::Level, "Level"},
                               {SpinOption::MultiPV, "MultiPV"}};

}  // namespace

UciProtocol::UciProtocol(xiangqi_ai::Engine& engine, LineWriter& out)
    : SearchProtocol(engine, out, {"bestmove (none)", ""}) {}

std::string UciProtocol::info_line(const xiangqi_ai::SearchInfo& info) const {
  std::ostringstream s;
  s << "info depth " << info.depth << " seldepth " << info.seldepth;
  if (engine_.multipv() > 1) s << " multipv " << info.multipv;
  s << " score ";
  if (info.score.is_mate())
    s << "mate " << info.score.mate;
  else
    s << "cp " << info.score.cp;
  s << " nodes " << info.nodes << " nps " << info.nps << " hashfull " << info.hashfull << " time "
    << info.time_ms << " pv";
  for (const auto& m : info.pv) s << ' ' << m;
  return s.str();
}

bool UciProtocol::handle_own(const std::vector<std::string>& words) {
  const std::string& cmd = words[0];
  if (cmd == "uci") {
    cmd_uci();
  } else if (cmd == "setoption") {
    cmd_setoption(words);
  } else if (cmd == "ucinewgame") {
    new_game();
  } else if (cmd == "go" && words.size() > 1 && words[1] == "perft") {
    // Stockfish's spelling of `perft N`.
    run_extra(std::vector<std::string>(std::next(words.begin()), words.end()));
  } else if (cmd == "eval") {
    out_.line("info string eval " + std::to_string(engine_.static_eval()) + " cp (side to move, " +
              std::string(xiangqi_ai::evaluation_name(engine_.evaluation())) + ")");
  } else {
    return false;
  }
  return true;
}

void UciProtocol::cmd_uci() {
  out_.line("id name " + engine_name());
  out_.line("id author the gameai authors");
  for (const NamedSpin& spin : SPINS) {
    const SpinRange r = spin_range(spin.option);
    out_.line("option name " + std::string(spin.name) + " type spin default " +
              std::to_string(r.default_value) + " min " + std::to_string(r.min) + " max " +
              std::to_string(r.max));
  }
  out_.line("option name UCI_LimitStrength type check default false");
  out_.line("option name UCI_Elo type spin default " +
            std::to_string(xiangqi_ai::LEVEL_ELO.back()) + " min " +
            std::to_string(xiangqi_ai::LEVEL_ELO.front()) + " max " +
            std::to_string(xiangqi_ai::LEVEL_ELO.back()));
  out_.line("option name Algorithm type combo default alphabeta var alphabeta var minimax");
  out_.line("option name Clear Hash type button");
  out_.line("option name Ponder type check default false");
  out_.line("option name Weights type string default <builtin>");
  out_.line("option name Evaluation type combo default nnue var nnue var classical");
  out_.line("option name EvalFile type string default <builtin>");
  out_.line("option name OwnBook type check default true");
  out_.line("option name BookFile type string default <builtin>");
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
  for (const NamedSpin& spin : SPINS) {
    if (key != lower(spin.name)) continue;
    set_spin(spin.option, spin.name, value);
    if (spin.option == SpinOption::Level) {
      level_ = engine_.level();
      apply_strength();
    }
    return;
  }
  if (key == "uci_limitstrength") {
    if (value != "true" && value != "false")
      return error("UCI_LimitStrength must be true or false, not '" + value + "'");
    limit_strength_ = value == "true";
    apply_strength();
  } else if (key == "uci_elo") {
    const auto elo = parse_int(value);
    const int lo = xiangqi_ai::LEVEL_ELO.front(), hi = xiangqi_ai::LEVEL_ELO.back();
    if (!elo || *elo < lo || *elo > hi)
      return error("UCI_Elo must be " + std::to_string(lo) + ".." + std::to_string(hi) +
                   (value.empty() ? ", and no value was given" : ", not '" + value + "'"));
    elo_ = static_cast<int>(*elo);
    apply_strength();
  } else if (key == "algorithm") {
    if (value == "alphabeta") {
      engine_.set_algorithm(Algorithm::Alphabeta);
    } else if (value == "minimax") {
      engine_.set_algorithm(Algorithm::Minimax);
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
  } else if (key == "evaluation") {
    xiangqi_ai::Evaluation e{};
    if (!xiangqi_ai::parse_evaluation(value, e))
      return error("Evaluation must be nnue or classical, not '" + value + "'");
    engine_.set_evaluation(e);
  } else if (key == "evalfile") {
    const std::string problem = engine_.set_eval_file(value);
    if (!problem.empty()) return error(problem + " (the network in use is kept)");
    out_.line("info string network '" + engine_.network_name() + "' from " + engine_.eval_file());
  } else if (key == "ownbook") {
    if (value != "true" && value != "false") return error("OwnBook must be true or false");
    engine_.set_own_book(value == "true");
  } else if (key == "bookfile") {
    const std::string problem = engine_.set_book_file(value);
    if (!problem.empty()) error(problem + " (book unchanged)");
  } else if (key == "clear hash") {
    new_game();
  } else if (key == "ponder") {
    if (value != "true" && value != "false") error("Ponder must be true or false");
  } else if (key == "uci_variant") {
    if (lower(value) != "xiangqi")
      error("UCI_Variant: only xiangqi is supported, not '" + value + "'");
  } else {
    error("unknown option '" + name + "'");
  }
}

void UciProtocol::apply_strength() {
  engine_.set_level(limit_strength_ ? xiangqi_ai::level_for_elo(elo_) : level_);
}

SearchProtocol::GoWord UciProtocol::read_go_word(const std::vector<std::string>& words,
                                                 std::size_t& i, SearchLimits& limits) {
  const std::string& w = words[i];
  if (w == "infinite") {
    limits.infinite = true;
    return GoWord::Read;
  }
  if (w == "searchmoves") {
    // The rest of the line is the move list.
    std::string problem;
    limits.search_moves = legal_root_moves(
        engine_,
        std::vector<std::string>(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end()),
        problem);
    if (!problem.empty()) error("searchmoves: " + problem);
    i = words.size();
    return GoWord::Read;
  }
  if (!one_of(w, {"wtime", "btime", "winc", "binc", "movestogo", "movetime", "mate"}))
    return GoWord::Unknown;
  const std::string name = w;
  const auto value = go_number(words, i);
  if (!value) return GoWord::Refused;
  // A zero given explicitly still limits the search (to the least possible), never unlimits it.
  if (name == "wtime") limits.time_ms[0] = std::max<std::int64_t>(1, *value);
  if (name == "btime") limits.time_ms[1] = std::max<std::int64_t>(1, *value);
  if (name == "winc") limits.inc_ms[0] = *value;
  if (name == "binc") limits.inc_ms[1] = *value;
  if (name == "movestogo") limits.moves_to_go = static_cast<int>(std::min(*value, MAX_MOVES_TO_GO));
  if (name == "movetime") limits.movetime_ms = std::max<std::int64_t>(1, *value);
  if (name == "mate") limits.mate = static_cast<int>(std::clamp<std::int64_t>(*value, 1, 100));
  return GoWord::Read;
}

}  // namespace gameai::engine

#include "uci.hpp"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace gameai::engine {

using xiangqi_ai::SearchLimits;

namespace {

// `option name N type T ...` for one row of the option table.
std::string uci_option_line(const xiangqi_ai::OptionRow& row) {
  using xiangqi_ai::OptionType;
  std::string line =
      "option name " + row.name + " type " + std::string(xiangqi_ai::option_type_name(row.type));
  if (row.type != OptionType::Button) line += " default " + row.default_value;
  if (row.type == OptionType::Spin)
    line += " min " + std::to_string(row.min) + " max " + std::to_string(row.max);
  for (const std::string& choice : row.choices) line += " var " + choice;
  return line;
}

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
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table())
    out_.line(uci_option_line(row));
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
  if (const xiangqi_ai::OptionRow* row = xiangqi_ai::find_option(name)) {
    set_option(*row, value, row->name);
  } else if (lower(name) == "uci_variant") {
    if (lower(value) != "xiangqi")
      error("UCI_Variant: only xiangqi is supported, not '" + value + "'");
  } else {
    error("unknown option '" + name + "'");
  }
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
  const std::string& name = w;
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

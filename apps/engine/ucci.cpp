#include "ucci.hpp"

#include <algorithm>
#include <iterator>
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

// `option NAME type T ...` for one row of the option table, in ElephantEye's order of words.
std::string ucci_option_line(const xiangqi_ai::OptionRow& row) {
  using xiangqi_ai::OptionType;
  std::string line =
      "option " + row.ucci() + " type " + std::string(xiangqi_ai::option_type_name(row.type));
  if (row.type == OptionType::Spin)
    line += " min " + std::to_string(row.min) + " max " + std::to_string(row.max);
  for (const std::string& choice : row.choices) line += " var " + choice;
  if (row.type != OptionType::Button) line += " default " + row.default_value;
  return line;
}

}  // namespace

UcciProtocol::UcciProtocol(xiangqi_ai::Engine& engine, LineWriter& out)
    : SearchProtocol(engine, out, {"nobestmove", "bye"}) {}

std::string UcciProtocol::info_line(const xiangqi_ai::SearchInfo& info) const {
  std::ostringstream s;
  s << "info depth " << info.depth;
  if (engine_.multipv() > 1) s << " multipv " << info.multipv;
  s << " score " << ucci_score(info.score) << " time " << info.time_ms << " nodes " << info.nodes
    << " pv";
  for (const auto& m : info.pv) s << ' ' << m;
  return s.str();
}

bool UcciProtocol::handle_own(const std::vector<std::string>& words) {
  const std::string& cmd = words[0];
  if (cmd == "ucci") {
    cmd_ucci();
  } else if (cmd == "setoption") {
    cmd_setoption(words);
  } else if (cmd == "banmoves") {
    std::string problem;
    ban_moves_ = legal_root_moves(
        engine_, std::vector<std::string>(std::next(words.begin()), words.end()), problem);
    if (!problem.empty()) error("banmoves: " + problem);
  } else if (cmd == "probe") {
    out_.line("info string eval " + std::to_string(engine_.static_eval()));
  } else {
    return false;
  }
  return true;
}

void UcciProtocol::position_set() {
  ban_moves_.clear();
}

void UcciProtocol::complete_limits(SearchLimits& limits) {
  limits.ban_moves = ban_moves_;
}

void UcciProtocol::cmd_ucci() {
  out_.line("id name " + engine_name());
  out_.line("id copyright the gameai authors");
  out_.line("id author the gameai authors");
  out_.line("option usemillisec type check default false");
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table())
    out_.line(ucci_option_line(row));
  out_.line("ucciok");
}

void UcciProtocol::cmd_setoption(const std::vector<std::string>& words) {
  if (words.size() < 2) return error("setoption needs an option name");
  const std::string key = lower(words[1]);
  if (key == "usemillisec") {
    const std::string value = words.size() > 2 ? lower(words[2]) : "";
    if (value != "true" && value != "false" && value != "on" && value != "off")
      return error("usemillisec must be true or false, not '" + value + "'");
    millisec_ = value == "true" || value == "on";
  } else if (const xiangqi_ai::OptionRow* row = xiangqi_ai::find_ucci_option(key)) {
    // A file name keeps its case and spaces; ElephantEye's list of book files (split by ';')
    // gives its first.
    std::string value;
    for (std::size_t i = 2; i < words.size(); ++i) value += (i > 2 ? " " : "") + words[i];
    if (row->is_path) value = value.substr(0, value.find(';'));
    set_option(*row, value, row->ucci());
  } else if (!one_of(key, {"batch", "debug", "promotion", "idle", "style", "knowledge", "pruning",
                           "randomness", "evalapi", "loadbook"})) {
    // ElephantEye's tuning options above are accepted so that GUIs can send them; they change
    // nothing.
    error("unknown option '" + words[1] + "'");
  }
}

SearchProtocol::GoWord UcciProtocol::read_go_word(const std::vector<std::string>& words,
                                                  std::size_t& i, SearchLimits& limits) {
  const std::string& w = words[i];
  if (w == "draw") return GoWord::Read;  // a draw offer: we never accept, so it changes nothing
  if (w == "depth" && i + 1 < words.size() && words[i + 1] == "infinite") {
    limits.infinite = true;
    ++i;
    return GoWord::Read;
  }
  // Not ElephantEye's spelling, but some UCCI front ends send the UCI one.
  if (w == "infinite") {
    limits.infinite = true;
    return GoWord::Read;
  }
  if (!one_of(w, {"time", "movestogo", "increment", "opptime", "oppmovestogo", "oppincrement"}))
    return GoWord::Unknown;
  const std::string& name = w;
  const auto value = go_number(words, i);
  if (!value) return GoWord::Refused;
  // Times are the mover's own ("time") and its opponent's ("opptime"), in seconds by default.
  const int own = engine_.red_to_move() ? 0 : 1;
  const std::int64_t unit = millisec_ ? 1 : 1000;
  if (name == "time") limits.time_ms[own] = std::max<std::int64_t>(1, *value * unit);
  if (name == "movestogo") limits.moves_to_go = static_cast<int>(std::min(*value, MAX_MOVES_TO_GO));
  if (name == "increment") limits.inc_ms[own] = *value * unit;
  if (name == "opptime") limits.time_ms[1 - own] = *value * unit;
  if (name == "oppincrement") limits.inc_ms[1 - own] = *value * unit;
  return GoWord::Read;
}

}  // namespace gameai::engine

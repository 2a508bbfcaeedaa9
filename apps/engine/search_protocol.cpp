#include "search_protocol.hpp"

#include <algorithm>

namespace gameai::engine {

using xiangqi_ai::SearchLimits;

SearchProtocol::SearchProtocol(xiangqi_ai::Engine& engine, LineWriter& out, Wording wording)
    : engine_(engine), out_(out), options_(engine), wording_(wording) {
  // Every option at its declared default: UCI and UCCI engines play from their own book unless
  // told otherwise (OwnBook / usebook).
  options_.apply_defaults();
  // The callbacks run on the search thread, only after a go, when the subclass is complete.
  engine_.on_info([this](const xiangqi_ai::SearchInfo& info) { out_.line(info_line(info)); });
  engine_.on_bestmove([this](const xiangqi_ai::BestMove& best) {
    if (best.book) out_.line("info string book move " + best.move);
    out_.line(bestmove_line(best, wording_.no_move));
  });
}

void SearchProtocol::error(const std::string& message) {
  out_.line("info string error: " + message);
}

bool SearchProtocol::handle(const std::string& line) {
  const auto words = split_words(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  if (cmd == "quit") {
    engine_.stop();
    engine_.wait();
    if (!wording_.quit.empty()) out_.line(wording_.quit);
    return false;
  }
  if (handle_own(words)) return true;
  if (cmd == "isready") {
    out_.line("readyok");
  } else if (cmd == "position") {
    cmd_position(words);
  } else if (cmd == "go") {
    cmd_go(words);
  } else if (cmd == "stop") {
    // With no search running this prints nothing, as Stockfish and Pikafish do.
    engine_.stop();
  } else if (cmd == "ponderhit") {
    engine_.ponderhit();
  } else if (!run_extra(words)) {
    error("unknown command '" + cmd + "'");
  }
  return true;
}

void SearchProtocol::finish() {
  stop_search();
}

std::optional<std::int64_t> SearchProtocol::go_number(const std::vector<std::string>& words,
                                                      std::size_t& i) {
  const std::string& name = words[i];
  const auto value = i + 1 < words.size() ? parse_count(words[i + 1]) : std::nullopt;
  if (!value || *value < 0) {
    error("go " + name + " needs a non-negative number" +
          (i + 1 < words.size() ? ", not '" + words[i + 1] + "'" : ""));
    return std::nullopt;
  }
  ++i;
  return value;
}

void SearchProtocol::set_option(const xiangqi_ai::OptionRow& row, const std::string& value,
                                const std::string& shown) {
  std::string problem;
  // A bad value is refused before a running search is disturbed.
  if (!xiangqi_ai::checked_value(row, value, shown, problem)) return error(problem);
  if (row.stops_search) stop_search();
  problem = options_.set(row, value, shown);
  if (!problem.empty()) error(problem + " (" + shown + " unchanged)");
}

void SearchProtocol::stop_search() {
  engine_.stop();
  engine_.wait();
}

void SearchProtocol::new_game() {
  stop_search();
  engine_.new_game();
}

bool SearchProtocol::run_extra(const std::vector<std::string>& words) {
  const std::string& cmd = words[0];
  if (cmd == "perft" || cmd == "bench") stop_search();
  std::string problem;
  if (!handle_extra(words, engine_, out_, problem)) return false;
  if (!problem.empty()) error(problem);
  return true;
}

void SearchProtocol::cmd_position(const std::vector<std::string>& words) {
  std::string fen;
  std::vector<std::string> moves;
  std::string problem = parse_position_args(words, 1, fen, moves);
  // Setting the position is safe while a search runs (it searches its own copy), so a bad line
  // is refused before anything else changes; a good one stops the search of the old position.
  if (problem.empty()) problem = engine_.set_position(fen, moves);
  if (!problem.empty()) return error(problem + " (position unchanged)");
  stop_search();
  position_set();
}

void SearchProtocol::cmd_go(const std::vector<std::string>& words) {
  SearchLimits limits;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    const GoWord own = read_go_word(words, i, limits);
    if (own == GoWord::Refused) return;
    if (own == GoWord::Read) continue;
    if (word == "ponder") {
      limits.ponder = true;
      continue;
    }
    if (word != "depth" && word != "nodes") return error("go: unknown parameter '" + word + "'");
    const auto value = go_number(words, i);
    if (!value) return;
    // A zero given explicitly still limits the search (to the least possible), never unlimits it.
    if (word == "depth")
      limits.depth = static_cast<int>(std::clamp<std::int64_t>(*value, 1, MAX_GO_DEPTH));
    if (word == "nodes")
      limits.nodes = static_cast<std::uint64_t>(std::max<std::int64_t>(1, *value));
  }
  // A mate search that finds none would otherwise deepen to the search's limit: it looks no
  // further than the plies a mate in that many moves needs, with some slack for reductions.
  if (limits.mate > 0) {
    const int mate_depth = std::min(2 * limits.mate + MATE_DEPTH_SLACK, MAX_GO_DEPTH);
    limits.depth = limits.depth > 0 ? std::min(limits.depth, mate_depth) : mate_depth;
  }
  stop_search();
  complete_limits(limits);
  engine_.go(limits);
}

}  // namespace gameai::engine

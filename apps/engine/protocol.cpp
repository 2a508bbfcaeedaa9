#include "protocol.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "xiangqi_ai/bench.hpp"

namespace gameai::engine {

void LineWriter::line(std::string_view text) {
  std::lock_guard lock(mutex_);
  out_ << text << '\n';
  out_.flush();
}

bool one_of(std::string_view word, std::initializer_list<std::string_view> list) {
  for (std::string_view w : list)
    if (w == word) return true;
  return false;
}

std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
    if (j > i) words.emplace_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

std::string lower(std::string_view text) {
  std::string s(text);
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::optional<std::int64_t> parse_int(std::string_view text) {
  std::int64_t value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

std::optional<std::int64_t> parse_count(std::string_view text) {
  const auto value = parse_int(text);
  if (value) return std::min(*value, MAX_PROTOCOL_NUMBER);
  // Digits past the range of a 64-bit number are a large time or count, capped like the rest.
  if (!text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos)
    return MAX_PROTOCOL_NUMBER;
  return std::nullopt;
}

std::string parse_position_args(const std::vector<std::string>& words, std::size_t first,
                                std::string& fen, std::vector<std::string>& moves) {
  fen.clear();
  moves.clear();
  if (first >= words.size()) return "position needs 'startpos' or 'fen <FEN>'";
  std::size_t i = first;
  if (words[i] == "startpos") {
    fen = std::string(xiangqi_ai::START_FEN);
    ++i;
  } else if (words[i] == "fen") {
    ++i;
    while (i < words.size() && words[i] != "moves") {
      if (!fen.empty()) fen += ' ';
      fen += words[i++];
    }
    if (fen.empty()) return "position fen needs a FEN";
  } else {
    return "position needs 'startpos' or 'fen <FEN>', not '" + words[i] + "'";
  }
  if (i < words.size()) {
    if (words[i] != "moves") return "expected 'moves' after the position, not '" + words[i] + "'";
    for (++i; i < words.size(); ++i) moves.push_back(words[i]);
  }
  return {};
}

std::vector<std::string> legal_root_moves(const xiangqi_ai::Engine& engine,
                                          const std::vector<std::string>& moves,
                                          std::string& problem) {
  const std::string fen = engine.fen();
  std::vector<std::string> legal;
  std::string refused;
  for (const std::string& move : moves) {
    if (xiangqi_ai::inspect_game(fen, {move}).error.empty()) {
      legal.push_back(move);
    } else {
      refused += (refused.empty() ? "" : " ") + move;
    }
  }
  problem = refused.empty() ? "" : "not legal in this position, ignored: " + refused;
  return legal;
}

std::string bestmove_line(const xiangqi_ai::BestMove& best, std::string_view none_reply) {
  if (best.move.empty()) return std::string(none_reply);
  if (best.ponder.empty()) return "bestmove " + best.move;
  return "bestmove " + best.move + " ponder " + best.ponder;
}

std::string engine_name() {
  return std::string("gameai-xiangqi ") + GAMEAI_VERSION;
}

void run_bench(LineWriter& out, int depth, int multipv) {
  const xiangqi_ai::BenchResult result = xiangqi_ai::run_bench(
      depth,
      [&out](const xiangqi_ai::BenchPosition& p) {
        std::ostringstream line;
        line << "position " << p.index + 1 << ": nodes " << p.nodes << " bestmove " << p.best_move
             << " (" << p.fen << ")";
        out.line(line.str());
      },
      multipv);
  std::ostringstream summary;
  summary << "===========================\n";
  if (multipv > 1) summary << "MultiPV         : " << multipv << "\n";
  summary << "Total time (ms) : " << result.time_ms << "\n"
          << "Nodes searched  : " << result.nodes << "\n"
          << "Nodes/second    : " << result.nps();
  if (multipv > 1) {
    const xiangqi_ai::BenchResult one = xiangqi_ai::run_bench(depth);
    const auto ratio = [](double a, double b) { return b > 0 ? a / b : 0.0; };
    std::ostringstream cmp;
    cmp.setf(std::ios::fixed);
    cmp.precision(2);
    cmp << "\nMultiPV 1 time  : " << one.time_ms << " ms, " << one.nodes << " nodes\n"
        << "Cost of MultiPV " << multipv << ": "
        << ratio(static_cast<double>(result.time_ms), static_cast<double>(one.time_ms))
        << "x the time, "
        << ratio(static_cast<double>(result.nodes), static_cast<double>(one.nodes))
        << "x the nodes of MultiPV 1";
    summary << cmp.str();
  } else if (const xiangqi_ai::Engine probe;
             probe.evaluation() == xiangqi_ai::Evaluation::Network) {
    // The same search with the classical evaluation, for the network's cost in speed.
    const xiangqi_ai::BenchResult classical =
        xiangqi_ai::run_bench(depth, {}, 1, xiangqi_ai::Evaluation::Classical);
    std::ostringstream cmp;
    cmp.setf(std::ios::fixed);
    cmp.precision(2);
    cmp << "\nEvaluation      : nnue ('" << probe.network_name() << "'), " << result.cpu_nps()
        << " nodes per processor second\n"
        << "Classical eval  : " << classical.nodes << " nodes, " << classical.time_ms << " ms, "
        << classical.nps() << " nodes/second, " << classical.cpu_nps()
        << " nodes per processor second\n"
        << "Network speed   : "
        << (classical.cpu_nps() > 0
                ? static_cast<double>(result.cpu_nps()) / static_cast<double>(classical.cpu_nps())
                : 0.0)
        << "x the classical evaluation's nodes per processor second";
    summary << cmp.str();
  }
  out.line(summary.str());
}

void run_perft(xiangqi_ai::Engine& engine, LineWriter& out, int depth) {
  std::uint64_t total = 0;
  for (const auto& [move, count] : engine.perft_divide(depth)) {
    out.line(move + ": " + std::to_string(count));
    total += count;
  }
  out.line("");
  out.line("Nodes searched: " + std::to_string(total));
}

bool handle_extra(const std::vector<std::string>& words, xiangqi_ai::Engine& engine,
                  LineWriter& out, std::string& problem) {
  const std::string& cmd = words[0];
  if (cmd == "d") {
    out.line(engine.board_text());
  } else if (cmd == "bench") {
    const auto depth = words.size() > 1
                           ? parse_int(words[1])
                           : std::optional<std::int64_t>(xiangqi_ai::BENCH_DEFAULT_DEPTH);
    const auto lines = words.size() > 2 ? parse_int(words[2]) : std::optional<std::int64_t>(1);
    if (!depth || *depth < 1 || *depth > 64) {
      problem = "bench depth must be 1..64";
    } else if (!lines || *lines < 1 || *lines > xiangqi_ai::MAX_MULTIPV) {
      problem = "bench lines (MultiPV) must be 1.." + std::to_string(xiangqi_ai::MAX_MULTIPV);
    } else {
      engine.wait();
      run_bench(out, static_cast<int>(*depth), static_cast<int>(*lines));
    }
  } else if (cmd == "perft") {
    const auto depth = words.size() > 1 ? parse_int(words[1]) : std::nullopt;
    if (!depth || *depth < 1 || *depth > 12) {
      problem = "perft needs a depth 1..12";
    } else {
      engine.wait();
      run_perft(engine, out, static_cast<int>(*depth));
    }
  } else {
    return false;
  }
  return true;
}

}  // namespace gameai::engine

// xiangqi_movelist: a small test tool over the rules library.
//
//   xiangqi_movelist FEN                  print the legal moves of FEN in ICCS, sorted,
//                                         space-separated, on one line
//   xiangqi_movelist                      read lines `FEN [moves M1 M2 ...]` from stdin; for
//                                         each print the FEN after the moves, a tab, and the
//                                         legal moves there (flushed line by line, for scripts)
//   xiangqi_movelist --perft DEPTH FEN    perft with divide, then nodes, time and nodes/second
//
// A FEN that does not parse gets a line `error: <message>` (and exit status 2 in the one-FEN
// forms), so a differential test can tell a rejection from an empty move list.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"

using namespace gameai::xiangqi;

namespace {

std::string legal_moves(const Position& pos) {
  std::vector<std::string> moves;
  for (const ExtMove& m : MoveList<LEGAL>(pos)) moves.push_back(to_iccs(m));
  std::sort(moves.begin(), moves.end());
  std::string out;
  for (const std::string& m : moves) out += (out.empty() ? "" : " ") + m;
  return out;
}

bool print_moves(const std::string& fen) {
  Position pos;
  StateInfo st;
  std::string error;
  if (!pos.set(fen, &st, &error)) {
    std::cout << "error: " << error << '\n';
    return false;
  }
  std::cout << legal_moves(pos) << '\n';
  return true;
}

// One stdin line: `FEN [moves M1 M2 ...]`.
void answer_line(const std::string& line) {
  const auto split_at = line.find(" moves ");
  const std::string fen = line.substr(0, split_at);
  Position pos;
  std::vector<StateInfo> states(1);
  states.reserve(1024);
  std::string error;
  if (!pos.set(fen, &states[0], &error)) {
    std::cout << "error: " << error << std::endl;
    return;
  }
  if (split_at != std::string::npos) {
    std::size_t i = split_at + 7;
    while (i < line.size()) {
      const std::size_t end = std::min(line.find(' ', i), line.size());
      const std::string text = line.substr(i, end - i);
      i = end + 1;
      if (text.empty()) continue;
      const Move m = parse_legal_iccs(pos, text);
      if (!m || states.size() == states.capacity()) {
        std::cout << "error: illegal move " << text << std::endl;
        return;
      }
      states.emplace_back();
      pos.do_move(m, states.back());
    }
  }
  std::cout << pos.fen() << '\t' << legal_moves(pos) << std::endl;
}

int run_perft(int depth, const std::string& fen) {
  Position pos;
  StateInfo st;
  std::string error;
  if (!pos.set(fen, &st, &error)) {
    std::cerr << "error: " << error << '\n';
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  std::uint64_t total = 0;
  for (const PerftEntry& e : perft_divide(pos, depth)) {
    std::cout << to_iccs(e.move) << ": " << e.nodes << '\n';
    total += e.nodes;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "\nNodes searched: " << total << '\n';
  const double cpu_seconds = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  // Wall time suffers on a shared machine; CPU time shows what one thread does when it runs.
  std::printf("Time: %.3f s wall, %.1f million nodes/s; %.3f s CPU, %.1f million nodes/s\n",
              seconds, double(total) / seconds / 1e6, cpu_seconds,
              double(total) / cpu_seconds / 1e6);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 3 && args[0] == "--perft") {
    int depth = 0;
    try {
      depth = std::stoi(args[1]);
    } catch (...) {
      depth = -1;
    }
    if (depth < 1 || depth > 12) {
      std::cerr << "error: perft depth must be a number from 1 to 12, got '" << args[1] << "'\n";
      return 2;
    }
    return run_perft(depth, args[2]);
  }
  if (args.size() == 1 && args[0] != "--help" && args[0] != "-h")
    return print_moves(args[0]) ? 0 : 2;
  if (!args.empty()) {
    std::cerr
        << "usage: xiangqi_movelist [FEN | --perft DEPTH FEN]  (no argument: FENs on stdin)\n";
    return args[0] == "--help" || args[0] == "-h" ? 0 : 2;
  }
  std::string line;
  while (std::getline(std::cin, line))
    if (!line.empty()) answer_line(line);
  return 0;
}

// gameai-xiangqi: the xiangqi engine for GUIs. It speaks UCI, UCCI or xboard, chosen by the
// first command it reads (`uci`, `ucci`, `xboard`); any other first line is taken as UCI, so
// that `bench`, `perft 5` or `go depth 8` work straight from a terminal.

#include <cstring>
#include <iostream>
#include <memory>
#include <string>

#include "protocol.hpp"
#include "session.hpp"
#include "xiangqi_ai/engine.hpp"

namespace {

constexpr const char* USAGE =
    "Usage: gameai-xiangqi [bench [DEPTH [LINES]] | --help | --version]\n"
    "\n"
    "A xiangqi (Chinese chess) engine for GUIs. It reads commands on standard input and\n"
    "speaks the protocol named by the first command:\n"
    "  uci      UCI as Pikafish speaks it (moves like h2e2, ranks 0-9)\n"
    "  ucci     UCCI as ElephantEye speaks it\n"
    "  xboard   xboard / CECP with variant xiangqi\n"
    "Extras in any protocol: d (board and FEN), perft N, bench [DEPTH [LINES]].\n"
    "\n"
    "  bench [DEPTH]   search fixed positions to DEPTH (default 10) on one thread, print the\n"
    "                  total node count (a signature of the engine's behaviour) and nodes/s\n"
    "  bench DEPTH LINES  the same with LINES best lines (MultiPV), then with one line, and\n"
    "                  the ratio of the two: what the extra lines cost\n";

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // Replies are written by two threads through LineWriter, which flushes each line under its
  // lock. Left tied, std::cin would flush std::cout before every read from the input thread,
  // outside that lock, racing the search thread's writes (a `bestmove` could come out twice).
  std::cin.tie(nullptr);
  if (argc > 1) {
    const std::string arg = argv[1];
    if (arg == "--help" || arg == "-h") {
      std::cout << USAGE;
      return 0;
    }
    if (arg == "--version") {
      std::cout << gameai::engine::engine_name() << "\n";
      return 0;
    }
    if (arg == "bench" && argc <= 4) {
      int depth = 10;
      int lines = 1;
      if (argc >= 3) {
        const auto d = gameai::engine::parse_int(argv[2]);
        if (!d || *d < 1 || *d > 64) {
          std::cerr << "gameai-xiangqi: bench depth must be a number 1..64, not '" << argv[2]
                    << "'\n";
          return 2;
        }
        depth = static_cast<int>(*d);
      }
      if (argc == 4) {
        const auto n = gameai::engine::parse_int(argv[3]);
        if (!n || *n < 1 || *n > gameai::xiangqi_ai::MAX_MULTIPV) {
          std::cerr << "gameai-xiangqi: bench lines (MultiPV) must be a number 1.."
                    << gameai::xiangqi_ai::MAX_MULTIPV << ", not '" << argv[3] << "'\n";
          return 2;
        }
        lines = static_cast<int>(*n);
      }
      gameai::engine::LineWriter out(std::cout);
      gameai::engine::run_bench(out, depth, lines);
      return 0;
    }
    std::cerr << "gameai-xiangqi: unknown argument '" << arg << "'\n" << USAGE;
    return 2;
  }
  return gameai::engine::run_session(std::cin, std::cout);
}

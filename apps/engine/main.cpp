// gameai-xiangqi: the xiangqi engine for GUIs. It speaks UCI, UCCI or xboard, chosen by the
// first command it reads (`uci`, `ucci`, `xboard`); any other first line is taken as UCI, so
// that `bench`, `perft 5` or `go depth 8` work straight from a terminal.

#include <cstdlib>
#include <exception>
#include <iostream>
#include <optional>
#include <string>

#include "cli.hpp"
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

// What no protocol command catches (memory running out, say) still ends with a message.
int main(int argc, char** argv) try {
  std::ios::sync_with_stdio(false);
  // Replies are written by two threads through LineWriter, which flushes each line under its
  // lock. Left tied, std::cin would flush std::cout before every read from the input thread,
  // outside that lock, racing the search thread's writes (a `bestmove` could come out twice).
  std::cin.tie(nullptr);
  CLI::App app{"a xiangqi engine for GUIs", "gameai-xiangqi"};
  CLI::App* bench = app.add_subcommand("bench", "search fixed positions");
  std::string depth_text, lines_text;
  bench->add_option("depth", depth_text);
  bench->add_option("lines", lines_text);
  app.require_subcommand(0, 1);
  if (const std::optional<int> status =
          gameai::cli::parse_program(app, argc, argv, USAGE, gameai::engine::engine_name()))
    return *status;
  if (bench->parsed()) {
    int depth = 10;
    int lines = 1;
    if (bench->count("depth") > 0) {
      const auto d = gameai::engine::parse_int(depth_text);
      if (!d || *d < 1 || *d > 64) {
        std::cerr << "gameai-xiangqi: bench depth must be a number 1..64, not '" << depth_text
                  << "'\n";
        return gameai::cli::EXIT_USAGE;
      }
      depth = static_cast<int>(*d);
    }
    if (bench->count("lines") > 0) {
      const auto n = gameai::engine::parse_int(lines_text);
      if (!n || *n < 1 || *n > gameai::xiangqi_ai::MAX_MULTIPV) {
        std::cerr << "gameai-xiangqi: bench lines (MultiPV) must be a number 1.."
                  << gameai::xiangqi_ai::MAX_MULTIPV << ", not '" << lines_text << "'\n";
        return gameai::cli::EXIT_USAGE;
      }
      lines = static_cast<int>(*n);
    }
    gameai::engine::LineWriter out(std::cout);
    gameai::engine::run_bench(out, depth, lines);
    return gameai::cli::EXIT_OK;
  }
  return gameai::engine::run_session(std::cin, std::cout);
} catch (const std::exception& e) {
  std::cerr << "gameai-xiangqi: " << e.what() << "\n";
  return EXIT_FAILURE;
} catch (...) {
  std::cerr << "gameai-xiangqi: stopped by an unknown error\n";
  return EXIT_FAILURE;
}

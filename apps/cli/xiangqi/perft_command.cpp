// `gameai xiangqi perft FEN DEPTH`: the move sequences of DEPTH plies, the rules' signature.

#include <iomanip>
#include <iostream>
#include <memory>

#include "cli.hpp"
#include "common/progress.hpp"
#include "common/timing.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_text.hpp"

namespace gameai::cli {
namespace {

struct PerftOptions {
  std::string fen;
  int depth = 1;
  bool divide = false;
};

int run_perft(const PerftOptions& o) {
  xiangqi::StateInfo st;
  xiangqi::Position pos;
  std::string error;
  if (!pos.set(resolve_fen(o.fen), &st, &error)) throw InputError("bad FEN: " + error);
  common::Stopwatch clock;
  std::uint64_t total = 0;
  if (o.divide) {
    for (const auto& e : xiangqi::perft_divide(pos, o.depth)) {
      std::cout << xiangqi::to_iccs(e.move) << ": " << e.nodes << "\n";
      total += e.nodes;
    }
    std::cout << "\n";
  } else {
    total = xiangqi::perft(pos, o.depth);
  }
  const double seconds = clock.seconds();
  std::cout << "Nodes searched: " << total << "\n"
            << "Time: " << std::fixed << std::setprecision(3) << seconds << " s\n"
            << "Nodes/second: " << common::format_si(seconds > 0 ? total / seconds : 0) << "\n";
  return EXIT_OK;
}

void add_perft(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("perft", "count the move sequences of DEPTH plies from FEN");
  auto o = std::make_shared<PerftOptions>();
  cmd->add_option("fen", o->fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("depth", o->depth, "plies to count")->required()->check(CLI::Range(1, 12));
  cmd->add_flag("--divide", o->divide, "also print the count below each legal move");
  on_run(cmd, [o] { return run_perft(*o); });
}

[[maybe_unused]] const bool perft_command_registered = register_command("xiangqi", 10, add_perft);

}  // namespace
}  // namespace gameai::cli

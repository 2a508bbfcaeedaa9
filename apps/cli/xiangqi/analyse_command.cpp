// `gameai xiangqi analyse FEN`: search a position and print each iteration's score and line.

#include <iomanip>
#include <iostream>
#include <memory>

#include "cli.hpp"
#include "common/progress.hpp"
#include "engine_flags.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_text.hpp"

namespace gameai::cli {
namespace {

struct AnalyseOptions {
  std::string fen;
  std::vector<std::string> moves;
  int depth = 0;
  std::int64_t movetime = 0;
  std::string notation_name = "iccs";
  EngineFlags engine;
};

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words) text += " " + w;
  return text;
}

int run_analyse(const AnalyseOptions& o) {
  const std::string start = resolve_fen(o.fen);
  const std::vector<std::string> moves = moves_as_iccs(start, o.moves, "--moves: ");
  const xiangqi::Notation notation = *xiangqi::parse_notation_name(o.notation_name);
  xiangqi_ai::Engine engine;
  const std::string problem = engine.set_position(start, moves);
  if (!problem.empty()) throw InputError(problem);
  o.engine.apply(engine);
  const std::string fen = engine.fen();
  const int lines = engine.multipv();
  engine.on_info([&](const xiangqi_ai::SearchInfo& info) {
    std::cout << "depth " << std::setw(2) << info.depth;
    if (lines > 1) std::cout << "  line " << info.multipv;
    std::cout << "  score " << std::setw(7) << score_text(info.score) << "  nodes " << std::setw(9)
              << info.nodes << "  nps " << std::setw(7)
              << common::format_si(static_cast<double>(info.nps)) << "  time " << info.time_ms
              << " ms  pv" << joined(moves_in(fen, info.pv, notation)) << std::endl;
  });
  xiangqi_ai::SearchLimits limits;
  limits.depth = o.depth;
  limits.movetime_ms = o.depth == 0 && o.movetime == 0 ? 3000 : o.movetime;
  const auto best = engine.search(limits);
  if (best.move.empty()) {
    std::cout << "no legal move: the side to move has lost\n";
    return EXIT_OK;
  }
  const auto shown = moves_in(fen, {best.move, best.ponder}, notation);
  std::cout << "bestmove " << (shown.empty() ? best.move : shown[0]);
  if (!best.ponder.empty() && shown.size() > 1) std::cout << " ponder " << shown[1];
  std::cout << "  (score " << score_text(best.score) << ", depth " << best.depth << ")\n";
  return EXIT_OK;
}

void add_analyse(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("analyse", "search a position and print score and best line");
  auto o = std::make_shared<AnalyseOptions>();
  cmd->add_option("fen", o->fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("--moves", o->moves,
                  "moves played from the FEN, in any notation: 炮二平五, C2=5, h2e2 (ICCS)");
  auto* d =
      cmd->add_option("--depth", o->depth, "search this many plies")->check(CLI::Range(1, 100));
  cmd->add_option("--movetime", o->movetime, "search this many milliseconds (default 3000)")
      ->check(CLI::Range(1, 86400000))
      ->excludes(d);
  cmd->add_option("--notation", o->notation_name,
                  "print moves as iccs, chinese, wxf or xboard (ranks 1-10)")
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}, CLI::ignore_case))
      ->capture_default_str();
  o->engine.add_to(cmd);
  on_run(cmd, [o] { return run_analyse(*o); });
}

[[maybe_unused]] const bool analyse_command_registered =
    register_command("xiangqi", 20, add_analyse);

}  // namespace
}  // namespace gameai::cli

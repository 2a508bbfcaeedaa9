// `gameai tetris bench`: a fixed workload whose decisions per second measure the simulator and
// whose total line count is a signature of the AI's behaviour, like Stockfish's bench node
// count: any change that alters a single decision changes it.
//
// The workload: the El-Tetris evaluator, one-piece controller, classic rules on 10 x 20, seed 1,
// games 0 .. BENCH_GAMES - 1, each stopped after BENCH_PIECES pieces, on one thread. Besides
// wall-clock decisions/s it prints decisions per second of process CPU time, the fair figure on
// a machine shared with other work.

#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "common/progress.hpp"
#include "tetris_ai/match.hpp"
#include "tetris_commands.hpp"

namespace gameai::cli::tetris_cli {
namespace {

constexpr std::uint64_t BENCH_SEED = 1;
constexpr std::uint64_t BENCH_GAMES = 8;
constexpr std::uint64_t BENCH_PIECES = 250'000;

}  // namespace

void add_bench_command(CLI::App& tetris) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = tetris.add_subcommand(
      "bench",
      "Fixed workload (eltetris, one-piece, classic 10x20, seed 1, 8 games x 250000 pieces, one "
      "thread): prints decisions/s and the signature (total lines)");
  cmd->add_flag("--json", *json, "Print one JSON object");
  on_run(cmd, [json] {
    tetris_ai::PlayerSettings player;
    player.ai = "eltetris";
    tetris_ai::GameConfig config;
    config.max_pieces = BENCH_PIECES;
    tetris_ai::MatchOptions match;
    match.seed = BENCH_SEED;
    match.games = BENCH_GAMES;
    match.threads = 1;
    const std::clock_t cpu_start = std::clock();
    const tetris_ai::MatchSummary s = tetris_ai::play_match(player, config, match);
    const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    const double cpu_rate = cpu_seconds > 0 ? static_cast<double>(s.decisions) / cpu_seconds : 0;
    if (*json) {
      nlohmann::ordered_json j;
      j["decisions"] = s.decisions;
      j["signature"] = s.total_lines;
      j["seconds"] = s.seconds;
      j["decisions_per_second"] = s.decisions_per_second;
      j["cpu_seconds"] = cpu_seconds;
      j["decisions_per_cpu_second"] = cpu_rate;
      std::cout << j.dump() << "\n";
      return EXIT_OK;
    }
    char line[256];
    std::cout << "workload     eltetris, one-piece, classic 10x20, seed " << BENCH_SEED << ", "
              << BENCH_GAMES << " games x " << BENCH_PIECES << " pieces, 1 thread\n";
    std::snprintf(line, sizeof line,
                  "decisions    %llu\nsignature    %llu lines\nseconds      %.3f wall, %.3f CPU\n"
                  "decisions/s  %.0f (%s) wall, %.0f (%s) per CPU second\n",
                  static_cast<unsigned long long>(s.decisions),
                  static_cast<unsigned long long>(s.total_lines), s.seconds, cpu_seconds,
                  s.decisions_per_second, common::format_si(s.decisions_per_second).c_str(),
                  cpu_rate, common::format_si(cpu_rate).c_str());
    std::cout << line;
    return EXIT_OK;
  });
}

}  // namespace gameai::cli::tetris_cli

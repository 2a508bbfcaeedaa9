// `gameai tetris bench`: a fixed workload whose decisions per second measure the simulator and
// whose total line count is a signature of the AI's behaviour, like Stockfish's bench node
// count: any change that alters a single decision changes it.
//
// The workload: the El-Tetris evaluator, one-piece controller, classic rules on 10 x 20, seed 1,
// 8 games each stopped after 250 000 pieces, on one thread. `--rules guideline` plays 8 games
// of 25 000 pieces under the guideline (every resting place under SRS searched per piece) and
// then the classic workload, and prints the ratio of the two rates. Besides wall-clock
// decisions/s it prints decisions per second of process CPU time, the fair figure on a machine
// shared with other work.

#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli.hpp"
#include "common/progress.hpp"
#include "common/simd.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/match.hpp"

namespace gameai::cli::tetris_cli {
namespace {

// One fixed workload: El-Tetris, one piece, 10 x 20, seed 1, `games` games of `pieces` pieces.
struct Workload {
  tetris::RuleSet rules;
  std::uint64_t games;
  std::uint64_t pieces;
};

constexpr std::uint64_t BENCH_SEED = 1;
constexpr Workload CLASSIC{tetris::RuleSet::Classic, 8, 250'000};
// Every resting place under SRS is searched per piece; a tenth of the pieces keeps it short.
constexpr Workload GUIDELINE{tetris::RuleSet::Guideline, 8, 25'000};

struct Result {
  Workload workload;
  tetris_ai::MatchSummary summary;
  double cpu_seconds = 0;
  double cpu_rate = 0;
};

Result run(const Workload& w) {
  tetris_ai::PlayerSettings player;
  player.ai = "eltetris";
  tetris_ai::GameConfig config;
  config.rules = w.rules;
  config.max_pieces = w.pieces;
  tetris_ai::MatchOptions match;
  match.seed = BENCH_SEED;
  match.games = w.games;
  match.threads = 1;
  Result r{w, {}, 0, 0};
  const std::clock_t cpu_start = std::clock();
  r.summary = tetris_ai::play_match(player, config, match);
  r.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  r.cpu_rate = r.cpu_seconds > 0 ? static_cast<double>(r.summary.decisions) / r.cpu_seconds : 0;
  return r;
}

nlohmann::ordered_json to_json(const Result& r) {
  nlohmann::ordered_json j;
  j["decisions"] = r.summary.decisions;
  j["signature"] = r.summary.total_lines;
  j["seconds"] = r.summary.seconds;
  j["decisions_per_second"] = r.summary.decisions_per_second;
  j["cpu_seconds"] = r.cpu_seconds;
  j["decisions_per_cpu_second"] = r.cpu_rate;
  j["simd"] = common::simd_name(common::simd_level());
  return j;
}

void print(const Result& r) {
  const tetris_ai::MatchSummary& s = r.summary;
  char line[320];
  std::snprintf(line, sizeof line,
                "workload     eltetris, one-piece, %s 10x20, seed %llu, %llu games x %llu pieces, "
                "1 thread, %s\n",
                std::string(tetris::rule_set_name(r.workload.rules)).c_str(),
                static_cast<unsigned long long>(BENCH_SEED),
                static_cast<unsigned long long>(r.workload.games),
                static_cast<unsigned long long>(r.workload.pieces),
                common::simd_name(common::simd_level()));
  std::cout << line;
  std::snprintf(line, sizeof line,
                "decisions    %llu\nsignature    %llu lines\nseconds      %.3f wall, %.3f CPU\n"
                "decisions/s  %.0f (%s) wall, %.0f (%s) per CPU second\n",
                static_cast<unsigned long long>(s.decisions),
                static_cast<unsigned long long>(s.total_lines), s.seconds, r.cpu_seconds,
                s.decisions_per_second, common::format_si(s.decisions_per_second).c_str(),
                r.cpu_rate, common::format_si(r.cpu_rate).c_str());
  std::cout << line;
}

}  // namespace

void add_bench_command(CLI::App& tetris) {
  auto json = std::make_shared<bool>(false);
  auto rules = std::make_shared<std::string>("classic");
  CLI::App* cmd = tetris.add_subcommand(
      "bench",
      "Fixed workload (eltetris, one-piece, 10x20, seed 1, one thread; classic: 8 games x 250000 "
      "pieces): prints decisions/s and the signature (total lines)");
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->add_option("--rules", *rules,
                  "classic, or guideline: 8 games x 25000 pieces under guideline, then the classic "
                  "workload in the same run for the ratio")
      ->check(CLI::IsMember({"classic", "guideline"}))
      ->capture_default_str();
  on_run(cmd, [json, rules] {
    const bool guideline = *rules == "guideline";
    const Result classic = guideline ? Result{} : run(CLASSIC);
    if (!guideline) {
      if (*json) {
        std::cout << to_json(classic).dump() << "\n";
      } else {
        print(classic);
      }
      return EXIT_OK;
    }
    const Result g = run(GUIDELINE);
    const Result c = run(CLASSIC);
    const double ratio = g.cpu_rate > 0 ? c.cpu_rate / g.cpu_rate : 0;
    if (*json) {
      nlohmann::ordered_json j = to_json(g);
      j["classic"] = to_json(c);
      j["classic_per_guideline"] = ratio;
      std::cout << j.dump() << "\n";
      return EXIT_OK;
    }
    print(g);
    std::cout << "\n";
    print(c);
    char line[160];
    std::snprintf(line, sizeof line,
                  "\nguideline decides at 1/%.1f of the classic rate (per CPU second)\n", ratio);
    std::cout << line;
    return EXIT_OK;
  });
}

[[maybe_unused]] const bool bench_command_registered =
    register_command("tetris", 50, add_bench_command);

}  // namespace gameai::cli::tetris_cli

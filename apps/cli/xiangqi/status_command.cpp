// `gameai xiangqi status FEN [MOVES...]`: whether the game is over after the moves, and why.

#include <iostream>
#include <memory>

#include "cli.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_text.hpp"

namespace gameai::cli {
namespace {

struct StatusOptions {
  std::string fen;
  std::vector<std::string> moves;
  bool json = false;
};

int run_status(const StatusOptions& o) {
  const auto report = xiangqi_ai::inspect_game(resolve_fen(o.fen), o.moves);
  if (!report.error.empty()) throw InputError(report.error);
  if (o.json) {
    const std::string result(xiangqi::result_name(report.result));
    std::cout << "{\"over\":" << (report.over ? "true" : "false")
              << ",\"result\":" << (report.over ? "\"" + result + "\"" : std::string("null"))
              << ",\"reason\":\"" << json_escape(report.over ? report.text : "in progress")
              << "\"}\n";
  } else if (report.over) {
    std::cout << "over: " << result_text(report.result, report.text) << "\n";
  } else {
    std::cout << "in progress: " << (report.red_to_move ? "red" : "black") << " to move\n"
              << "fen: " << report.fen << "\n";
  }
  return EXIT_OK;
}

void add_status(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("status", "play MOVEs from FEN and say whether the game is over");
  auto o = std::make_shared<StatusOptions>();
  cmd->add_option("fen", o->fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("moves", o->moves, "moves in ICCS (h2e2)");
  cmd->add_flag("--json", o->json, R"(print {"over":..,"result":..,"reason":..})");
  on_run(cmd, [o] { return run_status(*o); });
}

[[maybe_unused]] const bool status_command_registered = register_command("xiangqi", 30, add_status);

}  // namespace
}  // namespace gameai::cli

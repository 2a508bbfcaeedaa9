// gameai: the command line for the Tetris and Xiangqi players and the game records.

#include <iostream>
#include <string_view>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/simd.hpp"

int main(int argc, char** argv) {
  // Under mpirun every rank runs the same command; only rank 0 prints. An error on one rank
  // ends them all rather than leave the others waiting for its results.
  gameai::common::DistributedSession session(argc, argv);
  if (!gameai::common::is_root()) std::cout.rdbuf(nullptr);
  if (const std::string_view simd = gameai::common::simd_warning();
      !simd.empty() && gameai::common::is_root()) {
    std::cerr << "gameai: " << simd << "\n";
  }
  CLI::App app{"gameai: computer players for Tetris and Xiangqi (Chinese chess)", "gameai"};
  app.set_version_flag("--version", std::string("gameai ") + GAMEAI_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  // The groups and commands registered themselves from their own files.
  gameai::cli::add_registered_commands(app);
  const int status = gameai::cli::run(app, argc, argv);
  if (status != gameai::cli::EXIT_OK && gameai::common::process_count() > 1)
    gameai::common::DistributedSession::abort(status);
  return status;
}

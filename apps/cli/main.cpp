// gameai: the command line for the Tetris and Xiangqi players and the game records. The same
// main makes gameai-tetris-cli, linked with the Tetris commands alone (GAMEAI_CLI_NAME names it).

#include <cstdlib>
#include <exception>
#include <iostream>
#include <string_view>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/simd.hpp"

#ifndef GAMEAI_CLI_NAME
#define GAMEAI_CLI_NAME "gameai"
#define GAMEAI_CLI_ABOUT "computer players for Tetris and Xiangqi (Chinese chess)"
#endif

// What no command catches (memory running out, say) still ends with a message, not an abort.
int main(int argc, char** argv) try {
  // Under mpirun every rank runs the same command; only rank 0 prints. An error on one rank
  // ends them all rather than leave the others waiting for its results.
  gameai::common::DistributedSession session(argc, argv);
  if (!gameai::common::is_root()) std::cout.rdbuf(nullptr);
  if (const std::string_view simd = gameai::common::simd_warning();
      !simd.empty() && gameai::common::is_root()) {
    std::cerr << GAMEAI_CLI_NAME ": " << simd << "\n";
  }
  CLI::App app{GAMEAI_CLI_NAME ": " GAMEAI_CLI_ABOUT, GAMEAI_CLI_NAME};
  app.set_version_flag("--version", std::string(GAMEAI_CLI_NAME " ") + GAMEAI_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  // The groups and commands registered themselves from their own files.
  gameai::cli::add_registered_commands(app);
  const int status = gameai::cli::run(app, argc, argv);
  if (status != gameai::cli::EXIT_OK && gameai::common::process_count() > 1)
    gameai::common::DistributedSession::abort(status);
  return status;
} catch (const std::exception& e) {
  std::cerr << GAMEAI_CLI_NAME ": " << e.what() << "\n";
  return EXIT_FAILURE;
} catch (...) {
  std::cerr << GAMEAI_CLI_NAME ": stopped by an unknown error\n";
  return EXIT_FAILURE;
}

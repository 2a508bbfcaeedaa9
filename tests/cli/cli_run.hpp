#pragma once
// Runs the built `gameai` executable as a user runs it, for the tests of its commands (the
// xiangqi, records and Tetris command lines): the arguments go through the shell, `input` is fed
// on standard input (nothing when empty), `env` (`NAME=value ...`) is set for the command only,
// and standard output and standard error come back together with the exit status (-1 when the
// process did not exit normally or could not be started).

#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <string>

namespace gameai::cli_test {

struct CliRun {
  int status = -1;
  std::string out;  // standard output and standard error together
};

inline CliRun run_gameai(const std::string& args, const std::string& input = {},
                         const std::string& env = {}) {
  static std::atomic<int> runs{0};
  std::string in_path = "/dev/null";
  if (!input.empty()) {
    in_path = ::testing::TempDir() + "gameai_in_" + std::to_string(::getpid()) + "_" +
              std::to_string(runs++) + ".txt";
    std::ofstream(in_path) << input;
  }
  const std::string command = (env.empty() ? "" : env + " ") + std::string(GAMEAI_CLI_PATH) + " " +
                              args + " < " + in_path + " 2>&1";
  CliRun run;
  if (FILE* pipe = ::popen(command.c_str(), "r")) {
    char buffer[4096];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) run.out.append(buffer, n);
    const int raw = ::pclose(pipe);
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  }
  if (!input.empty()) std::remove(in_path.c_str());
  return run;
}

}  // namespace gameai::cli_test

#pragma once
// Plumbing shared by every `gameai` subcommand.
//
// Each subcommand registers an Action with on_run(); main() parses the command line, then runs
// the action of the subcommand that was chosen and exits with its status. Errors a user can fix
// are thrown as UsageError (status 2, with a hint to --help) or InputError (status 2: a file or
// argument whose contents are wrong); anything else is an internal error (status 1).

#include <CLI/CLI.hpp>
#include <functional>
#include <stdexcept>
#include <string>

namespace gameai::cli {

inline constexpr int EXIT_OK = 0;
inline constexpr int EXIT_FAILURE_STATUS = 1;
inline constexpr int EXIT_USAGE = 2;

// A wrong combination of arguments that the parser could not catch.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Input that was read but is malformed (board file, FEN, weights file, ...).
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Action = std::function<int()>;

// Runs `action` when `command` is the subcommand chosen on the command line.
void on_run(CLI::App* command, Action action);

// Parses argv, runs the chosen action and returns the process exit status.
int run(CLI::App& app, int argc, char** argv);

// True when standard output is an interactive terminal and not running under CI: live progress
// lines and animation are shown only then.
bool live_terminal();

// True when standard output is a terminal (colours may be used).
bool stdout_is_terminal();

}  // namespace gameai::cli

#include "cli.hpp"

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <map>

#include "common/distributed.hpp"

namespace gameai::cli {
namespace {

std::map<const CLI::App*, Action>& actions() {
  static std::map<const CLI::App*, Action> registry;
  return registry;
}

// The deepest subcommand chosen on the command line.
const CLI::App* chosen_leaf(const CLI::App& app) {
  const CLI::App* node = &app;
  for (;;) {
    auto subs = node->get_subcommands();
    if (subs.empty()) return node;
    node = subs.front();
  }
}

std::string command_path(const CLI::App* app) {
  std::string path;
  for (const CLI::App* a = app; a != nullptr; a = a->get_parent())
    path = path.empty() ? a->get_name() : a->get_name() + " " + path;
  return path;
}

}  // namespace

void on_run(CLI::App* command, Action action) {
  actions()[command] = std::move(action);
}

int run(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return EXIT_OK;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return EXIT_OK;
  } catch (const CLI::CallForVersion&) {
    std::cout << "gameai " << GAMEAI_VERSION << "\n";
    return EXIT_OK;
  } catch (const CLI::ParseError& e) {
    const CLI::App* leaf = chosen_leaf(app);
    std::cerr << "gameai: " << e.what() << "\n"
              << "Run '" << command_path(leaf) << " --help' for usage.\n";
    return EXIT_USAGE;
  }

  const CLI::App* leaf = chosen_leaf(app);
  auto it = actions().find(leaf);
  if (it == actions().end()) {
    std::cerr << leaf->help();
    return EXIT_USAGE;
  }
  try {
    return it->second();
  } catch (const UsageError& e) {
    std::cerr << "gameai: " << e.what() << "\n"
              << "Run '" << command_path(leaf) << " --help' for usage.\n";
    return EXIT_USAGE;
  } catch (const InputError& e) {
    std::cerr << "gameai: " << e.what() << "\n";
    return EXIT_USAGE;
  } catch (const std::exception& e) {
    std::cerr << "gameai: error: " << e.what() << "\n";
    return EXIT_FAILURE_STATUS;
  }
}

bool stdout_is_terminal() {
  return ::isatty(STDOUT_FILENO) == 1;
}

bool live_terminal() {
  const char* ci = std::getenv("CI");
  // Under mpirun the ranks' output is a pseudo-terminal that mpirun forwards, and the root's
  // progress would cover only its share of the games: results only.
  return stdout_is_terminal() && (ci == nullptr || *ci == '\0') && common::process_count() == 1;
}

}  // namespace gameai::cli

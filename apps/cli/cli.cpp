#include "cli.hpp"

#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdio>
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

std::pair<double, double> parse_sprt(const std::string& text) {
  const std::string hint =
      "--sprt wants ELO0,ELO1 with ELO0 < ELO1, as in --sprt 0,10 (got '" + text + "')";
  const auto comma = text.find(',');
  if (comma == std::string::npos) throw UsageError(hint);
  const auto number = [&](const std::string& part) {
    double v = 0;
    const char* end = part.data() + part.size();
    const auto [ptr, ec] = std::from_chars(part.data(), end, v);
    if (part.empty() || ec != std::errc() || ptr != end || !std::isfinite(v))
      throw UsageError(hint);
    return v;
  };
  const double elo0 = number(text.substr(0, comma));
  const double elo1 = number(text.substr(comma + 1));
  if (!(elo0 < elo1)) throw UsageError(hint);
  return {elo0, elo1};
}

std::optional<common::PairSprt> make_sprt(const SprtOptions& o) {
  if (o.bounds.empty()) {
    if (o.alpha_option->count() + o.beta_option->count() > 0)
      throw UsageError("--alpha and --beta set the error rates of an SPRT: add --sprt ELO0,ELO1");
    return std::nullopt;
  }
  const auto [elo0, elo1] = parse_sprt(o.bounds);
  return common::PairSprt(elo0, elo1, o.alpha, o.beta);
}

std::string sprt_status(const common::PairSprt& sprt) {
  const auto& p = sprt.pairs();
  const int n = sprt.pair_count();
  char line[240];
  std::snprintf(line, sizeof line,
                "SPRT [%.1f, %.1f]: %d pair%s, pentanomial %d/%d/%d/%d/%d, LLR %.3f (bounds "
                "%.3f, %.3f)",
                sprt.elo0(), sprt.elo1(), n, n == 1 ? "" : "s", p[0], p[1], p[2], p[3], p[4],
                sprt.llr(), sprt.bounds().lower, sprt.bounds().upper);
  return line;
}

std::string sprt_verdict_text(const common::PairSprt& sprt, unsigned long long games_played) {
  switch (sprt.verdict()) {
    case common::SprtVerdict::H1:
      return "SPRT verdict: H1 accepted (LLR reached the upper bound)";
    case common::SprtVerdict::H0:
      return "SPRT verdict: H0 accepted (LLR reached the lower bound)";
    case common::SprtVerdict::None:
      break;
  }
  return "SPRT verdict: none after " + counted(games_played, "game", "games") +
         " (the --games maximum)";
}

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

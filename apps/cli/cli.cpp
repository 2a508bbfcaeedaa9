#include "cli.hpp"

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <vector>

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

// The edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`.
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

// The candidate `word` was most likely meant as: a close spelling or one it begins; "" if none.
std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(1, word.size() / 3) + 1;
  for (const std::string& c : candidates) {
    const std::size_t distance =
        c.size() > word.size() && c.compare(0, word.size(), word) == 0 && word.size() >= 2
            ? 1
            : edit_distance(word, c);
    if (distance < best_distance) {
      best_distance = distance;
      best = c;
    }
  }
  return best;
}

// Where the words of a group's command line go wrong before a command is reached: a word that is
// no command of its group ("gameai tetris plya"), an option a group does not take ("gameai
// --frob tetris"), or a group with no command after it. CLI11 reports each of these as "A
// subcommand is required"; this names the word and the closest command. Returns "" when the words
// reach a command (or ask for help or the version), leaving the rest to CLI11.
std::string group_word_problem(const CLI::App& app, int argc, char** argv, const CLI::App*& at) {
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == "-h" || word == "--help" || word == "--help-all" || word == "--version") return {};
  }
  const CLI::App* node = &app;
  for (int i = 1;; ++i) {
    at = node;
    const std::vector<std::string> names = subcommand_names(*node);
    if (names.empty()) return {};  // a command: CLI11 reads the rest
    if (i >= argc) return "'" + command_path(node) + "' needs a command: " + or_list(names);
    const std::string word = argv[i];
    if (word.size() > 1 && word[0] == '-')
      return "unknown option '" + word + "' for '" + command_path(node) +
             "': it needs a command (" + or_list(names) + ") before its options";
    const CLI::App* next = nullptr;
    for (const CLI::App* sub : node->get_subcommands({}))
      if (sub->check_name(word)) next = sub;
    if (next == nullptr) {
      const std::string guess = closest(word, names);
      return "unknown command '" + word + "' for '" + command_path(node) + "'" +
             (guess.empty() ? ": give " + or_list(names) : "; did you mean '" + guess + "'?");
    }
    node = next;
  }
}

// For an option a command does not take: the closest of those it does, as " (did you mean
// '--games'?)", or "".
std::string option_hint(const CLI::App& command, const std::vector<std::string>& extras) {
  std::vector<std::string> names;
  for (const CLI::Option* option : command.get_options())
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
  for (const std::string& extra : extras) {
    if (extra.rfind("--", 0) != 0) continue;
    const std::string guess = closest(extra.substr(0, extra.find('=')), names);
    if (!guess.empty()) return " (did you mean '" + guess + "'?)";
  }
  return {};
}

}  // namespace

std::vector<std::string> subcommand_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
  return names;
}

std::string or_list(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i)
    text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return text;
}

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
  const CLI::App* at = &app;
  if (const std::string problem = group_word_problem(app, argc, argv, at); !problem.empty()) {
    std::cerr << "gameai: " << problem << "\n"
              << "Run '" << command_path(at) << " --help' for usage.\n";
    return EXIT_USAGE;
  }
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
    std::string hint;
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr)
      hint = option_hint(*leaf, leaf->remaining());
    std::cerr << "gameai: " << e.what() << hint << "\n"
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

std::optional<int> parse_program(CLI::App& app, int argc, char** argv, const std::string& usage,
                                 const std::string& version) {
  app.formatter_fn(
      [usage](const CLI::App*, const std::string&, CLI::AppFormatMode) { return usage; });
  app.set_version_flag("--version", version);
  // The last of an option given twice counts.
  for (CLI::Option* option : app.get_options({}))
    option->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << usage;
    return EXIT_OK;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << usage;
    return EXIT_OK;
  } catch (const CLI::CallForVersion&) {
    std::cout << version << "\n";
    return EXIT_OK;
  } catch (const CLI::ParseError& e) {
    const std::vector<std::string> extras = app.remaining(true);
    std::cerr << app.get_name() << ": "
              << (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr && !extras.empty()
                      ? "unknown argument '" + extras.front() + "'"
                      : std::string(e.what()))
              << "\n"
              << usage;
    return EXIT_USAGE;
  }
  return std::nullopt;
}

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void set_interrupted(int /*signal*/) {
  interrupted.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted.store(false);
  struct sigaction action {};
  action.sa_handler = set_interrupted;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_);
}

InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &previous_, nullptr);
}

const std::atomic<bool>& interrupt_flag() {
  return interrupted;
}

int interrupted_status() {
  return 128 + SIGINT;
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

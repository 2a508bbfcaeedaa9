#pragma once
// Plumbing shared by every `gameai` subcommand.
//
// The command tree is built from registrations: each group (`tetris`, `xiangqi`, `records`) and
// each command registers itself from its own file (register_group / register_command, run while
// the program starts), and main() adds them all with add_registered_commands(). Adding a command
// is one new file; nothing else names it. Each command registers an Action with on_run(); main()
// parses the command line, then runs the action of the subcommand that was chosen and exits with
// its status. Errors a user can fix
// are thrown as UsageError (status 2, with a hint to --help) or InputError (status 2: a file or
// argument whose contents are wrong); anything else is an internal error (status 1).

#include <signal.h>
#include <CLI/CLI.hpp>

#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/sprt.hpp"

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

// Checks that an option's text is a whole number from `min` to `max` before CLI11 converts it,
// so that no number silently wraps ("-5" as an unsigned) or saturates (a value past the type's
// range): either is a usage error that names the range. Every integer option without a
// CLI::Range takes this check.
template <class T>
CLI::Validator whole_number(T min = std::numeric_limits<T>::min(),
                            T max = std::numeric_limits<T>::max()) {
  static_assert(std::is_integral_v<T>);
  const std::string range = std::to_string(min) + " to " + std::to_string(max);
  return CLI::Validator(
      [min, max, range](std::string& text) -> std::string {
        T value{};
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, value);
        const bool digits = !text.empty() && ptr == end;
        if (ec == std::errc::result_out_of_range ||
            (ec == std::errc() && digits && (value < min || value > max)))
          return "'" + text + "' is out of range: give a whole number from " + range;
        // A minus sign before digits is a number below an unsigned option's range.
        if (std::is_unsigned_v<T> && text.size() > 1 && text[0] == '-' &&
            text.find_first_not_of("0123456789", 1) == std::string::npos)
          return "'" + text + "' is out of range: give a whole number from " + range;
        if (ec != std::errc() || !digits)
          return "'" + text + "' is not a whole number (give one from " + range + ")";
        return {};
      },
      "INT in [" + range + "]");
}

// A finite number from `min` to `max`, for floating-point options. CLI::Range alone lets "nan"
// through (every comparison with it is false) and takes "inf" for a number; either is a usage
// error here that names the range.
inline CLI::Validator number_in(double min, double max) {
  std::ostringstream range;
  range << min << " to " << max;
  return CLI::Validator(
      [min, max, text_range = range.str()](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value))
          return "'" + text + "' is not a number (give one from " + text_range + ")";
        if (value < min || value > max)
          return "'" + text + "' is out of range: give a number from " + text_range;
        return {};
      },
      "FLOAT in [" + range.str() + "]");
}

// "1 game", "2 games", "1 ply", "3 plies": a count with its noun in the right number.
inline std::string counted(unsigned long long n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "a", "a or b", "a, b or c".
std::string or_list(const std::vector<std::string>& names);
// The names of `app`'s subcommands, in the order they were added.
std::vector<std::string> subcommand_names(const CLI::App& app);

// `--sprt ELO0,ELO1`: two finite numbers, the first below the second; a UsageError otherwise.
std::pair<double, double> parse_sprt(const std::string& text);

// The options of an SPRT over game pairs: `--sprt ELO0,ELO1`, `--alpha`, `--beta`.
struct SprtOptions {
  std::string bounds;  // ELO0,ELO1; empty: no SPRT
  double alpha = 0.05;
  double beta = 0.05;
  CLI::Option* alpha_option = nullptr;
  CLI::Option* beta_option = nullptr;
};
// Adds them to `cmd`; `what` names the players ("the first player", "A"). (Inline: GCC 12 sees a
// false null dereference in CLI11's option parsing when this stands alone in cli.cpp.)
inline void add_sprt_options(CLI::App* cmd, SprtOptions& o, const std::string& what) {
  cmd->add_option("--sprt", o.bounds,
                  "play game pairs until an SPRT decides between H0: " + what +
                      " is ELO0 Elo stronger and H1: ELO1 stronger")
      ->type_name("ELO0,ELO1");
  o.alpha_option =
      cmd->add_option("--alpha", o.alpha, "SPRT: the chance of accepting H1 when H0 holds")
          ->check(number_in(1e-6, 0.5))
          ->capture_default_str();
  o.beta_option =
      cmd->add_option("--beta", o.beta, "SPRT: the chance of accepting H0 when H1 holds")
          ->check(number_in(1e-6, 0.5))
          ->capture_default_str();
}

// The test the options ask for: nullopt without --sprt (then --alpha or --beta is a UsageError).
std::optional<common::PairSprt> make_sprt(const SprtOptions& o);
// "SPRT [0.0, 10.0]: 12 pairs, pentanomial 0/1/5/4/2, LLR 1.234 (bounds -2.944, 2.944)".
std::string sprt_status(const common::PairSprt& sprt);
// "SPRT verdict: H1 accepted (...)" or, with no verdict, what stopped the match.
std::string sprt_verdict_text(const common::PairSprt& sprt, unsigned long long games_played);

using Action = std::function<int()>;

// Adds a command to `group` (a CLI::App made by register_group).
using AddCommand = void (*)(CLI::App& group);

// Registers the group `gameai NAME ...`, whose --help reads "TITLE: command, command, ...";
// `rank` orders the groups. Returns true, for use as a static initialiser named after its file
// (files may be compiled together in one unit):
//   [[maybe_unused]] const bool xiangqi_group_registered = register_group("xiangqi", "...", 20);
bool register_group(const char* name, const char* title, int rank);
// Registers a command of the group `group`, added by `add`; `rank` orders the commands within
// their group (in --help and the group's title). Returns true, like register_group.
bool register_command(const char* group, int rank, AddCommand add);
// Adds every registered group, with its commands, to `app`.
void add_registered_commands(CLI::App& app);

// Runs `action` when `command` is the subcommand chosen on the command line.
void on_run(CLI::App* command, Action action);

// Parses argv, runs the chosen action and returns the process exit status.
int run(CLI::App& app, int argc, char** argv);

// Parses the command line of a program with a usage text of its own instead of CLI11's help
// (gameai-xiangqi, gameai-tetris-bot), whose checks of the values come after: -h and --help print
// `usage`, --version prints `version`; a word the program does not take is "NAME: unknown argument
// 'WORD'" on standard error, another mistake (an option without its value) CLI11's message after
// "NAME: ", each followed by `usage`. Returns the exit status to end with (0 after the help or the
// version, EXIT_USAGE after a mistake), or nullopt when the program goes on.
std::optional<int> parse_program(CLI::App& app, int argc, char** argv, const std::string& usage,
                                 const std::string& version);

// Catches SIGINT (Ctrl-C) while it lives, so that a long command can stop, say what it finished
// and exit with interrupted_status(); the previous handler is restored after. While one lives,
// interrupt_flag() is set by Ctrl-C (it is cleared when one is made).
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

 private:
  struct sigaction previous_ {};
};
const std::atomic<bool>& interrupt_flag();
// 128 + SIGINT, as a shell reports a program that Ctrl-C stopped.
int interrupted_status();

// True when standard output is an interactive terminal and not running under CI: live progress
// lines and animation are shown only then.
bool live_terminal();

// True when standard output is a terminal (colours may be used).
bool stdout_is_terminal();

}  // namespace gameai::cli

#pragma once
// The engine's options, declared once.
//
// Every setting a front end can change on the engine (hash size, threads, strength, evaluation
// weights, opening book, ...) is one row of option_table(): its name, type, default, range or
// choices, a line of help, the names other protocols give it, and its effect on the Engine
// facade. The UCI, UCCI and xboard front ends announce and parse the rows, the command line
// makes flags of the rows that have one, and the GUI and the web page start from the same
// defaults (the facade is built with them). Adding an option is one row in options.cpp and, if
// the facade has no setter for it yet, that setter: nothing else names it. (Stockfish's
// OptionsMap is the model: `options.add(name, Option(default, min, max, on_change))`.)

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gameai::xiangqi_ai {

class Engine;
class EngineOptions;

// The UCI types, which UCCI shares and xboard spells with a dash (`-spin`, `-check`, ...).
enum class OptionType { Spin, Check, Combo, String, Button };

std::string_view option_type_name(OptionType type);  // "spin", "check", ...

// What an option does when set: applies its new value (read from `options`, which also holds
// the other options' values) to `engine`. Returns "" or what went wrong, e.g. a file that does
// not load; the option then keeps its old value.
using OptionEffect = std::function<std::string(Engine& engine, const EngineOptions& options)>;

struct OptionRow {
  std::string name;  // as UCI writes it: "Hash", "Clear Hash"
  OptionType type = OptionType::Spin;
  std::string default_value;         // as the protocols write it: "16", "true", "alphabeta"
  std::int64_t min = 0, max = 0;     // Spin
  std::vector<std::string> choices;  // Combo
  std::string help;                  // one line, for --help and a GUI's tooltip
  std::string unit;                  // of a Spin, for messages and help: "MiB"
  OptionEffect effect;
  // The engine must be idle: a running search is stopped first (a new hash table, a new game).
  bool stops_search = false;
  // A String that names a file (xboard offers a file chooser for it: `-file`).
  bool is_path = false;
  // UCCI's name for it; empty: the UCI name in lower case, without a "UCI_" prefix or spaces.
  std::string ucci_name;
  // xboard's own command for it (`memory`, `cores`, `hard`), which xboard GUIs send instead of
  // an option; empty: offered as `feature option="NAME -TYPE ..."` under its UCI name. A Check
  // is turned on by it, and off by xboard_off_command (`easy`).
  std::string xboard_command;
  std::string xboard_off_command;
  // The flag of `gameai xiangqi analyse` that sets it ("hash" for --hash); empty: none.
  std::string cli_flag;

  std::int64_t default_number() const;  // a Spin's default
  std::string ucci() const;             // the name under UCCI

  // A row of each type, as the table declares them, and the touches a row may add:
  //   OptionRow::spin("Hash", 16, 1, 4096, "...", effect).with_unit("MiB").as_ucci("hashsize")
  static OptionRow spin(std::string name, std::int64_t default_value, std::int64_t min,
                        std::int64_t max, std::string help, OptionEffect effect);
  static OptionRow check(std::string name, bool default_value, std::string help,
                         OptionEffect effect);
  static OptionRow combo(std::string name, std::string default_value,
                         std::vector<std::string> choices, std::string help, OptionEffect effect);
  static OptionRow string(std::string name, std::string default_value, std::string help,
                          OptionEffect effect);
  static OptionRow button(std::string name, std::string help, OptionEffect effect);
  OptionRow&& with_unit(std::string text) &&;
  OptionRow&& stopping_search() &&;
  OptionRow&& naming_a_file() &&;
  OptionRow&& as_ucci(std::string name) &&;
  OptionRow&& as_xboard_command(std::string command, std::string off_command = {}) &&;
  OptionRow&& as_cli_flag(std::string flag) &&;
};

// Every option, in the order the protocols announce them.
const std::vector<OptionRow>& option_table();

// The row named `name` (the UCI name, any case), or nullptr.
const OptionRow* find_option(std::string_view name);
// The row UCCI calls `name` (any case), or nullptr.
const OptionRow* find_ucci_option(std::string_view name);
// The row that xboard's own command `command` sets (its xboard_command, or a Check's
// xboard_off_command: `memory`, `cores`, `hard`, `easy`), or nullptr.
const OptionRow* find_xboard_option(std::string_view command);

// `text` as a valid value of `row` in its stored spelling (a Check as "true"/"false", also from
// "on"/"off"; a Combo as its choice is declared, matched in any case), or nullopt with `problem`
// naming the option as `shown` and what it takes: "Hash must be 1..4096 (MiB), not 'lots'".
std::optional<std::string> checked_value(const OptionRow& row, std::string_view text,
                                         std::string_view shown, std::string& problem);

// The options of one engine with their current values, which start at the defaults. The
// facade is built with those already in effect, except OwnBook: a bare Engine plays no book
// move (analysis, tests), while the protocol front ends call apply_defaults() and play from it.
class EngineOptions {
 public:
  explicit EngineOptions(Engine& engine);

  // Applies every option's default to the engine.
  void apply_defaults();
  // Sets `row` (a row of option_table()) to `text` and applies it: "" or a message naming the
  // option as `shown` (the protocol's name for it) and what it takes, or what its effect refused
  // (the option then keeps its value). A Button is pressed; its text is ignored.
  // The caller stops a running search first when the row says so (stops_search).
  std::string set(const OptionRow& row, std::string_view text, std::string_view shown);
  // The same by UCI name (any case); an unknown name is an error.
  std::string set(std::string_view name, std::string_view text);

  // The current value of the option with this UCI name (throws std::out_of_range if none).
  const std::string& value(std::string_view name) const;
  std::int64_t spin(std::string_view name) const;
  bool check(std::string_view name) const;

 private:
  Engine& engine_;
  std::vector<std::string> values_;  // one per row of option_table()
};

}  // namespace gameai::xiangqi_ai

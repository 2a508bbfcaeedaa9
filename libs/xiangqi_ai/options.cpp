#include "xiangqi_ai/options.hpp"

#include <charconv>
#include <stdexcept>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::xiangqi_ai {
namespace {

std::string lower(std::string_view text) {
  std::string s(text);
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

bool same_name(std::string_view a, std::string_view b) {
  return lower(a) == lower(b);
}

// Level, UCI_LimitStrength and UCI_Elo together decide the level the engine plays at.
std::string apply_strength(Engine& engine, const EngineOptions& options) {
  engine.set_level(options.check("UCI_LimitStrength")
                       ? level_for_elo(static_cast<int>(options.spin("UCI_Elo")))
                       : static_cast<int>(options.spin("Level")));
  return {};
}

bool builtin(const std::string& path) {
  return path.empty() || path == "<builtin>";
}

// The options, in the order the protocols announce them. A new option is one more row here.
std::vector<OptionRow> make_table() {
  std::vector<OptionRow> t;
  t.push_back(OptionRow::spin("Hash", 16, 1, 4096, "transposition table size",
                              [](Engine& e, const EngineOptions& o) {
                                e.set_hash_mb(static_cast<std::size_t>(o.spin("Hash")));
                                return std::string();
                              })
                  .with_unit("MiB")
                  .stopping_search()
                  .as_ucci("hashsize")
                  .as_xboard_command("memory")
                  .as_cli_flag("hash"));
  t.push_back(OptionRow::spin("Threads", 1, 1, 64, "search threads",
                              [](Engine& e, const EngineOptions& o) {
                                e.set_threads(static_cast<int>(o.spin("Threads")));
                                return std::string();
                              })
                  .as_xboard_command("cores")
                  .as_cli_flag("threads"));
  t.push_back(OptionRow::spin("Level", MAX_LEVEL, MIN_LEVEL, MAX_LEVEL,
                              "strength, from 1 (a beginner can win) to 10 (full strength)",
                              apply_strength));
  t.push_back(OptionRow::spin("MultiPV", 1, 1, MAX_MULTIPV,
                              "best lines searched and shown, best first",
                              [](Engine& e, const EngineOptions& o) {
                                e.set_multipv(static_cast<int>(o.spin("MultiPV")));
                                return std::string();
                              })
                  .as_cli_flag("multipv"));
  t.push_back(OptionRow::check("UCI_LimitStrength", false,
                               "play at the strength UCI_Elo names instead of Level",
                               apply_strength));
  t.push_back(OptionRow::spin(
      "UCI_Elo", LEVEL_ELO.back(), LEVEL_ELO.front(), LEVEL_ELO.back(),
      "the strength to play at with UCI_LimitStrength, on the levels' Elo scale", apply_strength));
  t.push_back(
      OptionRow::combo("Algorithm", "alphabeta", {"alphabeta", "minimax"},
                       "alphabeta: the engine's search; minimax: the plain reference search",
                       [](Engine& e, const EngineOptions& o) {
                         e.set_algorithm(o.value("Algorithm") == "minimax" ? Algorithm::Minimax
                                                                           : Algorithm::Alphabeta);
                         return std::string();
                       }));
  t.push_back(OptionRow::button("Clear Hash",
                                "forget what earlier searches learnt, as for a new game",
                                [](Engine& e, const EngineOptions&) {
                                  e.new_game();
                                  return std::string();
                                })
                  .stopping_search()
                  .as_ucci("newgame"));
  t.push_back(
      OptionRow::check("Ponder", false,
                       "the GUI may let the engine think on the opponent's time (go ponder)",
                       [](Engine&, const EngineOptions&) { return std::string(); })
          .as_xboard_command("hard", "easy"));
  t.push_back(OptionRow::string("Weights", "<builtin>",
                                "evaluation weights file (JSON, as 'gameai xiangqi tune' writes; "
                                "omitted fields keep the built-in values)",
                                [](Engine& e, const EngineOptions& o) -> std::string {
                                  const std::string& path = o.value("Weights");
                                  try {
                                    e.set_weights(builtin(path) ? EvalWeights::defaults()
                                                                : EvalWeights::load(path));
                                  } catch (const std::exception& error) {
                                    return error.what();
                                  }
                                  return {};
                                })
                  .naming_a_file()
                  .as_cli_flag("weights"));
  t.push_back(OptionRow::combo("Evaluation", std::string(evaluation_name(Evaluation::Network)),
                               {"nnue", "classical"},
                               "nnue: the evaluation network (EvalFile); classical: the "
                               "hand-written evaluation (Weights)",
                               [](Engine& e, const EngineOptions& o) {
                                 Evaluation evaluation = Evaluation::Network;
                                 parse_evaluation(o.value("Evaluation"), evaluation);
                                 e.set_evaluation(evaluation);
                                 return std::string();
                               })
                  .as_cli_flag("eval"));
  t.push_back(
      OptionRow::string(
          "EvalFile", "<builtin>", "evaluation network file ('gameai xiangqi train' writes one)",
          [](Engine& e, const EngineOptions& o) { return e.set_eval_file(o.value("EvalFile")); })
          .naming_a_file()
          .as_cli_flag("net"));
  t.push_back(OptionRow::check("OwnBook", true,
                               "answer from the opening book while the position is in it",
                               [](Engine& e, const EngineOptions& o) {
                                 e.set_own_book(o.check("OwnBook"));
                                 return std::string();
                               })
                  .as_ucci("usebook"));
  t.push_back(
      OptionRow::string(
          "BookFile", "<builtin>", "opening book file ('gameai xiangqi book build' writes one)",
          [](Engine& e, const EngineOptions& o) { return e.set_book_file(o.value("BookFile")); })
          .naming_a_file()
          .as_ucci("bookfiles"));
  return t;
}

}  // namespace

std::string_view option_type_name(OptionType type) {
  switch (type) {
    case OptionType::Spin:
      return "spin";
    case OptionType::Check:
      return "check";
    case OptionType::Combo:
      return "combo";
    case OptionType::String:
      return "string";
    case OptionType::Button:
      return "button";
  }
  return "?";
}

OptionRow OptionRow::spin(std::string name, std::int64_t default_value, std::int64_t min,
                          std::int64_t max, std::string help, OptionEffect effect) {
  OptionRow row;
  row.name = std::move(name);
  row.type = OptionType::Spin;
  row.default_value = std::to_string(default_value);
  row.min = min;
  row.max = max;
  row.help = std::move(help);
  row.effect = std::move(effect);
  return row;
}

OptionRow OptionRow::check(std::string name, bool default_value, std::string help,
                           OptionEffect effect) {
  OptionRow row;
  row.name = std::move(name);
  row.type = OptionType::Check;
  row.default_value = default_value ? "true" : "false";
  row.help = std::move(help);
  row.effect = std::move(effect);
  return row;
}

OptionRow OptionRow::combo(std::string name, std::string default_value,
                           std::vector<std::string> choices, std::string help,
                           OptionEffect effect) {
  OptionRow row;
  row.name = std::move(name);
  row.type = OptionType::Combo;
  row.default_value = std::move(default_value);
  row.choices = std::move(choices);
  row.help = std::move(help);
  row.effect = std::move(effect);
  return row;
}

OptionRow OptionRow::string(std::string name, std::string default_value, std::string help,
                            OptionEffect effect) {
  OptionRow row;
  row.name = std::move(name);
  row.type = OptionType::String;
  row.default_value = std::move(default_value);
  row.help = std::move(help);
  row.effect = std::move(effect);
  return row;
}

OptionRow OptionRow::button(std::string name, std::string help, OptionEffect effect) {
  OptionRow row;
  row.name = std::move(name);
  row.type = OptionType::Button;
  row.help = std::move(help);
  row.effect = std::move(effect);
  return row;
}

OptionRow&& OptionRow::with_unit(std::string text) && {
  unit = std::move(text);
  return std::move(*this);
}
OptionRow&& OptionRow::stopping_search() && {
  stops_search = true;
  return std::move(*this);
}
OptionRow&& OptionRow::naming_a_file() && {
  is_path = true;
  return std::move(*this);
}
OptionRow&& OptionRow::as_ucci(std::string ucci) && {
  ucci_name = std::move(ucci);
  return std::move(*this);
}
OptionRow&& OptionRow::as_xboard_command(std::string command, std::string off_command) && {
  xboard_command = std::move(command);
  xboard_off_command = std::move(off_command);
  return std::move(*this);
}
OptionRow&& OptionRow::as_cli_flag(std::string flag) && {
  cli_flag = std::move(flag);
  return std::move(*this);
}

std::int64_t OptionRow::default_number() const {
  std::int64_t value = 0;
  std::from_chars(default_value.data(), default_value.data() + default_value.size(), value);
  return value;
}

std::string OptionRow::ucci() const {
  if (!ucci_name.empty()) return ucci_name;
  std::string n = lower(name);
  if (n.rfind("uci_", 0) == 0) n.erase(0, 4);
  std::erase(n, ' ');
  return n;
}

const std::vector<OptionRow>& option_table() {
  static const std::vector<OptionRow> table = make_table();
  return table;
}

const OptionRow* find_option(std::string_view name) {
  for (const OptionRow& row : option_table())
    if (same_name(row.name, name)) return &row;
  return nullptr;
}

const OptionRow* find_ucci_option(std::string_view name) {
  for (const OptionRow& row : option_table())
    if (same_name(row.ucci(), name)) return &row;
  return nullptr;
}

const OptionRow* find_xboard_option(std::string_view command) {
  if (command.empty()) return nullptr;
  for (const OptionRow& row : option_table())
    if (row.xboard_command == command || row.xboard_off_command == command) return &row;
  return nullptr;
}

std::optional<std::string> checked_value(const OptionRow& row, std::string_view text,
                                         std::string_view shown, std::string& problem) {
  const std::string given =
      text.empty() ? ", and no value was given" : ", not '" + std::string(text) + "'";
  switch (row.type) {
    case OptionType::Spin: {
      std::int64_t value = 0;
      const char* end = text.data() + text.size();
      const auto [ptr, ec] = std::from_chars(text.data(), end, value);
      if (!text.empty() && ec == std::errc() && ptr == end && value >= row.min && value <= row.max)
        return std::to_string(value);
      problem = std::string(shown) + " must be " + std::to_string(row.min) + ".." +
                std::to_string(row.max) + (row.unit.empty() ? "" : " (" + row.unit + ")") + given;
      return std::nullopt;
    }
    case OptionType::Check: {
      const std::string v = lower(text);
      if (v == "true" || v == "on") return "true";
      if (v == "false" || v == "off") return "false";
      problem = std::string(shown) + " must be true or false" + given;
      return std::nullopt;
    }
    case OptionType::Combo: {
      std::string list;
      for (std::size_t i = 0; i < row.choices.size(); ++i) {
        if (same_name(row.choices[i], text)) return row.choices[i];
        list += (i == 0 ? "" : i + 1 == row.choices.size() ? " or " : ", ") + row.choices[i];
      }
      problem = std::string(shown) + " must be " + list + given;
      return std::nullopt;
    }
    case OptionType::String:
      return std::string(text);
    case OptionType::Button:
      return std::string();
  }
  return std::nullopt;
}

EngineOptions::EngineOptions(Engine& engine) : engine_(engine) {
  for (const OptionRow& row : option_table()) values_.push_back(row.default_value);
}

void EngineOptions::apply_defaults() {
  for (const OptionRow& row : option_table()) {
    if (row.type == OptionType::Button) continue;
    set(row, row.default_value, row.name);
  }
}

std::string EngineOptions::set(const OptionRow& row, std::string_view text,
                               std::string_view shown) {
  std::string problem;
  auto value = checked_value(row, text, shown, problem);
  if (!value) return problem;
  const std::size_t index = static_cast<std::size_t>(&row - option_table().data());
  std::string old = std::move(values_.at(index));
  values_[index] = std::move(*value);
  problem = row.effect ? row.effect(engine_, *this) : std::string();
  if (!problem.empty()) values_[index] = std::move(old);
  return problem;
}

std::string EngineOptions::set(std::string_view name, std::string_view text) {
  const OptionRow* row = find_option(name);
  if (row == nullptr) return "unknown option '" + std::string(name) + "'";
  return set(*row, text, row->name);
}

const std::string& EngineOptions::value(std::string_view name) const {
  const auto& table = option_table();
  for (std::size_t i = 0; i < table.size(); ++i)
    if (table[i].name == name) return values_[i];
  throw std::out_of_range("no engine option '" + std::string(name) + "'");
}

std::int64_t EngineOptions::spin(std::string_view name) const {
  const std::string& v = value(name);
  std::int64_t number = 0;
  std::from_chars(v.data(), v.data() + v.size(), number);
  return number;
}

bool EngineOptions::check(std::string_view name) const {
  return value(name) == "true";
}

}  // namespace gameai::xiangqi_ai

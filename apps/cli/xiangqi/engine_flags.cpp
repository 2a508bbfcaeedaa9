#include "engine_flags.hpp"

#include <stdexcept>

#include "cli.hpp"

namespace gameai::cli {
namespace {

// The row's type and check on a flag that sets it.
void check_as_row(CLI::Option* option, const xiangqi_ai::OptionRow& row) {
  using xiangqi_ai::OptionType;
  switch (row.type) {
    case OptionType::Spin:
      option->type_name("INT")->check(whole_number<std::int64_t>(row.min, row.max));
      break;
    case OptionType::Check:
      option->type_name("BOOL")->check(
          CLI::IsMember({"true", "false", "on", "off"}, CLI::ignore_case));
      break;
    case OptionType::Combo:
      // A choice in any case, passed on as the row spells it.
      option->transform(CLI::IsMember(row.choices, CLI::ignore_case));
      break;
    case OptionType::String:
      if (row.is_path) option->type_name("FILE");
      break;
    case OptionType::Button:
      break;
  }
}

const xiangqi_ai::OptionRow& row_with_flag(std::string_view row_name) {
  const xiangqi_ai::OptionRow* row = xiangqi_ai::find_option(row_name);
  if (row == nullptr || row->cli_flag.empty())
    throw std::logic_error("the option table has no row '" + std::string(row_name) +
                           "' with a command-line flag");
  return *row;
}

}  // namespace

std::string flag_name(std::string_view row_name, const std::string& suffix) {
  return "--" + row_with_flag(row_name).cli_flag + suffix;
}

CLI::Option* add_row_flag(CLI::App* command, std::string_view row_name, std::string& value,
                          const std::string& suffix, const std::string& help) {
  const xiangqi_ai::OptionRow& row = row_with_flag(row_name);
  CLI::Option* option = command->add_option("--" + row.cli_flag + suffix, value, help);
  check_as_row(option, row);
  return option;
}

void EngineFlags::add_to(CLI::App* command) {
  using xiangqi_ai::OptionType;
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
    if (row.cli_flag.empty() || row.type == OptionType::Button) continue;
    Flag& flag = flags_.emplace_back(Flag{&row, row.default_value});
    std::string help = row.help;
    if (!row.unit.empty()) help += " in " + row.unit;
    flag.option = command->add_option("--" + row.cli_flag, flag.value, help);
    flag.option->default_str(row.default_value);
    check_as_row(flag.option, row);
  }
}

void EngineFlags::apply(xiangqi_ai::Engine& engine) const {
  xiangqi_ai::EngineOptions options(engine);
  for (const Flag& flag : flags_) {
    if (flag.option->count() == 0) continue;
    const std::string shown = "--" + flag.row->cli_flag;
    const std::string problem = options.set(*flag.row, flag.value, shown);
    if (!problem.empty()) throw InputError(shown + ": " + problem);
  }
}

}  // namespace gameai::cli

#include "engine_flags.hpp"

#include "cli.hpp"

namespace gameai::cli {

void EngineFlags::add_to(CLI::App* command) {
  using xiangqi_ai::OptionType;
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
    if (row.cli_flag.empty() || row.type == OptionType::Button) continue;
    Flag& flag = flags_.emplace_back(Flag{&row, row.default_value});
    std::string help = row.help;
    if (!row.unit.empty()) help += " in " + row.unit;
    flag.option = command->add_option("--" + row.cli_flag, flag.value, help);
    flag.option->default_str(row.default_value);
    switch (row.type) {
      case OptionType::Spin:
        flag.option->type_name("INT")->check(whole_number<std::int64_t>(row.min, row.max));
        break;
      case OptionType::Check:
        flag.option->type_name("BOOL")->check(
            CLI::IsMember({"true", "false", "on", "off"}, CLI::ignore_case));
        break;
      case OptionType::Combo:
        flag.option->check(CLI::IsMember(row.choices, CLI::ignore_case));
        break;
      case OptionType::String:
        if (row.is_path) flag.option->type_name("FILE");
        break;
      case OptionType::Button:
        break;
    }
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

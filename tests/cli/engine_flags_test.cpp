// The flags the xiangqi commands make from the engine's option table: every row with a flag is a
// flag of `analyse`, and the evaluation flags of `play`, `match` and `datagen` (--eval, --net,
// --weights, with a suffix for a second player) take the row's name, choices and type.
#include "engine_flags.hpp"

#include <gtest/gtest.h>

#include <string>

#include "xiangqi_ai/options.hpp"

namespace gameai::cli {
namespace {

// Parses `args` for a command with `value` under the row's flag; "" or CLI11's message.
std::string parse_row_flag(const char* row, const std::string& suffix, const std::string& args,
                           std::string& value) {
  CLI::App app("test");
  add_row_flag(&app, row, value, suffix, "help");
  try {
    app.parse(args, false);
  } catch (const CLI::ParseError& e) {
    return e.what();
  }
  return {};
}

TEST(EngineFlags, FlagNamesComeFromTheTable) {
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
    if (row.cli_flag.empty()) continue;
    EXPECT_EQ(flag_name(row.name), "--" + row.cli_flag);
    EXPECT_EQ(flag_name(row.name, "-b"), "--" + row.cli_flag + "-b");
  }
  EXPECT_EQ(flag_name("Evaluation"), "--eval");
  EXPECT_EQ(flag_name("EvalFile", "-b"), "--net-b");
  EXPECT_EQ(flag_name("Weights", "-b"), "--weights-b");
  // A row without a flag (or no row) is a mistake in the program, not in the input.
  EXPECT_THROW(flag_name("Ponder"), std::logic_error);
  EXPECT_THROW(flag_name("NoSuchOption"), std::logic_error);
}

// Each of the row's choices, in any case, is taken as the row spells it; anything else is refused
// under the flag's name, suffix included.
TEST(EngineFlags, EvalTakesTheRowsChoicesInAnyCase) {
  const xiangqi_ai::OptionRow* row = xiangqi_ai::find_option("Evaluation");
  ASSERT_NE(row, nullptr);
  ASSERT_FALSE(row->choices.empty());
  for (const std::string& choice : row->choices) {
    std::string upper = choice;
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const std::string& given : {choice, upper}) {
      std::string value;
      EXPECT_EQ(parse_row_flag("Evaluation", "-b", "--eval-b " + given, value), "") << given;
      EXPECT_EQ(value, choice);
    }
  }
  std::string value;
  const std::string problem = parse_row_flag("Evaluation", "-b", "--eval-b fast", value);
  EXPECT_NE(problem.find("--eval-b"), std::string::npos) << problem;
  EXPECT_NE(problem.find("fast"), std::string::npos) << problem;
  EXPECT_NE(parse_row_flag("Evaluation", "", "--eval-b nnue", value), "");
}

// A file row takes any text as its value (the file is read later) and says FILE in --help.
TEST(EngineFlags, FileRowsTakeAFileName) {
  for (const char* row : {"EvalFile", "Weights"}) {
    std::string value;
    const std::string flag = flag_name(row);
    EXPECT_EQ(parse_row_flag(row, "", flag + " /some/where.file", value), "") << row;
    EXPECT_EQ(value, "/some/where.file");
    CLI::App app("test");
    add_row_flag(&app, row, value, "", "help");
    EXPECT_NE(app.help().find(flag + " FILE"), std::string::npos) << app.help();
  }
}

// `analyse` has a flag for every row that names one, with the row's default in --help and its
// range as the check.
TEST(EngineFlags, EveryRowWithAFlagIsAFlag) {
  CLI::App app("test");
  EngineFlags flags;
  flags.add_to(&app);
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
    if (row.cli_flag.empty() || row.type == xiangqi_ai::OptionType::Button) continue;
    const CLI::Option* option = app.get_option_no_throw("--" + row.cli_flag);
    ASSERT_NE(option, nullptr) << row.name;
    EXPECT_EQ(option->get_default_str(), row.default_value) << row.name;
  }
  const xiangqi_ai::OptionRow* hash = xiangqi_ai::find_option("Hash");
  ASSERT_NE(hash, nullptr);
  EXPECT_THROW(app.parse("--hash " + std::to_string(hash->max + 1), false), CLI::ValidationError);
}

}  // namespace
}  // namespace gameai::cli

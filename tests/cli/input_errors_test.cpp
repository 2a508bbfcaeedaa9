// Bad numbers and bad files on every `gameai` command, as a user types them: each is a usage
// error (exit status 2) whose message names the range, the file and the key to fix; nothing
// wraps, saturates or leaks a library's raw message.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A file under the test's temporary directory holding `text` (a directory when `text` is null).
std::string temp_path(const std::string& name, const char* text) {
  const std::string path = ::testing::TempDir() + "gameai_input_" + name;
  std::filesystem::remove_all(path);
  if (text == nullptr) {
    std::filesystem::create_directories(path);
  } else {
    std::ofstream(path) << text;
  }
  return path;
}

struct NumberCase {
  const char* args;
  const char* message;  // part of the expected message
};

TEST(CliNumbers, OutOfRangeNumbersAreUsageErrorsNamingTheRange) {
  const NumberCase cases[] = {
      {"tetris play --max-pieces 1 --seed -5", "from 0 to 18446744073709551615"},
      {"tetris play --max-pieces 1 --seed 99999999999999999999", "from 0 to 18446744073709551615"},
      {"tetris play --max-pieces -1", "from 0 to 18446744073709551615"},
      {"tetris play --nodes -2", "from 0 to 18446744073709551615"},
      {"tetris versus bot eltetris --seed -1", "from 0 to 18446744073709551615"},
      {"tetris tune --seed 18446744073709551616", "from 0 to 18446744073709551615"},
      {"xiangqi match ai:1 ai:1 --seed -3", "from 0 to 18446744073709551615"},
      {"xiangqi play --seed 99999999999999999999", "from 0 to 18446744073709551615"},
      {"records show 99999999999999999999", "from 1 to 9223372036854775807"},
      {"records replay -1", "from 1 to 9223372036854775807"},
      {"records list --limit 99999999999999999999", "from 0 to 9223372036854775807"},
      {"records export --game tetris --id 0", "from 1 to 9223372036854775807"},
  };
  for (const auto& c : cases) {
    const CliRun r = run_gameai(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, "out of range")) << c.args << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, c.message)) << c.args << "\n" << r.out;
  }
}

// Every floating-point option: "nan" and "inf" are not numbers, and the range is named.
TEST(CliNumbers, FractionsMustBeFiniteNumbersInRange) {
  const char* commands[] = {
      "tetris tune --generations 1 --deviation", "tetris tune --generations 1 --elite",
      "tetris versus bot bot --games 1 --messiness", "xiangqi tune-data --games 1 --blend"};
  for (const char* command : commands) {
    for (const char* value : {"nan", "inf", "-1", "1e9", "0.5x"}) {
      const CliRun r = run_gameai(std::string(command) + " " + value);
      EXPECT_EQ(r.status, 2) << command << " " << value << "\n" << r.out;
      EXPECT_TRUE(contains(r.out, "number")) << command << " " << value << "\n" << r.out;
      EXPECT_TRUE(contains(r.out, " to ")) << command << " " << value << "\n" << r.out;
    }
  }
}

TEST(CliNumbers, TheLargestSeedIsAccepted) {
  const CliRun r = run_gameai("tetris play --json --max-pieces 3 --seed 18446744073709551615");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_TRUE(contains(r.out, "\"seed\": 18446744073709551615")) << r.out;
}

struct FileCase {
  const char* name;
  const char* text;     // null: a directory
  const char* message;  // part of the expected message, after the file's name
};

TEST(CliFiles, BadTetrisWeightsFilesNameTheFileAndTheKey) {
  const FileCase cases[] = {
      {"huge.json", "{\"holes\": 1e400}", "\"holes\""},
      {"huge2.json", "{\"holes\": 3e313}", "\"holes\""},
      {"dir.json", nullptr, "is a directory"},
      {"empty.json", "", "empty"},
      {"blank.json", " \n\t\n", "empty"},
      {"key.json", "{\"nosuch\": 1}", "\"nosuch\""},
      {"type.json", "{\"holes\": \"x\"}", "\"holes\""},
  };
  for (const auto& c : cases) {
    const std::string path = temp_path(c.name, c.text);
    for (const std::string command :
         {"tetris play --max-pieces 3", "tetris tune --generations 1 --population 2 --games 1"}) {
      const CliRun r = run_gameai(command + " --weights " + path);
      EXPECT_EQ(r.status, 2) << command << " " << c.name << "\n" << r.out;
      EXPECT_TRUE(contains(r.out, path + ":")) << command << " " << c.name << "\n" << r.out;
      EXPECT_TRUE(contains(r.out, c.message)) << command << " " << c.name << "\n" << r.out;
      EXPECT_FALSE(contains(r.out, "error:")) << command << " " << c.name << "\n" << r.out;
    }
  }
}

TEST(CliFiles, BadXiangqiWeightsFilesNameTheFile) {
  const FileCase cases[] = {
      {"xq_huge.json", "{\"tempo\": 1e400}", "not valid JSON"},
      {"xq_dir.json", nullptr, "is a directory"},
      {"xq_empty.json", "", "empty"},
      {"xq_blank.json", "\n  \n", "empty"},
      {"xq_key.json", "{\"nosuch\": 1}", "'nosuch'"},
  };
  for (const auto& c : cases) {
    const std::string path = temp_path(c.name, c.text);
    const CliRun r = run_gameai("xiangqi analyse startpos --depth 1 --weights " + path);
    EXPECT_EQ(r.status, 2) << c.name << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, path + ":")) << c.name << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, c.message)) << c.name << "\n" << r.out;
  }
}

TEST(CliFiles, ADirectoryWhereAFileBelongsIsSaidToBeADirectory) {
  const std::string dir = temp_path("a_directory", nullptr);
  const std::string commands[] = {
      "tetris features --board " + dir,
      "tetris best --piece T --board " + dir,
      "xiangqi tune " + dir + " --out " + dir + "/w.json",
      "xiangqi match ai:1 ai:1 --games 1 --openings " + dir,
      "records import --db " + dir + "/r.sqlite " + dir,
  };
  for (const auto& args : commands) {
    const CliRun r = run_gameai(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, "is a directory")) << args << "\n" << r.out;
  }
}

// A word that is no command, or an option given to a group, is named with the command it was
// most likely meant as (CLI11 alone says "A subcommand is required").
TEST(CliWords, MistypedCommandsAreNamed) {
  const struct {
    const char* args;
    const char* message;
  } cases[] = {
      {"tetris plya", "unknown command 'plya' for 'gameai tetris'; did you mean 'play'?"},
      {"records lst", "unknown command 'lst' for 'gameai records'; did you mean 'list'?"},
      {"xiangqi analyze startpos", "did you mean 'analyse'?"},
      {"foo", "unknown command 'foo' for 'gameai': give tetris, xiangqi or records"},
      {"--frob tetris", "unknown option '--frob' for 'gameai'"},
      {"tetris", "'gameai tetris' needs a command: play, watch, "},
      {"xiangqi book", "'gameai xiangqi book' needs a command: build or probe"},
      {"tetris play --gmaes 5", "(did you mean '--games'?)"},
  };
  for (const auto& c : cases) {
    const CliRun r = run_gameai(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_TRUE(contains(r.out, c.message)) << c.args << "\n" << r.out;
    EXPECT_FALSE(contains(r.out, "A subcommand is required")) << c.args << "\n" << r.out;
  }
  // Help and the version still work wherever they are asked for.
  EXPECT_EQ(run_gameai("tetris --help").status, 0);
  EXPECT_EQ(run_gameai("--version").status, 0);
}

}  // namespace

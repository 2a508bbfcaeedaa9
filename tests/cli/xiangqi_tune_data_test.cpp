// `gameai xiangqi tune-data`: the file it writes, its reproducibility and its argument errors.

#include <unistd.h>

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

// A few short games at a tiny budget: seconds, not minutes.
std::string small(int seed = 11) {
  return "xiangqi tune-data --games 3 --nodes 200 --depth 2 --seed " + std::to_string(seed);
}

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "tune_data_" + std::to_string(::getpid()) + "_" + name;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Every line is FEN;SCORE, and the tuner reads the file and fits to it.
TEST(XiangqiTuneData, WritesPositionsTheTunerAccepts) {
  const std::string data = temp_path("plain.txt");
  CliRun r = run_gameai(small() + " --out " + data);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("from 3 games"), std::string::npos) << r.out;
  const auto lines = lines_of(read_text(data));
  ASSERT_GE(lines.size(), 5u) << r.out;
  const std::regex line(R"(^[1-9rnbakcpRNBAKCP/]+ [wb] - - \d+ \d+;-?\d+$)");
  for (const std::string& l : lines) EXPECT_TRUE(std::regex_match(l, line)) << l;
  const std::string weights = temp_path("w.json");
  r = run_gameai("xiangqi tune " + data + " --out " + weights + " --epochs 20");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("Read " + std::to_string(lines.size()) + " positions"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Weights written to"), std::string::npos) << r.out;
}

// Game i depends on the seed and i alone: one thread or two write the same file.
TEST(XiangqiTuneData, SameSeedSameFileWhateverTheThreads) {
  const std::string one = temp_path("one.txt"), two = temp_path("two.txt");
  ASSERT_EQ(run_gameai(small() + " --threads 1 --out " + one).status, 0);
  ASSERT_EQ(run_gameai(small() + " --threads 2 --out " + two).status, 0);
  const std::string text = read_text(one);
  EXPECT_FALSE(text.empty());
  EXPECT_EQ(text, read_text(two));
  const std::string other = temp_path("other.txt");
  ASSERT_EQ(run_gameai(small(12) + " --out " + other).status, 0);
  EXPECT_NE(text, read_text(other));
}

// With the whole weight on the result, every score is the result's: +-2000 or 0 (a draw).
TEST(XiangqiTuneData, FullBlendScoresTheResult) {
  const std::string data = temp_path("blend.txt");
  const CliRun r = run_gameai(small() + " --blend 1 --out " + data);
  ASSERT_EQ(r.status, 0) << r.out;
  const auto lines = lines_of(read_text(data));
  ASSERT_FALSE(lines.empty());
  for (const std::string& l : lines) {
    const std::string score = l.substr(l.find(';') + 1);
    EXPECT_TRUE(score == "2000" || score == "-2000" || score == "0") << l;
  }
}

TEST(XiangqiTuneData, BadArgumentsNameTheOption) {
  const std::string out = " --out " + temp_path("bad.txt");
  const struct {
    std::string args;
    const char* expected;
  } cases[] = {
      {"xiangqi tune-data --games 2", "--out"},
      {"xiangqi tune-data --games 0" + out, "--games"},
      {"xiangqi tune-data --nodes 0" + out, "--nodes"},
      {"xiangqi tune-data --depth 0" + out, "--depth"},
      {"xiangqi tune-data --depth x" + out, "--depth"},
      {"xiangqi tune-data --threads 0" + out, "--threads"},
      {"xiangqi tune-data --blend 1.5" + out, "--blend"},
      {"xiangqi tune-data --seed -1" + out, "--seed"},
      {"xiangqi tune-data --games 1 --out /nonexistent-dir/positions.txt", "cannot write"},
  };
  for (const auto& c : cases) {
    const CliRun r = run_gameai(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.expected), std::string::npos) << c.args << "\n" << r.out;
  }
}

}  // namespace

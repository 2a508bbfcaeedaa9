// Runs the real gameai-xiangqi executable with a transcript on its standard input.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string run_engine(const std::string& input, const std::string& args = "") {
  const std::string in_path =
      ::testing::TempDir() + "engine_in_" + std::to_string(::getpid()) + ".txt";
  {
    std::ofstream in(in_path);
    in << input;
  }
  const std::string command = std::string(GAMEAI_ENGINE_PATH) + " " + args + " < " + in_path;
  std::string output;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return output;
  char buffer[4096];
  std::size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  pclose(pipe);
  std::remove(in_path.c_str());
  return output;
}

TEST(Executable, SpeaksUciOnStdin) {
  const std::string out = run_engine("uci\nisready\nposition startpos\ngo depth 3\nquit\n");
  EXPECT_NE(out.find("uciok"), std::string::npos);
  EXPECT_NE(out.find("readyok"), std::string::npos);
  EXPECT_NE(out.find("bestmove "), std::string::npos);
}

TEST(Executable, BenchPrintsTheSignature) {
  const std::string out = run_engine("", "bench 3");
  EXPECT_NE(out.find("Nodes searched  : "), std::string::npos);
  EXPECT_NE(out.find("Nodes/second    : "), std::string::npos);
}

// `bench DEPTH LINES` runs the bench with several lines, then with one, and prints the cost.
TEST(Executable, BenchWithLinesPrintsTheCostOfMultiPv) {
  const std::string out = run_engine("", "bench 3 4");
  EXPECT_NE(out.find("MultiPV         : 4"), std::string::npos) << out;
  EXPECT_NE(out.find("MultiPV 1 time  : "), std::string::npos) << out;
  EXPECT_NE(out.find("Cost of MultiPV 4: "), std::string::npos) << out;
}

TEST(Executable, BadArgumentsExitWithStatusTwo) {
  const std::string command = std::string(GAMEAI_ENGINE_PATH) + " --frobnicate 2>/dev/null";
  const int status = std::system(command.c_str());
  EXPECT_EQ(WEXITSTATUS(status), 2);
}

}  // namespace

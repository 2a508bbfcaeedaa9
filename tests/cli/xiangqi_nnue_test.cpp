// `gameai xiangqi datagen` and `train`, and the --eval/--net options: the files they write, a
// resumed run, and bad input.

#include <unistd.h>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.hpp"

namespace {

using gameai::cli_test::CliRun;
using gameai::cli_test::run_gameai;

// A few short games at a tiny budget: seconds, not minutes.
std::string datagen(int games, const std::string& out, int seed = 5) {
  return "xiangqi datagen --eval classical --nodes 200 --games " + std::to_string(games) +
         " --seed " + std::to_string(seed) + " --out " + out;
}

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "nnue_cli_" + std::to_string(::getpid()) + "_" + name;
}

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// One thread or two, at once or in two goes (the second going on from the first): the same file.
TEST(XiangqiNnueCli, DatagenIsReproducibleAndResumes) {
  const std::string one = temp_path("one.bin"), two = temp_path("two.bin"),
                    resumed = temp_path("resumed.bin");
  CliRun r = run_gameai(datagen(4, one) + " --threads 1");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("from 4 games"), std::string::npos) << r.out;
  ASSERT_EQ(run_gameai(datagen(4, two) + " --threads 2").status, 0);
  const std::string bytes = read_bytes(one);
  ASSERT_GT(bytes.size(), 32u + 32u * 20);
  EXPECT_EQ(bytes.substr(0, 4), "GQPS");
  EXPECT_EQ((bytes.size() - 32) % 32, 0u);
  EXPECT_EQ(bytes, read_bytes(two));
  ASSERT_EQ(run_gameai(datagen(2, resumed)).status, 0);
  r = run_gameai(datagen(4, resumed));
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("holds 2 games"), std::string::npos) << r.out;
  EXPECT_EQ(bytes, read_bytes(resumed));
  // Another seed is another run: the file is not mixed with it.
  r = run_gameai(datagen(6, resumed, 6));
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("other settings"), std::string::npos) << r.out;
  EXPECT_EQ(bytes, read_bytes(resumed));
}

// --eval takes the option table's choices in any case, and means the same evaluation: the same
// positions file as when written in lower case (a choice passed on unchanged would be unknown to
// the searches, which would then use the network).
TEST(XiangqiNnueCli, DatagenEvalInAnyCase) {
  const std::string lower = temp_path("lower.bin"), upper = temp_path("upper.bin"),
                    network = temp_path("network.bin");
  ASSERT_EQ(run_gameai(datagen(1, lower)).status, 0);
  std::string args = datagen(1, upper);
  args.replace(args.find("classical"), 9, "CLASSICAL");
  const CliRun r = run_gameai(args);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(read_bytes(lower), read_bytes(upper));
  args = datagen(1, network);
  args.replace(args.find("classical"), 9, "nnue");
  ASSERT_EQ(run_gameai(args).status, 0);
  EXPECT_NE(read_bytes(lower), read_bytes(network));
}

// The trainer reads the positions, reports each epoch and writes a network the engine plays with.
TEST(XiangqiNnueCli, TrainWritesANetworkTheEngineUses) {
  const std::string data = temp_path("train.bin"), net = temp_path("net.nnue");
  ASSERT_EQ(run_gameai(datagen(6, data)).status, 0);
  CliRun r = run_gameai("xiangqi train " + data + " --out " + net +
                        " --hidden 32 --epochs 2 --batch 64 --threads 2 --name tiny");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("epoch 1/2: loss"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("epoch 2/2: loss"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("'tiny' (hidden size 32"), std::string::npos) << r.out;
  r = run_gameai("xiangqi analyse startpos --depth 3 --net " + net);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("bestmove"), std::string::npos) << r.out;
  r = run_gameai("xiangqi match ai ai --games 2 --movetime 20 --net " + net +
                 " --eval-b classical");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("_net.nnue] (red)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ai:10 [classical]"), std::string::npos) << r.out;
}

TEST(XiangqiNnueCli, BadInputNamesTheProblem) {
  const std::string text = temp_path("not-positions.txt");
  std::ofstream(text) << "this is not a positions file, nor a network, at all\n";
  const std::string out = " --out " + temp_path("bad.bin");
  const struct {
    std::string args;
    std::string expected;
  } cases[] = {
      {"xiangqi datagen --games 2", "--out"},
      {"xiangqi datagen --nodes 5" + out, "--nodes"},
      {"xiangqi datagen --eval fast" + out, "--eval"},
      {"xiangqi datagen --games 2 --out " + text, "not a positions file"},
      {"xiangqi datagen --games 1 --net " + text + out, "GQNN"},
      {"xiangqi datagen --games 1 --out /nonexistent-dir/p.bin", "cannot write"},
      // A text file is read as a manifest: its line names no file.
      {"xiangqi train " + text + out, "not-positions.txt:1: "},
      {"xiangqi train /nonexistent.bin" + out, "/nonexistent.bin: no such positions file"},
      {"xiangqi train " + text + " --hidden 40" + out, "--hidden"},
      {"xiangqi analyse startpos --depth 2 --net " + text, "GQNN"},
      {"xiangqi match ai ai --games 2 --net-b /nonexistent.nnue", "--net-b: "},
      {"xiangqi match ai ai --games 2 --net /nonexistent.nnue", "--net: "},
      {"xiangqi play --red ai:1 --black ai:1 --net /nonexistent.nnue", "--net: "},
      {"xiangqi play --eval fast", "--eval: fast not in {nnue,classical}"},
      {"xiangqi match ai ai --eval-b fast", "--eval-b: fast not in {nnue,classical}"},
      {"xiangqi datagen --eval fast" + out, "--eval: fast not in {nnue,classical}"},
      {"xiangqi match ai ai --games 2 --weights-b " + text, "--weights-b: " + text},
      {"xiangqi match ai ai --games 2 --weights " + text, "--weights: " + text},
  };
  for (const auto& c : cases) {
    const CliRun r = run_gameai(c.args);
    EXPECT_EQ(r.status, 2) << c.args << "\n" << r.out;
    EXPECT_NE(r.out.find(c.expected), std::string::npos) << c.args << "\n" << r.out;
  }
  // The file that was no positions file is still there, untouched.
  EXPECT_EQ(read_bytes(text), "this is not a positions file, nor a network, at all\n");
}

}  // namespace

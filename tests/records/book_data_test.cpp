// The built-in opening book is what `gameai xiangqi book build` makes from the master games in
// data/ (data/README.md): the test runs the documented command on that file and compares what it
// makes with the book in the repository, and the program's built-in book with both.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "cli_run.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

// `book probe` output without its timing ("probe took 0.7 us"), which differs run to run.
std::string without_timing(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) {
    const std::size_t took = line.find("; probe took");
    out += (took == std::string::npos ? line : line.substr(0, took)) + "\n";
  }
  return out;
}

TEST(BookData, BuiltInBookIsWhatTheMasterGamesMake) {
  const std::filesystem::path root =
      std::filesystem::path(GAMEAI_TEST_DATA_DIR).parent_path().parent_path();
  const std::string games = (root / "data" / "xiangqi-master-games-iccs.pgn").string();
  const std::string checked_in =
      (root / "libs" / "xiangqi_ai" / "data" / "master-book.bin").string();
  testing::TempDir dir;
  const std::string built = dir.file("book.bin");
  const cli_test::CliRun build =
      cli_test::run_gameai("xiangqi book build " + games + " --out " + built);
  ASSERT_EQ(build.status, 0) << build.out;
  EXPECT_NE(build.out.find("from 2406 games (110 duplicates, 0 skipped)"), std::string::npos)
      << build.out;
  EXPECT_TRUE(testing::file_bytes(built) == testing::file_bytes(checked_in))
      << "libs/xiangqi_ai/data/master-book.bin is not what data/xiangqi-master-games-iccs.pgn "
         "makes; rebuild it with the command in data/README.md";
  // The program's own book (compiled from the checked-in file) answers as the built one does.
  const cli_test::CliRun builtin = cli_test::run_gameai("xiangqi book probe startpos");
  const cli_test::CliRun from_file =
      cli_test::run_gameai("xiangqi book probe startpos --book " + built);
  ASSERT_EQ(builtin.status, 0) << builtin.out;
  EXPECT_EQ(without_timing(builtin.out), without_timing(from_file.out));
  EXPECT_NE(builtin.out.find("from 2404 games"), std::string::npos) << builtin.out;
}

}  // namespace
}  // namespace gameai::records

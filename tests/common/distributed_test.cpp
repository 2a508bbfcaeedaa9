#include "common/distributed.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <vector>

namespace gameai::common {
namespace {

// Outside mpirun (as every test runs) a program is one process of rank 0 that owns every job;
// the multi-process behaviour is checked by MpiSameResults, which runs the CLI under mpirun.
TEST(Distributed, OneProcessOwnsEveryJob) {
  int argc = 1;
  char name[] = "test";
  char* args[] = {name, nullptr};
  char** argv = args;
  const DistributedSession session(argc, argv);
  EXPECT_EQ(process_rank(), 0);
  EXPECT_EQ(process_count(), 1);
  EXPECT_TRUE(is_root());
  for (std::size_t i = 0; i < 10; ++i) EXPECT_TRUE(owns_job(i));
}

TEST(Distributed, MapAndShareInOneProcess) {
  std::vector<std::uint64_t> squares(37, 0);
  std::atomic<int> calls{0};
  distributed_for(squares.size(), 3, [&](std::size_t i, unsigned) {
    squares[i] = i * i;
    ++calls;
  });
  share(squares);
  EXPECT_EQ(calls.load(), 37);
  for (std::size_t i = 0; i < squares.size(); ++i) EXPECT_EQ(squares[i], i * i) << i;
  const std::vector<std::string> mine{"a", "", "line\nwith newline"};
  EXPECT_EQ(gather_on_root(mine), mine);
}

}  // namespace
}  // namespace gameai::common

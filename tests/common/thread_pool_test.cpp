#include "common/thread_pool.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

using gameai::common::parallel_for;

TEST(ThreadPool, RunsEveryIndexExactlyOnce) {
  for (unsigned threads : {1U, 2U, 4U}) {
    std::vector<std::atomic<int>> hits(1000);
    parallel_for(hits.size(), threads, [&](std::size_t i, unsigned worker) {
      EXPECT_LT(worker, threads);
      ++hits[i];
    });
    for (auto& h : hits) EXPECT_EQ(h.load(), 1);
  }
}

TEST(ThreadPool, RethrowsTheFirstError) {
  EXPECT_THROW(parallel_for(100, 2,
                            [](std::size_t i, unsigned) {
                              if (i == 10) throw std::runtime_error("job 10 failed");
                            }),
               std::runtime_error);
}

TEST(ThreadPool, ZeroJobsIsANoOp) {
  bool called = false;
  parallel_for(0, 2, [&](std::size_t, unsigned) { called = true; });
  EXPECT_FALSE(called);
}

#pragma once
// The `bench` command: a fixed set of positions searched to a fixed depth on one thread with a
// fresh 16 MiB table. The total node count is a signature of the search's behaviour: it changes
// only when the search or evaluation changes, so it is checked in tests and quoted in commits.

#include <cstdint>
#include <functional>
#include <string>

#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {

struct BenchPosition {
  int index = 0;
  std::string fen;  // the position searched (after any opening moves)
  std::uint64_t nodes = 0;
  std::string best_move;
};

struct BenchResult {
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::int64_t cpu_ms = 0;  // processor time of the whole process: fair on a busy machine
  int positions = 0;
  std::uint64_t nps() const {
    return nodes * 1000 / static_cast<std::uint64_t>(time_ms > 0 ? time_ms : 1);
  }
  std::uint64_t cpu_nps() const {
    return nodes * 1000 / static_cast<std::uint64_t>(cpu_ms > 0 ? cpu_ms : 1);
  }
};

inline constexpr int BENCH_DEFAULT_DEPTH = 10;

// Searches every bench position to `depth` with `multipv` lines and the given evaluation (the
// built-in network by default), calling `on_position` after each.
BenchResult run_bench(int depth, const std::function<void(const BenchPosition&)>& on_position = {},
                      int multipv = 1, Evaluation evaluation = Evaluation::Network);

}  // namespace gameai::xiangqi_ai

#pragma once
// When a recorder commits what it has gathered.
//
// A batch is committed when it holds `batch_size` items, or at the first item that arrives
// `max_interval_ms` after the previous commit, or on flush()/finish(). So a killed process loses
// at most one batch, and a slow (human) game is on disk within a second of each move. The clock
// is read on every item, from the kernel's coarse monotonic clock (a few nanoseconds through the
// vDSO, with a resolution of a few milliseconds: plenty for a one-second interval, and cheap
// enough at a million items per second).

#include <cstddef>
#include <cstdint>

namespace gameai::records {

struct RecorderOptions {
  std::size_t batch_size = 4096;        // Tetris steps (or xiangqi moves) per transaction
  std::int64_t max_interval_ms = 1000;  // longest time between commits while items arrive
};

// Milliseconds on the coarse monotonic clock.
std::int64_t coarse_now_ms() noexcept;

class BatchPolicy {
 public:
  explicit BatchPolicy(const RecorderOptions& options);
  // Called once per added item with the number of items now pending; true = commit now.
  bool should_commit(std::size_t pending) const noexcept {
    return pending >= batch_size_ || coarse_now_ms() - last_commit_ms_ >= max_interval_ms_;
  }
  // Called after every commit.
  void committed() noexcept { last_commit_ms_ = coarse_now_ms(); }

 private:
  std::size_t batch_size_;
  std::int64_t max_interval_ms_;
  std::int64_t last_commit_ms_;
};

}  // namespace gameai::records

#pragma once
// A fixed set of worker threads for running independent jobs in parallel.
//
// parallel_for hands out job indices dynamically (an atomic counter), so long and short jobs mix
// well; a job must depend only on its index, never on which worker runs it, for results to be
// the same whatever the thread count.

#include <atomic>
#include <cstddef>
#include <functional>

namespace gameai::common {

// Runs job(index, worker) for every index in [0, count) on `threads` threads (the calling thread
// is one of them) and returns when all are done. threads == 0 means one per hardware thread.
// The first exception thrown by a job is rethrown here after the others finish; remaining
// indices are skipped once a job has thrown. Once `stop` (when given) is set, no job starts: the
// call returns as soon as the jobs under way end, however many indices are left.
void parallel_for(std::size_t count, unsigned threads,
                  const std::function<void(std::size_t index, unsigned worker)>& job,
                  const std::atomic<bool>* stop = nullptr);

// The number of hardware threads, at least 1.
unsigned hardware_threads() noexcept;

}  // namespace gameai::common

#include "common/thread_pool.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace gameai::common {

unsigned hardware_threads() noexcept {
  return std::max(1U, std::thread::hardware_concurrency());
}

void parallel_for(std::size_t count, unsigned threads,
                  const std::function<void(std::size_t, unsigned)>& job,
                  const std::atomic<bool>* stop) {
  if (count == 0) return;
  if (threads == 0) threads = hardware_threads();
  threads = unsigned(std::min<std::size_t>(threads, count));

  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;

  auto worker = [&](unsigned id) {
    for (;;) {
      if (failed.load(std::memory_order_relaxed)) return;
      if (stop != nullptr && stop->load(std::memory_order_relaxed)) return;
      const std::size_t index = next.fetch_add(1, std::memory_order_relaxed);
      if (index >= count) return;
      try {
        job(index, id);
      } catch (...) {
        const std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(threads - 1);
  for (unsigned id = 1; id < threads; ++id) pool.emplace_back(worker, id);
  worker(0);
  for (auto& t : pool) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace gameai::common

#pragma once
// The processes of one distributed run (MPI), and the one pattern the commands need from them:
// spread independent jobs over processes, then gather their results.
//
// A run started by `mpirun -np N` has N processes (ranks 0 .. N-1); any other run is one process
// of rank 0, and so is every build without MPI. Job i always goes to rank i % N, and a job must
// depend only on its index (its seed comes from the index), so the gathered results are the same
// whatever N is and whatever the thread count inside each process. Rank 0 is the root: it alone
// prints and writes files. Collective calls (share, gather_on_root) must be made by every rank
// in the same order, from the thread that started the session.

#include <atomic>
#include <cstddef>
#include <cstring>
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

namespace gameai::common {

// Joins the distributed run for its lifetime when the program was started by mpirun (or another
// MPI launcher); otherwise, and in builds without MPI, does nothing. One per program, in main().
class DistributedSession {
 public:
  DistributedSession(int& argc, char**& argv);
  ~DistributedSession();
  DistributedSession(const DistributedSession&) = delete;
  DistributedSession& operator=(const DistributedSession&) = delete;

  // Ends this process at once with `status`, without waiting for the other ranks; the launcher
  // then ends them all. For a failure, which on one rank alone would leave the others waiting
  // in a collective call for ever.
  [[noreturn]] static void abort(int status);
};

// True when this build can run distributed (it was built with MPI).
bool distributed_available() noexcept;
// This process's rank and the number of processes (1 outside mpirun).
int process_rank() noexcept;
int process_count() noexcept;
inline bool is_root() noexcept {
  return process_rank() == 0;
}
// Whether job `index` is this process's.
inline bool owns_job(std::size_t index) noexcept {
  return index % static_cast<std::size_t>(process_count()) ==
         static_cast<std::size_t>(process_rank());
}

// Runs job(index, worker) for this process's indices in [0, count), on `threads` threads as
// parallel_for does (`stop` as there). Results stay where the job put them: follow with share() or
// gather_on_root().
void distributed_for(std::size_t count, unsigned threads,
                     const std::function<void(std::size_t index, unsigned worker)>& job,
                     const std::atomic<bool>* stop = nullptr);

// Byte-level form of share(): `data` holds `count` elements of `size` bytes, each filled by the
// rank that owns its index; on return every rank holds all of them.
void share_bytes(void* data, std::size_t size, std::size_t count);

// After distributed_for, gives every rank the elements the other ranks computed.
template <class T>
void share(std::vector<T>& values) {
  static_assert(std::is_trivially_copyable_v<T>, "shared values travel as bytes");
  share_bytes(values.data(), sizeof(T), values.size());
}

// Sends each rank's texts to the root, which receives all of them (rank 0's first, then rank
// 1's, ...); the other ranks receive nothing.
std::vector<std::string> gather_on_root(const std::vector<std::string>& mine);

// The root's `value` on every rank: the root's decision, say to stop, for all.
bool broadcast_from_root(bool value);

// Element-wise sums over every rank, in place (MPI_Allreduce): each rank's `values` become the
// sum of all ranks' `values`. The order of the additions is MPI's, so sums of floats agree with
// one process's up to rounding. Nothing happens in one process.
void sum_over_processes(float* values, std::size_t count);
void sum_over_processes(double* values, std::size_t count);

// The root's `size` bytes at `data` on every rank.
void broadcast_bytes_from_root(void* data, std::size_t size);

}  // namespace gameai::common

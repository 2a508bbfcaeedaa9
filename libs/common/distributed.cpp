#include "common/distributed.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "common/thread_pool.hpp"

#if GAMEAI_HAVE_MPI
#include <mpi.h>
#endif

namespace gameai::common {
namespace {

int rank_ = 0;
int count_ = 1;
bool joined_ = false;

// How many of `count` interleaved jobs rank r owns.
std::size_t jobs_of(std::size_t count, int r) {
  const auto rank = static_cast<std::size_t>(r);
  const auto ranks = static_cast<std::size_t>(count_);
  return rank < count ? (count - rank + ranks - 1) / ranks : 0;
}

#if GAMEAI_HAVE_MPI
// Launchers announce themselves in the environment: Open MPI, PMIx (Open MPI 4+, Slurm) and
// PMI (MPICH, Intel MPI). Without one of them the program was not started by a launcher and
// stays a plain process, with none of MPI's start-up cost.
bool launched_by_mpi() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"}) {
    if (std::getenv(name) != nullptr) return true;
  }
  return false;
}

int as_int(std::size_t n) {
  if (n > static_cast<std::size_t>(INT32_MAX))
    throw std::length_error("distributed message over 2 GiB");
  return static_cast<int>(n);
}

void check(int code, const char* what) {
  if (code != MPI_SUCCESS) throw std::runtime_error(std::string("MPI: ") + what + " failed");
}
#endif

}  // namespace

DistributedSession::DistributedSession([[maybe_unused]] int& argc, [[maybe_unused]] char**& argv) {
#if GAMEAI_HAVE_MPI
  if (!launched_by_mpi()) return;
  int provided = 0;
  // Only the thread that made the session talks to MPI; the worker threads never do.
  check(MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided), "init");
  joined_ = true;
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank_), "rank");
  check(MPI_Comm_size(MPI_COMM_WORLD, &count_), "size");
#endif
}

DistributedSession::~DistributedSession() {
#if GAMEAI_HAVE_MPI
  if (joined_) MPI_Finalize();
#endif
  joined_ = false;
  rank_ = 0;
  count_ = 1;
}

void DistributedSession::abort(int status) {
  // Leaving without MPI_Finalize (which would wait for the other ranks): the launcher sees a
  // rank end with a failing status and ends the others.
  std::fflush(nullptr);
  std::_Exit(status);
}

bool distributed_available() noexcept {
  return GAMEAI_HAVE_MPI != 0;
}

int process_rank() noexcept {
  return rank_;
}

int process_count() noexcept {
  return count_;
}

void distributed_for(std::size_t count, unsigned threads,
                     const std::function<void(std::size_t, unsigned)>& job,
                     const std::atomic<bool>* stop) {
  const auto rank = static_cast<std::size_t>(rank_);
  const auto ranks = static_cast<std::size_t>(count_);
  parallel_for(
      jobs_of(count, rank_), threads,
      [&](std::size_t k, unsigned worker) { job(rank + k * ranks, worker); }, stop);
}

void share_bytes(void* data, std::size_t size, std::size_t count) {
  if (count_ == 1 || count == 0) return;
#if GAMEAI_HAVE_MPI
  auto* bytes = static_cast<unsigned char*>(data);
  const auto ranks = static_cast<std::size_t>(count_);
  std::vector<int> lengths(ranks), offsets(ranks);
  std::size_t total = 0;
  for (std::size_t r = 0; r < ranks; ++r) {
    lengths[r] = as_int(jobs_of(count, static_cast<int>(r)) * size);
    offsets[r] = as_int(total);
    total += static_cast<std::size_t>(lengths[r]);
  }
  // Each rank's elements travel packed (rank r's are elements r, r + N, r + 2N, ...).
  const auto rank = static_cast<std::size_t>(rank_);
  std::vector<unsigned char> mine(static_cast<std::size_t>(lengths[rank]));
  for (std::size_t k = 0, i = rank; i < count; ++k, i += ranks)
    std::memcpy(mine.data() + k * size, bytes + i * size, size);
  std::vector<unsigned char> all(total);
  check(MPI_Allgatherv(mine.data(), lengths[rank], MPI_BYTE, all.data(), lengths.data(),
                       offsets.data(), MPI_BYTE, MPI_COMM_WORLD),
        "allgatherv");
  for (std::size_t r = 0; r < ranks; ++r) {
    const unsigned char* from = all.data() + offsets[r];
    for (std::size_t k = 0, i = r; i < count; ++k, i += ranks)
      std::memcpy(bytes + i * size, from + k * size, size);
  }
#else
  (void)data;
  (void)size;
#endif
}

std::vector<std::string> gather_on_root(const std::vector<std::string>& mine) {
  if (count_ == 1) return mine;
#if GAMEAI_HAVE_MPI
  // Each rank sends its texts as one buffer: a 64-bit length before each text.
  std::vector<char> packed;
  for (const std::string& s : mine) {
    const std::uint64_t n = s.size();
    packed.insert(packed.end(), reinterpret_cast<const char*>(&n),
                  reinterpret_cast<const char*>(&n) + sizeof n);
    packed.insert(packed.end(), s.begin(), s.end());
  }
  const auto ranks = static_cast<std::size_t>(count_);
  int length = as_int(packed.size());
  std::vector<int> lengths(ranks), offsets(ranks);
  check(MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD), "gather");
  std::size_t total = 0;
  for (std::size_t r = 0; r < ranks; ++r) {
    offsets[r] = as_int(total);
    total += static_cast<std::size_t>(lengths[r]);
  }
  std::vector<char> all(rank_ == 0 ? total : 0);
  check(MPI_Gatherv(packed.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(),
                    MPI_CHAR, 0, MPI_COMM_WORLD),
        "gatherv");
  std::vector<std::string> texts;
  for (std::size_t at = 0; at + sizeof(std::uint64_t) <= all.size();) {
    std::uint64_t n = 0;
    std::memcpy(&n, all.data() + at, sizeof n);
    at += sizeof n;
    texts.emplace_back(all.data() + at, static_cast<std::size_t>(n));
    at += static_cast<std::size_t>(n);
  }
  return texts;
#else
  return mine;
#endif
}

bool broadcast_from_root(bool value) {
#if GAMEAI_HAVE_MPI
  if (count_ > 1) {
    int v = value ? 1 : 0;
    check(MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD), "broadcast");
    return v != 0;
  }
#endif
  return value;
}

#if GAMEAI_HAVE_MPI
namespace {
// Large vectors travel in pieces of at most 2^30 elements (MPI counts are int).
template <class T>
void allreduce_sum(T* values, std::size_t count, MPI_Datatype type) {
  constexpr std::size_t PIECE = std::size_t{1} << 30;
  for (std::size_t at = 0; at < count; at += PIECE) {
    const std::size_t n = std::min(PIECE, count - at);
    check(MPI_Allreduce(MPI_IN_PLACE, values + at, as_int(n), type, MPI_SUM, MPI_COMM_WORLD),
          "allreduce");
  }
}
}  // namespace
#endif

void sum_over_processes(float* values, std::size_t count) {
  if (count_ == 1 || count == 0) return;
#if GAMEAI_HAVE_MPI
  allreduce_sum(values, count, MPI_FLOAT);
#else
  (void)values;
#endif
}

void sum_over_processes(double* values, std::size_t count) {
  if (count_ == 1 || count == 0) return;
#if GAMEAI_HAVE_MPI
  allreduce_sum(values, count, MPI_DOUBLE);
#else
  (void)values;
#endif
}

void broadcast_bytes_from_root(void* data, std::size_t size) {
  if (count_ == 1 || size == 0) return;
#if GAMEAI_HAVE_MPI
  constexpr std::size_t PIECE = std::size_t{1} << 30;
  auto* bytes = static_cast<unsigned char*>(data);
  for (std::size_t at = 0; at < size; at += PIECE)
    check(MPI_Bcast(bytes + at, as_int(std::min(PIECE, size - at)), MPI_BYTE, 0, MPI_COMM_WORLD),
          "broadcast");
#else
  (void)data;
#endif
}

}  // namespace gameai::common

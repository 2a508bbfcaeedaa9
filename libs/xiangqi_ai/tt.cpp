#include "xiangqi_ai/tt.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace gameai::xiangqi_ai {

int TTEntry::depth() const {
  return static_cast<int>(depth8) - TranspositionTable::DEPTH_OFFSET;
}

namespace {

// Tables at least this large are cleared by taking fresh pages from the system, which hands them
// out zeroed as they are first touched, instead of writing every byte: `memory 4096` or a new
// game with a 4 GiB hash then costs no seconds of memset before the engine answers again.
constexpr std::size_t REMAP_BYTES = 64 * 1024 * 1024;
constexpr std::size_t HUGE_PAGE = 2 * 1024 * 1024;

#if defined(__EMSCRIPTEN__) || !defined(MAP_ANONYMOUS)
constexpr bool MAPPED = false;
#else
constexpr bool MAPPED = true;
#endif

// `bytes` of zeroed memory, marked for huge pages: every probe lands on a random cluster, and with
// 4 KiB pages nearly every probe would also miss the TLB.
void* zeroed_memory(std::size_t bytes) {
  void* memory = nullptr;
  if constexpr (MAPPED) {
    memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
  } else {
    memory = std::aligned_alloc(HUGE_PAGE, bytes);
    if (memory == nullptr) throw std::bad_alloc();
    std::memset(memory, 0, bytes);
  }
#if defined(MADV_HUGEPAGE)
  madvise(memory, bytes, MADV_HUGEPAGE);
#endif
  return memory;
}

}  // namespace

void TranspositionTable::Release::operator()(Cluster* p) const {
  if constexpr (MAPPED) {
    munmap(p, bytes);
  } else {
    std::free(p);
  }
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
  megabytes = std::max<std::size_t>(1, megabytes);
  const std::size_t count = megabytes * 1024 * 1024 / sizeof(Cluster);
  if (count != cluster_count_) {
    const std::size_t bytes = (count * sizeof(Cluster) + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    table_.reset();
    cluster_count_ = 0;
    table_ = Table(static_cast<Cluster*>(zeroed_memory(bytes)), Release{bytes});
    cluster_count_ = count;
    generation_ = 0;
  } else {
    clear();
  }
  megabytes_ = megabytes;
}

void TranspositionTable::clear() {
  const std::size_t bytes = table_.get_deleter().bytes;
  if (MAPPED && bytes >= REMAP_BYTES) {
    table_.reset();
    table_ = Table(static_cast<Cluster*>(zeroed_memory(bytes)), Release{bytes});
  } else {
    std::memset(static_cast<void*>(table_.get()), 0, cluster_count_ * sizeof(Cluster));
  }
  generation_ = 0;
}

TTEntry* TranspositionTable::probe(std::uint64_t key, bool& found) {
  Cluster* cluster = cluster_for(key);
  const auto key16 = static_cast<std::uint16_t>(key);
  TTEntry* entries = cluster->entries;
  for (std::size_t i = 0; i < CLUSTER_ENTRIES; ++i) {
    if (entries[i].key16 == key16 && !entries[i].empty()) {
      // Refresh the generation so that a hit is not evicted as old.
      entries[i].gen_bound = static_cast<std::uint8_t>(generation_ | (entries[i].gen_bound & 3));
      found = true;
      return &entries[i];
    }
  }
  // Victim: the entry with the lowest depth, counting age (in searches) against it.
  TTEntry* victim = &entries[0];
  auto worth = [this](const TTEntry& e) {
    const int age = static_cast<std::uint8_t>(generation_ - (e.gen_bound & ~3)) / 4;
    return e.empty() ? -1000 : static_cast<int>(e.depth8) - 8 * age;
  };
  for (std::size_t i = 1; i < CLUSTER_ENTRIES; ++i)
    if (worth(entries[i]) < worth(*victim)) victim = &entries[i];
  found = false;
  return victim;
}

void TranspositionTable::save(TTEntry* slot, std::uint64_t key, int score, int eval, int depth,
                              Bound bound, std::uint16_t move) {
  const auto key16 = static_cast<std::uint16_t>(key);
  // Keep the old move when the new result has none for the same position.
  if (move != 0 || slot->key16 != key16) slot->move = move;
  // Do not overwrite a deeper exact result of this position with a shallow bound.
  if (slot->key16 == key16 && !slot->empty() && bound != Bound::Exact &&
      depth + 2 < slot->depth() && (slot->gen_bound & ~3) == generation_)
    return;
  slot->key16 = key16;
  slot->score = static_cast<std::int16_t>(score);
  slot->eval = static_cast<std::int16_t>(eval);
  slot->depth8 = static_cast<std::uint8_t>(std::clamp(depth + DEPTH_OFFSET, 1, 255));
  slot->gen_bound = static_cast<std::uint8_t>(generation_ | static_cast<std::uint8_t>(bound));
}

int TranspositionTable::hashfull() const {
  const std::size_t sample = std::min<std::size_t>(1000, cluster_count_);
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i)
    for (const TTEntry& e : table_[i].entries)
      if (!e.empty() && (e.gen_bound & ~3) == generation_) ++used;
  return static_cast<int>(used * 1000 / (sample * CLUSTER_ENTRIES));
}

void TranspositionTable::prefetch(std::uint64_t key) const {
  __builtin_prefetch(cluster_for(key));
}

}  // namespace gameai::xiangqi_ai

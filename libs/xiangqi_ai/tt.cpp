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

void TranspositionTable::FreeDeleter::operator()(Cluster* p) const {
  std::free(p);
}

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
  megabytes = std::max<std::size_t>(1, megabytes);
  const std::size_t count = megabytes * 1024 * 1024 / sizeof(Cluster);
  if (count != cluster_count_) {
    // Aligned to 2 MiB and marked for huge pages: every probe lands on a random cluster, and with
    // 4 KiB pages nearly every probe would also miss the TLB.
    constexpr std::size_t HUGE_PAGE = 2 * 1024 * 1024;
    const std::size_t bytes = (count * sizeof(Cluster) + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    table_.reset();
    void* memory = std::aligned_alloc(HUGE_PAGE, bytes);
    if (memory == nullptr) throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    table_.reset(static_cast<Cluster*>(memory));
    cluster_count_ = count;
  }
  megabytes_ = megabytes;
  clear();
}

void TranspositionTable::clear() {
  std::memset(static_cast<void*>(table_.get()), 0, cluster_count_ * sizeof(Cluster));
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

#pragma once
// The transposition table: a fixed-size hash of search results shared by all search threads.
//
// Each 32-byte cluster holds three 10-byte entries (16 bits of key, move, score, static
// evaluation, depth, bound and a generation counter). Threads read and write without locks, as
// in Stockfish's Lazy SMP: a torn entry can at worst give a wrong move or score for one node, so
// the search only uses a stored move after finding it among the legal moves, and the 16-bit key
// check keeps such collisions rare. Replacement prefers the shallowest or oldest entry.

#include <cstddef>
#include <cstdint>
#include <memory>

namespace gameai::xiangqi_ai {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
  std::uint16_t key16;
  std::uint16_t move;
  std::int16_t score;
  std::int16_t eval;
  std::uint8_t depth8;  // depth + DEPTH_OFFSET, 0 marks an empty slot
  std::uint8_t gen_bound;

  Bound bound() const { return static_cast<Bound>(gen_bound & 3); }
  int depth() const;
  bool empty() const { return depth8 == 0; }
};

class TranspositionTable {
 public:
  static constexpr int DEPTH_OFFSET = 8;  // lets quiescence entries (depth <= 0) be stored
  static constexpr std::size_t CLUSTER_ENTRIES = 3;

  explicit TranspositionTable(std::size_t megabytes = 16);
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Reallocates to `megabytes` MiB (at least 1) and clears.
  void resize(std::size_t megabytes);
  void clear();
  std::size_t megabytes() const { return megabytes_; }

  // Starts a new search: entries of earlier searches become preferred victims.
  void new_search() { generation_ = static_cast<std::uint8_t>(generation_ + 4); }

  // The entry for `key` if one is stored (found = true), otherwise the slot to write it to.
  TTEntry* probe(std::uint64_t key, bool& found);

  // Writes into the slot returned by probe().
  void save(TTEntry* slot, std::uint64_t key, int score, int eval, int depth, Bound bound,
            std::uint16_t move);

  // Per mille of sampled entries written during the current search.
  int hashfull() const;

  void prefetch(std::uint64_t key) const;

 private:
  struct Cluster {
    TTEntry entries[CLUSTER_ENTRIES];
    char padding[2];
  };
  static_assert(sizeof(TTEntry) == 10);
  static_assert(sizeof(Cluster) == 32);

  Cluster* cluster_for(std::uint64_t key) const {
    // Multiply-shift maps the key onto [0, cluster_count_) without a division.
    __extension__ using Wide = unsigned __int128;
    return &table_[static_cast<std::size_t>((Wide(key) * cluster_count_) >> 64)];
  }

  struct Release {
    std::size_t bytes;  // the allocation's size, which unmapping needs (0 while none)
    void operator()(Cluster* p) const;
  };
  using Table = std::unique_ptr<Cluster[], Release>;
  Table table_;
  std::size_t cluster_count_ = 0;
  std::size_t megabytes_ = 0;
  std::uint8_t generation_ = 0;
};

}  // namespace gameai::xiangqi_ai

#pragma once
// An opening book: for positions seen in a collection of games, the moves played there, how
// often, and how they scored for the mover.
//
// Positions are keyed by xiangqi::Position's Zobrist key. A position and its left-right mirror
// are one entry: the smaller of the two keys is stored, with the moves as seen from that side,
// so that 炮二平五 and 炮八平五 lines feed each other. The file format (docs/xiangqi-engine.md):
// a 16-byte header ("GQBK", version, flags, entry count) and 16-byte entries sorted by key
// (key, move, count, half-points, scored games), little-endian. Probing is a binary search.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {

struct BookMove {
  xiangqi::Move move;
  std::uint32_t count = 0;   // games in which it was played here
  std::uint32_t scored = 0;  // of them, games with a known result
  double score = 0.5;        // mean points for the mover over the scored games (0.5 if none)
};

// Thrown when a book file or buffer is malformed.
class BookError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Book {
 public:
  Book() = default;
  // Reads a book from its bytes; throws BookError naming `source` and what is wrong.
  static Book from_bytes(std::string_view bytes, const std::string& source);
  // Reads a book file; throws BookError when it cannot be read or is malformed.
  static Book load(const std::string& path);
  // The book built into the program (from master games); empty if none was built in.
  static const Book& builtin();

  std::string to_bytes() const;
  // Throws BookError when the file cannot be written.
  void save(const std::string& path) const;

  // The legal book moves of pos, most played first. No allocation beyond the result.
  std::vector<BookMove> probe(const xiangqi::Position& pos) const;
  // A book move chosen at random in proportion to its count, from `random` in [0, 1); none()
  // when the position is not in the book.
  xiangqi::Move choose(const xiangqi::Position& pos, double random) const;

  std::size_t entries() const noexcept { return entries_.size(); }
  bool empty() const noexcept { return entries_.empty(); }

  struct Entry {
    std::uint64_t key;
    std::uint16_t move;
    std::uint16_t count;
    std::uint16_t half_points;
    std::uint16_t scored;
  };

 private:
  friend class BookBuilder;
  std::vector<Entry> entries_;  // sorted by key, then by count descending
};

// The key under which pos is stored, and whether its moves are stored mirrored.
struct BookKey {
  std::uint64_t key;
  bool mirrored;
};
BookKey book_key(const xiangqi::Position& pos) noexcept;
// The left-right mirror of a move.
xiangqi::Move mirror_move(xiangqi::Move m) noexcept;

// Collects games into a book.
class BookBuilder {
 public:
  // Counts the moves of the game's first `max_plies` plies. `red_points` is 1, 0.5, 0 or
  // negative when the result is unknown. The moves must be legal (checked: an illegal one
  // ends the game's contribution and is reported as false).
  bool add_game(std::string_view start_fen, const std::vector<xiangqi::Move>& moves,
                double red_points, int max_plies);
  // The book of every position-move pair played at least `min_count` times.
  Book build(std::uint32_t min_count) const;
  std::size_t games() const noexcept { return games_; }

 private:
  struct Stats {
    std::uint32_t count = 0, half_points = 0, scored = 0;
  };
  std::unordered_map<std::uint64_t, std::unordered_map<std::uint16_t, Stats>> positions_;
  std::size_t games_ = 0;
};

}  // namespace gameai::xiangqi_ai

#pragma once
// Training positions for the network, 32 bytes each.
//
// A record: the occupied squares as a 90-bit mask (12 bytes, square s in bit s % 8 of byte
// s / 8), the pieces on them in square order as 4-bit codes (xiangqi::Piece: 1-7 red, 9-15
// black; 16 bytes, the first piece in the low half of the first byte), the search score (int16,
// centipawns, side to move's view), the game's result for the side to move (0 lost, 1 drawn,
// 2 won, 3 unknown) and flags (bit 0: black to move).
//
// A file (docs/nnue.md): a 32-byte header ("GQPS", format version u16 1, record size u16 32,
// games u64, positions u64, settings u64: a fingerprint of the options that made it, so that a
// run resumed with other options is refused), then the records. Everything little-endian. The
// header is rewritten after each batch of games is appended, so a file cut short by a crash
// reads as the games finished before it.

#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai::nnue {

enum class GameResult : std::uint8_t { Loss = 0, Draw = 1, Win = 2, Unknown = 3 };

struct PackedPosition {
  std::array<std::uint8_t, 12> occupied{};
  std::array<std::uint8_t, 16> pieces{};
  std::int16_t score = 0;
  GameResult result = GameResult::Unknown;
  std::uint8_t flags = 0;
};
static_assert(sizeof(PackedPosition) == 32, "a record is 32 bytes");

inline constexpr std::size_t RECORD_BYTES = 32;
inline constexpr std::size_t DATA_HEADER_BYTES = 32;

PackedPosition pack(const xiangqi::Position& pos, int score, GameResult result);
// The board of a record: pieces on squares (NO_PIECE elsewhere) and the side to move. Returns
// false for a record that is no board (more than 32 pieces, a code of no piece).
struct Board {
  std::array<xiangqi::Piece, xiangqi::SQUARE_NB> squares{};
  xiangqi::Color side_to_move = xiangqi::RED;
};
bool unpack(const PackedPosition& p, Board& board);
// The board as FEN (no move counters), for Position::set and people.
std::string to_fen(const Board& board);
// The record as 32 bytes, and back (the layout above, whatever the host's byte order).
void encode(const PackedPosition& p, unsigned char* out);
PackedPosition decode(const unsigned char* in);

class DataError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct DataHeader {
  std::uint64_t games = 0;
  std::uint64_t positions = 0;
  std::uint64_t settings = 0;
};

// Appends records to a positions file, creating it or resuming it.
class DataWriter {
 public:
  // Opens `path`. A missing or empty file is created with `settings`; an existing one must carry
  // the same settings (else DataError says so) and is cut back to the records its header counts.
  DataWriter(const std::string& path, std::uint64_t settings);
  ~DataWriter();
  DataWriter(const DataWriter&) = delete;
  DataWriter& operator=(const DataWriter&) = delete;

  // What the file held when it was opened (for a resumed run) and holds now.
  const DataHeader& header() const noexcept { return header_; }
  // Appends the records of `games` finished games and rewrites the header. Throws DataError
  // when the disk refuses.
  void append(const std::vector<PackedPosition>& records, std::uint64_t games);

 private:
  void write_header();
  std::string path_;
  std::FILE* file_ = nullptr;
  DataHeader header_;
};

// Reads a whole positions file (the records its header counts); throws DataError naming the
// file when it is not one or is shorter than its header says.
std::vector<PackedPosition> read_positions(const std::string& path, DataHeader* header = nullptr);

// One positions file as the trainer streams it: its path and the records its header counts.
struct Shard {
  std::string path;
  std::uint64_t positions = 0;
};

// The shards that training arguments name, in order. An argument is a positions file (it starts
// with "GQPS"), or a manifest: a text file listing positions files one a line, each relative to
// the manifest's directory unless absolute ('#' starts a comment; manifests may list manifests).
// Every shard's header is read and its size checked against it, so that a bad file is found
// before training starts; DataError names the file (and the manifest's line) and the problem:
// missing, another format version, truncated, not a positions file.
std::vector<Shard> list_shards(const std::vector<std::string>& arguments);

// Reads the records [first, first + count) of a shard (checked by list_shards); DataError names
// the file when it cannot be read.
void read_shard_records(const Shard& shard, std::uint64_t first, std::size_t count,
                        PackedPosition* out);

}  // namespace gameai::xiangqi_ai::nnue

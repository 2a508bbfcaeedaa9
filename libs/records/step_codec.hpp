#pragma once
// The packed form of Tetris steps, stored as one BLOB per chunk of consecutive steps.
//
// AI games place hundreds of thousands of pieces per second; one row per step would cost more
// than the game itself. A chunk packs each step into 8 bytes in the common case:
//
//   byte 0     piece (bits 0-2) | rotation (bits 3-4) | held (bit 5) | keys follow (bit 6)
//              | score changed (bit 7)
//   byte 1     x (int8)          byte 2  y (int8)
//   byte 3     lines cleared (bits 0-2) | spin (bits 4-5: 0 none, 1 mini, 2 full)
//              | drop rows follow (bit 6)
//   bytes 4-7  low 32 bits of the board hash after the step, little-endian
//   then, if bit 7: the score change since the previous step of the chunk, zig-zag LEB128
//   then, if byte 3 bit 6: the rows of soft drop and of hard drop, two unsigned LEB128 numbers
//   then, if byte 0 bit 6: the number of keys (1..255) and one byte per key
//
// The first step of a chunk counts its score change from 0, so every chunk decodes on its own.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "game_files/game_record.hpp"

namespace gameai::records {

inline constexpr std::size_t MAX_KEYS_PER_STEP = 255;
inline constexpr std::uint64_t MAX_DROP_ROWS_PER_STEP = 65535;

// Appends steps to a reusable buffer; clear() starts the next chunk without freeing memory.
class StepEncoder {
 public:
  explicit StepEncoder(std::size_t reserve_bytes = 0) { bytes_.reserve(reserve_bytes); }
  // Throws RecordsError (invalid) for a piece, rotation or key path that cannot be encoded.
  void add(const game_files::TetrisStep& step);
  void clear() noexcept {
    bytes_.clear();
    count_ = 0;
    previous_score_ = 0;
  }
  std::span<const std::uint8_t> bytes() const noexcept { return bytes_; }
  std::size_t count() const noexcept { return count_; }

 private:
  std::vector<std::uint8_t> bytes_;
  std::size_t count_ = 0;
  std::int64_t previous_score_ = 0;
};

// Reads the steps of one chunk in order. `next` returns false at the end and throws RecordsError
// (corrupt) on bytes that do not decode. A step's keys point into the chunk's bytes.
class StepDecoder {
 public:
  explicit StepDecoder(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  bool next(game_files::TetrisStep& step);

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
  std::int64_t previous_score_ = 0;
};

}  // namespace gameai::records

#include "records/step_codec.hpp"

#include <string>
#include <vector>

#include "game_files/error.hpp"

namespace gameai::records {
namespace {

constexpr std::uint8_t HELD_BIT = 1u << 5;
constexpr std::uint8_t KEYS_BIT = 1u << 6;
constexpr std::uint8_t SCORE_BIT = 1u << 7;
// In byte 3, beside the line count and the spin.
constexpr std::uint8_t DROPS_BIT = 1u << 6;
constexpr std::size_t FIXED_BYTES = 8;

[[noreturn]] void corrupt(const char* what) {
  throw game_files::RecordsError(game_files::ErrorKind::Corrupt,
                                 std::string("a stored Tetris chunk is damaged: ") + what);
}

void put_varint(std::vector<std::uint8_t>& out, std::uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<std::uint8_t>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<std::uint8_t>(v));
}

std::uint64_t get_varint(std::span<const std::uint8_t> bytes, std::size_t& at, const char* what) {
  std::uint64_t v = 0;
  for (int shift = 0;; shift += 7) {
    if (at == bytes.size() || shift > 63) corrupt(what);
    const std::uint8_t byte = bytes[at++];
    v |= static_cast<std::uint64_t>(byte & 0x7fu) << shift;
    if ((byte & 0x80u) == 0) return v;
  }
}

}  // namespace

void StepEncoder::add(const game_files::TetrisStep& step) {
  if (step.piece > 6 || step.rotation > 3 || step.lines_cleared > 4 || step.spin > 2)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "cannot record a Tetris step with piece " + std::to_string(step.piece) + ", rotation " +
            std::to_string(step.rotation) + ", " + std::to_string(step.lines_cleared) +
            " lines and spin " + std::to_string(step.spin));
  if (step.keys.size() > MAX_KEYS_PER_STEP)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "cannot record a key path of " + std::to_string(step.keys.size()) + " keys (at most 255)");
  const std::int64_t delta = step.score_after - previous_score_;
  previous_score_ = step.score_after;
  std::uint8_t head = static_cast<std::uint8_t>(step.piece | (step.rotation << 3));
  if (step.held) head |= HELD_BIT;
  if (!step.keys.empty()) head |= KEYS_BIT;
  if (delta != 0) head |= SCORE_BIT;
  const bool drops = step.soft_rows != 0 || step.hard_rows != 0;
  const auto hash = static_cast<std::uint32_t>(step.board_hash);
  const std::uint8_t fixed[FIXED_BYTES] = {
      head,
      static_cast<std::uint8_t>(step.x),
      static_cast<std::uint8_t>(step.y),
      static_cast<std::uint8_t>(step.lines_cleared | (step.spin << 4) | (drops ? DROPS_BIT : 0)),
      static_cast<std::uint8_t>(hash),
      static_cast<std::uint8_t>(hash >> 8),
      static_cast<std::uint8_t>(hash >> 16),
      static_cast<std::uint8_t>(hash >> 24)};
  bytes_.insert(bytes_.end(), fixed, fixed + FIXED_BYTES);
  if (delta != 0) {
    // Zig-zag keeps small negative changes (never produced by our rules, but legal) short.
    put_varint(bytes_,
               (static_cast<std::uint64_t>(delta) << 1) ^ static_cast<std::uint64_t>(delta >> 63));
  }
  if (drops) {
    put_varint(bytes_, step.soft_rows);
    put_varint(bytes_, step.hard_rows);
  }
  if (!step.keys.empty()) {
    bytes_.push_back(static_cast<std::uint8_t>(step.keys.size()));
    bytes_.insert(bytes_.end(), step.keys.begin(), step.keys.end());
  }
  ++count_;
}

bool StepDecoder::next(game_files::TetrisStep& step) {
  if (at_ == bytes_.size()) return false;
  if (bytes_.size() - at_ < FIXED_BYTES) corrupt("a step is cut short");
  const std::uint8_t* p = bytes_.data() + at_;
  const std::uint8_t head = p[0];
  step.piece = head & 7u;
  if (step.piece > 6) corrupt("unknown piece");
  step.rotation = (head >> 3) & 3u;
  step.held = (head & HELD_BIT) != 0;
  step.x = static_cast<std::int8_t>(p[1]);
  step.y = static_cast<std::int8_t>(p[2]);
  step.lines_cleared = p[3] & 7u;
  step.spin = (p[3] >> 4) & 3u;
  const bool drops = (p[3] & DROPS_BIT) != 0;
  if (step.lines_cleared > 4 || step.spin > 2 || (p[3] & 0x88u) != 0)
    corrupt("an impossible line count or spin");
  step.board_hash = static_cast<std::uint64_t>(p[4]) | (static_cast<std::uint64_t>(p[5]) << 8) |
                    (static_cast<std::uint64_t>(p[6]) << 16) |
                    (static_cast<std::uint64_t>(p[7]) << 24);
  at_ += FIXED_BYTES;
  std::int64_t delta = 0;
  if ((head & SCORE_BIT) != 0) {
    const std::uint64_t zigzag = get_varint(bytes_, at_, "a score change is cut short");
    delta = static_cast<std::int64_t>(zigzag >> 1) ^ -static_cast<std::int64_t>(zigzag & 1);
  }
  previous_score_ += delta;
  step.score_after = previous_score_;
  step.soft_rows = 0;
  step.hard_rows = 0;
  if (drops) {
    const std::uint64_t soft = get_varint(bytes_, at_, "drop rows are cut short");
    const std::uint64_t hard = get_varint(bytes_, at_, "drop rows are cut short");
    if (soft > MAX_DROP_ROWS_PER_STEP || hard > MAX_DROP_ROWS_PER_STEP)
      corrupt("impossible drop rows");
    step.soft_rows = static_cast<std::uint16_t>(soft);
    step.hard_rows = static_cast<std::uint16_t>(hard);
  }
  step.keys = {};
  if ((head & KEYS_BIT) != 0) {
    if (at_ == bytes_.size()) corrupt("a key path is cut short");
    const std::size_t count = bytes_[at_++];
    if (count == 0 || bytes_.size() - at_ < count) corrupt("a key path is cut short");
    step.keys = bytes_.subspan(at_, count);
    at_ += count;
  }
  return true;
}

}  // namespace gameai::records

#include "game_files/xqf.hpp"

#include <array>
#include <cstdint>

#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "xiangqi/position.hpp"

namespace gameai::game_files {
namespace {

constexpr std::size_t HEADER_SIZE = 1024;
constexpr std::size_t PIECES_AT = 16, RESULT_AT = 51, SETUP_AT = 64;
constexpr int FIRST_ENCRYPTED_VERSION = 11;  // XQF 1.1
constexpr int PERMUTED_PIECES_VERSION = 12;  // XQF 1.2 also rotates the piece table

// The 32 slots of the piece table: Red's chariot, horse, elephant, advisor, king, advisor,
// elephant, horse, chariot, two cannons, five soldiers, then Black's in the same order.
constexpr std::array<char, 16> SLOT_PIECES = {'R', 'N', 'B', 'A', 'K', 'A', 'B', 'N',
                                              'R', 'C', 'C', 'P', 'P', 'P', 'P', 'P'};

// The fixed mask XQStudio's key stream is cut from.
constexpr std::string_view STREAM_MASK = "[(C) Copyright Mr. Dong Shiwei.]";

struct Keys {
  std::uint8_t piece_offset = 0, from_offset = 0, to_offset = 0;
  int comment_offset = 0;
  std::array<std::uint8_t, 32> stream{};
};

std::uint8_t byte_at(std::string_view bytes, std::size_t i) {
  return static_cast<std::uint8_t>(bytes[i]);
}

std::uint8_t key_square(std::uint8_t key, std::uint8_t times) {
  const std::uint32_t k = key;
  return static_cast<std::uint8_t>((k * k * 54 + 221) * times);
}

Keys derive_keys(std::string_view header, int version) {
  Keys keys;
  if (version < FIRST_ENCRYPTED_VERSION) return keys;
  keys.piece_offset = key_square(byte_at(header, 13), byte_at(header, 13));
  keys.from_offset = key_square(byte_at(header, 14), keys.piece_offset);
  keys.to_offset = key_square(byte_at(header, 15), keys.from_offset);
  keys.comment_offset = (byte_at(header, 12) * 256 + byte_at(header, 13)) % 32000 + 767;
  const std::uint8_t mask = byte_at(header, 3);
  for (std::size_t i = 0; i < 32; ++i) {
    const std::uint8_t key = byte_at(header, 8 + i % 4) | (byte_at(header, 12 + i % 4) & mask);
    keys.stream[i] = key & static_cast<std::uint8_t>(STREAM_MASK[i]);
  }
  return keys;
}

// Reads the bytes after the header, undoing the key stream.
class BodyReader {
 public:
  BodyReader(std::string_view bytes, const Keys& keys, bool encrypted, const std::string& source)
      : bytes_(bytes), keys_(keys), encrypted_(encrypted), source_(source) {}

  void read(std::uint8_t* out, std::size_t n) {
    if (bytes_.size() - at_ < n)
      throw RecordsError(ErrorKind::Invalid, source_ + ": XQF file truncated at byte " +
                                                 std::to_string(at_) + " (a move record needs " +
                                                 std::to_string(n) + " more)");
    for (std::size_t i = 0; i < n; ++i) {
      out[i] = byte_at(bytes_, at_ + i);
      if (encrypted_) {
        out[i] = static_cast<std::uint8_t>(out[i] - keys_.stream[index_]);
        index_ = (index_ + 1) % 32;
      }
    }
    at_ += n;
  }
  std::int32_t read_int32() {
    std::uint8_t b[4];
    read(b, 4);
    return static_cast<std::int32_t>(std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 |
                                     std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24);
  }
  std::size_t at() const { return at_; }
  std::size_t left() const { return bytes_.size() - at_; }

 private:
  std::string_view bytes_;
  const Keys& keys_;
  bool encrypted_;
  const std::string& source_;
  std::size_t at_ = HEADER_SIZE;
  std::size_t index_ = 0;
};

// A length-prefixed GBK string of the header, as UTF-8 ("" if it does not decode).
std::string header_string(std::string_view header, std::size_t at, std::size_t field_size,
                          const std::string& source) {
  const std::size_t length = std::min<std::size_t>(byte_at(header, at), field_size - 1);
  try {
    return decode_game_text(header.substr(at + 1, length), source);
  } catch (const RecordsError&) {
    return {};
  }
}

// The square of an XQF square number (file * 10 + rank, from Red's lower left), as ICCS text.
std::string square_text(std::uint8_t xqf_square) {
  return {char('a' + xqf_square / 10), char('0' + xqf_square % 10)};
}

std::string setup_fen(const std::array<std::uint8_t, 32>& squares, bool black_first) {
  std::array<char, 90> board{};
  for (std::size_t slot = 0; slot < 32; ++slot) {
    const std::uint8_t sq = squares[slot];
    if (sq >= 90) continue;  // captured or absent
    const char letter = SLOT_PIECES[slot % 16];
    board[(sq % 10) * 9 + sq / 10] = slot < 16 ? letter : char(letter - 'A' + 'a');
  }
  std::string fen;
  for (int rank = 9; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 9; ++file) {
      const char c = board[std::size_t(rank) * 9 + std::size_t(file)];
      if (c == 0) {
        ++empty;
        continue;
      }
      if (empty > 0) fen += char('0' + empty);
      empty = 0;
      fen += c;
    }
    if (empty > 0) fen += char('0' + empty);
    if (rank > 0) fen += '/';
  }
  return fen + (black_first ? " b - - 0 1" : " w - - 0 1");
}

}  // namespace

bool is_xqf(std::string_view bytes) noexcept {
  return bytes.size() >= HEADER_SIZE && bytes[0] == 'X' && bytes[1] == 'Q';
}

PgnGame read_xqf(std::string_view bytes, const std::string& source) {
  if (!is_xqf(bytes))
    throw RecordsError(ErrorKind::Invalid,
                       source + ": not an XQF file (no 'XQ' signature and 1024-byte header)");
  const int version = byte_at(bytes, 2);
  const Keys keys = derive_keys(bytes, version);
  const bool encrypted = version >= FIRST_ENCRYPTED_VERSION;

  PgnGame game;
  game.first_line = 1;
  game.notation = "xqf";
  game.format = "xqf";
  // The event, or the title when the file names no event; a title beside an event is kept too.
  const std::string title = header_string(bytes, 80, 64, source);
  std::string event = header_string(bytes, 208, 64, source);
  const auto add_tag = [&](const char* name, const std::string& value) {
    if (!value.empty()) game.tags.emplace_back(name, value);
  };
  add_tag("Event", event.empty() ? title : event);
  if (!event.empty() && title != event) add_tag("Title", title);
  add_tag("Date", header_string(bytes, 272, 16, source));
  add_tag("Site", header_string(bytes, 288, 16, source));
  add_tag("Red", header_string(bytes, 304, 16, source));
  add_tag("Black", header_string(bytes, 320, 16, source));
  add_tag("Annotator", header_string(bytes, 464, 16, source));
  add_tag("Author", header_string(bytes, 480, 16, source));
  static constexpr const char* RESULTS[] = {"*", "1-0", "0-1", "1/2-1/2"};
  const std::uint8_t result = byte_at(bytes, RESULT_AT);
  game.result = result < 4 ? RESULTS[result] : "*";
  game.tags.emplace_back("Result", game.result);

  // The move tree in pre-order. Each record says whether a child follows it (the next record is
  // its first child) and whether it has a next sibling (a variation, which follows the record's
  // whole subtree). So the parent of the next record is: this record when it has a child; its
  // own parent when it has a sibling; otherwise the parent of the latest record still owed a
  // sibling, which a stack keeps. The tree ends after a record that owes nothing, or when a
  // stack that is owed nothing runs out.
  BodyReader body(bytes, keys, encrypted, source);
  std::vector<int> owed;  // the parents (move indexes, -1 the root) whose next child is due
  int parent = -1;        // the parent of the next record's move
  std::vector<char> has_child{0};  // [0]: the root's, [i + 1]: move i's: a child was read
  for (bool root = true;; root = false) {
    std::uint8_t node[4];
    body.read(node, 4);
    const std::uint8_t flags = node[2];
    // 64 bits: the encrypted form subtracts a key from a stored 32-bit length.
    std::int64_t comment_length = 0;
    bool child = false, sibling = false;
    if (!encrypted) {
      comment_length = body.read_int32();
      child = (flags & 0xF0) != 0;
      sibling = (flags & 0x0F) != 0;
    } else {
      if (flags & 0x20) {
        comment_length = static_cast<std::int64_t>(body.read_int32()) -
                         static_cast<std::int64_t>(keys.comment_offset);
      }
      child = (flags & 0x80) != 0;
      sibling = (flags & 0x40) != 0;
    }
    if (comment_length < 0 || static_cast<std::size_t>(comment_length) > body.left())
      throw RecordsError(ErrorKind::Invalid, source + ": XQF comment length " +
                                                 std::to_string(comment_length) + " at byte " +
                                                 std::to_string(body.at()) +
                                                 " runs past the end of the file");
    std::string comment(static_cast<std::size_t>(comment_length), '\0');
    body.read(reinterpret_cast<std::uint8_t*>(comment.data()), comment.size());
    if (!comment.empty()) {
      try {
        comment = decode_game_text(comment, source);
      } catch (const RecordsError&) {
        comment = "?";
      }
    }
    int self = -1;
    if (!root) {
      const auto from = static_cast<std::uint8_t>(node[0] - 24 - keys.from_offset);
      const auto to = static_cast<std::uint8_t>(node[1] - 32 - keys.to_offset);
      if (from >= 90 || to >= 90)
        throw RecordsError(ErrorKind::Invalid, source + ": XQF move record " +
                                                   std::to_string(game.move_texts.size() + 1) +
                                                   " has a square off the board (byte " +
                                                   std::to_string(body.at()) + ")");
      // The first move after its parent is the main continuation; the others are variations.
      const bool later = has_child[static_cast<std::size_t>(parent + 1)] != 0;
      has_child[static_cast<std::size_t>(parent + 1)] = 1;
      has_child.push_back(0);
      self = static_cast<int>(game.move_texts.size());
      game.move_texts.push_back({square_text(from) + square_text(to), 0, {}, parent, later});
      if (!comment.empty()) game.move_texts.back().comments.push_back(std::move(comment));
    } else if (!comment.empty()) {
      game.start_comments.push_back(std::move(comment));
    }
    if (root) {
      if (!child) break;  // a position without moves
      parent = -1;
      continue;
    }
    if (child) {
      if (sibling) owed.push_back(parent);
      parent = self;
    } else if (!sibling) {
      if (owed.empty()) break;
      parent = owed.back();
      owed.pop_back();
    }
  }

  // The start position: the standard one for a whole game or an opening, else the piece table.
  if (byte_at(bytes, SETUP_AT) >= 2) {
    std::array<std::uint8_t, 32> squares{};
    for (std::size_t i = 0; i < 32; ++i) {
      const auto sq = static_cast<std::uint8_t>(byte_at(bytes, PIECES_AT + i) - keys.piece_offset);
      if (version >= PERMUTED_PIECES_VERSION)
        squares[(keys.piece_offset + 1 + i) % 32] = sq;
      else
        squares[i] = sq;
    }
    // Black moves first when the first move's piece is Black's.
    bool black_first = false;
    if (!game.move_texts.empty()) {
      const std::string& first = game.move_texts[0].text;
      const std::uint8_t from = std::uint8_t((first[0] - 'a') * 10 + (first[1] - '0'));
      for (std::size_t slot = 16; slot < 32; ++slot)
        black_first = black_first || squares[slot] == from;
    }
    game.tags.emplace_back("FEN", setup_fen(squares, black_first));
  }
  game.tags.emplace_back("Format", "ICCS");
  resolve_pgn_moves(game, source);
  game.notation = "xqf";
  return game;
}

}  // namespace gameai::game_files

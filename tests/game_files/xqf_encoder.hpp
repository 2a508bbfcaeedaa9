#pragma once
// An XQF encoder for the tests, following the published description of the format (plain
// version 1.0 and encrypted versions 1.1 and 1.8): the file XQStudio would write for a tree of
// nodes, so that the reader is checked against the format and not against itself.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gameai::game_files::testing {

struct Node {
  std::string iccs;      // "" for the root
  std::string comment;   // GBK bytes
  bool child = false;    // the next node (in pre-order) is this one's first child
  bool sibling = false;  // this node has a variation after its subtree
};

struct XqfSpec {
  int version = 10;
  std::array<std::uint8_t, 4> keys{};      // header bytes 12..15 (sum, piece, from, to keys)
  std::array<std::uint8_t, 4> key_or{};    // header bytes 8..11
  std::uint8_t mask = 0;                   // header byte 3
  int setup = 0;                           // 0 whole game, 2 middle game, 3 endgame
  std::array<std::uint8_t, 32> squares{};  // file * 10 + rank per slot; >= 90 absent
  std::uint8_t result = 0;
  std::string title, red, black;  // GBK
  std::string event, date, site, annotator, author;
  std::vector<Node> nodes;  // pre-order, the root first
};

inline std::uint8_t xqf_square(std::string_view iccs_square) {
  return std::uint8_t((iccs_square[0] - 'a') * 10 + (iccs_square[1] - '0'));
}

inline void put_string(std::string& header, std::size_t at, const std::string& text) {
  header[at] = char(text.size());
  header.replace(at + 1, text.size(), text);
}

// Writes an XQF file as XQStudio does; the key arithmetic is the format's, applied forwards.
inline std::string encode(const XqfSpec& spec) {
  std::string out(1024, '\0');
  out[0] = 'X';
  out[1] = 'Q';
  out[2] = char(spec.version);
  out[3] = char(spec.mask);
  for (int i = 0; i < 4; ++i) {
    out[std::size_t(8 + i)] = char(spec.key_or[std::size_t(i)]);
    out[std::size_t(12 + i)] = char(spec.keys[std::size_t(i)]);
  }
  const bool encrypted = spec.version >= 11;
  std::uint8_t piece_off = 0, from_off = 0, to_off = 0;
  int comment_off = 0;
  std::array<std::uint8_t, 32> stream{};
  if (encrypted) {
    const auto sq = [](std::uint32_t k) { return k * k * 54 + 221; };
    piece_off = std::uint8_t(sq(spec.keys[1]) * spec.keys[1]);
    from_off = std::uint8_t(sq(spec.keys[2]) * piece_off);
    to_off = std::uint8_t(sq(spec.keys[3]) * from_off);
    comment_off = (spec.keys[0] * 256 + spec.keys[1]) % 32000 + 767;
    const std::string_view mask = "[(C) Copyright Mr. Dong Shiwei.]";
    for (std::size_t i = 0; i < 32; ++i)
      stream[i] = std::uint8_t((spec.key_or[i % 4] | (spec.keys[i % 4] & spec.mask)) & mask[i]);
  }
  for (std::size_t i = 0; i < 32; ++i) {
    const std::uint8_t square =
        spec.version >= 12 ? spec.squares[(piece_off + 1 + i) % 32] : spec.squares[i];
    out[16 + i] = char(std::uint8_t(square + piece_off));
  }
  out[51] = char(spec.result);
  out[64] = char(spec.setup);
  put_string(out, 80, spec.title);
  put_string(out, 208, spec.event);
  put_string(out, 272, spec.date);
  put_string(out, 288, spec.site);
  put_string(out, 464, spec.annotator);
  put_string(out, 480, spec.author);
  put_string(out, 304, spec.red);
  put_string(out, 320, spec.black);
  std::size_t index = 0;
  const auto put = [&](std::uint8_t b) {
    if (encrypted) {
      b = std::uint8_t(b + stream[index]);
      index = (index + 1) % 32;
    }
    out += char(b);
  };
  const auto put_int = [&](std::int32_t v) {
    const auto u = std::uint32_t(v);
    for (int s = 0; s < 32; s += 8) put(std::uint8_t(u >> s));
  };
  for (const Node& node : spec.nodes) {
    const std::uint8_t from = node.iccs.empty() ? 0 : xqf_square(node.iccs.substr(0, 2));
    const std::uint8_t to = node.iccs.empty() ? 0 : xqf_square(node.iccs.substr(2, 2));
    std::uint8_t flags = 0;
    if (encrypted)
      flags = std::uint8_t((node.child ? 0x80 : 0) | (node.sibling ? 0x40 : 0) |
                           (node.comment.empty() ? 0 : 0x20));
    else
      flags = std::uint8_t((node.child ? 0xF0 : 0) | (node.sibling ? 0x0F : 0));
    put(std::uint8_t(from + 24 + from_off));
    put(std::uint8_t(to + 32 + to_off));
    put(flags);
    put(0);
    if (!encrypted)
      put_int(std::int32_t(node.comment.size()));
    else if (!node.comment.empty())
      put_int(std::int32_t(node.comment.size()) + comment_off);
    for (char c : node.comment) put(std::uint8_t(c));
  }
  return out;
}

// The standard start position in the slot order of the piece table.
inline std::array<std::uint8_t, 32> start_squares() {
  std::array<std::uint8_t, 32> s{};
  const char* red[16] = {"a0", "b0", "c0", "d0", "e0", "f0", "g0", "h0",
                         "i0", "b2", "h2", "a3", "c3", "e3", "g3", "i3"};
  for (std::size_t i = 0; i < 16; ++i) {
    s[i] = xqf_square(red[i]);
    s[16 + i] = std::uint8_t(s[i] / 10 * 10 + (9 - s[i] % 10));  // mirrored for Black
  }
  return s;
}

// 炮二平五 马８进７ 马二进三 (with a variation 马八进七 at the third ply) 车９平８.
inline XqfSpec opening(int version) {
  XqfSpec spec;
  spec.version = version;
  spec.keys = {0x5A, 0x37, 0xC4, 0x19};
  spec.key_or = {0x11, 0x82, 0x05, 0x60};
  spec.mask = 0xA5;
  spec.squares = start_squares();
  spec.result = 1;
  spec.title = "\xD6\xD0\xC5\xDA\xB6\xD4\xC6\xC1\xB7\xE7\xC2\xED";  // 中炮对屏风马 in GBK
  spec.red = "Red";
  spec.black = "Black";
  spec.nodes = {{"", "\xBF\xAA\xBE\xD6", true, false},  // 开局
                {"h2e2", "", true, false},
                {"h9g7", "\xC6\xC1\xB7\xE7\xC2\xED", true, false},  // 屏风马
                {"h0g2", "", true, true},
                {"i9h9", "", false, false},
                {"b0c2", "", false, false}};  // the variation, after the main line
  return spec;
}

}  // namespace gameai::game_files::testing

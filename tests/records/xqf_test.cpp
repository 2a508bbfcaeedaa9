// XQF files built by a small encoder that follows the published description of the format
// (plain version 1.0 and encrypted versions 1.1 and 1.8): the main line, comments, tags, set-up
// positions, variations nested to any depth with their comments, and damaged files refused with
// a clear error.
#include "records/xqf.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "records/error.hpp"
#include "records/store.hpp"
#include "records/xiangqi_import.hpp"
#include "records/xiangqi_pgn.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

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

std::uint8_t xqf_square(std::string_view iccs_square) {
  return std::uint8_t((iccs_square[0] - 'a') * 10 + (iccs_square[1] - '0'));
}

void put_string(std::string& header, std::size_t at, const std::string& text) {
  header[at] = char(text.size());
  header.replace(at + 1, text.size(), text);
}

// Writes an XQF file as XQStudio does; the key arithmetic is the format's, applied forwards.
std::string encode(const XqfSpec& spec) {
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
std::array<std::uint8_t, 32> start_squares() {
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
XqfSpec opening(int version) {
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

TEST(Xqf, ReadsMainLineCommentsAndTagsInEveryVersion) {
  for (const int version : {10, 11, 12, 18}) {
    const std::string bytes = encode(opening(version));
    ASSERT_TRUE(is_xqf(bytes));
    const PgnGame game = read_xqf(bytes, "opening.xqf");
    ASSERT_EQ(game.error, "") << "version " << version;
    std::vector<std::string> moves;
    for (const auto& m : game.moves) moves.push_back(m.move);
    EXPECT_EQ(moves, (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9"}))
        << "version " << version;
    EXPECT_EQ(game.tag("Event"), "中炮对屏风马");
    EXPECT_EQ(game.tag("Red"), "Red");
    EXPECT_EQ(game.tag("FEN"), "");
    EXPECT_EQ(game.result, "1-0");
    EXPECT_EQ(game.tree.comment(XiangqiTree::ROOT), "开局");
    EXPECT_EQ(game.tree.comment(game.tree.main_line_node(2)), "屏风马");
    // The variation: 马八进七 instead of Red's second move.
    ASSERT_EQ(game.tree.variation_count(), 1u) << "version " << version;
    const auto second = game.tree.children(game.tree.main_line_node(2));
    ASSERT_EQ(second.size(), 2u);
    EXPECT_EQ(game.tree.move(second[1]).move, "b0c2");
    EXPECT_TRUE(game.notes.empty());
  }
}

// Variations inside variations, with comments on their moves, are read where they stand, kept
// by the store and exported as PGN that reads back as the same tree, in every notation.
TEST(Xqf, NestedVariationsRoundTripThroughTheStoreAndPgn) {
  XqfSpec spec = opening(18);
  spec.nodes = {{"", "", true, false},          {"h2e2", "", true, false},
                {"h9g7", "", true, false},      {"h0g2", "", true, true},
                {"i9h9", "main", false, false}, {"b0c2", "var", true, false},
                {"g6g5", "", false, true},      {"b9c7", "inner", false, false}};
  const PgnGame game = read_xqf(encode(spec), "nested.xqf");
  ASSERT_EQ(game.error, "");
  const XiangqiTree& t = game.tree;
  EXPECT_EQ(t.variation_count(), 2u);
  const auto second = t.children(t.main_line_node(2));
  ASSERT_EQ(second.size(), 2u);
  EXPECT_EQ(t.comment(second[1]), "var");
  const auto replies = t.children(second[1]);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(t.move(replies[0]).move, "g6g5");
  EXPECT_EQ(t.move(replies[1]).move, "b9c7");
  EXPECT_EQ(t.comment(replies[1]), "inner");
  EXPECT_EQ(t.comment(t.main_line_node(4)), "main");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = XiangqiImporter(store).import(game, "nested.xqf").id;
  const XiangqiTree stored = store.xiangqi_tree(id);
  EXPECT_EQ(XiangqiTree::first_difference(stored, t), "");
  for (const auto notation : {xiangqi::Notation::Xboard, xiangqi::Notation::Iccs,
                              xiangqi::Notation::Wxf, xiangqi::Notation::Chinese}) {
    const auto back = read_pgn(write_pgn(store.game(id), stored, notation), "nested.pgn");
    ASSERT_EQ(back.size(), 1u);
    ASSERT_EQ(back[0].error, "");
    EXPECT_EQ(XiangqiTree::first_difference(back[0].tree, t), "") << xiangqi::to_string(notation);
  }
  // An illegal move in a variation spoils the game, naming the move.
  spec.nodes[7].iccs = "b9b5";
  const PgnGame bad = read_xqf(encode(spec), "bad-variation.xqf");
  EXPECT_NE(bad.error.find("bad-variation.xqf: move 2, black of a variation: 'b9b5'"),
            std::string::npos)
      << bad.error;
}

// Every field of the header that says something about the game is kept: the title beside the
// event, the date, site, annotator and author; imported, they are stored with the game, which is
// marked as coming from an XQF file, and exported back as PGN tags.
TEST(Xqf, HeaderFieldsAreStoredAndExported) {
  XqfSpec spec = opening(18);
  spec.event = "\xC8\xAB\xB9\xFA\xB8\xF6\xC8\xCB\xC8\xFC";  // 全国个人赛
  spec.date = "1960.10.01";
  spec.site = "\xB1\xB1\xBE\xA9";  // 北京
  spec.annotator = "Annotator";
  spec.author = "Author";
  const PgnGame game = read_xqf(encode(spec), "full.xqf");
  ASSERT_EQ(game.error, "");
  EXPECT_EQ(game.format, "xqf");
  EXPECT_EQ(game.tag("Event"), "全国个人赛");
  EXPECT_EQ(game.tag("Title"), "中炮对屏风马");
  EXPECT_EQ(game.tag("Date"), "1960.10.01");
  EXPECT_EQ(game.tag("Site"), "北京");
  EXPECT_EQ(game.tag("Annotator"), "Annotator");
  EXPECT_EQ(game.tag("Author"), "Author");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = XiangqiImporter(store).import(game, "full.xqf").id;
  const GameSummary stored = store.game(id);
  EXPECT_EQ(stored.source, "xqf");
  ASSERT_EQ(stored.players.size(), 2u);
  EXPECT_EQ(stored.players[0].settings, R"({"source":"xqf"})");
  EXPECT_EQ(stored.result, "red");
  EXPECT_EQ(stored.tag("Event"), "全国个人赛");
  EXPECT_EQ(stored.tag("Annotator"), "Annotator");
  const std::string pgn = write_pgn(stored, store.xiangqi_moves(id));
  EXPECT_NE(
      pgn.find("[Event \"全国个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"?\"]\n"
               "[Red \"Red\"]\n[White \"Red\"]\n[Black \"Black\"]\n[Result \"1-0\"]\n"
               "[Title \"中炮对屏风马\"]\n[Annotator \"Annotator\"]\n[Author \"Author\"]\n"),
      std::string::npos)
      << pgn;
}

// The comment after a move of an XQF file is stored with that move.
TEST(Xqf, MoveCommentsAreStored) {
  const PgnGame game = read_xqf(encode(opening(18)), "opening.xqf");
  ASSERT_EQ(game.error, "");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  const auto outcome = importer.import(game, "opening.xqf");
  const auto moves = store.xiangqi_moves(outcome.id);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].comment, "");
  EXPECT_EQ(moves[1].comment, "屏风马");
}

TEST(Xqf, SetUpPositionsAndBlackToMove) {
  // An endgame study: Red king e0, chariot a3; Black king f9, soldier d2; Black moves first.
  XqfSpec spec;
  spec.version = 18;
  spec.keys = {0x01, 0xE3, 0x7B, 0x42};
  spec.key_or = {0x20, 0x00, 0x9C, 0x03};
  spec.mask = 0x3C;
  spec.setup = 3;
  spec.squares.fill(0xFF);
  spec.squares[4] = xqf_square("e0");
  spec.squares[0] = xqf_square("a3");
  spec.squares[20] = xqf_square("f9");
  spec.squares[27] = xqf_square("d2");
  spec.nodes = {{"", "", true, false}, {"d2d1", "", true, false}, {"a3a9", "", false, false}};
  const PgnGame game = read_xqf(encode(spec), "study.xqf");
  EXPECT_EQ(game.error, "");
  EXPECT_EQ(game.tag("FEN"), "5k3/9/9/9/9/9/R8/3p5/9/4K4 b - - 0 1");
  ASSERT_EQ(game.moves.size(), 2u);
  EXPECT_EQ(game.moves[1].move, "a3a9");
  EXPECT_TRUE(game.notes.empty());
}

TEST(Xqf, RecognisedByContentThroughReadGameFile) {
  const auto games = read_game_file(encode(opening(18)), "named-like-a.pgn");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].notation, "xqf");
  EXPECT_FALSE(is_xqf("XQ short"));
  EXPECT_FALSE(is_xqf(std::string(2000, ' ')));
}

TEST(Xqf, DamagedFilesAreRefusedWithTheReason) {
  struct Damage {
    const char* what;
    std::size_t keep;  // bytes kept
    const char* expected;
  };
  const std::string whole = encode(opening(18));
  const Damage cases[] = {{"no moves", 1024, "truncated at byte 1024"},
                          {"half a move", 1026, "truncated"},
                          {"comment cut", whole.size() - 40, "truncated"}};
  for (const Damage& d : cases) {
    try {
      read_xqf(whole.substr(0, d.keep), "bad.xqf");
      ADD_FAILURE() << d.what << ": accepted";
    } catch (const RecordsError& e) {
      EXPECT_NE(std::string(e.what()).find(d.expected), std::string::npos) << e.what();
      EXPECT_EQ(std::string(e.what()).substr(0, 8), "bad.xqf:");
    }
  }
  // An illegal move spoils the game, not the reader.
  XqfSpec spec = opening(10);
  spec.nodes[2].iccs = "h9h0";
  const PgnGame game = read_xqf(encode(spec), "illegal.xqf");
  EXPECT_NE(game.error.find("move 1, black: 'h9h0' (h9h0) is not legal"), std::string::npos)
      << game.error;
}

}  // namespace
}  // namespace gameai::records

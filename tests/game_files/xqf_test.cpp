// XQF files built by a small encoder that follows the published description of the format
// (plain version 1.0 and encrypted versions 1.1 and 1.8): the main line, comments, tags, set-up
// positions, variations nested to any depth with their comments, and damaged files refused with
// a clear error.
#include "game_files/xqf.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "xqf_encoder.hpp"

namespace gameai::game_files {
namespace {

using testing::encode;
using testing::Node;
using testing::opening;
using testing::start_squares;
using testing::xqf_square;
using testing::XqfSpec;

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
}  // namespace gameai::game_files

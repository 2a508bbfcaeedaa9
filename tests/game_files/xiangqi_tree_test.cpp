// Games as trees: the move tree itself (adding, promoting, removing, checking every move), PGN
// variations and comments read into it, stored (schema 8) and written back in every notation,
// on the hand-made files under tests/data/records/, the master games and the XQF files.
#include "game_files/xiangqi_tree.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game_file_data.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xqf.hpp"
#include "xiangqi/game.hpp"

namespace gameai::game_files {
namespace {

using testing::ALL_NOTATIONS;
using testing::data_file;
using testing::iccs;
using testing::read_bytes;

TEST(XiangqiTree, AddPromoteRemoveKeepIds) {
  XiangqiTree tree;
  const auto a = tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2"));
  const auto b = tree.add_move(a, XiangqiMove("h9g7"));
  const auto v = tree.add_move(XiangqiTree::ROOT, XiangqiMove("b2e2"));
  EXPECT_EQ(tree.size(), 4u);
  EXPECT_EQ(tree.main_child(XiangqiTree::ROOT), a);
  EXPECT_EQ(tree.variation_count(), 1u);
  EXPECT_EQ(iccs(tree.main_line()), (std::vector<std::string>{"h2e2", "h9g7"}));
  // The same move again goes to the child that plays it.
  EXPECT_EQ(tree.add_move(XiangqiTree::ROOT, XiangqiMove("b2e2")), v);
  EXPECT_EQ(tree.depth(b), 2);
  EXPECT_TRUE(tree.on_main_line(b));
  EXPECT_FALSE(tree.on_main_line(v));
  EXPECT_FALSE(tree.promote(a));
  EXPECT_TRUE(tree.promote(v));
  EXPECT_EQ(iccs(tree.main_line()), (std::vector<std::string>{"b2e2"}));
  tree.make_main_line(b);
  EXPECT_EQ(iccs(tree.main_line()), (std::vector<std::string>{"h2e2", "h9g7"}));
  EXPECT_EQ(tree.remove(a), XiangqiTree::ROOT);
  EXPECT_FALSE(tree.contains(a));
  EXPECT_FALSE(tree.contains(b));
  EXPECT_TRUE(tree.contains(v));
  EXPECT_EQ(iccs(tree.main_line()), (std::vector<std::string>{"b2e2"}));
  EXPECT_THROW(tree.move(b), RecordsError);
  EXPECT_THROW(tree.remove(XiangqiTree::ROOT), RecordsError);
  // A new move never takes a retired id.
  EXPECT_GT(tree.add_move(v, XiangqiMove("h9g7")), b);
}

TEST(XiangqiTree, IllegalMovesAreRefusedNamingTheMove) {
  XiangqiTree tree;
  const auto a = tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2"));
  try {
    tree.add_move(a, XiangqiMove("h9h5"));  // a horse cannot go straight
    FAIL() << "an illegal move was added";
  } catch (const RecordsError& e) {
    EXPECT_NE(std::string(e.what()).find("move 1, black"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("h9h5"), std::string::npos) << e.what();
  }
  EXPECT_EQ(tree.size(), 2u);
  EXPECT_THROW(XiangqiTree("not a fen"), RecordsError);
}

TEST(XiangqiTree, ReplayGivesThePositionAndTheLineOnward) {
  XiangqiTree tree;
  const auto a = tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2"));
  const auto b = tree.add_move(a, XiangqiMove("h9g7"));
  const auto v = tree.add_move(a, XiangqiMove("b9c7"));
  xiangqi::Game game;
  tree.replay(v, game);
  EXPECT_EQ(game.fen(), tree.fen(v));
  tree.replay(a, game);
  EXPECT_EQ(game.fen(), tree.fen(a));
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.fen(), tree.fen(b));
}

// A comment holding what PGN would misread is written so that it reads back as a comment.
TEST(XiangqiTreePgn, AwkwardCommentsStayComments) {
  XiangqiTree tree;
  tree.set_comment(XiangqiTree::ROOT, "(not a variation)");
  const auto a = tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2"));
  tree.set_comment(a, "a } brace\n[Event \"not a tag\"]");
  const auto v = tree.add_move(XiangqiTree::ROOT, XiangqiMove("b2e2"));
  tree.set_comment(v, "; not a line comment");
  GameSummary game;
  game.game = GameKind::Xiangqi;
  const auto back = read_pgn(write_pgn(game, tree), "c.pgn");
  ASSERT_EQ(back.size(), 1u);
  ASSERT_EQ(back[0].error, "");
  EXPECT_EQ(back[0].tree.comment(XiangqiTree::ROOT), "(not a variation)");
  EXPECT_EQ(back[0].tree.variation_count(), 1u);
  EXPECT_EQ(back[0].tree.comment(back[0].tree.children(XiangqiTree::ROOT)[1]),
            "; not a line comment");
  EXPECT_EQ(back[0].tree.comment(back[0].tree.main_child(XiangqiTree::ROOT)).substr(0, 9),
            "a ) brace");
}

// The hand-made file: comments before the first move, after moves, two on one move; variations
// nested three deep, in ICCS and in Chinese, one naming Black's move "2..." after a Red move.
TEST(XiangqiTreePgn, NestedVariationsAndCommentsAreRead) {
  const auto games = read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  ASSERT_EQ(games.size(), 2u);
  const PgnGame& g = games[0];
  ASSERT_EQ(g.error, "");
  const XiangqiTree& t = g.tree;
  EXPECT_EQ(iccs(t.main_line()),
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"}));
  EXPECT_EQ(t.comment(XiangqiTree::ROOT), "A comment before the first move");
  EXPECT_EQ(t.variation_count(), 4u);
  const auto first = t.children(XiangqiTree::ROOT);
  ASSERT_EQ(first.size(), 2u);
  EXPECT_EQ(t.comment(first[0]), "the central cannon");
  EXPECT_EQ(t.move(first[1]).move, "c3c4");
  EXPECT_EQ(t.comment(first[1]), "the pawn opening");
  // 1. c3c4 g6g5 (1... c6c5 2. b0c2) 2. b2c2
  const auto replies = t.children(first[1]);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(t.move(replies[0]).move, "g6g5");
  EXPECT_EQ(t.move(replies[1]).move, "c6c5");
  EXPECT_EQ(iccs(t.line(t.main_child(replies[1]))),
            (std::vector<std::string>{"c3c4", "c6c5", "b0c2"}));
  EXPECT_EQ(iccs(t.line(t.main_child(replies[0]))),
            (std::vector<std::string>{"c3c4", "g6g5", "b2c2"}));
  // 2. h0g2 (2. b0c2 i9h9 (2... h7i7 {rare} {a second comment} 3. i0i1) 3. a0b0)
  const auto second = t.children(t.main_line_node(2));
  ASSERT_EQ(second.size(), 2u);
  EXPECT_EQ(t.move(second[1]).move, "b0c2");
  const auto black = t.children(second[1]);
  ASSERT_EQ(black.size(), 2u);
  EXPECT_EQ(t.move(black[1]).move, "h7i7");
  EXPECT_EQ(t.comment(black[1]), "rare a second comment");
  EXPECT_EQ(t.move(t.main_child(black[1])).move, "i0i1");
  EXPECT_EQ(t.comment(t.main_line_node(4)), "the rook comes out");
  EXPECT_EQ(g.result, "1-0");

  const PgnGame& c = games[1];
  ASSERT_EQ(c.error, "");
  EXPECT_EQ(c.notation, "chinese");
  EXPECT_EQ(iccs(c.tree.main_line()),
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"}));
  EXPECT_EQ(c.tree.variation_count(), 2u);
  const auto alt = c.tree.children(c.tree.main_line_node(2));
  ASSERT_EQ(alt.size(), 2u);
  EXPECT_EQ(c.tree.move(alt[1]).move, "b0c2");
  EXPECT_EQ(c.tree.comment(alt[1]), "also good");
  const auto inner = c.tree.children(alt[1]);
  ASSERT_EQ(inner.size(), 2u);
  EXPECT_EQ(iccs(c.tree.line(c.tree.main_child(inner[1]))),
            (std::vector<std::string>{"h2e2", "h9g7", "b0c2", "g6g5", "a0b0"}));
  EXPECT_EQ(c.tree.comment(c.tree.main_child(inner[1])), "the other rook");
}

}  // namespace
}  // namespace gameai::game_files

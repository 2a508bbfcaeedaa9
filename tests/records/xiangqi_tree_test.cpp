// Games as trees: the move tree itself (adding, promoting, removing, checking every move), PGN
// variations and comments read into it, stored (schema 8) and written back in every notation,
// on the hand-made files under tests/data/records/, the master games and the XQF files.
#include "records/xiangqi_tree.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "records/error.hpp"
#include "records/xiangqi_import.hpp"
#include "records/xiangqi_pgn.hpp"
#include "records/xqf.hpp"
#include "test_support.hpp"
#include "xiangqi/game.hpp"

namespace gameai::records {
namespace {

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string data_file(const std::string& name) {
  return std::string(GAMEAI_TEST_DATA_DIR) + "/records/" + name;
}

std::vector<std::string> iccs(const std::vector<XiangqiMove>& moves) {
  std::vector<std::string> out;
  for (const XiangqiMove& m : moves) out.push_back(m.move);
  return out;
}

constexpr xiangqi::Notation ALL_NOTATIONS[] = {xiangqi::Notation::Xboard, xiangqi::Notation::Iccs,
                                               xiangqi::Notation::Wxf, xiangqi::Notation::Chinese};

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

// Stored and exported in every notation, each game reads back as the same tree; the store gives
// the main line to every list reader (replay, the desktop app) and the whole tree on request.
void expect_round_trips(const std::vector<PgnGame>& games, const std::string& source) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  for (const PgnGame& game : games) {
    ASSERT_EQ(game.error, "") << source;
    const auto outcome = importer.import(game, source);
    ASSERT_FALSE(outcome.duplicate) << source << ":" << game.first_line;
    const XiangqiTree stored = store.xiangqi_tree(outcome.id);
    EXPECT_EQ(XiangqiTree::first_difference(stored, game.tree), "")
        << source << ":" << game.first_line;
    EXPECT_EQ(iccs(store.xiangqi_moves(outcome.id)), iccs(game.tree.main_line()));
    const GameSummary summary = store.game(outcome.id);
    EXPECT_EQ(summary.plies, static_cast<std::int64_t>(game.tree.main_line_length()));
    for (const xiangqi::Notation notation : ALL_NOTATIONS) {
      const std::string pgn = write_pgn(summary, stored, notation);
      const auto back = read_pgn(pgn, "export.pgn");
      ASSERT_EQ(back.size(), 1u) << pgn;
      ASSERT_EQ(back[0].error, "") << pgn;
      EXPECT_EQ(XiangqiTree::first_difference(back[0].tree, stored), "")
          << source << ":" << game.first_line << " in " << xiangqi::to_string(notation) << "\n"
          << pgn;
      EXPECT_EQ(back[0].result, game.result) << pgn;
    }
  }
}

TEST(XiangqiTreePgn, HandMadeVariationsRoundTripInEveryNotation) {
  const auto games = read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  ASSERT_EQ(games.size(), 2u);
  expect_round_trips(games, "variations.pgn");
}

TEST(XiangqiTreePgn, ChineseFileWithAVariationRoundTrips) {
  const auto games = read_game_file(read_bytes(data_file("chinese-gbk.pgn")), "chinese-gbk.pgn");
  ASSERT_EQ(games.size(), 2u);
  // "(2. 马八进七 车９平８)": an alternative to Red's second move and Black's answer.
  ASSERT_EQ(games[0].tree.variation_count(), 1u);
  const auto alt = games[0].tree.children(games[0].tree.main_line_node(2));
  ASSERT_EQ(alt.size(), 2u);
  EXPECT_EQ(games[0].tree.move(alt[1]).move, "b0c2");
  EXPECT_EQ(games[0].tree.comment(games[0].tree.main_line_node(2)), "中炮对屏风马");
  expect_round_trips(games, "chinese-gbk.pgn");
}

// The master games (a sample of data/xiangqi-master-games-iccs.pgn): every game the same through
// the store and every notation.
TEST(XiangqiTreePgn, MasterGamesRoundTripInEveryNotation) {
  const std::string path = std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi/master-games-iccs.pgn";
  const auto games = read_game_file(read_bytes(path), path);
  ASSERT_EQ(games.size(), 30u);
  expect_round_trips(games, path);
}

TEST(XiangqiTreePgn, BrokenVariationsAndIllegalVariationMovesAreRefused) {
  const auto games =
      read_game_file(read_bytes(data_file("variations-bad.pgn")), "variations-bad.pgn");
  ASSERT_EQ(games.size(), 5u);
  EXPECT_NE(games[0].error.find("variations-bad.pgn:4: the variation opened at line 4 is not "
                                "closed (a ')' is missing)"),
            std::string::npos)
      << games[0].error;
  EXPECT_NE(games[1].error.find("variations-bad.pgn:9: a ')' that closes no variation"),
            std::string::npos)
      << games[1].error;
  EXPECT_NE(games[2].error.find("variations-bad.pgn:14: the comment opened at line 14 is not "
                                "closed"),
            std::string::npos)
      << games[2].error;
  EXPECT_NE(games[3].error.find("variations-bad.pgn:19: move 1, black of a variation: 'h9h5'"),
            std::string::npos)
      << games[3].error;
  EXPECT_NE(games[3].error.find("(game from line 16)"), std::string::npos) << games[3].error;
  EXPECT_EQ(games[4].error, "");
  EXPECT_EQ(games[4].tree.variation_count(), 1u);
  // Imported, the bad games store nothing, the good one is stored whole.
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  for (std::size_t i = 0; i < 4; ++i) {
    try {
      importer.import(games[i], "variations-bad.pgn");
      ADD_FAILURE() << "game " << i << " was imported";
    } catch (const RecordsError& e) {
      EXPECT_EQ(e.kind(), ErrorKind::Invalid);
      EXPECT_NE(std::string(e.what()).find("variations-bad.pgn:"), std::string::npos);
    }
  }
  EXPECT_EQ(store.list_games({}).size(), 0u);
  const auto good = importer.import(games[4], "variations-bad.pgn");
  EXPECT_EQ(store.xiangqi_tree(good.id).variation_count(), 1u);
  EXPECT_EQ(store.list_games({}).size(), 1u);
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

// The store keeps the tree: variations and comments edited and saved, the main line of a
// finished game never changed by it, a played game taken back keeping its variations.
TEST(XiangqiTreeStore, TreesAreReplacedAndMainLinesKept) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  const auto id = XiangqiImporter(store).import(games[0], "variations.pgn").id;
  XiangqiTree tree = store.xiangqi_tree(id);
  const auto node = tree.main_line_node(3);
  tree.add_move(tree.parent(node), XiangqiMove("c3c4"));
  tree.set_comment(node, "edited");
  store.replace_xiangqi_tree(id, tree);
  EXPECT_EQ(XiangqiTree::first_difference(store.xiangqi_tree(id), tree), "");
  EXPECT_EQ(store.xiangqi_tree(id).variation_count(), 5u);
  // The finished game's main line cannot change.
  XiangqiTree other = tree;
  other.make_main_line(other.children(other.parent(node)).back());
  EXPECT_THROW(store.replace_xiangqi_tree(id, other), RecordsError);
  EXPECT_EQ(iccs(store.xiangqi_moves(id)), iccs(tree.main_line()));
  EXPECT_EQ(store.integrity_check(), "ok");
}

// A game in progress whose player takes moves back and plays others keeps the variations that
// branch before the change; the old continuation goes.
TEST(XiangqiTreeStore, TakingMovesBackKeepsEarlierVariations) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  ASSERT_EQ(games[1].result, "*");
  const auto id = XiangqiImporter(store).import(games[1], "variations.pgn").id;
  ASSERT_FALSE(store.game(id).finished);
  const std::vector<XiangqiMove> other{XiangqiMove("g6g5"), XiangqiMove("i0h0")};
  store.replace_xiangqi_moves(id, 3, other);
  const XiangqiTree tree = store.xiangqi_tree(id);
  EXPECT_EQ(iccs(tree.main_line()),
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "g6g5", "i0h0"}));
  EXPECT_EQ(tree.variation_count(), 2u);
  EXPECT_EQ(tree.comment(tree.children(tree.main_line_node(2))[1]), "also good");
  EXPECT_EQ(store.game(id).plies, 5);
  EXPECT_EQ(iccs(store.xiangqi_moves(id)), iccs(tree.main_line()));
}

// XQF: the file under tests/data and a tree written by hand (variations nested, comments on
// variation moves) read whole and round-trip through the store and PGN in every notation; an
// illegal variation move names the move and the file.
TEST(XiangqiTreeXqf, FilesRoundTripWithTheirVariations) {
  const std::string path = data_file("opening-v10.xqf");
  const PgnGame game = read_xqf(read_bytes(path), path);
  ASSERT_EQ(game.error, "");
  expect_round_trips({game}, path);
}

}  // namespace
}  // namespace gameai::records

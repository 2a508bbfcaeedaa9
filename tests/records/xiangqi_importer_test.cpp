// The store side of importing xiangqi game files: games read from PGN and XQF stored with their
// trees, comments, tags and results, refused whole when broken, stored once when imported twice,
// and exported back to the same game; the master-games corpus imports whole.
#include "records/xiangqi_importer.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "game_file_data.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "game_files/xqf.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"
#include "xqf_encoder.hpp"

namespace gameai::records {
namespace {

using game_files::testing::ALL_NOTATIONS;
using game_files::testing::data_file;
using game_files::testing::encode;
using game_files::testing::iccs;
using game_files::testing::Node;
using game_files::testing::opening;
using game_files::testing::OPENING;
using game_files::testing::read_bytes;
using game_files::testing::XqfSpec;

TEST(XiangqiPgn, ImportChecksLegalityAndRoundTrips) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = game_files::read_pgn(
      "[White \"a\"]\n[Black \"b\"]\n[WhiteType \"program\"]\n[Result \"1/2-1/2\"]\n"
      "1. h3e3 {+0.20/10 1.50} h10g8 2. h1g3 i10h10 1/2-1/2\n",
      "in.pgn");
  ASSERT_EQ(games.size(), 1u);
  const std::int64_t id = import_pgn_game(store, games[0], "in.pgn");
  const game_files::GameSummary game = store.game(id);
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.result, "draw");
  EXPECT_EQ(game.players[0].kind, game_files::PlayerInfo::Kind::Engine);
  EXPECT_EQ(game.players[1].kind, game_files::PlayerInfo::Kind::Human);
  const auto moves = store.xiangqi_moves(id);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].score, 20);
  // The stored final FEN is the replay's, and replay confirms it.
  const auto replay = game_files::replay_xiangqi(game, moves);
  EXPECT_TRUE(replay.final_matches);
  EXPECT_EQ(replay.final_fen, game.final_fen);
  // Exported again, it reads back to the same moves.
  const auto again = game_files::read_pgn(game_files::write_pgn(game, moves), "out.pgn");
  ASSERT_EQ(again.size(), 1u);
  ASSERT_EQ(again[0].moves.size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_EQ(again[0].moves[i].move, moves[i].move);
    EXPECT_EQ(again[0].moves[i].score, moves[i].score);
  }
  EXPECT_EQ(again[0].result, "1/2-1/2");
}

TEST(XiangqiPgn, IllegalMoveIsRefusedAndNothingIsStored) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = game_files::read_pgn("[Result \"1-0\"]\n1. h3e3 h10h1 1-0\n", "in.pgn");
  try {
    import_pgn_game(store, games[0], "in.pgn");
    FAIL() << "an illegal move was imported";
  } catch (const game_files::RecordsError& e) {
    EXPECT_NE(std::string(e.what()).find("h9h0"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("in.pgn:2: move 1, black: 'h10h1'"), std::string::npos)
        << e.what();
  }
  EXPECT_TRUE(store.list_games({}).empty());
}

// What a PGN file says about a game beyond its moves is kept: the roster's Event, Site, Date and
// Round, the players (named by the Red tag of Chinese files), any other tag in its order, and the
// result that only the Result tag gives (the moves end without one). Export writes them back as
// they came, and the exported file imports as the same game.
TEST(XiangqiPgn, ImportKeepsTheGameDetailsAndExportWritesThemBack) {
  const std::string text =
      "[Event \"全国象棋个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"3\"]\n"
      "[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n[Opening \"中炮对屏风马\"]\n\n"
      "1. h2e2 h9g7 2. h0g2 i9h9\n";
  const auto games = game_files::read_pgn(text, "details.pgn");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].error, "");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = import_pgn_game(store, games[0], "details.pgn");
  const game_files::GameSummary game = store.game(id);
  EXPECT_EQ(game.source, "pgn");
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.result, "red");
  const std::vector<std::pair<std::string, std::string>> tags{{"Event", "全国象棋个人赛"},
                                                              {"Site", "北京"},
                                                              {"Date", "1960.10.01"},
                                                              {"Round", "3"},
                                                              {"Opening", "中炮对屏风马"}};
  EXPECT_EQ(game.tags, tags);
  const std::string pgn =
      game_files::write_pgn(game, store.xiangqi_moves(id), xiangqi::Notation::Iccs);
  EXPECT_EQ(pgn.substr(0, pgn.find("[WhiteType")),
            "[Event \"全国象棋个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"3\"]\n"
            "[Red \"胡荣华\"]\n[White \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n"
            "[Opening \"中炮对屏风马\"]\n");
  const auto again = game_files::read_pgn(pgn, "export.pgn");
  ASSERT_EQ(again.size(), 1u);
  XiangqiImporter importer(store);
  EXPECT_TRUE(importer.import(again[0], "export.pgn").duplicate);
  const std::int64_t copy = import_pgn_game(store, again[0], "export.pgn");
  EXPECT_EQ(store.game(copy).tags, tags);
  EXPECT_EQ(
      game_files::write_pgn(store.game(copy), store.xiangqi_moves(copy), xiangqi::Notation::Iccs)
          .substr(0, pgn.find("[WhiteType")),
      pgn.substr(0, pgn.find("[WhiteType")));
}

// A game played on a 5+3 clock keeps its time control: stored with the game as its TimeControl
// tag, exported among its tags, and kept by the import of the exported file.
TEST(XiangqiPgn, TimeControlRoundTripsThroughStoreExportAndImport) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = game_files::PlayerInfo(game_files::PlayerInfo::Kind::Human, "human");
  setup.black = game_files::PlayerInfo(game_files::PlayerInfo::Kind::Ai, "ai:5");
  setup.tags = {{"TimeControl", game_files::pgn_time_control(300000, 3000)}};
  std::vector<std::string> moves;
  for (const game_files::XiangqiMove& m : OPENING) moves.push_back(m.move);
  const std::int64_t id =
      record_xiangqi_game(store, setup, moves, xiangqi::Result::RedWins, "black resigns", "");
  const game_files::GameSummary game = store.game(id);
  EXPECT_EQ(game.tag("TimeControl"), "300+3");
  EXPECT_TRUE(game.source.empty());  // played here: the roster is the program's
  const std::string pgn =
      game_files::write_pgn(game, store.xiangqi_moves(id), xiangqi::Notation::Chinese);
  EXPECT_NE(pgn.find("[Result \"1-0\"]\n[TimeControl \"300+3\"]\n"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Event \"gameai game " + std::to_string(id) + "\"]"), std::string::npos);

  const auto again = game_files::read_pgn(pgn, "export.pgn");
  ASSERT_EQ(again.size(), 1u);
  ASSERT_EQ(again[0].error, "");
  EXPECT_EQ(again[0].tag("TimeControl"), "300+3");
  Store other(dir.file("other.sqlite"));
  const std::int64_t copy = import_pgn_game(other, again[0], "export.pgn");
  EXPECT_EQ(other.game(copy).tag("TimeControl"), "300+3");
  const std::string exported = game_files::write_pgn(other.game(copy), other.xiangqi_moves(copy),
                                                     xiangqi::Notation::Chinese);
  EXPECT_NE(exported.find("[TimeControl \"300+3\"]\n"), std::string::npos) << exported;
}

TEST(XiangqiImport, ABadGameIsNamedAndTheOthersImport) {
  const auto games =
      game_files::read_game_file(read_bytes(data_file("one-bad-game.pgn")), "one-bad.pgn");
  ASSERT_EQ(games.size(), 3u);
  EXPECT_EQ(games[0].error, "");
  EXPECT_EQ(games[0].result, "1-0");
  EXPECT_EQ(games[1].error.substr(0, 54), "one-bad.pgn:11: move 2, black: 'a10a5' (a9a4) is not l")
      << games[1].error;
  EXPECT_EQ(games[2].error, "");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  EXPECT_FALSE(importer.import(games[0], "one-bad.pgn").duplicate);
  EXPECT_THROW(importer.import(games[1], "one-bad.pgn"), game_files::RecordsError);
  EXPECT_FALSE(importer.import(games[2], "one-bad.pgn").duplicate);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

TEST(XiangqiImport, TheSameGameIsStoredOnceAcrossFilesAndRuns) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  std::int64_t first_id = 0;
  {
    XiangqiImporter importer(store);
    const auto games = game_files::read_game_file(read_bytes(data_file("iccs.pgn")), "iccs.pgn");
    first_id = importer.import(games[0], "iccs.pgn").id;
    const auto again = importer.import(games[0], "iccs.pgn");
    EXPECT_TRUE(again.duplicate);
    EXPECT_EQ(again.id, first_id);
  }
  XiangqiImporter later(store);  // a new run reads the fingerprints from the store
  const auto wxf =
      game_files::read_game_file(read_bytes(data_file("wxf-ascii.pgn")), "wxf-ascii.pgn");
  // The same game (players and moves) written in WXF in another file.
  EXPECT_EQ(game_files::pgn_player_name(wxf[0], true), "Hu Ronghua");
  const auto outcome = later.import(wxf[0], "wxf-ascii.pgn");
  EXPECT_TRUE(outcome.duplicate);
  EXPECT_EQ(outcome.id, first_id);
  EXPECT_EQ(store.list_games({}).size(), 1u);
}

// A comment after a move is stored with it, shown again by export, and the exported game reads
// back as the same game (a duplicate) with the same comments; an engine's "{score/depth}" fills
// the score instead, and the comment before the result is the game's ending.
TEST(XiangqiImport, CommentsAreStoredAndExported) {
  const std::string pgn =
      "[Event \"Annotated\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
      "1. h2e2 {the central cannon} h9g7 {+0.30/9 0.12} 2. h0g2 {a horse} {out} i9h9 "
      "{black resigns} 1-0\n";
  const auto games = game_files::read_game_file(pgn, "annotated.pgn");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].error, "");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  const auto first = importer.import(games[0], "annotated.pgn");
  ASSERT_FALSE(first.duplicate);
  const auto moves = store.xiangqi_moves(first.id);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].comment, "the central cannon");
  EXPECT_EQ(moves[1].comment, "");
  EXPECT_EQ(moves[1].score, 30);
  EXPECT_EQ(moves[2].comment, "a horse out");
  EXPECT_EQ(moves[3].comment, "");  // "black resigns" is how the game ended
  const std::string exported = game_files::write_pgn(store.game(first.id), moves);
  EXPECT_NE(exported.find("{the central cannon}"), std::string::npos) << exported;
  EXPECT_NE(exported.find("{a horse out}"), std::string::npos) << exported;
  EXPECT_EQ(exported.find("{black resigns} {black resigns}"), std::string::npos) << exported;
  const auto back = game_files::read_game_file(exported, "exported.pgn");
  ASSERT_EQ(back.size(), 1u);
  const auto again = importer.import(back[0], "exported.pgn");
  EXPECT_TRUE(again.duplicate);
  testing::TempDir other;
  Store fresh(other.file("r.sqlite"));
  XiangqiImporter reader(fresh);
  const auto copy = reader.import(back[0], "exported.pgn");
  const auto copied = fresh.xiangqi_moves(copy.id);
  ASSERT_EQ(copied.size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) EXPECT_EQ(copied[i].comment, moves[i].comment);
}

// The master-games corpus: every game reads, replays and imports (duplicates within the file
// are recognised), well under the time budget.
TEST(XiangqiImport, MasterGamesImportWhole) {
  const std::string path = "/work/shared/data/xiangqi-master-games-iccs.pgn";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << path << " is not on this machine";
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  // CPU time, not wall time: the test machines are shared and a busy one would make wall time
  // fail for no fault of the importer.
  const std::clock_t start = std::clock();
  const auto games = game_files::read_game_file(read_bytes(path), path);
  ASSERT_EQ(games.size(), 2516u);
  XiangqiImporter importer(store);
  std::size_t stored = 0;
  for (const game_files::PgnGame& game : games) {
    ASSERT_EQ(game.error, "");
    EXPECT_EQ(game.notation, "iccs");
    stored += !importer.import(game, path).duplicate;
  }
  const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_LT(seconds, 5.0);
  const auto stored_games = store.list_games({});
  EXPECT_EQ(stored_games.size(), stored);
  for (const game_files::GameSummary& game : stored_games)
    EXPECT_TRUE(game_files::replay_xiangqi(game, store.xiangqi_moves(game.id)).final_matches);
}

// Stored and exported in every notation, each game reads back as the same tree; the store gives
// the main line to every list reader (replay, the desktop app) and the whole tree on request.
void expect_round_trips(const std::vector<game_files::PgnGame>& games, const std::string& source) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiImporter importer(store);
  for (const game_files::PgnGame& game : games) {
    ASSERT_EQ(game.error, "") << source;
    const auto outcome = importer.import(game, source);
    ASSERT_FALSE(outcome.duplicate) << source << ":" << game.first_line;
    const game_files::XiangqiTree stored = store.xiangqi_tree(outcome.id);
    EXPECT_EQ(game_files::XiangqiTree::first_difference(stored, game.tree), "")
        << source << ":" << game.first_line;
    EXPECT_EQ(iccs(store.xiangqi_moves(outcome.id)), iccs(game.tree.main_line()));
    const game_files::GameSummary summary = store.game(outcome.id);
    EXPECT_EQ(summary.plies, static_cast<std::int64_t>(game.tree.main_line_length()));
    for (const xiangqi::Notation notation : ALL_NOTATIONS) {
      const std::string pgn = game_files::write_pgn(summary, stored, notation);
      const auto back = game_files::read_pgn(pgn, "export.pgn");
      ASSERT_EQ(back.size(), 1u) << pgn;
      ASSERT_EQ(back[0].error, "") << pgn;
      EXPECT_EQ(game_files::XiangqiTree::first_difference(back[0].tree, stored), "")
          << source << ":" << game.first_line << " in " << xiangqi::to_string(notation) << "\n"
          << pgn;
      EXPECT_EQ(back[0].result, game.result) << pgn;
    }
  }
}

TEST(XiangqiTreePgn, HandMadeVariationsRoundTripInEveryNotation) {
  const auto games =
      game_files::read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  ASSERT_EQ(games.size(), 2u);
  expect_round_trips(games, "variations.pgn");
}

TEST(XiangqiTreePgn, ChineseFileWithAVariationRoundTrips) {
  const auto games =
      game_files::read_game_file(read_bytes(data_file("chinese-gbk.pgn")), "chinese-gbk.pgn");
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
  const auto games = game_files::read_game_file(read_bytes(path), path);
  ASSERT_EQ(games.size(), 30u);
  expect_round_trips(games, path);
}

// XQF: the file under tests/data and a tree written by hand (variations nested, comments on
// variation moves) read whole and round-trip through the store and PGN in every notation; an
// illegal variation move names the move and the file.
TEST(XiangqiTreeXqf, FilesRoundTripWithTheirVariations) {
  const std::string path = data_file("opening-v10.xqf");
  const game_files::PgnGame game = game_files::read_xqf(read_bytes(path), path);
  ASSERT_EQ(game.error, "");
  expect_round_trips({game}, path);
}

TEST(XiangqiTreePgn, BrokenVariationsAndIllegalVariationMovesAreRefused) {
  const auto games =
      game_files::read_game_file(read_bytes(data_file("variations-bad.pgn")), "variations-bad.pgn");
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
    } catch (const game_files::RecordsError& e) {
      EXPECT_EQ(e.kind(), game_files::ErrorKind::Invalid);
      EXPECT_NE(std::string(e.what()).find("variations-bad.pgn:"), std::string::npos);
    }
  }
  EXPECT_EQ(store.list_games({}).size(), 0u);
  const auto good = importer.import(games[4], "variations-bad.pgn");
  EXPECT_EQ(store.xiangqi_tree(good.id).variation_count(), 1u);
  EXPECT_EQ(store.list_games({}).size(), 1u);
}

// The store keeps the tree: variations and comments edited and saved, the main line of a
// finished game never changed by it, a played game taken back keeping its variations.
TEST(XiangqiTreeStore, TreesAreReplacedAndMainLinesKept) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games =
      game_files::read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  const auto id = XiangqiImporter(store).import(games[0], "variations.pgn").id;
  game_files::XiangqiTree tree = store.xiangqi_tree(id);
  const auto node = tree.main_line_node(3);
  tree.add_move(tree.parent(node), game_files::XiangqiMove("c3c4"));
  tree.set_comment(node, "edited");
  store.replace_xiangqi_tree(id, tree);
  EXPECT_EQ(game_files::XiangqiTree::first_difference(store.xiangqi_tree(id), tree), "");
  EXPECT_EQ(store.xiangqi_tree(id).variation_count(), 5u);
  // The finished game's main line cannot change.
  game_files::XiangqiTree other = tree;
  other.make_main_line(other.children(other.parent(node)).back());
  EXPECT_THROW(store.replace_xiangqi_tree(id, other), game_files::RecordsError);
  EXPECT_EQ(iccs(store.xiangqi_moves(id)), iccs(tree.main_line()));
  EXPECT_EQ(store.integrity_check(), "ok");
}

// A game in progress whose player takes moves back and plays others keeps the variations that
// branch before the change; the old continuation goes.
TEST(XiangqiTreeStore, TakingMovesBackKeepsEarlierVariations) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games =
      game_files::read_game_file(read_bytes(data_file("variations.pgn")), "variations.pgn");
  ASSERT_EQ(games[1].result, "*");
  const auto id = XiangqiImporter(store).import(games[1], "variations.pgn").id;
  ASSERT_FALSE(store.game(id).finished);
  const std::vector<game_files::XiangqiMove> other{game_files::XiangqiMove("g6g5"),
                                                   game_files::XiangqiMove("i0h0")};
  store.replace_xiangqi_moves(id, 3, other);
  const game_files::XiangqiTree tree = store.xiangqi_tree(id);
  EXPECT_EQ(iccs(tree.main_line()),
            (std::vector<std::string>{"h2e2", "h9g7", "h0g2", "g6g5", "i0h0"}));
  EXPECT_EQ(tree.variation_count(), 2u);
  EXPECT_EQ(tree.comment(tree.children(tree.main_line_node(2))[1]), "also good");
  EXPECT_EQ(store.game(id).plies, 5);
  EXPECT_EQ(iccs(store.xiangqi_moves(id)), iccs(tree.main_line()));
}

// Variations inside variations, with comments on their moves, are read where they stand, kept
// by the store and exported as PGN that reads back as the same tree, in every notation.
TEST(Xqf, NestedVariationsRoundTripThroughTheStoreAndPgn) {
  XqfSpec spec = opening(18);
  spec.nodes = {{"", "", true, false},          {"h2e2", "", true, false},
                {"h9g7", "", true, false},      {"h0g2", "", true, true},
                {"i9h9", "main", false, false}, {"b0c2", "var", true, false},
                {"g6g5", "", false, true},      {"b9c7", "inner", false, false}};
  const game_files::PgnGame game = game_files::read_xqf(encode(spec), "nested.xqf");
  ASSERT_EQ(game.error, "");
  const game_files::XiangqiTree& t = game.tree;
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
  const game_files::XiangqiTree stored = store.xiangqi_tree(id);
  EXPECT_EQ(game_files::XiangqiTree::first_difference(stored, t), "");
  for (const auto notation : {xiangqi::Notation::Xboard, xiangqi::Notation::Iccs,
                              xiangqi::Notation::Wxf, xiangqi::Notation::Chinese}) {
    const auto back =
        game_files::read_pgn(game_files::write_pgn(store.game(id), stored, notation), "nested.pgn");
    ASSERT_EQ(back.size(), 1u);
    ASSERT_EQ(back[0].error, "");
    EXPECT_EQ(game_files::XiangqiTree::first_difference(back[0].tree, t), "")
        << xiangqi::to_string(notation);
  }
  // An illegal move in a variation spoils the game, naming the move.
  spec.nodes[7].iccs = "b9b5";
  const game_files::PgnGame bad = game_files::read_xqf(encode(spec), "bad-variation.xqf");
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
  const game_files::PgnGame game = game_files::read_xqf(encode(spec), "full.xqf");
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
  const game_files::GameSummary stored = store.game(id);
  EXPECT_EQ(stored.source, "xqf");
  ASSERT_EQ(stored.players.size(), 2u);
  EXPECT_EQ(stored.players[0].settings, R"({"source":"xqf"})");
  EXPECT_EQ(stored.result, "red");
  EXPECT_EQ(stored.tag("Event"), "全国个人赛");
  EXPECT_EQ(stored.tag("Annotator"), "Annotator");
  const std::string pgn = game_files::write_pgn(stored, store.xiangqi_moves(id));
  EXPECT_NE(
      pgn.find("[Event \"全国个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"?\"]\n"
               "[Red \"Red\"]\n[White \"Red\"]\n[Black \"Black\"]\n[Result \"1-0\"]\n"
               "[Title \"中炮对屏风马\"]\n[Annotator \"Annotator\"]\n[Author \"Author\"]\n"),
      std::string::npos)
      << pgn;
}

// The comment after a move of an XQF file is stored with that move.
TEST(Xqf, MoveCommentsAreStored) {
  const game_files::PgnGame game = game_files::read_xqf(encode(opening(18)), "opening.xqf");
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

}  // namespace
}  // namespace gameai::records

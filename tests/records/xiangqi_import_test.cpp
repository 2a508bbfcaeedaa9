// Game files as players have them: the same two master games written in every notation and
// encoding under tests/data/records/ must read back to the same moves; a bad game spoils only
// itself; a game imported twice is stored once; the master-games corpus imports whole.
#include "records/xiangqi_import.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "records/error.hpp"
#include "records/xiangqi_pgn.hpp"
#include "records/xiangqi_replay.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

std::string data_file(const std::string& name) {
  return std::string(GAMEAI_TEST_DATA_DIR) + "/records/" + name;
}

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::vector<std::string> iccs_of(const PgnGame& game) {
  std::vector<std::string> out;
  for (const XiangqiMove& m : game.moves) out.push_back(m.move);
  return out;
}

// The reference: the two games in plain ICCS, read with the Format tag and without.
std::vector<std::vector<std::string>> reference_games() {
  const auto a = read_game_file(read_bytes(data_file("iccs-dash.pgn")), "iccs-dash.pgn");
  const auto b = read_game_file(read_bytes(data_file("iccs.pgn")), "iccs.pgn");
  EXPECT_EQ(a.size(), 1u);
  EXPECT_EQ(b.size(), 1u);
  return {iccs_of(a.at(0)), iccs_of(b.at(0))};
}

struct FileCase {
  const char* file;
  std::vector<int> games;  // which reference game each game of the file is (0 = A, 1 = B)
  const char* notation;    // of its first game
};

TEST(XiangqiImport, EveryNotationAndEncodingReadsTheSameGames) {
  const auto reference = reference_games();
  ASSERT_EQ(reference[0].size(), 63u);
  ASSERT_EQ(reference[1].size(), 98u);
  const FileCase cases[] = {
      {"chinese-utf8.pgn", {0, 1}, "chinese"},  // full-width digits, traditional characters
      {"chinese-gbk.pgn", {0, 1}, "chinese"},   // the same in GBK, no Format tag
      {"wxf-fullwidth.pgn", {0}, "wxf"},        // Ｃ２＝５
      {"wxf-ascii.pgn", {1}, "wxf"},            // C2.5, +R.2
      {"iccs-dash.pgn", {0}, "iccs"},           // H2-E2 with [Format "ICCS"]
      {"iccs.pgn", {1}, "iccs"},                // h2e2, detected
      {"xboard-export.pgn", {0, 1}, "xboard"},  // what `records export` writes
  };
  for (const FileCase& c : cases) {
    const auto games = read_game_file(read_bytes(data_file(c.file)), c.file);
    ASSERT_EQ(games.size(), c.games.size()) << c.file;
    EXPECT_EQ(games[0].notation, c.notation) << c.file;
    for (std::size_t i = 0; i < games.size(); ++i) {
      EXPECT_EQ(games[i].error, "") << c.file;
      EXPECT_EQ(iccs_of(games[i]), reference[std::size_t(c.games[i])]) << c.file << " game " << i;
    }
  }
}

TEST(XiangqiImport, CommentsVariationsAndTagsOfAChineseFile) {
  const auto games = read_game_file(read_bytes(data_file("chinese-gbk.pgn")), "gbk.pgn");
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].tag("Red"), "胡荣华");
  EXPECT_EQ(pgn_player_name(games[0], true), "胡荣华");
  EXPECT_EQ(games[0].tag("Event"), "1995年银利杯冠军赛");
  EXPECT_EQ(games[0].tree.comment(games[0].tree.main_line_node(2)), "中炮对屏风马");
  EXPECT_EQ(games[0].tree.variation_count(), 1u);
  EXPECT_EQ(games[1].result, "*");  // no Result tag, no result token
}

TEST(XiangqiImport, DecodesUtf8AndGbkAndRefusesNeither) {
  EXPECT_EQ(decode_game_text("\xEF\xBB\xBF"
                             "abc",
                             "x"),
            "abc");
  EXPECT_EQ(decode_game_text("\xC5\xDA\xB6\xFE\xC6\xBD\xCE\xE5", "x"), "炮二平五");  // GBK
  EXPECT_EQ(decode_game_text("炮二平五", "x"), "炮二平五");
  EXPECT_THROW(decode_game_text("\xFF\xFF\xFF", "x"), RecordsError);
}

TEST(XiangqiImport, ABadGameIsNamedAndTheOthersImport) {
  const auto games = read_game_file(read_bytes(data_file("one-bad-game.pgn")), "one-bad.pgn");
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
  EXPECT_THROW(importer.import(games[1], "one-bad.pgn"), RecordsError);
  EXPECT_FALSE(importer.import(games[2], "one-bad.pgn").duplicate);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

TEST(XiangqiImport, TheSameGameIsStoredOnceAcrossFilesAndRuns) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  std::int64_t first_id = 0;
  {
    XiangqiImporter importer(store);
    const auto games = read_game_file(read_bytes(data_file("iccs.pgn")), "iccs.pgn");
    first_id = importer.import(games[0], "iccs.pgn").id;
    const auto again = importer.import(games[0], "iccs.pgn");
    EXPECT_TRUE(again.duplicate);
    EXPECT_EQ(again.id, first_id);
  }
  XiangqiImporter later(store);  // a new run reads the fingerprints from the store
  const auto wxf = read_game_file(read_bytes(data_file("wxf-ascii.pgn")), "wxf-ascii.pgn");
  // The same game (players and moves) written in WXF in another file.
  EXPECT_EQ(pgn_player_name(wxf[0], true), "Hu Ronghua");
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
  const auto games = read_game_file(pgn, "annotated.pgn");
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
  const std::string exported = write_pgn(store.game(first.id), moves);
  EXPECT_NE(exported.find("{the central cannon}"), std::string::npos) << exported;
  EXPECT_NE(exported.find("{a horse out}"), std::string::npos) << exported;
  EXPECT_EQ(exported.find("{black resigns} {black resigns}"), std::string::npos) << exported;
  const auto back = read_game_file(exported, "exported.pgn");
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
  const auto games = read_game_file(read_bytes(path), path);
  ASSERT_EQ(games.size(), 2516u);
  XiangqiImporter importer(store);
  std::size_t stored = 0;
  for (const PgnGame& game : games) {
    ASSERT_EQ(game.error, "");
    EXPECT_EQ(game.notation, "iccs");
    stored += !importer.import(game, path).duplicate;
  }
  const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
  EXPECT_LT(seconds, 5.0);
  const auto stored_games = store.list_games({});
  EXPECT_EQ(stored_games.size(), stored);
  for (const GameSummary& game : stored_games)
    EXPECT_TRUE(replay_xiangqi(game, store.xiangqi_moves(game.id)).final_matches);
}

}  // namespace
}  // namespace gameai::records

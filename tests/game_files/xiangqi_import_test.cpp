// Game files as players have them: the same two master games written in every notation and
// encoding under tests/data/records/ must read back to the same moves; a bad game spoils only
// itself; a game imported twice is stored once; the master-games corpus imports whole.
#include "game_files/xiangqi_import.hpp"

#include <gtest/gtest.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game_file_data.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"

namespace gameai::game_files {
namespace {

using testing::data_file;
using testing::read_bytes;

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

}  // namespace
}  // namespace gameai::game_files

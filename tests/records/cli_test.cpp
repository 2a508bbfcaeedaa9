// `gameai records ...` run as a user runs it: real binary, real database file, exit statuses.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_run.hpp"
#include "records/schema.hpp"
#include "test_support.hpp"
#include "tetris_games.hpp"

namespace gameai::records {
namespace {

using CommandResult = cli_test::CliRun;

CommandResult run(const std::string& args) {
  return cli_test::run_gameai(args);
}

class RecordsCli : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = dir_.file("cli.sqlite");
    Store store(db_);
    tetris_id_ = testing::play_and_record(store, tetris::RuleSet::Classic, 3, 150);
    testing::play_and_record(store, tetris::RuleSet::Guideline, 4, 80);
  }
  std::string db() const { return "--db " + db_; }

  testing::TempDir dir_;
  std::string db_;
  std::int64_t tetris_id_ = 0;
};

TEST_F(RecordsCli, ListShowAndStatsDescribeTheStoredGames) {
  const CommandResult list = run("records list --json " + db());
  ASSERT_EQ(list.status, 0) << list.out;
  const auto games = nlohmann::json::parse(list.out);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[1]["id"], tetris_id_);
  EXPECT_EQ(games[1]["variant"], "classic");
  EXPECT_EQ(games[1]["players"][0]["name"], "lowest");
  EXPECT_EQ(games[0]["randomizer"], "bag7");
  const CommandResult text = run("records list --limit 1 " + db());
  EXPECT_EQ(text.status, 0);
  EXPECT_NE(text.out.find("guideline"), std::string::npos);
  EXPECT_EQ(text.out.find("classic"), std::string::npos);
  const CommandResult show = run("records show " + std::to_string(tetris_id_) + " --steps " + db());
  EXPECT_EQ(show.status, 0);
  EXPECT_NE(show.out.find("seed        3\n"), std::string::npos) << show.out;
  // Who played each stretch, and what it played.
  EXPECT_NE(show.out.find("stretches   from step  player       pieces  lines  points"),
            std::string::npos)
      << show.out;
  const CommandResult stats = run("records stats --json " + db());
  ASSERT_EQ(stats.status, 0) << stats.out;
  const auto rows = nlohmann::json::parse(stats.out);
  EXPECT_EQ(rows.size(), 2u);
  const CommandResult shown = run("records show --json " + std::to_string(tetris_id_) + " " + db());
  const auto one = nlohmann::json::parse(shown.out);
  ASSERT_EQ(one["stretches"].size(), 1u);
  for (const auto& row : rows)
    if (row["player"] == "lowest" && row["variant"] == one["variant"]) {
      EXPECT_EQ(row["pieces"], one["stretches"][0]["pieces"]);
    }
}

// A player name longer than any fixed column still leaves the columns after it aligned: every
// row's result starts where the RESULT heading does.
TEST_F(RecordsCli, ListKeepsColumnsAlignedWithLongPlayerNames) {
  {
    Store store(db_);
    const tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Classic, 9);
    TetrisRecorder recorder(
        store,
        tetris_setup(config, {game_files::PlayerInfo::Kind::Ai,
                              "uci:/opt/engines/a-very-long-engine-name --threads 4"}),
        {.batch_size = 16, .max_interval_ms = 60'000});
    recorder.finish("abandoned");
  }
  const CommandResult text = run("records list " + db());
  ASSERT_EQ(text.status, 0) << text.out;
  std::istringstream lines(text.out);
  std::string line;
  ASSERT_TRUE(std::getline(lines, line));
  const std::size_t column = line.find("RESULT");
  ASSERT_NE(column, std::string::npos) << line;
  int rows = 0;
  while (std::getline(lines, line)) {
    ++rows;
    ASSERT_GT(line.size(), column) << line;
    EXPECT_NE(line[column], ' ') << line;
    EXPECT_EQ(line[column - 1], ' ') << line;
  }
  EXPECT_EQ(rows, 3) << text.out;
}

TEST_F(RecordsCli, ReplayProvesTheGameReproduces) {
  const CommandResult replay = run("records replay " + std::to_string(tetris_id_) + " " + db());
  EXPECT_EQ(replay.status, 0) << replay.out;
  EXPECT_NE(replay.out.find("every board and score matched"), std::string::npos) << replay.out;
}

TEST_F(RecordsCli, ExportWritesOneRowPerPlacement) {
  const std::string csv = dir_.file("out.csv");
  const CommandResult exp = run("records export --game tetris --out " + csv + " " + db());
  ASSERT_EQ(exp.status, 0) << exp.out;
  std::ifstream in(csv);
  std::string line;
  std::int64_t rows = 0;
  while (std::getline(in, line)) ++rows;
  Store store(db_);
  std::int64_t pieces = 0;
  for (const auto& g : store.list_games({})) pieces += g.pieces;
  EXPECT_EQ(rows, pieces + 1);
  const CommandResult wrong = run("records export --game tetris --format pgn " + db());
  EXPECT_EQ(wrong.status, 2);
}

TEST_F(RecordsCli, XiangqiImportExportAndReplay) {
  const std::string pgn = dir_.file("in.pgn");
  std::ofstream(pgn) << "[White \"ai:3\"]\n[Black \"me\"]\n[Result \"0-1\"]\n"
                        "[Variant \"xiangqi\"]\n\n1. h3e3 h10g8 2. h1g3 i10h10 0-1\n";
  const CommandResult imp = run("records import " + pgn + " " + db());
  ASSERT_EQ(imp.status, 0) << imp.out;
  EXPECT_NE(imp.out.find("as game 3"), std::string::npos) << imp.out;
  const CommandResult replay = run("records replay 3 " + db());
  EXPECT_EQ(replay.status, 0) << replay.out;
  EXPECT_NE(replay.out.find("matches the stored one"), std::string::npos) << replay.out;
  const CommandResult exp = run("records export --game xiangqi " + db());
  EXPECT_EQ(exp.status, 0);
  EXPECT_NE(exp.out.find("[Variant \"xiangqi\"]"), std::string::npos);
  EXPECT_NE(exp.out.find("1. h3e3 h10g8 2. h1g3 i10h10 0-1"), std::string::npos) << exp.out;
  std::ofstream(dir_.file("bad.pgn")) << "1. h3e3 h10h1 1-0\n";
  const CommandResult bad = run("records import " + dir_.file("bad.pgn") + " " + db());
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("is not legal"), std::string::npos) << bad.out;
}

// The issue as a new user met it: a Chinese file and a WXF file import; a second import stores
// nothing; export writes any notation; a file with one bad game imports the others.
TEST_F(RecordsCli, XiangqiGameFilesInEveryNotation) {
  const std::string data = std::string(GAMEAI_TEST_DATA_DIR) + "/records/";
  const CommandResult imp =
      run("records import " + data + "chinese-gbk.pgn " + data + "wxf-ascii.pgn " + db());
  ASSERT_EQ(imp.status, 0) << imp.out;
  EXPECT_NE(imp.out.find("chinese-gbk.pgn:1 as game 3 (32 moves, 1 variation, *, chinese)"),
            std::string::npos)
      << imp.out;
  // wxf-ascii.pgn holds the second game again with the players' names in Latin letters: for
  // the store that is another record, so it is stored.
  EXPECT_NE(imp.out.find("imported 3 xiangqi games"), std::string::npos) << imp.out;
  const CommandResult again = run("records import " + data + "chinese-gbk.pgn " + db());
  EXPECT_EQ(again.status, 0);
  EXPECT_NE(again.out.find("imported 0 xiangqi games"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("already stored as game 3"), std::string::npos) << again.out;
  const CommandResult chinese =
      run("records export --game xiangqi --id 3 --notation chinese " + db());
  EXPECT_NE(chinese.out.find("[Format \"Chinese\"]"), std::string::npos) << chinese.out;
  EXPECT_NE(chinese.out.find("1. 炮二平五 马8进7"), std::string::npos) << chinese.out;
  const CommandResult wxf = run("records export --game xiangqi --id 3 --notation wxf " + db());
  EXPECT_NE(wxf.out.find("1. C2=5 H8+7"), std::string::npos) << wxf.out;
  const CommandResult one_bad = run("records import " + data + "one-bad-game.pgn " + db());
  EXPECT_EQ(one_bad.status, 2);
  EXPECT_NE(one_bad.out.find("one-bad-game.pgn:11: move 2, black: 'a10a5'"), std::string::npos)
      << one_bad.out;
  EXPECT_NE(one_bad.out.find("imported 2 xiangqi games"), std::string::npos) << one_bad.out;
}

// `show --moves` and `replay` write the moves in the notation `xiangqi play` uses (Chinese by
// default), numbered as players count them, and `replay` draws the board `xiangqi play` draws:
// Chinese pieces on the lines with the river and each side's file numbers (letters with
// --letters), the last move marked.
TEST_F(RecordsCli, XiangqiMovesInTheChosenNotationAndTheChineseBoard) {
  const std::string pgn = dir_.file("in.pgn");
  std::ofstream(pgn) << "[Red \"A\"]\n[Black \"B\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9\n";
  ASSERT_EQ(run("records import " + pgn + " " + db()).status, 0);
  const CommandResult chinese = run("records show 3 --moves " + db());
  ASSERT_EQ(chinese.status, 0) << chinese.out;
  EXPECT_NE(
      chinese.out.find("      1. 炮二平五\n    1... 马8进7\n      2. 马二进三\n    2... 车9平8\n"),
      std::string::npos)
      << chinese.out;
  EXPECT_NE(chinese.out.find("moves       2 (4 plies)"), std::string::npos) << chinese.out;
  const CommandResult wxf = run("records show 3 --moves --notation wxf " + db());
  EXPECT_NE(wxf.out.find("      1. C2=5\n    1... H8+7\n"), std::string::npos) << wxf.out;
  const CommandResult iccs = run("records show 3 --moves --notation iccs " + db());
  EXPECT_NE(iccs.out.find("    1... h9g7\n"), std::string::npos) << iccs.out;
  EXPECT_EQ(run("records show 3 --moves --notation san " + db()).status, 2);
  const CommandResult replay = run("records replay 3 --speed 0 " + db());
  ASSERT_EQ(replay.status, 0) << replay.out;
  EXPECT_NE(replay.out.find("1. 炮二平五 马8进7 2. 马二进三 车9平8\n"), std::string::npos)
      << replay.out;
  EXPECT_NE(replay.out.find("   九 八 七 六 五 四 三 二 一   red\n"), std::string::npos)
      << replay.out;
  EXPECT_NE(replay.out.find("楚 河"), std::string::npos) << replay.out;
  EXPECT_NE(replay.out.find("車*"), std::string::npos) << replay.out;  // Black's last move
  EXPECT_NE(replay.out.find("replayed 2 moves (4 plies)"), std::string::npos) << replay.out;
  const CommandResult letters = run("records replay 3 --speed 0 --letters " + db());
  EXPECT_NE(letters.out.find("1. C2=5 H8+7 2. H2+3 R9=8\n"), std::string::npos) << letters.out;
  EXPECT_EQ(letters.out.find("車"), std::string::npos) << letters.out;
  const CommandResult iccs_replay = run("records replay 3 --speed 0 --notation iccs " + db());
  EXPECT_NE(iccs_replay.out.find("1. h2e2 h9g7 2. h0g2 i9h9\n"), std::string::npos)
      << iccs_replay.out;
}

// An imported game's details: `show` names the file's format and lists its tags, `export` writes
// them back instead of inventing an event and a date.
TEST_F(RecordsCli, ImportedGameKeepsItsDetails) {
  const std::string pgn = dir_.file("details.pgn");
  std::ofstream(pgn) << "[Event \"Asian Cup\"]\n[Site \"Manila\"]\n[Date \"1990.05.01\"]\n"
                        "[Round \"4\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n"
                        "1. h2e2 h9g7\n";
  ASSERT_EQ(run("records import " + pgn + " " + db()).status, 0);
  const CommandResult show = run("records show 3 " + db());
  EXPECT_NE(show.out.find("  imported    from a PGN file\n  Event       Asian Cup\n"
                          "  Site        Manila\n  Date        1990.05.01\n  Round       4\n"),
            std::string::npos)
      << show.out;
  EXPECT_NE(show.out.find("  result      black\n"), std::string::npos) << show.out;
  const auto json = nlohmann::json::parse(run("records show --json 3 " + db()).out);
  EXPECT_EQ(json["source"], "pgn");
  EXPECT_EQ(json["tags"]["Site"], "Manila");
  const CommandResult exp = run("records export --game xiangqi --id 3 " + db());
  EXPECT_NE(exp.out.find("[Event \"Asian Cup\"]\n[Site \"Manila\"]\n[Date \"1990.05.01\"]\n"
                         "[Round \"4\"]\n[Red \"A\"]\n[White \"A\"]\n[Black \"B\"]\n"
                         "[Result \"0-1\"]\n"),
            std::string::npos)
      << exp.out;
}

// A file's time control is kept by `records import` and written back by `records export`, in
// the PGN form the desktop app stores for its own games.
TEST_F(RecordsCli, ImportAndExportKeepTheTimeControl) {
  const std::string pgn = dir_.file("clock.pgn");
  std::ofstream(pgn) << "[Event \"Blitz\"]\n[Red \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                        "[TimeControl \"300+3\"]\n\n1. h2e2 h9g7\n";
  ASSERT_EQ(run("records import " + pgn + " " + db()).status, 0);
  const CommandResult show = run("records show 3 " + db());
  EXPECT_NE(show.out.find("  TimeControl 300+3\n"), std::string::npos) << show.out;
  const CommandResult exp = run("records export --game xiangqi --id 3 " + db());
  EXPECT_NE(exp.out.find("[Result \"*\"]\n[TimeControl \"300+3\"]\n"), std::string::npos)
      << exp.out;
}

// Variations and comments as a user meets them: imported, shown beside the main line, exported
// in every notation and imported again as the same games; a file with broken variations is
// refused game by game, naming the line and the move, and stores nothing of those games.
TEST_F(RecordsCli, XiangqiVariationsAndCommentsImportShowAndExport) {
  const std::string data = std::string(GAMEAI_TEST_DATA_DIR) + "/records/";
  const CommandResult imp = run("records import " + data + "variations.pgn " + db());
  ASSERT_EQ(imp.status, 0) << imp.out;
  EXPECT_NE(imp.out.find("variations.pgn:1 as game 3 (3 moves, 4 variations, 1-0, iccs)"),
            std::string::npos)
      << imp.out;
  const CommandResult show = run("records show --moves --notation iccs 3 " + db());
  ASSERT_EQ(show.status, 0) << show.out;
  EXPECT_NE(show.out.find("  moves       3 (5 plies), 4 variations\n"), std::string::npos)
      << show.out;
  EXPECT_NE(show.out.find("{A comment before the first move}"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("(1. c3c4 {the pawn opening} 1... g6g5 (1... c6c5 2. b0c2) 2. b2c2)"),
            std::string::npos)
      << show.out;
  const auto json = nlohmann::json::parse(run("records show --json --moves 3 " + db()).out);
  EXPECT_EQ(json["start_comment"], "A comment before the first move");
  ASSERT_EQ(json["moves"].size(), 5u);
  EXPECT_EQ(json["moves"][0]["variations"][0][0]["move"], "c3c4");
  for (const char* notation : {"xboard", "iccs", "wxf", "chinese"}) {
    const std::string out = dir_.file(std::string("out-") + notation + ".pgn");
    const std::string again = dir_.file(std::string("again-") + notation + ".sqlite");
    const std::string out2 = dir_.file(std::string("out2-") + notation + ".pgn");
    const std::string flags = std::string(" --game xiangqi --notation ") + notation + " --out ";
    ASSERT_EQ(run("records export --id 3" + flags + out + " " + db()).status, 0);
    const CommandResult back = run("records import " + out + " --db " + again);
    ASSERT_EQ(back.status, 0) << back.out;
    EXPECT_NE(back.out.find("4 variations"), std::string::npos) << back.out;
    ASSERT_EQ(run("records export --id 1" + flags + out2 + " --db " + again).status, 0);
    std::ifstream a(out), b(out2);
    std::stringstream first, second;
    first << a.rdbuf();
    second << b.rdbuf();
    EXPECT_EQ(first.str(), second.str()) << notation;
    EXPECT_NE(first.str().find("{A comment before the first move}"), std::string::npos);
  }
  const std::string bad_db = dir_.file("bad.sqlite");
  const CommandResult bad = run("records import " + data + "variations-bad.pgn --db " + bad_db);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("variations-bad.pgn:19: move 1, black of a variation: 'h9h5'"),
            std::string::npos)
      << bad.out;
  EXPECT_NE(bad.out.find("a ')' that closes no variation"), std::string::npos) << bad.out;
  EXPECT_NE(bad.out.find("imported 1 xiangqi game "), std::string::npos) << bad.out;
}

// An AI's weights are named on the player line, not printed: its preset's, or custom ones with
// their digest; --json still has them in full.
TEST_F(RecordsCli, PlayerLineNamesTheWeightsInsteadOfPrintingThem) {
  const std::string weights = dir_.file("w.json");
  std::ofstream(weights) << "{\"holes\": -9.0}";
  const std::string play = "tetris play --max-pieces 10 --record " + db();
  ASSERT_EQ(run(play).status, 0);
  ASSERT_EQ(run(play + " --weights " + weights).status, 0);
  const CommandResult preset = run("records show 3 " + db());
  EXPECT_NE(preset.out.find("  player      eltetris (ai) {\"beam\":\"\",\"lookahead\":0,"
                            "\"max_pieces\":10}, preset weights\n"),
            std::string::npos)
      << preset.out;
  const CommandResult custom = run("records show 4 " + db());
  EXPECT_NE(custom.out.find("}, custom weights "), std::string::npos) << custom.out;
  for (const CommandResult* r : {&preset, &custom})
    EXPECT_EQ(r->out.find("\"weights\""), std::string::npos) << r->out;
  const auto json = nlohmann::json::parse(run("records show --json 4 " + db()).out);
  EXPECT_EQ(json["players"][0]["settings"]["weights"]["holes"], -9.0);
}

TEST_F(RecordsCli, DeleteThenMissingGameIsAUsageError) {
  const std::string id = std::to_string(tetris_id_);
  EXPECT_EQ(run("records delete " + id + " " + db()).status, 0);
  const CommandResult again = run("records delete " + id + " " + db());
  EXPECT_EQ(again.status, 2);
  EXPECT_NE(again.out.find("has no game " + id), std::string::npos) << again.out;
  EXPECT_EQ(run("records vacuum " + db()).status, 0);
  EXPECT_EQ(run("records show nonsense " + db()).status, 2);
  EXPECT_EQ(run("records list --game chess " + db()).status, 2);
}

TEST_F(RecordsCli, BadDatabasesAreNamedAndLeftAlone) {
  const std::string garbage = dir_.file("garbage.sqlite");
  std::ofstream(garbage) << std::string(4096, 'x');
  const CommandResult corrupt = run("records list --db " + garbage);
  EXPECT_EQ(corrupt.status, 2);
  EXPECT_NE(corrupt.out.find(garbage), std::string::npos);
  EXPECT_NE(corrupt.out.find("corrupt"), std::string::npos) << corrupt.out;
  EXPECT_EQ(testing::file_bytes(garbage), std::string(4096, 'x'));
  {
    Database raw(db_, OpenMode::ReadWrite, 1000);
    raw.exec("PRAGMA user_version = " + std::to_string(SCHEMA_VERSION + 1));
  }
  const CommandResult newer = run("records list " + db());
  EXPECT_EQ(newer.status, 2);
  EXPECT_NE(newer.out.find("newer gameai"), std::string::npos) << newer.out;
}

// Reading commands never create a database: a mistyped path is an error, not an empty list.
TEST_F(RecordsCli, MissingDatabaseIsNamedAndNotCreated) {
  const std::string missing = dir_.file("no-such-dir") + "/records.sqlite";
  for (const char* command : {"list", "stats", "show 1", "replay 1", "delete 1"}) {
    const CommandResult r = run(std::string("records ") + command + " --db " + missing);
    EXPECT_EQ(r.status, 2) << command << ": " << r.out;
    EXPECT_NE(r.out.find("no records database at '" + missing + "'"), std::string::npos) << r.out;
  }
  EXPECT_FALSE(std::filesystem::exists(dir_.file("no-such-dir")));
}

// The reading commands on a store whose file and directory are read-only, run by a user that file
// permissions apply to ("nobody" through setpriv when the tests run as root): they all work, a
// writing command says the store is read-only, and nothing is written beside the file; with the
// directory writable the readers leave no -wal or -shm file of theirs.
TEST_F(RecordsCli, ReadOnlyStoreIsReadByEveryReadingCommand) {
  std::string as_user;
  if (::geteuid() == 0) {
    if (::access("/usr/bin/setpriv", X_OK) != 0) GTEST_SKIP() << "no setpriv to drop root";
    as_user = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
  }
  const std::filesystem::path folder = dir_.path() / "ro";
  std::filesystem::create_directory(folder);
  const std::string path = (folder / "ro.sqlite").string();
  const std::string pgn = std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi/master-games-iccs.pgn";
  ASSERT_EQ(run("records import --quiet --db " + path + " " + pgn).status, 0);
  ::chmod(dir_.path().c_str(), 0755);
  ::chmod(path.c_str(), 0444);
  ::chmod(folder.c_str(), 0555);
  const std::string before = testing::file_bytes(path);
  const auto run_as = [&](const std::string& args) {
    return cli_test::run_gameai(args + " --db " + path, {}, as_user);
  };
  for (const char* command : {"records list", "records show 1 --moves", "records stats",
                              "records replay 1 --speed 0", "records export --game xiangqi"}) {
    const CommandResult r = run_as(command);
    EXPECT_EQ(r.status, 0) << command << ": " << r.out;
  }
  const CommandResult remove = run_as("records delete 1");
  EXPECT_EQ(remove.status, 2) << remove.out;
  EXPECT_NE(remove.out.find("read-only"), std::string::npos) << remove.out;
  ::chmod(folder.c_str(), 0777);
  for (const char* command : {"records list", "records show 2", "records replay 2 --speed 0"}) {
    const CommandResult r = run_as(command);
    EXPECT_EQ(r.status, 0) << command << ": " << r.out;
  }
  EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
  EXPECT_FALSE(std::filesystem::exists(path + "-shm"));
  EXPECT_EQ(testing::file_bytes(path), before);
  ::chmod(folder.c_str(), 0755);
}

TEST_F(RecordsCli, EnvironmentVariableChoosesTheDatabase) {
  const CommandResult r = cli_test::run_gameai("records list --json", {}, "GAMEAI_DB=" + db_);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(nlohmann::json::parse(r.out).size(), 2u);
}

}  // namespace
}  // namespace gameai::records

#include "records/schema.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "records/store.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

TEST(Schema, MigrationsAreNumberedFromOneWithoutGaps) {
  int expected = 1;
  for (const Migration& step : migrations()) EXPECT_EQ(step.to_version, expected++);
  EXPECT_EQ(expected - 1, SCHEMA_VERSION);
}

TEST(Schema, NewStoreIsCreatedWithItsDirectoryAtTheLatestVersion) {
  testing::TempDir dir;
  const std::string path = (dir.path() / "nested" / "deeper" / "records.sqlite").string();
  Store store(path);
  EXPECT_TRUE(std::filesystem::exists(path));
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  EXPECT_EQ(store.database().query_int("PRAGMA application_id"), APPLICATION_ID);
  EXPECT_EQ(store.database().query_text("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(store.database().query_int("PRAGMA foreign_keys"), 1);
  EXPECT_EQ(store.integrity_check(), "ok");
}

TEST(Schema, VersionOneStoreIsMigratedForwardKeepingItsGames) {
  testing::TempDir dir;
  const std::string path = dir.file("old.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 1);
    ASSERT_EQ(schema_version(db), 1);
    db.exec(
        "INSERT INTO games (game, variant, width, height, randomizer, seed, started_at, "
        "finished, result, lines, pieces, program_version) "
        "VALUES ('tetris', 'classic', 10, 20, 'bag7', 42, 1000, 1, 'game_over', 17, 60, '0.0.1');"
        "INSERT INTO players (game_id, seat, kind, name) VALUES (1, 0, 'ai', 'compact');"
        "INSERT INTO xiangqi_moves (game_id, ply, move) VALUES (1, 0, 'h2e2');");
    // Version 1 has no final_fen column: the migration must add it.
    EXPECT_THROW(db.exec("SELECT final_fen FROM games"), game_files::RecordsError);
  }
  Store store(path);
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  const game_files::GameSummary game = store.game(1);
  EXPECT_EQ(game.variant, "classic");
  EXPECT_EQ(game.seed, 42u);
  EXPECT_EQ(game.lines, 17);
  EXPECT_EQ(game.final_fen, "");
  EXPECT_EQ(game.scoring, "guideline");
  ASSERT_EQ(game.players.size(), 1u);
  EXPECT_EQ(game.players[0].name, "compact");
  EXPECT_EQ(
      store.database().query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'games_by_kind'"),
      1);
  EXPECT_EQ(store.integrity_check(), "ok");
}

TEST(Schema, VersionFiveStoreGainsMoveComments) {
  testing::TempDir dir;
  const std::string path = dir.file("v5.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 5);
    ASSERT_EQ(schema_version(db), 5);
    db.exec(
        "INSERT INTO games (game, variant, width, height, randomizer, seed, started_at, "
        "finished, result, plies, program_version) "
        "VALUES ('xiangqi', 'standard', 9, 10, 'none', 0, 1000, 1, 'red', 1, '0.1.0');"
        "INSERT INTO xiangqi_moves (game_id, ply, move) VALUES (1, 0, 'h2e2');");
    EXPECT_THROW(db.exec("SELECT comment FROM xiangqi_moves"), game_files::RecordsError);
  }
  Store store(path);
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  const auto moves = store.xiangqi_moves(1);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves[0].move, "h2e2");
  EXPECT_EQ(moves[0].comment, "");
}

// A version 6 store (written by the gameai before game details were kept) gains the tags table
// and the source column, and loses nothing: games, players, stretches, moves and their comments
// read back as they were stored, and the new fields are empty.
TEST(Schema, VersionSixStoreGainsGameDetailsWithoutLoss) {
  testing::TempDir dir;
  const std::string path = dir.file("v6.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 6);
    ASSERT_EQ(schema_version(db), 6);
    db.exec(
        "INSERT INTO games (game, variant, start_fen, started_at, finished, result, reason, "
        "plies, program_version) VALUES ('xiangqi', 'xiangqi', NULL, 1000, 1, 'red', 'mate', 3, "
        "'0.2.0');"
        "INSERT INTO players (game_id, seat, kind, name, settings) VALUES "
        "(1, 0, 'human', 'HU RongHua', '{\"source\":\"pgn\"}'), "
        "(1, 1, 'ai', 'ai:4', '{\"level\":4}');"
        "INSERT INTO stretches (game_id, seat, from_step, kind, name, settings) VALUES "
        "(1, 0, 0, 'human', 'HU RongHua', '{\"source\":\"pgn\"}'), "
        "(1, 1, 0, 'ai', 'ai:4', '{\"level\":4}');"
        "INSERT INTO xiangqi_moves (game_id, ply, move, score, depth, time_ms, comment) VALUES "
        "(1, 0, 'h2e2', NULL, NULL, 0, '中炮'), (1, 1, 'h9g7', 35, 9, 120, NULL), "
        "(1, 2, 'h0g2', NULL, NULL, 0, NULL);"
        "INSERT INTO games (game, variant, width, height, randomizer, seed, started_at, "
        "finished, lines, pieces, program_version, scoring) VALUES ('tetris', 'classic', 10, "
        "20, 'bag7', 5, 2000, 0, 0, 0, '0.2.0', 'guideline');"
        "INSERT INTO players (game_id, seat, kind, name) VALUES (2, 0, 'human', 'human');"
        "INSERT INTO stretches (game_id, seat, from_step, kind, name) VALUES "
        "(2, 0, 0, 'human', 'human');");
    EXPECT_THROW(db.exec("SELECT source FROM games"), game_files::RecordsError);
  }
  Store store(path);
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  const game_files::GameSummary game = store.game(1);
  EXPECT_EQ(game.result, "red");
  EXPECT_EQ(game.reason, "mate");
  EXPECT_EQ(game.plies, 3);
  EXPECT_EQ(game.source, "");
  EXPECT_TRUE(game.tags.empty());
  ASSERT_EQ(game.players.size(), 2u);
  EXPECT_EQ(game.players[0].name, "HU RongHua");
  EXPECT_EQ(game.players[1].settings, R"({"level":4})");
  ASSERT_EQ(game.stretches.size(), 2u);
  EXPECT_EQ(game.stretches[1].steps, 1);
  const auto moves = store.xiangqi_moves(1);
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(moves[0].comment, "中炮");
  EXPECT_EQ(moves[1].score, 35);
  EXPECT_EQ(moves[1].depth, 9);
  EXPECT_EQ(moves[1].time_ms, 120);
  EXPECT_EQ(store.game(2).seed, 5u);
  EXPECT_EQ(store.list_games({}).size(), 2u);
  EXPECT_EQ(store.integrity_check(), "ok");
  // The new table takes a game's tags and gives them back in order; deleting the game drops them.
  store.database().exec(
      "INSERT INTO game_tags (game_id, position, name, value) VALUES (1, 0, 'Site', 'x'), "
      "(1, 1, 'Event', 'y')");
  const std::vector<std::pair<std::string, std::string>> tags{{"Site", "x"}, {"Event", "y"}};
  EXPECT_EQ(store.game(1).tags, tags);
  store.delete_game(1);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM game_tags"), 0);
}

// A version 7 store (moves as a list) becomes a store of move trees: every game's moves are its
// main line with their scores, times and comments, a game in progress goes on being recorded,
// and variations can then be added and read back.
TEST(Schema, VersionSevenStoreBecomesMoveTreesWithoutLoss) {
  testing::TempDir dir;
  const std::string path = dir.file("v7.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 7);
    ASSERT_EQ(schema_version(db), 7);
    db.exec(
        "INSERT INTO games (game, variant, started_at, finished, result, reason, plies, "
        "program_version, source) VALUES ('xiangqi', 'xiangqi', 1000, 1, 'red', 'mate', 3, "
        "'0.2.0', 'pgn');"
        "INSERT INTO game_tags (game_id, position, name, value) VALUES (1, 0, 'Event', 'e');"
        "INSERT INTO xiangqi_moves (game_id, ply, move, score, depth, time_ms, comment) VALUES "
        "(1, 0, 'h2e2', NULL, NULL, 0, '中炮'), (1, 1, 'h9g7', 35, 9, 120, NULL), "
        "(1, 2, 'h0g2', NULL, NULL, 0, 'a horse');"
        "INSERT INTO games (game, variant, started_at, finished, plies, program_version) VALUES "
        "('xiangqi', 'xiangqi', 2000, 0, 1, '0.2.0');"
        "INSERT INTO xiangqi_moves (game_id, ply, move) VALUES (2, 0, 'b2e2');");
  }
  Store store(path);
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  EXPECT_THROW(store.database().exec("SELECT * FROM xiangqi_moves"), game_files::RecordsError);
  const game_files::XiangqiTree tree = store.xiangqi_tree(1);
  EXPECT_EQ(tree.variation_count(), 0u);
  const auto moves = tree.main_line();
  ASSERT_EQ(moves.size(), 3u);
  EXPECT_EQ(moves[0].move, "h2e2");
  EXPECT_EQ(moves[0].comment, "中炮");
  EXPECT_EQ(moves[1].score, 35);
  EXPECT_EQ(moves[1].depth, 9);
  EXPECT_EQ(moves[1].time_ms, 120);
  EXPECT_EQ(moves[2].comment, "a horse");
  EXPECT_EQ(store.xiangqi_moves(1).size(), 3u);
  EXPECT_EQ(store.game(1).tag("Event"), "e");
  // The unfinished game goes on.
  const std::vector<game_files::XiangqiMove> more{game_files::XiangqiMove("h9g7")};
  store.replace_xiangqi_moves(2, 1, more);
  EXPECT_EQ(store.xiangqi_moves(2).size(), 2u);
  EXPECT_EQ(store.game(2).plies, 2);
  // A variation added to the finished game is kept; its main line reads as before.
  game_files::XiangqiTree edited = tree;
  const auto v = edited.add_move(edited.main_line_node(1), game_files::XiangqiMove("b9c7"));
  edited.set_comment(v, "the other horse");
  store.replace_xiangqi_tree(1, edited);
  EXPECT_EQ(game_files::XiangqiTree::first_difference(store.xiangqi_tree(1), edited), "");
  EXPECT_EQ(store.xiangqi_moves(1).size(), 3u);
  EXPECT_EQ(store.game(1).plies, 3);
  EXPECT_EQ(store.integrity_check(), "ok");
}

TEST(Schema, MigrationIsIdempotent) {
  testing::TempDir dir;
  Database db(dir.file("a.sqlite"), OpenMode::ReadWriteCreate, 1000);
  migrate(db);
  migrate(db);
  EXPECT_EQ(schema_version(db), SCHEMA_VERSION);
}

TEST(Schema, NewerSchemaIsRefusedAndLeftUntouched) {
  testing::TempDir dir;
  const std::string path = dir.file("future.sqlite");
  {
    Store store(path);
    store.database().exec("PRAGMA user_version = 99");
    store.database().query_text("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  const std::string before = testing::file_bytes(path);
  try {
    Store store(path);
    FAIL() << "a schema from the future was accepted";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::NewerSchema);
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("99"), std::string::npos);
  }
  EXPECT_EQ(testing::file_bytes(path), before);
}

TEST(Schema, ForeignSqliteFileIsRefused) {
  testing::TempDir dir;
  const std::string path = dir.file("other.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    db.exec("CREATE TABLE recipes (name TEXT)");
  }
  try {
    Store store(path);
    FAIL() << "a foreign database was accepted";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::NotARecords);
  }
  Database db(path, OpenMode::ReadWrite, 1000);
  EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'games'"), 0);
}

}  // namespace
}  // namespace gameai::records

namespace gameai::records {
namespace {

// A version 4 store whose file another process is writing cannot be migrated now: opening it says
// the file is locked, and it stays at version 4 with its games until it can be migrated.
TEST(Schema, LockedVersionFourStoreIsReportedAndKeptAsItWas) {
  testing::TempDir dir;
  const std::string path = dir.file("v4.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 4);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec(
        "INSERT INTO games (game, variant, width, height, randomizer, seed, started_at, "
        "finished, lines, pieces, program_version, scoring) VALUES ('tetris', 'standard', 10, "
        "20, 'uniform', 7, 1000, 1, 3, 30, '0.0.4', 'seed000');"
        "INSERT INTO players (game_id, seat, kind, name, settings) "
        "VALUES (1, 0, 'ai', 'eltetris', '{\"lookahead\":1}');");
  }
  {
    Database other(path, OpenMode::ReadWrite, 1000);
    other.exec("BEGIN EXCLUSIVE");
    try {
      Store store(path, StoreOptions{.mode = OpenMode::ReadWrite, .busy_timeout_ms = 50});
      FAIL() << "a locked store was migrated";
    } catch (const game_files::RecordsError& e) {
      EXPECT_EQ(e.kind(), game_files::ErrorKind::Locked) << e.what();
      EXPECT_NE(std::string(e.what()).find(path), std::string::npos);
    }
    other.exec("ROLLBACK");
    EXPECT_EQ(schema_version(other), 4);
    EXPECT_EQ(other.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'stretches'"), 0);
  }
  Store store(path);
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  const game_files::GameSummary game = store.game(1);
  EXPECT_EQ(game.seed, 7u);
  EXPECT_FALSE(game.game_index.has_value());
  ASSERT_EQ(game.stretches.size(), 1u);
  EXPECT_EQ(game.stretches[0].player.name, "eltetris");
  EXPECT_EQ(game.stretches[0].player.settings, R"({"lookahead":1})");
  EXPECT_EQ(game.stretches[0].steps, 30);
  EXPECT_EQ(game.stretches[0].lines, 3);
}

}  // namespace
}  // namespace gameai::records

// A corrupt, locked, read-only or newer-schema database (the last is in schema_test.cpp) gets a
// RecordsError naming the file and the problem, and what is stored is never changed.
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "records/schema.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

void expect_error(game_files::ErrorKind kind, const std::string& path,
                  const std::function<void()>& action) {
  try {
    action();
    ADD_FAILURE() << "no error";
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), kind) << e.what();
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
  }
}

TEST(Errors, FileThatIsNotADatabaseIsCorruptAndUntouched) {
  testing::TempDir dir;
  const std::string path = dir.file("garbage.sqlite");
  {
    std::ofstream out(path, std::ios::binary);
    for (int i = 0; i < 400; ++i) out << "these bytes are not a SQLite database ";
  }
  const std::string before = testing::file_bytes(path);
  expect_error(game_files::ErrorKind::Corrupt, path, [&] { Store store(path); });
  EXPECT_EQ(testing::file_bytes(path), before);
}

TEST(Errors, DamagedHeaderIsCorruptAndUntouched) {
  testing::TempDir dir;
  const std::string path = dir.file("damaged.sqlite");
  {
    Store store(path);
    TetrisRecorder recorder(store, {});
    recorder.add_step({});
    recorder.finish("game_over");
    store.database().query_text("PRAGMA wal_checkpoint(TRUNCATE)");
  }
  {
    std::fstream file(path, std::ios::binary | std::ios::in | std::ios::out);
    file.seekp(0);
    file.write("NOT SQLITE", 10);
  }
  const std::string before = testing::file_bytes(path);
  expect_error(game_files::ErrorKind::Corrupt, path, [&] { Store store(path); });
  EXPECT_EQ(testing::file_bytes(path), before);
}

TEST(Errors, WriterBlockedLongerThanTheBusyTimeoutIsLocked) {
  testing::TempDir dir;
  const std::string path = dir.file("busy.sqlite");
  Store first(path);
  Database other(path, OpenMode::ReadWrite, 1000);
  other.exec("BEGIN EXCLUSIVE");
  Store second(path, StoreOptions{.mode = OpenMode::ReadWriteCreate, .busy_timeout_ms = 50});
  // Reading still works while another process writes (WAL).
  EXPECT_TRUE(second.list_games({}).empty());
  expect_error(game_files::ErrorKind::Locked, path, [&] { TetrisRecorder recorder(second, {}); });
  other.exec("ROLLBACK");
  TetrisRecorder recorder(second, {});
  recorder.finish("stopped");
  EXPECT_EQ(first.list_games({}).size(), 1u);
}

TEST(Errors, StoreOpenedReadOnlyRefusesToWrite) {
  testing::TempDir dir;
  const std::string path = dir.file("ro.sqlite");
  { Store create(path); }
  Store store(path, StoreOptions{.mode = OpenMode::ReadOnly, .busy_timeout_ms = 1000});
  EXPECT_TRUE(store.read_only());
  EXPECT_TRUE(store.list_games({}).empty());
  expect_error(game_files::ErrorKind::ReadOnly, path, [&] { TetrisRecorder recorder(store, {}); });
  expect_error(game_files::ErrorKind::ReadOnly, path, [&] { store.vacuum(); });
}

TEST(Errors, ReadOnlyStoreThatNeedsMigrationIsRefused) {
  testing::TempDir dir;
  const std::string path = dir.file("old.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 1);
  }
  expect_error(game_files::ErrorKind::ReadOnly, path, [&] {
    Store store(path, StoreOptions{.mode = OpenMode::ReadOnly, .busy_timeout_ms = 1000});
  });
  Database db(path, OpenMode::ReadOnly, 1000);
  EXPECT_EQ(schema_version(db), 1);
}

TEST(Errors, ReadOnlyFileIsReportedWhenWritten) {
  if (::geteuid() == 0) GTEST_SKIP() << "root may write to any file; covered by open mode test";
  testing::TempDir dir;
  const std::string path = dir.file("ro-file.sqlite");
  {
    Store create(path);
    create.database().exec("PRAGMA journal_mode = DELETE");
  }
  ::chmod(path.c_str(), 0444);
  Store store(path);
  EXPECT_TRUE(store.read_only());
  expect_error(game_files::ErrorKind::ReadOnly, path, [&] { TetrisRecorder recorder(store, {}); });
}

// A store that no program has open is read as it is on disk: opened immutable, nothing written to
// it and no -wal or -shm file left beside it (SQLite's mode=ro would create both and leave them).
TEST(Errors, ReaderOfAStoreNobodyHasOpenCreatesNothingBesideIt) {
  testing::TempDir dir;
  const std::string path = dir.file("closed.sqlite");
  {
    Store writer(path);
    TetrisRecorder recorder(writer, {});
    recorder.add_step({});
    recorder.finish("game_over");
  }
  ASSERT_FALSE(testing::exists(path + "-wal"));
  const std::string before = testing::file_bytes(path);
  {
    Store reader(path, StoreOptions{.mode = OpenMode::ReadOnly});
    EXPECT_EQ(reader.database().open_mode(), OpenMode::Immutable);
    EXPECT_TRUE(reader.read_only());
    EXPECT_EQ(reader.list_games({}).size(), 1u);
    EXPECT_FALSE(testing::exists(path + "-wal"));
    EXPECT_FALSE(testing::exists(path + "-shm"));
  }
  EXPECT_FALSE(testing::exists(path + "-wal"));
  EXPECT_FALSE(testing::exists(path + "-shm"));
  EXPECT_EQ(testing::file_bytes(path), before);
}

// A store another program is writing is read through its log (mode=ro), so the reader sees the
// games committed there and not yet copied into the file; the writer still cleans up after both.
TEST(Errors, ReaderBesideAWriterSeesItsCommittedGames) {
  testing::TempDir dir;
  const std::string path = dir.file("open.sqlite");
  auto writer = std::make_unique<Store>(path);
  {
    TetrisRecorder recorder(*writer, {});
    recorder.add_step({});
    recorder.finish("game_over");
  }
  ASSERT_TRUE(testing::exists(path + "-wal"));
  {
    Store reader(path, StoreOptions{.mode = OpenMode::ReadOnly});
    EXPECT_EQ(reader.database().open_mode(), OpenMode::ReadOnly);
    EXPECT_TRUE(reader.read_only());
    EXPECT_EQ(reader.list_games({}).size(), 1u);
  }
  TetrisRecorder(*writer, {}).finish("stopped");
  writer.reset();
  EXPECT_FALSE(testing::exists(path + "-wal"));
  EXPECT_FALSE(testing::exists(path + "-shm"));
}

// With the file and its directory read-only, a store opened as for writing still reads (the
// desktop app's list), and one opened for reading too; neither writes. Checked as a user that
// file permissions apply to ("nobody" when the tests run as root).
TEST(Errors, ReadOnlyFileInReadOnlyDirectoryCanBeRead) {
  testing::TempDir dir;
  const std::filesystem::path folder = dir.path() / "ro";
  std::filesystem::create_directory(folder);
  const std::string path = (folder / "ro.sqlite").string();
  {
    Store writer(path);
    TetrisRecorder recorder(writer, {});
    recorder.add_step({});
    recorder.finish("game_over");
  }
  const std::string before = testing::file_bytes(path);
  ::chmod(dir.path().c_str(), 0755);
  ::chmod(path.c_str(), 0444);
  ::chmod(folder.c_str(), 0555);
  for (const OpenMode mode : {OpenMode::ReadOnly, OpenMode::ReadWrite}) {
    const int games = testing::run_as_unprivileged([&] {
      Store store(path, StoreOptions{.mode = mode});
      return store.read_only() ? static_cast<int>(store.list_games({}).size()) : 100;
    });
    EXPECT_EQ(games, 1) << "open mode " << static_cast<int>(mode);
  }
  ::chmod(folder.c_str(), 0755);
  EXPECT_FALSE(testing::exists(path + "-wal"));
  EXPECT_EQ(testing::file_bytes(path), before);
}

// With only the directory writable, reading leaves no -wal or -shm file owned by the reader
// behind (files the owner of the store could not use).
TEST(Errors, ReadOnlyFileInWritableDirectoryLeavesNoFileBehind) {
  testing::TempDir dir;
  const std::string path = dir.file("ro.sqlite");
  {
    Store writer(path);
    TetrisRecorder(writer, {}).finish("stopped");
  }
  ::chmod(dir.path().c_str(), 0777);
  ::chmod(path.c_str(), 0444);
  const int games = testing::run_as_unprivileged([&] {
    Store store(path, StoreOptions{.mode = OpenMode::ReadOnly});
    return static_cast<int>(store.list_games({}).size());
  });
  EXPECT_EQ(games, 1);
  EXPECT_FALSE(testing::exists(path + "-wal"));
  EXPECT_FALSE(testing::exists(path + "-shm"));
  ::chmod(dir.path().c_str(), 0700);
}

// A reader meets a store of an older schema: when it may write the file the store is migrated
// first (then read without writing), else it is refused with what to do.
TEST(Errors, OlderStoreIsMigratedBeforeReadingWhenItCanBeWritten) {
  testing::TempDir dir;
  const std::string path = dir.file("old.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 5);
  }
  Store store(path, StoreOptions{.mode = OpenMode::ReadOnly, .migrate_to_read = true});
  EXPECT_TRUE(store.read_only());
  EXPECT_EQ(store.schema_version(), SCHEMA_VERSION);
  EXPECT_FALSE(testing::exists(path + "-wal"));
}

TEST(Errors, MissingDirectoryInReadOnlyModeCannotBeOpened) {
  testing::TempDir dir;
  const std::string path = dir.file("absent/records.sqlite");
  expect_error(game_files::ErrorKind::Io, path, [&] {
    Store store(path, StoreOptions{.mode = OpenMode::ReadOnly, .busy_timeout_ms = 1000});
  });
}

}  // namespace
}  // namespace gameai::records

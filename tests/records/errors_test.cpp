// A corrupt, locked, read-only or newer-schema database (the last is in schema_test.cpp) gets a
// RecordsError naming the file and the problem, and what is stored is never changed.
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <fstream>

#include "records/schema.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

void expect_error(ErrorKind kind, const std::string& path, const std::function<void()>& action) {
  try {
    action();
    ADD_FAILURE() << "no error";
  } catch (const RecordsError& e) {
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
  expect_error(ErrorKind::Corrupt, path, [&] { Store store(path); });
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
  expect_error(ErrorKind::Corrupt, path, [&] { Store store(path); });
  EXPECT_EQ(testing::file_bytes(path), before);
}

TEST(Errors, WriterBlockedLongerThanTheBusyTimeoutIsLocked) {
  testing::TempDir dir;
  const std::string path = dir.file("busy.sqlite");
  Store first(path);
  Database other(path, OpenMode::ReadWrite, 1000);
  other.exec("BEGIN EXCLUSIVE");
  Store second(path, StoreOptions{OpenMode::ReadWriteCreate, 50});
  // Reading still works while another process writes (WAL).
  EXPECT_TRUE(second.list_games({}).empty());
  expect_error(ErrorKind::Locked, path, [&] { TetrisRecorder recorder(second, {}); });
  other.exec("ROLLBACK");
  TetrisRecorder recorder(second, {});
  recorder.finish("stopped");
  EXPECT_EQ(first.list_games({}).size(), 1u);
}

TEST(Errors, StoreOpenedReadOnlyRefusesToWrite) {
  testing::TempDir dir;
  const std::string path = dir.file("ro.sqlite");
  { Store create(path); }
  Store store(path, StoreOptions{OpenMode::ReadOnly, 1000});
  EXPECT_TRUE(store.read_only());
  EXPECT_TRUE(store.list_games({}).empty());
  expect_error(ErrorKind::ReadOnly, path, [&] { TetrisRecorder recorder(store, {}); });
  expect_error(ErrorKind::ReadOnly, path, [&] { store.vacuum(); });
}

TEST(Errors, ReadOnlyStoreThatNeedsMigrationIsRefused) {
  testing::TempDir dir;
  const std::string path = dir.file("old.sqlite");
  {
    Database db(path, OpenMode::ReadWriteCreate, 1000);
    migrate(db, 1);
  }
  expect_error(ErrorKind::ReadOnly, path, [&] {
    Store store(path, StoreOptions{OpenMode::ReadOnly, 1000});
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
  expect_error(ErrorKind::ReadOnly, path, [&] { TetrisRecorder recorder(store, {}); });
}

TEST(Errors, MissingDirectoryInReadOnlyModeCannotBeOpened) {
  testing::TempDir dir;
  const std::string path = dir.file("absent/records.sqlite");
  expect_error(ErrorKind::Io, path, [&] {
    Store store(path, StoreOptions{OpenMode::ReadOnly, 1000});
  });
}

}  // namespace
}  // namespace gameai::records

#pragma once
// A thin RAII layer over the SQLite C API: Database (one connection), Statement (a prepared
// statement with bind / step / column) and Transaction (BEGIN IMMEDIATE ... COMMIT, rolled back
// if it is destroyed uncommitted).
//
// Every SQLite error is turned into a RecordsError whose message names the database file and
// says in words what is wrong (corrupt, locked, read-only, ...), so that no caller ever shows a
// bare SQLite code. Nothing here allocates per step beyond what SQLite itself does.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "game_files/error.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace gameai::records {

// How a connection opens its file. ReadOnly is SQLite's `mode=ro`: it writes nothing to the
// database, but on a WAL file it takes part in the shared log, and creates the -wal and -shm files
// beside the database (and leaves them) when no other connection has them open. Immutable is
// SQLite's `immutable=1`: it reads the file as it is, without locks, and creates nothing; for a
// file that no connection has open (no -wal file) or that nobody can write.
enum class OpenMode { ReadWriteCreate, ReadWrite, ReadOnly, Immutable };

class Database {
 public:
  // Opens (and with read_write_create creates) the file. busy_timeout_ms is how long a write
  // waits for another connection's lock before failing with ErrorKind::Locked.
  Database(const std::string& path, OpenMode mode, int busy_timeout_ms);
  ~Database();
  Database(Database&& other) noexcept;
  Database& operator=(Database&& other) noexcept;
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // Closes the connection now (the destructor would); the object may only be assigned to after.
  void close() noexcept;

  // Runs one or more statements that return no rows of interest.
  void exec(std::string_view sql);
  // Runs a query that returns a single integer (a PRAGMA, a COUNT).
  std::int64_t query_int(std::string_view sql);
  std::string query_text(std::string_view sql);

  std::int64_t last_insert_rowid() const noexcept;
  int changes() const noexcept;
  bool read_only() const noexcept;
  // The mode the connection was opened with.
  OpenMode open_mode() const noexcept { return mode_; }
  const std::string& path() const noexcept { return path_; }
  sqlite3* handle() const noexcept { return db_; }

  // Throws a RecordsError for SQLite result `code`, worded for this database file.
  [[noreturn]] void fail(int code, std::string_view doing) const;

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
  OpenMode mode_ = OpenMode::ReadWrite;
};

class Statement {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Parameters are numbered from 1, as in SQL.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view text);
  Statement& bind_blob(int index, std::span<const std::uint8_t> bytes);
  Statement& bind_null(int index);

  // Advances to the next row: true when a row is available, false when done.
  bool step();
  // Runs a statement that returns no rows.
  void run();
  void reset();

  // Columns are numbered from 0.
  bool is_null(int column) const;
  std::int64_t column_int(int column) const;
  double column_double(int column) const;
  std::string column_text(int column) const;
  std::span<const std::uint8_t> column_blob(int column) const;

 private:
  Database* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN IMMEDIATE takes the write lock at once, so a busy database is reported at the start of
// a batch and not half way through it.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool open_ = true;
};

}  // namespace gameai::records

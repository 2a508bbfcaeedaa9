#include "records/sqlite.hpp"

#include <sqlite3.h>

#include <cstdio>
#include <filesystem>
#include <utility>

namespace gameai::records {
namespace {

// What went wrong, in words, for each family of SQLite result codes.
game_files::RecordsError describe(int code, const std::string& path, std::string_view doing,
                                  const char* sqlite_message) {
  const std::string detail = std::string(" (while ") + std::string(doing) + ": " +
                             (sqlite_message != nullptr ? sqlite_message : sqlite3_errstr(code)) +
                             ")";
  const std::string file = "records database '" + path + "'";
  switch (code & 0xff) {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return {game_files::ErrorKind::Corrupt,
              file + " is corrupt or is not a SQLite database" + detail +
                  ". It was left untouched; move it aside or choose another "
                  "file with --db FILE or GAMEAI_DB."};
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return {game_files::ErrorKind::Locked, file + " is locked by another program" + detail +
                                                 ". Try again when the other writer has finished."};
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return {game_files::ErrorKind::ReadOnly,
              file + " is read-only" + detail +
                  ". Make the file and its directory writable, or choose "
                  "another file with --db FILE or GAMEAI_DB."};
    case SQLITE_CANTOPEN:
      return {game_files::ErrorKind::Io, "cannot open " + file + detail +
                                             ". Check that its directory exists and is writable."};
    case SQLITE_FULL:
      return {game_files::ErrorKind::Io, file + ": the disk is full" + detail};
    default:
      return {game_files::ErrorKind::Io, file + ": " + sqlite3_errstr(code) + detail};
  }
}

// A file name as a SQLite URI with its query parameter: "file:///abs/path?mode=ro". The path is
// made absolute (a relative "//x" would read as a host name) and the characters a URI gives a
// meaning to are percent-encoded.
std::string file_uri(const std::string& path, std::string_view parameter) {
  std::error_code ignored;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ignored);
  const std::string text = absolute.empty() ? path : absolute.string();
  std::string uri = "file://";
  for (const char c : text) {
    if (c == '%' || c == '?' || c == '#' || static_cast<unsigned char>(c) < 0x20) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", static_cast<unsigned char>(c));
      uri += hex;
    } else {
      uri += c;
    }
  }
  return uri + "?" + std::string(parameter);
}

}  // namespace

Database::Database(const std::string& path, OpenMode mode, int busy_timeout_ms)
    : path_(path), mode_(mode) {
  int flags = SQLITE_OPEN_FULLMUTEX;
  std::string name = path;
  switch (mode) {
    case OpenMode::ReadWriteCreate:
      flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
      break;
    case OpenMode::ReadWrite:
      flags |= SQLITE_OPEN_READWRITE;
      break;
    case OpenMode::ReadOnly:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
      name = file_uri(path, "mode=ro");
      break;
    case OpenMode::Immutable:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
      name = file_uri(path, "immutable=1");
      break;
  }
  const int rc = sqlite3_open_v2(name.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    const game_files::RecordsError error =
        describe(rc, path_, "opening", db_ != nullptr ? sqlite3_errmsg(db_) : nullptr);
    sqlite3_close(db_);
    db_ = nullptr;
    throw error;
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, busy_timeout_ms);
}

Database::~Database() {
  // sqlite3_close_v2 defers the close until every statement is finalized; all of ours are RAII.
  sqlite3_close_v2(db_);
}

void Database::close() noexcept {
  sqlite3_close_v2(db_);
  db_ = nullptr;
}

Database::Database(Database&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)), path_(std::move(other.path_)), mode_(other.mode_) {}

Database& Database::operator=(Database&& other) noexcept {
  if (this != &other) {
    sqlite3_close_v2(db_);
    db_ = std::exchange(other.db_, nullptr);
    path_ = std::move(other.path_);
    mode_ = other.mode_;
  }
  return *this;
}

void Database::fail(int code, std::string_view doing) const {
  throw describe(code, path_, doing, db_ != nullptr ? sqlite3_errmsg(db_) : nullptr);
}

void Database::exec(std::string_view sql) {
  const std::string text(sql);
  char* message = nullptr;
  const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
  if (rc != SQLITE_OK) {
    const std::string owned = message != nullptr ? message : "";
    sqlite3_free(message);
    throw describe(rc, path_, text.substr(0, text.find_first_of("(\n")),
                   owned.empty() ? nullptr : owned.c_str());
  }
}

std::int64_t Database::query_int(std::string_view sql) {
  Statement statement(*this, sql);
  if (!statement.step()) return 0;
  return statement.column_int(0);
}

std::string Database::query_text(std::string_view sql) {
  Statement statement(*this, sql);
  if (!statement.step()) return {};
  return statement.column_text(0);
}

std::int64_t Database::last_insert_rowid() const noexcept {
  return sqlite3_last_insert_rowid(db_);
}

int Database::changes() const noexcept {
  return sqlite3_changes(db_);
}

bool Database::read_only() const noexcept {
  return sqlite3_db_readonly(db_, "main") == 1;
}

Statement::Statement(Database& db, std::string_view sql) : db_(&db) {
  const int rc =
      sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
  if (rc != SQLITE_OK) db.fail(rc, "preparing a query");
}

Statement::~Statement() {
  sqlite3_finalize(stmt_);
}

Statement& Statement::bind(int index, std::int64_t value) {
  const int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) db_->fail(rc, "binding a value");
  return *this;
}

Statement& Statement::bind(int index, double value) {
  const int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) db_->fail(rc, "binding a value");
  return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
  const int rc =
      sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) db_->fail(rc, "binding a value");
  return *this;
}

Statement& Statement::bind_blob(int index, std::span<const std::uint8_t> bytes) {
  const int rc =
      sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()), SQLITE_STATIC);
  if (rc != SQLITE_OK) db_->fail(rc, "binding a value");
  return *this;
}

Statement& Statement::bind_null(int index) {
  const int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) db_->fail(rc, "binding a value");
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  sqlite3_reset(stmt_);
  db_->fail(rc, "running a query");
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::is_null(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

std::int64_t Statement::column_int(int column) const {
  return sqlite3_column_int64(stmt_, column);
}

double Statement::column_double(int column) const {
  return sqlite3_column_double(stmt_, column);
}

std::string Statement::column_text(int column) const {
  const auto* text = sqlite3_column_text(stmt_, column);
  if (text == nullptr) return {};
  return {reinterpret_cast<const char*>(text),
          static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))};
}

std::span<const std::uint8_t> Statement::column_blob(int column) const {
  const auto* data = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_, column));
  const int size = sqlite3_column_bytes(stmt_, column);
  if (data == nullptr || size <= 0) return {};
  return {data, static_cast<std::size_t>(size)};
}

Transaction::Transaction(Database& db) : db_(db) {
  db_.exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
  if (open_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  db_.exec("COMMIT");
  open_ = false;
}

}  // namespace gameai::records

#pragma once
// The records schema and its forward migrations.
//
// The schema version is kept in PRAGMA user_version. Each Migration brings a database from
// version `to_version - 1` to `to_version`; a new program meets an older file by applying the
// missing steps in order, each in its own transaction, so a crash between two steps leaves a
// valid database at the earlier version. A file whose version is newer than SCHEMA_VERSION was
// written by a newer gameai and is refused untouched, never "repaired".

#include <cstdint>
#include <span>

#include "records/sqlite.hpp"

namespace gameai::records {

inline constexpr int SCHEMA_VERSION = 10;
// PRAGMA application_id marks the file as ours ("gmai"), so a foreign SQLite file is not taken
// for an empty store and written into.
inline constexpr std::int64_t APPLICATION_ID = 0x676d6169;

struct Migration {
  int to_version;
  const char* description;
  const char* sql;                     // nullptr when the step is code alone
  std::int64_t (*upgrade)(Database&);  // data rewritten after the SQL, or nullptr
};

// Every step from the empty file (version 0) to SCHEMA_VERSION, in order.
std::span<const Migration> migrations();

// PRAGMA user_version of `db`.
int schema_version(Database& db);

// Applies the missing steps up to `target_version`. Steps already applied (also by another
// process racing on a new file) are skipped.
void migrate(Database& db, int target_version = SCHEMA_VERSION);

// Checks that `db` is a gameai store this program can use: refuses newer schemas and foreign
// SQLite files with a RecordsError naming the file. Returns the schema version found.
int check_compatible(Database& db);

}  // namespace gameai::records

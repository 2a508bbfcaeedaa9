#pragma once
// The one exception type of the records store.
//
// Every failure a user can meet (a corrupt, locked, read-only or newer-schema database, a game id
// that does not exist, malformed PGN) is reported as a RecordsError whose message names the file
// and the problem and, where there is one, the fix. Front ends map it to their "bad input" path
// (the CLI exits with status 2). The kind lets callers and tests tell the cases apart.

#include <stdexcept>
#include <string>

namespace gameai::game_files {

enum class ErrorKind {
  Corrupt,      // not a SQLite database, or damaged pages
  Locked,       // another process holds the write lock longer than the busy timeout
  ReadOnly,     // the file, its directory or the open mode forbids writing
  NewerSchema,  // written by a newer gameai whose schema this program does not know
  NotARecords,  // a SQLite database that is not a gameai records store
  NotFound,     // no game with that id
  Io,           // the directory cannot be created, disk full, other I/O errors
  Invalid,      // malformed input (PGN, a step that cannot be encoded, wrong game kind)
};

class RecordsError : public std::runtime_error {
 public:
  RecordsError(ErrorKind kind, const std::string& message)
      : std::runtime_error(message), kind_(kind) {}
  ErrorKind kind() const noexcept { return kind_; }

 private:
  ErrorKind kind_;
};

}  // namespace gameai::game_files

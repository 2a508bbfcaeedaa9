#pragma once
// Where the records database lives.
//
// One file per user, shared by the command line and the desktop app: the first of
// --db FILE (passed in as `explicit_path`), the GAMEAI_DB environment variable,
// $XDG_DATA_HOME/gameai/records.sqlite, and ~/.local/share/gameai/records.sqlite.

#include <optional>
#include <string>

namespace gameai::records {

inline constexpr const char* DATABASE_ENV = "GAMEAI_DB";
inline constexpr const char* DATABASE_FILE_NAME = "records.sqlite";

// The path to use, without touching the file system. Throws RecordsError (io) when neither an
// explicit path, GAMEAI_DB, XDG_DATA_HOME nor HOME is available.
std::string database_path(const std::optional<std::string>& explicit_path = std::nullopt);

// Creates the directory that will hold `path` if it is missing. Throws RecordsError (io) naming
// the directory when that fails.
void ensure_parent_directory(const std::string& path);

}  // namespace gameai::records

#include "records/location.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "game_files/error.hpp"

namespace gameai::records {
namespace {

std::optional<std::string> non_empty_env(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  return std::string(value);
}

}  // namespace

std::string database_path(const std::optional<std::string>& explicit_path) {
  if (explicit_path && !explicit_path->empty()) return *explicit_path;
  if (auto env = non_empty_env(DATABASE_ENV)) return *env;
  namespace fs = std::filesystem;
  // The XDG base directory specification says a relative XDG_DATA_HOME is to be ignored.
  if (auto xdg = non_empty_env("XDG_DATA_HOME"); xdg && fs::path(*xdg).is_absolute())
    return (fs::path(*xdg) / "gameai" / DATABASE_FILE_NAME).string();
  if (auto home = non_empty_env("HOME"))
    return (fs::path(*home) / ".local" / "share" / "gameai" / DATABASE_FILE_NAME).string();
  throw game_files::RecordsError(
      game_files::ErrorKind::Io,
      "cannot tell where the records database goes: HOME and XDG_DATA_HOME are "
      "unset. Pass --db FILE or set GAMEAI_DB.");
}

void ensure_parent_directory(const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path parent = fs::path(path).parent_path();
  if (parent.empty()) return;
  std::error_code error;
  fs::create_directories(parent, error);
  if (error || !fs::is_directory(parent))
    throw game_files::RecordsError(game_files::ErrorKind::Io,
                                   "cannot create the directory '" + parent.string() +
                                       "' for the records database '" + path +
                                       "': " + (error ? error.message() : "not a directory"));
}

}  // namespace gameai::records

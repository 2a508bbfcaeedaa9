#include "records/location.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "game_files/error.hpp"

namespace gameai::records {
namespace {

// Sets environment variables for one test and restores them afterwards.
class Environment {
 public:
  void set(const char* name, const char* value) {
    const char* old = std::getenv(name);
    saved_.push_back({name, old ? std::optional<std::string>(old) : std::nullopt});
    if (value)
      ::setenv(name, value, 1);
    else
      ::unsetenv(name);
  }
  ~Environment() {
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
      if (it->second)
        ::setenv(it->first.c_str(), it->second->c_str(), 1);
      else
        ::unsetenv(it->first.c_str());
    }
  }

 private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

TEST(Location, ExplicitPathWinsOverEverything) {
  Environment env;
  env.set("GAMEAI_DB", "/env/db.sqlite");
  EXPECT_EQ(database_path(std::string("/cli/db.sqlite")), "/cli/db.sqlite");
}

TEST(Location, EnvironmentVariableComesNext) {
  Environment env;
  env.set("GAMEAI_DB", "/env/db.sqlite");
  env.set("XDG_DATA_HOME", "/xdg");
  EXPECT_EQ(database_path(), "/env/db.sqlite");
  EXPECT_EQ(database_path(std::string()), "/env/db.sqlite");
}

TEST(Location, XdgDataHomeThenHome) {
  Environment env;
  env.set("GAMEAI_DB", nullptr);
  env.set("XDG_DATA_HOME", "/xdg");
  env.set("HOME", "/home/player");
  EXPECT_EQ(database_path(), "/xdg/gameai/records.sqlite");
  env.set("XDG_DATA_HOME", "relative/is/ignored");
  EXPECT_EQ(database_path(), "/home/player/.local/share/gameai/records.sqlite");
  env.set("XDG_DATA_HOME", "");
  EXPECT_EQ(database_path(), "/home/player/.local/share/gameai/records.sqlite");
}

TEST(Location, NoHomeAtAllIsAClearError) {
  Environment env;
  env.set("GAMEAI_DB", nullptr);
  env.set("XDG_DATA_HOME", nullptr);
  env.set("HOME", nullptr);
  try {
    database_path();
    FAIL();
  } catch (const game_files::RecordsError& e) {
    EXPECT_NE(std::string(e.what()).find("--db"), std::string::npos);
  }
}

}  // namespace
}  // namespace gameai::records

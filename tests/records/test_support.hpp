#pragma once
// Helpers shared by the records tests: a scratch directory removed afterwards, and a
// deterministic stream of synthetic Tetris steps (the store does not need real games).

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "game_files/game_record.hpp"

namespace gameai::records::testing {

class TempDir {
 public:
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "gameai-records-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) std::abort();
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// The whole content of a file, to prove that an operation left it untouched.
inline std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes(static_cast<std::size_t>(std::filesystem::file_size(path)), '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return bytes;
}

// Whether `path` exists (a file the store must not have left behind, such as "-wal").
inline bool exists(const std::string& path) {
  std::error_code ignored;
  return std::filesystem::exists(path, ignored);
}

// The user id file permissions apply to, for the tests of read-only files: root ignores
// permissions, so as root the action runs as "nobody".
inline constexpr uid_t NOBODY = 65534;

// Runs `action` in a child process that file permissions apply to (the current user, or
// "nobody" when the tests run as root) and returns its result, or -1 when the child could not
// run or died. The child leaves with _exit, so that it runs no test teardown of its own.
inline int run_as_unprivileged(const std::function<int()>& action) {
  const pid_t child = ::fork();
  if (child < 0) return -1;
  if (child == 0) {
    if (::geteuid() == 0 && (::setgid(NOBODY) != 0 || ::setuid(NOBODY) != 0)) ::_exit(125);
    int result = 126;
    try {
      result = action();
    } catch (...) {
      result = 127;
    }
    ::_exit(result);
  }
  int status = 0;
  if (::waitpid(child, &status, 0) != child || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

// Step i of a synthetic game: every field varies, every 13th step carries a key path, the
// score grows only when lines are cleared (as in real games).
struct SyntheticSteps {
  std::array<std::uint8_t, 5> keys{1, 2, 3, 0, 6};
  std::int64_t score = 0;

  game_files::TetrisStep step(std::int64_t i) {
    game_files::TetrisStep s;
    s.piece = static_cast<std::uint8_t>(i % 7);
    s.rotation = static_cast<std::uint8_t>((i / 7) % 4);
    s.x = static_cast<std::int8_t>(i % 11 - 1);
    s.y = static_cast<std::int8_t>(i % 23);
    s.lines_cleared = static_cast<std::uint8_t>(i % 3 == 0 ? i % 5 : 0);
    s.held = i % 17 == 0;
    s.spin = static_cast<std::uint8_t>(i % 19 == 0 ? 2 : i % 29 == 0 ? 1 : 0);
    score += s.lines_cleared * 40;
    s.score_after = score;
    s.board_hash = static_cast<std::uint64_t>(i) * 0x9e3779b97f4a7c15ull & 0xffffffffull;
    if (i % 13 == 0) s.keys = keys;
    return s;
  }
};

inline bool same_step(const game_files::TetrisStep& a, const game_files::TetrisStep& b) {
  return a.piece == b.piece && a.rotation == b.rotation && a.x == b.x && a.y == b.y &&
         a.lines_cleared == b.lines_cleared && a.spin == b.spin && a.held == b.held &&
         a.score_after == b.score_after && (a.board_hash & 0xffffffffull) == b.board_hash &&
         std::equal(a.keys.begin(), a.keys.end(), b.keys.begin(), b.keys.end());
}

}  // namespace gameai::records::testing

#pragma once
// The real gameai-xiangqi executable as a GUI sees it: a child process fed line by line through
// a pipe, its replies read back with deadlines. Unlike a transcript over string streams, this
// lets a test wait for the engine to be searching, send `stop` at a chosen moment and time the
// reply, and a hung engine fails the test instead of hanging it.

#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace gameai::engine::testing {

class EngineProcess {
 public:
  using Clock = std::chrono::steady_clock;

  explicit EngineProcess(const std::string& path) {
    int to_child[2] = {-1, -1};
    int from_child[2] = {-1, -1};
    if (pipe(to_child) != 0 || pipe(from_child) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(to_child[0], STDIN_FILENO);
      dup2(from_child[1], STDOUT_FILENO);
      close(to_child[0]);
      close(to_child[1]);
      close(from_child[0]);
      close(from_child[1]);
      execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    in_ = to_child[1];
    out_ = from_child[0];
    signal(SIGPIPE, SIG_IGN);  // a dead engine makes send() fail, not the test process die
  }

  ~EngineProcess() {
    if (in_ >= 0) close(in_);
    if (pid_ > 0) {
      // End of input ends a session; an engine still alive after a second is killed.
      for (int i = 0; i < 100 && waitpid(pid_, nullptr, WNOHANG) == 0; ++i) usleep(10000);
      if (waitpid(pid_, nullptr, WNOHANG) == 0) {
        kill(pid_, SIGKILL);
        waitpid(pid_, nullptr, 0);
      }
    }
    if (out_ >= 0) close(out_);
  }

  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  bool running() const { return pid_ > 0 && in_ >= 0 && out_ >= 0; }

  bool send(const std::string& line) {
    const std::string text = line + "\n";
    return write(in_, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  }

  // The next line the engine writes, or nullopt if none comes within `timeout_ms`.
  std::optional<std::string> read_line(int timeout_ms) {
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      const auto newline = buffer_.find('\n');
      if (newline != std::string::npos) {
        std::string line = buffer_.substr(0, newline);
        buffer_.erase(0, newline + 1);
        return line;
      }
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left < 0) return std::nullopt;
      pollfd fd{out_, POLLIN, 0};
      if (poll(&fd, 1, static_cast<int>(left)) <= 0) continue;
      char chunk[4096];
      const ssize_t n = read(out_, chunk, sizeof chunk);
      if (n <= 0) return std::nullopt;  // the engine closed its output
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  // Reads lines until one starts with `prefix` (returned) or `timeout_ms` passes (nullopt).
  // Every line read on the way, the matching one included, is appended to `seen` if given.
  std::optional<std::string> read_until(const std::string& prefix, int timeout_ms,
                                        std::vector<std::string>* seen = nullptr) {
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
    for (;;) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      const auto line = read_line(static_cast<int>(std::max<long long>(0, left)));
      if (!line) return std::nullopt;
      if (seen) seen->push_back(*line);
      if (line->rfind(prefix, 0) == 0) return line;
    }
  }

  // Every line written within the next `ms` milliseconds.
  std::vector<std::string> read_for(int ms) {
    std::vector<std::string> lines;
    read_until("\n", ms, &lines);  // no line starts with a newline: reads until the time is up
    return lines;
  }

 private:
  pid_t pid_ = -1;
  int in_ = -1;
  int out_ = -1;
  std::string buffer_;
};

}  // namespace gameai::engine::testing

#include "common/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>
#include <thread>

#include "common/timing.hpp"

namespace gameai::common {

ChildProcess::~ChildProcess() {
  terminate(0);
}

void ChildProcess::start(const std::string& command) {
  int in_pipe[2], out_pipe[2];
  // Close-on-exec: a program another thread starts at the same moment must not inherit these
  // (its copy of our write end would keep this child's output from ever ending). dup2 below
  // gives the child its own ends without the flag.
  if (pipe2(in_pipe, O_CLOEXEC) != 0) {
    throw std::runtime_error("cannot create a pipe for '" + command + "'");
  }
  if (pipe2(out_pipe, O_CLOEXEC) != 0) {
    close(in_pipe[0]);
    close(in_pipe[1]);
    throw std::runtime_error("cannot create a pipe for '" + command + "'");
  }
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("cannot start '" + command + "'");
  if (pid == 0) {
    // Its own process group, so that terminate() reaches the engine even when the shell runs it
    // as a child instead of replacing itself with it.
    setpgid(0, 0);
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    const int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0) dup2(devnull, STDERR_FILENO);
    close(in_pipe[0]);
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(out_pipe[1]);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here: whichever of parent and child runs first, the group exists
  close(in_pipe[0]);
  close(out_pipe[1]);
  pid_ = pid;
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  eof_ = false;
  buffer_.clear();
  // A child that dies must not kill us with SIGPIPE when we write to it.
  signal(SIGPIPE, SIG_IGN);
}

bool ChildProcess::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  const char* p = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t n = write(to_child_, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

std::optional<std::string> ChildProcess::read_line(std::int64_t timeout_ms) {
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  for (;;) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (eof_ || from_child_ < 0) return std::nullopt;
    const std::int64_t left = deadline - common::now_ms();
    if (left <= 0) return std::nullopt;
    pollfd pfd{from_child_, POLLIN, 0};
    const int ready = poll(&pfd, 1, static_cast<int>(std::min<std::int64_t>(left, 1000000)));
    if (ready < 0 && errno != EINTR) return std::nullopt;
    if (ready <= 0) continue;
    char chunk[4096];
    const ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

namespace {

// Waits until `pid` has exited or `wait_ms` have passed, without reaping it (so that its process
// group id cannot be reused before terminate() kills the group); true with `info` filled when it
// has exited.
bool exited_within(pid_t pid, std::int64_t wait_ms, siginfo_t& info) {
  const std::int64_t deadline = common::now_ms() + wait_ms;
  for (;;) {
    info = siginfo_t{};
    const int r = waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
    if (r != 0) return false;
    if (info.si_pid == pid) return true;
    if (common::now_ms() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

}  // namespace

std::optional<int> ChildProcess::exit_status(std::int64_t wait_ms) const {
  siginfo_t info{};
  if (pid_ < 0 || !exited_within(pid_, wait_ms, info) || info.si_code != CLD_EXITED) {
    return std::nullopt;
  }
  return info.si_status;
}

void ChildProcess::terminate(std::int64_t grace_ms) {
  if (pid_ < 0) return;
  if (to_child_ >= 0) close(to_child_);
  to_child_ = -1;
  // Give the shell its grace to leave (not reaped yet: see exited_within).
  siginfo_t info{};
  exited_within(pid_, grace_ms, info);
  // Whatever is left of the group (an engine the shell started, its helpers) goes with it.
  kill(-pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  if (from_child_ >= 0) close(from_child_);
  from_child_ = -1;
  pid_ = -1;
}

}  // namespace gameai::common

#pragma once
// A program run as a child process (`/bin/sh -c COMMAND`) and spoken to line by line through
// pipes: what drives another xiangqi engine (UCI, UCCI) or another Tetris bot (the Tetris Bot
// Protocol). The child gets its own process group, so terminate() ends whatever the shell
// started too; every read has a deadline, so a hung program costs its game rather than the run.

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

namespace gameai::common {

// A child process with its standard input and output connected to us.
class ChildProcess {
 public:
  ChildProcess() = default;
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Starts `/bin/sh -c command`. Throws std::runtime_error if the process cannot be created.
  void start(const std::string& command);
  // Writes one line; false if the process has gone.
  bool write_line(const std::string& line);
  // The next line, or nullopt on timeout or end of output (then exited() tells which).
  std::optional<std::string> read_line(std::int64_t timeout_ms);
  bool exited() const { return eof_; }
  // The child's process id, which is also its process group's; -1 before start().
  pid_t pid() const noexcept { return pid_; }
  // Once its output has ended: the status the program exited with (the shell's 127: command not
  // found), waiting up to `wait_ms` for it to leave; nullopt when it has not exited normally.
  std::optional<int> exit_status(std::int64_t wait_ms = 500) const;
  // Closes its input, gives it `grace_ms` to leave, then kills its whole process group (the
  // shell and whatever it started).
  void terminate(std::int64_t grace_ms = 300);

 private:
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  bool eof_ = false;
  std::string buffer_;
};

}  // namespace gameai::common

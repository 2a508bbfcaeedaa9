#pragma once
// Runs a protocol transcript through a whole engine session over in-memory streams.
//
// A session stops a running search at end of input (as when a GUI goes away), so a transcript
// that wants a search to finish by its own limits says so with a wait line, e.g.
// {"position startpos", "go depth 4", wait_for("bestmove")}: the input then holds back until the
// engine has written as many lines starting with "bestmove" as there were waits for it so far.

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "session.hpp"

namespace gameai::engine::testing {

// Marks a line of a transcript as a wait for a reply starting with `prefix` (never sent).
inline std::string wait_for(std::string_view prefix) {
  std::string line = "\x01";
  line += prefix;
  return line;
}

namespace detail {

// The engine's output, readable by the input side while the search thread writes.
class SharedOutput : public std::streambuf {
 public:
  std::string text() const {
    std::lock_guard lock(mutex_);
    return text_;
  }
  // Waits (at most a minute: a hung engine fails the test instead of hanging it) until `count`
  // lines start with `prefix`.
  void wait_lines(const std::string& prefix, std::size_t count) {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, std::chrono::minutes(1), [&] { return lines(prefix) >= count; });
  }

 protected:
  int_type overflow(int_type c) override {
    if (c == traits_type::eof()) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    xsputn(&ch, 1);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    {
      std::lock_guard lock(mutex_);
      text_.append(s, static_cast<std::size_t>(n));
    }
    changed_.notify_all();
    return n;
  }

 private:
  std::size_t lines(const std::string& prefix) const {
    std::size_t n = 0;
    for (std::size_t at = 0; at < text_.size();) {
      const std::size_t end = text_.find('\n', at);
      if (end == std::string::npos) break;
      n += text_.compare(at, prefix.size(), prefix) == 0 && end - at >= prefix.size();
      at = end + 1;
    }
    return n;
  }

  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::string text_;
};

// The transcript's lines, handed out one at a time, holding back at wait lines.
class ScriptedInput : public std::streambuf {
 public:
  ScriptedInput(const std::vector<std::string>& lines, SharedOutput& output)
      : lines_(lines), output_(output) {}

 protected:
  int_type underflow() override {
    while (next_ < lines_.size()) {
      const std::string& line = lines_[next_++];
      if (line.empty() || line[0] != '\x01') {
        current_ = line + '\n';
        setg(current_.data(), current_.data(), current_.data() + current_.size());
        return traits_type::to_int_type(current_[0]);
      }
      const std::string prefix = line.substr(1);
      const std::size_t count =
          1 + static_cast<std::size_t>(
                  std::count(lines_.begin(), lines_.begin() + static_cast<long>(next_) - 1, line));
      output_.wait_lines(prefix, count);
    }
    return traits_type::eof();
  }

 private:
  const std::vector<std::string>& lines_;
  SharedOutput& output_;
  std::size_t next_ = 0;
  std::string current_;
};

}  // namespace detail

// Feeds `lines` to a fresh session and returns every line it wrote.
inline std::vector<std::string> run_transcript(const std::vector<std::string>& lines) {
  detail::SharedOutput output;
  detail::ScriptedInput input(lines, output);
  std::istream in(&input);
  std::ostream out(&output);
  run_session(in, out);
  std::vector<std::string> replies;
  const std::string text = output.text();
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    replies.push_back(text.substr(at, end == std::string::npos ? end : end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return replies;
}

inline bool has_line(const std::vector<std::string>& replies, const std::string& prefix) {
  for (const auto& r : replies)
    if (r.rfind(prefix, 0) == 0) return true;
  return false;
}

inline std::vector<std::string> lines_starting(const std::vector<std::string>& replies,
                                               const std::string& prefix) {
  std::vector<std::string> found;
  for (const auto& r : replies)
    if (r.rfind(prefix, 0) == 0) found.push_back(r);
  return found;
}

}  // namespace gameai::engine::testing

#pragma once
// Runs a protocol transcript through a whole engine session over string streams.

#include <sstream>
#include <string>
#include <vector>

#include "session.hpp"

namespace gameai::engine::testing {

// Feeds `lines` to a fresh session and returns every line it wrote.
inline std::vector<std::string> run_transcript(const std::vector<std::string>& lines) {
  std::stringstream in, out;
  for (const auto& l : lines) in << l << '\n';
  run_session(in, out);
  std::vector<std::string> replies;
  std::string line;
  while (std::getline(out, line)) replies.push_back(line);
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

#pragma once
// A whole engine session over a pair of streams: reads lines, picks the protocol from the first
// command and hands every line to it until `quit` or end of input.

#include <istream>
#include <ostream>

namespace gameai::engine {

// Returns the process exit status (0).
int run_session(std::istream& in, std::ostream& out);

}  // namespace gameai::engine

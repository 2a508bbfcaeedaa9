#pragma once
// A whole engine session over a pair of streams: reads lines, picks the protocol from the first
// command and hands every line to it until `quit` or end of input.

#include <istream>
#include <memory>
#include <ostream>
#include <string_view>

#include "protocol.hpp"

namespace gameai::engine {

// The protocol a session speaks when `first_word` is its first command: UCCI for `ucci`, xboard
// for `xboard`, UCI for anything else (so `go depth 5` works straight from a terminal).
std::unique_ptr<Protocol> make_protocol(std::string_view first_word, xiangqi_ai::Engine& engine,
                                        LineWriter& out);

// Returns the process exit status (0).
int run_session(std::istream& in, std::ostream& out);

}  // namespace gameai::engine

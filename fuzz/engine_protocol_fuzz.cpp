// The engine protocols (UCI, UCCI, xboard) driven line by line in-process, as gameai-xiangqi
// runs them; the first word picks the protocol as in a real session.
//
// Properties: after any input the engine still answers (`isready` -> `readyok`, xboard's
// `ping N` -> `pong N`) at once, even with a search running; end of input leaves no search
// behind; no search answers more than once (bestmoves <= gos).
//
// Commands whose legitimate work is unbounded are kept small (the input is a sequence of
// commands, and `perft 12` or `bench 64` are valid requests): perft above depth 2 and bench
// are dropped, as are loading a weights file (a path) and table sizes or thread counts above 8.

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "property.hpp"
#include "protocol.hpp"
#include "session.hpp"
#include "xiangqi_ai/engine.hpp"

namespace {

using namespace gameai;

// Whether a command would be slow because of what it asks, not because of a fault.
bool too_costly(const std::vector<std::string>& words) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string w = engine::lower(words[i]);
    if (w == "bench" || w == "weights") return true;
    if (w == "perft") {
      const auto depth = i + 1 < words.size() ? engine::parse_int(words[i + 1]) : std::nullopt;
      if (depth && *depth > 2) return true;
    }
    if (w == "hash" || w == "hashsize" || w == "memory" || w == "threads" || w == "cores") {
      for (const std::string& v : words) {
        const auto n = engine::parse_int(v);
        if (n && *n > 8) return true;
      }
    }
  }
  return false;
}

std::size_t count_lines(const std::string& text, std::string_view wanted) {
  std::size_t n = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) n += line == wanted;
  return n;
}

std::size_t count_prefix(const std::string& text, std::string_view prefix) {
  std::size_t n = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) n += line.rfind(prefix, 0) == 0;
  return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return -1;
  std::vector<std::string> lines;
  {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    for (std::string line; std::getline(in, line) && lines.size() < 64;) lines.push_back(line);
  }

  std::ostringstream out;
  engine::LineWriter writer(out);
  xiangqi_ai::Engine engine;
  std::unique_ptr<engine::Protocol> protocol;
  bool xboard = false, quit = false;
  std::size_t readies = 0, gos = 0;
  for (const std::string& line : lines) {
    const auto words = engine::split_words(line);
    if (words.empty() || too_costly(words)) continue;
    if (!protocol) {
      protocol = engine::make_protocol(words[0], engine, writer);
      xboard = words[0] == "xboard";
    }
    readies += !xboard && words[0] == "isready";
    gos += words[0] == "go";
    if (!protocol->handle(line)) {
      quit = true;
      break;
    }
  }
  if (!protocol) protocol = engine::make_protocol("uci", engine, writer);
  if (!quit) REQUIRE(protocol->handle(xboard ? "ping 424242" : "isready"));
  protocol->finish();
  REQUIRE(!engine.searching());

  const std::string text = out.str();
  if (!quit) {
    if (xboard)
      REQUIRE(count_lines(text, "pong 424242") >= 1);
    else
      REQUIRE(count_lines(text, "readyok") == readies + 1);
  }
  if (!xboard) REQUIRE(count_prefix(text, "bestmove ") + count_prefix(text, "nobestmove") <= gos);
  return 0;
}

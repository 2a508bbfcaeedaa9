#include "session.hpp"

#include <string>

#include "ucci.hpp"
#include "uci.hpp"
#include "xboard.hpp"

namespace gameai::engine {

std::unique_ptr<Protocol> make_protocol(std::string_view first_word, xiangqi_ai::Engine& engine,
                                        LineWriter& out) {
  if (first_word == "ucci") return std::make_unique<UcciProtocol>(engine, out);
  if (first_word == "xboard") return std::make_unique<XboardProtocol>(engine, out);
  return std::make_unique<UciProtocol>(engine, out);
}

int run_session(std::istream& in, std::ostream& out) {
  LineWriter writer(out);
  xiangqi_ai::Engine engine;
  std::unique_ptr<Protocol> protocol;
  std::string line;
  while (std::getline(in, line)) {
    if (!protocol) {
      const auto words = split_words(line);
      if (words.empty()) continue;
      protocol = make_protocol(words[0], engine, writer);
    }
    if (!protocol->handle(line)) return 0;
  }
  if (protocol) protocol->finish();
  return 0;
}

}  // namespace gameai::engine

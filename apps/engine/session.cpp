#include "session.hpp"

#include <memory>
#include <string>

#include "protocol.hpp"
#include "ucci.hpp"
#include "uci.hpp"
#include "xboard.hpp"

namespace gameai::engine {

int run_session(std::istream& in, std::ostream& out) {
  LineWriter writer(out);
  xiangqi_ai::Engine engine;
  std::unique_ptr<Protocol> protocol;
  std::string line;
  while (std::getline(in, line)) {
    if (!protocol) {
      const auto words = split_words(line);
      if (words.empty()) continue;
      if (words[0] == "ucci") {
        protocol = std::make_unique<UcciProtocol>(engine, writer);
      } else if (words[0] == "xboard") {
        protocol = std::make_unique<XboardProtocol>(engine, writer);
      } else {
        protocol = std::make_unique<UciProtocol>(engine, writer);
      }
    }
    if (!protocol->handle(line)) return 0;
  }
  if (protocol) protocol->finish();
  return 0;
}

}  // namespace gameai::engine

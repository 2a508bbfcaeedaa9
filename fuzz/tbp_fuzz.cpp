// The Tetris Bot Protocol's message handler (tbp::TbpSession), fed the input's lines.
//
// Properties: no line throws; every reply is one JSON object with a "type"; a suggestion's
// moves are locations on the board that the bot's own position accepts (replayed by `play`
// without an error).

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "property.hpp"
#include "tbp/bot_session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 65536) return -1;
  gameai::tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 200;
  gameai::tbp::TbpSession bot(settings);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  int lines = 0;
  while (start <= text.size() && lines++ < 64 && !bot.quit()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const gameai::tbp::Output out = bot.handle(text.substr(start, end - start));
    for (const std::string& message : out.messages) {
      const auto j = nlohmann::json::parse(message, nullptr, false);
      REQUIRE(j.is_object() && j.contains("type") && j["type"].is_string());
      if (j["type"] == "suggestion") {
        for (const auto& move : j["moves"]) {
          const auto played = bot.handle(nlohmann::json{{"type", "play"}, {"move", move}}.dump());
          REQUIRE(played.errors.empty());
          break;  // the position moved on: only the first move is checked
        }
      }
    }
    start = end + 1;
  }
  return 0;
}

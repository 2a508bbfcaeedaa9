// The Tetris AI's weights (tetris_ai::Player, for the linear presets, compact and the bot) on
// arbitrary text.
//
// Properties: bad weights throw PlayerError (nothing else) naming the source; accepted weights
// write back (weights_json) to text that makes a player with the same weights.

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "property.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/player.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > 65536) return -1;
  using gameai::tetris_ai::PlayerSettings;
  constexpr const char* AIS[] = {"linear", "bcts", "compact", "bot"};
  PlayerSettings settings;
  settings.ai = AIS[data[0] % 4];
  settings.weights.assign(reinterpret_cast<const char*>(data) + 1, size - 1);
  settings.weights_source = "fuzz.json";
  settings.think_ms = 0;
  settings.nodes = 1;
  const auto rules =
      settings.ai == "bot" ? gameai::tetris::RuleSet::Guideline : gameai::tetris::RuleSet::Classic;
  nlohmann::json written;
  try {
    const gameai::tetris_ai::Player player(settings, rules);
    written = player.weights_json();
  } catch (const gameai::tetris_ai::PlayerError& e) {
    REQUIRE(std::string(e.what()).rfind("fuzz.json: ", 0) == 0);
    return 0;
  }
  PlayerSettings again = settings;
  again.weights = written.dump();
  const gameai::tetris_ai::Player reread(again, rules);
  REQUIRE(reread.weights_json() == written);
  return 0;
}

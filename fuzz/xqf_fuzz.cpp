// XQF import (game_files::read_xqf) on arbitrary bytes.
//
// Properties: is_xqf decides by content alone; a damaged file throws RecordsError (nothing
// else); a file read without an error gives a main line that replays legally, move by move,
// from its start position.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "game_files/error.hpp"
#include "game_files/xqf.hpp"
#include "property.hpp"
#include "xiangqi/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > (1u << 20)) return -1;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (!gameai::game_files::is_xqf(bytes)) return 0;
  gameai::game_files::PgnGame game;
  try {
    game = gameai::game_files::read_xqf(bytes, "fuzz.xqf");
  } catch (const gameai::game_files::RecordsError&) {
    return 0;
  }
  if (!game.error.empty()) return 0;
  gameai::xiangqi::Game replay;
  const std::string fen = game.tag("FEN");
  if (!fen.empty()) REQUIRE(replay.reset(fen));
  for (const auto& move : game.moves) REQUIRE(replay.play(move.move));
  return 0;
}

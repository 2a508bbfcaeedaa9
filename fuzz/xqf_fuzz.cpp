// XQF import (records::read_xqf) on arbitrary bytes.
//
// Properties: is_xqf decides by content alone; a damaged file throws RecordsError (nothing
// else); a file read without an error gives a main line that replays legally, move by move,
// from its start position.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "property.hpp"
#include "records/error.hpp"
#include "records/xqf.hpp"
#include "xiangqi/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > (1u << 20)) return -1;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (!gameai::records::is_xqf(bytes)) return 0;
  gameai::records::PgnGame game;
  try {
    game = gameai::records::read_xqf(bytes, "fuzz.xqf");
  } catch (const gameai::records::RecordsError&) {
    return 0;
  }
  if (!game.error.empty()) return 0;
  gameai::xiangqi::Game replay;
  const std::string fen = game.tag("FEN");
  if (!fen.empty()) REQUIRE(replay.reset(fen));
  for (const auto& move : game.moves) REQUIRE(replay.play(move.move));
  return 0;
}

// FEN reading (Position::set) on arbitrary text.
//
// Properties: a refused FEN leaves the position as it was and says why; an accepted one prints
// a FEN that reads back to the same position (same text, key and legal-move count), and every
// legal move made and taken back restores the key and the FEN.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "property.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"

namespace {

using namespace gameai::xiangqi;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 512) return -1;  // a FEN is under 100 characters; longer inputs teach nothing
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  StateInfo start_state;
  Position pos;
  REQUIRE(pos.set(START_FEN, &start_state));
  const std::string before = pos.fen();
  StateInfo state;
  std::string error;
  if (!pos.set(text, &state, &error)) {
    REQUIRE(!error.empty());
    REQUIRE(pos.fen() == before);
    return 0;
  }

  const std::string printed = pos.fen();
  StateInfo again_state;
  Position again;
  std::string again_error;
  REQUIRE(again.set(printed, &again_state, &again_error));
  REQUIRE(again.fen() == printed);
  REQUIRE(again.key() == pos.key());
  REQUIRE(again.side_to_move() == pos.side_to_move());
  REQUIRE(again.checkers() == pos.checkers());

  const MoveList<LEGAL> legal(pos);
  REQUIRE(legal.size() == count_legal(pos));
  REQUIRE(legal.size() == MoveList<LEGAL>(again).size());
  for (const ExtMove& m : legal) {
    REQUIRE(pos.pseudo_legal(m.move) && pos.legal(m.move));
    StateInfo next;
    pos.do_move(m.move, next);
    pos.undo_move(m.move);
    REQUIRE(pos.key() == again.key());
    REQUIRE(pos.fen() == printed);
  }
  return 0;
}

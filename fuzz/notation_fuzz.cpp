// Move notation (ICCS, WXF, Chinese) parsed on fixed positions and on positions reached by a
// few legal moves from them.
//
// Input: byte 0 picks the starting position, byte 1 how many plies to play from it, the next
// bytes which legal move each ply plays; the rest is the move text to parse.
// Properties: whatever a parser returns is a legal move of the position, and it prints back (in
// ICCS, WXF and Chinese) to text that each parser reads as the same move; every move played on
// the way round-trips the same way.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "property.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"
#include "xiangqi/position.hpp"

namespace {

using namespace gameai::xiangqi;

// The start, then positions where like pieces share files (the front/rear and tandem-soldier
// rules of both notations).
constexpr std::string_view POSITIONS[] = {
    START_FEN,
    "3k5/9/9/2P1P4/2P1P4/9/9/9/9/5K3 w - - 0 1",
    "3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1",
    "r2akab2/4r4/4c4/4c4/9/9/4R4/4R4/4C4/3K1AB2 b - - 0 1",
    "3ak4/2P1a4/2P6/2P6/9/9/4h4/4h4/9/3K5 w - - 0 1",
};

// A legal move printed in each notation reads back as itself.
void require_round_trip(const Position& pos, Move m) {
  REQUIRE(MoveList<LEGAL>(pos).contains(m));
  REQUIRE(parse_legal_iccs(pos, to_iccs(m)) == m);
  REQUIRE(parse_wxf(pos, to_wxf(pos, m)) == m);
  REQUIRE(parse_chinese(pos, to_chinese(pos, m)) == m);
  REQUIRE(parse_any_notation(pos, to_chinese(pos, m)) == m);
}

void check_parsed(const Position& pos, Move m) {
  if (m == Move::none()) return;
  require_round_trip(pos, m);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2 || size > 256) return -1;
  constexpr std::size_t COUNT = sizeof POSITIONS / sizeof POSITIONS[0];
  const std::string_view fen = POSITIONS[data[0] % COUNT];
  const std::size_t plies = data[1] % 8;
  std::size_t at = 2;

  std::vector<StateInfo> states(plies + 1);
  Position pos;
  REQUIRE(pos.set(fen, &states[0]));
  for (std::size_t ply = 0; ply < plies && at < size; ++ply, ++at) {
    const MoveList<LEGAL> legal(pos);
    if (legal.empty()) break;
    const Move m = legal.begin()[data[at] % legal.size()].move;
    require_round_trip(pos, m);
    pos.do_move(m, states[ply + 1]);
  }

  const std::string_view text(reinterpret_cast<const char*>(data) + at, size - at);
  const Move iccs = parse_legal_iccs(pos, text);
  check_parsed(pos, iccs);
  const Move raw = parse_iccs(text);
  REQUIRE(iccs == Move::none() || raw == iccs);
  check_parsed(pos, parse_wxf(pos, text));
  check_parsed(pos, parse_chinese(pos, text));
  check_parsed(pos, parse_any_notation(pos, text));
  return 0;
}

#include "xiangqi/perft.hpp"

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {

std::uint64_t perft(Position& pos, int depth) noexcept {
  if (depth <= 0) return 1;
  if (depth == 1) return count_legal(pos);
  const MoveList<LEGAL> moves(pos);
  std::uint64_t nodes = 0;
  StateInfo st;
  for (const ExtMove& m : moves) {
    pos.do_move(m, st);
    nodes += perft(pos, depth - 1);
    pos.undo_move(m);
  }
  return nodes;
}

std::vector<PerftEntry> perft_divide(Position& pos, int depth) {
  std::vector<PerftEntry> out;
  if (depth <= 0) return out;
  StateInfo st;
  for (const ExtMove& m : MoveList<LEGAL>(pos)) {
    pos.do_move(m, st);
    out.push_back({m.move, perft(pos, depth - 1)});
    pos.undo_move(m);
  }
  return out;
}

}  // namespace gameai::xiangqi

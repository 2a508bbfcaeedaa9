#include "records/xiangqi_replay.hpp"

#include "records/error.hpp"
#include "xiangqi/iccs.hpp"

namespace gameai::records {

XiangqiReplayResult replay_xiangqi(const std::string& start_fen,
                                   const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit) {
  // StateInfo entries are linked by pointer: size the stack once so they never move.
  std::vector<xiangqi::StateInfo> states(moves.size() + 1);
  xiangqi::Position pos;
  std::string error;
  const std::string fen = start_fen.empty() ? std::string(xiangqi::START_FEN) : start_fen;
  if (!pos.set(fen, &states[0], &error))
    throw RecordsError(ErrorKind::invalid, "start position '" + fen + "' is not valid: " + error);
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    const xiangqi::Move move = xiangqi::parse_legal_iccs(pos, moves[ply].move);
    if (!move)
      throw RecordsError(ErrorKind::invalid, "move " + std::to_string(ply / 2 + 1) +
                                                 (ply % 2 == 0 ? " (red) '" : " (black) '") +
                                                 moves[ply].move + "' is not legal in " +
                                                 pos.fen());
    pos.do_move(move, states[ply + 1]);
    if (visit) visit(ply, moves[ply], pos);
  }
  return {moves.size(), pos.fen(), true};
}

xiangqi::Result xiangqi_result(const GameSummary& game) noexcept {
  if (!game.finished) return xiangqi::Result::NONE;
  return xiangqi::parse_result(game.result).value_or(xiangqi::Result::NONE);
}

XiangqiReplayResult replay_xiangqi(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit) {
  XiangqiReplayResult result;
  try {
    result = replay_xiangqi(game.start_fen, moves, visit);
  } catch (const RecordsError& e) {
    throw RecordsError(ErrorKind::corrupt,
                       "stored xiangqi game " + std::to_string(game.id) + ": " + e.what());
  }
  result.final_matches = game.final_fen.empty() || game.final_fen == result.final_fen;
  return result;
}

}  // namespace gameai::records

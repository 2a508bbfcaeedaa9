#include "game_files/xiangqi_replay.hpp"

#include "game_files/error.hpp"
#include "xiangqi/game.hpp"

namespace gameai::game_files {

XiangqiReplayResult replay_xiangqi(const std::string& start_fen,
                                   const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit) {
  xiangqi::Game game;
  std::string error;
  const std::string fen = start_fen.empty() ? std::string(xiangqi::START_FEN) : start_fen;
  if (!game.reset(fen, &error))
    throw RecordsError(ErrorKind::Invalid, "start position '" + fen + "' is not valid: " + error);
  const int first_seat = xiangqi_first_seat(fen);
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    if (!game.play(moves[ply].move))
      throw RecordsError(ErrorKind::Invalid,
                         xiangqi_move_label(static_cast<std::int64_t>(ply), first_seat) + ", '" +
                             moves[ply].move + "', is not legal in " + game.fen());
    if (visit) visit(ply, moves[ply], game.position());
  }
  return {moves.size(), game.fen(), true};
}

xiangqi::Result xiangqi_result(const GameSummary& game) noexcept {
  if (!game.finished) return xiangqi::Result::None;
  return xiangqi::parse_result(game.result).value_or(xiangqi::Result::None);
}

XiangqiReplayResult replay_xiangqi(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit) {
  XiangqiReplayResult result;
  try {
    result = replay_xiangqi(game.start_fen, moves, visit);
  } catch (const RecordsError& e) {
    throw RecordsError(ErrorKind::Corrupt,
                       "stored xiangqi game " + std::to_string(game.id) + ": " + e.what());
  }
  result.final_matches = game.final_fen.empty() || game.final_fen == result.final_fen;
  return result;
}

}  // namespace gameai::game_files

#pragma once
// Exact replay of a stored xiangqi game through the rules library.
//
// The moves are played into a xiangqi::Game: every stored move must be legal in the position it
// was played from; the replay reaches a final FEN that is compared with the one stored when the
// game finished. A stored move that is not legal means the record was
// damaged or written by a buggy front end, and is reported as such rather than skipped.

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "game_files/game_record.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::game_files {

struct XiangqiReplayResult {
  std::size_t plies = 0;
  std::string final_fen;
  bool final_matches = true;  // false only when a stored final FEN differs from the replay's
};

// Called after each ply with its index from 0, the move and the position reached.
using XiangqiPlyVisitor =
    std::function<void(std::size_t ply, const XiangqiMove& move, const xiangqi::Position& pos)>;

// Replays `moves` from `start_fen` (empty = the standard start). Throws RecordsError (invalid)
// naming the ply and move when the start FEN is malformed or a move is not legal.
XiangqiReplayResult replay_xiangqi(const std::string& start_fen,
                                   const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit = {});

// The result of a stored xiangqi game: its stored text read back with xiangqi::parse_result
// (Result::None for an unfinished game or a text that is not a xiangqi result).
xiangqi::Result xiangqi_result(const GameSummary& game) noexcept;

// Replays stored game `game` (its moves as read from the store) and compares the final FEN.
XiangqiReplayResult replay_xiangqi(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                                   const XiangqiPlyVisitor& visit = {});

}  // namespace gameai::game_files

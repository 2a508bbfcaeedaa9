#include "xiangqi_ai/game_judge.hpp"

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

const char* color_name(Color c) {
  return c == RED ? "red" : "black";
}

bool has_attacking_piece(const Position& pos, Color c) {
  return (pos.pieces(c, CHARIOT) | pos.pieces(c, HORSE) | pos.pieces(c, CANNON) |
          pos.pieces(c, SOLDIER)) != 0;
}

}  // namespace

GameVerdict judge_game(const Position& pos) {
  GameVerdict v;
  const Color us = pos.side_to_move();
  if (MoveList<LEGAL>(pos).empty()) {
    v.over = true;
    v.result = color_name(~us);
    v.reason = std::string(color_name(us)) +
               (pos.in_check() ? " is checkmated" : " is stalemated") + " (no legal move)";
    return v;
  }
  // Repetition: count earlier occurrences of this position within the reversible plies.
  const StateInfo* st = pos.state();
  const int reach = std::min(st->rule60, st->plies_from_null);
  int occurrences = 0;
  int first_cycle = 0;
  const StateInfo* back = st;
  for (int i = 2; i <= reach && back->previous && back->previous->previous; i += 2) {
    back = back->previous->previous;
    if (back->key == st->key && ++occurrences == 1) first_cycle = i;
  }
  if (occurrences >= 2) {
    bool them_check = true, us_check = true;
    const StateInfo* s = st;
    for (int k = 0; k < first_cycle; ++k, s = s->previous)
      (k % 2 == 0 ? them_check : us_check) = (k % 2 == 0 ? them_check : us_check) && s->checkers;
    v.over = true;
    if (them_check != us_check) {
      const Color loser = them_check ? ~us : us;
      v.result = color_name(~loser);
      v.reason = std::string(color_name(loser)) + " loses by perpetual check";
    } else {
      v.result = "draw";
      v.reason = "draw by repetition";
    }
    return v;
  }
  if (st->rule60 >= 120) {
    v.over = true;
    v.result = "draw";
    v.reason = "draw by the 60-move rule (120 plies without a capture)";
    return v;
  }
  if (!has_attacking_piece(pos, RED) && !has_attacking_piece(pos, BLACK)) {
    v.over = true;
    v.result = "draw";
    v.reason = "draw: neither side has a piece that can attack";
  }
  return v;
}

}  // namespace gameai::xiangqi_ai

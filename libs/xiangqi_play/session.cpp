#include "xiangqi_play/session.hpp"

#include "xiangqi/iccs.hpp"
#include "xiangqi/notation.hpp"

namespace gameai::xiangqi_play {

using xiangqi::Color;

std::string Session::reset(std::string_view fen) {
  std::string error;
  if (fen.empty()) {
    game_.reset();
  } else if (!game_.reset(fen, &error)) {
    return "bad FEN: " + error;
  }
  written_.clear();
  return {};
}

bool Session::play(xiangqi::Move move) {
  if (game_.over() || !game_.is_legal(move)) return false;
  WrittenMove w{move, xiangqi::to_iccs(move), xiangqi::to_chinese(game_.position(), move),
                xiangqi::to_wxf(game_.position(), move)};
  if (!game_.play(move)) return false;
  written_.resize(std::size_t(game_.ply() - 1));
  written_.push_back(std::move(w));
  return true;
}

bool Session::play(std::string_view iccs) {
  const xiangqi::Move move = xiangqi::parse_legal_iccs(game_.position(), iccs);
  return move && play(move);
}

int Session::undo(int count) {
  int n = 0;
  while (n < count && game_.undo()) ++n;
  written_.resize(std::size_t(game_.ply()));
  return n;
}

void Session::lose_on_time(Color loser) {
  game_.end(loser == xiangqi::RED ? xiangqi::Result::BlackWins : xiangqi::Result::RedWins,
            xiangqi::Reason::Forfeit,
            loser == xiangqi::RED ? "black wins: red ran out of time"
                                  : "red wins: black ran out of time");
}

int takeback_plies(int ply, Color side_to_move, bool computer_red, bool computer_black) {
  if (ply <= 0) return 0;
  int n = 1;
  if (computer_red == computer_black) return n;
  // After taking back n moves, the side to move is the one now to move when n is even.
  auto mover_after = [&](int taken) {
    return taken % 2 == 0 ? side_to_move
                          : (side_to_move == xiangqi::RED ? xiangqi::BLACK : xiangqi::RED);
  };
  auto computer_plays = [&](Color side) {
    return side == xiangqi::RED ? computer_red : computer_black;
  };
  while (n < ply && computer_plays(mover_after(n))) ++n;
  return n;
}

}  // namespace gameai::xiangqi_play

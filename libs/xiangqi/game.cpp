#include "xiangqi/game.hpp"

#include <utility>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {

Game::Game() {
  reset();
}

void Game::reset() {
  reset(START_FEN);
}

bool Game::reset(std::string_view fen, std::string* error) {
  // Validate on a scratch position first, so that a bad FEN leaves the game untouched.
  Position probe;
  StateInfo probe_state;
  if (!probe.set(fen, &probe_state, error)) return false;
  start_fen_ = probe.fen();
  moves_.clear();
  statuses_.clear();
  ended_ = {};
  ply_ = 0;
  states_.clear();
  states_.emplace_back();
  pos_.set(start_fen_, &states_.back());
  judge();
  return true;
}

void Game::judge() {
  statuses_.resize(std::size_t(ply_));
  statuses_.push_back(game_status(pos_));
}

bool Game::is_legal(Move m) const noexcept {
  return m.is_ok() && pos_.pseudo_legal(m) && pos_.legal(m);
}

bool Game::play(Move m) {
  if (!is_legal(m)) return false;
  moves_.resize(std::size_t(ply_));
  moves_.push_back(m);
  ended_ = {};
  states_.emplace_back();
  pos_.do_move(m, states_.back());
  ++ply_;
  judge();
  return true;
}

bool Game::play(std::string_view iccs, std::string* error) {
  const Move m = parse_iccs(iccs);
  if (!m) {
    if (error) *error = "malformed move '" + std::string(iccs) + "'";
    return false;
  }
  if (!play(m)) {
    if (error) *error = "illegal move '" + std::string(iccs) + "'";
    return false;
  }
  return true;
}

bool Game::undo() {
  if (!can_undo()) return false;
  ended_ = {};
  pos_.undo_move(moves_[std::size_t(ply_ - 1)]);
  states_.pop_back();
  --ply_;
  return true;
}

bool Game::redo() {
  if (!can_redo()) return false;
  ended_ = {};
  states_.emplace_back();
  pos_.do_move(moves_[std::size_t(ply_)], states_.back());
  ++ply_;
  return true;
}

void Game::end(Result result, Reason reason, std::string text) {
  if (over()) return;
  ended_ = {true, result, reason, std::move(text)};
}

}  // namespace gameai::xiangqi

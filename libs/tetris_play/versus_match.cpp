#include "tetris_play/versus_match.hpp"

#include <algorithm>
#include <utility>

namespace gameai::tetris_play {

VersusMatch::VersusMatch(const VersusMatchSettings& settings)
    : settings_(settings), match_(settings.first_to, settings.seed) {
  deal();
}

// The match's game on its seed's pieces, with the sides as they are now: you against the AI,
// waiting for your first key, or two AIs, who start at once.
void VersusMatch::deal() {
  game_ = std::make_unique<Versus>(settings_.sides[0], settings_.sides[1], match_.game_seed(),
                                   settings_.person);
  for (int i = 0; i < 2; ++i)
    game_->side(i).set_speed(settings_.speeds[static_cast<std::size_t>(i)]);
  ++dealt_;
  boards_ = {};
  locks_ = {};
  ended_at_.reset();
}

std::optional<double> VersusMatch::next_game_at() const noexcept {
  if (!ended_at_ || !match_.between_games() || (settings_.person && settings_.person_asks_next))
    return std::nullopt;
  return *ended_at_ + VERSUS_NEXT_GAME_MS;
}

void VersusMatch::set_speed(int side, int speed) {
  speed = std::clamp(speed, 0, SPEED_COUNT - 1);
  settings_.speeds[static_cast<std::size_t>(side & 1)] = speed;
  game_->side(side).set_speed(speed);
}

void VersusMatch::advance(double now) {
  if (const std::optional<double> at = next_game_at(); at && now >= *at) next_game(now);
  game_->advance(now);
  tally(now);
}

bool VersusMatch::press(tetris::Input key, double now) {
  const bool handled = game_->press(key, now);
  tally(now);
  return handled;
}

void VersusMatch::release(tetris::Input key, double now) {
  game_->release(key, now);
  tally(now);
}

bool VersusMatch::take_decision(int side, Decision decision, double now) {
  const bool taken = game_->take_decision(side, std::move(decision), now);
  tally(now);
  return taken;
}

bool VersusMatch::forfeit(int side, double now) {
  if (game_->winner() >= 0) return false;
  game_->forfeit(side);
  match_.forfeit(side);
  tally(now);
  return true;
}

bool VersusMatch::next_game(double) {
  if (!match_.next_game()) return false;
  deal();
  return true;
}

std::vector<Sample> VersusMatch::take_locks(int side) {
  return std::exchange(locks_[static_cast<std::size_t>(side & 1)], {});
}

// Each lock as a run file keeps it, and the attack it sent; a game just ended counted once.
void VersusMatch::tally(double now) {
  for (std::size_t side = 0; side < 2; ++side) {
    VersusBoard& board = boards_[side];
    for (Sample& s : game_->side(static_cast<int>(side)).take_samples()) {
      if (s.attack) board.sent += s.attack->sent;
      VersusStep step{s.step, s.score};
      step.record.board_hash &= 0xffffffffu;
      board.steps.push_back(step);
      if (!s.garbage_holes.empty())
        board.garbage.push_back({static_cast<std::int64_t>(board.steps.size()),
                                 std::vector<int>(s.garbage_holes.begin(), s.garbage_holes.end())});
      locks_[side].push_back(std::move(s));
    }
  }
  const int winner = game_->winner();
  if (winner < 0 || ended_at_) return;
  match_.win_game(winner);  // a forfeit has counted it already
  ended_at_ = now;
  VersusGameEnd end;
  end.game = match_.game_number();
  end.winner = winner;
  end.forfeited = match_.forfeited();
  for (std::size_t i = 0; i < 2; ++i) {
    const Session& side = game_->side(static_cast<int>(i));
    end.configs[i] = side.game().config();
    end.sides[i] = side.settings();
  }
  end.boards = boards_;
  last_end_ = std::move(end);
}

}  // namespace gameai::tetris_play

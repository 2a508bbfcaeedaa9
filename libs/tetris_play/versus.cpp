#include "tetris_play/versus.hpp"

namespace gameai::tetris_play {

namespace {

Settings side_settings(Settings s, std::uint64_t seed) {
  s.rules = tetris::RuleSet::Guideline;
  s.scoring = tetris::ScoringKind::Guideline;
  s.seed = seed;             // the same pieces on both boards
  s.record_history = true;   // the garbage exchange reads each lock from the history
  s.wait_for_start = false;  // the match starts them
  return s;
}

}  // namespace

Versus::Versus(const Settings& left, const Settings& right, std::uint64_t seed, bool person)
    : garbage_(tetris::GarbageExchange::for_game(left.width, VERSUS_MESSINESS, seed)),
      sides_{Session(side_settings(left, seed)), Session(side_settings(right, seed))},
      person_(person) {
  for (int i = 0; i < 2; ++i) sides_[static_cast<std::size_t>(i)].attach_garbage(&garbage_, i);
}

void Versus::start(double now) {
  if (started_) return;
  started_ = true;
  for (int i = 0; i < 2; ++i) {
    Session& s = sides_[static_cast<std::size_t>(i)];
    s.start(now);
    if (!person_ || i == 1) s.set_ai(true, now);
  }
}

bool Versus::press(tetris::Input key, double now) {
  if (!person_ || winner_ >= 0 || paused_) return false;
  start(now);
  const bool handled = sides_[0].press(key, now);
  check();
  return handled;
}

void Versus::release(tetris::Input key, double now) {
  if (person_ && started_ && winner_ < 0) sides_[0].release(key, now);
  check();
}

void Versus::advance(double now) {
  if (!person_) start(now);
  if (!started_ || paused_ || winner_ >= 0) return;
  for (Session& s : sides_) {
    s.advance(now);
    check();
    if (winner_ >= 0) return;
  }
}

void Versus::set_paused(bool paused, double now) {
  paused = paused && started_ && winner_ < 0;
  if (paused == paused_) return;
  paused_ = paused;
  for (Session& s : sides_) s.set_paused(paused, now);
}

std::optional<DecisionRequest> Versus::decision_request(int side) {
  if (!started_ || paused_ || winner_ >= 0) return std::nullopt;
  return sides_[static_cast<std::size_t>(side & 1)].decision_request();
}

bool Versus::take_decision(int side, Decision decision, double now) {
  if (winner_ >= 0) return false;
  const bool taken =
      sides_[static_cast<std::size_t>(side & 1)].take_decision(std::move(decision), now);
  check();
  return taken;
}

void Versus::forfeit(int side) noexcept {
  if (winner_ >= 0) return;
  winner_ = 1 - (side & 1);
  sides_[0].release_all();
}

// The first side found topped out loses; from then on neither side moves.
void Versus::check() {
  if (winner_ >= 0) return;
  for (int i = 0; i < 2; ++i)
    if (sides_[static_cast<std::size_t>(i)].over()) {
      winner_ = 1 - i;
      sides_[0].release_all();
      return;
    }
}

}  // namespace gameai::tetris_play

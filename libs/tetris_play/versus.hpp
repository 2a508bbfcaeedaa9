#pragma once
// Versus as a front end plays it in real time: two sessions on the same pieces, each side at its
// own pace, the garbage rules of the rules library between them (tetris::GarbageExchange: a
// lock's attack cancels the garbage waiting for its player, the rest waits for the opponent and
// rises one piece later with one hole), and the first to top out loses. The left side may be a
// person's (its keys go through press/release); a side played by the AI asks for its decisions
// as a lone session does, with the garbage waiting for it counted.

#include <array>
#include <optional>

#include "tetris/garbage_exchange.hpp"
#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"

namespace gameai::tetris_play {

// How often a garbage batch's hole moves, as the AI's versus matches play it.
inline constexpr double VERSUS_MESSINESS = 0.3;

class Versus {
 public:
  // Both sides play guideline rules on `seed`'s pieces; side 0 is a person's when `person`
  // (the match then waits for its first key), else both sides are the AI's and play at once.
  // Throws std::invalid_argument for a bad AI of either side.
  Versus(const Settings& left, const Settings& right, std::uint64_t seed, bool person);
  Versus(const Versus&) = delete;
  Versus& operator=(const Versus&) = delete;

  Session& side(int i) noexcept { return sides_[static_cast<std::size_t>(i & 1)]; }
  const Session& side(int i) const noexcept { return sides_[static_cast<std::size_t>(i & 1)]; }
  const tetris::GarbageExchange& garbage() const noexcept { return garbage_; }
  bool person() const noexcept { return person_; }
  bool started() const noexcept { return started_; }
  bool paused() const noexcept { return paused_; }
  // -1 while the match goes on, else the side that won.
  int winner() const noexcept { return winner_; }

  // Starts the match (a person's waits for it; two AIs start at their first advance).
  void start(double now_ms);
  // The person's keys (side 0); the first starts the match. False when ignored.
  bool press(tetris::Input key, double now_ms);
  void release(tetris::Input key, double now_ms);
  void release_all() noexcept { sides_[0].release_all(); }
  void advance(double now_ms);
  void set_paused(bool paused, double now_ms);
  // Each side's AI decisions, as Session::decision_request / take_decision.
  std::optional<DecisionRequest> decision_request(int side);
  bool take_decision(int side, Decision decision, double now_ms);
  // `side` gives the match up (an external bot that failed: no answer, a crash, a move the game
  // cannot play): the other side wins at once. Nothing happens once the match is decided.
  void forfeit(int side) noexcept;

 private:
  void check();

  tetris::GarbageExchange garbage_;
  std::array<Session, 2> sides_;
  bool person_ = false;
  bool started_ = false;
  bool paused_ = false;
  int winner_ = -1;
};

}  // namespace gameai::tetris_play

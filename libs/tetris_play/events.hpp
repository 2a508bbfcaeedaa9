#pragma once
// What happened in a play session, in order, for the front ends' sounds and callouts: a piece
// moved, turned, was held or hard-dropped; a piece locked, with what its lock did (the lines it
// cleared, as which T-spin, whether it extended a back-to-back chain, the combo, a perfect
// clear, and the attack it sent); the game topped out; the mode's goal was reached.
//
// The attack is what the guideline's multiplayer table (tetris/attack.hpp) sends: in versus the
// garbage exchange's own figure (cancelled lines included), in a solo game what the same lock
// would send, counted on the session's own chain.
//
// The session writes events into a fixed ring that a front end drains each frame; nothing is
// allocated while playing. A front end that does not drain (a headless run) loses the oldest
// events, never the game's time: dropped() counts them.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "tetris/spin.hpp"

namespace gameai::tetris_play {

enum class EventKind : std::uint8_t {
  Move,      // the piece shifted a column
  Rotate,    // the piece turned
  Hold,      // the piece went to the hold box
  HardDrop,  // the piece was hard-dropped (its Lock follows)
  Lock,      // the piece locked: see the lock fields
  TopOut,    // the game is over: the stack reached the top
  Finished,  // the mode's goal was reached (sprint's 40 lines, ultra's time, a dig's last row)
};

struct Event {
  EventKind kind = EventKind::Move;
  bool by_ai = false;  // the AI's key or piece, not the person's
  // Lock only.
  int lines = 0;  // rows cleared
  tetris::Spin spin = tetris::Spin::None;
  bool back_to_back = false;   // a tetris or T-spin clear right after another (sent one more)
  int combo = -1;              // consecutive clearing pieces minus one, this one included
  bool perfect_clear = false;  // the board was empty after the clear
  int attack = 0;              // lines the lock sends

  // A clear worth a callout: a T-spin (with or without lines), a tetris, back-to-back, a combo
  // of 1 or more, a perfect clear.
  bool notable() const noexcept;
  friend bool operator==(const Event&, const Event&) = default;
};

// "lock 2 lines T-spin b2b combo 1 attack 5": events in test failures and logs.
std::string describe(const Event& event);

// A fixed ring of the last CAPACITY events.
class EventRing {
 public:
  static constexpr std::size_t CAPACITY = 256;

  void push(const Event& event) noexcept;
  // The oldest event not yet taken, into `out`; false when there is none.
  bool pop(Event& out) noexcept;
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  void clear() noexcept { size_ = 0; }
  // Events pushed out by newer ones before they were taken.
  std::uint64_t dropped() const noexcept { return dropped_; }

 private:
  std::array<Event, CAPACITY> events_{};
  std::size_t head_ = 0;  // the oldest
  std::size_t size_ = 0;
  std::uint64_t dropped_ = 0;
};

}  // namespace gameai::tetris_play

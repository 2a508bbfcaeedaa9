#pragma once
// Held shift keys as modern Tetris games repeat them: a shift key moves once when pressed, then
// after the Delayed Auto Shift (DAS) it repeats every Auto Repeat Rate (ARR) milliseconds; ARR 0
// means "slide to the wall at once". When both directions are held, the one pressed last wins
// (and the other resumes when it is released, after a fresh DAS), which is what players expect
// from a finger roll. Time is passed in, so the model is tested without a clock or a window.

#include <array>
#include <cstdint>

namespace gameai::tetris_play {

enum class Shift : std::uint8_t { Left, Right };

class KeyRepeat {
 public:
  // A shift count meaning "as far as the piece can go" (ARR = 0).
  static constexpr int TO_WALL = 1000;

  explicit KeyRepeat(int das_ms = 167, int arr_ms = 33) noexcept
      : das_ms_(das_ms), arr_ms_(arr_ms) {}
  void set_timing(int das_ms, int arr_ms) noexcept {
    das_ms_ = das_ms;
    arr_ms_ = arr_ms;
  }

  // The immediate move of a press: -1 (left) or +1 (right); 0 for a key already held (the
  // platform's own auto-repeat is not a new press).
  int press(Shift key, double now_ms) noexcept;
  void release(Shift key, double now_ms) noexcept;
  void release_all() noexcept;
  // The cells to shift that fell due up to now_ms (negative: left; +-TO_WALL: to the wall).
  int poll(double now_ms) noexcept;
  bool held(Shift key) const noexcept { return keys_[index(key)].down; }

 private:
  struct Key {
    bool down = false;
    double next_at = 0;       // when the next repeat falls due
    std::uint64_t order = 0;  // press order, to let the latest key win
  };
  static std::size_t index(Shift s) noexcept { return static_cast<std::size_t>(s); }

  int das_ms_;
  int arr_ms_;
  std::array<Key, 2> keys_{};
  std::uint64_t presses_ = 0;
};

}  // namespace gameai::tetris_play

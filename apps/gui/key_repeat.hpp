#pragma once
// Held-key auto-repeat as modern Tetris games do it: a shift key moves once when pressed, then
// after the Delayed Auto Shift (DAS) it repeats every Auto Repeat Rate (ARR) milliseconds; ARR 0
// means "slide to the wall at once". Soft drop repeats at its own rate from the first press.
// When both left and right are held, the one pressed last wins (and the other resumes when it is
// released), which is what players expect from a finger roll. Time is passed in explicitly so the
// model is tested without a clock or a window.

#include <array>
#include <cstdint>

namespace gameai::gui {

// Repeat timing in milliseconds, the defaults those of modern guideline games at 60 Hz.
struct KeyTiming {
  int das_ms = 167;       // Delayed Auto Shift: 10 frames
  int arr_ms = 33;        // Auto Repeat Rate: 2 frames
  int soft_drop_ms = 33;  // soft drop repeat interval
};

class KeyRepeat {
 public:
  enum class Action : std::uint8_t { Left, Right, SoftDrop };
  static constexpr int ACTION_COUNT = 3;
  // A shift count meaning "as far as the piece can go" (ARR = 0).
  static constexpr int TO_WALL = 1000;

  using Timing = KeyTiming;

  // Moves due since the last poll: a positive count of cells to shift right, negative for left,
  // and the number of soft-drop steps.
  struct Moves {
    int shift = 0;
    int soft_drop = 0;
  };

  explicit KeyRepeat(Timing timing = {}) : m_timing(timing) {}

  void setTiming(Timing timing) { m_timing = timing; }
  Timing timing() const { return m_timing; }

  // Press returns the immediate move of that press (one cell, or one soft-drop step).
  Moves press(Action action, std::int64_t now_ms);
  void release(Action action, std::int64_t now_ms);
  // Everything that came due up to now_ms, then the model remembers now_ms as polled.
  Moves poll(std::int64_t now_ms);
  void releaseAll();
  bool held(Action action) const { return m_keys[index(action)].down; }

 private:
  struct Key {
    bool down = false;
    std::int64_t pressed_at = 0;
    std::int64_t next_at = 0;  // time the next repeat falls due
    std::uint64_t order = 0;   // press order, to let the latest shift key win
  };
  static int index(Action a) { return static_cast<int>(a); }
  int activeShiftDirection() const;
  int dueRepeats(Key& key, std::int64_t now_ms, int interval) const;

  Timing m_timing;
  std::array<Key, ACTION_COUNT> m_keys{};
  std::uint64_t m_presses = 0;
};

}  // namespace gameai::gui

#pragma once
// Every timing constant of the game as a front end plays it, in one place: the guideline's lock
// delay and its resets, the player's key handling (DAS, ARR, soft-drop factor), and the AI's pace
// (the speed steps every front end offers, in pieces per second, then flat out).

namespace gameai::tetris_play {

// Guideline "extended placement": a piece that rests on the stack or the floor locks this long
// after it landed, or after its last move or rotation; at most MAX_LOCK_RESETS moves restart
// the delay, and reaching a new lowest row gives them all back.
inline constexpr double LOCK_DELAY_MS = 500;
inline constexpr int MAX_LOCK_RESETS = 15;

// The rows above the visible board a guideline picture shows: pieces spawn there and are seen
// partly above the field, as guideline games draw them.
inline constexpr int GUIDELINE_ROWS_SHOWN_ABOVE = 2;

// A soft_drop_factor meaning "at once" (SDF infinite), and an ARR of 0 means "to the wall at
// once".
inline constexpr int SOFT_DROP_INSTANT = 0;

// How a person's held keys repeat and how fast soft drop falls, in milliseconds; the defaults
// are those of modern guideline games at 60 Hz (DAS 10 frames, ARR 2 frames, soft drop 20 times
// gravity). The half-turn key (tetris::Input::Rotate180) is off unless the player turns it on;
// it plays under guideline rules only. The front ends offer the ranges below.
struct Handling {
  int das_ms = 167;           // Delayed Auto Shift: a held shift key repeats after this long...
  int arr_ms = 33;            // ...every ARR; 0: to the wall at once
  int soft_drop_factor = 20;  // soft drop falls this many times as fast as gravity; 0: at once
  bool rotate_180 = false;
  friend bool operator==(const Handling&, const Handling&) = default;
};
inline constexpr int MAX_DAS_MS = 500;
inline constexpr int MAX_ARR_MS = 200;
inline constexpr int MAX_SOFT_DROP_FACTOR = 100;

// The handling brought into the offered ranges (a stored setting edited by hand, a page's
// message): DAS 0..MAX_DAS_MS, ARR 0..MAX_ARR_MS, soft-drop factor 0 (at once) or
// 1..MAX_SOFT_DROP_FACTOR.
constexpr Handling clamped(Handling h) noexcept {
  const auto clamp = [](int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; };
  h.das_ms = clamp(h.das_ms, MAX_DAS_MS);
  h.arr_ms = clamp(h.arr_ms, MAX_ARR_MS);
  h.soft_drop_factor = clamp(h.soft_drop_factor, MAX_SOFT_DROP_FACTOR);
  return h;
}

// How often the desktop front ends advance the session's clock and redraw: about 60 frames a
// second.
inline constexpr int FRAME_MS = 16;

// The AI's pace: each speed step walks a piece's key path over 1 / pieces-per-second, the keys
// spread evenly and the hard drop ending it; the last step plays flat out, pieces placed as fast
// as the machine decides them, in batches of BATCH_BUDGET_MS.
inline constexpr double SPEED_PIECES_PER_SECOND[] = {1, 2, 3, 5, 10, 30};
inline constexpr int SPEED_COUNT = 7;
inline constexpr int SPEED_FASTEST_WALKED = SPEED_COUNT - 2;
inline constexpr int SPEED_FLAT_OUT = SPEED_COUNT - 1;
inline constexpr int DEFAULT_SPEED = 3;  // 5 pieces a second
inline constexpr int BATCH_BUDGET_MS = 40;

// The pieces per second of a speed step; 0 for flat out.
constexpr double speed_pieces_per_second(int step) noexcept {
  return step >= 0 && step < SPEED_FLAT_OUT ? SPEED_PIECES_PER_SECOND[step] : 0.0;
}

}  // namespace gameai::tetris_play

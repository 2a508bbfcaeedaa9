#include "key_repeat.hpp"

namespace gameai::gui {

KeyRepeat::Moves KeyRepeat::press(Action action, std::int64_t now_ms) {
  Key& key = m_keys[index(action)];
  Moves moves;
  if (key.down) return moves;  // the platform's own auto-repeat is ignored: we repeat ourselves
  key.down = true;
  key.pressed_at = now_ms;
  key.order = ++m_presses;
  if (action == Action::SoftDrop) {
    key.next_at = now_ms + m_timing.soft_drop_ms;
    moves.soft_drop = 1;
  } else {
    key.next_at = now_ms + m_timing.das_ms;
    moves.shift = action == Action::Left ? -1 : 1;
  }
  return moves;
}

void KeyRepeat::release(Action action, std::int64_t now_ms) {
  Key& key = m_keys[index(action)];
  key.down = false;
  // The other shift key, still held, restarts its DAS so it does not jump on release.
  if (action != Action::SoftDrop) {
    Key& other = m_keys[index(action == Action::Left ? Action::Right : Action::Left)];
    if (other.down) other.next_at = now_ms + m_timing.das_ms;
  }
}

void KeyRepeat::releaseAll() {
  for (Key& key : m_keys) key.down = false;
}

int KeyRepeat::activeShiftDirection() const {
  const Key& left = m_keys[index(Action::Left)];
  const Key& right = m_keys[index(Action::Right)];
  if (left.down && (!right.down || left.order > right.order)) return -1;
  if (right.down) return 1;
  return 0;
}

int KeyRepeat::dueRepeats(Key& key, std::int64_t now_ms, int interval) const {
  if (!key.down || now_ms < key.next_at) return 0;
  if (interval <= 0) {
    key.next_at = now_ms + 1;
    return TO_WALL;
  }
  const auto count = 1 + (now_ms - key.next_at) / interval;
  key.next_at += count * interval;
  return static_cast<int>(count);
}

KeyRepeat::Moves KeyRepeat::poll(std::int64_t now_ms) {
  Moves moves;
  const int dir = activeShiftDirection();
  if (dir != 0) {
    Key& key = m_keys[index(dir < 0 ? Action::Left : Action::Right)];
    const int n = dueRepeats(key, now_ms, m_timing.arr_ms);
    moves.shift = dir * (n >= TO_WALL ? TO_WALL : n);
  }
  moves.soft_drop = dueRepeats(m_keys[index(Action::SoftDrop)], now_ms, m_timing.soft_drop_ms);
  if (moves.soft_drop >= TO_WALL) moves.soft_drop = TO_WALL;
  return moves;
}

}  // namespace gameai::gui

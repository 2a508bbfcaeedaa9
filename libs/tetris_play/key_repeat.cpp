#include "tetris_play/key_repeat.hpp"

namespace gameai::tetris_play {

int KeyRepeat::press(Shift key, double now_ms) noexcept {
  Key& k = keys_[index(key)];
  if (k.down) return 0;
  k.down = true;
  k.order = ++presses_;
  k.next_at = now_ms + das_ms_;
  return key == Shift::Left ? -1 : 1;
}

void KeyRepeat::release(Shift key, double now_ms) noexcept {
  keys_[index(key)].down = false;
  // The other key, still held, waits a fresh DAS so that it does not jump on release.
  Key& other = keys_[index(key == Shift::Left ? Shift::Right : Shift::Left)];
  if (other.down) other.next_at = now_ms + das_ms_;
}

void KeyRepeat::release_all() noexcept {
  for (Key& k : keys_) k.down = false;
}

int KeyRepeat::poll(double now_ms) noexcept {
  const Key& left = keys_[index(Shift::Left)];
  const Key& right = keys_[index(Shift::Right)];
  int dir = 0;
  if (left.down && (!right.down || left.order > right.order))
    dir = -1;
  else if (right.down)
    dir = 1;
  if (dir == 0) return 0;
  Key& k = keys_[index(dir < 0 ? Shift::Left : Shift::Right)];
  if (now_ms < k.next_at) return 0;
  if (arr_ms_ <= 0) {
    k.next_at = now_ms;  // due again at every poll: the piece stays against the wall
    return dir * TO_WALL;
  }
  const auto count = 1 + static_cast<long long>((now_ms - k.next_at) / arr_ms_);
  k.next_at += static_cast<double>(count) * arr_ms_;
  return dir * static_cast<int>(count < TO_WALL ? count : TO_WALL);
}

}  // namespace gameai::tetris_play

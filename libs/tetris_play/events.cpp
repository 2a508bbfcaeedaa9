#include "tetris_play/events.hpp"

namespace gameai::tetris_play {

bool Event::notable() const noexcept {
  if (kind != EventKind::Lock) return false;
  return spin != tetris::Spin::None || lines >= 4 || back_to_back || perfect_clear ||
         (lines > 0 && combo >= 1);
}

std::string describe(const Event& e) {
  std::string out;
  switch (e.kind) {
    case EventKind::Move:
      out = "move";
      break;
    case EventKind::Rotate:
      out = "rotate";
      break;
    case EventKind::Hold:
      out = "hold";
      break;
    case EventKind::HardDrop:
      out = "hard drop";
      break;
    case EventKind::TopOut:
      out = "top out";
      break;
    case EventKind::Finished:
      out = "finished";
      break;
    case EventKind::Lock:
      out = "lock " + std::to_string(e.lines) + " lines";
      if (e.spin != tetris::Spin::None)
        out += e.spin == tetris::Spin::Mini ? " T-spin mini" : " T-spin";
      if (e.back_to_back) out += " b2b";
      if (e.combo >= 1) out += " combo " + std::to_string(e.combo);
      if (e.perfect_clear) out += " perfect clear";
      out += " attack " + std::to_string(e.attack);
      break;
  }
  if (e.by_ai) out += " (AI)";
  return out;
}

void EventRing::push(const Event& event) noexcept {
  if (size_ == CAPACITY) {
    head_ = (head_ + 1) % CAPACITY;
    --size_;
    ++dropped_;
  }
  events_[(head_ + size_) % CAPACITY] = event;
  ++size_;
}

bool EventRing::pop(Event& out) noexcept {
  if (size_ == 0) return false;
  out = events_[head_];
  head_ = (head_ + 1) % CAPACITY;
  --size_;
  return true;
}

}  // namespace gameai::tetris_play

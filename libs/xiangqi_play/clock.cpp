#include "xiangqi_play/clock.hpp"

namespace gameai::xiangqi_play {

void Clock::reset(std::int64_t base_ms, std::int64_t increment_ms) {
  base_ms_ = base_ms > 0 ? base_ms : 0;
  increment_ms_ = base_ms_ > 0 && increment_ms > 0 ? increment_ms : 0;
  left_ = {base_ms_, base_ms_};
  running_ = false;
  side_ = xiangqi::RED;
  since_ms_ = 0;
  flagged_.reset();
}

void Clock::start(xiangqi::Color side, std::int64_t now_ms) {
  if (!enabled() || flagged_) return;
  if (running_) left_[std::size_t(side_)] = remaining_ms(side_, now_ms);
  side_ = side;
  running_ = true;
  since_ms_ = now_ms;
}

void Clock::moved(xiangqi::Color side, std::int64_t now_ms) {
  if (!enabled() || flagged_) return;
  left_[std::size_t(side)] = remaining_ms(side, now_ms) + increment_ms_;
  running_ = false;
  start(side == xiangqi::RED ? xiangqi::BLACK : xiangqi::RED, now_ms);
}

void Clock::stop(std::int64_t now_ms) {
  if (!running_) return;
  left_[std::size_t(side_)] = remaining_ms(side_, now_ms);
  running_ = false;
}

std::int64_t Clock::remaining_ms(xiangqi::Color side, std::int64_t now_ms) const {
  const std::int64_t left = left_[std::size_t(side)];
  return running_ && side == side_ ? left - (now_ms - since_ms_) : left;
}

std::optional<xiangqi::Color> Clock::check_flag(std::int64_t now_ms) {
  if (flagged_ || !running_ || remaining_ms(side_, now_ms) > 0) return flagged_;
  left_[std::size_t(side_)] = 0;
  running_ = false;
  flagged_ = side_;
  return flagged_;
}

}  // namespace gameai::xiangqi_play

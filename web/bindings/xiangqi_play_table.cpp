#include "xiangqi_play_table.hpp"

#include <cmath>
#include <cstdint>

#include "xiangqi_play/clock_presets.hpp"
#include "xiangqi_play/session.hpp"

namespace gameai::web {
namespace {

using xiangqi::BLACK;
using xiangqi::RED;

// A time from the page: whole milliseconds, never negative (NaN and the like are 0).
std::int64_t ms(double value) {
  return std::isfinite(value) && value > 0 ? std::int64_t(std::llround(value)) : 0;
}

xiangqi::Color side(bool red) {
  return red ? RED : BLACK;
}

std::string side_name(xiangqi::Color c) {
  return c == RED ? "red" : "black";
}

}  // namespace

xiangqi_play::ClockTimes clock_times(double red_ms, double black_ms, double increment_ms) {
  xiangqi_play::ClockTimes clock;
  clock.left_ms[0] = ms(red_ms);
  clock.left_ms[1] = ms(black_ms);
  clock.increment_ms = ms(increment_ms);
  return clock;
}

xiangqi_ai::SearchLimits think_limits(bool hint, double red_ms, double black_ms,
                                      double increment_ms) {
  if (hint) return xiangqi_play::hint_limits();
  return xiangqi_play::move_limits(clock_times(red_ms, black_ms, increment_ms));
}

double move_time(int level, double red_ms, double black_ms, double increment_ms, bool red_to_move) {
  return double(xiangqi_play::move_time_ms(level, clock_times(red_ms, black_ms, increment_ms),
                                           side(red_to_move)));
}

std::vector<PagePreset> clock_presets() {
  std::vector<PagePreset> out;
  for (const xiangqi_play::ClockPreset& p : xiangqi_play::CLOCK_PRESETS)
    out.push_back({xiangqi_play::preset_name(p), double(p.base_ms()), double(p.increment_ms())});
  return out;
}

int takeback(int ply, bool red_to_move, bool computer_red, bool computer_black) {
  return xiangqi_play::takeback_plies(ply, side(red_to_move), computer_red, computer_black);
}

void PageClock::reset(double base_ms, double increment_ms) {
  clock_.reset(ms(base_ms), ms(increment_ms));
}

void PageClock::start(bool red, double now_ms) {
  clock_.start(side(red), ms(now_ms));
}

void PageClock::moved(bool red, double now_ms) {
  clock_.moved(side(red), ms(now_ms));
}

void PageClock::stop(double now_ms) {
  clock_.stop(ms(now_ms));
}

std::string PageClock::running() const {
  return clock_.running() ? side_name(clock_.running_side()) : std::string();
}

double PageClock::remaining(bool red, double now_ms) const {
  return double(clock_.remaining_ms(side(red), ms(now_ms)));
}

std::string PageClock::check_flag(double now_ms) {
  const auto fallen = clock_.check_flag(ms(now_ms));
  return fallen ? side_name(*fallen) : std::string();
}

std::string PageClock::flagged() const {
  return clock_.flagged() ? side_name(*clock_.flagged()) : std::string();
}

}  // namespace gameai::web

#include "tetris/scoring.hpp"

#include <limits>

namespace gameai::tetris {

namespace {

// a + b for non-negative b, stopping at the int64 maximum.
std::int64_t saturating_add(std::int64_t a, std::int64_t b) noexcept {
  constexpr std::int64_t MAX = std::numeric_limits<std::int64_t>::max();
  return b > 0 && a > MAX - b ? MAX : a + b;
}

}  // namespace

int guideline_level(std::int64_t lines) noexcept {
  if (lines < 0) return 1;
  const std::int64_t level = 1 + lines / 10;
  return level < GUIDELINE_MAX_LEVEL ? static_cast<int>(level) : GUIDELINE_MAX_LEVEL;
}

std::string_view scoring_name(ScoringKind kind) noexcept {
  return kind == ScoringKind::Guideline ? "guideline" : "seed000";
}

std::optional<ScoringKind> scoring_from_string(std::string_view name) noexcept {
  if (name == "guideline") return ScoringKind::Guideline;
  if (name == "seed000") return ScoringKind::Seed000;
  return std::nullopt;
}

int Scorer::level() const noexcept {
  if (kind_ == ScoringKind::Seed000) return speed_;
  return guideline_level(lines_);
}

std::int64_t Scorer::lock(const ClearEvent& event) noexcept {
  const std::int64_t points =
      kind_ == ScoringKind::Guideline ? lock_guideline(event) : lock_seed000(event);
  score_ = saturating_add(score_, points);
  lines_ = saturating_add(lines_, event.lines > 0 ? event.lines : 0);
  if (kind_ == ScoringKind::Seed000 && event.lines > 0 && score_ / 50 >= speed_ &&
      speed_ < std::numeric_limits<int>::max()) {
    const int interval = 1000 - 100 * speed_;
    interval_ms_ = interval > 50 ? interval : 50;
    ++speed_;
  }
  return points;
}

void Scorer::soft_drop(int rows) noexcept {
  if (kind_ == ScoringKind::Guideline && rows > 0) score_ = saturating_add(score_, rows);
}

void Scorer::hard_drop(int rows) noexcept {
  if (kind_ == ScoringKind::Guideline && rows > 0)
    score_ = saturating_add(score_, 2 * static_cast<std::int64_t>(rows));
}

std::int64_t Scorer::lock_seed000(const ClearEvent& event) noexcept {
  constexpr int TABLE[5] = {0, 1, 3, 7, 10};
  return event.lines >= 0 && event.lines <= 4 ? TABLE[event.lines] : 0;
}

std::int64_t Scorer::lock_guideline(const ClearEvent& event) noexcept {
  // Base points by [spin][lines].
  constexpr int BASE[3][5] = {
      {0, 100, 300, 500, 800},     // no spin
      {100, 200, 400, 1600, 800},  // mini (a mini triple cannot happen; scored as a T-spin)
      {400, 800, 1200, 1600, 800}  // full T-spin
  };
  const int lines = event.lines < 0 ? 0 : (event.lines > 4 ? 4 : event.lines);
  const std::int64_t level = this->level();
  std::int64_t action = BASE[static_cast<int>(event.spin)][lines];
  if (lines == 0) {
    combo_ = -1;
    return action * level;
  }
  const bool difficult = lines == 4 || event.spin != Spin::None;
  const bool b2b_bonus = difficult && back_to_back_;
  if (b2b_bonus) action = action * 3 / 2;
  std::int64_t points = action * level;
  if (combo_ < std::numeric_limits<int>::max()) ++combo_;
  if (combo_ > 0) points += 50 * static_cast<std::int64_t>(combo_) * level;
  if (event.perfect_clear) {
    constexpr int PERFECT[5] = {0, 800, 1200, 1800, 2000};
    points += (lines == 4 && b2b_bonus ? 3200 : PERFECT[lines]) * level;
  }
  back_to_back_ = difficult;
  return points;
}

}  // namespace gameai::tetris

#pragma once
// Score, lines and level bookkeeping for a game, in one of two systems:
//
//  - guideline: the Tetris Guideline's points, multiplied by the level at which the clear
//    happens: single 100, double 300, triple 500, tetris 800; T-spin mini 100 / single 200 /
//    double 400; T-spin 400 / single 800 / double 1200 / triple 1600. A tetris or a T-spin
//    (mini or full) that clears lines is "difficult"; a difficult clear right after another
//    (back-to-back, zero-line pieces in between do not break the chain) earns 1.5x. Each
//    consecutive clearing piece after the first adds 50 x combo x level. A perfect clear adds
//    800 / 1200 / 1800 / 2000 x level for 1-4 lines (3200 for a back-to-back tetris). Soft drop
//    scores 1 per row, hard drop 2. The level starts at 1 and rises every 10 lines up to
//    GUIDELINE_MAX_LEVEL, where the gravity table ends (20G).
//  - seed000: the desktop game of seed 000: 0, 1, 3, 7, 10 points for 0-4 lines, no level
//    multiplier. Its speed-up rule: after a clearing piece, if score / 50 >= speed, the fall
//    interval becomes max(50, 1000 - 100 x speed) ms and speed grows by one (speed starts at
//    1 with 1000 ms). The level reported is the speed.

#include <cstdint>
#include <optional>
#include <string_view>

#include "tetris/spin.hpp"

namespace gameai::tetris {

enum class ScoringKind : std::uint8_t { Guideline, Seed000 };

// The guideline's top level: the level stops rising here, and its gravity is 20G.
inline constexpr int GUIDELINE_MAX_LEVEL = 20;

// The guideline level after `lines` cleared lines: 1 + lines / 10, capped at GUIDELINE_MAX_LEVEL.
int guideline_level(std::int64_t lines) noexcept;

std::string_view scoring_name(ScoringKind kind) noexcept;  // "guideline", "seed000"
std::optional<ScoringKind> scoring_from_string(std::string_view name) noexcept;

// What one locked piece did.
struct ClearEvent {
  int lines = 0;
  Spin spin = Spin::None;
  bool perfect_clear = false;
};

// The event of a lock that cleared `lines` rows as `spin` and left the board `empty_after` or
// not: a perfect clear is a clear that empties the board.
constexpr ClearEvent lock_event(int lines, Spin spin, bool empty_after) noexcept {
  return ClearEvent{lines, spin, lines > 0 && empty_after};
}

class Scorer {
 public:
  explicit Scorer(ScoringKind kind = ScoringKind::Guideline) noexcept : kind_(kind) {}

  // Books a locked piece; returns the points it earned. Score and lines saturate at the int64
  // maximum instead of overflowing.
  std::int64_t lock(const ClearEvent& event) noexcept;
  // Books rows of soft or hard drop (points only under guideline).
  void soft_drop(int rows) noexcept;
  void hard_drop(int rows) noexcept;

  ScoringKind kind() const noexcept { return kind_; }
  std::int64_t score() const noexcept { return score_; }
  std::int64_t lines() const noexcept { return lines_; }
  int level() const noexcept;
  // Consecutive clearing pieces minus one; -1 when the last piece cleared nothing.
  int combo() const noexcept { return combo_; }
  bool back_to_back() const noexcept { return back_to_back_; }
  // seed000's fall interval in milliseconds.
  int seed000_interval_ms() const noexcept { return interval_ms_; }

 private:
  std::int64_t lock_guideline(const ClearEvent& event) noexcept;
  std::int64_t lock_seed000(const ClearEvent& event) noexcept;

  ScoringKind kind_;
  std::int64_t score_ = 0;
  std::int64_t lines_ = 0;
  int combo_ = -1;
  bool back_to_back_ = false;
  int speed_ = 1;
  int interval_ms_ = 1000;
};

}  // namespace gameai::tetris

#pragma once
// The modes of play a front end offers, their goals, and the result of one run of them.
//
//  - Endless: no goal, the game ends when the stack tops out (what the AI plays to show itself).
//  - Marathon: the guideline's 15 levels of 10 lines: the run ends at 150 lines, or at a top-out;
//    its figure is the score.
//  - Sprint: 40 lines as fast as possible; the run ends on the lock that reaches 40 lines (a
//    tetris from 38 ends it at 42); its figure is the time.
//  - Ultra: two minutes of play for the best score; the run ends at 120 000 ms of play, the piece
//    then falling left where it is.
//  - Dig: DIG_ROWS rows of cheese under an empty field, each with its hole in another column than
//    the row above (as `gameai tetris dig` deals them from the same seed); the run ends on the lock
//    that clears the last of them; its figure is the time.
//  - Zen: no top-out. As in the guideline games' zen and relax modes, a stack that tops out is
//    cleared away and the game goes on, score, lines and level kept; it never ends by itself.
//
// A run's time is the session's time played: from the end of the countdown, pauses left out.

#include <cstdint>
#include <optional>
#include <string_view>

#include "tetris/rules.hpp"

namespace gameai::tetris_play {

enum class Mode : std::uint8_t { Endless, Marathon, Sprint, Ultra, Dig, Zen };
inline constexpr Mode MODES[] = {Mode::Endless, Mode::Marathon, Mode::Sprint,
                                 Mode::Ultra,   Mode::Dig,      Mode::Zen};

inline constexpr std::int64_t SPRINT_LINES = 40;
inline constexpr double ULTRA_MS = 120000;
inline constexpr std::int64_t MARATHON_LINES = 150;
inline constexpr int DIG_ROWS = 10;

// The countdown front ends show before a run: "3", "2", "1", each COUNTDOWN_STEP_MS, then "go"
// for GO_SHOWN_MS while the first piece falls.
inline constexpr double COUNTDOWN_STEP_MS = 1000;
inline constexpr double COUNTDOWN_MS = 3 * COUNTDOWN_STEP_MS;
inline constexpr double GO_SHOWN_MS = 700;

// "endless", "marathon", "sprint", "ultra", "dig", "zen": the names the records store and the
// settings files keep.
std::string_view mode_name(Mode mode) noexcept;
std::optional<Mode> mode_from_name(std::string_view name) noexcept;

// What makes one run better than another of the same mode and rules.
enum class BestBy : std::uint8_t { None, LeastTime, MostScore };
// Sprint and dig: the least time; ultra and marathon: the most score; endless and zen: none.
BestBy best_by(Mode mode) noexcept;

// How a run ended.
enum class RunEnd : std::uint8_t { Playing, Finished, ToppedOut };

// The figures of one run, as front ends show them at its end and the records store keeps them.
struct RunResult {
  Mode mode = Mode::Endless;
  tetris::RuleSet rules = tetris::RuleSet::Guideline;
  RunEnd end = RunEnd::Playing;
  double time_ms = 0;  // time played (see above)
  std::int64_t pieces = 0;
  std::int64_t keys = 0;  // keys the person pressed (a held key once, its repeats not)
  std::int64_t lines = 0;
  std::int64_t score = 0;
  int level = 1;
  int garbage_left = 0;  // dig: cheese rows still on the board
  // Whether the run may stand as a personal best: a run of the mode's goal (a sprint or dig
  // finished, an ultra played to its end, a marathon finished or topped out) played by a person
  // alone: the AI never took the game (not even for a moment, not even during the countdown),
  // the AI's hint was never shown, the board was never replaced and no versus garbage came in.
  // Pauses are allowed: their time is not counted.
  bool counts = false;

  // Pieces per second and keys per piece (0 before the first piece or the first millisecond).
  double pps() const noexcept {
    return time_ms > 0 ? static_cast<double>(pieces) * 1000.0 / time_ms : 0.0;
  }
  double kpp() const noexcept {
    return pieces > 0 ? static_cast<double>(keys) / static_cast<double>(pieces) : 0.0;
  }
};

// Whether `result` is better than `best` by its mode's figure (false for modes with none).
bool better_run(const RunResult& result, const RunResult& best) noexcept;

}  // namespace gameai::tetris_play

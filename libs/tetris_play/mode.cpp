#include "tetris_play/mode.hpp"

namespace gameai::tetris_play {

std::string_view mode_name(Mode mode) noexcept {
  switch (mode) {
    case Mode::Endless:
      return "endless";
    case Mode::Marathon:
      return "marathon";
    case Mode::Sprint:
      return "sprint";
    case Mode::Ultra:
      return "ultra";
    case Mode::Dig:
      return "dig";
    case Mode::Zen:
      return "zen";
  }
  return "endless";
}

std::optional<Mode> mode_from_name(std::string_view name) noexcept {
  for (Mode mode : MODES)
    if (mode_name(mode) == name) return mode;
  return std::nullopt;
}

BestBy best_by(Mode mode) noexcept {
  switch (mode) {
    case Mode::Sprint:
    case Mode::Dig:
      return BestBy::LeastTime;
    case Mode::Ultra:
    case Mode::Marathon:
      return BestBy::MostScore;
    case Mode::Endless:
    case Mode::Zen:
      break;
  }
  return BestBy::None;
}

bool better_run(const RunResult& result, const RunResult& best) noexcept {
  switch (best_by(result.mode)) {
    case BestBy::LeastTime:
      return result.time_ms < best.time_ms;
    case BestBy::MostScore:
      return result.score > best.score;
    case BestBy::None:
      break;
  }
  return false;
}

}  // namespace gameai::tetris_play

#pragma once
// A run file's placements as decisions to fit weights to (tetris_ai/fit.hpp), without a records
// store: the file (records/tetris_replay_file.hpp) is replayed step by step through the rules
// library, as its import checks it, and every step becomes one decision: the board before it, the
// placed piece and where it went. A file that does not replay exactly adds nothing.

#include <cstdint>
#include <string>

#include "records/tetris_replay_file.hpp"
#include "tetris_ai/fit.hpp"

namespace gameai::dataset {

struct RunChoices {
  std::int64_t decisions = 0;  // added to the data
  std::int64_t not_legal = 0;  // recorded placements the move generator does not reach
  std::int64_t no_placement = 0;
  std::int64_t held = 0;  // decisions after the hold key (guideline): the piece placed
  // Why nothing was added: the step that does not replay and what differed there; empty when
  // the run replayed.
  std::string error;
  bool ok() const noexcept { return error.empty(); }
};

// Adds every placement of `run` to `out` as decisions of group `group`; a run that does not
// replay exactly is taken out again whole and `error` says where it diverged. Never throws on
// bad input.
RunChoices collect_run_choices(const records::TetrisRunFile& run, tetris_ai::ChoiceData& out,
                               std::uint32_t group);

}  // namespace gameai::dataset

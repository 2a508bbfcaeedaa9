#pragma once
// A person's placements in Tetris run files (game_files/tetris_replay_file.hpp) as decisions to fit
// weights to (tetris_ai/fit.hpp), with no records store: what the web page learns from, the games
// it keeps in the browser and the files the person opens.
//
// A run file names one player for the whole run, so only a run the person played alone counts:
// its player is a person ("human"). The page writes a run in which the AI played even one piece
// as the AI's ("human+eltetris"), and such a file is refused: the person's own stretches cannot be
// told from the AI's. A versus file counts with the board the person played. Each step is
// replayed through the rules library (as `gameai records import` replays it) and its board before
// the piece is the decision's position, so a file that does not replay exactly is refused, naming
// the step, and adds nothing.
//
// Nothing here throws or touches SQLite: the browser's module compiles it by path.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "game_files/tetris_replay_file.hpp"
#include "tetris_ai/fit.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::dataset {

// What one run file gave.
struct RunChoices {
  std::string error;           // why the file was refused ("" when its placements were added)
  std::int64_t decisions = 0;  // added to the data
  std::int64_t not_legal = 0;  // recorded placements the move generator does not reach
  std::int64_t no_placement = 0;
  std::int64_t held = 0;  // decisions after the hold key (guideline): the piece placed
  std::string rules;      // the run's rule set
  bool ok() const noexcept { return error.empty(); }
};

// Adds the person's placements of `run` to `out` as group `group`. Refused, with nothing added:
// a run not played by a person alone, a run that does not replay exactly (the step named), a run
// with no placement to learn from.
RunChoices add_run_choices(const game_files::TetrisRunFile& run, std::uint32_t group,
                           tetris_ai::ChoiceData& out);

// The same from a file's text: a lone run, or the person's board of a versus file. Refused too:
// text that is not a run file (the reader's error), a versus game no person played.
RunChoices add_run_file_choices(std::string_view text, std::uint32_t group,
                                tetris_ai::ChoiceData& out);

// Weights fitted to the decisions of `games` groups, and how often they choose what the person
// chose: on the held-out games (every 5th, as `gameai tetris fit` holds them out) when there
// are any, else on the placements they were fitted to.
struct RunFit {
  tetris_ai::LinearWeights weights;
  std::string weights_json;  // a linear weights file: every feature and "feature_variant"
  std::size_t placements = 0;
  std::size_t fitted = 0;  // placements fitted to
  bool held_out = false;   // the agreement is measured on games the fit did not see
  tetris_ai::Agreement agreement;
  double slip_share = 0;
};
inline constexpr std::uint32_t RUN_FIT_HOLDOUT_EVERY = 5;

// `progress` (optional) is told each Newton iteration, as FitOptions::progress is.
RunFit fit_run_choices(const tetris_ai::ChoiceData& data,
                       const std::function<void(int, double)>& progress = {});

// Why `text` is not a linear weights file a player can be made from without an error ("" when
// it is): a JSON object of feature names with finite numbers, and optionally "feature_variant"
// ("eltetris" or "mdptetris"). For weights kept in a browser, checked before a player is made
// from them (the module cannot catch the player's exception).
std::string linear_weights_error(std::string_view text);

}  // namespace gameai::dataset

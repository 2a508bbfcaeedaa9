#pragma once
// A player's recorded Tetris placements as decisions to fit weights to (tetris_ai/fit.hpp).
//
// Each selected game is replayed through the rules library (records/tetris_replay.hpp, as the
// export does); every placement made by the chosen player (by stretch: a game handed between a
// person and an AI counts for each only where it played) becomes one decision: the board before
// it, the placed piece and where it went. A game that does not replay exactly is left out and
// named in the summary; a placement the move generator does not reach from the spawn position is
// counted, not fitted.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game_files/game_record.hpp"
#include "records/store.hpp"
#include "tetris_ai/fit.hpp"

namespace gameai::dataset {

// Whose placements: a person (kind Human) or an AI by its recorded name; none: every player's.
struct PlayerSelection {
  std::optional<game_files::PlayerInfo::Kind> kind;
  std::string name;

  bool matches(const game_files::PlayerInfo& p) const noexcept;
};

struct ChoiceSummary {
  std::int64_t games = 0;      // games with at least one decision of the player
  std::int64_t decisions = 0;  // added to the data
  std::int64_t not_legal = 0;  // recorded placements the move generator does not reach
  std::int64_t no_placement = 0;
  std::int64_t held = 0;               // decisions after the hold key (guideline): the piece placed
  std::vector<std::int64_t> diverged;  // ids of games that did not replay exactly
  std::vector<std::string> rules;      // the rule sets seen, in order of first appearance
  bool capped = false;                 // max_decisions was reached
};

// Adds the chosen player's placements in `games` to `out`; the decisions of the k-th game that has
// any are group k (from 0).
// `progress` (optional) is called after each game with the games done so far.
// At most `max_decisions` decisions are read (0: no limit; each takes about 1.5 KB): the game
// that reaches the limit is cut there and the games after it are not read (`capped` says so).
ChoiceSummary collect_choices(records::Store& store, std::span<const game_files::GameSummary> games,
                              const PlayerSelection& who, tetris_ai::ChoiceData& out,
                              const std::function<void(std::size_t)>& progress = {},
                              std::size_t max_decisions = 0);

// The seat-0 player of step `step` of `game`: the stretch it lies in, else the game's player.
const game_files::PlayerInfo* step_player(const game_files::GameSummary& game, std::int64_t step);

}  // namespace gameai::dataset

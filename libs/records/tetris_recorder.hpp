#pragma once
// Records a Tetris game as it is played, for any front end (`gameai tetris play --record`, the
// desktop app).
//
//   records::Store store(records::database_path(db_option));
//   records::TetrisSetup setup;  // rules, width, height, randomizer, seed, player
//   setup.seed = seed;
//   setup.player = {game_files::PlayerInfo::Kind::Ai, "eltetris", settings_json, weights_digest};
//   records::TetrisRecorder recorder(store, setup);
//   ... for each placement: recorder.add_step(step);
//   recorder.finish("game_over");
//
// Hand-overs (hand_over) are stored as stretches, in the transaction of the first step they
// play. The game row is written at construction (so the game is listed at once, unfinished); steps
// are packed in memory (step_codec.hpp) and committed one chunk per transaction as BatchPolicy
// says, with the running score, lines and piece count. If the recorder is destroyed without
// finish() (an exception, Ctrl-C unwinding) the pending steps are still committed and the game
// stays marked unfinished; a killed process loses at most the pending batch. add_step does not
// allocate once the chunk buffer has grown to its batch size.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_files/game_record.hpp"
#include "records/batch_policy.hpp"
#include "records/step_codec.hpp"
#include "records/store.hpp"

namespace gameai::records {

struct TetrisSetup {
  std::string rules = "classic";
  int width = 10;
  int height = 20;
  std::string randomizer = "bag7";
  std::string scoring = "guideline";
  std::vector<std::pair<std::string, std::string>> tags;  // stored with the game row
  std::uint64_t seed = 0;
  std::optional<std::uint64_t> game_index;  // see GameSummary::seed
  game_files::PlayerInfo player;            // who plays from the first step
  // An imported game: the format of its file (GameSummary::source), and when it was played (Unix
  // ms; 0: now).
  std::string source;
  std::int64_t started_at_ms = 0;
};

class TetrisRecorder {
 public:
  // Throws RecordsError when the game row cannot be written (read-only, locked, ...).
  TetrisRecorder(Store& store, const TetrisSetup& setup, RecorderOptions options = {});
  ~TetrisRecorder();
  TetrisRecorder(const TetrisRecorder&) = delete;
  TetrisRecorder& operator=(const TetrisRecorder&) = delete;

  void add_step(const game_files::TetrisStep& step) {
    encoder_.add(step);
    lines_ += step.lines_cleared;
    score_ = step.score_after;
    if (policy_.should_commit(encoder_.count())) flush();
  }
  // From the next step on the game is played by `player`: a person taking the game from the AI
  // or handing it over, another AI, other AI settings. Stored with the first step it plays; a
  // hand-over that plays no step before the next one (or the end) leaves nothing.
  void hand_over(const game_files::PlayerInfo& player);
  // Garbage rows rose under the stack right after the last step added (versus), or before the
  // first one (a dig's cheese): `holes` gives each row's hole column, the topmost row first.
  // Stored with the next commit.
  void add_garbage(std::span<const std::uint8_t> holes);
  // A tag stored with the game from the next commit on (versus: which board it is and the id
  // of the other board's game), after the tags it already has.
  void add_tag(std::string name, std::string value);
  // Who plays the next step.
  const game_files::PlayerInfo& player() const noexcept { return player_; }

  // Commits the pending steps now (the GUI may call it from a timer or when paused).
  void flush();
  // Commits the pending steps and marks the game finished with `result` ("game_over",
  // "piece_limit", "stopped", ...) and a free-text `reason`.
  void finish(std::string_view result, std::string_view reason = {});

  std::int64_t game_id() const noexcept { return game_id_; }
  std::int64_t steps() const noexcept {
    return committed_steps_ + static_cast<std::int64_t>(encoder_.count());
  }
  std::int64_t committed_steps() const noexcept { return committed_steps_; }
  bool finished() const noexcept { return finished_; }

 private:
  void commit(bool finishing, std::string_view result, std::string_view reason);

  Store& store_;
  BatchPolicy policy_;
  StepEncoder encoder_;
  std::int64_t game_id_ = 0;
  std::int64_t committed_steps_ = 0;
  std::int64_t lines_ = 0;
  std::int64_t score_ = 0;
  bool finished_ = false;
  game_files::PlayerInfo player_;                   // who plays now
  game_files::PlayerInfo stretch_player_;           // who plays the last stretch stored or pending
  std::vector<game_files::Stretch> handovers_;      // pending: not yet stored
  std::vector<game_files::TetrisGarbage> garbage_;  // pending garbage
  game_files::TetrisGarbage last_garbage_;          // the last entry stored
  std::vector<std::pair<std::string, std::string>> tags_;  // pending tags
  int tags_stored_ = 0;
};

}  // namespace gameai::records

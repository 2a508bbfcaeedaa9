#pragma once
// One Tetris game as the web page plays it: a tetris_play::Session (the same session as the
// desktop app's and the terminal's) with the page's choices by name, and the AI's decisions run
// inline: the module already lives in a Web Worker, off the page's thread. Kept free of embind so
// that the native tests drive the very same code as the page.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_files/tetris_replay_file.hpp"

#include "tetris_play/picture.hpp"
#include "tetris_play/session.hpp"

namespace gameai::web {

// What the page chooses for a new game.
struct TableSettings {
  std::string rules = "guideline";  // classic, standard or guideline
  std::uint64_t seed = 1;
  std::string ai = "eltetris";  // an AI by name (tetris_play::ai_names()), or "linear"
  // The linear AI's weights (a weights file's JSON): "linear" plays only with them, the weights
  // the page learnt from the person's games ("Plays like me").
  std::string weights;
  int lookahead = 1;  // 0 one piece, 1 piece + next, 2 beam search (not guideline)
  int width = 10;
  int height = 20;
  // The mode (tetris_play::mode_name). A mode other than endless waits for the first key, counts
  // down and keeps its steps for the run file; endless starts at once and keeps none (the page
  // may play all night).
  std::string mode = "endless";
};

// The reason `s` cannot make a game, or "" when it can (checked before anything that could
// throw is built: the module is compiled without exception catching).
std::string settings_error(const TableSettings& s);

// The reason `ai` with `weights` cannot play, or "": an AI the front ends offer by name, or
// "linear" with weights that make a player (checked without exceptions).
std::string ai_weights_error(const std::string& ai, const std::string& weights);

class TetrisTable {
 public:
  // `s` must pass settings_error.
  explicit TetrisTable(const TableSettings& s);

  const TableSettings& settings() const { return settings_; }
  tetris_play::Session& session() { return session_; }
  const tetris_play::Session& session() const { return session_; }

  // A key by name: left, right, soft, hard, cw, ccw, hold; unknown names are ignored.
  void press(const std::string& key, double now_ms);
  void release(const std::string& key, double now_ms);
  // Everything due by now_ms, and the decision the session asks for, run here. A decision takes
  // time to make (a flat-out batch up to tetris_play::BATCH_BUDGET_MS): with a clock set, its
  // pieces are placed at the clock's time once it is made, so a run's time is the time it really
  // took; without one (a test's fake clock), at now_ms.
  void advance(double now_ms);
  // The clock now_ms is read from (the page's performance.now()).
  void set_clock(std::function<double()> clock) { clock_ = std::move(clock); }

  // The run as a file (game_files/tetris_replay_file.hpp) once it is over; a zen or endless run
  // also while it is played (the run so far: zen's result as it stands, endless without one);
  // "" otherwise, and for an endless game past its first 100 000 pieces. `unix_ms` is when it
  // was played.
  std::string run_file(double now_ms, std::int64_t unix_ms);

 private:
  void collect();  // the pieces locked since the last call, kept for the run file

  TableSettings settings_;
  tetris_play::Session session_;
  bool keeps_steps_ = false;
  std::vector<int> cheese_;  // the holes of the rows the game started with
  std::vector<game_files::TetrisRunStep> steps_;
  std::vector<game_files::TetrisRunGarbage> garbage_;  // versus rows after the steps
  bool ai_played_ = false;
  std::function<double()> clock_;
};

// A run file shown step by step: the page's "Open a run file". A versus file shows both of its
// boards, each after as many of its own steps (board 0 the left one, 1 the right one).
class RunReplay {
 public:
  // "" when `text` is a run or versus file that replays exactly (it is then shown from its
  // start), else what is wrong; the replay shown before stays.
  std::string load(const std::string& text);
  // The run's file (a versus file's left board).
  const game_files::TetrisRunFile& file() const { return boards_[0].file; }
  // The versus file, for a versus game.
  const std::optional<game_files::TetrisVersusFile>& versus() const { return versus_; }
  int boards() const { return versus_ ? 2 : 1; }
  // The most steps of a board.
  std::int64_t steps() const;
  // Board `board`'s picture after `step` of its steps (0: the start), clamped to its run.
  tetris_play::Picture picture(std::int64_t step, int board = 0);

 private:
  struct Board {
    game_files::TetrisRunFile file;
    std::optional<tetris::Game> game;  // after shown steps
    tetris_play::CellColors colors;
    std::int64_t shown = 0;
  };
  std::array<Board, 2> boards_;
  std::optional<game_files::TetrisVersusFile> versus_;
};

}  // namespace gameai::web

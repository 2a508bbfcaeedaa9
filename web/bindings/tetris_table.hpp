#pragma once
// One Tetris game as the web page plays it: the rules library's Game, the AI front door
// (tetris_ai::Player) that takes the game over at any moment, the colours of the settled cells,
// and the clocks of a front end (held-key repeat, gravity, the guideline lock delay, the AI's key
// walk), all driven by advance(now). The page's script only forwards keys and draws what
// snapshot() says; every rule and every timing decision is made here, as the desktop app makes
// them (apps/gui/tetris_view.cpp): the same key intervals, lock delay and flat-out batches.
//
// Time is passed in (milliseconds on any monotonic clock), so a table is driven by a Web
// Worker's timer in the page and by plain loops in tests.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "key_repeat.hpp"
#include "tetris/game.hpp"
#include "tetris/input.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_cell_colors.hpp"

namespace gameai::web {

// What the page chooses for a new game.
struct TableSettings {
  std::string rules = "guideline";  // classic, standard or guideline
  std::uint64_t seed = 1;
  std::string ai = "eltetris";  // a preset name of the AI front door
  int lookahead = 1;            // 0 one piece, 1 piece + next, 2 beam search (not guideline)
  int width = 10;
  int height = 20;
};

// The AI's pace: KEY speeds walk the key path one key per interval; PIECE_PER_FRAME walks a whole
// path per advance(); FLAT_OUT plays pieces for a fixed budget per advance().
inline constexpr int SPEED_PIECE_PER_FRAME = 5;
inline constexpr int SPEED_FLAT_OUT = 6;
inline constexpr int SPEED_COUNT = 7;

class TetrisTable {
 public:
  // Throws std::invalid_argument naming an unknown rule set, preset or a bad board size.
  explicit TetrisTable(const TableSettings& settings);

  const TableSettings& settings() const { return settings_; }
  const tetris::Game& game() const { return game_; }
  const gui::TetrisCellColors& colors() const { return colors_; }
  bool manual_play_possible() const { return tetris::has_falling_piece(game_.rules()); }

  // A key of the player. Shifts and soft drop repeat while held (DAS/ARR as the desktop app);
  // the others act once per press. Ignored while the AI plays, after the game ends or paused.
  void press(tetris::Input key, double now_ms);
  void release(tetris::Input key, double now_ms);

  // Hands the game to the AI (on) or takes it back, mid-piece included.
  void set_ai(bool on, double now_ms);
  bool ai() const { return ai_; }
  void set_speed(int speed);  // clamped to 0 .. SPEED_FLAT_OUT
  int speed() const { return speed_; }
  void set_paused(bool paused, double now_ms);
  bool paused() const { return paused_; }

  // Everything due by now_ms: repeats, gravity, lock delay, the AI's keys or batch.
  void advance(double now_ms);

  // The AI's choice for the current piece from where it stands (the hint), computed once per
  // piece; nullopt once the game is over.
  std::optional<tetris::Placement> hint();
  // The AI's planned target while it walks its path (drawn as the hint is).
  std::optional<tetris::Placement> ai_target() const { return ai_target_; }

  // Plays the AI until the game has placed `pieces` pieces or is over (tests, same-seed checks).
  void play_ai_until(std::int64_t pieces);

 private:
  bool input(tetris::Input in, double now_ms);
  void shift_by(int cells, double now_ms);
  void manual_frame(double now_ms);
  void ai_frame(double now_ms);
  bool play_ai();
  bool resting() const;
  // The colours follow each lock: before a change, where the piece would lock if this change
  // locks it; after it, the lock (if any) is painted and the board checked.
  struct Before {
    std::int64_t pieces = 0;
    std::int64_t lines = 0;
    std::optional<tetris::Placement> lock_at;
  };
  Before remember(std::optional<tetris::Placement> lock_at) const;
  void after(const Before& before);
  void reset_clocks(double now_ms);

  TableSettings settings_;
  tetris::Game game_;
  tetris_ai::Player player_;
  gui::TetrisCellColors colors_;
  gui::KeyRepeat keys_;
  bool ai_ = false;
  bool paused_ = false;
  int speed_ = 0;
  double last_move_at_ = 0;
  double next_gravity_at_ = 0;
  double next_ai_step_at_ = 0;
  std::vector<tetris::Input> path_;
  std::size_t path_pos_ = 0;
  std::optional<tetris::Placement> ai_target_;
  std::optional<tetris::Placement> hint_;
  std::int64_t hint_for_piece_ = -1;
};

}  // namespace gameai::web

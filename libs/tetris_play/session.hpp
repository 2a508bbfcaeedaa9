#pragma once
// The one Tetris game a front end plays: the desktop app, the web page and the terminal watcher
// each drive a Session and draw its picture; none of them decides a rule or a timing itself.
//
// A session owns the rules library's Game, the settled cells' colours and the AI (the Tetris AI's
// front door, tetris_ai::Player), and everything that happens in time: gravity, the guideline's
// lock delay (LOCK_DELAY_MS from landing, restarted by a move or rotation at most
// MAX_LOCK_RESETS times, all given back on reaching a new lowest row), the player's held keys
// (DAS, ARR, soft-drop factor), hold, pause, the AI taking the game over and giving it back at
// any moment, mid-piece included, and walking its key path at the chosen pace, the hint, and
// versus garbage. It has no clock and no threads of its own: the front end passes the time
// (milliseconds on any monotonic clock) into every call, and runs the AI where it likes through
// decision_request() / decide() / take_decision() (decision.hpp), whose token makes sure that no
// answer lands on a game that moved on: after set_ai(false) no move of the AI is ever applied.
//
//   Session s(settings);                         // each frame:
//   s.press(tetris::Input::Left, now);           //   s.advance(now);
//   s.set_ai(true, now);                         //   if (auto r = s.decision_request()) run it
//                                                //   draw(s.picture());
// Under classic, where the rules have no falling piece, the session lets a person aim the piece
// above the stack (left, right, rotate) and drop it (hard drop); the AI walks the same keys.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/game.hpp"
#include "tetris/garbage_exchange.hpp"
#include "tetris/input.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_play/cell_colors.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/events.hpp"
#include "tetris_play/key_repeat.hpp"
#include "tetris_play/mode.hpp"
#include "tetris_play/picture.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_play/timing.hpp"

namespace gameai::tetris_play {

// One locked piece, for the charts, the records store and the versus window.
struct Sample {
  std::int64_t pieces = 0;  // pieces locked so far, this one included
  int height = 0;           // the stack's height after it
  std::int64_t lines = 0;
  std::int64_t score = 0;
  // The step as the rules recorded it (placement, spin, hold, drops, lines, points, board hash);
  // with Settings::record_history off, the placement and lines only.
  tetris::StepRecord step;
  bool by_ai = false;
  std::optional<tetris::LockAttack> attack;  // versus: what the lock sent and raised
  // Versus: the hole's column of each garbage row that rose under the stack after the lock,
  // the topmost row first (what the records store keeps to replay the board).
  std::vector<std::uint8_t> garbage_holes;
};

// The AI's choice shown to a person: its placement, its plan after it, and the hold key.
struct Hint {
  tetris::Placement target;
  std::vector<tetris::Placement> plan;
  bool hold = false;
};

class Session {
 public:
  // Throws std::invalid_argument naming a bad board size, AI or weights.
  explicit Session(const Settings& settings = {});
  // With the AI's settings as given (the command line's richer choices: beam, nodes, threads).
  Session(const Settings& settings, const tetris_ai::PlayerSettings& ai);

  const Settings& settings() const noexcept { return settings_; }
  const tetris::Game& game() const noexcept { return game_; }
  // Drops the game's history (Game::forget_history): for a caller that keeps the samples' steps
  // itself and plays for hours.
  void forget_history() noexcept { game_.forget_history(); }
  const CellColors& colors() const noexcept { return colors_; }
  const tetris_ai::Player& player() const noexcept { return player_; }
  // The weights the AI plays with, as JSON (kept with the game's records).
  std::string ai_weights_json() const;
  // Changes the AI of the running game (evaluator, weights, lookahead, think time of
  // `settings`); what the old AI was doing is dropped. Throws std::invalid_argument and keeps
  // the old AI when they are bad.
  void set_ai_settings(const Settings& settings);
  // The player's key handling from now on, brought into the offered ranges (clamped()).
  void set_handling(const Handling& handling);
  // Replaces the board (a puzzle, a dig; its cells are shown as garbage) and lets the current
  // piece enter afresh. Throws std::invalid_argument for a board of another size.
  void set_board(const tetris::Board& board, double now_ms);
  // The garbage rows the game began with (dig's cheese): each row's hole column, the topmost
  // first. Empty for a game that began on an empty board.
  const std::vector<std::uint8_t>& start_garbage() const noexcept { return start_garbage_; }

  // --- The clock and the player's keys -------------------------------------------------------
  bool waiting() const noexcept { return waiting_; }
  bool paused() const noexcept { return paused_; }
  // The run is over: topped out, or its mode's goal reached (finished()).
  bool over() const noexcept { return game_.game_over() || finished_; }
  bool finished() const noexcept { return finished_; }
  // A game made with wait_for_start begins: the pieces fall from now, or the countdown starts.
  void start(double now_ms);
  // The countdown runs: the game has started and its pieces fall when it ends (no key counts).
  bool counting_down() const noexcept { return counting_; }

  // --- The mode ---------------------------------------------------------------------------------
  // The run as it stands at now_ms (its end once over).
  RunResult result(double now_ms) const noexcept;
  // Sprint: lines still to clear; marathon: lines to the end of level 15; dig: cheese rows left;
  // 0 in the other modes.
  std::int64_t left() const noexcept;
  // Ultra: the time still to play at now_ms; 0 in the other modes.
  double time_left_ms(double now_ms) const noexcept;
  // A key pressed at now_ms (the first one starts a waiting game). Left, right and soft drop
  // repeat while held; the others act once a press. False when ignored: the AI plays, paused,
  // over, or the half turn while the handling leaves it off.
  bool press(tetris::Input key, double now_ms);
  void release(tetris::Input key, double now_ms);
  // Keys released elsewhere (the window lost the focus) stop repeating.
  void release_all() noexcept;
  // Everything due by now_ms: repeats, gravity, lock delay, the AI's keys.
  void advance(double now_ms);
  void set_paused(bool paused, double now_ms);
  // Time played so far: pauses, waiting and the time after the game ended left out.
  double active_ms(double now_ms) const noexcept;

  // --- The AI ---------------------------------------------------------------------------------
  // Hands the game to the AI or takes it back, mid-piece included: the piece stays where it is,
  // and whatever the AI was deciding or walking is dropped.
  void set_ai(bool on, double now_ms);
  bool ai() const noexcept { return ai_; }
  // The pace: a speed step (SPEED_PIECES_PER_SECOND, then SPEED_FLAT_OUT), or any pieces per
  // second (0: flat out). It applies from the next piece.
  void set_speed(int step);
  int speed() const noexcept { return speed_; }
  void set_pieces_per_second(double pieces_per_second);
  double pieces_per_second() const noexcept { return pieces_per_second_; }
  // The hint: the AI's choice for each piece a person plays, asked for as a decision.
  void set_hint_shown(bool on);
  bool hint_shown() const noexcept { return hint_shown_; }
  const std::optional<Hint>& hint() const noexcept { return hint_; }

  // What the session wants decided now (a move or a batch for the AI, or the hint), if anything
  // that is not already being decided; the front end runs decide() on it anywhere.
  std::optional<DecisionRequest> decision_request();
  // Applies an answer; false (nothing changed) when its token no longer matches.
  bool take_decision(Decision decision, double now_ms);
  // Whether an answer is awaited for the game as it is now.
  bool deciding() const noexcept;

  // Decides and locks the current piece at once, on this thread (tests, the page's same-seed
  // check, the terminal without a terminal); false when the game is over.
  bool play_ai();
  void play_ai_until(std::int64_t pieces);

  // --- Versus ---------------------------------------------------------------------------------
  // Every lock goes to `exchange` as player `side` (0 or 1), which may raise garbage under the
  // stack; the AI counts the garbage waiting. The exchange must outlive the session.
  void attach_garbage(tetris::GarbageExchange* exchange, int side) noexcept;

  // --- What the front end shows ----------------------------------------------------------------
  // The pieces locked since the last call.
  std::vector<Sample> take_samples();
  Picture picture() const;
  // What happened since the front end last drained it (events.hpp): pop() each frame.
  EventRing& events() noexcept { return events_; }
  const EventRing& events() const noexcept { return events_; }

 private:
  struct Walk {
    tetris_ai::Choice choice;
    std::vector<tetris::Input> keys;
    std::size_t next = 0;
    double start_at = 0;
    double period = 0;
  };

  void sync(double now) noexcept;
  void begin(double t);
  void step(double now);
  void finish(double t) noexcept;  // the mode's goal is reached at t
  double deadline() const noexcept;
  int garbage_rows() const noexcept;  // rows holding cheese
  void shift_times(double by) noexcept;
  void invalidate() noexcept;   // the AI's answers asked for until now no longer apply
  void forget_hint() noexcept;  // nor does the hint
  bool resting() const noexcept;
  double fall_interval() const noexcept;
  // The game changes only through these, which keep the lock delay, the colours and the
  // samples in step.
  bool apply(tetris::Input in, double t, bool by_ai);
  bool fall_row(double t);
  bool play_piece(const PlacedPiece& piece, double t, bool by_ai);
  bool aim(tetris::Input in, double t, bool by_ai);  // classic
  void note_key(tetris::Input in, bool by_ai) noexcept;
  void note_lock(bool by_ai, const std::optional<tetris::LockAttack>& versus) noexcept;
  void after_lock(const tetris::Placement& at, std::int64_t lines_before, double t, bool by_ai);
  void new_piece(double t);
  void after_move(bool was_resting, double t);
  void after_fall(double t);
  bool note_lowest() noexcept;
  void shift_by(int cells, double t);
  void run_clock(double now);
  void run_ai(double now);
  void begin_walk(const tetris_ai::Choice& choice, double now);
  std::vector<tetris::Input> aim_path(const tetris::Placement& target) const;
  tetris::Placement aim_drop() const noexcept;

  Settings settings_;
  tetris::Game game_;
  tetris_ai::Player player_;
  CellColors colors_;
  KeyRepeat keys_;
  std::vector<Sample> samples_;
  EventRing events_;
  tetris::AttackState chain_;  // solo: what each lock would send, for the callouts
  tetris::GarbageExchange* exchange_ = nullptr;
  int side_ = 0;

  bool clock_started_ = false;  // the first time seen is the origin of the times set before it
  double now_ = 0;              // the last time seen
  bool waiting_ = false;
  bool paused_ = false;
  double paused_at_ = 0;
  double active_ms_ = 0;      // played before running_since_
  double running_since_ = 0;  // while running
  double ended_at_ = -1;      // the game ended then (>= 0)
  bool counting_ = false;     // the countdown runs until countdown_end_
  double countdown_end_ = 0;
  double started_at_ = -1;  // the pieces began to fall then (>= 0)
  bool finished_ = false;
  std::int64_t keys_pressed_ = 0;
  bool helped_ = false;  // the AI or its hint took part, or the board was replaced

  // The falling piece: gravity, soft drop and the lock delay.
  bool soft_held_ = false;
  double fall_due_ = 0;
  std::optional<double> lock_at_;
  int lowest_row_ = 0;
  int resets_ = 0;
  bool landed_ = false;
  tetris::Placement aim_{};  // classic: the piece being aimed

  // The AI.
  bool ai_ = false;
  int speed_ = DEFAULT_SPEED;
  double pieces_per_second_ = speed_pieces_per_second(DEFAULT_SPEED);
  std::uint64_t generation_ = 0;  // the token of the game as it is now
  std::uint64_t pending_ = 0;     // the token of the move or batch being decided
  std::uint64_t hint_pending_ = 0;
  std::optional<Walk> walk_;
  double last_due_end_ = 0;  // when the last walked piece was due to lock
  bool hint_shown_ = false;
  std::optional<Hint> hint_;
  std::uint64_t hint_key_ = 0;  // the token of the piece a hint is for
  std::uint64_t hint_for_ = 0;
  std::vector<std::uint8_t> start_garbage_;  // dig's cheese, topmost row first
};

}  // namespace gameai::tetris_play

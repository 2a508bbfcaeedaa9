#pragma once
// One game of Tetris under a rule set: the object the AI controllers, the command line, the
// desktop app and the game-records store all drive.
//
// A game is fully determined by its GameConfig (rules, size, randomizer, seed, scoring) and
// the sequence of placements played, so a stored game replays exactly; history() keeps, per
// locked piece, the placement, its spin, the lines it cleared and the board hash after it.
// Pieces come from the randomizer in order into the preview queue; the current piece is the
// head of the queue.
//
// Two ways to move a piece, which may be mixed at any moment (the desktop app hands the game
// to the AI and back):
//  - play(): lock the current piece at a placement the rule set's movegen allows. Under
//    guideline, a placement of the held piece (or of the next piece while the hold is empty)
//    holds first, so placements alone replay games that used hold.
//  - input() and gravity_tick(): step-by-step control of the falling piece under standard
//    and guideline (classic has no falling piece). Soft drop moves one row; under standard
//    a soft drop or gravity tick that cannot move locks the piece, under guideline only a
//    hard drop or a gravity tick on a resting piece locks it (lock delay is the front end's).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "tetris/board.hpp"
#include "tetris/input.hpp"
#include "tetris/movegen.hpp"
#include "tetris/placement.hpp"
#include "tetris/randomizer.hpp"
#include "tetris/rules.hpp"
#include "tetris/scoring.hpp"
#include "tetris/spin.hpp"

namespace gameai::tetris {

struct GameConfig {
  RuleSet rules = RuleSet::Classic;
  int width = Board::DEFAULT_WIDTH;
  int height = Board::DEFAULT_HEIGHT;
  RandomizerKind randomizer = RandomizerKind::Uniform;
  std::uint64_t seed = 0;
  ScoringKind scoring = ScoringKind::Guideline;
  // Keep one StepRecord per locked piece (turn off for the fastest headless simulation).
  bool record_history = true;

  // The usual pairing: guideline with bag7, the others with uniform pieces.
  static GameConfig for_rules(RuleSet rules, std::uint64_t seed = 0) noexcept {
    GameConfig c;
    c.rules = rules;
    c.seed = seed;
    c.randomizer = rules == RuleSet::Guideline ? RandomizerKind::Bag7 : RandomizerKind::Uniform;
    return c;
  }
};

// One locked piece, as much as a record needs to replay it exactly, board and score: where it
// locked and as what spin, whether the hold key was used first, and the rows of soft and hard
// drop it was moved (each books points under guideline scoring); then what it did.
struct StepRecord {
  Placement placement;
  Spin spin = Spin::None;
  bool held = false;
  int soft_rows = 0;
  int hard_rows = 0;
  int lines = 0;
  std::int64_t points = 0;       // for the lock itself, drop points not included
  std::uint64_t board_hash = 0;  // Board::hash() after the lock and its clears
};

// The most drop rows one recorded step may book (a piece turned and dropped again and again
// could book more; no real game does).
inline constexpr int MAX_DROP_ROWS = 65535;

struct PlayResult {
  bool ok = false;  // false: the placement was illegal and nothing changed
  int lines = 0;
  Spin spin = Spin::None;
  bool perfect_clear = false;
  std::int64_t points = 0;
};

// 20G: twenty rows a frame at 60 frames a second, the fastest gravity the guideline knows.
inline constexpr double TWENTY_G_MS = 1000.0 / 60.0 / 20.0;

// The guideline's gravity table: (0.8 - (L-1) x 0.007)^(L-1) seconds a row at level L, the level
// taken in 1..GUIDELINE_MAX_LEVEL and the time never below TWENTY_G_MS (levels 19 and 20).
double guideline_gravity_ms(int level) noexcept;

class Game {
 public:
  static constexpr int MAX_PREVIEW = 5;

  // Throws std::invalid_argument for a board size outside 4..16 x 4..40.
  explicit Game(const GameConfig& config);
  // Copies carry the whole game state (each copy gets its own move generator).
  Game(const Game& other);
  Game& operator=(const Game& other);
  Game(Game&&) noexcept = default;
  Game& operator=(Game&&) noexcept = default;
  ~Game() = default;

  // Replaces the board (a puzzle position, a test setup) and lets the current piece enter it
  // afresh; throws std::invalid_argument when the size differs from the configured one.
  void set_board(const Board& board);

  const GameConfig& config() const noexcept { return config_; }
  RuleSet rules() const noexcept { return config_.rules; }
  const Board& board() const noexcept { return board_; }
  Piece current() const noexcept { return current_; }
  // The next pieces, nearest first (1 under classic and standard, 5 under guideline).
  std::span<const Piece> preview() const noexcept {
    return {queue_.data(), static_cast<std::size_t>(preview_length(config_.rules))};
  }
  // The pieces that can come after the preview, as a player who counts the pieces knows them:
  // under the 7-bag with the whole queue shown, the rest of the bag (all seven when the last
  // preview ends a bag), in no particular order; empty when any piece can come (uniform
  // pieces) or the count is not visible.
  std::vector<Piece> unseen_bag() const;
  std::optional<Piece> hold() const noexcept { return hold_; }
  bool can_hold() const noexcept { return has_hold(config_.rules) && hold_allowed_; }
  // The falling piece under standard and guideline; nullopt under classic or once over.
  std::optional<Placement> falling() const noexcept {
    if (over_ || !has_falling_piece(config_.rules)) return std::nullopt;
    return falling_;
  }

  // Where the falling piece would land with a hard drop (the "ghost" a front end draws).
  std::optional<Placement> ghost() const noexcept;

  bool game_over() const noexcept { return over_; }
  std::int64_t score() const noexcept { return scorer_.score(); }
  std::int64_t lines() const noexcept { return scorer_.lines(); }
  int level() const noexcept { return scorer_.level(); }
  std::int64_t pieces() const noexcept { return pieces_; }
  const Scorer& scorer() const noexcept { return scorer_; }
  const std::vector<StepRecord>& history() const noexcept { return history_; }
  // Drops the steps kept so far (a front end that has taken them keeps the game small).
  void forget_history() noexcept { history_.clear(); }
  // What the last lock did (lines, spin, perfect clear, points), kept with or without history.
  const PlayResult& last_lock() const noexcept { return last_lock_; }

  // The legal moves of the current piece from where it is now (classic: all drops;
  // standard and guideline: from the falling piece's position).
  const MoveGenerator& moves();

  // Locks the current piece (or, under guideline, the held/next piece after a hold) at `p`,
  // as the plain lock or, for a T under guideline, with `spin` if the move list offers it.
  PlayResult play(const Placement& p, Spin spin) noexcept;
  // As above, taking the best spin the move list offers for these cells.
  PlayResult play(const Placement& p) noexcept;

  // Plays a recorded step exactly: the hold key first if step.held, then the placement as
  // step.spin, booking step.soft_rows and step.hard_rows of drop points. The placement must be
  // reachable by some key sequence from where the piece enters (under standard this includes
  // the tucks a person can make, beyond Fahey's turn-shift-drop moves). Fails (ok = false,
  // nothing changed) when it is not, or when the drop rows are out of range.
  PlayResult replay(const StepRecord& step) noexcept;

  // Versus: `rows` garbage rows rise under the stack with the hole in column `hole`, between
  // two pieces (the falling piece, which has not moved yet, enters again above the new
  // stack). The game is over when the stack is pushed out of the stored rows or the piece
  // cannot enter. Garbage is not part of the game's history.
  void add_garbage(int rows, int hole) noexcept;

  // Step-by-step control; returns whether the input changed anything.
  bool input(Input in) noexcept;
  // One row of gravity: moves the falling piece down, or locks it when it rests.
  bool gravity_tick() noexcept;
  // Milliseconds per row of gravity at the current level: guideline (0.8 - (L-1) x 0.007)^(L-1)
  // seconds, never faster than 20G (1/1200 s a row), which levels 19 and 20 reach; standard Fahey's
  // 50 x (11 - L) ms (L capped at 10); seed000 scoring its own interval.
  double gravity_ms() const noexcept;

 private:
  PlayResult play_impl(const Placement& p, std::optional<Spin> spin) noexcept;
  // The piece state play_impl and replay restore when a move turns out illegal.
  struct Saved;
  Saved save() const noexcept;
  void restore(const Saved& saved) noexcept;
  PlayResult lock(const Placement& p, Spin spin, bool held) noexcept;
  void next_piece() noexcept;
  void enter_piece() noexcept;
  bool do_hold() noexcept;
  std::optional<std::size_t> find_move(const Placement& p, std::optional<Spin> spin) noexcept;

  GameConfig config_;
  Board board_;
  Randomizer randomizer_;
  Scorer scorer_;
  Piece current_ = Piece::I;
  std::array<Piece, MAX_PREVIEW> queue_{};
  std::optional<Piece> hold_;
  bool hold_allowed_ = true;
  bool held_this_piece_ = false;
  Placement falling_{};
  bool last_rotation_ = false;
  int last_kick_ = 0;
  bool over_ = false;
  // Drop rows booked on the current piece so far (recorded with its lock).
  int soft_rows_ = 0;
  int hard_rows_ = 0;
  PlayResult last_lock_;
  std::int64_t pieces_ = 0;
  std::vector<StepRecord> history_;
  std::unique_ptr<MoveGenerator> generator_;
  // What generator_ last generated for: moves() reuses it while the position is the same (a
  // player asks for the moves, then play() checks the move against them).
  struct MovesKey {
    Board board;
    Piece current = Piece::I;
    Placement falling{};
    bool over = false;
    bool valid = false;
  };
  MovesKey moves_key_;
};

}  // namespace gameai::tetris

#pragma once
// A versus match as both front ends play it: game after game of tetris_play::Versus as
// tetris_play::Match deals them (each on its own seed from the match's, first to `first_to`
// games), the finished game left on the boards for VERSUS_NEXT_GAME_MS before the next is dealt,
// a side's forfeit (an external bot that failed) deciding the match at once, and each board's
// locks tallied as a run file keeps them: its steps, the garbage that rose under it after each,
// and the attack it sent. A front end drives it with its clock, the person's keys and the AI's
// decisions, draws the boards from game(), and stores or shows each lock from take_locks().

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "tetris/game.hpp"
#include "tetris/input.hpp"
#include "tetris_play/match.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_play/versus.hpp"

namespace gameai::tetris_play {

// How long a finished game stays on the boards before the next one is dealt by itself.
inline constexpr double VERSUS_NEXT_GAME_MS = 1500;

// One locked piece as a run file keeps it (records' TetrisRunStep): the step, its board hash cut
// to the low 32 bits, and the score after it.
struct VersusStep {
  tetris::StepRecord record;
  std::int64_t score_after = 0;
};

// Garbage that rose under a board after its `after`th step: each row's hole, topmost first.
struct VersusGarbage {
  std::int64_t after = 0;
  std::vector<int> holes;
};

// One board of one game, tallied lock by lock.
struct VersusBoard {
  std::vector<VersusStep> steps;
  std::vector<VersusGarbage> garbage;
  std::int64_t sent = 0;  // attack lines sent
};

// A game that ended, as it ended: its sides, its boards, who won it.
struct VersusGameEnd {
  int game = 1;  // its number in the match, from 1
  int winner = -1;
  int forfeited = -1;  // the side that forfeited, or -1 (a top-out ended it)
  std::array<tetris::GameConfig, 2> configs;
  std::array<Settings, 2> sides;
  std::array<VersusBoard, 2> boards;
};

struct VersusMatchSettings {
  // Each side's AI, think time and (side 0, when a person plays it) key handling; Versus sets
  // the rules and the seed.
  std::array<Settings, 2> sides;
  std::array<int, 2> speeds{DEFAULT_SPEED, DEFAULT_SPEED};  // each AI side's pace
  bool person = true;                                       // side 0 is a person's
  int first_to = 1;
  std::uint64_t seed = 1;
  // Between two AIs the next game is always dealt by itself. After a game a person played it is
  // too (the page), unless the person is to ask for it (the desktop: next_game() on a key).
  bool person_asks_next = false;
};

class VersusMatch {
 public:
  // Throws std::invalid_argument for a bad first_to or a bad AI of either side.
  explicit VersusMatch(const VersusMatchSettings& settings);
  VersusMatch(const VersusMatch&) = delete;
  VersusMatch& operator=(const VersusMatch&) = delete;

  const VersusMatchSettings& settings() const noexcept { return settings_; }
  Versus& game() noexcept { return *game_; }
  const Versus& game() const noexcept { return *game_; }
  // The score, the game's number and seed, the match's winner.
  const Match& match() const noexcept { return match_; }
  // Games dealt so far (from 1): a front end sees a new game by its number changing.
  int dealt() const noexcept { return dealt_; }
  // This game's boards so far.
  const VersusBoard& board(int side) const noexcept {
    return boards_[static_cast<std::size_t>(side & 1)];
  }
  // The last game that ended (the one on the boards once it is over, else the one before it).
  const std::optional<VersusGameEnd>& last_end() const noexcept { return last_end_; }
  // When the game on the boards ended (counted in the match), or nullopt while it goes on.
  std::optional<double> ended_at() const noexcept { return ended_at_; }
  // When the next game is dealt by itself, or nullopt (the game goes on, the match is decided,
  // or the person is to ask for it).
  std::optional<double> next_game_at() const noexcept;

  // The sides of the games dealt from now on (the game being played keeps its own).
  void set_side(int side, const Settings& settings) {
    settings_.sides[static_cast<std::size_t>(side & 1)] = settings;
  }
  // The pace of `side`'s AI, now and in the games to come.
  void set_speed(int side, int speed);

  // The clock: the next game when it is due, both boards, the locks tallied, a game's end
  // counted in the match.
  void advance(double now_ms);
  // The person's keys (side 0), as Versus::press and release, the locks tallied.
  bool press(tetris::Input key, double now_ms);
  void release(tetris::Input key, double now_ms);
  void set_paused(bool paused, double now_ms) { game_->set_paused(paused, now_ms); }
  // An AI's decision (Versus::take_decision), the locks tallied. False when it was dropped.
  bool take_decision(int side, Decision decision, double now_ms);
  // `side` gives the match up: the game and the match go to the other side at once. False once
  // the game is over.
  bool forfeit(int side, double now_ms);
  // The next game now, once a game is over and the match is not. False otherwise.
  bool next_game(double now_ms);

  // The locks of `side` tallied since the last call, for a front end that stores or shows each
  // (the records store, the attack's words); a new game drops those not taken.
  std::vector<Sample> take_locks(int side);

 private:
  void deal();
  void tally(double now_ms);

  VersusMatchSettings settings_;
  Match match_;
  std::unique_ptr<Versus> game_;
  int dealt_ = 0;
  std::array<VersusBoard, 2> boards_;
  std::array<std::vector<Sample>, 2> locks_;
  std::optional<double> ended_at_;
  std::optional<VersusGameEnd> last_end_;
};

}  // namespace gameai::tetris_play

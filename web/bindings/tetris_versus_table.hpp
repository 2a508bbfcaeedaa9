#pragma once
// A versus match as the web page plays it: you (the left board, by keys) against the AI (the
// right board), or an AI against another, on tetris_play::VersusMatch (game after game, first to
// `first_to` games, each game on its own seed from the match's, the next one dealt
// tetris_play::VERSUS_NEXT_GAME_MS after the last ended, each board tallied). The AI's decisions
// are asked of the AI's own Web Worker (remote, tetris_remote_ai.hpp) or made inline between the
// clock's ticks. Kept free of embind so that the native tests drive the very same code as the page.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game_files/tetris_replay_file.hpp"
#include "tetris_play/match.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_play/versus.hpp"
#include "tetris_play/versus_match.hpp"
#include "tetris_remote_ai.hpp"

namespace gameai::web {

// An AI side of a match: who plays it, how long it thinks over each piece and its pace.
struct VersusAi {
  std::string ai;  // an AI by name (empty: the guideline rules' default), or "linear"
  int think_ms = 20;
  int speed = tetris_play::DEFAULT_SPEED;
  std::string weights;  // the linear AI's weights (a weights file's JSON)
};

// What the page chooses for a match.
struct VersusSettings {
  // The left board's AI in a match of two AIs (which starts at once), or none: the left board
  // is yours, and each game waits for your first key.
  std::optional<VersusAi> left;
  std::string ai;       // the opponent, an AI by name (empty: the guideline rules' default)
  std::string weights;  // the opponent's weights when it is "linear"
  int think_ms = 20;    // the opponent's time per piece (the bot's search)
  int speed = tetris_play::DEFAULT_SPEED;  // the opponent's pace, a speed step
  std::uint64_t seed = 1;                  // the match's seed (Match::game_seed)
  int first_to = 3;                        // games to win the match
};

inline constexpr int VERSUS_MAX_THINK_MS = 1000;

// The reason `s` cannot make a match, or "" when it can (checked before anything that could
// throw is built: the module is compiled without exception catching).
std::string versus_settings_error(const VersusSettings& s);

class VersusTable {
 public:
  // `s` must pass versus_settings_error.
  explicit VersusTable(const VersusSettings& s);

  const VersusSettings& settings() const { return settings_; }
  tetris_play::Versus& game() { return match_->game(); }
  const tetris_play::Versus& game() const { return match_->game(); }
  // The score, the game being played, each game's seed, the match's winner.
  const tetris_play::Match& match() const { return match_->match(); }
  int game_index() const { return match().game_number() - 1; }  // from 0
  // Games won by you (0) and by the AI (1).
  const std::array<int, 2>& score() const { return match().score(); }
  // Attack lines each side has sent in this game.
  std::array<std::int64_t, 2> sent() const {
    return {match_->board(0).sent, match_->board(1).sent};
  }
  // -1 while the match goes on, else the side that won it.
  int match_winner() const { return match().winner(); }
  // A finished game shown until the next is dealt at next_game_at().
  bool between_games() const { return match().between_games(); }
  double next_game_at() const { return match_->next_game_at().value_or(0); }

  // A key by name (left, right, soft, hard, cw, ccw, hold); the first starts a game.
  void press(const std::string& key, double now_ms);
  void release(const std::string& key, double now_ms);
  void set_paused(bool paused, double now_ms);
  // The pace of side 1 (the right board) or, in a match of two AIs, of side 0.
  void set_speed(int speed, int side = 1);
  // Everything due by now_ms: both boards' clocks, the AI's decisions (decided here, or asked
  // of the AI worker when remote), the next game.
  void advance(double now_ms);

  // Remote: the AI's decisions are not made here but go out as requests for the AI worker
  // (tetris_remote_ai.hpp), whose answers come back through take_answer; off, they are decided
  // inline in advance().
  void set_remote(bool remote);
  bool remote() const { return remote_; }
  // The requests made since the last call, for the AI worker.
  std::vector<std::string> take_requests();
  // An answer of the AI worker: its decision handed to its side (which drops one for a game that
  // moved on); a copy that did not match its board has that side's decision made here instead.
  void take_answer(const std::string& text, double now_ms);
  // Whether side i waits for the AI worker's answer.
  bool thinking(int side) const {
    return outstanding_[static_cast<std::size_t>(side & 1)].has_value();
  }
  // Answers that found the AI worker's copy of the board out of step (then decided here).
  int mismatches() const { return mismatches_; }

  // The last game finished, both boards, as a versus file (game_files/tetris_replay_file.hpp): the
  // one on the boards once it is over, else the one before it; "" before any. `unix_ms`: when it
  // was played.
  std::string game_file(std::int64_t unix_ms) const;

 private:
  // A new game was dealt: the AI worker's copies start again.
  void dealt();

  VersusSettings settings_;
  std::unique_ptr<tetris_play::VersusMatch> match_;
  bool remote_ = false;
  int serial_ = 0;                           // the game dealt, for the AI worker's copies
  std::array<std::size_t, 2> told_steps_{};  // steps of this game the AI worker has
  std::array<std::optional<tetris_play::DecisionRequest>, 2> outstanding_;
  std::vector<std::string> requests_;
  int mismatches_ = 0;
};

}  // namespace gameai::web

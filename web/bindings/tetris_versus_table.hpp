#pragma once
// A versus match as the web page plays it: you (the left board, by keys) against the AI (the
// right board) on tetris_play::Versus, game after game as tetris_play::Match deals them (first to
// `first_to` games, each game on its own seed from the match's). The AI's decisions run inline: the
// module lives in a Web Worker, off the page's thread. Kept free of embind so that the native tests
// drive the very same code as the page.

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "tetris_play/match.hpp"
#include "tetris_play/timing.hpp"
#include "tetris_play/versus.hpp"

namespace gameai::web {

// What the page chooses for a match.
struct VersusSettings {
  std::string ai;     // the opponent, an AI by name (empty: the guideline rules' default)
  int think_ms = 20;  // the opponent's time per piece (the bot's search)
  int speed = tetris_play::DEFAULT_SPEED;  // the opponent's pace, a speed step
  std::uint64_t seed = 1;                  // the match's seed (Match::game_seed)
  int first_to = 3;                        // games to win the match
};

inline constexpr int VERSUS_MAX_THINK_MS = 1000;
// How long a finished game stays on the boards before the next one is dealt.
inline constexpr double VERSUS_NEXT_GAME_MS = 1500;

// The reason `s` cannot make a match, or "" when it can (checked before anything that could
// throw is built: the module is compiled without exception catching).
std::string versus_settings_error(const VersusSettings& s);

class VersusTable {
 public:
  // `s` must pass versus_settings_error.
  explicit VersusTable(const VersusSettings& s);

  const VersusSettings& settings() const { return settings_; }
  tetris_play::Versus& game() { return *game_; }
  const tetris_play::Versus& game() const { return *game_; }
  // The score, the game being played, each game's seed, the match's winner.
  const tetris_play::Match& match() const { return match_; }
  int game_index() const { return match_.game_number() - 1; }  // from 0
  // Games won by you (0) and by the AI (1).
  const std::array<int, 2>& score() const { return match_.score(); }
  // Attack lines each side has sent in this game.
  const std::array<std::int64_t, 2>& sent() const { return sent_; }
  // -1 while the match goes on, else the side that won it.
  int match_winner() const { return match_.winner(); }
  // A finished game shown until the next is dealt at next_game_at().
  bool between_games() const { return match_.between_games(); }
  double next_game_at() const { return next_game_at_; }

  // A key by name (left, right, soft, hard, cw, ccw, hold); the first starts a game.
  void press(const std::string& key, double now_ms);
  void release(const std::string& key, double now_ms);
  void set_paused(bool paused, double now_ms);
  void set_speed(int speed);
  // Everything due by now_ms: both boards' clocks, the AI's decision, the next game.
  void advance(double now_ms);

 private:
  void deal();
  void tally(double now_ms);

  VersusSettings settings_;
  tetris_play::Match match_;
  std::unique_ptr<tetris_play::Versus> game_;
  std::array<std::int64_t, 2> sent_{};
  double next_game_at_ = 0;
};

}  // namespace gameai::web

#pragma once
// A game of Tetris played by a controller, one piece at a time: what `gameai tetris play`
// runs by the million and `watch` animates.
//
// Everything random in a game comes from (seed, index): the piece sequence and the
// controller's coin flips each get their own stream, so game 17 of seed 1 is the same game
// whichever thread plays it and however many games run beside it.

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include "tetris/game.hpp"
#include "tetris/randomizer.hpp"
#include "tetris/rules.hpp"
#include "tetris/scoring.hpp"
#include "tetris_ai/controller.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tetris_ai {

struct GameConfig {
  tetris::RuleSet rules = tetris::RuleSet::Classic;
  int width = tetris::Board::DEFAULT_WIDTH;
  int height = tetris::Board::DEFAULT_HEIGHT;
  std::uint64_t max_pieces = 0;  // 0: play until the game is lost
};

// The seed of the compact player's coin flips in game `index` of `seed` (the pieces come from
// tetris::game_piece_seed(seed, index)): a front end that plays game `index` itself decides as
// the simulator does.
std::uint64_t game_tie_seed(std::uint64_t seed, std::uint64_t index) noexcept;

class AutoGame {
 public:
  // The longest preview queue a game keeps (beam depth is limited to this + 1).
  static constexpr int MAX_PREVIEW = 31;

  // Throws PlayerError for settings the rules do not take. The pieces come from
  // tetris::game_piece_seed(seed, index), so tetris::Game with GameConfig::for_rules(rules,
  // that seed) deals the same pieces and replays the game.
  AutoGame(const PlayerSettings& settings, const GameConfig& config, std::uint64_t seed,
           std::uint64_t index);

  // True once the current piece had no legal placement, its spawn was blocked, or the piece
  // limit was reached.
  bool over() const noexcept { return over_; }
  // True when the game ended by the piece limit rather than by losing.
  bool reached_limit() const noexcept { return reached_limit_; }

  // Plays the current piece and deals the next; nullopt (and over()) when the game has ended.
  std::optional<Decision> step();

  const ColumnBoard& board() const noexcept { return board_; }
  // The last placement as a record keeps it (tetris::Game::replay plays it back): placement,
  // spin, whether it held first, lines and the fingerprint of the board after it. No drop
  // points: the simulator places pieces directly.
  tetris::StepRecord last_step() const noexcept;
  tetris::Piece current() const noexcept { return guideline_ ? guideline_->current() : queue_[0]; }
  // The pieces after the current one, nearest first.
  std::span<const tetris::Piece> preview() const noexcept {
    if (guideline_) return guideline_->preview();
    return {queue_.data() + 1, static_cast<std::size_t>(preview_length_)};
  }
  // Rows removed by the last placement, and which (bit y = row y before the removal).
  int last_clear() const noexcept { return std::popcount(last_cleared_rows_); }
  std::uint64_t last_cleared_rows() const noexcept { return last_cleared_rows_; }

  std::uint64_t lines() const noexcept { return lines_; }
  std::uint64_t pieces() const noexcept { return pieces_; }
  std::int64_t score() const noexcept { return guideline_ ? guideline_->score() : scorer_.score(); }
  const GameConfig& config() const noexcept { return config_; }

 private:
  std::optional<Decision> step_guideline();

  Player player_;
  GameConfig config_;
  // Under guideline the rules library plays the game (hold, spins, lock out, scoring).
  std::unique_ptr<tetris::Game> guideline_;
  tetris::Randomizer randomizer_;
  tetris::Scorer scorer_;
  ColumnBoard board_;
  std::array<tetris::Piece, MAX_PREVIEW + 1> queue_{};
  int preview_length_ = 1;
  std::uint64_t lines_ = 0;
  std::uint64_t pieces_ = 0;
  std::uint64_t last_cleared_rows_ = 0;
  tetris::Placement last_placement_{};
  tetris::Spin last_spin_ = tetris::Spin::None;
  bool last_held_ = false;
  bool over_ = false;
  bool reached_limit_ = false;
};

}  // namespace gameai::tetris_ai

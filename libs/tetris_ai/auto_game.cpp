#include "tetris_ai/auto_game.hpp"

#include <algorithm>

#include "common/rng.hpp"

namespace gameai::tetris_ai {
namespace {

// The research game deals pieces independently; the guideline deals 7-bags.
tetris::RandomizerKind randomizer_for(tetris::RuleSet rules) noexcept {
  return rules == tetris::RuleSet::Guideline ? tetris::RandomizerKind::Bag7
                                             : tetris::RandomizerKind::Uniform;
}

// Seed 000's table (0, 1, 3, 7, 10) for the drop games; guideline points for the guideline.
tetris::ScoringKind scoring_for(tetris::RuleSet rules) noexcept {
  return rules == tetris::RuleSet::Guideline ? tetris::ScoringKind::Guideline
                                             : tetris::ScoringKind::Seed000;
}

}  // namespace

// Game `index`'s stream gives the piece seed first (tetris::game_piece_seed), then the seed of
// the compact player's coin flips.
std::uint64_t game_tie_seed(std::uint64_t seed, std::uint64_t index) noexcept {
  common::Rng stream = common::Rng::for_stream(seed, index);
  stream.next();
  return stream.next();
}

AutoGame::AutoGame(const PlayerSettings& settings, const GameConfig& config, std::uint64_t seed,
                   std::uint64_t index)
    : player_(settings, config.rules, game_tie_seed(seed, index)),
      config_(config),
      randomizer_(randomizer_for(config.rules), tetris::game_piece_seed(seed, index)),
      scorer_(scoring_for(config.rules)),
      board_(config.width, config.height) {
  preview_length_ = std::clamp(
      std::max(player_.preview_used(), tetris::preview_length(config.rules)), 1, MAX_PREVIEW);
  for (int i = 0; i <= preview_length_; ++i) {
    queue_[static_cast<std::size_t>(i)] = randomizer_.next();
  }
  if (config.rules == tetris::RuleSet::Guideline) {
    tetris::GameConfig gc = tetris::GameConfig::for_rules(tetris::RuleSet::Guideline,
                                                          tetris::game_piece_seed(seed, index));
    gc.width = config.width;
    gc.height = config.height;
    gc.record_history = false;
    guideline_ = std::make_unique<tetris::Game>(gc);
    over_ = guideline_->game_over();
  }
}

tetris::StepRecord AutoGame::last_step() const noexcept {
  tetris::StepRecord step;
  step.placement = last_placement_;
  step.spin = last_spin_;
  step.held = last_held_;
  step.lines = last_clear();
  step.board_hash = board_.hash();
  return step;
}

std::optional<Decision> AutoGame::step_guideline() {
  const std::optional<Choice> choice =
      player_.is_bot() ? player_.choose(*guideline_)
                       : player_.choose_move(guideline_->board(), guideline_->moves(), false);
  if (!choice) {
    over_ = true;
    return std::nullopt;
  }
  const std::optional<Decision> d = Decision{choice->placement, choice->score, choice->features};
  const tetris::Board before = guideline_->board();
  if (choice->hold) guideline_->input(tetris::Input::Hold);
  const tetris::PlayResult r = guideline_->play(choice->placement, choice->spin);
  if (!r.ok) {
    over_ = true;
    return std::nullopt;
  }
  // The rows the placement cleared, for displays that keep their own copy of the board.
  tetris::Board placed = before;
  placed.place(d->placement);
  last_cleared_rows_ = 0;
  for (int y = 0; y < placed.height(); ++y) {
    if (placed.row(y) == placed.full_row()) last_cleared_rows_ |= std::uint64_t{1} << y;
  }
  lines_ += static_cast<std::uint64_t>(r.lines);
  ++pieces_;
  last_placement_ = choice->placement;
  last_spin_ = r.spin;
  last_held_ = choice->hold;
  board_ = ColumnBoard(guideline_->board());
  if (guideline_->game_over()) over_ = true;
  return d;
}

std::optional<Decision> AutoGame::step() {
  if (over_) return std::nullopt;
  if (config_.max_pieces != 0 && pieces_ >= config_.max_pieces) {
    over_ = true;
    reached_limit_ = true;
    return std::nullopt;
  }
  if (guideline_) return step_guideline();
  const std::optional<Decision> d = player_.decide(board_, current(), preview());
  if (!d) {
    over_ = true;
    return std::nullopt;
  }
  const tetris::Placement& p = d->placement;
  last_placement_ = p;
  board_.add(column_shape(p.piece, p.rotation), p.column, p.row);
  const std::uint64_t full = board_.full_rows() & board_.row_mask();
  last_cleared_rows_ = full;
  if (full != 0) board_.remove_rows(full);
  lines_ += static_cast<std::uint64_t>(last_clear());
  ++pieces_;
  tetris::ClearEvent event;
  event.lines = last_clear();
  scorer_.lock(event);
  std::copy(queue_.begin() + 1, queue_.begin() + preview_length_ + 1, queue_.begin());
  queue_[static_cast<std::size_t>(preview_length_)] = randomizer_.next();
  // Under the standard rules the game also ends when the next piece cannot spawn.
  if (config_.rules == tetris::RuleSet::Standard && !standard_entry(board_, current()).open) {
    over_ = true;
  }
  return d;
}

}  // namespace gameai::tetris_ai

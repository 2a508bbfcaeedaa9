#include "tetris_ai/auto_game.hpp"

#include <algorithm>

#include "common/rng.hpp"

namespace gameai::tetris_ai {
namespace {

PlacementRules placement_rules(tetris::RuleSet rules) noexcept {
  return rules == tetris::RuleSet::Standard ? PlacementRules::Standard : PlacementRules::Classic;
}

SearchOptions with_rules(SearchOptions search, tetris::RuleSet rules) noexcept {
  search.rules = placement_rules(rules);
  return search;
}

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

struct GameSeeds {
  std::uint64_t pieces;
  std::uint64_t ties;
};

GameSeeds game_seeds(std::uint64_t seed, std::uint64_t index) noexcept {
  common::Rng stream = common::Rng::for_stream(seed, index);
  const std::uint64_t pieces = stream.next();
  return {pieces, stream.next()};
}

}  // namespace

std::uint64_t AutoGame::piece_seed(std::uint64_t seed, std::uint64_t index) noexcept {
  return game_seeds(seed, index).pieces;
}

bool controller_supports(tetris::RuleSet rules, const SearchOptions& search) noexcept {
  return rules != tetris::RuleSet::Guideline || (search.lookahead == 0 && search.beam_width == 0);
}

AutoGame::AutoGame(const Evaluator& evaluator, const SearchOptions& search,
                   const GameConfig& config, std::uint64_t seed, std::uint64_t index)
    : controller_(evaluator, with_rules(search, config.rules), game_seeds(seed, index).ties),
      config_(config),
      randomizer_(randomizer_for(config.rules), game_seeds(seed, index).pieces),
      scorer_(scoring_for(config.rules)),
      board_(config.width, config.height) {
  preview_length_ = std::clamp(
      std::max(controller_.preview_used(), tetris::preview_length(config.rules)), 1, MAX_PREVIEW);
  for (int i = 0; i <= preview_length_; ++i) {
    queue_[static_cast<std::size_t>(i)] = randomizer_.next();
  }
  if (config.rules == tetris::RuleSet::Guideline) {
    tetris::GameConfig gc =
        tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, piece_seed(seed, index));
    gc.width = config.width;
    gc.height = config.height;
    gc.record_history = false;
    guideline_ = std::make_unique<tetris::Game>(gc);
    over_ = guideline_->game_over();
  }
}

std::optional<Decision> AutoGame::step_guideline() {
  const tetris::MoveGenerator& moves = guideline_->moves();
  std::array<tetris::Placement, 256> candidates{};
  std::size_t n = 0;
  for (const tetris::Move& m : moves) {
    // Hold is not used: only placements of the current piece are considered.
    if (m.placement.piece != guideline_->current() || n == candidates.size()) continue;
    candidates[n++] = m.placement;
  }
  const std::optional<Decision> d = controller_.choose(board_, {candidates.data(), n});
  if (!d) {
    over_ = true;
    return std::nullopt;
  }
  const tetris::Board before = guideline_->board();
  const tetris::PlayResult r = guideline_->play(d->placement);
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
  const std::optional<Decision> d = controller_.decide(board_, current(), preview());
  if (!d) {
    over_ = true;
    return std::nullopt;
  }
  const tetris::Placement& p = d->placement;
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

#include "tetris/game.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "tetris/drops.hpp"
#include "tetris/kicks.hpp"

namespace gameai::tetris {

namespace {

Placement shifted(const Placement& p, int dx, int dy) noexcept {
  return Placement{p.piece, p.rotation, static_cast<std::int8_t>(p.column + dx),
                   static_cast<std::int8_t>(p.row + dy)};
}

int spin_rank(Spin s) noexcept {
  return static_cast<int>(s);
}

}  // namespace

Game::Game(const GameConfig& config)
    : config_(config),
      board_(config.width, config.height),
      randomizer_(config.randomizer, config.seed),
      scorer_(config.scoring),
      generator_(std::make_unique<MoveGenerator>()) {
  current_ = randomizer_.next();
  for (auto& p : queue_) p = randomizer_.next();
  enter_piece();
}

Game::Game(const Game& other)
    : config_(other.config_),
      board_(other.board_),
      randomizer_(other.randomizer_),
      scorer_(other.scorer_),
      current_(other.current_),
      queue_(other.queue_),
      hold_(other.hold_),
      hold_allowed_(other.hold_allowed_),
      held_this_piece_(other.held_this_piece_),
      falling_(other.falling_),
      last_rotation_(other.last_rotation_),
      last_kick_(other.last_kick_),
      over_(other.over_),
      soft_rows_(other.soft_rows_),
      hard_rows_(other.hard_rows_),
      last_lock_(other.last_lock_),
      pieces_(other.pieces_),
      history_(other.history_),
      generator_(std::make_unique<MoveGenerator>()) {}

Game& Game::operator=(const Game& other) {
  if (this != &other) {
    Game copy(other);
    *this = std::move(copy);
  }
  return *this;
}

void Game::set_board(const Board& board) {
  if (board.width() != board_.width() || board.height() != board_.height()) {
    throw std::invalid_argument("set_board: the board must keep the game's size");
  }
  board_ = board;
  over_ = false;
  enter_piece();
}

void Game::enter_piece() noexcept {
  last_rotation_ = false;
  last_kick_ = 0;
  if (config_.rules == RuleSet::Classic) {
    DropList drops;
    generate_drops(board_, current_, drops);
    over_ = drops.empty();
    return;
  }
  const auto entry = entry_placement(config_.rules, current_, board_);
  if (!entry) {
    over_ = true;
    return;
  }
  falling_ = *entry;
}

std::vector<Piece> Game::unseen_bag() const {
  if (randomizer_.kind() != RandomizerKind::Bag7 ||
      preview_length(config_.rules) != static_cast<int>(queue_.size())) {
    return {};
  }
  const auto left = randomizer_.bag_left();
  if (left.empty()) return {ALL_PIECES.begin(), ALL_PIECES.end()};
  std::vector<Piece> pieces(left.begin(), left.end());
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

void Game::next_piece() noexcept {
  current_ = queue_[0];
  for (std::size_t i = 1; i < queue_.size(); ++i) queue_[i - 1] = queue_[i];
  queue_.back() = randomizer_.next();
  hold_allowed_ = true;
  held_this_piece_ = false;
  enter_piece();
}

bool Game::do_hold() noexcept {
  if (over_ || !can_hold()) return false;
  if (hold_) {
    std::swap(current_, *hold_);
  } else {
    hold_ = current_;
    current_ = queue_[0];
    for (std::size_t i = 1; i < queue_.size(); ++i) queue_[i - 1] = queue_[i];
    queue_.back() = randomizer_.next();
  }
  hold_allowed_ = false;
  held_this_piece_ = true;
  enter_piece();
  return true;
}

const MoveGenerator& Game::moves() {
  const MovesKey& k = moves_key_;
  if (k.valid && k.over == over_ && k.current == current_ && k.falling == falling_ &&
      k.board == board_) {
    return *generator_;
  }
  if (over_) {
    generator_->clear();
  } else if (config_.rules == RuleSet::Classic) {
    generator_->generate(config_.rules, board_, current_);
  } else {
    generator_->generate_from(config_.rules, board_, falling_);
  }
  moves_key_ = MovesKey{board_, current_, falling_, over_, true};
  return *generator_;
}

std::optional<std::size_t> Game::find_move(const Placement& p, std::optional<Spin> spin) noexcept {
  const MoveGenerator& list = moves();
  const Placement want = canonical(p);
  std::optional<std::size_t> best;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move& m = list[i];
    if (m.placement != want) continue;
    if (spin) {
      if (m.spin == *spin) return i;
    } else if (!best || spin_rank(m.spin) > spin_rank(list[*best].spin)) {
      best = i;
    }
  }
  return best;
}

PlayResult Game::play(const Placement& p) noexcept {
  return play_impl(p, std::nullopt);
}

PlayResult Game::play(const Placement& p, Spin spin) noexcept {
  return play_impl(p, spin);
}

struct Game::Saved {
  Piece current;
  std::array<Piece, MAX_PREVIEW> queue;
  std::optional<Piece> hold;
  bool hold_allowed;
  bool held_this_piece;
  Placement falling;
  bool last_rotation;
  int last_kick;
  Randomizer randomizer;
};

Game::Saved Game::save() const noexcept {
  return Saved{current_, queue_,         hold_,      hold_allowed_, held_this_piece_,
               falling_, last_rotation_, last_kick_, randomizer_};
}

void Game::restore(const Saved& saved) noexcept {
  current_ = saved.current;
  queue_ = saved.queue;
  hold_ = saved.hold;
  hold_allowed_ = saved.hold_allowed;
  held_this_piece_ = saved.held_this_piece;
  falling_ = saved.falling;
  last_rotation_ = saved.last_rotation;
  last_kick_ = saved.last_kick;
  randomizer_ = saved.randomizer;
  over_ = false;
}

PlayResult Game::play_impl(const Placement& p, std::optional<Spin> spin) noexcept {
  if (over_) return {};
  if (config_.rules == RuleSet::Classic) {
    const Shape& s = p.cells_shape();
    if (p.piece != current_ || p.column < 0 || p.column + s.width > board_.width() ||
        p.row != board_.drop_row(s, p.column) || p.row + s.height > board_.height()) {
      return {};
    }
    return lock(p, Spin::None, false);
  }
  // Guideline: a placement of another piece asks for a hold first; undone if it fails.
  const Saved saved = save();
  if (p.piece != current_) {
    if (!do_hold() || over_ || p.piece != current_) {
      restore(saved);
      return {};
    }
  }
  const auto index = find_move(p, spin);
  if (!index) {
    restore(saved);
    return {};
  }
  const Move& m = (*generator_)[*index];
  return lock(m.placement, m.spin, held_this_piece_);
}

PlayResult Game::replay(const StepRecord& step) noexcept {
  if (over_ || step.soft_rows < 0 || step.hard_rows < 0 || step.soft_rows > MAX_DROP_ROWS ||
      step.hard_rows > MAX_DROP_ROWS) {
    return {};
  }
  if (config_.rules == RuleSet::Classic) {
    if (step.held || step.spin != Spin::None) return {};
    const PlayResult r = play_impl(step.placement, Spin::None);
    return r;
  }
  const Saved saved = save();
  if (step.held && (!do_hold() || over_)) {
    restore(saved);
    return {};
  }
  if (step.placement.piece != current_) {
    restore(saved);
    return {};
  }
  std::optional<std::size_t> index = find_move(step.placement, step.spin);
  if (!index && config_.rules == RuleSet::Standard) {
    // A person can tuck and slide under the standard rules; Fahey's moves cannot.
    moves_key_.valid = false;  // the generator is about to hold other moves
    generator_->reachable(config_.rules, board_, falling_);
    const Placement want = canonical(step.placement);
    for (std::size_t i = 0; i < generator_->size() && !index; ++i) {
      if ((*generator_)[i].placement == want) index = i;
    }
  }
  if (!index) {
    restore(saved);
    return {};
  }
  const Move& m = (*generator_)[*index];
  scorer_.soft_drop(step.soft_rows);
  scorer_.hard_drop(step.hard_rows);
  soft_rows_ = step.soft_rows;
  hard_rows_ = step.hard_rows;
  return lock(m.placement, m.spin, held_this_piece_);
}

PlayResult Game::lock(const Placement& p, Spin spin, bool held) noexcept {
  const bool lock_out = locks_out(config_.rules, board_, p);
  if (config_.rules != RuleSet::Guideline) spin = Spin::None;
  const LineClear clear = board_.apply(p);
  const ClearEvent event = lock_event(clear.count, spin, board_.empty());
  PlayResult result;
  result.ok = true;
  result.lines = clear.count;
  result.spin = spin;
  result.perfect_clear = event.perfect_clear;
  result.points = scorer_.lock(event);
  last_lock_ = result;
  ++pieces_;
  if (config_.record_history) {
    history_.push_back(StepRecord{canonical(p), spin, held, soft_rows_, hard_rows_, clear.count,
                                  result.points, board_.hash()});
  }
  soft_rows_ = 0;
  hard_rows_ = 0;
  if (lock_out) {
    over_ = true;
  } else {
    next_piece();
  }
  return result;
}

void Game::add_garbage(int rows, int hole) noexcept {
  if (over_ || rows <= 0) return;
  if (!board_.add_garbage(rows, hole)) {
    over_ = true;
    return;
  }
  enter_piece();
}

bool Game::input(Input in) noexcept {
  if (over_ || !has_falling_piece(config_.rules)) return false;
  const RuleSet rules = config_.rules;
  switch (in) {
    case Input::Left:
    case Input::Right: {
      const Placement next = shifted(falling_, in == Input::Left ? -1 : 1, 0);
      if (!piece_fits(rules, board_, next)) return false;
      falling_ = next;
      last_rotation_ = false;
      return true;
    }
    case Input::RotateCw:
    case Input::RotateCcw: {
      const auto turned = rotate(rules, board_, falling_, in == Input::RotateCw);
      if (!turned) return false;
      falling_ = turned->placement;
      last_rotation_ = true;
      last_kick_ = turned->kick;
      return true;
    }
    case Input::SoftDrop: {
      const Placement down = shifted(falling_, 0, -1);
      if (board_.fits(down)) {
        falling_ = down;
        last_rotation_ = false;
        scorer_.soft_drop(1);
        ++soft_rows_;
        return true;
      }
      if (rules != RuleSet::Standard) return false;
      lock(falling_, Spin::None, held_this_piece_);
      return true;
    }
    case Input::HardDrop: {
      int rows = 0;
      while (board_.fits(shifted(falling_, 0, -1))) {
        falling_.row = static_cast<std::int8_t>(falling_.row - 1);
        ++rows;
      }
      if (rows > 0) last_rotation_ = false;
      scorer_.hard_drop(rows);
      hard_rows_ += rows;
      lock(falling_, detect_spin(board_, falling_, last_rotation_, last_kick_), held_this_piece_);
      return true;
    }
    case Input::Hold:
      return do_hold();
    case Input::Rotate180: {
      const auto turned = rotate_180(rules, board_, falling_);
      if (!turned) return false;
      falling_ = turned->placement;
      last_rotation_ = true;
      // The SRS+ half-turn tests are no "TST" kick: a T-spin after one is judged by its corners.
      last_kick_ = 0;
      return true;
    }
  }
  return false;
}

std::optional<Placement> Game::ghost() const noexcept {
  if (over_ || !has_falling_piece(config_.rules)) return std::nullopt;
  Placement p = falling_;
  while (board_.fits(shifted(p, 0, -1))) p.row = static_cast<std::int8_t>(p.row - 1);
  return p;
}

bool Game::gravity_tick() noexcept {
  if (over_ || !has_falling_piece(config_.rules)) return false;
  const Placement down = shifted(falling_, 0, -1);
  if (board_.fits(down)) {
    falling_ = down;
    last_rotation_ = false;
    return true;
  }
  lock(falling_, detect_spin(board_, falling_, last_rotation_, last_kick_), held_this_piece_);
  return true;
}

double guideline_gravity_ms(int level) noexcept {
  const int l = level < 1 ? 1 : (level < GUIDELINE_MAX_LEVEL ? level : GUIDELINE_MAX_LEVEL);
  const double ms = 1000.0 * std::pow(0.8 - (l - 1) * 0.007, l - 1);
  return ms > TWENTY_G_MS ? ms : TWENTY_G_MS;
}

double Game::gravity_ms() const noexcept {
  if (config_.scoring == ScoringKind::Seed000) return scorer_.seed000_interval_ms();
  const int level = scorer_.level();
  if (config_.rules == RuleSet::Guideline) return guideline_gravity_ms(level);
  const int l = level < 10 ? level : 10;
  return 50.0 * (11 - l);
}

}  // namespace gameai::tetris

#include "tetris_play/session.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "tetris/attack.hpp"

namespace gameai::tetris_play {

using tetris::Input;
using tetris::Placement;
using tetris::RuleSet;

namespace {

// Tokens are unique across every session of the program, so an answer to a game that was
// replaced by a new one can never match the new game's token.
std::uint64_t next_token() noexcept {
  static std::atomic<std::uint64_t> counter{0};
  return ++counter;
}

tetris::GameConfig config_of(const Settings& s) {
  tetris::GameConfig c = tetris::GameConfig::for_rules(s.rules, s.seed);
  c.width = s.width;
  c.height = s.height;
  c.scoring = s.scoring;
  c.record_history = s.record_history;
  return c;
}

tetris_ai::Player player_of(const tetris_ai::PlayerSettings& ai, const Settings& s) {
  try {
    return tetris_ai::Player(ai, s.rules, s.ai_seed.value_or(s.seed));
  } catch (const tetris_ai::PlayerError& e) {
    throw std::invalid_argument(e.what());
  }
}

// Events a single advance() may process at the most: far more than any real frame holds (a
// 20G piece falls 40 rows), a bound that keeps a stalled clock from spinning.
constexpr int MAX_EVENTS_PER_ADVANCE = 100000;

}  // namespace

Session::Session(const Settings& settings) : Session(settings, player_settings(settings)) {}

Session::Session(const Settings& settings, const tetris_ai::PlayerSettings& ai)
    : settings_(normalised(settings)),
      game_(config_of(settings)),
      player_(player_of(ai, settings)),
      colors_(settings.width),
      keys_(settings.handling.das_ms, settings.handling.arr_ms) {
  settings_.evaluator = ai.ai;
  waiting_ = settings.wait_for_start || settings.countdown_ms > 0;
  generation_ = next_token();
  if (settings.mode == Mode::Dig) {
    // The cheese, at most half the board high, under the field the first piece enters.
    tetris::GarbageHoles holes = tetris::cheese_holes(settings.width, settings.seed);
    const int rows = std::min(DIG_ROWS, settings.height / 2);
    for (int i = 0; i < rows; ++i) {
      const int hole = holes.next();
      game_.add_garbage(1, hole);
      start_garbage_.push_back(static_cast<std::uint8_t>(hole));
    }
    colors_.raise(rows, game_.board());
  }
  new_piece(0);
}

std::string Session::ai_weights_json() const {
  return player_.weights_json().dump();
}

void Session::set_ai_settings(const Settings& settings) {
  Settings next = settings_;
  next.evaluator = settings.evaluator;
  next.weights_json = settings.weights_json;
  next.lookahead = settings.lookahead;
  next.think_ms = settings.think_ms;
  next = normalised(next);
  player_ = player_of(player_settings(next), next);
  settings_ = next;
  invalidate();
  walk_.reset();
  forget_hint();
}

void Session::set_handling(const Handling& handling) {
  settings_.handling = clamped(handling);
  keys_.set_timing(settings_.handling.das_ms, settings_.handling.arr_ms);
}

void Session::set_board(const tetris::Board& board, double now) {
  sync(now);
  helped_ = true;
  game_.set_board(board);
  colors_ = CellColors(game_.config().width);
  colors_.raise(0, game_.board());
  new_piece(now);
}

// --- Time -------------------------------------------------------------------------------------

// The times set before the first call that passed one (the first piece's gravity) count from
// that call.
void Session::sync(double now) noexcept {
  now_ = std::max(now_, now);
  if (clock_started_) return;
  clock_started_ = true;
  shift_times(now);
  running_since_ = now;
  paused_at_ = now;
  if (waiting_ && !settings_.wait_for_start) start(now);  // the countdown starts with the clock
}

void Session::shift_times(double by) noexcept {
  fall_due_ += by;
  if (lock_at_) *lock_at_ += by;
  if (walk_) walk_->start_at += by;
  last_due_end_ += by;
  if (counting_) countdown_end_ += by;
}

void Session::start(double now) {
  sync(now);
  if (!waiting_ || counting_) return;
  if (settings_.countdown_ms > 0 && started_at_ < 0) {
    counting_ = true;
    countdown_end_ = now + settings_.countdown_ms;
    return;
  }
  begin(now);
}

// The pieces start falling at t.
void Session::begin(double t) {
  counting_ = false;
  waiting_ = false;
  started_at_ = t;
  running_since_ = t;
  fall_due_ = t + fall_interval();
  last_due_end_ = t;
  if (lock_at_) lock_at_ = t + LOCK_DELAY_MS;
}

// Ultra: the time on the session's clock at which its two minutes of play are over.
double Session::deadline() const noexcept {
  if (settings_.mode != Mode::Ultra || waiting_ || paused_)
    return std::numeric_limits<double>::infinity();
  return running_since_ + ULTRA_MS - active_ms_;
}

void Session::finish(double t) noexcept {
  if (!finished_) events_.push({.kind = EventKind::Finished});
  finished_ = true;
  if (ended_at_ < 0) ended_at_ = t;
  invalidate();
  forget_hint();
  walk_.reset();
  release_all();
  lock_at_.reset();
}

void Session::set_paused(bool paused, double now) {
  sync(now);
  if (paused == paused_ || (paused && over())) return;
  if (paused) {
    advance(now);
    paused_ = true;
    paused_at_ = now;
    if (!waiting_) active_ms_ += now - running_since_;
    release_all();
    invalidate();  // what is being decided is asked again afterwards
  } else {
    paused_ = false;
    shift_times(now - paused_at_);
    running_since_ = now;
  }
}

double Session::active_ms(double now) const noexcept {
  double total = active_ms_;
  if (clock_started_ && !paused_ && !waiting_) {
    const double end = ended_at_ >= 0 ? ended_at_ : now;
    total += std::max(0.0, end - running_since_);
  }
  return total;
}

void Session::invalidate() noexcept {
  generation_ = next_token();
}

void Session::forget_hint() noexcept {
  hint_key_ = next_token();
  hint_.reset();
}

bool Session::resting() const noexcept {
  const auto f = game_.falling();
  if (!f) return false;
  Placement below = *f;
  below.row = static_cast<std::int8_t>(below.row - 1);
  return below.row < 0 || !game_.board().fits(below);
}

// Milliseconds a row: gravity, or soft drop's share of it while the key is held.
double Session::fall_interval() const noexcept {
  const double gravity = std::max(game_.gravity_ms(), tetris::TWENTY_G_MS);
  if (!soft_held_) return gravity;
  const int factor = settings_.handling.soft_drop_factor;
  return factor <= SOFT_DROP_INSTANT ? 0.0 : gravity / factor;
}

// --- Keys -------------------------------------------------------------------------------------

bool Session::press(Input key, double now) {
  if (key == Input::Rotate180 && !settings_.handling.rotate_180) return false;  // not offered
  sync(now);
  if (over() || ai_ || paused_) return false;
  if (waiting_) start(now);
  advance(now);
  if (over() || waiting_) return false;  // the countdown runs
  ++keys_pressed_;
  switch (key) {
    case Input::Left:
    case Input::Right:
      shift_by(keys_.press(key == Input::Left ? Shift::Left : Shift::Right, now), now);
      break;
    case Input::SoftDrop:
      if (!tetris::has_falling_piece(game_.rules())) break;
      soft_held_ = true;
      apply(Input::SoftDrop, now, false);
      fall_due_ = now + fall_interval();
      run_clock(now);
      break;
    default:
      apply(key, now, false);
      break;
  }
  return true;
}

void Session::release(Input key, double now) {
  sync(now);
  advance(now);
  if (key == Input::Left) keys_.release(Shift::Left, now);
  if (key == Input::Right) keys_.release(Shift::Right, now);
  if (key == Input::SoftDrop && soft_held_) {
    soft_held_ = false;
    if (!resting()) fall_due_ = now + fall_interval();
  }
}

void Session::release_all() noexcept {
  keys_.release_all();
  soft_held_ = false;
}

void Session::shift_by(int cells, double t) {
  const Input in = cells < 0 ? Input::Left : Input::Right;
  for (int i = 0; i < std::min(std::abs(cells), game_.config().width); ++i)
    if (!apply(in, t, false)) break;
}

void Session::advance(double now) {
  sync(now);
  if (paused_ || over()) return;
  if (counting_) {
    if (now < countdown_end_) return;
    begin(countdown_end_);
  }
  if (waiting_) return;
  const double end = deadline();
  step(std::min(now, end));
  if (!over() && now >= end) finish(end);
}

// What falls due by `now` while the game runs.
void Session::step(double now) {
  if (ai_) {
    run_ai(now);
    return;
  }
  run_clock(now);
  const int shift = keys_.poll(now);
  if (shift != 0 && !over()) {
    shift_by(shift, now);
    run_clock(now);
  }
}

// Gravity, soft drop and the lock delay, each at the time it fell due, up to `now`.
void Session::run_clock(double now) {
  if (!tetris::has_falling_piece(game_.rules())) return;
  const bool guideline = game_.rules() == RuleSet::Guideline;
  for (int events = 0; events < MAX_EVENTS_PER_ADVANCE && !over(); ++events) {
    if (guideline && resting()) {
      if (!lock_at_) lock_at_ = now;
      if (*lock_at_ > now) return;
      fall_row(*lock_at_);  // a gravity row on a resting piece locks it
      continue;
    }
    if (fall_due_ > now) return;
    const double t = fall_due_;
    fall_due_ = t + fall_interval();
    if (soft_held_ && !resting())
      apply(Input::SoftDrop, t, false);
    else
      fall_row(t);
  }
}

// --- The game changes only here ---------------------------------------------------------------

bool Session::apply(Input in, double t, bool by_ai) {
  if (!tetris::has_falling_piece(game_.rules())) return aim(in, t, by_ai);
  const std::int64_t pieces = game_.pieces();
  const std::int64_t lines = game_.lines();
  const bool was_resting = resting();
  const std::optional<Placement> at = in == Input::HardDrop ? game_.ghost() : game_.falling();
  if (!game_.input(in)) return false;
  if (in != Input::SoftDrop) note_key(in, by_ai);
  if (game_.pieces() != pieces && at) {
    after_lock(*at, lines, t, by_ai);
  } else if (in == Input::Hold) {
    new_piece(t);
  } else if (in == Input::SoftDrop) {
    after_fall(t);
  } else {
    after_move(was_resting, t);
  }
  return true;
}

// A key that changed the game: its event (soft drop has none; a lock's comes with the lock).
void Session::note_key(Input in, bool by_ai) noexcept {
  Event e;
  e.by_ai = by_ai;
  switch (in) {
    case Input::Left:
    case Input::Right:
      e.kind = EventKind::Move;
      break;
    case Input::Hold:
      e.kind = EventKind::Hold;
      break;
    case Input::HardDrop:
      e.kind = EventKind::HardDrop;
      break;
    case Input::SoftDrop:
      return;
    default:
      e.kind = EventKind::Rotate;
      break;
  }
  events_.push(e);
}

// The lock just made: what it cleared, as which spin, and the attack it sent (versus: the
// exchange's figures) or would send (solo: counted on the session's own chain).
void Session::note_lock(bool by_ai, const std::optional<tetris::LockAttack>& versus) noexcept {
  const tetris::PlayResult& lock = game_.last_lock();
  Event e;
  e.kind = EventKind::Lock;
  e.by_ai = by_ai;
  e.lines = lock.lines;
  e.spin = lock.spin;
  e.perfect_clear = lock.perfect_clear;
  if (versus) {
    e.back_to_back = versus->back_to_back;
    e.combo = versus->combo;
    e.attack = versus->sent;
  } else {
    const bool chain_before = chain_.back_to_back;
    e.attack = tetris::attack({lock.lines, lock.spin, lock.perfect_clear}, chain_);
    e.back_to_back = lock.lines > 0 && chain_before && chain_.back_to_back;
    e.combo = chain_.combo;
  }
  events_.push(e);
}

bool Session::fall_row(double t) {
  const std::int64_t pieces = game_.pieces();
  const std::int64_t lines = game_.lines();
  const std::optional<Placement> at = game_.falling();
  if (!game_.gravity_tick()) return false;
  if (game_.pieces() != pieces && at)
    after_lock(*at, lines, t, false);
  else
    after_fall(t);
  return true;
}

bool Session::play_piece(const PlacedPiece& piece, double t, bool by_ai) {
  const std::int64_t lines = game_.lines();
  if (piece.hold && !game_.input(Input::Hold)) return false;
  if (piece.hold) note_key(Input::Hold, by_ai);
  if (!game_.play(piece.placement, piece.spin).ok) {
    if (piece.hold) new_piece(t);
    return false;
  }
  after_lock(piece.placement, lines, t, by_ai);
  return true;
}

void Session::after_lock(const Placement& at, std::int64_t lines_before, double t, bool by_ai) {
  const int lines = static_cast<int>(game_.lines() - lines_before);
  colors_.lock(at, lines, game_.board());
  Sample sample;
  sample.by_ai = by_ai;
  if (by_ai) helped_ = true;
  if (settings_.record_history && !game_.history().empty()) {
    sample.step = game_.history().back();
  } else {
    sample.step.placement = tetris::canonical(at);
    sample.step.lines = lines;
  }
  if (exchange_) {
    sample.attack = exchange_->after_lock(side_, game_);
    if (sample.attack->rose > 0) {
      colors_.raise(sample.attack->rose, game_.board());
      // The risen rows are the lowest ones (garbage rises only after a lock that cleared
      // nothing); each has one hole.
      const tetris::Board& board = game_.board();
      for (int y = std::min(sample.attack->rose, board.height()) - 1; y >= 0; --y) {
        int hole = 0;
        while (hole < board.width() - 1 && board.filled(hole, y)) ++hole;
        sample.garbage_holes.push_back(static_cast<std::uint8_t>(hole));
      }
    }
  }
  note_lock(by_ai, sample.attack);
  sample.pieces = game_.pieces();
  sample.height = game_.board().max_height();
  sample.lines = game_.lines();
  sample.score = game_.score();
  samples_.push_back(sample);
  switch (settings_.mode) {
    case Mode::Sprint:
      finished_ = game_.lines() >= SPRINT_LINES;
      break;
    case Mode::Marathon:
      finished_ = game_.lines() >= MARATHON_LINES;
      break;
    case Mode::Dig:
      finished_ = garbage_rows() == 0;
      break;
    default:
      break;
  }
  if (finished_) {
    ended_at_ = t;
    release_all();
    events_.push({.kind = EventKind::Finished});
  }
  new_piece(t);
}

int Session::garbage_rows() const noexcept {
  int rows = 0;
  for (int y = 0; y < tetris::Board::STORED_ROWS; ++y) {
    for (int x = 0; x < colors_.width(); ++x) {
      if (colors_.at(x, y) == GARBAGE_KIND) {
        ++rows;
        break;
      }
    }
  }
  return rows;
}

RunResult Session::result(double now) const noexcept {
  RunResult r;
  r.mode = settings_.mode;
  r.rules = game_.rules();
  r.end = finished_ ? RunEnd::Finished : game_.game_over() ? RunEnd::ToppedOut : RunEnd::Playing;
  r.time_ms = active_ms(now);
  r.pieces = game_.pieces();
  r.keys = keys_pressed_;
  r.lines = game_.lines();
  r.score = game_.score();
  r.level = game_.level();
  // The line that ends a marathon raises the level past its last; the run played 15.
  if (settings_.mode == Mode::Marathon)
    r.level = std::min(r.level, static_cast<int>(MARATHON_LINES / 10));
  r.garbage_left = settings_.mode == Mode::Dig ? garbage_rows() : 0;
  const bool goal = settings_.mode == Mode::Marathon ? r.end != RunEnd::Playing : finished_;
  r.counts = goal && best_by(settings_.mode) != BestBy::None && !helped_;
  return r;
}

std::int64_t Session::left() const noexcept {
  switch (settings_.mode) {
    case Mode::Sprint:
      return std::max<std::int64_t>(0, SPRINT_LINES - game_.lines());
    case Mode::Marathon:
      return std::max<std::int64_t>(0, MARATHON_LINES - game_.lines());
    case Mode::Dig:
      return garbage_rows();
    default:
      return 0;
  }
}

double Session::time_left_ms(double now) const noexcept {
  if (settings_.mode != Mode::Ultra) return 0;
  return std::max(0.0, ULTRA_MS - active_ms(now));
}

// A new piece entered (after a lock, a hold, or a garbage rise): its gravity, lock delay and
// hint start afresh.
void Session::new_piece(double t) {
  invalidate();
  forget_hint();
  lock_at_.reset();
  resets_ = 0;
  landed_ = false;
  if (game_.game_over() && settings_.mode == Mode::Zen && !finished_) {
    // Zen: the stack that topped out is cleared away; score, lines and level stay.
    game_.set_board(tetris::Board(game_.config().width, game_.config().height));
    colors_ = CellColors(game_.config().width);
  }
  if (over()) {
    if (ended_at_ < 0) {
      ended_at_ = t;
      if (game_.game_over()) events_.push({.kind = EventKind::TopOut});
    }
    return;
  }
  if (!tetris::has_falling_piece(game_.rules())) {
    const tetris::Shape& s = tetris::shape(game_.current(), tetris::Rotation::Spawn);
    aim_ = Placement{game_.current(), tetris::Rotation::Spawn,
                     static_cast<std::int8_t>(tetris::spawn_column(
                         RuleSet::Classic, game_.current(), game_.config().width)),
                     static_cast<std::int8_t>(game_.config().height - s.height)};
    return;
  }
  lowest_row_ = game_.falling()->row;
  fall_due_ = t + fall_interval();
  if (game_.rules() == RuleSet::Guideline && resting()) {
    landed_ = true;
    lock_at_ = t + LOCK_DELAY_MS;
  }
}

bool Session::note_lowest() noexcept {
  const auto f = game_.falling();
  if (!f || f->row >= lowest_row_) return false;
  lowest_row_ = f->row;
  resets_ = 0;
  landed_ = false;
  return true;
}

// A row down (gravity or soft drop): landing starts the lock delay; landing again where the
// piece has been before, with its resets used up, locks it at once.
void Session::after_fall(double t) {
  if (game_.rules() != RuleSet::Guideline) return;
  note_lowest();
  if (!resting()) return;
  if (!landed_) {
    landed_ = true;
    lock_at_ = t + LOCK_DELAY_MS;
  } else {
    lock_at_ = resets_ < MAX_LOCK_RESETS ? t + LOCK_DELAY_MS : t;
  }
}

// A shift or a rotation that moved the piece: after the piece has landed it restarts the lock
// delay, up to MAX_LOCK_RESETS times; a piece stepping off a ledge falls from now.
void Session::after_move(bool was_resting, double t) {
  if (game_.rules() != RuleSet::Guideline) return;
  const bool lower = note_lowest();
  bool extend = false;
  if (landed_ && !lower && resets_ < MAX_LOCK_RESETS) {
    ++resets_;
    extend = true;
  }
  if (resting()) {
    if (!landed_) {
      landed_ = true;
      lock_at_ = t + LOCK_DELAY_MS;
    } else if (extend) {
      lock_at_ = t + LOCK_DELAY_MS;
    } else if (!lock_at_) {
      lock_at_ = t;
    }
  } else {
    lock_at_.reset();
    if (was_resting) fall_due_ = t + fall_interval();
  }
}

// Classic: the piece is aimed above the stack (shifted, turned in place, kept inside the board)
// and dropped straight down.
bool Session::aim(Input in, double t, bool by_ai) {
  if (over()) return false;
  const int width = game_.config().width;
  Placement next = aim_;
  switch (in) {
    case Input::Left:
      next.column = static_cast<std::int8_t>(next.column - 1);
      break;
    case Input::Right:
      next.column = static_cast<std::int8_t>(next.column + 1);
      break;
    case Input::RotateCw:
    case Input::RotateCcw: {
      next.rotation = in == Input::RotateCw ? tetris::rotate_cw(next.rotation)
                                            : tetris::rotate_ccw(next.rotation);
      const int w = next.cells_shape().width;
      next.column = static_cast<std::int8_t>(std::clamp<int>(next.column, 0, width - w));
      break;
    }
    case Input::HardDrop:
      note_key(in, by_ai);
      return play_piece({aim_drop(), tetris::Spin::None, false}, t, by_ai);
    default:
      return false;
  }
  const tetris::Shape& s = next.cells_shape();
  if (next.column < 0 || next.column + s.width > width) return false;
  next.row = static_cast<std::int8_t>(game_.config().height - s.height);
  if (next == aim_) return false;
  aim_ = next;
  note_key(in, by_ai);
  return true;
}

Placement Session::aim_drop() const noexcept {
  Placement p = aim_;
  p.row = static_cast<std::int8_t>(game_.board().drop_row(p.cells_shape(), p.column));
  return p;
}

// The keys that take the aimed piece to `target`: the turns first, then the shifts, then the
// drop.
std::vector<Input> Session::aim_path(const Placement& target) const {
  std::vector<Input> keys;
  const int turns = (tetris::to_int(target.rotation) - tetris::to_int(aim_.rotation) + 4) % 4;
  if (turns == 3)
    keys.push_back(Input::RotateCcw);
  else
    keys.insert(keys.end(), static_cast<std::size_t>(turns), Input::RotateCw);
  int column = aim_.column;
  const int w = target.cells_shape().width;
  column = std::clamp(column, 0, game_.config().width - w);
  for (; column < target.column; ++column) keys.push_back(Input::Right);
  for (; column > target.column; --column) keys.push_back(Input::Left);
  keys.push_back(Input::HardDrop);
  return keys;
}

void Session::attach_garbage(tetris::GarbageExchange* exchange, int side) noexcept {
  exchange_ = exchange;
  if (exchange) helped_ = true;
  side_ = side & 1;
}

std::vector<Sample> Session::take_samples() {
  std::vector<Sample> out;
  out.swap(samples_);
  return out;
}

Picture Session::picture() const {
  Picture s = picture_of(game_, colors_);
  if (!tetris::has_falling_piece(game_.rules()) && !over()) {
    s.active = cells_of(aim_);
    s.active_kind = kind_of(aim_.piece);
    s.ghost = cells_of(aim_drop());
    if (!s.queue.empty()) s.queue.erase(s.queue.begin());  // the current piece is the one aimed
  }
  if (hint_shown_ && !ai_ && hint_) {
    s.hint = cells_of(hint_->target);
    s.hint_plan = plan_cells(game_.board(), hint_->target, hint_->plan);
    s.hint_holds = hint_->hold;
  }
  if (ai_ && walk_) s.ai_target = cells_of(walk_->choice.placement);
  s.ai = ai_;
  s.paused = paused_;
  s.waiting = waiting_;
  s.game_over = game_.game_over();
  s.finished = finished_;
  if (finished_) {  // the run is over: no piece is in play
    s.active.reset();
    s.ghost.reset();
    s.hint.reset();
    s.hint_plan.clear();
    s.ai_target.reset();
  }
  if (counting_)
    s.countdown =
        std::max(1, static_cast<int>(std::ceil((countdown_end_ - now_) / COUNTDOWN_STEP_MS)));
  s.go = settings_.countdown_ms > 0 && started_at_ >= 0 && !over() && !paused_ &&
         now_ - started_at_ < GO_SHOWN_MS;
  if (exchange_) {
    s.garbage_meter = true;
    s.garbage_incoming = exchange_->incoming(side_);
    s.garbage_due = exchange_->due(side_);
  }
  return s;
}

}  // namespace gameai::tetris_play

#include "tetris_table.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <stdexcept>

namespace gameai::web {

using tetris::Input;
using tetris::Placement;

namespace {

// The desktop app's pace (apps/gui/tetris_view.cpp): milliseconds per key of the watchable
// speeds, the guideline lock delay, and how long one flat-out batch may run.
constexpr int KEY_INTERVAL_MS[] = {220, 110, 55, 25, 8};
constexpr int LOCK_DELAY_MS = 500;
constexpr int BATCH_BUDGET_MS = 40;

tetris::GameConfig config_of(const TableSettings& s) {
  const auto rules = tetris::rule_set_from_string(s.rules);
  if (!rules) throw std::invalid_argument("unknown rule set '" + s.rules + "'");
  tetris::GameConfig c = tetris::GameConfig::for_rules(*rules, s.seed);
  c.width = s.width;
  c.height = s.height;
  // The page may play all night: the colours follow each lock as it happens, so no history.
  c.record_history = false;
  return c;
}

// The AI front door's settings for the page's choices; lookahead only where the rules offer it
// (the same mapping as the desktop app's).
tetris_ai::Player player_of(const TableSettings& s, tetris::RuleSet rules) {
  tetris_ai::PlayerSettings p;
  p.ai = s.ai;
  if (tetris_ai::supports_lookahead(rules)) {
    if (s.lookahead >= 2) {
      p.beam_width = 16;
      p.beam_depth = std::min(3, 1 + tetris::preview_length(rules));
    } else {
      p.lookahead = std::max(0, s.lookahead);
    }
  }
  try {
    return tetris_ai::Player(p, rules, s.seed);
  } catch (const tetris_ai::PlayerError& e) {
    throw std::invalid_argument(e.what());
  }
}

// The soft drops right before the final hard drop only walk the piece down a free column, which
// the hard drop does in one key: the path the viewer watches leaves them out.
std::vector<Input> watchable(const tetris::InputPath& path) {
  std::vector<Input> keys(path.begin(), path.end());
  if (keys.empty() || keys.back() != Input::HardDrop) return keys;
  auto last = keys.end() - 1;
  auto first = last;
  while (first != keys.begin() && *(first - 1) == Input::SoftDrop) --first;
  keys.erase(first, last);
  return keys;
}

std::int64_t ms(double t) {
  return static_cast<std::int64_t>(t);
}

double steady_ms() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

TetrisTable::TetrisTable(const TableSettings& settings)
    : settings_(settings),
      game_(config_of(settings)),
      player_(player_of(settings, game_.rules())),
      colors_(settings.width) {}

void TetrisTable::reset_clocks(double now_ms) {
  keys_.releaseAll();
  last_move_at_ = now_ms;
  next_gravity_at_ = now_ms + game_.gravity_ms();
  next_ai_step_at_ = now_ms;
}

bool TetrisTable::input(Input in, double now_ms) {
  const Before before = remember(in == Input::HardDrop ? game_.ghost() : game_.falling());
  const bool moved = game_.input(in);
  if (moved) last_move_at_ = now_ms;
  after(before);
  return moved;
}

void TetrisTable::shift_by(int cells, double now_ms) {
  const Input in = cells < 0 ? Input::Left : Input::Right;
  for (int i = 0; i < std::min(std::abs(cells), settings_.width); ++i)
    if (!input(in, now_ms)) break;
}

void TetrisTable::press(Input key, double now_ms) {
  if (ai_ || paused_ || game_.game_over() || !manual_play_possible()) return;
  using Action = gui::KeyRepeat::Action;
  switch (key) {
    case Input::Left:
    case Input::Right:
      shift_by(keys_.press(key == Input::Left ? Action::Left : Action::Right, ms(now_ms)).shift,
               now_ms);
      return;
    case Input::SoftDrop:
      if (keys_.press(Action::SoftDrop, ms(now_ms)).soft_drop > 0) input(Input::SoftDrop, now_ms);
      return;
    case Input::HardDrop:
      input(key, now_ms);
      next_gravity_at_ = now_ms + game_.gravity_ms();
      return;
    default:
      input(key, now_ms);
  }
}

void TetrisTable::release(Input key, double now_ms) {
  using Action = gui::KeyRepeat::Action;
  if (key == Input::Left) keys_.release(Action::Left, ms(now_ms));
  if (key == Input::Right) keys_.release(Action::Right, ms(now_ms));
  if (key == Input::SoftDrop) keys_.release(Action::SoftDrop, ms(now_ms));
}

void TetrisTable::set_ai(bool on, double now_ms) {
  ai_ = on;
  // Whatever the AI was about to do is dropped; the piece stays where it is.
  path_.clear();
  path_pos_ = 0;
  ai_target_.reset();
  hint_for_piece_ = -1;
  reset_clocks(now_ms);
}

void TetrisTable::set_speed(int speed) {
  speed_ = std::clamp(speed, 0, SPEED_FLAT_OUT);
}

void TetrisTable::set_paused(bool paused, double now_ms) {
  paused_ = paused && !game_.game_over();
  reset_clocks(now_ms);
}

void TetrisTable::advance(double now_ms) {
  if (paused_ || game_.game_over()) return;
  if (ai_)
    ai_frame(now_ms);
  else
    manual_frame(now_ms);
}

bool TetrisTable::resting() const {
  const auto f = game_.falling();
  if (!f) return false;
  Placement below = *f;
  below.row = std::int8_t(below.row - 1);
  return below.row < 0 || !game_.board().fits(below);
}

// Keys, gravity and the guideline's lock delay while a person plays.
void TetrisTable::manual_frame(double now_ms) {
  if (!manual_play_possible()) return;
  const gui::KeyRepeat::Moves due = keys_.poll(ms(now_ms));
  if (due.shift != 0) shift_by(due.shift, now_ms);
  for (int i = 0; i < std::min(due.soft_drop, settings_.height + 4); ++i)
    if (!input(Input::SoftDrop, now_ms)) break;
  if (now_ms < next_gravity_at_) return;
  const bool guideline = game_.rules() == tetris::RuleSet::Guideline;
  if (guideline && resting() && now_ms - last_move_at_ < LOCK_DELAY_MS) return;
  const Before before = remember(game_.falling());
  game_.gravity_tick();
  after(before);
  next_gravity_at_ = now_ms + std::max(1.0, game_.gravity_ms());
}

// The AI's turn: walk the planned path at the chosen speed, or play flat out for a batch.
void TetrisTable::ai_frame(double now_ms) {
  if (speed_ == SPEED_FLAT_OUT) {
    const double start = steady_ms();
    while (steady_ms() - start < BATCH_BUDGET_MS && play_ai()) {
    }
    return;
  }
  if (path_.empty() && !ai_target_) {
    const auto choice = player_.choose(game_);
    if (!choice) return;
    ai_target_ = choice->placement;
    if (manual_play_possible()) path_ = watchable(choice->path);
    path_pos_ = 0;
    next_ai_step_at_ = now_ms + KEY_INTERVAL_MS[std::min(speed_, 4)];
    return;
  }
  if (speed_ == SPEED_PIECE_PER_FRAME) {
    while (path_pos_ < path_.size()) input(path_[path_pos_++], now_ms);
  } else {
    if (now_ms < next_ai_step_at_) return;
    // Soft drops (the way down to a tuck or a spin) go at four times the pace of the other keys.
    const bool drop = path_pos_ < path_.size() && path_[path_pos_] == Input::SoftDrop;
    next_ai_step_at_ = now_ms + (drop ? KEY_INTERVAL_MS[speed_] / 4 : KEY_INTERVAL_MS[speed_]);
    if (path_pos_ < path_.size()) input(path_[path_pos_++], now_ms);
  }
  // Classic: no path to walk, the piece goes to its target after a pause to show it.
  if (path_.empty() && ai_target_) {
    const Before before = remember(ai_target_);
    game_.play(*ai_target_);
    after(before);
  }
  if (path_pos_ >= path_.size()) {
    path_.clear();
    path_pos_ = 0;
    ai_target_.reset();
  }
}

bool TetrisTable::play_ai() {
  const auto choice = player_.choose(game_);
  if (!choice) return false;
  const Before before = remember(choice->placement);
  const bool ok = game_.play(choice->placement, choice->spin).ok;
  after(before);
  return ok;
}

void TetrisTable::play_ai_until(std::int64_t pieces) {
  while (game_.pieces() < pieces && play_ai()) {
  }
}

std::optional<Placement> TetrisTable::hint() {
  if (game_.game_over()) return std::nullopt;
  if (hint_for_piece_ != game_.pieces()) {
    hint_for_piece_ = game_.pieces();
    // The choice is made on a copy: choosing may look at the game's move list, never change it.
    tetris::Game copy = game_;
    const auto choice = player_.choose(copy);
    hint_ = choice ? std::optional<Placement>(choice->placement) : std::nullopt;
  }
  return hint_;
}

TetrisTable::Before TetrisTable::remember(std::optional<Placement> lock_at) const {
  return Before{game_.pieces(), game_.lines(), lock_at};
}

void TetrisTable::after(const Before& before) {
  if (game_.pieces() == before.pieces || !before.lock_at) return;
  colors_.lock(*before.lock_at, int(game_.lines() - before.lines), game_.board());
}

}  // namespace gameai::web

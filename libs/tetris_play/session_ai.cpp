// The AI's side of the session: handing the game over and back, the pace, the hint, and the
// decisions asked for and taken back by token (decision.hpp); the AI's keys go through the same
// Session::apply as a person's.
#include <algorithm>
#include <limits>

#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"

namespace gameai::tetris_play {

using tetris::Input;
using tetris::RuleSet;

void Session::set_ai(bool on, double now) {
  sync(now);
  if (on == ai_) return;
  if (!ai_) advance(now);  // the player's due gravity and locks first
  ai_ = on;
  invalidate();
  forget_hint();
  walk_.reset();
  release_all();
  if (on) {
    helped_ = true;
    if (waiting_) start(now);
    last_due_end_ = now;
    return;
  }
  // The piece stays where the AI left it and falls from now; resting, it locks after the delay.
  fall_due_ = now + fall_interval();
  lock_at_.reset();
  if (game_.rules() == RuleSet::Guideline && resting()) {
    landed_ = true;
    lock_at_ = now + LOCK_DELAY_MS;
  }
}

void Session::set_speed(int step) {
  speed_ = std::clamp(step, 0, SPEED_FLAT_OUT);
  pieces_per_second_ = speed_pieces_per_second(speed_);
}

void Session::set_pieces_per_second(double pps) {
  pieces_per_second_ = std::max(0.0, pps);
  speed_ = -1;
  for (int i = 0; i < SPEED_COUNT; ++i)
    if (speed_pieces_per_second(i) == pieces_per_second_) speed_ = i;
}

void Session::set_hint_shown(bool on) {
  hint_shown_ = on;
  if (on) helped_ = true;
  if (!on) hint_.reset();
}

std::optional<DecisionRequest> Session::decision_request() {
  if (over() || paused_) return std::nullopt;
  if (ai_) {
    if (waiting_ || walk_ || pending_ == generation_) return std::nullopt;
    pending_ = generation_;
    const bool flat_out = pieces_per_second_ <= 0;
    return DecisionRequest{flat_out ? DecisionKind::Batch : DecisionKind::Move,
                           generation_,
                           game_,
                           player_,
                           exchange_ ? exchange_->incoming(side_) : 0,
                           BATCH_BUDGET_MS,
                           exchange_ ? 1 : std::numeric_limits<int>::max()};
  }
  if (!hint_shown_ || hint_for_ == hint_key_ || hint_pending_ == hint_key_) return std::nullopt;
  hint_pending_ = hint_key_;
  return DecisionRequest{DecisionKind::Hint, hint_key_, game_, player_, 0, 0, 1};
}

bool Session::deciding() const noexcept {
  return ai_ ? pending_ == generation_ : hint_pending_ == hint_key_;
}

bool Session::take_decision(Decision d, double now) {
  sync(now);
  if (d.kind == DecisionKind::Hint) {
    if (d.token != hint_key_ || ai_ || !hint_shown_) return false;
    hint_for_ = hint_key_;
    hint_pending_ = 0;
    hint_.reset();
    if (d.choice) {
      Hint h{d.choice->placement, {}, d.choice->hold};
      if (d.choice->plan.size() > 1)
        h.plan.assign(d.choice->plan.begin() + 1, d.choice->plan.end());
      hint_ = std::move(h);
    }
    return true;
  }
  if (!paused_ && !over() && now >= deadline()) finish(deadline());  // ultra's time is up
  if (d.token != generation_ || !ai_ || walk_ || over()) return false;
  pending_ = 0;
  if (d.player) player_ = std::move(*d.player);
  const bool no_move = d.kind == DecisionKind::Move ? !d.choice : d.batch.empty();
  if (no_move) {
    apply(Input::HardDrop, now, true);  // the AI has no move left: the piece goes down as it is
    return true;
  }
  if (d.kind == DecisionKind::Batch) {
    for (const PlacedPiece& p : d.batch)
      if (over() || !play_piece(p, now, true)) break;
    return true;
  }
  begin_walk(*d.choice, now);
  return true;
}

void Session::begin_walk(const tetris_ai::Choice& choice, double now) {
  Walk w;
  w.choice = choice;
  w.keys = tetris::has_falling_piece(game_.rules()) ? watchable_path(choice.path)
                                                    : aim_path(choice.placement);
  w.period = 1000.0 / std::max(pieces_per_second_, 1e-3);
  // The piece's time starts when the last one was due (the pace holds through the AI's
  // thinking), unless the answer came later than a whole piece's time.
  w.start_at = now - last_due_end_ < w.period ? last_due_end_ : now;
  walk_ = std::move(w);
  run_ai(now);
}

// The AI's keys, each at its time: a piece's keys are spread evenly over its time, the last one
// (the hard drop) ending it.
void Session::run_ai(double now) {
  if (!walk_) return;
  const std::int64_t piece = game_.pieces();
  const double n = static_cast<double>(std::max<std::size_t>(1, walk_->keys.size()));
  while (walk_->next < walk_->keys.size() && game_.pieces() == piece && !over()) {
    const double due = walk_->start_at + walk_->period * static_cast<double>(walk_->next + 1) / n;
    if (now < due) return;
    apply(walk_->keys[walk_->next++], due, true);
  }
  const double end = walk_->start_at + walk_->period;
  if (game_.pieces() == piece && !over()) {
    if (now < end) return;
    // The keys did not lock the piece: it goes down where it is when its time is up.
    apply(Input::HardDrop, end, true);
  }
  last_due_end_ = end;
  walk_.reset();
}

bool Session::play_ai() {
  if (over()) return false;
  player_.set_incoming(exchange_ ? exchange_->incoming(side_) : 0);
  const std::optional<tetris_ai::Choice> c = player_.choose(game_);
  if (!c) {
    apply(Input::HardDrop, now_, true);
    return false;
  }
  return play_piece({c->placement, c->spin, c->hold}, now_, true);
}

void Session::play_ai_until(std::int64_t pieces) {
  while (game_.pieces() < pieces && play_ai()) {
  }
}

}  // namespace gameai::tetris_play

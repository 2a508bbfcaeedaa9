#include "tetris_versus_table.hpp"

#include <algorithm>
#include <utility>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_table.hpp"

namespace gameai::web {

namespace {

std::string ai_error(const VersusAi& s) {
  const std::string ai = s.ai.empty() ? tetris_play::default_ai(tetris::RuleSet::Guideline) : s.ai;
  if (std::string error = ai_weights_error(ai, s.weights); !error.empty()) return error;
  if (!tetris_play::ai_plays_rules(ai, tetris::RuleSet::Guideline))
    return "the AI '" + ai + "' does not play the guideline rules of versus";
  if (s.think_ms < 1 || s.think_ms > VERSUS_MAX_THINK_MS)
    return "the think time must be 1 to " + std::to_string(VERSUS_MAX_THINK_MS) + " ms, not " +
           std::to_string(s.think_ms);
  if (s.speed < 0 || s.speed >= tetris_play::SPEED_COUNT)
    return "the speed must be a step from 0 to " + std::to_string(tetris_play::SPEED_COUNT - 1);
  return {};
}

tetris_play::Settings side_settings(const VersusAi& s) {
  tetris_play::Settings out;
  out.evaluator = s.ai;
  if (s.ai == "linear") out.weights_json = s.weights;
  out.think_ms = s.think_ms;
  return out;
}

}  // namespace

std::string versus_settings_error(const VersusSettings& s) {
  if (s.left)
    if (std::string error = ai_error(*s.left); !error.empty()) return "left: " + error;
  if (std::string error = ai_error({s.ai, s.think_ms, s.speed, s.weights}); !error.empty())
    return error;
  if (std::string error = tetris_play::Match::first_to_error(s.first_to); !error.empty())
    return error;
  return {};
}

namespace {

tetris_play::VersusMatchSettings match_settings(const VersusSettings& s) {
  tetris_play::VersusMatchSettings out;
  if (s.left) {
    out.sides[0] = side_settings(*s.left);
    out.speeds[0] = s.left->speed;
  }
  out.sides[1] = side_settings({s.ai, s.think_ms, s.speed, s.weights});
  out.speeds[1] = s.speed;
  out.person = !s.left;
  out.first_to = s.first_to;
  out.seed = s.seed;
  return out;  // the next game dealt by itself after yours, as between two AIs
}

}  // namespace

VersusTable::VersusTable(const VersusSettings& s)
    : settings_(s), match_(std::make_unique<tetris_play::VersusMatch>(match_settings(s))) {
  dealt();
}

void VersusTable::dealt() {
  serial_ = match_->dealt();
  told_steps_ = {};
  outstanding_ = {};
}

void VersusTable::press(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) match_->press(*in, now);
}

void VersusTable::release(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) match_->release(*in, now);
}

void VersusTable::set_paused(bool paused, double now) {
  match_->set_paused(paused, now);
}

void VersusTable::set_speed(int speed, int side) {
  speed = std::clamp(speed, 0, tetris_play::SPEED_COUNT - 1);
  if (side == 0) {
    if (!settings_.left) return;  // your board has no pace
    settings_.left->speed = speed;
  } else {
    settings_.speed = speed;
  }
  match_->set_speed(side, speed);
}

void VersusTable::advance(double now) {
  match_->advance(now);  // the steps locked so far, which a request tells the AI worker
  if (match_->dealt() != serial_) dealt();
  for (int side = 0; side < 2; ++side) {
    auto request = match_->game().decision_request(side);
    if (!request) continue;
    if (!remote_) {
      match_->take_decision(side, tetris_play::decide(std::move(*request)), now);
      continue;
    }
    const std::size_t i = static_cast<std::size_t>(side);
    const tetris_play::VersusBoard& board = match_->board(side);
    const RemoteBoard remote{serial_, &match_->game().side(side).settings(), &board.steps,
                             &board.garbage, told_steps_[i]};
    requests_.push_back(encode_remote_request(side, remote, *request));
    told_steps_[i] = board.steps.size();
    outstanding_[i] = std::move(*request);
  }
}

void VersusTable::set_remote(bool remote) {
  remote_ = remote;
  told_steps_ = {};  // the AI worker is told each board whole the next time
}

std::vector<std::string> VersusTable::take_requests() {
  return std::exchange(requests_, {});
}

void VersusTable::take_answer(const std::string& text, double now) {
  const std::optional<RemoteAnswer> answer = decode_remote_answer(text);
  if (!answer) return;
  const std::size_t i = static_cast<std::size_t>(answer->side);
  // An answer to a request of a game dealt since, or of another match, is dropped.
  if (!outstanding_[i] || outstanding_[i]->token != answer->token) return;
  tetris_play::DecisionRequest request = std::move(*std::exchange(outstanding_[i], {}));
  const bool flat_out =
      tetris_play::speed_pieces_per_second(game().side(answer->side).speed()) <= 0;
  if (answer->decision && answer->decision->kind == tetris_play::DecisionKind::Move && flat_out) {
    // Asked at a pace, answered flat out (the speed changed while the AI thought): the move is
    // placed at once, as flat out places its pieces.
    tetris_play::Decision d = std::move(*answer->decision);
    d.kind = tetris_play::DecisionKind::Batch;
    if (d.choice) d.batch.push_back({d.choice->placement, d.choice->spin, d.choice->hold});
    match_->take_decision(answer->side, std::move(d), now);
  } else if (answer->decision) {
    // (Asked flat out and answered at a pace, the piece is still placed at once.)
    match_->take_decision(answer->side, *answer->decision, now);
  } else {
    // The AI worker's copy was out of step: this piece is decided here, the board sent whole
    // next time.
    ++mismatches_;
    told_steps_[i] = 0;
    match_->take_decision(answer->side, tetris_play::decide(std::move(request)), now);
  }
}

// The last game finished, both boards as it ended, as a versus file.
std::string VersusTable::game_file(std::int64_t unix_ms) const {
  const std::optional<tetris_play::VersusGameEnd>& end = match_->last_end();
  if (!end) return {};
  game_files::TetrisVersusFile file;
  for (std::size_t i = 0; i < 2; ++i) {
    game_files::TetrisRunFile& board = file.boards[i];
    board.config = end->configs[i];
    board.mode = "versus";
    if (i == 1 || settings_.left) {
      board.player_kind = "ai";
      board.player_name = tetris_play::player_settings(end->sides[i]).ai;
    }
    for (const tetris_play::VersusStep& step : end->boards[i].steps)
      board.steps.push_back({step.record, step.score_after});
    for (const tetris_play::VersusGarbage& rows : end->boards[i].garbage)
      board.garbage.push_back({rows.after, rows.holes});
  }
  file.game = end->game;
  file.first_to = settings_.first_to;
  file.winner = end->winner;
  file.program = "gameai web page";
  file.played_at_ms = unix_ms;
  return game_files::write_tetris_versus_file(file);
}

}  // namespace gameai::web
